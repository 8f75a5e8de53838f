import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { instanceOf, sendProblem, toProblem } from './problem';

/** The one exception filter: whatever was thrown answers as an RFC 9457 problem (problem.ts). */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<FastifyReply>();
    const problem = toProblem(exception, instanceOf(http.getRequest<FastifyRequest>()));
    if (problem.status >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.sent || response.raw.headersSent) return;
    sendProblem(response, problem);
  }
}

import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthView, NotReadyView, ReadyView } from './ops.views';
import { readinessBody } from './readiness';
import { ReadinessService } from './readiness.service';

/** Probes for load balancers and orchestrators; public, cheap, never cached. */
@ApiTags('operations')
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Liveness: the process is up and its event loop answers. Touches no dependency. */
  @Get('healthz')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'healthz', summary: 'Liveness: the process is up' })
  @ApiOkResponse({ type: HealthView })
  healthz(): HealthView {
    return { status: 'ok' };
  }

  /** Readiness: 200 when the database (and Redis, when configured) answer; 503 naming what does not. */
  @Get('readyz')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'readyz',
    summary: 'Readiness: the database (and Redis, when configured) answer',
    description: 'Also 503 while the process drains on shutdown.',
  })
  @ApiOkResponse({ type: ReadyView })
  @ApiServiceUnavailableResponse({
    type: NotReadyView,
    description: 'A dependency is down, or the process is draining',
  })
  async readyz(@Res({ passthrough: true }) res: FastifyReply): Promise<ReadyView | NotReadyView> {
    const { statusCode, body } = readinessBody(await this.readiness.check());
    res.status(statusCode);
    return body;
  }
}

import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { readinessBody } from './readiness';
import { ReadinessService } from './readiness.service';

/** Probes for load balancers and orchestrators; public, cheap, never cached. */
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Liveness: the process is up and its event loop answers. Touches no dependency. */
  @Get('healthz')
  @Header('Cache-Control', 'no-store')
  healthz() {
    return { status: 'ok' };
  }

  /** Readiness: 200 when the database (and Redis, when configured) answer; 503 naming what does not. */
  @Get('readyz')
  @Header('Cache-Control', 'no-store')
  async readyz(@Res({ passthrough: true }) res: Response) {
    const { statusCode, body } = readinessBody(await this.readiness.check());
    res.status(statusCode);
    return body;
  }
}

import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { UnauthorizedError } from '../common/errors';
import { clientKey } from '../rate-limit/client-ip';
import { withRetryAfter } from '../rate-limit/rate-limit.guard';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { CredentialsService } from './credentials.service';
import './session.types';

export const INCORRECT_GATE_PASSWORD = 'Incorrect password. Please try again.';
export const GATE_RATE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000, message: 'Too many attempts; try again later' } as const;

/** The survey-list gate: the right SURVEYS_ACCESS_PASSWORD marks this browser session unlocked. */
@Injectable()
export class SurveyGateService {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly limiter: RateLimitService,
  ) {}

  async unlock(req: Request, res: Response, password: string): Promise<{ unlocked: true }> {
    const key = `survey-gate:ip:${clientKey(req)}`;
    await withRetryAfter(res, () => this.limiter.hit(key, GATE_RATE_LIMIT.limit, GATE_RATE_LIMIT.windowMs, GATE_RATE_LIMIT.message));
    if (!(await this.credentials.verifySurveyGate(password))) throw new UnauthorizedError(INCORRECT_GATE_PASSWORD);
    await this.limiter.refund(key);
    req.session.surveysUnlocked = true;
    return { unlocked: true };
  }
}

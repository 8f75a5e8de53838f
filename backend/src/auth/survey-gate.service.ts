import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../common/errors';
import { clientKey } from '../rate-limit';
import { withRetryAfter } from '../rate-limit';
import { RateLimitService } from '../rate-limit';
import type { SurveysUnlockedView } from './auth.views';
import { CredentialsService } from './credentials.service';
import { sessionOf } from '../http/request-identity';
import { regenerateSession } from './session.setup';

export const INCORRECT_GATE_PASSWORD = 'Incorrect password. Please try again.';
export const GATE_RATE_LIMIT = {
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: 'Too many attempts; try again later',
} as const;

/** The survey-list gate: the right SURVEYS_ACCESS_PASSWORD marks this browser session unlocked. */
@Injectable()
export class SurveyGateService {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly limiter: RateLimitService,
  ) {}

  async unlock(req: FastifyRequest, res: FastifyReply, password: string): Promise<SurveysUnlockedView> {
    const key = `survey-gate:ip:${clientKey(req)}`;
    await withRetryAfter(res, () =>
      this.limiter.hit(key, GATE_RATE_LIMIT.limit, GATE_RATE_LIMIT.windowMs, GATE_RATE_LIMIT.message),
    );
    if (!(await this.credentials.verifySurveyGate(password))) throw new UnauthorizedError(INCORRECT_GATE_PASSWORD);
    await this.limiter.refund(key);
    // A new session id for the unlocked session (an id planted before the unlock is worth nothing after
    // it); an admin logged in within the same session stays logged in, with the same absolute lifetime.
    await regenerateSession(req, sessionOf(req)?.passport ? ['passport', 'createdAt'] : []);
    sessionOf(req)!.surveysUnlocked = true;
    return { unlocked: true };
  }
}

import { Global, Module } from '@nestjs/common';
import { PublicLimitsGuard } from './public-limits.guard';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';

/** Postgres-backed rate limits; global so any module can put `@RateLimit(...)` on a route. */
@Global()
@Module({
  providers: [RateLimitService, RateLimitGuard, PublicLimitsGuard],
  exports: [RateLimitService, RateLimitGuard, PublicLimitsGuard],
})
export class RateLimitModule {}

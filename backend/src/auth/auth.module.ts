import { Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CredentialsService } from './credentials.service';
import { LocalStrategy } from './local.strategy';
import { SurveyGateController } from './survey-gate.controller';
import { SurveyGateService } from './survey-gate.service';

/** Admin login/logout/me and the survey-list gate. Needs RateLimitModule (global). */
@Module({
  controllers: [AuthController, SurveyGateController],
  providers: [CredentialsService, LocalStrategy, AuthService, SurveyGateService, AdminGuard],
  exports: [CredentialsService, AdminGuard],
})
export class AuthModule {}

import { Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CredentialsService } from './credentials.service';
import { SurveyGateController } from './survey-gate.controller';
import { SurveyGateService } from './survey-gate.service';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';

/** Team members (users/), their login/logout/me, and the survey-list gate. Needs RateLimitModule (global). */
@Module({
  controllers: [AuthController, SurveyGateController, UsersController],
  providers: [UsersService, CredentialsService, AuthService, SurveyGateService, AdminGuard],
  exports: [CredentialsService, AdminGuard, UsersService],
})
export class AuthModule {}

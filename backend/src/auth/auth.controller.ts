import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ApiErrors, SESSION_AUTH } from '../http/openapi.decorators';
import { LoginDto } from './auth.dto';
import { AuthService, INVALID_CREDENTIALS } from './auth.service';
import { LoggedOutView, SessionView } from './auth.views';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'login',
    summary: 'Log in as the admin',
    description: 'Sets the session cookie. Failed attempts are rate limited per client and per username.',
  })
  @ApiOkResponse({ type: SessionView })
  @ApiError(401, INVALID_CREDENTIALS)
  @ApiErrors(400, 403, 429, 503)
  login(
    @Body() dto: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SessionView> {
    return this.auth.login(req, res, dto);
  }

  @Get('me')
  @ApiOperation({ operationId: 'getSession', summary: 'Who is logged in' })
  @ApiCookieAuth(SESSION_AUTH)
  @ApiOkResponse({ type: SessionView })
  @ApiError(401, 'Not logged in')
  @ApiErrors(503)
  me(@Req() req: FastifyRequest): SessionView {
    return this.auth.me(req);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ operationId: 'logout', summary: 'End the session', description: 'Also drops the cookie.' })
  @ApiOkResponse({ type: LoggedOutView })
  @ApiErrors(403, 503)
  logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<LoggedOutView> {
    return this.auth.logout(req, res);
  }
}

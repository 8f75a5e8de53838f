import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiAdminOnly, ApiError, ApiErrors } from '../../http/openapi.decorators';
import { adminOf } from '../../http/request-identity';
import { AdminGuard } from '../admin.guard';
import { RequiresRole } from '../requires-role.decorator';
import { ChangeUserRoleDto, InviteUserDto, SetPasswordDto } from './users.dto';
import { UsersService } from './users.service';
import { PasswordSetView, UserView, UserWithLinkView } from './users.views';

const OWNERS_ONLY = 'An API key, a role below owner (the problem names it), or a request from another origin';

/** The team: owners invite, reset and deactivate members; anyone with a link sets their password. */
@ApiTags('users')
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @ApiOperation({ operationId: 'listUsers', summary: 'The team: every member, owners first' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: UserView, isArray: true })
  @ApiError(403, OWNERS_ONLY)
  @ApiErrors(503)
  list(): Promise<UserView[]> {
    return this.users.list();
  }

  @Post('invitations')
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @ApiOperation({
    operationId: 'inviteUser',
    summary: 'Invite a member',
    description:
      'The answer holds a single-use link (7 days) to set a password, this once; only its hash is stored. With `email`, the link is also e-mailed (when e-mail is configured), and `mail` says whether it went.',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: UserWithLinkView })
  @ApiError(403, OWNERS_ONLY)
  @ApiError(409, 'The username is taken')
  @ApiErrors(400, 503)
  invite(@Body() dto: InviteUserDto, @Req() req: FastifyRequest): Promise<UserWithLinkView> {
    return this.users.invite(dto, adminOf(req), `${req.protocol}://${req.host}`);
  }

  @Post(':id/password-link')
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @ApiOperation({
    operationId: 'resetUserPassword',
    summary: 'A new set-password link for a member (reset)',
    description:
      'Single use, 24 hours; any earlier link stops working. The current password works until the link is used.',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: UserWithLinkView })
  @ApiError(403, OWNERS_ONLY)
  @ApiError(404, 'User not found')
  @ApiError(409, 'The user is deactivated')
  @ApiErrors(503)
  resetPassword(@Param('id') id: string): Promise<UserWithLinkView> {
    return this.users.issuePasswordLink(id);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @ApiOperation({
    operationId: 'deactivateUser',
    summary: 'Deactivate a member',
    description: "Ends the member's sessions and API keys at once, on every replica. Not yourself, not the last owner.",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: UserView })
  @ApiError(403, OWNERS_ONLY)
  @ApiError(404, 'User not found')
  @ApiError(409, 'Already deactivated, or the last owner')
  @ApiErrors(503)
  deactivate(@Param('id') id: string, @Req() req: FastifyRequest): Promise<UserView> {
    return this.users.deactivate(id, adminOf(req));
  }

  @Post(':id/role')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @ApiOperation({
    operationId: 'changeUserRole',
    summary: "Change a member's role",
    description:
      'Holds from their next request on, on every replica; their API keys are cut to the new role as they are used. Not your own role, not the last owner.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: UserView })
  @ApiError(400, 'An unknown role')
  @ApiError(403, `${OWNERS_ONLY}; or your own role`)
  @ApiError(404, 'User not found')
  @ApiError(409, 'The member already has this role, is deactivated, or is the last owner')
  @ApiErrors(503)
  changeRole(@Param('id') id: string, @Body() dto: ChangeUserRoleDto, @Req() req: FastifyRequest): Promise<UserView> {
    return this.users.changeRole(id, dto.role, adminOf(req));
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @ApiOperation({
    operationId: 'reactivateUser',
    summary: 'Let a deactivated member back in',
    description:
      'Active again with the password they had; a member who never set one is invited again and needs a new link (reset). Ended sessions and API keys stay ended.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: UserView })
  @ApiError(403, OWNERS_ONLY)
  @ApiError(404, 'User not found')
  @ApiError(409, 'The member is not deactivated')
  @ApiErrors(503)
  reactivate(@Param('id') id: string): Promise<UserView> {
    return this.users.reactivate(id);
  }

  @Post('password')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'setPasswordWithLink',
    summary: 'Set a password with a single-use link',
    description:
      'For an invitation or a reset. At least 10 characters, and not a common or easily guessed password (zxcvbn-ts). The link is spent.',
  })
  @ApiOkResponse({ type: PasswordSetView })
  @ApiError(400, 'The password is too short or too common (the problem says which)')
  @ApiError(410, 'The link was used, replaced or has expired')
  @ApiErrors(403, 503)
  setPassword(@Body() dto: SetPasswordDto): Promise<PasswordSetView> {
    return this.users.setPassword(dto);
  }
}

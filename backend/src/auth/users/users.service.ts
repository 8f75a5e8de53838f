import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ConflictError,
  ForbiddenError,
  GoneError,
  IllegalStateError,
  NotFoundError,
  ValidationError,
} from '../../common/errors';
import { createSmtpTransport } from '../../common/smtp-transport';
import type { AppConfig } from '../../config/config';
import type { Actor } from '../../core/actor';
import { EventStoreService } from '../../core/event-store.service';
import { CLOCK, CONFIG, DB, IDS, type Clock, type IdSource } from '../../core/tokens';
import type { Db } from '../../db/db';
import type { SessionUser } from '../../http/session.types';
import { hashPassword } from '../password-hash';
import { decider, LINK_USED_OR_EXPIRED, streamIdFor } from './user.decider';
import { invitationMail } from './invitation-mail';
import { hashLinkToken, INVITATION_TTL_MS, linkPathFor, newLinkToken, RESET_TTL_MS } from './password-link';
import { passwordProblem } from './password-policy';
import {
  countActiveOwners,
  deleteSessionsOf,
  findByLinkHash,
  findUser,
  listUsers,
  usernameTaken,
} from './users.queries';
import type { InviteUserDto, SetPasswordDto } from './users.dto';
import type { InvitationMailView, PasswordSetView, UserView, UserWithLinkView } from './users.views';

/** How long an invitation's SMTP conversation may take before the owner is told to send the link themselves. */
const INVITATION_MAIL_TIMEOUT_MS = 10_000;
const MAIL_OFF =
  'E-mail is off on this server (SMTP_URL and MAIL_FROM are not set): copy the link and send it yourself.';

/** The first owner's id follows from its name, so replicas starting together make one stream, once. */
export const firstOwnerIdFor = (username: string): string =>
  `owner-${createHash('sha256').update(username).digest('hex').slice(0, 16)}`;

/** The team: invitations, set-password links, deactivation; and the first owner at start-up. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(IDS) private readonly newId: IdSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  list(): Promise<UserView[]> {
    return listUsers(this.db);
  }

  /**
   * ADMIN_USERNAME is an owner: on a new install and on the first start after an upgrade (the admin keeps
   * the password hash it had, and its sessions, which name it). Nothing happens once the name exists.
   */
  async ensureFirstOwner(username: string, passwordHash: string): Promise<void> {
    if (await usernameTaken(this.db, username)) return;
    const userId = firstOwnerIdFor(username);
    const now = this.clock().toISOString();
    await this.events
      .handle(decider, streamIdFor(userId), { type: 'CreateUser', userId, username, role: 'owner', passwordHash, now })
      .catch((error: unknown) => {
        // Another replica made it meanwhile.
        if (!(error instanceof IllegalStateError)) throw error;
      });
  }

  /**
   * An invited member and their single-use link; with an address, the link is e-mailed too (when e-mail is
   * configured), this once: the address is not stored, and the answer says what became of the mail.
   * `origin` is this site's address as the owner reached it, for the e-mailed link when PUBLIC_URL is unset.
   */
  async invite(dto: InviteUserDto, by: SessionUser | null, origin: string): Promise<UserWithLinkView> {
    if (await usernameTaken(this.db, dto.username.trim())) throw new ConflictError('This username is taken');
    const userId = this.newId();
    const token = newLinkToken();
    const now = this.clock();
    await this.events.handle(decider, streamIdFor(userId), {
      type: 'InviteUser',
      userId,
      username: dto.username,
      role: dto.role,
      linkHash: hashLinkToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
      now: now.toISOString(),
    });
    const user = await this.required(userId);
    const link = linkPathFor(token);
    const mail = dto.email
      ? await this.mailInvitation(dto.email, user, by, `${this.config.publicUrl ?? origin}${link}`)
      : null;
    return { user, link, mail };
  }

  private async mailInvitation(
    to: string,
    user: UserView,
    by: SessionUser | null,
    url: string,
  ): Promise<InvitationMailView> {
    const { smtpUrl, mailFrom } = this.config;
    if (!smtpUrl || !mailFrom) return { to, status: 'off', detail: MAIL_OFF };
    const content = invitationMail({
      username: user.username,
      role: user.role,
      invitedBy: by?.username ?? null,
      url,
      expiresAt: user.linkExpiresAt ?? this.clock().toISOString(),
    });
    const transport = createSmtpTransport(smtpUrl, mailFrom, { timeoutMs: INVITATION_MAIL_TIMEOUT_MS });
    try {
      const outcome = await transport.send(to, content, {});
      if (outcome.kind === 'sent') return { to, status: 'sent', detail: null };
      return { to, status: 'failed', detail: `Not sent (${outcome.error}): copy the link and send it yourself.` };
    } finally {
      transport.close();
    }
  }

  /** A new link to set a password (the previous one stops working); the current password works until it is used. */
  async issuePasswordLink(userId: string): Promise<UserWithLinkView> {
    const token = newLinkToken();
    const now = this.clock();
    await this.events.handle(decider, streamIdFor(userId), {
      type: 'IssuePasswordLink',
      userId,
      linkHash: hashLinkToken(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      now: now.toISOString(),
    });
    return { user: await this.required(userId), link: linkPathFor(token), mail: null };
  }

  /** Ends the member's sessions and API keys on every replica at once (both are checked on each request). */
  async deactivate(userId: string, by: SessionUser | null): Promise<UserView> {
    const user = await this.required(userId);
    if (by?.userId === userId) throw new ForbiddenError('You cannot deactivate yourself');
    if (user.role === 'owner' && user.status === 'active' && (await countActiveOwners(this.db)) <= 1) {
      throw new IllegalStateError('The last owner cannot be deactivated');
    }
    await this.events.handle(decider, streamIdFor(userId), {
      type: 'DeactivateUser',
      userId,
      now: this.clock().toISOString(),
    });
    await deleteSessionsOf(this.db, user.username);
    return this.required(userId);
  }

  /**
   * Another role for a member: it holds from their next request on (sessions read the users table on each
   * request, API keys are cut to their maker's role as they are used), on every replica. Not your own role,
   * and the last active owner stays an owner.
   */
  async changeRole(userId: string, role: string, by: SessionUser | null): Promise<UserView> {
    const user = await this.required(userId);
    if (by?.userId === userId) throw new ForbiddenError('You cannot change your own role');
    if (
      user.role === 'owner' &&
      role !== 'owner' &&
      user.status === 'active' &&
      (await countActiveOwners(this.db)) <= 1
    ) {
      throw new IllegalStateError('The last owner cannot be given another role');
    }
    await this.events.handle(decider, streamIdFor(userId), {
      type: 'ChangeUserRole',
      userId,
      role,
      now: this.clock().toISOString(),
    });
    return this.required(userId);
  }

  /** A deactivated member let back in, with the password they had (or invited again, without a link). */
  async reactivate(userId: string): Promise<UserView> {
    await this.events.handle(decider, streamIdFor(userId), {
      type: 'ReactivateUser',
      userId,
      now: this.clock().toISOString(),
    });
    return this.required(userId);
  }

  /** Spends a link: the password must pass the policy, the link must be the user's current one and unexpired. */
  async setPassword(dto: SetPasswordDto): Promise<PasswordSetView> {
    const found = await findByLinkHash(this.db, hashLinkToken(dto.token));
    if (!found) throw new GoneError(LINK_USED_OR_EXPIRED);
    const problem = passwordProblem(dto.password, found.username);
    if (problem) throw new ValidationError(problem, [{ pointer: '/password', detail: problem }]);
    const passwordHash = await hashPassword(dto.password);
    // Whoever holds the link acts as the member it was made for.
    const actor: Actor = { kind: 'user', userId: found.id, username: found.username };
    await this.events.handle(
      decider,
      streamIdFor(found.id),
      {
        type: 'SetPassword',
        userId: found.id,
        linkHash: hashLinkToken(dto.token),
        passwordHash,
        now: this.clock().toISOString(),
      },
      { metadata: { actor } },
    );
    // A reset ends the sessions the old password opened.
    await deleteSessionsOf(this.db, found.username);
    return { username: found.username };
  }

  private async required(userId: string): Promise<UserView> {
    const user = await findUser(this.db, userId);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }
}

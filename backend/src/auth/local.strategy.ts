import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { CredentialsService } from './credentials.service';
import type { SessionUser } from '../http/session.types';

/**
 * passport-local: username and password from the JSON body, checked against the admin
 * credentials. The login route hands this instance to passport directly (not by the
 * process-wide name 'local'), so several apps in one process each use their own.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly credentials: CredentialsService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  /** null makes passport report a failure (401), never an error. */
  validate(username: string, password: string): Promise<SessionUser | null> {
    return this.credentials.verifyAdmin(username, password);
  }
}

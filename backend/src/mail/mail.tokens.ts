/** The MailEngine of this process (dispatcher, queue, sweep, digest check). */
export const MAIL_ENGINE = Symbol('MAIL_ENGINE');
/** The secret unsubscribe tokens are signed with (the session secret). */
export const MAIL_SECRET = Symbol('MAIL_SECRET');

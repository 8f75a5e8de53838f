/** The StaffMailEngine of this process (queue, sweep). */
export const STAFF_MAIL_ENGINE = Symbol('STAFF_MAIL_ENGINE');
/** The secret unsubscribe links are signed with (the session secret). */
export const STAFF_MAIL_SECRET = Symbol('STAFF_MAIL_SECRET');

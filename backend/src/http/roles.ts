// The team's roles, from least to most: a viewer reads, a consultant builds and runs surveys (everything
// but the team and erasure), an owner may do everything. One rule for the guard and the contract.

export const ROLES = ['viewer', 'consultant', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Whether someone with `role` may do what needs `required`. */
export const roleAllows = (role: Role, required: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(required);

/** What an admin route needs when it names no role: reading needs a viewer, any change a consultant. */
export function defaultRoleFor(method: string): Role {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' ? 'viewer' : 'consultant';
}

/** The extension that names an operation's role in the contract (docs/openapi.json). */
export const REQUIRED_ROLE_EXTENSION = 'x-required-role';

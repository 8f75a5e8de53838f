// The auth feature's front door: the guards and decorators other features put on their routes, and the API-key caller.
export * from './admin.guard';
export * from './allow-api-key.decorator';
export * from './api-key-caller';
export * from './api-key-scopes';
export * from './session-secret';
export * from './requires-role.decorator';
export * from './actor.interceptor';
export { UsersService } from './users/users.service';
export { usersProjection } from './users/users.projection';
export { userEventFields, userEventTypes, type UserEvent } from './users/user.events';
export { ROLES, type Role, roleAllows } from '../http/roles';
export { findActiveMember } from './users/users.queries';
export { hashPassword, verifyPassword } from './password-hash';

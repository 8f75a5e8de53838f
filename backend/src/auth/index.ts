// The auth feature's front door: the guards and decorators other features put on their routes, and the API-key caller.
export * from './admin.guard';
export * from './allow-api-key.decorator';
export * from './api-key-caller';
export * from './api-key-scopes';
export * from './session-secret';

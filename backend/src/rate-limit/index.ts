// The rate-limit feature's front door: the guards and limits other features' routes declare.
export * from './client-ip';
export * from './public-limits.guard';
export * from './rate-limit.guard';
export * from './rate-limit.service';

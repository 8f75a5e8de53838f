// The ai feature's front door: what other features may use (its module, and how a runner's refusal reads).
export * from './ai-errors';
export * from './ai.module';

// The audit feature's front door: its module and its projection (for the root's read-model list).
export * from './audit.module';
export { auditProjection } from './audit.projection';

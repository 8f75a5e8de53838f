import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';

/** The audit trail (its read model, audit_entries, is kept by auditProjection, listed in app/read-models.ts). */
@Module({ controllers: [AuditController] })
export class AuditModule {}

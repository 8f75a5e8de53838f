import { Controller, Get, Header, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard, RequiresRole } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { auditCsv } from './audit-csv';
import { AuditFilterDto } from './audit.dto';
import { AUDIT_CSV_MAX, AUDIT_PAGE_DEFAULT, readAuditEntries } from './audit.queries';
import { AuditPageView } from './audit.views';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';

const OWNERS_ONLY = 'An API key, or a role below owner (the problem names it)';

/** The audit trail, a read model of the log: who did what, when. Owners only. */
@ApiTags('audit')
@Controller('api/audit')
@UseGuards(AdminGuard)
@RequiresRole('owner')
export class AuditController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @Get()
  @ApiOperation({
    operationId: 'listAuditEntries',
    summary: 'The audit trail, newest first',
    description:
      'Who created, edited, shared, exported, erased, invited... and when, filtered by member, survey and kind. ' +
      'Entries name what was done, never its content: an erased response leaves only that it was erased.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: AuditPageView })
  @ApiError(403, OWNERS_ONLY)
  @ApiErrors(400, 503)
  async list(@Query() filter: AuditFilterDto): Promise<AuditPageView> {
    const limit = filter.limit ?? AUDIT_PAGE_DEFAULT;
    const entries = await readAuditEntries(this.db, filter, limit);
    const nextBefore = entries.length === limit ? entries[entries.length - 1]!.position : null;
    return { entries, nextBefore };
  }

  @Get('entries.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="audit-trail.csv"')
  @ApiOperation({
    operationId: 'exportAuditCsv',
    summary: 'The audit trail as CSV',
    description: `The same filters; the newest ${AUDIT_CSV_MAX} entries at most (use before to go further back).`,
  })
  @ApiAdminOnly()
  @ApiOkResponse({ description: 'text/csv; charset=utf-8', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiError(403, OWNERS_ONLY)
  @ApiErrors(400, 503)
  async csv(@Query() filter: AuditFilterDto): Promise<string> {
    return auditCsv(await readAuditEntries(this.db, filter, AUDIT_CSV_MAX));
  }
}

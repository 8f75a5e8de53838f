import { Inject, Injectable } from '@nestjs/common';
import { ClientsService } from '../clients';
import { eachBounded } from '../common/bounded';
import { ConflictError, LineErrorsError, NotFoundError } from '../common/errors';
import { EventStoreService } from '../core/event-store.service';
import { CLOCK, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import { pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { TableRewriter } from '../db/rewrite-tables';
import { readRosterCsv, type RosterCsv } from './roster-csv';
import { planImport, type ImportPlan } from './roster-import-plan';
import type { RosterInput } from './roster-person-fields';
import { decider, streamIdFor, type AddRosterPerson, type RosterPersonCommand } from './roster-person.decider';
import type { AddRosterPersonDto, UpdateRosterPersonDto } from './roster.dto';
import { currentPeople, emailOnRoster, findPerson, listRoster, teamsOf } from './roster.queries';
import { teamSpeller } from './team-names';
import type { RosterImportView, RosterPersonView, RosterPreviewView, RosterView } from './roster.views';

export const EMAIL_ON_ROSTER = 'Someone on this roster has this e-mail already';

/** The preview lists this many people to add and to update (the counts say how many in all). */
export const PREVIEW_PEOPLE = 50;
/** A preview or a refused import names this many problems (errorCount says how many in all). */
export const LINE_ERRORS_SHOWN = 200;

/** New people an import writes per transaction. */
const IMPORT_CHUNK = 500;

/** The tables an erasure deletes rows from (rewritten on the embedded database). */
const ERASED_TABLES = ['roster_people', 'data_keys'];

/**
 * Loads, decides and appends for roster-person streams; reads come from roster_people. An import adds its
 * new people a chunk at a time (each a stream of its own, written together: EventStoreService.handleNew)
 * and edits the changed ones with a command each, a few at once. A file with any line at fault is refused
 * before anything is written; an import cut short (an e-mail added meanwhile, the database away) keeps
 * the chunks written, and importing the file again finishes it.
 */
@Injectable()
export class RosterService {
  private readonly rewriter: TableRewriter;

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    private readonly clients: ClientsService,
    @Inject(IDS) private readonly newId: IdSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.rewriter = new TableRewriter(db);
  }

  async roster(clientId: string): Promise<RosterView> {
    const client = await this.clients.get(clientId);
    const { people, removed } = await listRoster(this.db, clientId);
    return { clientId, clientName: client.name, people, teams: teamsOf(people), removed };
  }

  /** What importing the CSV would do, and the problems of its lines; nothing is stored. */
  async preview(clientId: string, csv: string): Promise<RosterPreviewView> {
    await this.clients.get(clientId);
    const file = readRosterCsv(csv);
    const plan = planImport(file.columns, file.rows, await currentPeople(this.db, clientId));
    return previewOf(file, plan);
  }

  /** Adds the CSV's new e-mails and updates the known ones; a file with any line at fault is refused whole. */
  async import(clientId: string, csv: string): Promise<RosterImportView> {
    await this.clients.get(clientId);
    const file = readRosterCsv(csv);
    if (file.errors.length > 0) {
      const count = file.errors.length === 1 ? 'One line' : `${file.errors.length} lines`;
      const first = file.errors[0]!;
      throw new LineErrorsError(
        `${count} of the CSV ${file.errors.length === 1 ? 'has' : 'have'} a problem (line ${first.line}: ${first.message}); nothing was imported`,
        file.errors.slice(0, LINE_ERRORS_SHOWN),
      );
    }
    const plan = planImport(file.columns, file.rows, await currentPeople(this.db, clientId));
    const now = this.clock().toISOString();
    // New people: fresh streams, written a chunk at a time (a transaction of a few statements each), two at once.
    const adds = plan.add.map(({ line: _line, ...details }) => {
      const personId = this.newId();
      const command: AddRosterPerson = { type: 'AddRosterPerson', personId, clientId, details, now };
      return { streamId: streamIdFor(personId), command };
    });
    const chunks: (typeof adds)[] = [];
    for (let i = 0; i < adds.length; i += IMPORT_CHUNK) chunks.push(adds.slice(i, i + IMPORT_CHUNK));
    await eachBounded(chunks, this.db.embedded ? 1 : 2, (chunk) =>
      this.conflictAsTaken(() => this.events.handleNew(decider, chunk)),
    );
    // Changed people: a command each on their own stream, a few at once.
    await eachBounded(plan.update, this.db.embedded ? 2 : 8, ({ personId, details }) =>
      this.handle({ type: 'EditRosterPerson', personId, details, now }),
    );
    return { added: plan.add.length, updated: plan.update.length, unchanged: plan.unchanged };
  }

  async add(clientId: string, dto: AddRosterPersonDto): Promise<RosterPersonView> {
    await this.clients.get(clientId);
    if (typeof dto.email === 'string' && (await emailOnRoster(this.db, clientId, dto.email, null))) {
      throw new ConflictError(EMAIL_ON_ROSTER);
    }
    const personId = this.newId();
    const details = await this.withTeamSpelled(clientId, dto as RosterInput);
    await this.handle({ type: 'AddRosterPerson', personId, clientId, details, now: this.now() });
    return this.person(clientId, personId);
  }

  async update(clientId: string, personId: string, dto: UpdateRosterPersonDto): Promise<RosterPersonView> {
    await this.person(clientId, personId);
    if (typeof dto.email === 'string' && (await emailOnRoster(this.db, clientId, dto.email, personId))) {
      throw new ConflictError(EMAIL_ON_ROSTER);
    }
    const details = await this.withTeamSpelled(clientId, dto as RosterInput);
    await this.handle({ type: 'EditRosterPerson', personId, details, now: this.now() });
    return this.person(clientId, personId);
  }

  /** Off the roster (no survey reaches them); kept, removed, until erased. */
  async remove(clientId: string, personId: string): Promise<RosterPersonView> {
    await this.person(clientId, personId);
    await this.handle({ type: 'RemoveRosterPerson', personId, now: this.now() });
    return this.person(clientId, personId);
  }

  /** Crypto-shredding: the person's key goes, RosterPersonErased is appended, their row is dropped. */
  async erase(clientId: string, personId: string): Promise<void> {
    await this.person(clientId, personId);
    await this.handle({ type: 'EraseRosterPerson', personId, now: this.now() });
    await this.rewriter.rewrite(ERASED_TABLES);
  }

  private async person(clientId: string, personId: string): Promise<RosterPersonView> {
    const person = await findPerson(this.db, clientId, personId);
    if (!person) throw new NotFoundError('Person not found');
    return person;
  }

  /** A team typed as the roster has it in another case ("tax " for "Tax") is spelled the roster's way. */
  private async withTeamSpelled(clientId: string, details: RosterInput): Promise<RosterInput> {
    if (typeof details.team !== 'string' || details.team.trim() === '') return details;
    const spell = teamSpeller((await currentPeople(this.db, clientId)).map((person) => person.team));
    return { ...details, team: spell(details.team) };
  }

  /** One command on the person's stream. */
  private async handle(command: RosterPersonCommand): Promise<void> {
    await this.conflictAsTaken(() => this.events.handle(decider, streamIdFor(command.personId), command));
  }

  /** An e-mail taken meanwhile (the unique index on the roster) is a 409, not a 500. */
  private async conflictAsTaken(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'roster_people_email_idx') {
        throw new ConflictError(EMAIL_ON_ROSTER);
      }
      throw error;
    }
  }

  private now(): string {
    return this.clock().toISOString();
  }
}

function previewOf(file: RosterCsv, plan: ImportPlan): RosterPreviewView {
  return {
    rows: file.lineCount,
    addCount: plan.add.length,
    updateCount: plan.update.length,
    unchanged: plan.unchanged,
    notInFile: plan.notInFile,
    add: plan.add.slice(0, PREVIEW_PEOPLE),
    update: plan.update.slice(0, PREVIEW_PEOPLE).map(({ line, personId, name, email, changes }) => ({
      line,
      personId,
      name,
      email,
      changes,
    })),
    errors: file.errors.slice(0, LINE_ERRORS_SHOWN),
    errorCount: file.errors.length,
    columns: file.columns,
  };
}

import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/errors';
import { CLOCK, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import { isoOrNull, type Db } from '../db/db';
import { TableRewriter } from '../db/rewrite-tables';
import { EventStoreService } from '../core/event-store.service';
import { decider, streamIdFor } from './contact.decider';
import type { ContactMessageDto } from './contact.dto';
import type { ContactMessageView, ContactReceiptView } from './contact.views';

type ContactRow = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  received_at: Date | string;
};

/** The tables an erasure deletes rows from. */
const ERASED_TABLES = ['contact_messages', 'data_keys'];

/** The admin list shows this many, newest first. */
export const CONTACT_LIST_LIMIT = 500;

@Injectable()
export class ContactService {
  /** Embedded: an erasure rewrites the tables it deleted from, so their files no longer hold the message. */
  private readonly rewriter: TableRewriter;

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDS) private readonly newId: IdSource,
  ) {
    this.rewriter = new TableRewriter(db);
  }

  async send(dto: ContactMessageDto): Promise<ContactReceiptView> {
    const now = this.clock().toISOString();
    // A filled honeypot is a bot: it hears the usual answer, and nothing is recorded.
    if (typeof dto.website === 'string' && dto.website.trim() !== '') return { id: this.newId(), receivedAt: now };
    const messageId = this.newId();
    const result = await this.events.handle(decider, streamIdFor(messageId), {
      type: 'SendContactMessage',
      messageId,
      name: dto.name,
      email: dto.email,
      company: dto.company ?? null,
      message: dto.message,
      now,
    });
    const received = result.events[0];
    if (received?.type !== 'ContactMessageReceived') throw new Error('ContactMessageReceived was not recorded');
    return { id: received.data.messageId, receivedAt: received.data.receivedAt };
  }

  /** Erases the message (crypto-shredding): its data key goes, ContactMessageErased is appended, the row is dropped. */
  async erase(messageId: string): Promise<void> {
    await this.eraseOne(messageId, this.clock());
    await this.rewriter.rewrite(ERASED_TABLES);
  }

  private async eraseOne(messageId: string, now: Date): Promise<void> {
    await this.events.handle(decider, streamIdFor(messageId), {
      type: 'EraseContactMessage',
      messageId,
      now: now.toISOString(),
    });
  }

  /** Erases every message received before `cutoff` (the retention job); answers how many. */
  async eraseReceivedBefore(cutoff: Date, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT id FROM contact_messages WHERE received_at < $1 ORDER BY received_at, id',
      [cutoff.toISOString()],
    );
    let erased = 0;
    for (const { id } of rows) {
      try {
        await this.eraseOne(id, now);
        erased++;
      } catch (error) {
        // Erased meanwhile (by an admin, or another replica's job): nothing left to do.
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    if (erased > 0) await this.rewriter.rewrite(ERASED_TABLES);
    return erased;
  }

  async list(): Promise<ContactMessageView[]> {
    const { rows } = await this.db.query<ContactRow>(
      `SELECT id, name, email, company, message, received_at FROM contact_messages
       ORDER BY received_at DESC, id DESC LIMIT $1`,
      [CONTACT_LIST_LIMIT],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      message: row.message,
      receivedAt: isoOrNull(row.received_at) as string,
    }));
  }
}

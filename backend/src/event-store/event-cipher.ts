import type { Queryable } from '../db/db';
import type { DomainEvent, RecordedEvent, StreamSealer } from './event-store';
import {
  decryptData,
  decryptField,
  encryptData,
  encryptField,
  isEncryptedField,
  REDACTED,
  type EncryptedField,
  generateDataKey,
  hasEncryptedFields,
  hasPersonalText,
  unwrapKey,
  wrapKey,
  type PersonalFields,
} from './field-crypto';
import type { CrossStreamFields, EventCatalogue } from './event-fields';
import { openSealedFields, type FieldOpener, type SealedFields } from './field-opener';

/**
 * Data keys a rebuild has looked up (null: the stream has none, it was erased), so each stream's key is
 * read and unwrapped once, not once per batch. Only for a rebuild: its transaction has TRUNCATEd the
 * read models, and an erasure deletes its key in a transaction that also writes them, so no erasure
 * commits while the cache is in use.
 */
export type KeyCache = Map<string, Buffer | null>;

/** The default FieldOpener: the batch opened on this thread. */
const openHere: FieldOpener = (batch) => Promise.resolve().then(() => openSealedFields(batch));

/** Beyond this many streams the cache starts again (it is a cache, not a copy of data_keys). */
const MAX_CACHED_KEYS = 100_000;

/**
 * Crypto-shredding at the event store's edge: personal fields are encrypted on append with the
 * stream's data key (created with the stream's first personal event) and decrypted on read, so
 * deciders and projections only ever see plaintext. A stream whose key was deleted reads as REDACTED.
 * Keys are read per use, never cached (but for a rebuild's KeyCache), so an erasure is seen at once by every process.
 */
export class EventCipher {
  readonly fields: PersonalFields;
  readonly erasures: ReadonlySet<string>;
  readonly crossStream: Readonly<Record<string, CrossStreamFields>>;

  /** `catalogue`: the features' declarations of their events (the composition root joins them). */
  constructor(
    private readonly kek: Buffer,
    readonly catalogue: EventCatalogue,
  ) {
    if (kek.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
    this.fields = catalogue.personal;
    this.erasures = catalogue.erasures;
    this.crossStream = catalogue.crossStream;
  }

  /** One stream's key, looked up at most once for a command (read then append). */
  forStream(db: Queryable, streamId: string): StreamCipher {
    return new StreamCipher(this, db, streamId);
  }

  /**
   * Decrypts events of any streams (a rebuild batch), one key lookup per batch. With `cache` (a rebuild's,
   * see KeyCache) a stream's key is looked up once for all the batches that hold its events.
   */
  async openEvents(
    db: Queryable,
    events: RecordedEvent[],
    cache?: KeyCache,
    opener: FieldOpener = openHere,
  ): Promise<RecordedEvent[]> {
    const streams = this.sealedStreams(events);
    let opened = events;
    if (streams.size > 0) {
      const keys = await this.cachedKeys(db, [...streams], cache);
      opened = await this.openWith(opener, events, streams, keys);
    }
    return this.openCrossStream(db, opened, cache);
  }

  /**
   * decryptData for each event of these streams, the decryption done by the opener (on this thread, or on a
   * rebuild's own): the encrypted fields go to it as one batch, and each comes back into a copy of its
   * event's data.
   */
  private async openWith(
    opener: FieldOpener,
    events: RecordedEvent[],
    streams: ReadonlySet<string>,
    keys: ReadonlyMap<string, Buffer>,
  ): Promise<RecordedEvent[]> {
    const batch: SealedFields = { streams: [], keys: [], fields: [] };
    const streamIndex = new Map<string, number>();
    const targets: { data: Record<string, unknown>; name: string }[] = [];
    const opened = events.map((event) => {
      const names = this.fields[event.type];
      if (!names || !streams.has(event.streamId)) return event;
      let data: Record<string, unknown> | null = null;
      for (const name of names) {
        const value = (event.data as Record<string, unknown>)[name];
        if (!isEncryptedField(value)) continue;
        data ??= { ...(event.data as Record<string, unknown>) };
        let index = streamIndex.get(event.streamId);
        if (index === undefined) {
          index = batch.streams.length;
          streamIndex.set(event.streamId, index);
          batch.streams.push(event.streamId);
          batch.keys.push(keys.get(event.streamId) ?? null);
        }
        batch.fields.push(index, value.enc);
        targets.push({ data, name });
      }
      return data ? { ...event, data } : event;
    });
    const plain = await opener(batch);
    targets.forEach((target, i) => {
      target.data[target.name] = plain[i];
    });
    return opened;
  }

  /**
   * Looks up (into the cache) every key that openEvents will need for these events, their own streams' and
   * their cross-stream fields'. A rebuild does it on its reading connection as each batch arrives, so the
   * lookup runs while the batch before is still being worked on, and openEvents then finds every key cached.
   */
  async cacheKeys(db: Queryable, events: readonly RecordedEvent[], cache: KeyCache): Promise<void> {
    const streams = this.sealedStreams(events);
    for (const id of this.crossStreams(events)) streams.add(id);
    if (streams.size > 0) await this.cachedKeys(db, [...streams], cache);
  }

  /** The streams of the events that hold encrypted personal fields. */
  private sealedStreams(events: readonly RecordedEvent[]): Set<string> {
    const streams = new Set<string>();
    for (const event of events) {
      if (hasEncryptedFields(this.fields, event.type, event.data)) streams.add(event.streamId);
    }
    return streams;
  }

  /** The value encrypted under the stream's key (the stream id as AAD); REDACTED when the stream has no key. */
  encryptUnder(keys: ReadonlyMap<string, Buffer>, streamId: string, value: string): EncryptedField | string {
    const key = keys.get(streamId);
    return key ? encryptField(key, streamId, value) : REDACTED;
  }

  /** The value decrypted with the stream's key; REDACTED once the key is gone (the stream was erased). */
  decryptUnder(keys: ReadonlyMap<string, Buffer>, streamId: string, field: EncryptedField): string {
    const key = keys.get(streamId);
    return key ? decryptField(key, streamId, field) : REDACTED;
  }

  /**
   * Cross-stream fields (a report's quotes) encrypted under their streams' keys (`stored`), and the
   * plaintext as the projections must see it (`plain`): REDACTED where the stream is already erased, as a
   * rebuild reads it. A stream with no key yet gets one. The key rows are read FOR SHARE, so an erasure
   * running meanwhile waits for this transaction to commit (and then deletes the key), or is seen here.
   */
  async sealCrossStream<E extends DomainEvent>(tx: Queryable, events: E[]): Promise<{ stored: E[]; plain: E[] }> {
    const streams = this.crossStreams(events);
    if (streams.length === 0) return { stored: events, plain: events };
    const { rows } = await tx.query<{ stream_id: string; wrapped_key: Buffer }>(
      'SELECT stream_id, wrapped_key FROM data_keys WHERE stream_id = ANY($1) FOR SHARE',
      [streams],
    );
    const keys = new Map(rows.map((row) => [row.stream_id, this.unwrap(row.wrapped_key, row.stream_id)]));
    const missing = streams.filter((id) => !keys.has(id));
    if (missing.length > 0) {
      const { rows: erased } = await tx.query<{ stream_id: string }>(
        'SELECT DISTINCT stream_id FROM events WHERE stream_id = ANY($1) AND type = ANY($2)',
        [missing, [...this.erasures]],
      );
      const gone = new Set(erased.map((row) => row.stream_id));
      for (const id of missing) if (!gone.has(id)) keys.set(id, await this.ensureKey(tx, id));
    }
    const text = (value: unknown): value is string => typeof value === 'string' && value !== REDACTED;
    return {
      stored: this.mapCrossStream(events, (streamId, value) =>
        text(value) ? this.encryptUnder(keys, streamId, value) : value,
      ),
      plain: this.mapCrossStream(events, (streamId, value) => (text(value) && !keys.has(streamId) ? REDACTED : value)),
    };
  }

  /** Cross-stream fields decrypted, REDACTED where their stream's key is gone. */
  async openCrossStream(db: Queryable, events: RecordedEvent[], cache?: KeyCache): Promise<RecordedEvent[]> {
    const streams = this.crossStreams(events);
    if (streams.length === 0) return events;
    const keys = await this.cachedKeys(db, streams, cache);
    return this.mapCrossStream(events, (streamId, value) =>
      isEncryptedField(value) ? this.decryptUnder(keys, streamId, value) : value,
    );
  }

  private mapCrossStream<E extends { type: string; data: object }>(
    events: E[],
    value: (streamId: string, value: unknown) => unknown,
  ): E[] {
    return events.map((event) => {
      const fields = this.crossStream[event.type];
      return fields ? { ...event, data: fields.map(event.data, value) } : event;
    });
  }

  private crossStreams(events: readonly { type: string; data: object }[]): string[] {
    const streams = new Set<string>();
    for (const event of events) {
      for (const id of this.crossStream[event.type]?.streams(event.data) ?? []) streams.add(id);
    }
    return [...streams];
  }

  /** Deletes the stream's data key: its personal fields can never be read again. */
  async eraseKey(tx: Queryable, streamId: string): Promise<void> {
    await tx.query('DELETE FROM data_keys WHERE stream_id = $1', [streamId]);
  }

  /** loadKeys through the cache: only the streams it does not know yet are looked up (and then kept). */
  private async cachedKeys(db: Queryable, streamIds: string[], cache?: KeyCache): Promise<Map<string, Buffer>> {
    if (!cache) return this.loadKeys(db, streamIds);
    const missing = streamIds.filter((id) => !cache.has(id));
    if (missing.length > 0) {
      if (cache.size + missing.length > MAX_CACHED_KEYS) cache.clear();
      const loaded = await this.loadKeys(db, missing);
      for (const id of missing) cache.set(id, loaded.get(id) ?? null);
    }
    const keys = new Map<string, Buffer>();
    for (const id of streamIds) {
      const key = cache.get(id);
      if (key) keys.set(id, key);
    }
    return keys;
  }

  /** The unwrapped keys of the streams that still have one. */
  async loadKeys(db: Queryable, streamIds: string[]): Promise<Map<string, Buffer>> {
    const { rows } = await db.query<{ stream_id: string; wrapped_key: Buffer }>(
      'SELECT stream_id, wrapped_key FROM data_keys WHERE stream_id = ANY($1)',
      [streamIds],
    );
    return new Map(rows.map((row) => [row.stream_id, this.unwrap(row.wrapped_key, row.stream_id)]));
  }

  /** The stream's key, created (and stored wrapped) when it has none yet. */
  async ensureKey(tx: Queryable, streamId: string): Promise<Buffer> {
    const fresh = generateDataKey();
    // Two writers creating the first key of a stream at once: the second insert waits, then keeps the first key.
    await tx.query(
      'INSERT INTO data_keys (stream_id, wrapped_key) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING',
      [streamId, wrapKey(this.kek, fresh, streamId)],
    );
    const key = (await this.loadKeys(tx, [streamId])).get(streamId);
    if (!key) throw new Error(`No data key for ${streamId}`);
    return key;
  }

  /** A fresh data key for the stream, and its wrapped form to store. */
  newKey(streamId: string): { key: Buffer; wrapped: Buffer } {
    const key = generateDataKey();
    return { key, wrapped: wrapKey(this.kek, key, streamId) };
  }

  /** Whether sealing these events reads other streams' keys (cross-stream fields) or deletes this one's (erasure). */
  sealNeedsDatabase(events: readonly DomainEvent[]): boolean {
    return this.crossStreams(events).length > 0 || events.some((event) => this.erasures.has(event.type));
  }

  unwrap(wrapped: Buffer | Uint8Array, streamId: string): Buffer {
    try {
      return unwrapKey(this.kek, Buffer.from(wrapped), streamId);
    } catch {
      throw new Error(`The data key of ${streamId} does not open with DATA_ENCRYPTION_KEY (was the key changed?)`);
    }
  }
}

/** The cipher of one stream within one command: the key is looked up once, created on first need. */
export class StreamCipher implements StreamSealer {
  private key: Buffer | null | undefined;

  constructor(
    private readonly cipher: EventCipher,
    private readonly db: Queryable,
    private readonly streamId: string,
  ) {}

  /** The stream's key as read together with its events (null: the stream has none), so no lookup of its own. */
  know(wrapped: Buffer | Uint8Array | null): void {
    this.key = wrapped === null ? null : this.cipher.unwrap(wrapped, this.streamId);
  }

  /**
   * The events sealed with no database call, when that is possible: no cross-stream fields, no erasure,
   * and this stream's key known (read with the stream) or none yet. Then a new key is made (`newKey`), to be
   * stored by the same statement that appends the events: a key stored meanwhile by someone else makes
   * that statement fail as a whole. Null when sealing needs the database (use `seal` in a transaction).
   */
  sealHere<E extends DomainEvent>(events: E[]): { stored: E[]; plain: E[]; newKey: Buffer | null } | null {
    const { fields } = this.cipher;
    if (this.cipher.sealNeedsDatabase(events)) return null;
    if (!events.some((event) => hasPersonalText(fields, event.type, event.data))) {
      return { stored: events, plain: events, newKey: null };
    }
    if (this.key === undefined) return null;
    let key = this.key ?? null;
    let newKey: Buffer | null = null;
    if (key === null) ({ key, wrapped: newKey } = this.cipher.newKey(this.streamId));
    const sealed = key;
    const stored = events.map((event) => ({
      ...event,
      data: encryptData(fields, event.type, event.data, sealed, this.streamId),
    }));
    return { stored, plain: events, newKey };
  }

  async open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const { fields } = this.cipher;
    let opened = events;
    if (events.some((event) => hasEncryptedFields(fields, event.type, event.data))) {
      const key = await this.currentKey();
      opened = events.map((event) => ({
        ...event,
        data: decryptData(fields, event.type, event.data, key, this.streamId),
      }));
    }
    return this.cipher.openCrossStream(this.db, opened);
  }

  /**
   * The events as stored (personal fields encrypted with this stream's key, cross-stream fields with
   * theirs), and as the projections must see them: plaintext, but REDACTED where a quoted stream is
   * already erased, as a rebuild would read them.
   */
  async seal<E extends DomainEvent>(events: E[]): Promise<{ stored: E[]; plain: E[] }> {
    const { fields } = this.cipher;
    const cross = await this.cipher.sealCrossStream(this.db, events);
    if (!events.some((event) => hasPersonalText(fields, event.type, event.data))) return cross;
    const key = (await this.currentKey()) ?? (this.key = await this.cipher.ensureKey(this.db, this.streamId));
    const stored = cross.stored.map((event) => ({
      ...event,
      data: encryptData(fields, event.type, event.data, key, this.streamId),
    }));
    return { stored, plain: cross.plain };
  }

  /** After an erasure event was appended, the stream's key goes. */
  async afterAppend(events: DomainEvent[]): Promise<void> {
    if (!events.some((event) => this.cipher.erasures.has(event.type))) return;
    await this.cipher.eraseKey(this.db, this.streamId);
    this.key = null;
  }

  private async currentKey(): Promise<Buffer | null> {
    if (this.key === undefined) {
      this.key = (await this.cipher.loadKeys(this.db, [this.streamId])).get(this.streamId) ?? null;
    }
    return this.key;
  }
}

// Response streams written in bulk, as the API writes them one by one: per response a data key
// (wrapped with the API's key-encryption key, stored in data_keys), then ResponseStarted, one
// AnswerRecorded per question and, for most, ResponseCompleted, with the personal fields encrypted
// under the stream's key by the backend's own field-crypto (backend/dist, after `npm run build`).
// Node seals the personal fields; the database builds the events' JSON around them (generate-style
// INSERT ... SELECT from one row per response), so half a million events take seconds, not minutes.
// Only the events and keys are written here: the read models are filled by the projections
// (bench/lib/read-models.mjs), so every row is what the API's projection path makes of the events.
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

const require = createRequire(import.meta.url);

/** Streams per INSERT (a stream is up to 2 + questions events). */
const STREAMS_PER_BATCH = 2000;
/** Batches written at once, each in its own transaction on its own connection. */
const WRITES_IN_FLIGHT = 2;

const ENGLISH = [
  'We copy invoices from email into a spreadsheet by hand, about two hours every Friday.',
  'Approvals are chased over email; nobody knows who has signed what until month end.',
  'Rotas live in a shared spreadsheet and break whenever two people edit it at once.',
  'Finding the latest contract means searching three shared drives and asking around.',
  'Stock counts are written on paper first, then typed into the system the next morning.',
];
const URDU = [
  'ہم ہر جمعہ کو ای میل سے انوائس ہاتھ سے اسپریڈشیٹ میں لکھتے ہیں، تقریباً دو گھنٹے۔',
  'منظوری کے لیے بار بار ای میل کرنی پڑتی ہے، مہینے کے آخر تک پتا نہیں چلتا۔',
  'ڈیوٹی کا شیڈول ایک مشترکہ اسپریڈشیٹ میں ہے جو اکثر خراب ہو جاتا ہے۔',
  'تازہ معاہدہ ڈھونڈنے کے لیے تین فولڈر دیکھنے پڑتے ہیں۔',
  'اسٹاک پہلے کاغذ پر گنا جاتا ہے، پھر اگلی صبح سسٹم میں لکھا جاتا ہے۔',
];

/**
 * The backend's crypto and the API's key-encryption key (kept under the API's DATA_DIR, as the API
 * resolves it when DATA_ENCRYPTION_KEY is not set).
 * @param {string} root
 * @param {string} dataDir
 */
export function backendCrypto(root, dataDir) {
  const crypto = require(path.join(root, 'backend/dist/event-store/field-crypto.js'));
  const { EVENT_CATALOGUE } = require(path.join(root, 'backend/dist/app/event-catalogue.js'));
  const { resolveDataEncryptionKey } = require(path.join(root, 'backend/dist/event-store/data-encryption-key.js'));
  const kek = resolveDataEncryptionKey({ dataEncryptionKey: null, dataDir, databaseUrl: null });
  return { crypto, fields: EVENT_CATALOGUE.personal, kek };
}

/**
 * Response i of the seed: mode, language, whether it completed and whether the respondent left a name,
 * spread deterministically so every filter of the responses API has a share to find.
 * @param {number} i
 */
export function responseShape(i) {
  return {
    surveyMode: i % 5 === 4 ? 'ai_chat' : 'traditional',
    language: i % 10 < 3 ? 'ur' : 'en',
    completed: i % 10 !== 7,
    named: i % 8 === 0,
  };
}

/** ISO text of a timestamptz as the API writes it (`Date.toISOString()`). */
const ISO = (/** @type {string} */ sql) => `to_char((${sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The events of a batch of responses, built by the database from one row per response: the
 * encrypted personal fields come in as the base64 of each sealed value (what `{ "enc": ... }` holds),
 * the answers of a response joined by commas (base64 has none). Response i answers question q one
 * second after the previous step and completes one second after its last answer.
 */
const INSERT_EVENTS = `
  INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata)
  SELECT 'response-' || r.id, e.v, e.t, 1, e.d, '{}'::jsonb
  FROM unnest($1::text[], $2::text[], $3::text[], $4::bool[], $5::text[], $6::text[], $7::timestamptz[], $8::text[])
         WITH ORDINALITY AS r(id, mode, lang, completed, name_enc, email_enc, started, answers, ord)
  CROSS JOIN LATERAL (
    SELECT 1 AS v, 'ResponseStarted' AS t,
           jsonb_build_object('responseId', r.id, 'surveyId', $9::text, 'surveyMode', r.mode, 'language', r.lang,
             'respondentName', CASE WHEN r.name_enc IS NULL THEN NULL ELSE jsonb_build_object('enc', r.name_enc) END,
             'respondentEmail', CASE WHEN r.email_enc IS NULL THEN NULL ELSE jsonb_build_object('enc', r.email_enc) END,
             'startedAt', ${ISO('r.started')}) AS d
    UNION ALL
    SELECT 1 + a.q::int, 'AnswerRecorded',
           jsonb_build_object('responseId', r.id, 'questionId', ($10::text[])[a.q], 'answerText', jsonb_build_object('enc', a.enc),
             'recordedAt', ${ISO("r.started + a.q * interval '1 second'")})
    FROM unnest(string_to_array(r.answers, ',')) WITH ORDINALITY AS a(enc, q)
    UNION ALL
    SELECT 2 + cardinality($10::text[]), 'ResponseCompleted',
           jsonb_build_object('responseId', r.id,
             'completedAt', ${ISO("r.started + (cardinality($10::text[]) + 1) * interval '1 second'")})
    WHERE r.completed
  ) e
  ORDER BY r.ord, e.v`;

/**
 * Appends `count` response streams to the survey, in start order (response i starts `spacingMs`
 * after response i-1, the last one a minute before `endAt`), with their data keys.
 * @param {import('pg').Pool} db
 * @param {{ root: string, dataDir: string, surveyId: string, questionIds: string[], count: number,
 *   endAt?: number, spacingMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ responses: number, events: number, completed: number }>}
 */
export async function seedResponseStreams(db, options) {
  const { root, dataDir, surveyId, questionIds, count } = options;
  const spacingMs = options.spacingMs ?? 30_000;
  const endAt = options.endAt ?? Date.now() - 60_000;
  const firstAt = endAt - (count - 1) * spacingMs;
  const { crypto, fields, kek } = backendCrypto(root, dataDir);
  // The events below hold exactly these personal fields: a change to the list must change the seed too.
  // (answerValue is a typed question's value: the seed's questions are long text, which has none;
  // hiddenFields are the values a link carried: the seeded responses came by plain links, with none.)
  const expected = {
    ResponseStarted: ['respondentName', 'respondentEmail', 'hiddenFields'],
    AnswerRecorded: ['answerText', 'answerValue'],
  };
  for (const [type, names] of Object.entries(expected)) {
    if (JSON.stringify([...(fields[type] ?? [])].sort()) !== JSON.stringify([...names].sort())) {
      throw new Error(`the personal fields of ${type} are now ${JSON.stringify(fields[type])}: update the bulk seed`);
    }
  }
  /** The base64 a sealed field holds, by the backend's own encryptField. @param {Buffer} key @param {string} streamId @param {string} value */
  const seal = (key, streamId, value) => crypto.encryptField(key, streamId, value).enc;

  let events = 0;
  let completed = 0;
  /** @param {number} from @param {number} to */
  const build = (from, to) => {
    const batch = {
      streams: /** @type {string[]} */ ([]),
      wrapped: /** @type {Buffer[]} */ ([]),
      ids: /** @type {string[]} */ ([]),
      modes: /** @type {string[]} */ ([]),
      langs: /** @type {string[]} */ ([]),
      completed: /** @type {boolean[]} */ ([]),
      names: /** @type {(string | null)[]} */ ([]),
      emails: /** @type {(string | null)[]} */ ([]),
      started: /** @type {string[]} */ ([]),
      answers: /** @type {string[]} */ ([]),
    };
    for (let i = from; i < to; i++) {
      const shape = responseShape(i);
      const responseId = randomUUID();
      const streamId = `response-${responseId}`;
      // A key per stream, wrapped with the key-encryption key, as EventCipher.ensureKey stores it.
      const key = crypto.generateDataKey();
      batch.streams.push(streamId);
      batch.wrapped.push(crypto.wrapKey(kek, key, streamId));
      batch.ids.push(responseId);
      batch.modes.push(shape.surveyMode);
      batch.langs.push(shape.language);
      batch.completed.push(shape.completed);
      batch.names.push(shape.named ? seal(key, streamId, `Respondent ${i + 1}`) : null);
      batch.emails.push(shape.named ? seal(key, streamId, `respondent${i + 1}@example.com`) : null);
      batch.started.push(new Date(firstAt + i * spacingMs).toISOString());
      const texts = shape.language === 'ur' ? URDU : ENGLISH;
      batch.answers.push(
        questionIds
          .map((_, q) => seal(key, streamId, `${texts[(i + q) % texts.length]} (${i + 1}.${q + 1})`))
          .join(','),
      );
      if (shape.completed) completed++;
    }
    return batch;
  };

  /** @param {ReturnType<typeof build>} batch */
  const write = async (batch) => {
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      // The keys first, as the API's append creates one with the stream's first personal event.
      await client.query(
        'INSERT INTO data_keys (stream_id, wrapped_key) SELECT * FROM unnest($1::text[], $2::bytea[])',
        [batch.streams, batch.wrapped],
      );
      const { rowCount } = await client.query(INSERT_EVENTS, [
        batch.ids,
        batch.modes,
        batch.langs,
        batch.completed,
        batch.names,
        batch.emails,
        batch.started,
        batch.answers,
        surveyId,
        questionIds,
      ]);
      await client.query('COMMIT');
      events += rowCount ?? 0;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  // Batches are built (CPU: keys, encryption) while earlier ones are written, up to two at a time.
  /** @type {Promise<void>[]} */
  const inFlight = [];
  for (let from = 0; from < count; from += STREAMS_PER_BATCH) {
    const batch = build(from, Math.min(count, from + STREAMS_PER_BATCH));
    if (inFlight.length >= WRITES_IN_FLIGHT) await inFlight.shift();
    const writing = write(batch);
    writing.catch(() => undefined);
    inFlight.push(writing);
    if (options.log && from > 0 && from % 20_000 === 0)
      options.log(`  seeded ${from.toLocaleString('en-US')} responses`);
  }
  for (const writing of inFlight) await writing;
  return { responses: count, events, completed };
}

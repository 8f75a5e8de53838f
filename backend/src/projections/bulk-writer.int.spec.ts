import { readModelSnapshot } from '../testing/read-model-snapshot';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { Queryable, Script, ScriptStatement, Transaction } from '../db/db';
import { BulkWriter } from './bulk-writer';
import { applyRowChanges, jsonb, READ_MODEL_TABLES, type RowChange } from './row-change';

// New rows go in with COPY ... FROM STDIN: every value must land as the one-row statements write it.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const at = (minute: number) => `2026-03-04T05:${String(minute).padStart(2, '0')}:00.000Z`;
const awkward = ['tab\there', 'line\nbreak\r\nand CR', 'back\\slash \\N \\t', `O'Brien "Q" جواب 🙂`, '', ' '];

const changes: RowChange[] = [
  ...awkward.map((text, i): RowChange => ({
    op: 'upsert',
    table: 'responses',
    key: { id: `r${i}` },
    values: {
      survey_id: 's1',
      survey_mode: 'traditional',
      language: i % 2 ? null : 'ur',
      respondent_name: text,
      respondent_email: null,
      hidden_fields: jsonb(i % 2 ? null : { source: text, n: i, nested: { ok: true, list: [text, null] } }),
      submitted_at: at(i),
      completed_at: null,
      abandoned_at: null,
    },
  })),
  ...awkward.map((text, i): RowChange => ({
    op: 'upsert',
    table: 'answers',
    key: { response_id: `r${i}`, question_id: 'q1' },
    values: {
      answer_text: text,
      answer_value: jsonb(i % 3 === 0 ? null : i % 3 === 1 ? text : [i, 2.5, 'x']),
      answered_at: at(10 + i),
      answered_position: 1000 + i,
      off_path: i % 2 === 0,
    },
  })),
];

async function truncated<T>(fn: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<T>) {
  return t.db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${READ_MODEL_TABLES.join(', ')}`);
    for (const table of ['responses', 'answers']) await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    const result = await fn(tx);
    for (const table of ['responses', 'answers']) await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    return result;
  });
}

/** The transaction, with the SQL of each script it runs noted in `scripts`. */
function scriptsOf(tx: Transaction, scripts: string[][]): Queryable & Script {
  const script = tx.script!.bind(tx);
  return {
    query: tx.query.bind(tx),
    script: (statements: readonly ScriptStatement[]) => {
      scripts.push(statements.map((statement) => statement.sql));
      return script(statements);
    },
  };
}

describe('BulkWriter with scripts (COPY, rows inline)', () => {
  it('writes new rows with awkward text, jsonb, booleans and numbers exactly as the one-row statements do', async () => {
    await truncated((tx) => applyRowChanges(tx, changes));
    const expected = await readModelSnapshot(t.db);
    expect(expected.answers).toHaveLength(awkward.length);

    const scripts: string[][] = [];
    await truncated(async (tx) => {
      expect(tx.script).toBeDefined();
      await new BulkWriter(scriptsOf(tx, scripts), new Set()).apply(changes);
    });
    // One script: both tables' rows copied, one round trip.
    expect(scripts).toEqual([[expect.stringMatching(/^COPY responses \(/), expect.stringMatching(/^COPY answers \(/)]]);
    expect(await readModelSnapshot(t.db)).toEqual(expected);
  });

  it('writes upserts and updates of rows already there, their rows inline, as the one-row statements do', async () => {
    // Text a dollar-quoted literal must survive: its default tag inside, at the end, quotes and backslashes.
    const tricky = ['cost $q$ here', 'ends in $q', `O'Brien \\ "x" $$`, 'tab\there\nline'];
    const later: RowChange[] = tricky.flatMap((text, i): RowChange[] => [
      {
        op: 'upsert',
        table: 'answers',
        key: { response_id: `r${i}`, question_id: 'q1' },
        values: { answer_text: text, answered_at: at(30) },
      },
      {
        op: 'update',
        table: 'responses',
        key: { id: `r${i}` },
        values: { respondent_name: text, completed_at: at(40) },
      },
    ]);
    await truncated(async (tx) => {
      await applyRowChanges(tx, changes);
      await applyRowChanges(tx, later);
    });
    const expected = await readModelSnapshot(t.db);
    expect(expected.answers.map((row) => (row as { answer_text: string }).answer_text)).toEqual(
      expect.arrayContaining(tricky),
    );

    const scripts: string[][] = [];
    await truncated(async (tx) => {
      const writer = new BulkWriter(scriptsOf(tx, scripts), new Set());
      await writer.apply(changes);
      await writer.apply(later);
    });
    expect(scripts[1]).toEqual([
      expect.stringMatching(/^INSERT INTO answers .* ON CONFLICT/s),
      expect.stringMatching(/^UPDATE responses SET/),
    ]);
    expect(await readModelSnapshot(t.db)).toEqual(expected);
  });

  it('fails the transaction when the database refuses a copied row', async () => {
    const before = await readModelSnapshot(t.db);
    const missingText: RowChange = {
      op: 'upsert',
      table: 'answers',
      key: { response_id: 'r-new', question_id: 'q1' },
      values: { answer_text: null, answered_at: at(1) },
    };
    await expect(truncated((tx) => new BulkWriter(tx, new Set()).apply([missingText]))).rejects.toMatchObject({
      code: '23502',
    });
    expect(await readModelSnapshot(t.db)).toEqual(before);
  });
});

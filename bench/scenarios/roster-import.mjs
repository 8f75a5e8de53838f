// A client's staff roster at the size of a large employer (issue 48): a 5,000-person CSV (English and Urdu
// names, a team, a language and an extra attribute per line), through the API as the admin would send it:
//  - the preview (`POST /api/clients/{id}/roster/preview`), then the import (`POST …/roster/import`) of all
//    5,000 new people: the goal is the import within 5 s;
//  - the same file imported again: every person matched by e-mail and left unchanged (no duplicates);
//  - the file with every tenth person moved to another team: 500 updates.
import { adminLogin } from '../lib/fixtures.mjs';
import { msSince, round } from '../lib/stats.mjs';
import { budgetRow } from './rows.mjs';

const PEOPLE = 5_000;
const GOAL_IMPORT_MS = 5_000;
const TEAMS = ['Tax', 'Audit', 'Advisory', 'Payroll', 'IT', 'HR', 'Front office', 'Finance'];
const GIVEN = ['Ayesha', 'Bilal', 'Fatima', 'Hamza', 'Sana', 'Usman', 'عائشہ', 'بلال', 'فاطمہ', 'حمزہ'];
const FAMILY = ['Khan', 'Ahmed', 'Malik', 'Qureshi', 'Siddiqui', 'خان', 'احمد', 'ملک'];

/** @param {number} shift moves every tenth person to the next team */
function rosterCsv(shift = 0) {
  const lines = ['Name,E-mail,Team,Language,Grade'];
  for (let i = 0; i < PEOPLE; i++) {
    const name = `${GIVEN[i % GIVEN.length]} ${FAMILY[(i * 7) % FAMILY.length]} ${i}`;
    const moved = shift > 0 && i % 10 === 0 ? shift : 0;
    const team = TEAMS[(i + moved) % TEAMS.length];
    lines.push(`${name},person${i}@staff.example,${team},${i % 3 === 0 ? 'ur' : 'en'},B${i % 5}`);
  }
  return `${lines.join('\n')}\n`;
}

/** @param {import('./context.mjs').Context} ctx */
export async function rosterImport(ctx) {
  const { stack, log } = ctx;
  const cookie = await adminLogin(stack.apiUrl);
  /** @param {string} url @param {unknown} body */
  const post = async (url, body) => {
    const res = await fetch(`${stack.apiUrl}${url}`, {
      method: 'POST',
      headers: { cookie, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  /** @param {() => Promise<any>} work @returns {Promise<[number, any]>} */
  const timed = async (work) => {
    const t = process.hrtime.bigint();
    const result = await work();
    return [msSince(t), result];
  };

  const client = await post('/api/clients', { name: `Roster bench ${Date.now()}` });
  const base = `/api/clients/${client.id}/roster`;
  const csv = rosterCsv();
  log(`  a ${PEOPLE.toLocaleString('en-US')}-person CSV of ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB`);

  const [previewMs, preview] = await timed(() => post(`${base}/preview`, { csv }));
  if (preview.addCount !== PEOPLE) throw new Error(`the preview would add ${preview.addCount}, not ${PEOPLE}`);
  const [importMs, imported] = await timed(() => post(`${base}/import`, { csv }));
  if (imported.added !== PEOPLE) throw new Error(`the import added ${imported.added}, not ${PEOPLE}`);
  const [againMs, again] = await timed(() => post(`${base}/import`, { csv }));
  if (again.added !== 0 || again.unchanged !== PEOPLE)
    throw new Error(`the same file again added ${again.added} and left ${again.unchanged} unchanged`);
  const [movedMs, moved] = await timed(() => post(`${base}/import`, { csv: rosterCsv(1) }));
  if (moved.updated !== PEOPLE / 10) throw new Error(`moving a tenth updated ${moved.updated}, not ${PEOPLE / 10}`);

  const n = PEOPLE.toLocaleString('en-US');
  return {
    rows: [
      budgetRow({
        scenario: 'roster',
        measure: `import of a ${n}-person roster CSV, all new (POST /roster/import)`,
        value: importMs,
        unit: 'ms',
        max: GOAL_IMPORT_MS,
        note: `preview first: ${round(previewMs, 0)} ms`,
      }),
      budgetRow({
        scenario: 'roster',
        measure: `the same ${n} people imported again (matched by e-mail, all unchanged)`,
        value: againMs,
        unit: 'ms',
      }),
      budgetRow({
        scenario: 'roster',
        measure: `the file again with ${(PEOPLE / 10).toLocaleString('en-US')} people in another team (updates)`,
        value: movedMs,
        unit: 'ms',
      }),
    ],
    details: {
      people: PEOPLE,
      previewMs: round(previewMs, 0),
      importMs: round(importMs, 0),
      reimportMs: round(againMs, 0),
      updateMs: round(movedMs, 0),
    },
  };
}

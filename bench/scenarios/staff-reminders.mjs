// A reminder run to 5,000 people (issue 48 item 4): a client's roster of 5,000, a personal link each, then
// "send a reminder now to those who have not completed" while respondents answer another survey. Measured:
// how long the run takes to be stored and queued (the POST), and the respondents' answer p99 during the
// sending against the same load without it. The mails really go out, to the bench's SMTP sink.
import { adminLogin } from '../lib/fixtures.mjs';
import { budgetRow, ms, ratioRow } from './rows.mjs';

const PEOPLE = 5000;
// About 15 s of answers each way on this machine: a steadier p99 than the 6 s of 150 respondents, and more of the
// sending inside it than the POST that starts it.
const RESPONDENTS = { respondents: 400, concurrency: 15, maxSeconds: 240 };

/** A time zone where it is day now: at night the reminders would wait for 08:00 and send nothing. */
const dayZone = () =>
  ['UTC', 'Asia/Karachi', 'America/New_York', 'Asia/Tokyo', 'America/Los_Angeles', 'Australia/Sydney'].find((zone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
    );
    return hour >= 9 && hour < 20;
  }) ?? 'UTC';

/** @param {import('./context.mjs').Context} ctx */
export async function staffReminders(ctx) {
  const { stack, survey, log } = ctx;
  const cookie = await adminLogin(stack.apiUrl);
  /** @param {string} method @param {string} path @param {unknown} [body] */
  const call = async (method, path, body) => {
    const res = await fetch(`${stack.apiUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(600_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };

  const client = await call('POST', '/api/clients', { name: `Bench client ${Date.now()}` });
  const csv = [
    'Name,E-mail,Team,Language',
    ...Array.from(
      { length: PEOPLE },
      (_, i) => `Person ${i + 1},person${i + 1}@bench.example,Team ${i % 40},${i % 3 === 0 ? 'ur' : 'en'}`,
    ),
  ].join('\n');
  await call('POST', `/api/clients/${client.id}/roster/import`, { csv });
  const staffSurvey = await call('POST', '/api/surveys', {
    title: 'Staff pulse (bench)',
    isActive: true,
    clientId: client.id,
  });
  await call('POST', `/api/surveys/${staffSurvey.id}/questions`, { questionText: 'What slows you down?' });
  const t0 = Date.now();
  const issued = await call('POST', `/api/surveys/${staffSurvey.id}/personal-links`);
  log(`  ${issued.total} personal links issued in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await call('PUT', `/api/surveys/${staffSurvey.id}/personal-links/mail-plan`, {
    reminders: 0,
    everyDays: 3,
    timeZone: dayZone(),
  });

  const respondents = () =>
    ctx.runChild('load/respondents.mjs', { baseUrl: stack.apiUrl, surveyId: survey.surveyId, ...RESPONDENTS });
  log('  respondents without a reminder run (baseline)');
  const baseline = await respondents();

  log(`  respondents during a reminder run to ${PEOPLE.toLocaleString('en-US')}`);
  const sentBefore = stack.smtp?.received() ?? 0;
  const during = respondents();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const t1 = process.hrtime.bigint();
  const queued = await call('POST', `/api/surveys/${staffSurvey.id}/personal-links/reminders`);
  const enqueueSeconds = Number(process.hrtime.bigint() - t1) / 1e9;
  const loaded = await during;
  const sentDuring = (stack.smtp?.received() ?? 0) - sentBefore;
  log(
    `  ${queued.queued} reminders queued in ${enqueueSeconds.toFixed(2)} s; ${sentDuring} sent while respondents answered`,
  );

  const ratio = baseline.answerP99 / loaded.answerP99;
  return {
    rows: [
      budgetRow({
        scenario: 'staff reminders',
        measure: `a reminder run to ${PEOPLE.toLocaleString('en-US')} people stored and queued (POST .../personal-links/reminders)`,
        value: enqueueSeconds,
        unit: 's',
        max: 10,
        ...(queued.queued !== PEOPLE ? { note: `queued ${queued.queued}, expected ${PEOPLE}` } : {}),
      }),
      ratioRow({
        scenario: 'staff reminders',
        measure: `respondents' answer p99 while the run sends (${sentDuring} mails sent meanwhile), against the same load without it`,
        result: `p99 ${ms(loaded.answerP99)} (p50 ${ms(loaded.answerP50)})`,
        baseline: `p99 ${ms(baseline.answerP99)} (p50 ${ms(baseline.answerP50)})`,
        ratio,
        min: 0.8,
        extra: loaded.errors + baseline.errors > 0 ? `${loaded.errors + baseline.errors} respondent errors` : undefined,
      }),
    ],
    details: {
      people: PEOPLE,
      queued,
      enqueueSeconds,
      sentDuring,
      baseline: { ...baseline, responseIds: undefined },
      during: { ...loaded, responseIds: undefined },
    },
  };
}

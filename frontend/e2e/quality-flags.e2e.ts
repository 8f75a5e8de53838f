// Response quality on the responses screen (issue 50): a speeder, a gibberish response and a pasted
// one are flagged with their badges and reasons, left out of the summary and the report (the count
// said, on the printed report too), counted again on request (the summary's toggle, the report's on
// a re-run), and the consultant overrules one. Screenshots at 390 and 1440 px
// land in /tmp/shots-quality/ for a person to look at.
//
// The speeder is planted in real time, with no backdoor in the server: speed is judged against the
// survey's answer-time medians (backend/src/responses/quality/speeding.ts: at least 10 responses with
// times, 8 answers in a class, under a third of the median and far below how respondents vary). So 11
// honest respondents answer at once (Promise.all), each taking 2.5 to 3.5 s over every answer (that
// pause is the data planted, not a wait for anything: in parallel, the seeding takes some 10 s in all);
// then the speeder sends its three answers back to back, alone, so that its requests do not queue
// behind theirs. All their answers are 16 to 60 characters, one time class (answer-times.ts). On a
// loaded machine the speeder's three requests may take a few hundred ms each: some 1.5 s against a
// median of 9 s (more under load, as the honest requests slow too) is still half the ratio that flags
// it. The gibberish and pasted responses answer back to back too, but their answers fall in classes
// too rare to have a median (under 16 characters, over 60), so only the speeder is judged for speed.
import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';

const SHOTS = '/tmp/shots-quality';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** Honest answers, each 16 to 60 characters: the speeder's time class. */
const HONEST = [
  ['Booking the clinics and answering the phones.', 'Reminders for the patients', 'The rota takes hours'],
  ['Chasing invoices that clients have not paid yet.', 'Matching invoices to orders', 'Statements go out late'],
  ['Filing the scanned letters for each patient.', 'Scanning the morning post', 'Letters get lost in the post'],
  ['Writing the weekly report for the board.', 'The weekly board report', 'Numbers come from three systems'],
  ['Ordering stationery and checking deliveries.', 'Counting the stock each week', 'Deliveries arrive short'],
  ['Sorting the shared inbox into folders.', 'Rules for the shared inbox', 'Too many copies of one email'],
  ['Planning the drivers and their routes.', 'Sending routes to the drivers', 'Drivers call in sick at dawn'],
  ['Checking timesheets before the payroll run.', 'Payroll checks and approvals', 'Overtime is entered twice'],
  ['Answering tenant repair requests by phone.', 'Logging the repair requests', 'Contractors miss their visits'],
  ['Preparing quotes for new customers.', 'Drafting the standard quotes', 'Prices change after we quote'],
  ['Updating the price list on the website.', 'Copying prices to the website', 'The website shows old prices'],
];

const SPEEDER = [
  'Answering customer emails most of the day.',
  'Sending the monthly statements',
  'The printer jams every morning',
];

/** Respondent r's time over answer i: 2.5 to 3.5 s, varied so that the survey's spread is real. */
const thinkMs = (r: number) => (i: number) => 2_500 + ((r * 7 + i * 3) % 11) * 100;

const PASTED = 'Best service ever, I recommend it to everyone, five stars from our whole team here.';

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

const seed = async (page: Page) => {
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title: uniqueName('Quality check'),
    questions: ['What takes up most of your week?', 'What would you automate?', 'What goes wrong most often?'],
  });
  const answers = (texts: string[]) => texts.map((answerText, i) => ({ questionId: questions[i]!.id, answerText }));
  const respond = (texts: string[], think?: (i: number) => number) =>
    respondViaApi(page.request, survey.id, {
      mode: 'traditional',
      language: 'en',
      answers: answers(texts),
      complete: true,
      ...(think ? { thinkMs: think } : {}),
    });
  await Promise.all(HONEST.map((texts, r) => respond(texts, thinkMs(r))));
  // Once they are in, with the server no longer busy with them: answering beside eleven others
  // starting at once on a loaded machine, the speeder once took 4.9 s against their 14 s (a third).
  const speeder = await respond(SPEEDER);
  const [gibberish, pasted] = await Promise.all([
    respond(['asdfasdf jkl', 'sdfsdfsdf', 'qwertyqwerty zxcv']),
    respond([PASTED, PASTED, PASTED]),
  ]);
  // The quality keeper scores the survey once it has been quiet for 10 s (its pass comes every 5 s).
  await expect
    .poll(async () => (await (await page.request.get(`/api/surveys/${survey.id}/quality`)).json()) as unknown, {
      timeout: 60_000,
    })
    .toEqual({ ok: 11, review: 0, lowQuality: 3, unscored: 0 });
  return { survey, speeder: speeder!, gibberish: gibberish!, pasted: pasted! };
};

const card = (page: Page, responseId: string) =>
  page.getByTestId('response-card').filter({ has: page.locator(`[id="response-${responseId}"]`) });

for (const viewport of VIEWPORTS) {
  test(`quality flags, exclusion and overrule (${viewport.name}, ${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Some 10 s of answering in real time, the keeper's next pass, and two reports.
    test.setTimeout(180_000);
    const { survey, speeder, gibberish, pasted } = await seed(page);

    // The flagged responses, by the Quality filter: badges and reasons.
    await page.goto(`/admin/surveys/${survey.id}/responses?quality=low_quality`);
    await expect(page.getByTestId('response-card')).toHaveCount(3);
    const fast = card(page, speeder);
    await expect(fast.getByTestId('quality-badge')).toHaveText('Quality: Low quality');
    // Three answers in a second or so against a median of some 9 s (three pauses of 2.5 to 3.5 s).
    await expect(fast.getByTestId('quality-reasons')).toContainText(
      /answered 3 questions in [0-3] s; the median is (?:[7-9]|[1-9]\d) s/,
    );
    const masher = card(page, gibberish);
    await expect(masher.getByTestId('quality-badge')).toHaveText('Quality: Low quality');
    await expect(masher.getByTestId('quality-reasons')).toContainText('3 of 3 written answers are gibberish');
    const paster = card(page, pasted);
    await expect(paster.getByTestId('quality-badge')).toHaveText('Quality: Low quality');
    await expect(paster.getByTestId('quality-reasons')).toContainText('the same text in 3 of 3 written answers');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${SHOTS}/flagged-${viewport.width}.png`, fullPage: true });
    expect((await seriousViolations(page, 'main')).map((v) => v.id)).toEqual([]);

    // The summary leaves them out and says so; the toggle counts them.
    await page.goto(`/admin/surveys/${survey.id}/responses?tab=summary`);
    await expect(page.getByTestId('summary-total')).toHaveText('Based on 11 responses.');
    await expect(page.getByTestId('summary-quality')).toHaveText(
      '3 low-quality responses left outکم معیار کے 3 جوابات شامل نہیں',
    );
    await page.screenshot({ path: `${SHOTS}/summary-${viewport.width}.png`, fullPage: true });
    await page.getByLabel('Include low-quality responses in the summary and drop-off').check();
    await expect(page.getByTestId('summary-total')).toHaveText('Based on 14 responses.');
    await expect(page.getByTestId('summary-quality')).toHaveText('3 low-quality responses counted');
    await page.getByLabel('Include low-quality responses in the summary and drop-off').uncheck();
    await expect(page.getByTestId('summary-total')).toHaveText('Based on 11 responses.');

    // The report analyses the others and says how many it left out.
    const queued = (await (await page.request.post(`/api/surveys/${survey.id}/reports`)).json()) as { id: string };
    await expect
      .poll(
        async () => ((await (await page.request.get(`/api/reports/${queued.id}`)).json()) as { status: string }).status,
        {
          timeout: 60_000,
        },
      )
      .toBe('completed');
    await page.goto(`/admin/surveys/${survey.id}/responses?tab=reports`);
    await expect(page.getByText(/11 responses, .* · 3 low-quality responses left out/)).toBeVisible();

    // The report says so, printed too; analysed again with them counted, the new one says that.
    await page.getByRole('link', { name: /^Report of / }).click();
    await expect(page.getByTestId('report-quality')).toHaveText('3 low-quality responses left out');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('report-quality')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    const includeInReport = page.getByLabel('Include low-quality responses in the report');
    await expect(includeInReport).not.toBeChecked();
    await includeInReport.check();
    await page.getByRole('button', { name: 'Analyse again' }).click();
    await expect(page.getByTestId('report-quality')).toHaveText('3 low-quality responses counted', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('report-document')).toContainText('14 responses');
    await expect(includeInReport).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/report-${viewport.width}.png`, fullPage: false });
    await page.getByTestId('report-quality').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-covers-${viewport.width}.png`, fullPage: false });
    expect((await seriousViolations(page, 'main')).map((v) => v.id)).toEqual([]);

    // The consultant overrules the pasted one: it counts again.
    await page.goto(`/admin/surveys/${survey.id}/responses`);
    await card(page, pasted).getByLabel('Your verdict').selectOption('ok');
    await expect(card(page, pasted).getByTestId('quality-badge')).toHaveText('Quality: OK (overruled)');
    await expect(card(page, pasted).getByTestId('quality-overrule')).toContainText('Set to OK by admin');
    await card(page, pasted).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/overruled-${viewport.width}.png`, fullPage: false });
    expect((await seriousViolations(page, 'main')).map((v) => v.id)).toEqual([]);
    await page.goto(`/admin/surveys/${survey.id}/responses?tab=summary`);
    await expect(page.getByTestId('summary-total')).toHaveText('Based on 12 responses.');
    await expect(page.getByTestId('summary-quality')).toHaveText(
      '2 low-quality responses left outکم معیار کے 2 جوابات شامل نہیں',
    );
  });
}

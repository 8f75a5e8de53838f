import { expect, test, type Locator, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';

// Urdu that respondents and visitors wrote reads as Urdu on the English admin screens: every letter
// drawn by the app's own Naskh (ہ U+06C1 and ے U+06D2 included, which the machine's fonts may lack),
// each block right to left and right-aligned. Public pages without Urdu never fetch the font.

const FONT = 'Noto Naskh Arabic';
const SHORT_ANSWER = 'رپورٹ ہاتھ سے بناتے ہیں'; // short: the offline AI asks a follow-up
const FOLLOW_UP_ANSWER = 'ہم ہر ہفتے رپورٹ ہاتھ سے بناتے ہیں، ہر رپورٹ میں تین گھنٹے لگتے ہیں';
const SECOND_ANSWER = 'ہم ہر ہفتے رپورٹ ہاتھ سے بناتے ہیں';
const ENGLISH_ANSWER = 'We use Excel and WhatsApp';
const RESPONDENT = 'عائشہ صدیقی';
const MESSAGE = 'السلام علیکم، ہمیں اپنی ٹیم کے لیے ایک سروے چاہیے۔\nکیا آپ اگلے ہفتے بات کر سکتے ہیں؟';

type Layout = {
  display: string;
  direction: string;
  textAlign: string;
  lang: string;
  gapAtRight: number;
  gapAtLeft: number;
};

/** The element's resolved direction and alignment, and how far its text sits from each content edge. */
const layoutOf = (block: Locator): Promise<Layout> =>
  block.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = [...range.getClientRects()];
    const textLeft = Math.min(...lines.map((r) => r.left));
    const textRight = Math.max(...lines.map((r) => r.right));
    return {
      display: style.display,
      direction: style.direction,
      textAlign: style.textAlign,
      lang: el.closest('[lang]')?.getAttribute('lang') ?? '',
      gapAtRight: box.right - parseFloat(style.paddingRight) - textRight,
      gapAtLeft: textLeft - box.left - parseFloat(style.paddingLeft),
    };
  });

const expectRightToLeft = async (block: Locator) => {
  const layout = await layoutOf(block);
  expect(layout.display).not.toBe('inline'); // an inline span turns its text but cannot align it
  expect(layout.direction).toBe('rtl');
  expect(['right', 'start']).toContain(layout.textAlign);
  expect(layout.gapAtRight).toBeLessThan(2);
};

/** Waits for the app's Naskh to load, then asks the page which faces serve `text`. */
const fontsFor = async (page: Page, text: string) => {
  await expect
    .poll(() =>
      page.evaluate(
        (family) => [...document.fonts].some((f) => f.family.replace(/["']/g, '') === family && f.status === 'loaded'),
        FONT,
      ),
    )
    .toBe(true);
  return page.evaluate(
    async ({ family, sample }) => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === family);
      return {
        ready: document.fonts.check(`16px "${family}"`, sample),
        loaded: faces.filter((f) => f.status === 'loaded').map((f) => f.weight),
        errored: faces.filter((f) => f.status === 'error').length,
      };
    },
    { family: FONT, sample: text },
  );
};

/** The fonts Chromium actually drew the element's text with (DevTools' "Rendered fonts"). */
const renderedFonts = async (page: Page, selector: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
};

/** Every Urdu letter of the element is drawn by the app's font; other fonts draw at most its spaces. */
const expectDrawnInAppFont = async (page: Page, selector: string, text: string) => {
  const fonts = await renderedFonts(page, selector);
  const naskh = fonts.filter((f) => f.familyName === FONT && f.isCustomFont);
  expect(naskh.length, JSON.stringify(fonts)).toBeGreaterThan(0);
  const others = fonts.filter((f) => !(f.familyName === FONT && f.isCustomFont));
  const nonArabic = [...text].filter((c) => !/[\u0600-\u06FF]/.test(c)).length;
  expect(
    others.reduce((sum, f) => sum + f.glyphCount, 0),
    JSON.stringify(fonts),
  ).toBeLessThanOrEqual(nonArabic);
};

const lineHeightRatio = (block: Locator) =>
  block.evaluate((el) => {
    const style = getComputedStyle(el);
    return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
  });

test('an Urdu AI-chat response reads right to left in the app font on the responses screen', async ({
  page,
  request,
}) => {
  await loginViaApi(page.request);
  const title = uniqueName('Urdu rendering');
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title,
    questions: ['Which task takes most of your week?', 'How do you make your reports?', 'Which tools do you use?'],
  });
  const [q1, q2, q3] = questions;

  const responseId = await respondViaApi(request, survey.id, {
    mode: 'ai_chat',
    language: 'ur',
    name: RESPONDENT,
    answers: [{ questionId: q1.id, answerText: SHORT_ANSWER }],
    complete: false,
  });
  const followUpRes = await request.post('/api/ai-chat-followup', {
    data: {
      userMessage: SHORT_ANSWER,
      language: 'ur',
      responseId,
      questionId: q1.id,
    },
  });
  expect(followUpRes.ok(), await followUpRes.text()).toBe(true);
  const followUp = (await followUpRes.json()) as { followUpQuestion: string | null; followUpId?: string | null };
  expect(followUp.followUpQuestion).toMatch(/[\u0600-\u06FF]/);
  for (const data of [
    { questionId: q1.id, answerText: FOLLOW_UP_ANSWER, followUpId: followUp.followUpId },
    { questionId: q2.id, answerText: SECOND_ANSWER },
    { questionId: q3.id, answerText: ENGLISH_ANSWER },
  ]) {
    const saved = await request.post('/api/answers', { data: { responseId, ...data } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/surveys/${survey.id}/responses`);
  const card = page.getByTestId('response-card');
  const answers = card.getByTestId('answer-text');
  await expect(answers).toHaveText([SHORT_ANSWER, FOLLOW_UP_ANSWER, SECOND_ANSWER, ENGLISH_ANSWER]);
  const followUpQuestion = card.getByTestId('follow-up-question');
  await expect(followUpQuestion).toHaveText(followUp.followUpQuestion!);

  // The app's Naskh, loaded, serves the Urdu letters (ہ and ے among them).
  const fonts = await fontsFor(page, `${FOLLOW_UP_ANSWER}${followUp.followUpQuestion}`);
  expect(fonts.ready).toBe(true);
  expect(fonts.loaded.length).toBeGreaterThan(0);
  expect(fonts.errored).toBe(0);
  const answerId = await answers.nth(1).evaluate((el) => (el.id = 'urdu-answer'));
  await expectDrawnInAppFont(page, `#${answerId}`, FOLLOW_UP_ANSWER);
  const questionId = await followUpQuestion.evaluate((el) => (el.id = 'urdu-follow-up'));
  await expectDrawnInAppFont(page, `#${questionId}`, followUp.followUpQuestion!);

  // Answers and the follow-up question: right to left, right-aligned, marked Urdu, with room for the marks.
  for (const block of [answers.nth(0), answers.nth(1), answers.nth(2), followUpQuestion]) {
    await expectRightToLeft(block);
    expect((await layoutOf(block)).lang).toBe('ur');
    expect(await lineHeightRatio(block)).toBeGreaterThanOrEqual(1.8);
  }
  // The respondent's name reads right to left too; an English answer in the same response stays left to right.
  expect((await layoutOf(card.getByText(RESPONDENT))).direction).toBe('rtl');
  const english = await layoutOf(answers.nth(3));
  expect(english).toMatchObject({ direction: 'ltr', lang: 'en' });
  expect(english.gapAtLeft).toBeLessThan(2);

  // Printed, the blocks keep their direction, font and line height.
  await page.emulateMedia({ media: 'print' });
  await expectRightToLeft(answers.nth(1));
  expect(await lineHeightRatio(answers.nth(1))).toBeGreaterThanOrEqual(1.8);
  await expectDrawnInAppFont(page, `#${answerId}`, FOLLOW_UP_ANSWER);
  await page.emulateMedia({ media: 'screen' });

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectRightToLeft(answers.nth(1));
    await page.screenshot({ path: `/tmp/urdu-responses-${width}.png`, fullPage: true });
  }
});

test('an Urdu contact message reads right to left in the app font on the messages screen', async ({
  page,
  request,
}) => {
  const marker = Date.now().toString(36);
  const name = `${RESPONDENT} ${marker}`;
  const sent = await request.post('/api/contact', {
    data: { name, email: `urdu-${marker}@example.com`, company: 'سیڈ لائن ٹیکسٹائل', message: MESSAGE },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await loginViaApi(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/messages');
  const card = page.getByTestId('message-card').filter({ hasText: marker });
  const message = card.getByTestId('message-text');
  await expect(message).toHaveText(MESSAGE);

  const fonts = await fontsFor(page, MESSAGE);
  expect(fonts.ready).toBe(true);
  expect(fonts.errored).toBe(0);
  const messageId = await message.evaluate((el) => (el.id = 'urdu-message'));
  await expectDrawnInAppFont(page, `#${messageId}`, MESSAGE);

  await expectRightToLeft(message);
  expect(await lineHeightRatio(message)).toBeGreaterThanOrEqual(1.8);
  await expectRightToLeft(card.getByRole('heading', { name }));

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectRightToLeft(message);
    await page.screenshot({ path: `/tmp/urdu-messages-${width}.png`, fullPage: true });
  }
});

test('the English home page requests no Arabic font file', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || /naskh|arabic/i.test(r.url())) fontRequests.push(r.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests.filter((url) => /naskh|arabic/i.test(url))).toEqual([]);
  // styles/urdu.css comes only with the screens that show what people wrote: the home page neither
  // declares the Urdu face nor loads its rules.
  expect(
    await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Noto Naskh Arabic').map((f) => f.status),
    ),
  ).toEqual([]);
});

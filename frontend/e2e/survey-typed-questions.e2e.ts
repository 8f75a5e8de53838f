import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { adminApi, answersOf, deleteSurvey, responsesOf, uniqueSuffix, type ApiResponse } from './support/survey-api';
import { openSurvey, PHONE, SCREENSHOT_DIR, surveyFrame } from './support/survey-page';
import { putUrdu } from './support/survey-translations';

// A survey with one question of every type, taken keyboard-only: in English the traditional way,
// in Urdu through the AI chat (offline provider) with the survey's own translations. Axe on the
// typed screens; pictures of the Urdu scale and choice questions at 390 px.

type Created = { id: string; questionText: string; options: { id: string; label: string }[] | null };

const QUESTIONS = [
  {
    questionText: 'How do you usually get to work?',
    questionType: 'single_choice',
    options: [{ label: 'Bus' }, { label: 'Car' }, { label: 'Bicycle' }],
  },
  {
    questionText: 'Which tools do you use every day?',
    questionType: 'multiple_choice',
    options: [{ label: 'Email' }, { label: 'Excel' }, { label: 'Slack' }],
    allowOther: true,
  },
  { questionText: 'How satisfied are you with your tools?', questionType: 'rating' },
  {
    questionText: 'How likely are you to recommend your tools to a colleague?',
    questionType: 'scale',
    scaleLabels: { min: 'Not at all likely', max: 'Extremely likely' },
  },
  { questionText: 'Do you use AI tools at work?', questionType: 'yes_no' },
  {
    questionText: 'How many hours a week do you spend on reports?',
    questionType: 'number',
    numberRange: { min: 0, max: 80, unit: 'hours per week' },
  },
  { questionText: 'What is your job title?', questionType: 'text' },
  { questionText: 'What would you change about your week?', questionType: 'textarea' },
] as const;

const URDU_TEXTS = [
  'آپ عام طور پر کام پر کیسے جاتے ہیں؟',
  'آپ روزانہ کون سے ٹولز استعمال کرتے ہیں؟',
  'آپ اپنے ٹولز سے کتنے مطمئن ہیں؟',
  'آپ اپنے ٹولز کسی ساتھی کو تجویز کرنے کا کتنا امکان رکھتے ہیں؟',
  'کیا آپ کام پر اے آئی ٹولز استعمال کرتے ہیں؟',
  'آپ ہر ہفتے رپورٹوں پر کتنے گھنٹے صرف کرتے ہیں؟',
  'آپ کا عہدہ کیا ہے؟',
  'آپ اپنے ہفتے میں کیا بدلنا چاہیں گے؟',
];

let api: APIRequestContext;
let surveyId: string;
let questions: Created[];

test.beforeAll(async () => {
  api = await adminApi();
  const created = await api.post('/api/surveys', {
    data: { title: `Every type ${uniqueSuffix()}`, slug: `e2e-types-${uniqueSuffix()}`, isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  surveyId = ((await created.json()) as { id: string }).id;
  questions = [];
  for (const [i, question] of QUESTIONS.entries()) {
    const added = await api.post(`/api/surveys/${surveyId}/questions`, {
      data: { ...question, order: i + 1, isRequired: true },
    });
    expect(added.status(), await added.text()).toBe(201);
    questions.push((await added.json()) as Created);
  }
  const [single, multiple] = questions;
  // Everything in Urdu except the option "Slack" (a name), which shows as written, marked.
  await putUrdu(api, surveyId, {
    title: 'ہر قسم کا سوال',
    questions: Object.fromEntries([
      ...questions.map((q, i) => [q.id, { questionText: URDU_TEXTS[i]! }]),
      [
        single!.id,
        {
          questionText: URDU_TEXTS[0]!,
          options: Object.fromEntries(single!.options!.map((o, i) => [o.id, ['بس', 'گاڑی', 'سائیکل'][i]!])),
        },
      ],
      [
        multiple!.id,
        {
          questionText: URDU_TEXTS[1]!,
          options: { [multiple!.options![0]!.id]: 'ای میل', [multiple!.options![1]!.id]: 'ایکسل' },
        },
      ],
      [questions[3]!.id, { questionText: URDU_TEXTS[3]!, scaleLabels: { min: 'بالکل نہیں', max: 'بہت زیادہ' } }],
      [questions[5]!.id, { questionText: URDU_TEXTS[5]!, unit: 'گھنٹے فی ہفتہ' }],
    ]),
  });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

test.afterAll(async () => {
  await deleteSurvey(api, surveyId);
  await api.dispose();
});

const question = (page: Page) => page.locator('#survey-question');

/** The survey's completed response in that language (each test takes the survey once). */
const completedIn = async (language: 'en' | 'ur'): Promise<ApiResponse> => {
  let found: ApiResponse | undefined;
  await expect
    .poll(async () => {
      found = (await responsesOf(api, surveyId)).find((r) => r.language === language && r.completedAt !== null);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
};

type StoredAnswer = { questionId: string; answerText: string; answerValue?: unknown };

test('English, traditional, keyboard only: every type answered and stored as its value', async ({ page }) => {
  test.setTimeout(120_000);
  await openSurvey(page, surveyId);
  await page.getByRole('button', { name: /^English/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Traditional Survey/ }).focus();
  await page.keyboard.press('Enter');

  // Single choice: the first option takes the focus; 2 picks the second; Enter goes on.
  await expect(question(page)).toContainText('How do you usually get to work?');
  const single = page.getByRole('radiogroup', { name: /How do you usually get to work/ });
  await expect(single.getByRole('radio', { name: 'Bus' })).toBeFocused();
  await page.keyboard.press('2');
  await expect(single.getByRole('radio', { name: 'Car' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(single.getByRole('radio', { name: 'Bicycle' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(single.getByRole('radio', { name: 'Car' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');

  // Multiple choice: 1 and 3 tick, End reaches Other, Space ticks it, Tab to its words, Enter goes on.
  await expect(question(page)).toContainText('Which tools do you use every day?');
  const multiple = page.getByRole('group', { name: /Which tools/ });
  await page.keyboard.press('1');
  await page.keyboard.press('3');
  await expect(multiple.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await expect(multiple.getByRole('checkbox', { name: 'Slack' })).toBeChecked();
  await page.keyboard.press('End');
  await expect(multiple.getByRole('checkbox', { name: 'Other' })).toBeFocused();
  await page.keyboard.press('Space');
  // Other ticked without words cannot go on, and says why.
  await page.keyboard.press('Enter');
  await expect(page.locator('#survey-answer-error')).toHaveText('Type your answer for "Other", or untick it.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Other' })).toBeFocused();
  await page.keyboard.type('Teams');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');

  // Rating: 4 stars.
  await expect(question(page)).toContainText('How satisfied are you');
  await page.keyboard.press('4');
  await expect(page.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
  await page.keyboard.press('Enter');

  // Scale: 1 then 0 is 10; the end labels name the ends.
  await expect(question(page)).toContainText('How likely are you to recommend');
  await page.keyboard.press('1');
  await page.keyboard.press('0');
  await expect(page.getByRole('radio', { name: '10 out of 10, Extremely likely' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');

  // Yes/No: 2 is No.
  await expect(question(page)).toContainText('Do you use AI tools at work?');
  await page.keyboard.press('2');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.keyboard.press('Enter');

  // Number: out of bounds is refused with the bound; a decimal within goes.
  await expect(question(page)).toContainText('How many hours a week');
  const hours = page.getByRole('textbox', { name: /How many hours a week.*hours per week/ });
  await expect(hours).toBeFocused();
  await expect(page.getByText('A number from 0 to 80')).toBeVisible();
  await page.keyboard.type('90');
  await page.keyboard.press('Enter');
  await expect(page.locator('#survey-answer-error')).toHaveText('The answer must be at most 80.');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('12.5');
  await page.keyboard.press('Enter');

  // Short text, then the long text box (Ctrl+Enter submits).
  await expect(question(page)).toContainText('What is your job title?');
  await expect(page.getByRole('textbox', { name: /What is your job title/ })).toBeFocused();
  await page.keyboard.type('Analyst');
  await page.keyboard.press('Enter');
  await expect(question(page)).toContainText('What would you change about your week?');
  await expect(page.getByRole('textbox', { name: /What would you change/ })).toBeFocused();
  await page.keyboard.type('Fewer status meetings and one report instead of three.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  const response = await completedIn('en');
  const answers = (await answersOf(api, response.id)) as unknown as StoredAnswer[];
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const [single1, multiple1, rating, scale, yesNo, number, text, long] = questions;
  expect(byQuestion.get(single1!.id)?.answerValue).toBe(single1!.options![1]!.id);
  expect(byQuestion.get(multiple1!.id)?.answerValue).toEqual({
    selected: [multiple1!.options![0]!.id, multiple1!.options![2]!.id],
    other: 'Teams',
  });
  expect(byQuestion.get(multiple1!.id)?.answerText).toBe('Email; Slack; Other: Teams');
  expect(byQuestion.get(rating!.id)?.answerValue).toBe(4);
  expect(byQuestion.get(scale!.id)?.answerValue).toBe(10);
  expect(byQuestion.get(yesNo!.id)?.answerValue).toBe(false);
  expect(byQuestion.get(number!.id)?.answerText).toBe('12.5 hours per week');
  expect(byQuestion.get(text!.id)?.answerText).toBe('Analyst');
  expect(byQuestion.get(long!.id)?.answerText).toBe('Fewer status meetings and one report instead of three.');
});

test('Urdu, AI chat, keyboard only: chips and fields in Urdu, right to left', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  // Questions show whole at once (no typewriter, no fade), so the pictures show the finished screen.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSurvey(page, surveyId);
  await page.getByRole('button', { name: /^Urdu/ }).focus();
  await page.keyboard.press('Enter');
  const frame = surveyFrame(page);
  await expect(frame).toHaveAttribute('dir', 'rtl');
  await expect(frame).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ہر قسم کا سوال');
  await page.getByRole('button', { name: /اے آئی چیٹ کا تجربہ/ }).focus();
  await page.keyboard.press('Enter');

  const chips = page.locator('[role=group]:has(button[data-chip])');

  // Single choice: Urdu options as chips, the first focused; 3 moves to the third; Enter sends it.
  await expect(page.getByTestId('typed-question')).toHaveText(URDU_TEXTS[0]!);
  await expect(chips.getByRole('button', { name: 'بس' })).toBeFocused();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/typed-ur-chat-choice-390.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('3');
  await expect(chips.getByRole('button', { name: 'سائیکل' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Multiple choice: "Slack" is untranslated, shown as written with lang="en"; the question is marked.
  await expect(page.getByTestId('typed-question')).toHaveText(URDU_TEXTS[1]!);
  await expect(page.getByText('انگریزی میں', { exact: true })).toBeVisible();
  await expect(page.locator('bdi[lang="en"]', { hasText: 'Slack' })).toBeVisible();
  await page.keyboard.press('1');
  await page.keyboard.press('3');
  await expect(chips.getByRole('button', { name: 'ای میل' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: 'Slack' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/typed-ur-chat-multiple-390.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'بھیجیں' }).focus();
  await page.keyboard.press('Enter');

  // Rating: 5 stars; the row runs right to left (1 at the right).
  await expect(page.getByTestId('typed-question')).toHaveText(URDU_TEXTS[2]!);
  const one = await chips.getByRole('button', { name: '5 میں سے 1' }).boundingBox();
  const five = await chips.getByRole('button', { name: '5 میں سے 5' }).boundingBox();
  expect(one!.x).toBeGreaterThan(five!.x);
  await page.keyboard.press('5');
  await page.keyboard.press('Enter');

  // Scale: 0 at the right, end labels in Urdu; 9 sends 9.
  await expect(page.getByTestId('typed-question')).toHaveText(URDU_TEXTS[3]!);
  const zero = await chips.getByRole('button', { name: '10 میں سے 0' }).boundingBox();
  const ten = await chips.getByRole('button', { name: '10 میں سے 10' }).boundingBox();
  expect(zero!.x).toBeGreaterThan(ten!.x);
  await expect(page.getByText('بالکل نہیں')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/typed-ur-chat-scale-390.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // A reload resumes here, and the answers so far still read in Urdu, not as the server's English record.
  await page.reload();
  await expect(page.getByTestId('typed-question')).toHaveText(URDU_TEXTS[3]!);
  await expect(page.getByTestId('previous-answers')).toContainText('5 میں سے 5');
  await expect(page.getByTestId('previous-answers')).not.toContainText('out of');
  await chips.getByRole('button', { name: '10 میں سے 0' }).focus();
  await page.keyboard.press('9');
  await page.keyboard.press('Enter');

  // Yes/No: 1 is ہاں.
  await expect(page.getByTestId('typed-question')).toHaveText(URDU_TEXTS[4]!);
  await page.keyboard.press('1');
  await expect(chips.getByRole('button', { name: 'ہاں' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Number with the Urdu unit.
  await expect(page.getByTestId('typed-question')).toHaveText(URDU_TEXTS[5]!);
  await expect(page.getByText('گھنٹے فی ہفتہ')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /گھنٹے فی ہفتہ/ })).toBeFocused();
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');

  // Text answers, rich enough that the offline interviewer moves on.
  await expect(page.getByTestId('typed-question')).toHaveText(URDU_TEXTS[6]!);
  await expect(page.locator('textarea')).toBeFocused();
  await page.keyboard.type(
    'میں سینئر ڈیٹا تجزیہ کار ہوں اور فنانس ٹیم میں ہر ہفتے رپورٹیں اور بجٹ کے تخمینے تیار کرتا ہوں کیونکہ مینیجر ان پر فیصلے کرتے ہیں',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typed-question')).toHaveText(URDU_TEXTS[7]!);
  await expect(page.locator('textarea')).toBeFocused();
  await page.keyboard.type(
    'میں ہر ہفتے تقریباً تین گھنٹے ایکسل میں سیلز رپورٹ بناتا ہوں کیونکہ ڈیٹا تین مختلف سسٹمز سے آتا ہے',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'شکریہ!' })).toBeVisible();

  const response = await completedIn('ur');
  const answers = (await answersOf(api, response.id)) as unknown as StoredAnswer[];
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const [single, multiple, rating, scale, yesNo, number] = questions;
  expect(byQuestion.get(single!.id)?.answerValue).toBe(single!.options![2]!.id);
  expect(byQuestion.get(multiple!.id)?.answerValue).toEqual({
    selected: [multiple!.options![0]!.id, multiple!.options![2]!.id],
    other: null,
  });
  expect(byQuestion.get(rating!.id)?.answerValue).toBe(5);
  expect(byQuestion.get(scale!.id)?.answerValue).toBe(9);
  expect(byQuestion.get(yesNo!.id)?.answerValue).toBe(true);
  expect(byQuestion.get(number!.id)?.answerValue).toBe(6);
});

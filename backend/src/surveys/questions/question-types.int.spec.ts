import { READ_MODEL_PLAN } from '../../app/read-models';
import { rebuildReadModels } from '../../projections/rebuild';
import { cipherOf } from '../../testing/event-cipher';
import { readModelSnapshot } from '../../testing/read-model-snapshot';
import { surveyWithEveryType } from '../../testing/every-question-type';
import type { QuestionView } from '../surveys.views';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../../testing/test-app';

// Issue 16 over HTTP: typed questions, shape edits, languages and translations, as an admin builds a
// survey and a respondent reads it; the read model a rebuild gives equals the live one.

type Agent = Awaited<ReturnType<TestApp['adminAgent']>>;

describe.each([
  ['Postgres', false],
  ['the embedded Postgres', true],
])('question types and translations on %s', (_name, embedded) => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await startTestApp({ embedded });
    admin = await t.adminAgent();
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('adds a question of every type, and respondents read each with its settings', async () => {
    const { id, questions } = await surveyWithEveryType(admin, 'Every type');
    const untyped = { options: null, allowOther: false, scaleLabels: null, numberRange: null, translations: {} };
    expect(questions[0]).toMatchObject({ questionType: 'textarea', ...untyped });
    expect(questions[1]).toMatchObject({ questionType: 'text', ...untyped });
    expect(questions[2]).toMatchObject({
      questionType: 'single_choice',
      options: [
        { id: 'o1', label: 'Email' },
        { id: 'o2', label: 'Chat' },
      ],
      allowOther: false,
    });
    expect(questions[3]).toMatchObject({
      questionType: 'multiple_choice',
      options: [
        { id: 'sheets', label: 'Spreadsheets' },
        { id: 'o1', label: 'CRM' },
      ],
      allowOther: true,
    });
    expect(questions[4]).toMatchObject({ questionType: 'rating', ...untyped });
    expect(questions[5]).toMatchObject({ questionType: 'scale', scaleLabels: { min: 'Never', max: 'Gladly' } });
    expect(questions[6]).toMatchObject({ questionType: 'yes_no', ...untyped });
    expect(questions[7]).toMatchObject({
      questionType: 'number',
      numberRange: { min: 0, max: 80, unit: 'hours per week' },
    });
    // What the respondent's page reads is what the admin was answered.
    expect((await t.agent().get(`/api/surveys/${id}/questions`).expect(200)).body).toEqual(questions);
    expect((await t.agent().get(`/api/surveys/${id}`).expect(200)).body).toMatchObject({
      languages: ['en', 'ur'],
      translations: {},
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an unknown type',
      { questionType: 'slider' },
      'Question type must be one of textarea, text, single_choice, multiple_choice, rating, scale, yes_no, number',
    ],
    ['a choice without options', { questionType: 'single_choice' }, 'A choice question needs at least 2 options'],
    [
      'Other on a yes/no question',
      { questionType: 'yes_no', allowOther: true },
      'Only choice questions can offer "Other"',
    ],
    [
      'a number range upside down',
      { questionType: 'number', numberRange: { min: 5, max: 1 } },
      'The minimum must not be above the maximum',
    ],
    [
      'end labels on a yes/no',
      { questionType: 'yes_no', scaleLabels: { min: 'a', max: 'b' } },
      'Only 0–10 scales have end labels',
    ],
  ])('refuses %s with 400 and the reason', async (_case, fields, message) => {
    const id = (await admin.post('/api/surveys').send({ title: 'Bad shapes' }).expect(201)).body.id as string;
    const res = await admin.post(`/api/surveys/${id}/questions`).send({ questionText: 'Q?', ...fields });
    expect(res.body).toMatchObject({ statusCode: 400, message });
  });

  it('edits a shape until the first response, then keeps type and options (409) while labels may change', async () => {
    const { id, questions } = await surveyWithEveryType(admin, 'Edited shapes');
    const single = questions[2];
    const edited = await admin
      .patch(`/api/surveys/${id}/questions/${single.id}`)
      .send({ questionType: 'multiple_choice', allowOther: true })
      .expect(200);
    expect(edited.body).toMatchObject({
      questionText: 'Main channel?',
      questionType: 'multiple_choice',
      options: single.options,
      allowOther: true,
    });
    // The same settings again record nothing, though the stored ones come back with their keys reordered.
    const stream = `survey-${id}`;
    const count = async () => (await t.db.query('SELECT 1 FROM events WHERE stream_id = $1', [stream])).rows.length;
    const before = await count();
    const [, , , , , scale, , number] = questions;
    await admin.patch(`/api/surveys/${id}/questions/${scale.id}`).send({ scaleLabels: scale.scaleLabels }).expect(200);
    await admin
      .patch(`/api/surveys/${id}/questions/${number.id}`)
      .send({ numberRange: number.numberRange })
      .expect(200);
    expect(await count()).toBe(before);
    await t.agent().post(`/api/surveys/${id}/responses`).send({ surveyMode: 'traditional' }).expect(201);
    const refused = await admin.patch(`/api/surveys/${id}/questions/${single.id}`).send({ questionType: 'rating' });
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: "A question's type cannot be changed once the survey has responses",
    });
    const removed = await admin
      .patch(`/api/surveys/${id}/questions/${single.id}`)
      .send({ options: [single.options![0], { label: 'Phone' }] });
    expect(removed.body).toMatchObject({
      statusCode: 409,
      message: 'Options cannot be removed once the survey has responses',
    });
    const relabelled = await admin
      .patch(`/api/surveys/${id}/questions/${single.id}`)
      .send({ options: [{ id: 'o1', label: 'E-mail' }, { id: 'o2', label: 'Chat' }, { label: 'Phone' }] })
      .expect(200);
    expect(relabelled.body.options).toEqual([
      { id: 'o1', label: 'E-mail' },
      { id: 'o2', label: 'Chat' },
      { id: 'o3', label: 'Phone' },
    ]);
    // Rewording alone is as before, and still allowed; so is making it optional.
    await admin.patch(`/api/surveys/${id}/questions/${single.id}`).send({ questionText: 'Channel?' }).expect(200);
    const optional = await admin
      .patch(`/api/surveys/${id}/questions/${single.id}`)
      .send({ isRequired: false })
      .expect(200);
    expect(optional.body).toMatchObject({
      questionText: 'Channel?',
      isRequired: false,
      questionType: 'multiple_choice',
    });
  });

  it('declares languages and round-trips a translation; unknown ids, languages and strangers are refused', async () => {
    const { id, questions } = await surveyWithEveryType(admin, 'Translated');
    expect(
      (
        await admin
          .patch(`/api/surveys/${id}`)
          .send({ languages: ['en'] })
          .expect(200)
      ).body.languages,
    ).toEqual(['en']);
    const noEnglish = await admin.patch(`/api/surveys/${id}`).send({ languages: ['ur'] });
    expect(noEnglish.body).toMatchObject({
      statusCode: 400,
      message: 'languages must include en (the original texts are English)',
    });
    const [, , single, , , scale, , number] = questions;
    const translation = {
      title: 'ترجمہ شدہ',
      questions: {
        [single.id]: { questionText: 'اہم ذریعہ؟', options: { o1: 'ای میل' } },
        [scale.id]: { scaleLabels: { min: 'کبھی نہیں', max: 'خوشی سے' } },
        [number.id]: { unit: 'گھنٹے فی ہفتہ' },
      },
    };
    const put = await admin.put(`/api/surveys/${id}/translations/ur`).send(translation).expect(200);
    expect(put.body).toEqual({ language: 'ur', translation });
    expect((await t.agent().get(`/api/surveys/${id}`).expect(200)).body.translations).toEqual({
      ur: { title: 'ترجمہ شدہ' },
    });
    const read = (await t.agent().get(`/api/surveys/${id}/questions`).expect(200)).body;
    expect(read[2].translations).toEqual({ ur: translation.questions[single.id] });
    expect(read[5].translations).toEqual({ ur: translation.questions[scale.id] });
    expect(read[0].translations).toEqual({});

    // Replaced whole: a question left out reads untranslated again.
    const smaller = { questions: { [number.id]: { unit: 'گھنٹے' } } };
    await admin.put(`/api/surveys/${id}/translations/ur`).send(smaller).expect(200);
    const reread = (await admin.get(`/api/surveys/${id}/questions`).expect(200)).body;
    expect(reread.map((q: { translations: unknown }) => q.translations)).toEqual([
      {},
      {},
      {},
      {},
      {},
      {},
      {},
      { ur: { unit: 'گھنٹے' } },
    ]);
    expect((await admin.get(`/api/surveys/${id}`).expect(200)).body.translations).toEqual({});

    const unknownOption = await admin
      .put(`/api/surveys/${id}/translations/ur`)
      .send({ questions: { [single.id]: { options: { o9: 'x' } } } });
    expect(unknownOption.body).toMatchObject({ statusCode: 400, message: 'Question 3 has no option "o9"' });
    const french = await admin.put(`/api/surveys/${id}/translations/fr`).send({ questions: {} });
    expect(french.body).toMatchObject({ statusCode: 400, message: "A translation's language must be one of ur" });
    expect((await t.agent().put(`/api/surveys/${id}/translations/ur`).send(smaller)).status).toBe(401);
  });

  it('duplicates shapes and translations onto the copies of the questions', async () => {
    const { id, questions } = await surveyWithEveryType(admin, 'Copied');
    await admin
      .put(`/api/surveys/${id}/translations/ur`)
      .send({ description: 'نقل', questions: { [questions[3].id]: { options: { sheets: 'شیٹس' } } } })
      .expect(200);
    const copy = (await admin.post(`/api/surveys/${id}/duplicate`).expect(201)).body;
    expect(copy.translations).toEqual({ ur: { description: 'نقل' } });
    const copied = (await admin.get(`/api/surveys/${copy.id}/questions`).expect(200)).body;
    const strip = ({ id: _id, surveyId: _survey, translations: _t, ...rest }: QuestionView) => rest;
    expect(copied.map(strip)).toEqual(questions.map(strip));
    expect(copied[3].translations).toEqual({ ur: { options: { sheets: 'شیٹس' } } });
  });

  it('rebuilds the read models to what live appends left', async () => {
    // On top of what the tests above wrote: a translation replaced by a smaller one, then a shape
    // change that drops a translated option, then a copy.
    const { id, questions } = await surveyWithEveryType(admin, 'Rebuilt');
    const single = questions[2];
    const texts = {
      [single.id]: { options: { o1: 'ای میل', o2: 'چیٹ' } },
      [questions[0].id]: { questionText: 'اور؟' },
    };
    await admin.put(`/api/surveys/${id}/translations/ur`).send({ title: 'پہلا', questions: texts }).expect(200);
    await admin
      .put(`/api/surveys/${id}/translations/ur`)
      .send({ questions: { [single.id]: texts[single.id] } })
      .expect(200);
    await admin
      .patch(`/api/surveys/${id}/questions/${single.id}`)
      .send({ options: [single.options![0], { label: 'Phone' }] })
      .expect(200);
    expect((await admin.get(`/api/surveys/${id}/questions`).expect(200)).body[2].translations).toEqual({
      ur: { options: { o1: 'ای میل' } },
    });
    await admin.post(`/api/surveys/${id}/duplicate`).expect(201);
    const live = await readModelSnapshot(t.db);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
  });
});

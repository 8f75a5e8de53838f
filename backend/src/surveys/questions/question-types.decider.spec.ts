import { IllegalStateError, NotFoundError, ValidationError } from '../../common/errors';
import { deciderSpec } from '../../testing/decider-spec';
import { DEFAULT_SCALE_LABELS, type QuestionShape } from '@seedline/shared';
import { decider, evolve, initialState, type SurveyCommand, type SurveyState } from '../survey.decider';
import type { QuestionAdded, SurveyCreated, SurveyEvent, SurveyTranslationSet } from '../survey.events';

// Issue 16: what the survey stream decides about question types, languages and translations.

const NOW = '2026-11-01T10:00:00.000Z';
const LATER = '2026-11-01T11:00:00.000Z';

const given = deciderSpec(decider);
const fold = (events: SurveyEvent[]): SurveyState => events.reduce(evolve, initialState());

const created: SurveyCreated = {
  type: 'SurveyCreated',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    title: 'Team pulse',
    description: 'About work',
    slug: null,
    logo: null,
    isActive: true,
    createdAt: NOW,
  },
};

const NO_SETTINGS = { options: null, allowOther: false, scaleLabels: null, numberRange: null };

const added = (
  questionId: string,
  shape: Partial<QuestionShape> = {},
  order = 1,
  data: Partial<QuestionAdded['data']> = {},
): QuestionAdded => ({
  type: 'QuestionAdded',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    questionId,
    questionText: `Question ${questionId}?`,
    questionType: 'textarea',
    ...NO_SETTINGS,
    ...shape,
    order,
    isRequired: true,
    addedAt: NOW,
    ...data,
  },
});

/** A QuestionAdded from before question types: the type only. */
const oldAdded = (questionId: string, order = 1): QuestionAdded => ({
  type: 'QuestionAdded',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    questionId,
    questionText: `Question ${questionId}?`,
    questionType: 'textarea',
    order,
    isRequired: true,
    addedAt: NOW,
  },
});

const add = (fields: Record<string, unknown>): SurveyCommand =>
  ({
    type: 'AddQuestion',
    surveyId: 's1',
    questionId: 'q1',
    questionText: 'Question q1?',
    now: NOW,
    ...fields,
  }) as SurveyCommand;

const edit = (fields: Record<string, unknown>, hasResponses = false): SurveyCommand =>
  ({ type: 'EditQuestion', surveyId: 's1', questionId: 'q1', hasResponses, now: LATER, ...fields }) as SurveyCommand;

const translate = (translation: unknown, language = 'ur'): SurveyCommand => ({
  type: 'SetSurveyTranslation',
  surveyId: 's1',
  language,
  translation,
  now: LATER,
});

const translationSet = (translation: SurveyTranslationSet['data']['translation']): SurveyTranslationSet => ({
  type: 'SurveyTranslationSet',
  schemaVersion: 1,
  data: { surveyId: 's1', language: 'ur', translation, setAt: LATER },
});

const CHOICES = [
  { id: 'o1', label: 'Email' },
  { id: 'o2', label: 'Chat' },
];

describe('question types: AddQuestion', () => {
  it.each<[string, Record<string, unknown>, Partial<QuestionShape>]>([
    ['a long text (the default)', {}, {}],
    ['a short text', { questionType: 'text' }, { questionType: 'text' }],
    [
      'a single choice, options given as labels get o1, o2',
      { questionType: 'single_choice', options: [{ label: ' Email ' }, 'Chat'] },
      { questionType: 'single_choice', options: CHOICES },
    ],
    [
      'a multiple choice with Other, keeping the ids given',
      {
        questionType: 'multiple_choice',
        options: [{ id: 'mail', label: 'Email' }, { label: 'Chat' }],
        allowOther: true,
      },
      {
        questionType: 'multiple_choice',
        options: [
          { id: 'mail', label: 'Email' },
          { id: 'o1', label: 'Chat' },
        ],
        allowOther: true,
      },
    ],
    ['a rating', { questionType: 'rating' }, { questionType: 'rating' }],
    [
      'a scale with the default end labels',
      { questionType: 'scale' },
      { questionType: 'scale', scaleLabels: DEFAULT_SCALE_LABELS },
    ],
    [
      'a scale with its own end labels',
      { questionType: 'scale', scaleLabels: { min: 'Never', max: 'Always' } },
      { questionType: 'scale', scaleLabels: { min: 'Never', max: 'Always' } },
    ],
    ['a yes/no', { questionType: 'yes_no' }, { questionType: 'yes_no' }],
    [
      'a number with bounds and a unit',
      { questionType: 'number', numberRange: { min: 0, max: 80, unit: ' hours per week ' } },
      { questionType: 'number', numberRange: { min: 0, max: 80, unit: 'hours per week' } },
    ],
    [
      'a number without bounds',
      { questionType: 'number' },
      { questionType: 'number', numberRange: { min: null, max: null, unit: null } },
    ],
  ])('records %s with every shape field', (_name, fields, shape) => {
    given(created)
      .when(add(fields))
      .then([added('q1', shape)]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an unknown type',
      { questionType: 'slider' },
      'Question type must be one of textarea, text, single_choice, multiple_choice, rating, scale, yes_no, number',
    ],
    ['a choice without options', { questionType: 'single_choice' }, 'A choice question needs at least 2 options'],
    [
      'a choice with one option',
      { questionType: 'multiple_choice', options: ['Only'] },
      'A choice question needs at least 2 options',
    ],
    [
      'options listed twice',
      { questionType: 'single_choice', options: ['Email', 'email'] },
      'Options must differ: "email" is listed twice',
    ],
    ['a blank option', { questionType: 'single_choice', options: ['Email', ' '] }, 'Option 2 is required'],
    ['options on a text question', { questionType: 'text', options: ['A', 'B'] }, 'Only choice questions have options'],
    ['Other on a rating', { questionType: 'rating', allowOther: true }, 'Only choice questions can offer "Other"'],
    [
      'end labels on a rating',
      { questionType: 'rating', scaleLabels: { min: 'a', max: 'b' } },
      'Only 0–10 scales have end labels',
    ],
    [
      'a scale with a blank end label',
      { questionType: 'scale', scaleLabels: { min: '', max: 'b' } },
      'The label for 0 is required',
    ],
    [
      'a range on a yes/no',
      { questionType: 'yes_no', numberRange: { min: 0 } },
      'Only number questions have a minimum, maximum and unit',
    ],
    [
      'a number whose minimum is above its maximum',
      { questionType: 'number', numberRange: { min: 10, max: 1 } },
      'The minimum must not be above the maximum',
    ],
    [
      'a number bound that is not a number',
      { questionType: 'number', numberRange: { max: '10' } },
      'The maximum must be a number between -1000000000000 and 1000000000000',
    ],
  ])('refuses %s', (_name, fields, message) => {
    given(created).when(add(fields)).thenThrows(new ValidationError(message));
  });

  it('reads a question from before question types as a long text question', () => {
    const state = fold([created, oldAdded('q1')]);
    expect(state).toMatchObject({
      questions: [{ questionId: 'q1', shape: { questionType: 'textarea', ...NO_SETTINGS } }],
      languages: ['en', 'ur'],
      translations: {},
    });
  });
});

describe('question types: EditQuestion', () => {
  const single = added('q1', { questionType: 'single_choice', options: CHOICES });
  const shapeChanged = (shape: Partial<QuestionShape>): SurveyEvent => ({
    type: 'QuestionShapeChanged',
    schemaVersion: 1,
    data: { surveyId: 's1', questionId: 'q1', questionType: 'textarea', ...NO_SETTINGS, ...shape, changedAt: LATER },
  });

  it('lays the fields sent over the current shape: options kept, Other added', () => {
    given(created, single)
      .when(edit({ questionType: 'multiple_choice', allowOther: true }))
      .then([shapeChanged({ questionType: 'multiple_choice', options: CHOICES, allowOther: true })]);
  });

  it('adds an option and relabels one, keeping the ids', () => {
    const options = [{ id: 'o1', label: 'E-mail' }, { id: 'o2', label: 'Chat' }, { label: 'Phone' }];
    given(created, single)
      .when(edit({ options }))
      .then([
        shapeChanged({
          questionType: 'single_choice',
          options: [...[{ id: 'o1', label: 'E-mail' }, CHOICES[1]!], { id: 'o3', label: 'Phone' }],
        }),
      ]);
  });

  it('drops the settings that do not belong to a new type', () => {
    given(created, single)
      .when(edit({ questionType: 'scale' }))
      .then([shapeChanged({ questionType: 'scale', scaleLabels: DEFAULT_SCALE_LABELS })]);
  });

  it('changes an old long text question into a number', () => {
    given(created, oldAdded('q1'))
      .when(edit({ questionType: 'number', numberRange: { unit: 'hours per week' } }))
      .then([shapeChanged({ questionType: 'number', numberRange: { min: null, max: null, unit: 'hours per week' } })]);
  });

  it('rewords and reshapes in one go', () => {
    given(created, oldAdded('q1'))
      .when(edit({ questionText: 'How happy?', questionType: 'rating' }))
      .then([
        {
          type: 'QuestionReworded',
          schemaVersion: 1,
          data: { surveyId: 's1', questionId: 'q1', questionText: 'How happy?', rewordedAt: LATER },
        },
        shapeChanged({ questionType: 'rating' }),
      ]);
  });

  it('records nothing when the shape stays the same', () => {
    given(created, single)
      .when(edit({ options: CHOICES }))
      .then([]);
    given(created, oldAdded('q1'))
      .when(edit({ questionType: 'textarea' }))
      .then([]);
  });

  it('refuses a shape that does not fit, with the reason', () => {
    given(created, single)
      .when(edit({ options: ['Only'] }))
      .thenThrows(new ValidationError('A choice question needs at least 2 options'));
    given(created, single)
      .when(edit({ questionType: 'rating', options: CHOICES }))
      .thenThrows(new ValidationError('Only choice questions have options'));
  });

  it('once answered: refuses a new type, a removed option, a removed Other (409)', () => {
    given(created, single)
      .when(edit({ questionType: 'text' }, true))
      .thenThrows(new IllegalStateError("A question's type cannot be changed once the survey has responses"));
    given(created, single)
      .when(edit({ options: [CHOICES[0]!, { label: 'Phone' }] }, true))
      .thenThrows(new IllegalStateError('Options cannot be removed once the survey has responses'));
    const withOther = added('q1', { questionType: 'multiple_choice', options: CHOICES, allowOther: true });
    given(created, withOther)
      .when(edit({ allowOther: false }, true))
      .thenThrows(new IllegalStateError('"Other" cannot be removed once the survey has responses'));
  });

  it('once answered: still relabels options and adds new ones', () => {
    given(created, single)
      .when(edit({ options: [{ id: 'o1', label: 'Mail' }, CHOICES[1], { label: 'Phone' }] }, true))
      .then([
        shapeChanged({
          questionType: 'single_choice',
          options: [{ id: 'o1', label: 'Mail' }, CHOICES[1]!, { id: 'o3', label: 'Phone' }],
        }),
      ]);
  });

  it('drops translated texts the new shape has no place for', () => {
    const translated = translationSet({
      title: 'ٹیم',
      questions: { q1: { questionText: 'کون سا؟', options: { o1: 'ای میل', o2: 'چیٹ' } } },
    });
    given(created, single, translated)
      .when(edit({ options: [CHOICES[0]!, { label: 'Phone' }] }))
      .then([
        shapeChanged({ questionType: 'single_choice', options: [CHOICES[0]!, { id: 'o3', label: 'Phone' }] }),
        translationSet({ title: 'ٹیم', questions: { q1: { questionText: 'کون سا؟', options: { o1: 'ای میل' } } } }),
      ]);
  });

  it('makes a question optional or required, at any time; the same value records nothing', () => {
    const requiredSet = (isRequired: boolean): SurveyEvent => ({
      type: 'QuestionRequiredSet',
      schemaVersion: 1,
      data: { surveyId: 's1', questionId: 'q1', isRequired, setAt: LATER },
    });
    given(created, single)
      .when(edit({ isRequired: false }, true))
      .then([requiredSet(false)]);
    given(created, single)
      .when(edit({ isRequired: true }))
      .then([]);
    expect(fold([created, single, requiredSet(false)])).toMatchObject({ questions: [{ isRequired: false }] });
    given(created, single)
      .when(edit({ isRequired: 'no' }))
      .thenThrows(new ValidationError('isRequired must be true or false'));
  });

  it('refuses an unknown question', () => {
    given(created)
      .when(edit({ questionType: 'text' }))
      .thenThrows(new NotFoundError('Question not found'));
  });
});

describe('survey languages', () => {
  const languagesSet = (languages: string[]): SurveyEvent =>
    ({
      type: 'SurveyLanguagesSet',
      schemaVersion: 1,
      data: { surveyId: 's1', languages, setAt: LATER },
    }) as SurveyEvent;
  const editLanguages = (languages: unknown): SurveyCommand => ({
    type: 'EditSurvey',
    surveyId: 's1',
    languages,
    now: LATER,
  });

  it('offers English and Urdu by default, and records a change only', () => {
    expect(fold([created])).toMatchObject({ languages: ['en', 'ur'] });
    given(created)
      .when(editLanguages(['en']))
      .then([languagesSet(['en'])]);
    given(created)
      .when(editLanguages(['ur', 'en']))
      .then([]);
    given(created, languagesSet(['en']))
      .when(editLanguages(['en', 'ur']))
      .then([languagesSet(['en', 'ur'])]);
  });

  it('refuses languages without English, or unknown ones', () => {
    given(created)
      .when(editLanguages(['ur']))
      .thenThrows(new ValidationError('languages must include en (the original texts are English)'));
    given(created)
      .when(editLanguages(['en', 'fr']))
      .thenThrows(new ValidationError('languages must list some of en, ur'));
  });

  it('declares the languages at creation when they differ from the default', () => {
    const create = (languages?: unknown): SurveyCommand => ({
      type: 'CreateSurvey',
      surveyId: 's1',
      title: 'Team pulse',
      description: 'About work',
      now: NOW,
      ...(languages === undefined ? {} : { languages }),
    });
    const createdNow = { ...created, data: { ...created.data, createdAt: NOW } };
    const declared: SurveyEvent = {
      type: 'SurveyLanguagesSet',
      schemaVersion: 1,
      data: { surveyId: 's1', languages: ['en'], setAt: NOW },
    };
    given()
      .when(create(['en']))
      .then([createdNow, declared]);
    given()
      .when(create(['en', 'ur']))
      .then([createdNow]);
    given().when(create()).then([createdNow]);
  });
});

describe('survey translations', () => {
  const scale = added('q2', { questionType: 'scale', scaleLabels: DEFAULT_SCALE_LABELS }, 2);
  const number = added('q3', { questionType: 'number', numberRange: { min: 0, max: null, unit: 'hours' } }, 3);
  const single = added('q1', { questionType: 'single_choice', options: CHOICES });
  const survey = [created, single, scale, number];

  it('records the whole translation, blank texts left out', () => {
    given(...survey)
      .when(
        translate({
          title: ' ٹیم کا حال ',
          description: '',
          questions: {
            q1: { questionText: 'کون سا؟', options: { o1: 'ای میل', o2: ' ' } },
            q2: { scaleLabels: { min: 'بالکل نہیں', max: '' } },
            q3: { unit: 'گھنٹے' },
          },
        }),
      )
      .then([
        translationSet({
          title: 'ٹیم کا حال',
          questions: {
            q1: { questionText: 'کون سا؟', options: { o1: 'ای میل' } },
            q2: { scaleLabels: { min: 'بالکل نہیں' } },
            q3: { unit: 'گھنٹے' },
          },
        }),
      ]);
  });

  it('records nothing when the translation is the same (keys in any order)', () => {
    const stored = translationSet({
      questions: { q1: { options: { o1: 'ای میل' }, questionText: 'کون سا؟' } },
      title: 'ٹیم',
    });
    given(...survey, stored)
      .when(translate({ title: 'ٹیم', questions: { q1: { questionText: 'کون سا؟', options: { o1: 'ای میل' } } } }))
      .then([]);
    given(...survey)
      .when(translate({ questions: {} }))
      .then([]);
  });

  it.each<[string, unknown, string]>([
    ['an unknown question', { questions: { nope: { questionText: 'x' } } }, 'The survey has no question "nope"'],
    ['an unknown option', { questions: { q1: { options: { o9: 'x' } } } }, 'Question 1 has no option "o9"'],
    [
      'scale labels on a choice',
      { questions: { q1: { scaleLabels: { min: 'x' } } } },
      'Question 1 is not a 0–10 scale',
    ],
    ['a unit on a scale', { questions: { q2: { unit: 'x' } } }, 'Question 2 has no unit'],
    ['a title that is not text', { title: 5, questions: {} }, 'The translated title must be text'],
  ])('refuses %s', (_name, translation, message) => {
    given(...survey)
      .when(translate(translation))
      .thenThrows(new ValidationError(message));
  });

  it('only translates into Urdu', () => {
    given(...survey)
      .when(translate({ questions: {} }, 'en'))
      .thenThrows(new ValidationError("A translation's language must be one of ur"));
  });

  it('forgets a removed question in the translation, so saving it again back is accepted', () => {
    const stored = translationSet({ questions: { q1: { questionText: 'کون سا؟' }, q2: { questionText: 'کتنا؟' } } });
    const removed: SurveyEvent = {
      type: 'QuestionRemoved',
      schemaVersion: 1,
      data: { surveyId: 's1', questionId: 'q1', removedAt: LATER },
    };
    const state = fold([...survey, stored, removed]);
    expect(state).toMatchObject({ translations: { ur: { questions: { q2: { questionText: 'کتنا؟' } } } } });
    expect(state.status === 'created' && Object.keys(state.translations.ur!.questions)).toEqual(['q2']);
  });
});

describe('duplicating a survey with types, languages and translations', () => {
  const copied = (questionText: string) => ({ surveyId: 's2', questionText, addedAt: LATER });
  it('copies shapes, languages and translations, naming the copies of the questions', () => {
    const single = added('q1', { questionType: 'single_choice', options: CHOICES });
    const text = oldAdded('q2', 2);
    const languages: SurveyEvent = {
      type: 'SurveyLanguagesSet',
      schemaVersion: 1,
      data: { surveyId: 's1', languages: ['en'], setAt: NOW },
    };
    const translated = translationSet({
      description: 'کام کے بارے میں',
      questions: { q1: { options: { o2: 'چیٹ' } }, q2: { questionText: 'کیوں؟' } },
    });
    const source = fold([created, single, text, languages, translated]);
    const events = decider.decide(
      { type: 'DuplicateSurvey', surveyId: 's2', source, slug: null, questionIds: ['n1', 'n2'], now: LATER },
      initialState(),
    );
    expect(events.slice(2)).toEqual([
      added('n1', { questionType: 'single_choice', options: CHOICES }, 1, copied('Question q1?')),
      added('n2', {}, 2, copied('Question q2?')),
      { type: 'SurveyLanguagesSet', schemaVersion: 1, data: { surveyId: 's2', languages: ['en'], setAt: LATER } },
      {
        type: 'SurveyTranslationSet',
        schemaVersion: 1,
        data: {
          surveyId: 's2',
          language: 'ur',
          translation: {
            description: 'کام کے بارے میں',
            questions: { n1: { options: { o2: 'چیٹ' } }, n2: { questionText: 'کیوں؟' } },
          },
          setAt: LATER,
        },
      },
    ]);
    const copy = fold(events);
    if (copy.status !== 'created' || source.status !== 'created') throw new Error('no survey');
    expect(copy.questions.map((q) => q.shape)).toEqual(source.questions.map((q) => q.shape));
    expect(copy.languages).toEqual(['en']);
  });

  it('records no languages or translation events for a survey with the defaults', () => {
    const source = fold([created, oldAdded('q1')]);
    const events = decider.decide(
      { type: 'DuplicateSurvey', surveyId: 's2', source, slug: null, questionIds: ['n1'], now: LATER },
      initialState(),
    );
    expect(events.map((event) => event.type)).toEqual(['SurveyCreated', 'SurveyDuplicated', 'QuestionAdded']);
  });
});

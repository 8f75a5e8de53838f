import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { TEXTAREA_SHAPE } from '@seedline/shared';
import {
  decide,
  decider,
  evolve,
  initialState,
  streamIdFor,
  type SurveyCommand,
  type SurveyState,
} from './survey.decider';
import {
  surveyEventTypes,
  type QuestionAdded,
  type SurveyCreated,
  type SurveyDeleted,
  type SurveyEvent,
} from './survey.events';

const NOW = '2025-03-01T10:00:00.000Z';
const LATER = '2025-03-01T11:00:00.000Z';

const fold = (events: SurveyEvent[]): SurveyState => events.reduce(evolve, initialState());

const given = deciderSpec(decider);

const created = (data: Partial<SurveyCreated['data']> = {}): SurveyCreated => ({
  type: 'SurveyCreated',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    title: 'Team pulse',
    description: null,
    slug: null,
    logo: null,
    isActive: true,
    createdAt: NOW,
    ...data,
  },
});

const questionAdded = (data: Partial<QuestionAdded['data']> = {}): QuestionAdded => ({
  type: 'QuestionAdded',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    questionId: 'q1',
    questionText: 'What slows you down?',
    questionType: 'textarea',
    order: 1,
    isRequired: true,
    addedAt: LATER,
    ...data,
  },
});

/** QuestionAdded as the decider records it now: every shape field explicit (older events have only the type). */
const recordedQuestion = (data: Partial<QuestionAdded['data']> = {}): QuestionAdded =>
  questionAdded({ options: null, allowOther: false, scaleLabels: null, numberRange: null, ...data });

const deleted: SurveyDeleted = { type: 'SurveyDeleted', schemaVersion: 1, data: { surveyId: 's1', deletedAt: LATER } };

const create = (fields: Partial<Extract<SurveyCommand, { type: 'CreateSurvey' }>> = {}): SurveyCommand => ({
  type: 'CreateSurvey',
  surveyId: 's1',
  title: 'Team pulse',
  now: NOW,
  ...fields,
});

const add = (fields: Partial<Extract<SurveyCommand, { type: 'AddQuestion' }>> = {}): SurveyCommand => ({
  type: 'AddQuestion',
  surveyId: 's1',
  questionId: 'q1',
  questionText: 'What slows you down?',
  now: LATER,
  ...fields,
});

describe('survey stream', () => {
  it('names streams survey-<id> and exposes the decider parts', () => {
    expect(streamIdFor('abc')).toBe('survey-abc');
    expect(decider).toEqual({ initialState, evolve, decide });
    expect(surveyEventTypes).toEqual([
      'SurveyCreated',
      'QuestionAdded',
      'SurveyDeleted',
      'SurveyDetailsChanged',
      'SurveyActivated',
      'SurveyDeactivated',
      'SurveyCloseDateSet',
      'SurveyResponseCapSet',
      'SurveyDuplicated',
      'QuestionReworded',
      'QuestionRemoved',
      'QuestionsReordered',
      'QuestionShapeChanged',
      'SurveyLanguagesSet',
      'SurveyTranslationSet',
      'QuestionRequiredSet',
      'QuestionAnalysisRoleSet',
      'SurveyHiddenFieldsSet',
      'SurveyAbandonAfterSet',
      'SurveyEmbedOriginsSet',
      'SurveyEndScreenSet',
      'SurveyListingSet',
      'SurveyClientSet',
      'LogicRuleAdded',
      'LogicRuleChanged',
      'LogicRuleRemoved',
    ]);
  });

  describe('CreateSurvey', () => {
    it('creates with defaults: no description, slug or logo, active', () => {
      given().when(create()).then([created()]);
    });

    it('keeps every given field, trimmed', () => {
      given()
        .when(
          create({
            title: '  Team pulse  ',
            description: '  How are we doing?  ',
            slug: ' team-pulse-2025 ',
            logo: '/uploads/logo.png',
            isActive: false,
          }),
        )
        .then([
          created({
            description: 'How are we doing?',
            slug: 'team-pulse-2025',
            logo: '/uploads/logo.png',
            isActive: false,
          }),
        ]);
    });

    it('turns a blank description, slug and logo into null', () => {
      given()
        .when(create({ description: '   ', slug: '', logo: ' ' }))
        .then([created()]);
      given()
        .when(create({ description: null, slug: null, logo: null }))
        .then([created()]);
    });

    it('requires a title', () => {
      given()
        .when(create({ title: '   ' }))
        .thenThrows(new ValidationError('Title is required'));
    });

    it('limits the title to 200 characters', () => {
      given()
        .when(create({ title: 'x'.repeat(200) }))
        .then([created({ title: 'x'.repeat(200) })]);
      given()
        .when(create({ title: 'x'.repeat(201) }))
        .thenThrows(new ValidationError('Title is too long (max 200 characters)'));
    });

    it('limits the description to 2000 characters', () => {
      given()
        .when(create({ description: 'd'.repeat(2001) }))
        .thenThrows(new ValidationError('Description is too long (max 2000 characters)'));
    });

    it.each(['Team-Pulse', '-pulse', 'pulse-', 'team--pulse', 'team pulse', 'team_pulse'])(
      'rejects the malformed slug %p',
      (slug) => {
        given()
          .when(create({ slug }))
          .thenThrows(
            new ValidationError(
              'Slug may only contain lowercase letters, digits and single hyphens, and may not start or end with a hyphen',
            ),
          );
      },
    );

    it('limits the slug to 100 characters', () => {
      given()
        .when(create({ slug: 'a'.repeat(101) }))
        .thenThrows(new ValidationError('Slug is too long (max 100 characters)'));
    });

    it('limits the logo path to 500 characters', () => {
      given()
        .when(create({ logo: `/uploads/${'l'.repeat(492)}` }))
        .thenThrows(new ValidationError('Logo is too long (max 500 characters)'));
    });

    it('rejects a non-boolean isActive', () => {
      given()
        .when(create({ isActive: 'yes' as unknown as boolean }))
        .thenThrows(new ValidationError('isActive must be true or false'));
    });

    it('rejects creating a survey that exists, even a deleted one', () => {
      given(created()).when(create()).thenThrows(new IllegalStateError('Survey already exists'));
      given(created(), deleted).when(create()).thenThrows(new IllegalStateError('Survey already exists'));
    });
  });

  describe('AddQuestion', () => {
    it('adds with defaults: textarea, next order, required', () => {
      given(created()).when(add()).then([recordedQuestion()]);
    });

    it('defaults the order to the number of existing questions + 1', () => {
      given(created(), questionAdded(), questionAdded({ questionId: 'q2', order: 2 }))
        .when(add({ questionId: 'q3' }))
        .then([recordedQuestion({ questionId: 'q3', order: 3 })]);
    });

    it('keeps an explicit order, type and isRequired, and trims the text', () => {
      given(created())
        .when(add({ questionText: '  Why?  ', questionType: 'textarea', order: 7, isRequired: false }))
        .then([recordedQuestion({ questionText: 'Why?', order: 7, isRequired: false })]);
    });

    it('rejects a missing or deleted survey', () => {
      given().when(add()).thenThrows(new NotFoundError('Survey not found'));
      given(created(), deleted).when(add()).thenThrows(new NotFoundError('Survey not found'));
    });

    it('requires question text', () => {
      given(created())
        .when(add({ questionText: ' \n ' }))
        .thenThrows(new ValidationError('Question text is required'));
    });

    it('limits question text to 2000 characters', () => {
      given(created())
        .when(add({ questionText: 'q'.repeat(2001) }))
        .thenThrows(new ValidationError('Question text is too long (max 2000 characters)'));
    });

    it('knows the question types, and no other', () => {
      given(created())
        .when(add({ questionType: 'radio' }))
        .thenThrows(
          new ValidationError(
            'Question type must be one of textarea, text, single_choice, multiple_choice, rating, scale, yes_no, number',
          ),
        );
    });

    it.each([0, -1, 1.5, Number.NaN])('rejects the order %p', (order) => {
      given(created())
        .when(add({ order }))
        .thenThrows(new ValidationError('Question order must be a whole number of 1 or more'));
    });

    it('rejects a non-boolean isRequired', () => {
      given(created())
        .when(add({ isRequired: 'no' as unknown as boolean }))
        .thenThrows(new ValidationError('isRequired must be true or false'));
    });

    it('rejects adding the same question id twice', () => {
      given(created(), questionAdded()).when(add()).thenThrows(new IllegalStateError('Question already exists'));
    });
  });

  describe('DeleteSurvey', () => {
    const remove: SurveyCommand = { type: 'DeleteSurvey', surveyId: 's1', now: LATER };

    it('deletes an existing survey', () => {
      given(created(), questionAdded()).when(remove).then([deleted]);
    });

    it('rejects a missing or already deleted survey', () => {
      given().when(remove).thenThrows(new NotFoundError('Survey not found'));
      given(created(), deleted).when(remove).thenThrows(new NotFoundError('Survey not found'));
    });
  });

  describe('evolve', () => {
    it('folds the stream into the state the decisions need', () => {
      expect(fold([])).toEqual({ status: 'none' });
      expect(
        fold([
          created({ slug: 'team-pulse', isActive: false }),
          questionAdded(),
          questionAdded({ questionId: 'q2', order: 5, isRequired: false }),
        ]),
      ).toEqual({
        status: 'created',
        surveyId: 's1',
        title: 'Team pulse',
        description: null,
        slug: 'team-pulse',
        logo: null,
        isActive: false,
        closesAt: null,
        responseCap: null,
        questions: [
          {
            questionId: 'q1',
            questionText: 'What slows you down?',
            shape: TEXTAREA_SHAPE,
            order: 1,
            isRequired: true,
          },
          {
            questionId: 'q2',
            questionText: 'What slows you down?',
            shape: TEXTAREA_SHAPE,
            order: 5,
            isRequired: false,
          },
        ],
        languages: ['en', 'ur'],
        translations: {},
        hiddenFields: [],
        abandonAfterDays: null,
        embedOrigins: [],
        endScreen: { texts: {}, redirectUrl: null, redirectTopWindow: false },
        listed: true,
        clientId: null,
        logic: {},
      });
      expect(fold([created(), questionAdded(), deleted])).toMatchObject({
        status: 'deleted',
        questions: [{ questionId: 'q1' }],
      });
    });

    it('skips events that do not fit an empty stream', () => {
      expect(fold([questionAdded(), deleted])).toEqual({ status: 'none' });
    });

    it('fails loudly on an event type it does not know', () => {
      const unknown = { type: 'SurveyRenamed', schemaVersion: 1, data: {} } as unknown as SurveyEvent;
      expect(() => evolve(initialState(), unknown)).toThrow('Unknown survey event SurveyRenamed');
    });

    it('returns a fresh initial state each time', () => {
      expect(initialState()).not.toBe(initialState());
    });
  });

  it('rejects an unknown command', () => {
    const unknown = { type: 'RenameSurvey' } as unknown as SurveyCommand;
    given().when(unknown).thenThrows(new ValidationError('Unknown command RenameSurvey'));
  });
});

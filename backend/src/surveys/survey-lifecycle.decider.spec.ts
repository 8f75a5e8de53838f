import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { QUESTIONS_LOCKED_MESSAGES } from './survey-limits';
import { copyTitle, decider, type SurveyCommand, type SurveyState } from './survey.decider';
import type { QuestionAdded, SurveyCreated, SurveyEvent } from './survey.events';

// The lifecycle decisions of issue 15: edit, switch, close date, cap, duplicate, and question changes
// that are free until the first response and limited to "add at the end" and "reword" after it.

const NOW = '2026-05-01T10:00:00.000Z';
const given = deciderSpec(decider);
const fold = (events: SurveyEvent[]): SurveyState => events.reduce(decider.evolve, decider.initialState());

const created = (data: Partial<SurveyCreated['data']> = {}): SurveyCreated => ({
  type: 'SurveyCreated',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    title: 'Team pulse',
    description: 'About work',
    slug: 'team-pulse',
    logo: '/uploads/logo.png',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...data,
  },
});

const question = (questionId: string, order: number, data: Partial<QuestionAdded['data']> = {}): QuestionAdded => ({
  type: 'QuestionAdded',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    questionId,
    questionText: `Question ${questionId}?`,
    questionType: 'textarea',
    order,
    isRequired: true,
    addedAt: '2026-01-01T00:00:00.000Z',
    ...data,
  },
});

const NO_SETTINGS = { options: null, allowOther: false, scaleLabels: null, numberRange: null };

const withQuestions = [created(), question('q1', 1), question('q2', 2), question('q3', 3)];
const deleted: SurveyEvent = { type: 'SurveyDeleted', schemaVersion: 1, data: { surveyId: 's1', deletedAt: NOW } };

const edit = (fields: Omit<Partial<Extract<SurveyCommand, { type: 'EditSurvey' }>>, 'type'>): SurveyCommand => ({
  type: 'EditSurvey',
  surveyId: 's1',
  now: NOW,
  ...fields,
});

describe('editing a survey', () => {
  it('records only the details that change, trimmed', () => {
    given(created())
      .when(edit({ title: '  New title ', description: 'About work', slug: 'new-slug', logo: null }))
      .then([
        {
          type: 'SurveyDetailsChanged',
          schemaVersion: 1,
          data: { surveyId: 's1', title: 'New title', slug: 'new-slug', logo: null, changedAt: NOW },
        },
      ]);
  });

  it('records nothing when nothing changes', () => {
    given(created())
      .when(edit({ title: 'Team pulse', slug: 'team-pulse', isActive: true, closesAt: null, responseCap: null }))
      .then([]);
  });

  it('switches a survey off and on', () => {
    given(created())
      .when(edit({ isActive: false }))
      .then([{ type: 'SurveyDeactivated', schemaVersion: 1, data: { surveyId: 's1', deactivatedAt: NOW } }]);
    given(created({ isActive: false }))
      .when(edit({ isActive: true }))
      .then([{ type: 'SurveyActivated', schemaVersion: 1, data: { surveyId: 's1', activatedAt: NOW } }]);
  });

  it('sets and removes a close date (kept in canonical UTC form)', () => {
    given(created())
      .when(edit({ closesAt: '2026-06-01T12:00:00+02:00' }))
      .then([
        {
          type: 'SurveyCloseDateSet',
          schemaVersion: 1,
          data: { surveyId: 's1', closesAt: '2026-06-01T10:00:00.000Z', setAt: NOW },
        },
      ]);
    const closing: SurveyEvent = {
      type: 'SurveyCloseDateSet',
      schemaVersion: 1,
      data: { surveyId: 's1', closesAt: '2026-06-01T10:00:00.000Z', setAt: NOW },
    };
    given(created(), closing)
      .when(edit({ closesAt: null }))
      .then([{ type: 'SurveyCloseDateSet', schemaVersion: 1, data: { surveyId: 's1', closesAt: null, setAt: NOW } }]);
    given(created(), closing)
      .when(edit({ closesAt: '2026-06-01T10:00:00Z' }))
      .then([]);
  });

  it('sets and removes a response cap', () => {
    given(created())
      .when(edit({ responseCap: 100 }))
      .then([
        { type: 'SurveyResponseCapSet', schemaVersion: 1, data: { surveyId: 's1', responseCap: 100, setAt: NOW } },
      ]);
    const capped: SurveyEvent = {
      type: 'SurveyResponseCapSet',
      schemaVersion: 1,
      data: { surveyId: 's1', responseCap: 100, setAt: NOW },
    };
    given(created(), capped)
      .when(edit({ responseCap: null }))
      .then([
        { type: 'SurveyResponseCapSet', schemaVersion: 1, data: { surveyId: 's1', responseCap: null, setAt: NOW } },
      ]);
  });

  it('records several kinds of change from one edit, one event each', () => {
    const events = decider.decide(edit({ title: 'T', isActive: false, responseCap: 5 }), fold([created()]));
    expect(events.map((e) => e.type)).toEqual(['SurveyDetailsChanged', 'SurveyDeactivated', 'SurveyResponseCapSet']);
  });

  it('refuses bad values with the rules of creation', () => {
    given(created())
      .when(edit({ title: '  ' }))
      .thenThrows(new ValidationError('Title is required'));
    given(created())
      .when(edit({ slug: 'Bad Slug' }))
      .thenThrows(
        new ValidationError(
          'Slug may only contain lowercase letters, digits and single hyphens, and may not start or end with a hyphen',
        ),
      );
    given(created())
      .when(edit({ closesAt: 'next friday' }))
      .thenThrows(new ValidationError('closesAt must be a valid ISO 8601 timestamp'));
    for (const responseCap of [0, -1, 1.5]) {
      given(created())
        .when(edit({ responseCap }))
        .thenThrows(new ValidationError('responseCap must be a whole number of 1 or more'));
    }
  });

  it('refuses a missing or deleted survey', () => {
    given()
      .when(edit({ title: 'x' }))
      .thenThrows(new NotFoundError('Survey not found'));
    given(created(), deleted)
      .when(edit({ title: 'x' }))
      .thenThrows(new NotFoundError('Survey not found'));
  });

  it('folds edits into the state', () => {
    const state = fold([
      created(),
      ...decider.decide(edit({ title: 'T2', isActive: false, closesAt: NOW, responseCap: 3 }), fold([created()])),
    ]);
    expect(state).toMatchObject({ title: 'T2', isActive: false, closesAt: NOW, responseCap: 3, slug: 'team-pulse' });
  });
});

describe('duplicating a survey', () => {
  const settings: SurveyEvent[] = [
    { type: 'SurveyCloseDateSet', schemaVersion: 1, data: { surveyId: 's1', closesAt: NOW, setAt: NOW } },
    { type: 'SurveyResponseCapSet', schemaVersion: 1, data: { surveyId: 's1', responseCap: 50, setAt: NOW } },
  ];
  const duplicate = (source: SurveyState, fields: Partial<Extract<SurveyCommand, { type: 'DuplicateSurvey' }>> = {}) =>
    ({
      type: 'DuplicateSurvey',
      surveyId: 's2',
      source,
      slug: 'team-pulse-copy',
      questionIds: ['n1', 'n2', 'n3'],
      now: NOW,
      ...fields,
    }) satisfies SurveyCommand;

  it('keeps an unlisted survey unlisted in its copy (issue 47); a listed one records nothing for it', () => {
    const unlisted: SurveyEvent = {
      type: 'SurveyListingSet',
      schemaVersion: 1,
      data: { surveyId: 's1', listed: false, setAt: NOW },
    };
    const copied = decider.decide(duplicate(fold([created(), unlisted]), { questionIds: [] }), decider.initialState());
    expect(copied).toContainEqual({ ...unlisted, data: { ...unlisted.data, surveyId: 's2' } });
    expect(fold(copied)).toMatchObject({ listed: false });
    const listed = decider.decide(duplicate(fold([created()]), { questionIds: [] }), decider.initialState());
    expect(listed.map((event) => event.type)).not.toContain('SurveyListingSet');
  });

  it('carries over details, questions (new ids, same order), close date and cap, and is created inactive', () => {
    const source = fold([
      created(),
      question('q2', 2, { isRequired: false }),
      question('q1', 1),
      question('q3', 7, { questionText: 'Last?' }),
      ...settings,
    ]);
    const events = decider.decide(duplicate(source), decider.initialState());
    expect(events).toEqual([
      {
        type: 'SurveyCreated',
        schemaVersion: 1,
        data: {
          surveyId: 's2',
          title: 'Team pulse (copy)',
          description: 'About work',
          slug: 'team-pulse-copy',
          logo: '/uploads/logo.png',
          isActive: false,
          createdAt: NOW,
        },
      },
      { type: 'SurveyDuplicated', schemaVersion: 1, data: { surveyId: 's2', sourceSurveyId: 's1', duplicatedAt: NOW } },
      // The copies record every shape field, though the source's old events had only the type.
      question('n1', 1, { surveyId: 's2', questionText: 'Question q1?', addedAt: NOW, ...NO_SETTINGS }),
      question('n2', 2, {
        surveyId: 's2',
        questionText: 'Question q2?',
        isRequired: false,
        addedAt: NOW,
        ...NO_SETTINGS,
      }),
      question('n3', 3, { surveyId: 's2', questionText: 'Last?', addedAt: NOW, ...NO_SETTINGS }),
      { type: 'SurveyCloseDateSet', schemaVersion: 1, data: { surveyId: 's2', closesAt: NOW, setAt: NOW } },
      { type: 'SurveyResponseCapSet', schemaVersion: 1, data: { surveyId: 's2', responseCap: 50, setAt: NOW } },
    ]);
    // Folded, the copy equals the source in everything but id, title, slug and the switch.
    const copy = fold(events);
    const strip = (state: SurveyState) => {
      if (state.status === 'none') throw new Error('no survey');
      const questions = state.questions.map((q, index) => ({ ...q, questionId: '', order: index + 1 }));
      return { ...state, surveyId: '', title: '', slug: '', isActive: false, questions };
    };
    expect(strip(copy)).toEqual(strip(source));
  });

  it('carries the question wording as it is now (after rewording), and no slug when the source has none', () => {
    const reworded: SurveyEvent = {
      type: 'QuestionReworded',
      schemaVersion: 1,
      data: { surveyId: 's1', questionId: 'q1', questionText: 'Better?', rewordedAt: NOW },
    };
    const source = fold([created({ slug: null }), question('q1', 1), reworded]);
    const events = decider.decide(duplicate(source, { slug: null, questionIds: ['n1'] }), decider.initialState());
    expect(events[0]).toMatchObject({ data: { slug: null } });
    expect(events[2]).toMatchObject({ type: 'QuestionAdded', data: { questionId: 'n1', questionText: 'Better?' } });
    expect(events).toHaveLength(3);
  });

  it('refuses a deleted or missing source, and an existing target stream', () => {
    given()
      .when(duplicate(fold([created(), deleted])))
      .thenThrows(new NotFoundError('Survey not found'));
    given().when(duplicate(decider.initialState())).thenThrows(new NotFoundError('Survey not found'));
    given(created({ surveyId: 's2' }))
      .when(duplicate(fold([created()])))
      .thenThrows(new IllegalStateError('Survey already exists'));
  });

  it('keeps the copy title within the title limit', () => {
    expect(copyTitle('Pulse')).toBe('Pulse (copy)');
    const long = copyTitle('x'.repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith(' (copy)')).toBe(true);
  });
});

describe('questions before and after the first response', () => {
  const remove = (hasResponses: boolean, questionId = 'q2'): SurveyCommand => ({
    type: 'RemoveQuestion',
    surveyId: 's1',
    questionId,
    hasResponses,
    now: NOW,
  });
  const reorder = (questionIds: string[], hasResponses = false): SurveyCommand => ({
    type: 'ReorderQuestions',
    surveyId: 's1',
    questionIds,
    hasResponses,
    now: NOW,
  });
  const reword = (questionText: string, questionId = 'q1'): SurveyCommand => ({
    type: 'RewordQuestion',
    surveyId: 's1',
    questionId,
    questionText,
    now: NOW,
  });
  const add = (order: number | undefined, hasResponses: boolean): SurveyCommand => ({
    type: 'AddQuestion',
    surveyId: 's1',
    questionId: 'q4',
    questionText: 'New?',
    ...(order !== undefined ? { order } : {}),
    hasResponses,
    now: NOW,
  });

  it('removes a question before the first response and closes the gap in the order', () => {
    given(...withQuestions)
      .when(remove(false))
      .then([
        { type: 'QuestionRemoved', schemaVersion: 1, data: { surveyId: 's1', questionId: 'q2', removedAt: NOW } },
        {
          type: 'QuestionsReordered',
          schemaVersion: 1,
          data: { surveyId: 's1', questionIds: ['q1', 'q3'], reorderedAt: NOW },
        },
      ]);
    given(...withQuestions)
      .when(remove(false, 'q3'))
      .then([
        { type: 'QuestionRemoved', schemaVersion: 1, data: { surveyId: 's1', questionId: 'q3', removedAt: NOW } },
      ]);
  });

  it('refuses to remove a question once the survey has a response, or one that is not there', () => {
    given(...withQuestions)
      .when(remove(true))
      .thenThrows(new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.remove));
    given(...withQuestions)
      .when(remove(false, 'q9'))
      .thenThrows(new NotFoundError('Question not found'));
  });

  it('reorders before the first response; a list that is not every question once is refused', () => {
    given(...withQuestions)
      .when(reorder(['q3', 'q1', 'q2']))
      .then([
        {
          type: 'QuestionsReordered',
          schemaVersion: 1,
          data: { surveyId: 's1', questionIds: ['q3', 'q1', 'q2'], reorderedAt: NOW },
        },
      ]);
    given(...withQuestions)
      .when(reorder(['q1', 'q2', 'q3']))
      .then([]);
    const incomplete = new ValidationError("questionIds must list each of the survey's questions exactly once");
    given(...withQuestions)
      .when(reorder(['q3', 'q1']))
      .thenThrows(incomplete);
    given(...withQuestions)
      .when(reorder(['q3', 'q1', 'q1']))
      .thenThrows(incomplete);
    given(...withQuestions)
      .when(reorder(['q3', 'q1', 'q9']))
      .thenThrows(incomplete);
  });

  it('refuses to reorder once the survey has a response', () => {
    given(...withQuestions)
      .when(reorder(['q3', 'q1', 'q2'], true))
      .thenThrows(new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.reorder));
  });

  it('folds a reorder and a removal into the state, questions sorted by their new order', () => {
    const state = fold([...withQuestions, ...decider.decide(reorder(['q3', 'q1', 'q2']), fold(withQuestions))]);
    expect(state.status !== 'none' && state.questions.map((q) => [q.questionId, q.order])).toEqual([
      ['q3', 1],
      ['q1', 2],
      ['q2', 3],
    ]);
    const removed = fold([...withQuestions, ...decider.decide(remove(false, 'q1'), fold(withQuestions))]);
    expect(removed.status !== 'none' && removed.questions.map((q) => [q.questionId, q.order])).toEqual([
      ['q2', 1],
      ['q3', 2],
    ]);
  });

  it('rewords at any time (answers keep their wording); the same text records nothing', () => {
    given(...withQuestions)
      .when(reword('  Clearer?  '))
      .then([
        {
          type: 'QuestionReworded',
          schemaVersion: 1,
          data: { surveyId: 's1', questionId: 'q1', questionText: 'Clearer?', rewordedAt: NOW },
        },
      ]);
    given(...withQuestions)
      .when(reword('Question q1?'))
      .then([]);
    given(...withQuestions)
      .when(reword(' '))
      .thenThrows(new ValidationError('Question text is required'));
    given(...withQuestions)
      .when(reword('x', 'q9'))
      .thenThrows(new NotFoundError('Question not found'));
    given(created(), deleted).when(reword('x')).thenThrows(new NotFoundError('Survey not found'));
  });

  it('adds anywhere before the first response, and only at the end after it', () => {
    expect(decider.decide(add(1, false), fold(withQuestions))[0]).toMatchObject({ data: { order: 1 } });
    expect(decider.decide(add(undefined, true), fold(withQuestions))[0]).toMatchObject({ data: { order: 4 } });
    expect(decider.decide(add(9, true), fold(withQuestions))[0]).toMatchObject({ data: { order: 9 } });
    given(...withQuestions)
      .when(add(2, true))
      .thenThrows(new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.addInside));
    given(...withQuestions)
      .when(add(3, true))
      .thenThrows(new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.addInside));
  });

  it('adds after the last question by default, even when the orders have gaps', () => {
    const gaps = [created(), question('q1', 1), question('q2', 5)];
    expect(decider.decide(add(undefined, false), fold(gaps))[0]).toMatchObject({ data: { order: 6 } });
  });
});

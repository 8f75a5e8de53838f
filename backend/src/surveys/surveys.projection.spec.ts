import { jsonb } from '../projections/row-change';
import { projectSurvey } from './surveys.projection';
import type { SurveyEvent } from './survey.events';

const AT = '2026-05-01T10:00:00.000Z';
const at = <E extends SurveyEvent>(event: E, globalPosition: number) => ({ ...event, globalPosition });

describe('surveys projection (lifecycle)', () => {
  it('records a wording from the position of the QuestionAdded and of each QuestionReworded', () => {
    const added = projectSurvey(
      at(
        {
          type: 'QuestionAdded',
          schemaVersion: 1,
          data: {
            surveyId: 's1',
            questionId: 'q1',
            questionText: 'Old?',
            questionType: 'textarea',
            order: 1,
            isRequired: true,
            addedAt: AT,
          },
        },
        7,
      ),
    );
    expect(added[1]).toEqual({
      op: 'upsert',
      table: 'question_wordings',
      key: { question_id: 'q1', from_position: 7 },
      values: { question_text: 'Old?' },
    });
    const reworded = projectSurvey(
      at(
        {
          type: 'QuestionReworded',
          schemaVersion: 1,
          data: { surveyId: 's1', questionId: 'q1', questionText: 'New?', rewordedAt: AT },
        },
        42,
      ),
    );
    expect(reworded).toEqual([
      { op: 'update', table: 'questions', key: { id: 'q1' }, values: { question_text: 'New?' } },
      {
        op: 'upsert',
        table: 'question_wordings',
        key: { question_id: 'q1', from_position: 42 },
        values: { question_text: 'New?' },
      },
    ]);
  });

  it('updates only the details that changed, and the settings', () => {
    expect(
      projectSurvey(
        at({ type: 'SurveyDetailsChanged', schemaVersion: 1, data: { surveyId: 's1', slug: null, changedAt: AT } }, 3),
      ),
    ).toEqual([{ op: 'update', table: 'surveys', key: { id: 's1' }, values: { slug: null } }]);
    expect(
      projectSurvey(
        at({ type: 'SurveyResponseCapSet', schemaVersion: 1, data: { surveyId: 's1', responseCap: 5, setAt: AT } }, 4),
      ),
    ).toEqual([{ op: 'update', table: 'surveys', key: { id: 's1' }, values: { response_cap: 5 } }]);
  });

  it('numbers reordered questions 1, 2, 3 and drops a removed one with its wordings', () => {
    expect(
      projectSurvey(
        at(
          {
            type: 'QuestionsReordered',
            schemaVersion: 1,
            data: { surveyId: 's1', questionIds: ['b', 'a'], reorderedAt: AT },
          },
          5,
        ),
      ),
    ).toEqual([
      { op: 'update', table: 'questions', key: { id: 'b' }, values: { order: 1 } },
      { op: 'update', table: 'questions', key: { id: 'a' }, values: { order: 2 } },
    ]);
    expect(
      projectSurvey(
        at({ type: 'QuestionRemoved', schemaVersion: 1, data: { surveyId: 's1', questionId: 'a', removedAt: AT } }, 6),
      ),
    ).toEqual([
      { op: 'delete', table: 'questions', key: { id: 'a' } },
      { op: 'delete', table: 'question_wordings', key: { question_id: 'a' } },
    ]);
  });
});

describe('surveys projection (question types and translations)', () => {
  const questionAdded = (shape: Record<string, unknown>) =>
    projectSurvey(
      at(
        {
          type: 'QuestionAdded',
          schemaVersion: 1,
          data: {
            surveyId: 's1',
            questionId: 'q1',
            questionText: 'Which?',
            questionType: 'textarea',
            order: 1,
            isRequired: true,
            addedAt: AT,
            ...shape,
          },
        } as SurveyEvent,
        5,
      ),
    )[0];

  it('writes a question from before question types as a long text question with no settings', () => {
    expect(questionAdded({})).toMatchObject({
      values: {
        question_type: 'textarea',
        options: null,
        allow_other: false,
        scale_labels: null,
        number_range: null,
        translations: jsonb({}),
      },
    });
  });

  it("writes a typed question's settings as JSON", () => {
    const options = [
      { id: 'o1', label: 'Email' },
      { id: 'o2', label: 'Chat' },
    ];
    expect(questionAdded({ questionType: 'multiple_choice', options, allowOther: true })).toMatchObject({
      values: { question_type: 'multiple_choice', options: jsonb(options), allow_other: true },
    });
    const numberRange = { min: 0, max: 80, unit: 'hours per week' };
    expect(questionAdded({ questionType: 'number', numberRange })).toMatchObject({
      values: { question_type: 'number', number_range: jsonb(numberRange), options: null },
    });
  });

  it('replaces the shape columns on QuestionShapeChanged', () => {
    const changed = projectSurvey(
      at(
        {
          type: 'QuestionShapeChanged',
          schemaVersion: 1,
          data: {
            surveyId: 's1',
            questionId: 'q1',
            questionType: 'scale',
            options: null,
            allowOther: false,
            scaleLabels: { min: 'Never', max: 'Always' },
            numberRange: null,
            changedAt: AT,
          },
        },
        9,
      ),
    );
    expect(changed).toEqual([
      {
        op: 'update',
        table: 'questions',
        key: { id: 'q1' },
        values: {
          question_type: 'scale',
          options: null,
          allow_other: false,
          scale_labels: jsonb({ min: 'Never', max: 'Always' }),
          number_range: null,
        },
      },
    ]);
  });

  it('sets whether a question is required', () => {
    expect(
      projectSurvey(
        at(
          {
            type: 'QuestionRequiredSet',
            schemaVersion: 1,
            data: { surveyId: 's1', questionId: 'q1', isRequired: false, setAt: AT },
          },
          6,
        ),
      ),
    ).toEqual([{ op: 'update', table: 'questions', key: { id: 'q1' }, values: { is_required: false } }]);
  });

  it('writes the declared languages', () => {
    expect(
      projectSurvey(
        at({ type: 'SurveyLanguagesSet', schemaVersion: 1, data: { surveyId: 's1', languages: ['en'], setAt: AT } }, 4),
      ),
    ).toEqual([{ op: 'update', table: 'surveys', key: { id: 's1' }, values: { languages: jsonb(['en']) } }]);
  });

  it("writes a translation whole: the survey's texts, every question cleared, then each translated one", () => {
    const changes = projectSurvey(
      at(
        {
          type: 'SurveyTranslationSet',
          schemaVersion: 1,
          data: {
            surveyId: 's1',
            language: 'ur',
            translation: { title: 'ٹیم', questions: { q1: { questionText: 'کون سا؟', options: { o1: 'ای میل' } } } },
            setAt: AT,
          },
        },
        11,
      ),
    );
    expect(changes).toEqual([
      { op: 'update', table: 'surveys', key: { id: 's1' }, values: { translations: jsonb({ ur: { title: 'ٹیم' } }) } },
      { op: 'update', table: 'questions', key: { survey_id: 's1' }, values: { translations: jsonb({}) }, many: true },
      {
        op: 'update',
        table: 'questions',
        key: { id: 'q1' },
        values: { translations: jsonb({ ur: { questionText: 'کون سا؟', options: { o1: 'ای میل' } } }) },
      },
    ]);
  });

  it('writes {} for a translation without title or description', () => {
    const changes = projectSurvey(
      at(
        {
          type: 'SurveyTranslationSet',
          schemaVersion: 1,
          data: { surveyId: 's1', language: 'ur', translation: { questions: {} }, setAt: AT },
        },
        12,
      ),
    );
    expect(changes).toEqual([
      { op: 'update', table: 'surveys', key: { id: 's1' }, values: { translations: jsonb({}) } },
      { op: 'update', table: 'questions', key: { survey_id: 's1' }, values: { translations: jsonb({}) }, many: true },
    ]);
  });
});

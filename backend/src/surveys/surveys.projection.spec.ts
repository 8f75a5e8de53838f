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

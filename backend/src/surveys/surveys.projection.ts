import type { RecordedEvent } from '../event-store/event-store';
import type { Projection } from '../projections/projection';
import type { RowChange } from '../projections/row-change';
import { surveyEventTypes, type SurveyEvent } from './survey.events';

/** surveys and questions tables from the survey streams. */
export function projectSurvey(event: SurveyEvent): RowChange[] {
  switch (event.type) {
    case 'SurveyCreated': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'surveys',
          key: { id: d.surveyId },
          values: {
            title: d.title,
            description: d.description,
            slug: d.slug,
            logo: d.logo,
            is_active: d.isActive,
            created_at: d.createdAt,
            deleted_at: null,
          },
        },
      ];
    }
    case 'QuestionAdded': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'questions',
          key: { id: d.questionId },
          values: {
            survey_id: d.surveyId,
            question_text: d.questionText,
            question_type: d.questionType,
            order: d.order,
            is_required: d.isRequired,
            created_at: d.addedAt,
          },
        },
      ];
    }
    case 'SurveyDeleted':
      return [
        {
          op: 'update',
          table: 'surveys',
          key: { id: event.data.surveyId },
          values: { deleted_at: event.data.deletedAt },
        },
      ];
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled survey event ${(unhandled as SurveyEvent).type}`);
    }
  }
}

export const surveysProjection: Projection = {
  name: 'surveys',
  tables: ['surveys', 'questions'],
  handles: surveyEventTypes,
  project: (event: RecordedEvent) => projectSurvey(event as unknown as SurveyEvent),
};

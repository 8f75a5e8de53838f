import type { RecordedEvent } from '../event-store/event-store';
import { positionOf, type Projection } from '../projections/projection';
import { jsonb, type PositionRef, type RowChange } from '../projections/row-change';
import { shapeOf, type StoredQuestionShape } from '@seedline/shared';
import { surveyEventTypes, type SurveyEvent, type SurveyTranslationSet } from './survey.events';

type Positioned<E> = E & { globalPosition: number; streamVersion?: number };

/** A question's wording from this event's log position on (see question-wordings.ts). */
function wording(questionId: string, position: number | PositionRef, questionText: string): RowChange {
  return {
    op: 'upsert',
    table: 'question_wordings',
    key: { question_id: questionId, from_position: position },
    values: { question_text: questionText },
  };
}

const updateSurvey = (surveyId: string, values: Extract<RowChange, { op: 'update' }>['values']): RowChange[] => [
  { op: 'update', table: 'surveys', key: { id: surveyId }, values },
];

/** The questions columns of a shape (an event from before question types reads as a long text question). */
function shapeColumns(stored: StoredQuestionShape): Extract<RowChange, { op: 'update' }>['values'] {
  const shape = shapeOf(stored);
  return {
    question_type: shape.questionType,
    options: jsonb(shape.options),
    allow_other: shape.allowOther,
    scale_labels: jsonb(shape.scaleLabels),
    number_range: jsonb(shape.numberRange),
  };
}

/**
 * A translation lands in surveys.translations (title, description) and in each question's translations,
 * under the language's key. Urdu is the only translation language, so a question's translations object
 * is written whole: first every question of the survey loses it, then those translated get theirs; a
 * question translated before and left out now reads untranslated, live and after a rebuild alike.
 */
function projectTranslation(event: SurveyTranslationSet): RowChange[] {
  const { surveyId, language, translation } = event.data;
  const surveyTexts: Record<string, string> = {};
  if (translation.title !== undefined) surveyTexts.title = translation.title;
  if (translation.description !== undefined) surveyTexts.description = translation.description;
  const surveyTranslations = Object.keys(surveyTexts).length > 0 ? { [language]: surveyTexts } : {};
  return [
    ...updateSurvey(surveyId, { translations: jsonb(surveyTranslations) }),
    { op: 'update', table: 'questions', key: { survey_id: surveyId }, values: { translations: jsonb({}) }, many: true },
    ...Object.entries(translation.questions).map(([questionId, texts]): RowChange => ({
      op: 'update',
      table: 'questions',
      key: { id: questionId },
      values: { translations: jsonb({ [language]: texts }) },
    })),
  ];
}

/** surveys, questions and question_wordings tables from the survey streams. */
export function projectSurvey(event: Positioned<SurveyEvent>): RowChange[] {
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
            closes_at: null,
            response_cap: null,
            languages: null,
            translations: jsonb({}),
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
            ...shapeColumns(d),
            order: d.order,
            is_required: d.isRequired,
            created_at: d.addedAt,
            translations: jsonb({}),
          },
        },
        wording(d.questionId, positionOf(event), d.questionText),
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
    case 'SurveyDetailsChanged': {
      const { surveyId, title, description, slug, logo } = event.data;
      const values: Extract<RowChange, { op: 'update' }>['values'] = {};
      if (title !== undefined) values.title = title;
      if (description !== undefined) values.description = description;
      if (slug !== undefined) values.slug = slug;
      if (logo !== undefined) values.logo = logo;
      return Object.keys(values).length > 0 ? updateSurvey(surveyId, values) : [];
    }
    case 'SurveyActivated':
      return updateSurvey(event.data.surveyId, { is_active: true });
    case 'SurveyDeactivated':
      return updateSurvey(event.data.surveyId, { is_active: false });
    case 'SurveyCloseDateSet':
      return updateSurvey(event.data.surveyId, { closes_at: event.data.closesAt });
    case 'SurveyResponseCapSet':
      return updateSurvey(event.data.surveyId, { response_cap: event.data.responseCap });
    case 'SurveyDuplicated':
      return [];
    case 'QuestionReworded': {
      const d = event.data;
      return [
        { op: 'update', table: 'questions', key: { id: d.questionId }, values: { question_text: d.questionText } },
        wording(d.questionId, positionOf(event), d.questionText),
      ];
    }
    case 'QuestionRemoved':
      // Only before the survey's first response, so no answer refers to it.
      return [
        { op: 'delete', table: 'questions', key: { id: event.data.questionId } },
        { op: 'delete', table: 'question_wordings', key: { question_id: event.data.questionId } },
      ];
    case 'QuestionsReordered':
      return event.data.questionIds.map((id, index) => ({
        op: 'update',
        table: 'questions',
        key: { id },
        values: { order: index + 1 },
      }));
    case 'QuestionShapeChanged': {
      const { questionId, surveyId: _survey, changedAt: _at, ...shape } = event.data;
      return [{ op: 'update', table: 'questions', key: { id: questionId }, values: shapeColumns(shape) }];
    }
    case 'QuestionAnalysisRoleSet':
      return [
        {
          op: 'update',
          table: 'questions',
          key: { id: event.data.questionId },
          values: { analysis_role: event.data.role },
        },
      ];
    case 'QuestionRequiredSet':
      return [
        {
          op: 'update',
          table: 'questions',
          key: { id: event.data.questionId },
          values: { is_required: event.data.isRequired },
        },
      ];
    case 'SurveyLanguagesSet':
      return updateSurvey(event.data.surveyId, { languages: jsonb(event.data.languages) });
    case 'SurveyTranslationSet':
      return projectTranslation(event);
    case 'SurveyHiddenFieldsSet':
    case 'SurveyAbandonAfterSet':
      return []; // survey_response_settings, kept by response-settings.projection.ts
    case 'SurveyEmbedOriginsSet':
      return updateSurvey(event.data.surveyId, { embed_origins: jsonb(event.data.origins) });
    case 'SurveyEndScreenSet':
      return updateSurvey(event.data.surveyId, { end_screen: jsonb(event.data.endScreen) });
    case 'SurveyListingSet':
      return updateSurvey(event.data.surveyId, { listed: event.data.listed });
    case 'SurveyClientSet':
      return updateSurvey(event.data.surveyId, { client_id: event.data.clientId });
    case 'LogicRuleAdded':
    case 'LogicRuleChanged':
    case 'LogicRuleRemoved': {
      const { questionId, rules } = event.data;
      const logic = rules.length > 0 ? jsonb(rules) : null;
      return [{ op: 'update', table: 'questions', key: { id: questionId }, values: { logic } }];
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled survey event ${(unhandled as SurveyEvent).type}`);
    }
  }
}

export const surveysProjection: Projection = {
  name: 'surveys',
  tables: ['surveys', 'questions', 'question_wordings'],
  handles: surveyEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) => projectSurvey(event as unknown as Positioned<SurveyEvent>),
};

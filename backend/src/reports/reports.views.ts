import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  MAX_KEYPHRASES,
  MAX_QUOTES_PER_THEME,
  MAX_REPORT_OPPORTUNITIES,
  MAX_REPORT_THEMES,
  type AnalyseResponsesResult,
  type IceRating,
  type ReportOpportunity,
  type ReportQuote,
  type ReportTheme,
} from '@seedline/shared';
import type { ReportStatus } from './report.decider';

// What the reports endpoints answer. The report classes satisfy the worker's job contract, which is
// the one definition of a report; the OpenAPI document and the frontend's types come from these.

export const REPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const satisfies readonly ReportStatus[];
export const ANALYSIS_PROVIDERS = ['offline', 'openai'] as const;

@ApiSchema({
  name: 'ReportCoverage',
  description: 'The responses read: those with answer text, and the span of their start times',
})
export class ReportCoverageView {
  @ApiProperty({ type: 'integer', minimum: 0 })
  responses!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  from!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  to!: string | null;
}

@ApiSchema({
  name: 'ReportThemeCoverage',
  description: 'What the themes cover: responses in no theme, and the smallest theme size reported and why',
})
export class ReportThemeCoverageView {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Responses analysed that fall in no theme' })
  unthemed!: number;

  @ApiProperty({ description: '"11 of 50 responses (22%) fall in no theme."' })
  summary!: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  minThemeSize!: number;

  @ApiProperty()
  minThemeSizeReason!: string;
}

@ApiSchema({ name: 'ReportQueued' })
export class ReportQueuedView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['queued'], type: String })
  status!: 'queued';
}

@ApiSchema({ name: 'ReportSummary' })
export class ReportSummaryView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  surveyId!: string;

  @ApiProperty({ enum: REPORT_STATUSES, enumName: 'ReportStatus' })
  status!: ReportStatus;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: 'How far the job is, read live from it while queued or running; 100 once it has ended',
  })
  progress!: number;

  @ApiProperty({ format: 'date-time' })
  requestedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it completed or failed' })
  completedAt!: string | null;

  @ApiProperty({
    enum: ANALYSIS_PROVIDERS,
    enumName: 'AnalysisProvider',
    description: 'The provider expected at the request; once completed, the one that made the report',
  })
  provider!: 'offline' | 'openai';

  @ApiProperty({ type: 'integer', nullable: true, description: 'From the request to the end of the job' })
  durationMs!: number | null;

  @ApiProperty({ type: ReportCoverageView })
  coverage!: ReportCoverageView;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Low-quality responses left out of the analysis (issue 50): "3 low-quality responses left out"',
  })
  lowQualityExcluded!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      'Low-quality responses counted in the analysis, the consultant having asked for them (issue 50): "3 low-quality responses counted"',
  })
  lowQualityIncluded!: number;
}

@ApiSchema({ name: 'ReportQuote', description: 'A verbatim quote, checked against the answer it cites' })
export class ReportQuoteView implements ReportQuote {
  @ApiProperty()
  text!: string;

  @ApiProperty()
  responseId!: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Shown as "Response #n"' })
  responseNumber!: number;

  @ApiProperty()
  questionId!: string;

  @ApiProperty({ enum: ['answer', 'follow-up'], type: String })
  source!: 'answer' | 'follow-up';

  @ApiProperty({ enum: ['en', 'ur'], type: String })
  language!: 'en' | 'ur';

  @ApiProperty({ type: String, nullable: true, description: 'English gloss of an Urdu quote (machine translation)' })
  gloss!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why there is no gloss, or that it is a machine translation',
  })
  glossNote!: string | null;
}

/** Per hidden field, per value, a count; absent when no analysed response's link carried a value. */
const SEGMENT_COUNTS_SCHEMA = (description: string) => ({
  type: 'object' as const,
  additionalProperties: { type: 'object' as const, additionalProperties: { type: 'integer' as const, minimum: 0 } },
  description,
});

@ApiSchema({ name: 'ReportTheme' })
export class ReportThemeView implements ReportTheme {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  summary!: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  responseCount!: number;

  @ApiProperty({ minimum: 0, maximum: 1, description: 'Share of the responses analysed' })
  share!: number;

  @ApiProperty({ type: ReportQuoteView, isArray: true, minItems: 1, maxItems: MAX_QUOTES_PER_THEME })
  quotes!: ReportQuoteView[];

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    maxItems: MAX_KEYPHRASES,
    description: 'The words its responses share most, in their own script, best first (offline provider)',
  })
  keyphrases?: string[];

  @ApiPropertyOptional(SEGMENT_COUNTS_SCHEMA('Its responses per hidden-field value: { team: { finance: 9 } }'))
  segments?: Record<string, Record<string, number>>;
}

@ApiSchema({ name: 'IceRating' })
export class IceRatingView implements IceRating {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10 })
  value!: number;

  @ApiProperty()
  reason!: string;
}

@ApiSchema({ name: 'ReportOpportunity' })
export class ReportOpportunityView implements ReportOpportunity {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: IceRatingView })
  impact!: IceRatingView;

  @ApiProperty({ type: IceRatingView })
  confidence!: IceRatingView;

  @ApiProperty({ type: IceRatingView })
  ease!: IceRatingView;

  @ApiProperty({ minimum: 1, maximum: 10, description: 'ICE score: mean of impact, confidence and ease' })
  score!: number;

  @ApiProperty({ type: String, isArray: true, minItems: 1 })
  themeIds!: string[];

  @ApiProperty({ type: ReportQuoteView, isArray: true, maxItems: MAX_QUOTES_PER_THEME })
  quotes!: ReportQuoteView[];

  @ApiProperty({ type: Number, nullable: true, minimum: 0 })
  hoursSavedPerWeek!: number | null;

  @ApiProperty({ type: String, nullable: true })
  hoursSavedArithmetic!: string | null;
}

@ApiSchema({ name: 'ReportContent' })
export class ReportContentView implements AnalyseResponsesResult {
  @ApiProperty({ type: ReportThemeView, isArray: true, maxItems: MAX_REPORT_THEMES })
  themes!: ReportThemeView[];

  @ApiProperty({
    type: ReportOpportunityView,
    isArray: true,
    maxItems: MAX_REPORT_OPPORTUNITIES,
    description: 'Best ICE score first',
  })
  opportunities!: ReportOpportunityView[];

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Quotes dropped because they were not verbatim' })
  droppedQuotes!: number;

  @ApiProperty({ type: ReportCoverageView })
  coverage!: ReportCoverageView;

  @ApiProperty({ enum: ANALYSIS_PROVIDERS, enumName: 'AnalysisProvider' })
  provider!: 'offline' | 'openai';

  @ApiPropertyOptional({ type: ReportThemeCoverageView, description: 'Given by the offline provider' })
  themeCoverage?: ReportThemeCoverageView;

  @ApiPropertyOptional(
    SEGMENT_COUNTS_SCHEMA("The responses analysed per hidden-field value: what a theme's segments are out of"),
  )
  segments?: Record<string, Record<string, number>>;
}

@ApiSchema({ name: 'Report' })
export class ReportView extends ReportSummaryView {
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed' })
  error!: string | null;

  @ApiPropertyOptional({ type: ReportContentView, description: 'Present once completed' })
  report?: ReportContentView;
}

// ---- the findings board ----

@ApiSchema({ name: 'BoardTheme', description: 'A theme as the consultant curated it, with the quotes it shows' })
export class BoardThemeView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The name the analysis (or the split) gave' }) originalName!: string;
  @ApiProperty() summary!: string;

  @ApiProperty({
    enum: ['analysis', 'split', 'candidate'],
    type: String,
    description: 'candidate: new at a re-run, offered until kept, merged or hidden',
  })
  origin!: 'analysis' | 'split' | 'candidate';

  @ApiProperty({ type: 'integer', minimum: 0 }) responseCount!: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) share!: number;

  @ApiProperty({ type: ReportQuoteView, isArray: true, description: 'Shown, in order' })
  quotes!: ReportQuoteView[];

  @ApiProperty({ type: ReportQuoteView, isArray: true, description: 'Every quote of its answers still standing' })
  availableQuotes!: ReportQuoteView[];

  @ApiProperty() hidden!: boolean;
  @ApiProperty({ type: String, nullable: true }) hiddenReason!: string | null;
  @ApiProperty({ type: String, nullable: true }) segmentNotes!: string | null;
  @ApiProperty({ type: String, isArray: true }) keyphrases!: string[];
  @ApiProperty({ type: String, isArray: true, description: 'The analysis themes it holds' }) sources!: string[];
}

@ApiSchema({ name: 'BoardOpportunity' })
export class BoardOpportunityView extends ReportOpportunityView {
  @ApiProperty({ type: String, isArray: true, description: 'The curated names of the themes it serves' })
  themeNames!: string[];

  @ApiProperty({ type: String, nullable: true, description: "The consultant's reason for edited ICE scores" })
  iceEditReason!: string | null;
}

@ApiSchema({ name: 'BoardChange', description: 'What a re-run changed' })
export class BoardChangeView {
  @ApiProperty({ enum: ['joined', 'candidate'], type: String }) kind!: 'joined' | 'candidate';
  @ApiProperty() themeId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) responses!: number;
}

@ApiSchema({ name: 'CurationHistoryEntry' })
export class CurationHistoryView {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The admin who made the change' }) by!: string | null;
  @ApiProperty({ description: 'The change type (CurationType, or CurationCarriedOver)' }) type!: string;
  @ApiProperty({ description: 'What changed, in words' }) summary!: string;
}

@ApiSchema({ name: 'FindingsBoard' })
export class FindingsBoardView {
  @ApiProperty({ format: 'uuid' }) reportId!: string;
  @ApiProperty({ type: BoardThemeView, isArray: true }) themes!: BoardThemeView[];
  @ApiProperty({ type: BoardOpportunityView, isArray: true }) opportunities!: BoardOpportunityView[];
  @ApiProperty({ type: BoardChangeView, isArray: true }) changes!: BoardChangeView[];
  @ApiProperty({ type: CurationHistoryView, isArray: true, description: 'Oldest first' })
  history!: CurationHistoryView[];
  @ApiProperty({ type: String, nullable: true, description: 'The report whose curation a re-run carried in' })
  carriedFrom!: string | null;
}

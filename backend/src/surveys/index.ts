// The surveys feature's front door: its module and service, the pure rules of hidden fields, and the reads
// other features make of a survey (the survey, its questions, its response settings, question wordings),
// taken from its rooms' own doors. The survey's pure rules (question shapes, typed answers, branching)
// live in @seedline/shared (survey-rules/).
export * from './questions';
export * from './response-settings';
export * from './survey-availability';
export * from './surveys.module';
export { findSurvey, listQuestions } from './surveys.queries';
export * from './surveys.service';
export { ResponseSettingsService } from './response-settings/response-settings.service';

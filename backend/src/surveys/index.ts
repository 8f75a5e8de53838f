// The surveys feature's front door: its module and service, the pure rules of hidden fields, and the reads
// other features make of a survey (the survey, its questions, its response settings). The survey's
// pure rules (question shapes, typed answers, branching) live in @seedline/shared (survey-rules/).
export * from './hidden-fields';

export * from './question-wordings';
export { findResponseSettings, listAbandonmentSettings } from './response-settings.queries';
export * from './survey-availability';
export * from './surveys.module';
export { findSurvey, listQuestions } from './surveys.queries';
export * from './surveys.service';

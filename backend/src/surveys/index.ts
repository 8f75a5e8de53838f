// The surveys feature's front door: its module and service, the pure rules of question shapes and hidden fields,
// the branching rules and the path they give (logic/, which the browser imports too), and the reads
// other features make of a survey (the survey, its questions, its response settings).
export * from './hidden-fields';

export * from './question-wordings';
export { findResponseSettings, listAbandonmentSettings } from './response-settings.queries';
export * from './survey-availability';
export * from './surveys.module';
export { findSurvey, listQuestions } from './surveys.queries';
export * from './surveys.service';
export * from './logic';

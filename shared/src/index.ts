// @seedline/shared: what the API and the AI worker both run on, and what the browser shares with the
// API. The configuration schema (every variable, its default and its rule), the log transport, the
// errors that cross the queue, the AI job contract (names, payloads, results, validation), a timeout
// helper, and the survey's pure rules (survey-rules/, which the browser imports through its alias).
export * from './config';
export { logTransport } from './logging/log-output';
export * from './errors';
export { withTimeout } from './with-timeout';
export { freePort } from './net/free-port';
export * from './contract/ai-jobs';
export * from './contract/generate-questions.job';
export * from './contract/chat-followup.job';
export * from './contract/analyse-responses.job';
export * from './contract/translate-texts.job';
export * from './contract/question-types';
export * from './contract/job-context';
export * from './survey-rules';
export * from './proposal/proposal-wording';

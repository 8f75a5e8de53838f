// Response settings' door: the hidden fields' rules and the reads the survey's logic and other features make.
// The decider, projection, controller and service are named by the survey's composition (survey.decider.ts,
// surveys.module.ts) and app/read-models.ts: they use the survey's own files, so a door to them would close a circle.
export * from './hidden-fields';
export { findResponseSettings, listAbandonmentSettings } from './response-settings.queries';

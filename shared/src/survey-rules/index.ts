// The pure rules of a survey, shared by the API and the browser (alias `@survey-rules`): the question
// types and shapes, the typed answers they take, the branching rules and the path they give. Nothing
// here imports anything outside this folder, so the browser can load it as it is.
export * from './question-types';
export * from './question-shape';
export * from './typed-answer';
export * from './rule-violation';
export * from './off-path-reason';
export * from './path-map';
export * from './rule-sentence';
export * from './survey-logic';
export * from './survey-path';
export * from './redirect-url';
export * from './analysis-role';
export * from './question-counts';

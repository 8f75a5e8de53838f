// The pure rules of a survey: question shapes, the branching rules and the path they give. The surveys
// feature's second front door, for the
// responses feature and for the browser (the `@survey-logic` alias), which must not load the feature's
// services.
export * from './off-path-reason';
export * from './path-map';
export * from './rule-sentence';
export * from './survey-logic';
export * from './survey-path';
export * from './question-shape';

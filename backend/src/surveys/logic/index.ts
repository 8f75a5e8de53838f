// Logic's door (branching rules): the view the survey's questions nest. The decider, controller and service are
// named by the survey's composition (survey.decider.ts, survey-state.ts, surveys.module.ts).
export * from './survey-logic.views';

// Questions' door: the wording joins other features read answers' questions with. The question commands'
// decider is named by the survey's decider (survey.decider.ts), which delegates to it.
export * from './question-wordings';

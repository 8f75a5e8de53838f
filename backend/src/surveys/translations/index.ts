// The survey's languages and translations: pure rules, used by the survey's events, state and HTTP and by its rooms.
export * from './survey-translation';

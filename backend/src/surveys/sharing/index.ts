// Sharing's door (embedding and the end screen): its rules and the view the survey's answer nests. The decider,
// controller and service are named by the survey's composition, and the embed page's headers by app/app.factory.ts.
export * from './survey-sharing';
export * from './survey-sharing.views';

// The starter survey's English texts, as the backend seeds them (backend/src/surveys/starter-survey.json;
// starter-survey.spec.ts keeps the two from drifting). Their Urdu lives in the survey's own data (the
// JSON's "urdu", recorded as the survey's translation), which respondents read from the API.

export const STARTER_SURVEY_TITLE_EN = 'AI Workflow Discovery Survey';

export const STARTER_SURVEY_DESCRIPTION_EN =
  'Seven short questions about your daily work, so we can find where AI could save your team time. There are no right or wrong answers.';

export const STARTER_SURVEY_QUESTIONS_EN = [
  'What is your role, and what does a typical workday look like for you?',
  'Which tasks take up most of your time each week?',
  'Which of your tasks feel repetitive, manual or error-prone?',
  'Which tools and systems do you use every day, and where do they fall short?',
  'Where do you wait for information or approvals from other people or teams?',
  'Have you used any AI tools at work so far? What helped, and what did not?',
  'If an AI assistant could take one task off your plate tomorrow, which would you choose and why?',
] as const;

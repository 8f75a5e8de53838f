// Texts the load processes send, shared with the checks that look for them in the database.

/** What simulated respondent i writes for question j. */
export const respondentAnswer = (/** @type {number} */ i, /** @type {number} */ j) =>
  `Respondent ${i}, question ${j}: about forty people, mostly remote, invoices by email.`;

/** The SQL expression computing respondentAnswer from 0-based i and j columns. */
export const RESPONDENT_ANSWER_SQL = `format('Respondent %s, question %s: about forty people, mostly remote, invoices by email.', i, j)`;

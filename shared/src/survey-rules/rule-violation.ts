/**
 * An answer or a question shape that breaks a survey rule. The message says why in the respondent's or
 * the admin's terms; the API answers it as a 400 problem, the browser shows it before sending.
 */
export class RuleViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleViolation';
  }
}

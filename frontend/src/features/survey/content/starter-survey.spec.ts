import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  STARTER_SURVEY_DESCRIPTION_EN,
  STARTER_SURVEY_QUESTIONS_EN,
  STARTER_SURVEY_TITLE_EN,
  STARTER_SURVEY_URDU,
} from './starter-survey';

// The backend seeds from this JSON; the frontend translates by exact English text. If someone edits
// one side only, Urdu respondents would silently see English: this spec fails instead.
const seedPath = join(__dirname, '../../../../../backend/src/surveys/starter-survey.json');
const seed = JSON.parse(readFileSync(seedPath, 'utf8')) as { title: string; description: string; questions: string[] };

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('starter survey content', () => {
  it('matches the backend seed text for text, in order', () => {
    expect(seed.title).toBe(STARTER_SURVEY_TITLE_EN);
    expect(seed.description).toBe(STARTER_SURVEY_DESCRIPTION_EN);
    expect(seed.questions).toEqual([...STARTER_SURVEY_QUESTIONS_EN]);
  });

  it('has seven questions', () => {
    expect(seed.questions).toHaveLength(7);
    expect(new Set(seed.questions).size).toBe(7);
  });

  it.each(seed.questions.map((q, i) => [i + 1, q]))('question %i has an Urdu translation', (_n, question) => {
    const urdu = STARTER_SURVEY_URDU[question as string];
    expect(urdu).toMatch(ARABIC_SCRIPT);
    expect(urdu?.trim()).toBe(urdu);
  });

  it('translates the title and description', () => {
    expect(STARTER_SURVEY_URDU[seed.title]).toMatch(ARABIC_SCRIPT);
    expect(STARTER_SURVEY_URDU[seed.description]).toMatch(ARABIC_SCRIPT);
  });

  it('has no translation without its English text in the seed', () => {
    const known = new Set([seed.title, seed.description, ...seed.questions]);
    expect(Object.keys(STARTER_SURVEY_URDU).filter((en) => !known.has(en))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STARTER_SURVEY_DESCRIPTION_EN, STARTER_SURVEY_QUESTIONS_EN, STARTER_SURVEY_TITLE_EN } from './starter-survey';

// The backend seeds from this JSON, with the survey's Urdu beside the English: Urdu respondents read
// the translation from the survey itself, so every text the seed has must have its Urdu there.
const seedPath = join(__dirname, '../../../../../backend/src/surveys/starter-survey.json');
const seed = JSON.parse(readFileSync(seedPath, 'utf8')) as {
  title: string;
  description: string;
  questions: string[];
  urdu: { title: string; description: string; questions: string[] };
};

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

  it('seeds an Urdu title, description and one Urdu text per question', () => {
    expect(seed.urdu.title).toMatch(ARABIC_SCRIPT);
    expect(seed.urdu.description).toMatch(ARABIC_SCRIPT);
    expect(seed.urdu.questions).toHaveLength(seed.questions.length);
    for (const urdu of seed.urdu.questions) {
      expect(urdu).toMatch(ARABIC_SCRIPT);
      expect(urdu.trim()).toBe(urdu);
    }
  });
});

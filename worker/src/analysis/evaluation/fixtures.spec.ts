import { extractTextFeatures } from '../text-features';
import { SURVEY_FIXTURES, TUNING_FIXTURES } from './fixtures';
import { fixtureProblems, plantedMembers, type SurveyFixture } from './fixture';

const URDU_NON_ANSWERS = ['نہیں', 'کچھ نہیں', 'معلوم نہیں'];
const ENGLISH_NON_ANSWERS = ['No comment.', 'Nothing.', 'N/A', 'Not sure.'];
const isRomanUrdu = (text: string) => /\b(nahi|hai|hain|parta|karna|ke|ki|ka)\b/i.test(text);

function remarks(f: SurveyFixture) {
  const q = f.questions.find((x) => x.role === 'remarks')!;
  return f.responses.flatMap((r) => (r.answers[q.id] === undefined ? [] : [{ r, text: String(r.answers[q.id]) }]));
}

describe('the tuning fixtures', () => {
  it('are well formed: sizes add up, answers fit their questions', () => {
    expect(TUNING_FIXTURES.flatMap(fixtureProblems)).toEqual([]);
  });

  it.each(SURVEY_FIXTURES.map((f) => [f.id, f]))(
    '%s is a real survey: segment, measure and remarks questions, non-answers, sentiment and side remarks, synonyms, three ways of writing',
    (_, f) => {
      const roles = f.questions.map((q) => q.role);
      expect(roles).toEqual(expect.arrayContaining(['segment', 'themes', 'measure', 'remarks']));
      expect(f.questions.find((q) => q.role === 'measure')).toMatchObject({ type: 'number', unit: 'hours per week' });
      expect(f.questions.find((q) => q.role === 'segment')!.type).toBe('single_choice');
      expect(f.questions[f.questions.length - 1]!.role).toBe('remarks');
      const closing = remarks(f);
      const kinds = new Set(closing.map(({ r }) => r.noise?.else ?? r.noise?.[f.questions.at(-1)!.id]));
      expect([...kinds]).toEqual(expect.arrayContaining(['non-answer', 'sentiment', 'side']));
      const texts = closing.map((c) => c.text);
      expect(texts.some((t) => ENGLISH_NON_ANSWERS.includes(t))).toBe(true);
      expect(texts.some((t) => URDU_NON_ANSWERS.includes(t))).toBe(true);
      expect(f.planted.some((p) => (p.wordings?.length ?? 0) >= 3)).toBe(true);
      // A pain in invented or uncommon words, raised by fewer respondents than the side remarks.
      const side = closing.filter(({ r }) => Object.values(r.noise ?? {}).includes('side')).length;
      const smallest = Math.min(...f.planted.map((p) => p.size));
      expect(smallest).toBeGreaterThanOrEqual(5);
      expect(smallest).toBeLessThan(side);
      const work = f.responses.flatMap((r) =>
        f.questions
          .filter((q) => q.role === 'themes' && r.answers[q.id] !== undefined)
          .map((q) => ({ r, text: String(r.answers[q.id]) })),
      );
      expect(work.some(({ r }) => r.language === 'en')).toBe(true);
      expect(work.some(({ text }) => /\p{Script=Arabic}/u.test(text))).toBe(true);
      expect(
        work.some(({ r, text }) => r.language === 'ur' && !/\p{Script=Arabic}/u.test(text) && isRomanUrdu(text)),
      ).toBe(true);
    },
  );

  it('plant at least half of their pains in words no word list knows: no concept or known tool is named by 40% of such a pain', () => {
    const planted = TUNING_FIXTURES.flatMap((f) => f.planted);
    expect(planted.filter((p) => p.lexiconFree).length).toBeGreaterThanOrEqual(planted.length / 2);
    const named40: string[] = [];
    for (const f of TUNING_FIXTURES) {
      const members = plantedMembers(f);
      const themes = f.questions.filter((q) => q.role === 'themes').map((q) => q.id);
      for (const p of f.planted.filter((x) => x.lexiconFree)) {
        const ids = new Set(members.get(p.id));
        const texts = f.responses
          .filter((_, i) => ids.has(`${f.id}-${String(i + 1).padStart(3, '0')}`))
          .map((r) => themes.map((q) => r.answers[q] ?? '').join(' '));
        const named = new Map<string, number>();
        for (const text of texts) {
          const features = extractTextFeatures(text);
          // Every word list that can name a theme or bridge two languages: the workplace concepts and the
          // known tools (the issue-27 Urdu glossary is gone; loanwords bridge by a rule, not a list).
          const found = new Set([
            ...[...features.work, ...features.documents, ...features.channels, ...features.places].map((c) => c.id),
            ...features.tools.filter((t) => t.known).map((t) => `tool:${t.name}`),
          ]);
          for (const id of found) named.set(id, (named.get(id) ?? 0) + 1);
        }
        const [concept, most] = [...named].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
        if (most / texts.length >= 0.4) named40.push(`${f.id}/${p.id}: ${concept} in ${most} of ${texts.length}`);
      }
    }
    expect(named40).toEqual([]);
  });
});

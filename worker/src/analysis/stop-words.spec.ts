import { EN_STOP_WORDS } from './stop-words';

describe('the English stop words', () => {
  it("are all words of stopwords-iso's English list, their stated source", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON list
    const iso = new Set((require('stopwords-iso') as { en: string[] }).en);
    expect([...EN_STOP_WORDS].filter((w) => !iso.has(w))).toEqual([]);
  });
});

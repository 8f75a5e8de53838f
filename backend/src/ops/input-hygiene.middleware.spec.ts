import { BAD_TEXT, BAD_URL, bodyProblem, MAX_BODY_DEPTH, pathProblem, TOO_DEEP } from './input-hygiene.middleware';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('bodyProblem', () => {
  it('accepts ordinary payloads, Urdu, RTL marks, emoji and combining marks included', () => {
    expect(bodyProblem(undefined)).toBeNull();
    expect(
      bodyProblem({ title: 'سروے', description: '\u202Bمتن\u202C 👩‍💻 é', order: 1, tags: [true, null] }),
    ).toBeNull();
    expect(bodyProblem({ conversationHistory: [{ role: 'user', content: 'hi' }] })).toBeNull();
    expect(bodyProblem(nested(MAX_BODY_DEPTH - 1))).toBeNull();
  });

  it('refuses NUL characters and unpaired surrogates, in values and in keys', () => {
    expect(bodyProblem({ answerText: 'a\u0000b' })).toBe(BAD_TEXT);
    expect(bodyProblem({ title: 'x\uD800' })).toBe(BAD_TEXT);
    expect(bodyProblem({ title: '\uDC00x' })).toBe(BAD_TEXT);
    expect(bodyProblem({ list: [['\u0000']] })).toBe(BAD_TEXT);
    expect(bodyProblem({ ['k\u0000']: 1 })).toBe(BAD_TEXT);
    expect(bodyProblem('\u0000')).toBe(BAD_TEXT);
  });

  it('refuses hostile depth without overflowing its own stack', () => {
    expect(bodyProblem(nested(MAX_BODY_DEPTH + 1))).toBe(TOO_DEEP);
    expect(bodyProblem(nested(100_000))).toBe(TOO_DEEP);
  });
});

describe('pathProblem', () => {
  it('refuses NUL in the path, encoded or not', () => {
    expect(pathProblem('/api/surveys/a%00b')).toBe(BAD_URL);
    expect(pathProblem('/api/responses/%00')).toBe(BAD_URL);
    expect(pathProblem('/api/surveys/a\u0000')).toBe(BAD_URL);
    expect(pathProblem('/api/surveys/%D8%B3%D8%B1%D9%88%DB%92')).toBeNull();
    expect(pathProblem('/api/surveys/100%25')).toBeNull();
  });
});

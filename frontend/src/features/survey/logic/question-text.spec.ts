import { previousAnswerLines, questionSizeClass, questionSizeStep, splitWords, truncateText } from './question-text';

describe('questionSizeStep', () => {
  it.each([
    [0, 0],
    [59, 0],
    [60, 1],
    [99, 1],
    [100, 2],
    [149, 2],
    [150, 3],
    [400, 3],
  ])('a %i-character question is step %i', (length, step) => {
    expect(questionSizeStep('x'.repeat(length))).toBe(step);
  });

  it('counts characters, not UTF-16 units, and ignores surrounding spaces', () => {
    expect(questionSizeStep(`  ${'😀'.repeat(59)}  `)).toBe(0);
  });

  it.each(['page', 'chat'] as const)('gives each step a smaller size class (%s)', (placement) => {
    const classes = [10, 70, 120, 200].map((n) => questionSizeClass('a'.repeat(n), placement));
    expect(new Set(classes).size).toBe(4);
  });
});

describe('truncateText', () => {
  it('keeps text of 100 characters or fewer', () => {
    expect(truncateText('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('cuts longer text at 100 characters and marks the cut', () => {
    expect(truncateText('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = truncateText('😀'.repeat(120));
    expect(Array.from(cut)).toHaveLength(103);
    expect(cut.startsWith('😀'.repeat(100))).toBe(true);
  });
});

describe('previousAnswerLines', () => {
  const answered = [1, 2, 3, 4].map((n) => ({ questionNumber: n, answerText: `answer ${n}` }));

  const read = (lines: { label: string; text: string }[]) => lines.map((l) => `${l.label}: ${l.text}`);

  it('shows the last three answers as Q{n}: text', () => {
    expect(read(previousAnswerLines(answered))).toEqual(['Q2: answer 2', 'Q3: answer 3', 'Q4: answer 4']);
  });

  it('shows fewer when fewer were given, none at the start', () => {
    expect(read(previousAnswerLines(answered.slice(0, 1)))).toEqual(['Q1: answer 1']);
    expect(previousAnswerLines([])).toEqual([]);
  });

  it('cuts each answer at 100 characters', () => {
    expect(read(previousAnswerLines([{ questionNumber: 7, answerText: 'b'.repeat(150) }]))).toEqual([
      `Q7: ${'b'.repeat(100)}...`,
    ]);
  });

  it('labels the question in the respondent’s language, apart from the answer', () => {
    const urdu = (n: number) => `سوال ${n}`;
    expect(previousAnswerLines([{ questionNumber: 2, answerText: '5 میں سے 3' }], urdu)).toEqual([
      { label: 'سوال 2', text: '5 میں سے 3' },
    ]);
  });
});

describe('splitWords', () => {
  it('keeps the spacing so the joined words equal the text', () => {
    const text = 'How  does\nyour day start?';
    expect(splitWords(text)).toEqual(['How  ', 'does\n', 'your ', 'day ', 'start?']);
    expect(splitWords(text).join('')).toBe(text);
  });

  it('splits Urdu on spaces', () => {
    expect(splitWords('آپ کا دن')).toHaveLength(3);
  });
});

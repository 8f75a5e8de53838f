import {
  csvFileName,
  csvHeader,
  csvLine,
  csvRow,
  escapeCsvField,
  neutralizeFormula,
  type CsvAnswerValue,
  type CsvQuestion,
  type CsvResponse,
} from './responses-csv';

describe('escapeCsvField', () => {
  it('leaves plain text alone', () => {
    expect(escapeCsvField('hello world')).toBe('hello world');
    expect(escapeCsvField('')).toBe('');
  });

  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(escapeCsvField('a, b')).toBe('"a, b"');
    expect(escapeCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(escapeCsvField('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('keeps Urdu text as it is', () => {
    expect(escapeCsvField('ہم روزانہ رپورٹیں دستی طور پر بناتے ہیں')).toBe('ہم روزانہ رپورٹیں دستی طور پر بناتے ہیں');
  });
});

describe('neutralizeFormula', () => {
  it.each(['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '\t=1', '\r=1'])('prefixes %j with an apostrophe', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it.each(['-5', '-3.25', '+7', '-.5', '-1e3', '-0'])('leaves the number %j a number', (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });

  it.each(['-5+cmd', '-1-1', '- 5', '-5,0', '-', '+', '-1e', '-0x1F'])('still neutralises %j', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text, and formula characters later in the text, alone', () => {
    expect(neutralizeFormula('a = b')).toBe('a = b');
    expect(neutralizeFormula('email@example.com')).toBe('email@example.com');
  });

  it('neutralises before quoting, so the apostrophe lands inside the quotes', () => {
    expect(escapeCsvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('csvLine', () => {
  it('ends the row with CRLF, writes empty cells for null and undefined and numbers as text', () => {
    expect(csvLine(['a', null, undefined, 3])).toBe('a,,,3\r\n');
  });

  it('quotes awkward content so a spreadsheet reads back the same cells', () => {
    expect(csvLine(['Question, with comma', 'He said "yes"', 'multi\nline\r\nanswer'])).toBe(
      '"Question, with comma","He said ""yes""","multi\nline\r\nanswer"\r\n',
    );
  });
});

const question = (id: string, questionText: string, extra: Partial<CsvQuestion> = {}): CsvQuestion => ({
  id,
  questionText,
  maxFollowUps: 0,
  reworded: false,
  questionType: 'textarea',
  options: null,
  allowOther: false,
  ...extra,
});

const response = (id: string, number: number, extra: Partial<CsvResponse> = {}): CsvResponse => ({
  number,
  id,
  submittedAt: '2026-03-04T10:00:00.000Z',
  completedAt: null,
  surveyMode: 'traditional',
  language: 'en',
  respondentName: null,
  respondentEmail: null,
  answers: [],
  followUps: [],
  ...extra,
});

describe('hidden fields and status in the CSV (issue 34)', () => {
  it('puts a column per hidden field after Email, headed by its key, and says In progress or Abandoned', () => {
    const keys = ['team', 'utm_source'];
    const header = csvHeader([], keys);
    expect(header.slice(7)).toEqual(['Name', 'Email', 'team', 'utm_source']);
    const open = response('r1', 1, { hiddenFields: { team: 'finance' } });
    expect(csvRow([], open, keys).slice(4)).toEqual(['In progress', 'Traditional', 'English', '', '', 'finance', '']);
    const closed = response('r2', 2, { abandonedAt: '2026-03-11T10:00:00.000Z', hiddenFields: null });
    expect(csvRow([], closed, keys)[4]).toBe('Abandoned');
    expect(csvRow([], response('r3', 3, { completedAt: '2026-03-04T11:00:00.000Z' }), keys)[4]).toBe('Completed');
  });
});

describe('the responses CSV', () => {
  const questions = [question('q1', 'What slows you down?'), question('q2', 'Which tools, if any?')];

  it('writes one row per response and one column per question, in the order given', () => {
    expect(csvHeader(questions)).toEqual([
      'Response #',
      'Response ID',
      'Submitted at',
      'Completed at',
      'Status',
      'Mode',
      'Language',
      'Name',
      'Email',
      'Q1. What slows you down?',
      'Q2. Which tools, if any?',
    ]);
    expect(
      csvRow(
        questions,
        response('r1', 7, {
          respondentName: 'Ada',
          respondentEmail: 'ada@example.com',
          completedAt: '2026-03-04T10:05:00.000Z',
          answers: [
            { questionId: 'q2', questionText: 'Which tools, if any?', answerText: ' Excel ' },
            { questionId: 'q1', questionText: 'What slows you down?', answerText: 'Manual reports' },
          ],
        }),
      ),
    ).toEqual([
      7,
      'r1',
      '2026-03-04T10:00:00.000Z',
      '2026-03-04T10:05:00.000Z',
      'Completed',
      'Traditional',
      'English',
      'Ada',
      'ada@example.com',
      'Manual reports',
      'Excel',
    ]);
    expect(csvRow(questions, response('r2', 8, { surveyMode: 'ai_chat', language: 'ur' })).slice(4)).toEqual([
      'In progress',
      'AI chat',
      'Urdu',
      '',
      '',
      '',
      '',
    ]);
    expect(csvRow(questions, response('r3', 9, { language: null }))[6]).toBe('Not recorded');
  });

  it('gives follow-ups their own question and answer columns after their base question, padded for every row', () => {
    const laidOut = [question('q1', 'What slows you down?', { maxFollowUps: 2 }), questions[1]!];
    expect(csvHeader(laidOut).slice(9)).toEqual([
      'Q1. What slows you down?',
      'Q1 follow-up 1',
      'Q1 follow-up 1 answer',
      'Q1 follow-up 2',
      'Q1 follow-up 2 answer',
      'Q2. Which tools, if any?',
    ]);
    const withFollowUps = response('r1', 1, {
      answers: [{ questionId: 'q1', questionText: 'What slows you down?', answerText: 'Reports' }],
      followUps: [
        { questionId: 'q1', questionText: 'Which reports?', answerText: 'Weekly sales' },
        { questionId: 'q1', questionText: 'How long do they take?', answerText: null },
      ],
    });
    expect(csvRow(laidOut, withFollowUps).slice(9)).toEqual([
      'Reports',
      'Which reports?',
      'Weekly sales',
      'How long do they take?',
      '',
      '',
    ]);
    expect(csvRow(laidOut, response('r2', 2)).slice(9)).toEqual(['', '', '', '', '', '']);
  });

  it('adds an "asked as" column to a reworded question, filled where the answer met another wording', () => {
    const laidOut = [question('q1', 'What slows your team down?', { reworded: true })];
    expect(csvHeader(laidOut).slice(9)).toEqual(['Q1. What slows your team down?', 'Q1 asked as']);
    const before = response('r1', 1, {
      answers: [{ questionId: 'q1', questionText: 'What slows you down?', answerText: 'Meetings' }],
    });
    const after = response('r2', 2, {
      answers: [{ questionId: 'q1', questionText: 'What slows your team down?', answerText: 'Email' }],
    });
    expect(csvRow(laidOut, before).slice(9)).toEqual(['Meetings', 'What slows you down?']);
    expect(csvRow(laidOut, after).slice(9)).toEqual(['Email', '']);
  });

  it('neutralises formulas in respondent text once written as a line', () => {
    const line = csvLine(
      csvRow(
        [question('q1', 'Say "anything"')],
        response('r1', 1, {
          respondentName: '=cmd()',
          answers: [{ questionId: 'q1', questionText: 'Say "anything"', answerText: 'one,\ntwo' }],
        }),
      ),
    );
    expect(line).toContain(",'=cmd(),");
    expect(line).toContain('"one,\ntwo"\r\n');
  });
});

describe('typed answers in the responses CSV', () => {
  const typed = [
    question('q1', 'Which channel?', {
      questionType: 'single_choice',
      options: [
        { id: 'o1', label: 'Phone' },
        { id: 'o2', label: 'Email' },
      ],
    }),
    question('q2', 'Which tools?', {
      questionType: 'multiple_choice',
      options: [
        { id: 'o1', label: 'Excel' },
        { id: 'o2', label: 'Sheets' },
        { id: 'o3', label: 'Notion' },
      ],
      allowOther: true,
    }),
    question('q3', 'Rate it', { questionType: 'rating' }),
    question('q4', 'Recommend us?', { questionType: 'scale' }),
    question('q5', 'Hours a week?', { questionType: 'number' }),
    question('q6', 'Would you pay?', { questionType: 'yes_no' }),
    question('q7', 'Anything else?', { questionType: 'text' }),
  ];
  const answer = (questionId: string, answerText: string, answerValue: CsvAnswerValue) => ({
    questionId,
    questionText: typed.find((q) => q.id === questionId)!.questionText,
    answerText,
    answerValue,
  });

  it('adds a "Q<n>. <question text> (Other)" column right after a multiple_choice question that offers Other', () => {
    expect(csvHeader(typed).slice(9)).toEqual([
      'Q1. Which channel?',
      'Q2. Which tools?',
      'Q2. Which tools? (Other)',
      'Q3. Rate it',
      'Q4. Recommend us?',
      'Q5. Hours a week?',
      'Q6. Would you pay?',
      'Q7. Anything else?',
    ]);
    expect(csvHeader([{ ...typed[1]!, allowOther: false }]).slice(9)).toEqual(['Q1. Which tools?']);
  });

  it('writes values as values: labels (several in option order, joined by "; "), Other text, bare numbers, Yes/No', () => {
    const row = csvRow(
      typed,
      response('r1', 1, {
        answers: [
          answer('q1', 'Email', 'o2'),
          answer('q2', 'Notion; Excel; Other: Airtable', { selected: ['o3', 'o1'], other: 'Airtable' }),
          answer('q3', '4 out of 5', 4),
          answer('q4', '0 out of 10', 0),
          answer('q5', '12.5 hours per week', 12.5),
          answer('q6', 'No', false),
          answer('q7', ' Faster exports ', null),
        ],
      }),
    );
    expect(row.slice(9)).toEqual(['Email', 'Excel; Notion', 'Airtable', 4, 0, 12.5, 'No', 'Faster exports']);
    expect(csvLine(row.slice(9))).toBe('Email,Excel; Notion,Airtable,4,0,12.5,No,Faster exports\r\n');
  });

  it('writes a negative or decimal number answer as a number, not as text with an apostrophe', () => {
    const row = csvRow(typed, response('r1', 1, { answers: [answer('q5', '-5 hours per week', -5)] }));
    expect(csvLine([row[14]])).toBe('-5\r\n');
    expect(csvLine([-0.25, '-3.5', '=-5'])).toBe("-0.25,-3.5,'=-5\r\n");
  });

  it('shows the current labels of the options chosen, so a reworded option reads as it does today', () => {
    const renamed = [{ ...typed[0]!, options: [{ id: 'o2', label: 'E-mail' }] }];
    expect(csvRow(renamed, response('r1', 1, { answers: [answer('q1', 'Email', 'o2')] }))[9]).toBe('E-mail');
  });

  it('leaves the Other cell empty without Other text, and every cell empty for an unanswered question', () => {
    const row = csvRow(
      typed,
      response('r1', 1, {
        answers: [answer('q2', 'Sheets', { selected: ['o2'], other: null }), answer('q6', 'Yes', true)],
      }),
    );
    expect(row.slice(9)).toEqual(['', 'Sheets', '', '', '', '', 'Yes', '']);
  });

  it('writes the answer text where a typed question holds an answer without a value', () => {
    expect(csvRow(typed, response('r1', 1, { answers: [answer('q3', ' 3 ', null)] }))[12]).toBe('3');
  });

  it('gives a single choice with Other its "(Other)" column: "Other" in the answer cell, the words beside it', () => {
    const withOther = [{ ...typed[0]!, allowOther: true }];
    expect(csvHeader(withOther).slice(9)).toEqual(['Q1. Which channel?', 'Q1. Which channel? (Other)']);
    const other = csvRow(withOther, response('r1', 1, { answers: [answer('q1', 'Other: Fax', { other: 'Fax' })] }));
    expect(other.slice(9)).toEqual(['Other', 'Fax']);
    const option = csvRow(withOther, response('r2', 2, { answers: [answer('q1', 'Email', 'o2')] }));
    expect(option.slice(9)).toEqual(['Email', '']);
  });

  it('neutralises a formula in the Other text', () => {
    const line = csvLine(
      csvRow(typed, response('r1', 1, { answers: [answer('q2', 'x', { selected: [], other: '=1+1' })] })),
    );
    expect(line).toContain(",'=1+1,");
  });
});

describe('csvFileName', () => {
  it('names the file after the survey and the day', () => {
    expect(csvFileName('Team Pulse: Q3!', '2026-03-04')).toBe('team-pulse-q3-responses-2026-03-04.csv');
    expect(csvFileName('سروے', '2026-03-04')).toBe('survey-responses-2026-03-04.csv');
  });
});

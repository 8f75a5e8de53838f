import {
  csvFileName,
  csvHeader,
  csvLine,
  csvRow,
  escapeCsvField,
  neutralizeFormula,
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

describe('csvFileName', () => {
  it('names the file after the survey and the day', () => {
    expect(csvFileName('Team Pulse: Q3!', '2026-03-04')).toBe('team-pulse-q3-responses-2026-03-04.csv');
    expect(csvFileName('سروے', '2026-03-04')).toBe('survey-responses-2026-03-04.csv');
  });
});

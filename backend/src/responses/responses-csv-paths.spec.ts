import { csvHeader, csvRow, type CsvQuestion, type CsvResponse } from './responses-csv';

// The CSV of a survey that branches (issue 29): a "Path" column, and off-path cells left empty.

const question = (id: string, questionText: string, branches = false): CsvQuestion => ({
  id,
  questionText,
  maxFollowUps: 0,
  reworded: false,
  questionType: 'text',
  options: null,
  allowOther: false,
  branches,
});
const response = (fields: Partial<CsvResponse>): CsvResponse => ({
  number: 1,
  id: 'r1',
  submittedAt: '2026-03-01T10:00:00.000Z',
  completedAt: '2026-03-01T10:05:00.000Z',
  surveyMode: 'traditional',
  language: 'en',
  respondentName: null,
  respondentEmail: null,
  answers: [],
  followUps: [],
  ...fields,
});

describe('the CSV of a survey that branches', () => {
  const questions = [question('q1', 'Use AI?', true), question('q2', 'Which?'), question('q3', 'In scope?', true)];

  it('has a Path column after the fixed ones only when a question has rules', () => {
    expect(csvHeader(questions).slice(8, 11)).toEqual(['Email', 'Path', 'Q1. Use AI?']);
    expect(csvHeader([question('q1', 'Use AI?')])).not.toContain('Path');
  });

  it('says which path ended the response, and leaves a question off it empty', () => {
    // The export reads only the answers on the path (on-path.ts): Q2's, which a changed Q1 left behind, is not among them.
    const ended = response({
      pathEndedAt: 'q3',
      answers: [
        { questionId: 'q1', questionText: 'Use AI?', answerText: 'No' },
        { questionId: 'q3', questionText: 'In scope?', answerText: 'No' },
      ],
    });
    expect(csvRow(questions, ended).slice(9)).toEqual(['Ended at Q3', 'No', '', 'No']);
    expect(csvRow(questions, response({}))[9]).toBe('Full path');
    expect(csvRow(questions, response({ completedAt: null }))[9]).toBe('');
  });
});

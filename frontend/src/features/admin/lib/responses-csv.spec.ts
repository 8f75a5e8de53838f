import type { Answer, Question, SurveyResponse } from '@/types/generated/api';
import { CSV_BOM } from './csv';
import { csvFileName, responsesToCsv, responsesToRows } from './responses-csv';

const question = (id: string, order: number, questionText: string): Question => ({
  id,
  surveyId: 's1',
  questionText,
  questionType: 'textarea',
  order,
  isRequired: true,
});

const response = (id: string, extra: Partial<SurveyResponse> = {}): SurveyResponse => ({
  id,
  surveyId: 's1',
  surveyMode: 'traditional',
  language: 'en',
  respondentName: null,
  respondentEmail: null,
  submittedAt: '2026-03-04T10:00:00.000Z',
  completedAt: null,
  ...extra,
});

const answer = (
  responseId: string,
  questionId: string,
  answerText: string,
  followUps: Answer['followUps'] = [],
): Answer => ({
  responseId,
  questionId,
  answerText,
  answeredAt: '2026-03-04T10:01:00.000Z',
  followUps,
});

// Given out of order on purpose: the export follows `order`.
const questions = [question('q2', 2, 'Which tools, if any?'), question('q1', 1, 'What slows you down?')];

describe('responsesToRows', () => {
  it('writes one row per response and one column per question, in question order', () => {
    const rows = responsesToRows(questions, [
      {
        response: response('r1', {
          respondentName: 'Ada',
          respondentEmail: 'ada@example.com',
          completedAt: '2026-03-04T10:05:00.000Z',
        }),
        answers: [answer('r1', 'q1', 'Manual reports'), answer('r1', 'q2', 'Excel')],
      },
      {
        response: response('r2', { surveyMode: 'ai_chat', language: 'ur' }),
        answers: [answer('r2', 'q2', 'کوئی نہیں')],
      },
    ]);
    expect(rows[0]).toEqual([
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
    expect(rows[1]).toEqual([
      1,
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
    expect(rows[2]).toEqual([
      2,
      'r2',
      '2026-03-04T10:00:00.000Z',
      '',
      'In progress',
      'AI chat',
      'Urdu',
      '',
      '',
      '',
      'کوئی نہیں',
    ]);
  });

  it('gives follow-ups their own question and answer columns after their base question, padded for every row', () => {
    const rows = responsesToRows(questions, [
      {
        response: response('r1'),
        answers: [
          answer('r1', 'q1', 'Reports', [
            { id: 'f1', questionId: 'q1', questionText: 'Which reports?', answerText: 'Weekly sales' },
            { id: 'f2', questionId: 'q1', questionText: 'How long do they take?', answerText: null },
          ]),
        ],
      },
      { response: response('r2'), answers: [answer('r2', 'q1', 'Email')] },
    ]);
    expect(rows[0].slice(9)).toEqual([
      'Q1. What slows you down?',
      'Q1 follow-up 1',
      'Q1 follow-up 1 answer',
      'Q1 follow-up 2',
      'Q1 follow-up 2 answer',
      'Q2. Which tools, if any?',
    ]);
    expect(rows[1].slice(9)).toEqual(['Reports', 'Which reports?', 'Weekly sales', 'How long do they take?', '', '']);
    expect(rows[2].slice(9)).toEqual(['Email', '', '', '', '', '']);
  });

  it('has only the header when there are no responses', () => {
    expect(responsesToRows(questions, [])).toHaveLength(1);
  });
});

describe('responsesToCsv', () => {
  it('is a BOM-prefixed CSV with quoting and formula neutralising applied', () => {
    const csv = responsesToCsv(
      [question('q1', 1, 'Say "anything"')],
      [{ response: response('r1', { respondentName: '=cmd()' }), answers: [answer('r1', 'q1', 'one,\ntwo')] }],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toContain('"Q1. Say ""anything"""');
    expect(csv).toContain(",'=cmd(),");
    expect(csv).toContain('"one,\ntwo"\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after the survey and the day', () => {
    expect(csvFileName('Team Pulse: Q3!', '2026-03-04')).toBe('team-pulse-q3-responses-2026-03-04.csv');
    expect(csvFileName('سروے', '2026-03-04')).toBe('survey-responses-2026-03-04.csv');
  });
});

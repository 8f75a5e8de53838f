import { FinalJobError, InvalidJobInputError } from '../errors';
import { AI_QUEUE, parseAiJobPayload, safeParseAiJobResult } from './ai-jobs';
import { CHAT_FOLLOWUP_JOB } from './chat-followup.job';
import { GENERATE_QUESTIONS_JOB } from './generate-questions.job';

const chat = {
  userMessage: 'We use Excel',
  currentQuestion: 'Which tools do you use?',
  conversationHistory: [{ role: 'assistant', content: 'Which tools do you use?' }],
  isLastQuestion: false,
  language: 'en',
};

describe('AI job contract', () => {
  it('names one queue', () => {
    expect(AI_QUEUE).toBe('ai');
  });

  it('accepts a valid payload for each job', () => {
    expect(parseAiJobPayload(GENERATE_QUESTIONS_JOB, { prompt: 'Ask 5 questions', companyData: 'A clinic' })).toEqual({
      prompt: 'Ask 5 questions',
      companyData: 'A clinic',
    });
    expect(
      parseAiJobPayload(CHAT_FOLLOWUP_JOB, { ...chat, followUpsAskedForQuestion: 1 }).followUpsAskedForQuestion,
    ).toBe(1);
  });

  it('rejects blank company data with the message of the spec, as unrecoverable', () => {
    const attempt = () => parseAiJobPayload(GENERATE_QUESTIONS_JOB, { prompt: 'x', companyData: '  \n ' });
    expect(attempt).toThrow(InvalidJobInputError);
    expect(attempt).toThrow(FinalJobError);
    expect(attempt).toThrow('companyData: Please provide company/organization data');
  });

  it.each([
    ['an unknown language', { ...chat, language: 'fr' }],
    ['a bad role', { ...chat, conversationHistory: [{ role: 'system', content: 'x' }] }],
    ['a missing flag', { ...chat, isLastQuestion: undefined }],
    ['a blank question', { ...chat, currentQuestion: ' ' }],
    ['an over-long answer', { ...chat, userMessage: 'x'.repeat(5_001) }],
    ['a negative follow-up count', { ...chat, followUpsAskedForQuestion: -1 }],
  ])('rejects a chat payload with %s', (_label, payload) => {
    expect(() => parseAiJobPayload(CHAT_FOLLOWUP_JOB, payload)).toThrow(InvalidJobInputError);
  });

  it('rejects an unknown job name', () => {
    expect(() => parseAiJobPayload('summarise', {})).toThrow('Unknown AI job "summarise"');
  });

  it('checks results: exactly one chat outcome, non-blank questions', () => {
    expect(
      safeParseAiJobResult(CHAT_FOLLOWUP_JOB, { isComplete: false, followUpQuestion: null, shouldMoveToNext: true }).ok,
    ).toBe(true);
    expect(
      safeParseAiJobResult(CHAT_FOLLOWUP_JOB, { isComplete: true, followUpQuestion: 'Why?', shouldMoveToNext: false })
        .ok,
    ).toBe(false);
    expect(
      safeParseAiJobResult(CHAT_FOLLOWUP_JOB, { isComplete: false, followUpQuestion: null, shouldMoveToNext: false })
        .ok,
    ).toBe(false);
    expect(safeParseAiJobResult(GENERATE_QUESTIONS_JOB, { questions: ['Why?', ' '] }).ok).toBe(false);
    expect(safeParseAiJobResult(GENERATE_QUESTIONS_JOB, { questions: [] }).ok).toBe(false);
  });
});

describe('typed questions in the generate-questions result', () => {
  const questions = ['How satisfied are you with bookings?', 'Which of these do you use: Excel, WhatsApp?'];
  it('takes a typed list with the same questions in the same order', () => {
    const typedQuestions = [
      { questionText: questions[0], questionType: 'rating' },
      { questionText: questions[1], questionType: 'single_choice', options: ['Excel', 'WhatsApp'] },
    ];
    expect(safeParseAiJobResult(GENERATE_QUESTIONS_JOB, { questions, typedQuestions }).ok).toBe(true);
    expect(safeParseAiJobResult(GENERATE_QUESTIONS_JOB, { questions }).ok).toBe(true);
  });

  it.each([
    [
      'other texts',
      [
        { questionText: 'Why?', questionType: 'textarea' },
        { questionText: questions[1], questionType: 'textarea' },
      ],
    ],
    ['fewer', [{ questionText: questions[0], questionType: 'textarea' }]],
    [
      'a choice without options',
      [
        { questionText: questions[0], questionType: 'textarea' },
        { questionText: questions[1], questionType: 'single_choice' },
      ],
    ],
    [
      'an unknown type',
      [
        { questionText: questions[0], questionType: 'slider' },
        { questionText: questions[1], questionType: 'textarea' },
      ],
    ],
  ])('refuses a typed list with %s', (_, typedQuestions) => {
    expect(safeParseAiJobResult(GENERATE_QUESTIONS_JOB, { questions, typedQuestions }).ok).toBe(false);
  });
});

import type { Question } from '@/types/generated/api';
import { pageAnsweredQuestions } from './response-page-display';

const question = (id: string, order: number, questionText: string): Question => ({
  id,
  surveyId: 's1',
  questionText,
  questionType: 'textarea',
  order,
  isRequired: true,
  options: null,
  allowOther: false,
  scaleLabels: null,
  numberRange: null,
  translations: {},
  logic: [],
});

it('lists every question in order with its answer, the wording asked when reworded since, and its follow-ups', () => {
  const questions = [question('q2', 2, 'Which tools do you use?'), question('q1', 1, 'What slows you down?')];
  const view = pageAnsweredQuestions(questions, {
    answers: [
      {
        questionId: 'q2',
        questionText: 'Which tools?',
        questionType: 'textarea',
        answerText: ' Excel ',
        answerValue: null,
        answeredAt: '2026-03-04T10:01:00.000Z',
        offPath: false,
      },
    ],
    followUps: [{ id: 'f1', questionId: 'q2', questionText: 'Why Excel?', answerText: '  ' }],
  });
  expect(view).toEqual([
    {
      question: questions[1],
      answer: null,
      askedAs: null,
      value: null,
      offPath: false,
      skippedByPath: false,
      followUps: [],
    },
    {
      question: questions[0],
      answer: 'Excel',
      askedAs: 'Which tools?',
      value: null,
      offPath: false,
      skippedByPath: false,
      followUps: [{ id: 'f1', questionText: 'Why Excel?', answer: null }],
    },
  ]);
});

it('shows no earlier wording when the answer was given against today’s', () => {
  const [item] = pageAnsweredQuestions([question('q1', 1, 'Same')], {
    answers: [
      {
        questionId: 'q1',
        questionText: 'Same',
        questionType: 'textarea',
        answerText: 'Yes',
        answerValue: null,
        answeredAt: '2026-03-04T10:01:00.000Z',
        offPath: false,
      },
    ],
    followUps: [],
  });
  expect(item?.askedAs).toBeNull();
});

it('carries the typed value of an answer', () => {
  const [item] = pageAnsweredQuestions([question('q1', 1, 'Rate us')], {
    answers: [
      {
        questionId: 'q1',
        questionText: 'Rate us',
        questionType: 'rating',
        answerText: '4 out of 5',
        answerValue: 4,
        answeredAt: '2026-03-04T10:01:00.000Z',
        offPath: false,
      },
    ],
    followUps: [],
  });
  expect(item?.value).toBe(4);
});

it('marks an answer a changed earlier answer took off the path, and no other', () => {
  const answer = (questionId: string, offPath: boolean) => ({
    questionId,
    questionText: '',
    questionType: 'textarea' as const,
    answerText: 'Invoices',
    answerValue: null,
    answeredAt: '2026-03-04T10:01:00.000Z',
    offPath,
  });
  const view = pageAnsweredQuestions([question('q1', 1, 'First'), question('q2', 2, 'Second')], {
    answers: [answer('q1', false), answer('q2', true)],
    followUps: [],
  });
  expect(view.map((item) => item.offPath)).toEqual([false, true]);
});

it('tells a question the path passed by from one left unanswered on the path (issue 49)', () => {
  const answered = {
    questionId: 'q1',
    questionText: '',
    questionType: 'textarea' as const,
    answerText: 'No',
    answerValue: null,
    answeredAt: '2026-03-04T10:01:00.000Z',
    offPath: false,
  };
  const questions = [question('q1', 1, 'First'), question('q2', 2, 'Second'), question('q3', 3, 'Third')];
  const done = pageAnsweredQuestions(questions, {
    answers: [answered],
    followUps: [],
    passedBy: ['q2'],
    completedAt: '2026-03-04T10:02:00.000Z',
  });
  expect(done.map((item) => [item.skippedByPath, item.answer])).toEqual([
    [false, 'No'],
    [true, null],
    [false, null],
  ]);
  // A response that stopped after Q1 never reached Q2: no answer, not a skip by the logic.
  const partial = pageAnsweredQuestions(questions, {
    answers: [answered],
    followUps: [],
    passedBy: ['q2'],
    completedAt: null,
  });
  expect(partial.map((item) => item.skippedByPath)).toEqual([false, false, false]);
});

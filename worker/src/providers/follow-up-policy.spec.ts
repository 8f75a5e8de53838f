import type { ChatFollowUpPayload } from '@seedline/shared';
import { decideFollowUp, followUpsAlreadyAsked, typedFollowUp, TYPED_FOLLOW_UPS } from './follow-up-policy';

const input = (over: Partial<ChatFollowUpPayload>): ChatFollowUpPayload => ({
  userMessage: '2',
  currentQuestion: 'How satisfied are you with the booking system?',
  conversationHistory: [],
  isLastQuestion: false,
  language: 'en',
  ...over,
});

describe('typedFollowUp: what a typed answer earns', () => {
  it.each([
    ['rating', 1, 'What would have made it a 5?'],
    ['rating', 3, 'What would have made it a 5?'],
    ['scale', 0, 'What would have made it a 10?'],
    ['scale', 6, 'What would have made it a 10?'],
    ['yes_no', false, 'What stands in the way?'],
  ] as const)('%s answered %p may earn "%s"', (questionType, answerValue, followUp) => {
    expect(typedFollowUp(input({ questionType, answerValue }))).toEqual({ kind: 'typed', followUp });
  });

  it('asks the fixed follow-ups in Urdu for an Urdu interview', () => {
    const ur = (questionType: ChatFollowUpPayload['questionType'], answerValue: number | boolean) =>
      typedFollowUp(input({ questionType, answerValue, language: 'ur' }));
    expect(ur('rating', 2)).toEqual({ kind: 'typed', followUp: 'اسے 5 بنانے کے لیے کیا ہونا چاہیے تھا؟' });
    expect(ur('scale', 4)).toEqual({ kind: 'typed', followUp: 'اسے 10 بنانے کے لیے کیا ہونا چاہیے تھا؟' });
    expect(ur('yes_no', false)).toEqual({ kind: 'typed', followUp: 'راستے میں کیا رکاوٹ ہے؟' });
  });

  it.each<[ChatFollowUpPayload['questionType'], ChatFollowUpPayload['answerValue']]>([
    ['rating', 4],
    ['rating', 5],
    ['scale', 7],
    ['scale', 10],
    ['yes_no', true],
    ['number', 0],
    ['single_choice', 'o1'],
    ['multiple_choice', { selected: ['o1'], other: null }],
    ['rating', undefined],
  ])('%s answered %p moves on', (questionType, answerValue) => {
    expect(typedFollowUp(input({ questionType, answerValue }))).toEqual({ kind: 'typed', followUp: null });
  });

  it('leaves text questions (or no type) to the words of the answer', () => {
    expect(typedFollowUp(input({}))).toEqual({ kind: 'text' });
    expect(typedFollowUp(input({ questionType: 'textarea' }))).toEqual({ kind: 'text' });
    expect(typedFollowUp(input({ questionType: 'text' }))).toEqual({ kind: 'text' });
  });
});

describe('decideFollowUp with typed follow-ups', () => {
  it('asks a low rating its follow-up once, then moves on', () => {
    const low = input({ questionType: 'rating', answerValue: 2 });
    expect(decideFollowUp(low, TYPED_FOLLOW_UPS.rating.en)).toEqual({
      isComplete: false,
      followUpQuestion: 'What would have made it a 5?',
      shouldMoveToNext: false,
    });
    expect(decideFollowUp({ ...low, followUpsAskedForQuestion: 1 }, TYPED_FOLLOW_UPS.rating.en)).toEqual({
      isComplete: false,
      followUpQuestion: null,
      shouldMoveToNext: true,
    });
  });

  it('counts a fixed follow-up as the current question as one already asked', () => {
    expect(followUpsAlreadyAsked(input({ currentQuestion: 'What stands in the way?' }))).toBe(1);
    expect(followUpsAlreadyAsked(input({ currentQuestion: 'راستے میں کیا رکاوٹ ہے؟' }))).toBe(1);
  });

  it('completes after the last question when a typed answer moves on', () => {
    expect(decideFollowUp(input({ questionType: 'yes_no', answerValue: true, isLastQuestion: true }), null)).toEqual({
      isComplete: true,
      followUpQuestion: null,
      shouldMoveToNext: false,
    });
  });
});

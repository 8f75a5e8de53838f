import { TEXTAREA_SHAPE, type QuestionShape } from '@seedline/shared';
import { answerValueOf, typedFollowUpInput } from './follow-up-answer';

const shape = (over: Partial<QuestionShape>): QuestionShape => ({ ...TEXTAREA_SHAPE, ...over });

describe('answerValueOf: the typed value the follow-up decides on', () => {
  it('reads a rating from the chat reply, or from the recorded "2 out of 5"', () => {
    expect(answerValueOf(shape({ questionType: 'rating' }), ['2'])).toBe(2);
    expect(answerValueOf(shape({ questionType: 'rating' }), ['I guess', '2 out of 5'])).toBe(2);
  });

  it('reads yes/no in English and Urdu', () => {
    expect(answerValueOf(shape({ questionType: 'yes_no' }), ['No'])).toBe(false);
    expect(answerValueOf(shape({ questionType: 'yes_no' }), ['ہاں'])).toBe(true);
  });

  it('has no value for a text question, or an answer that does not fit', () => {
    expect(answerValueOf(TEXTAREA_SHAPE, ['2'])).toBeUndefined();
    expect(answerValueOf(shape({ questionType: 'scale' }), ['eleven', null])).toBeUndefined();
  });

  it("passes the question's type with the value when there is one", () => {
    expect(typedFollowUpInput(shape({ questionType: 'scale' }), ['4'])).toEqual({
      questionType: 'scale',
      answerValue: 4,
    });
    expect(typedFollowUpInput(TEXTAREA_SHAPE, ['Bookings.'])).toEqual({ questionType: 'textarea' });
  });
});

import fc from 'fast-check';
import type { FollowUpReply } from '@/types/generated/api';
import {
  canCorrectLast,
  chatQuestionView,
  chatReducer,
  initialChatState,
  isLastQuestion,
  planChatSubmit,
  replyOutcome,
  type ChatAction,
  type ChatState,
} from './chat-flow';

const run = (actions: ChatAction[], state: ChatState = initialChatState({ total: 3 })): ChatState =>
  actions.reduce(chatReducer, state);
const next: FollowUpReply = { isComplete: false, followUpQuestion: null, shouldMoveToNext: true, followUpId: null };
const complete: FollowUpReply = { isComplete: true, followUpQuestion: null, shouldMoveToNext: false, followUpId: null };
const followUp: FollowUpReply = {
  isComplete: false,
  followUpQuestion: 'Could you give an example?',
  shouldMoveToNext: false,
  followUpId: 'f1',
};

const answer = (text: string, reply: FollowUpReply, questionText = 'Q?'): ChatAction[] => [
  { type: 'edit', text },
  { type: 'submitted' },
  { type: 'answerSaved' },
  { type: 'replied', reply, questionText, answerText: text },
];

describe('replyOutcome', () => {
  it('follows the server: complete, then follow-up, then next', () => {
    expect(replyOutcome(complete)).toEqual({ kind: 'complete' });
    expect(replyOutcome(followUp)).toEqual({ kind: 'followUp', text: 'Could you give an example?', followUpId: 'f1' });
    expect(replyOutcome(next)).toEqual({ kind: 'next' });
    expect(replyOutcome({ isComplete: true, followUpQuestion: 'x', shouldMoveToNext: true, followUpId: null })).toEqual(
      {
        kind: 'complete',
      },
    );
  });

  it('moves on when the reply has a blank follow-up or says nothing', () => {
    expect(
      replyOutcome({ isComplete: false, followUpQuestion: '  ', shouldMoveToNext: false, followUpId: null }),
    ).toEqual({
      kind: 'next',
    });
    expect(
      replyOutcome({ isComplete: false, followUpQuestion: null, shouldMoveToNext: false, followUpId: null }),
    ).toEqual({
      kind: 'next',
    });
  });
});

describe('chat flow', () => {
  it('moves to the next base question when the server says so', () => {
    const state = run(answer('a rich answer', next, 'First?'));
    expect(state).toMatchObject({ step: { kind: 'base', index: 1 }, status: 'idle', draft: '' });
    expect(state.history).toEqual([
      { role: 'assistant', content: 'First?' },
      { role: 'user', content: 'a rich answer' },
    ]);
    expect(state.answered).toEqual([{ questionNumber: 1, answerText: 'a rich answer' }]);
  });

  it('asks a follow-up as an optional question, then returns to the base questions', () => {
    const asked = run(answer('short', followUp));
    expect(asked.step).toEqual({ kind: 'followUp', index: 0, followUpId: 'f1', text: 'Could you give an example?' });
    expect(chatQuestionView(asked, () => true)).toEqual({ index: 0, isFollowUp: true, optional: true });
    expect(planChatSubmit(asked, true)).toEqual({ kind: 'skip' });

    const typed = chatReducer(asked, { type: 'edit', text: ' every Monday ' });
    expect(planChatSubmit(typed, true)).toEqual({ kind: 'answerFollowUp', text: 'every Monday', followUpId: 'f1' });
    const answered = run([{ type: 'submitted' }, { type: 'followUpSaved', answerText: 'every Monday' }], typed);
    expect(answered.step).toEqual({ kind: 'base', index: 1 });
    expect(answered.history.slice(-2)).toEqual([
      { role: 'assistant', content: 'Could you give an example?' },
      { role: 'user', content: 'every Monday' },
    ]);
  });

  it('skips an empty follow-up to the next base question', () => {
    const skipped = run([...answer('short', followUp), { type: 'skipped' }]);
    expect(skipped.step).toEqual({ kind: 'base', index: 1 });
  });

  it('finishes when the server says complete', () => {
    expect(run(answer('done', complete)).status).toBe('finishing');
  });

  it('finishes after a follow-up of the last question is answered or skipped', () => {
    const last = initialChatState({ total: 2, index: 1 });
    expect(isLastQuestion(last)).toBe(true);
    expect(run([...answer('short', followUp), { type: 'skipped' }], last).status).toBe('finishing');
    expect(
      run([...answer('short', followUp), { type: 'submitted' }, { type: 'followUpSaved', answerText: 'x' }], last)
        .status,
    ).toBe('finishing');
  });

  it('blocks an empty required answer and lets an empty optional one be skipped', () => {
    const state = initialChatState({ total: 2 });
    expect(planChatSubmit(state, false)).toEqual({ kind: 'blocked' });
    expect(planChatSubmit(state, true)).toEqual({ kind: 'skip' });
    expect(chatQuestionView(state, () => false).optional).toBe(true);
    expect(run([{ type: 'skipped' }], state).step).toEqual({ kind: 'base', index: 1 });
  });

  it('blocks every submission while processing', () => {
    const saving = run([{ type: 'edit', text: 'a' }, { type: 'submitted' }]);
    expect(planChatSubmit(saving, false)).toEqual({ kind: 'blocked' });
    expect(planChatSubmit(chatReducer(saving, { type: 'answerSaved' }), true)).toEqual({ kind: 'blocked' });
    expect(chatReducer(saving, { type: 'edit', text: 'changed' }).draft).toBe('a');
    expect(chatReducer(saving, { type: 'skipped' })).toBe(saving);
  });

  it('keeps the text and unblocks the input after a failure', () => {
    const failed = run([{ type: 'edit', text: 'keep me' }, { type: 'submitted' }, { type: 'failed' }]);
    expect(failed).toMatchObject({
      status: 'idle',
      error: 'process',
      draft: 'keep me',
      step: { kind: 'base', index: 0 },
    });
    expect(planChatSubmit(failed, false)).toEqual({ kind: 'answer', text: 'keep me' });
  });

  it('ignores results that arrive out of turn', () => {
    const idle = initialChatState({ total: 3 });
    expect(chatReducer(idle, { type: 'replied', reply: next, questionText: 'Q', answerText: 'A' })).toBe(idle);
    expect(chatReducer(idle, { type: 'failed' })).toBe(idle);
    expect(chatReducer(idle, { type: 'completed' })).toBe(idle);
  });

  it('stays finishing with an error when completing fails, and can retry', () => {
    const finishing = run(answer('done', complete));
    const failed = chatReducer(finishing, { type: 'completeFailed' });
    expect(failed).toMatchObject({ status: 'finishing', error: 'complete' });
    expect(chatReducer(chatReducer(failed, { type: 'completeRetried' }), { type: 'completed' }).status).toBe('done');
  });

  it('resumes at a pending follow-up', () => {
    const state = initialChatState({
      total: 3,
      index: 1,
      pendingFollowUp: { index: 0, questionId: 'q1', followUpId: 'f9', text: 'Why?' },
    });
    expect(state.step).toEqual({ kind: 'followUp', index: 0, followUpId: 'f9', text: 'Why?' });
  });

  it('never passes the last question and keeps the counter in range, whatever happens', () => {
    const actionArb = fc.oneof(
      fc.constant<ChatAction>({ type: 'edit', text: 'text' }),
      fc.constant<ChatAction>({ type: 'edit', text: '' }),
      fc.constant<ChatAction>({ type: 'submitted' }),
      fc.constant<ChatAction>({ type: 'answerSaved' }),
      fc.constant<ChatAction>({ type: 'skipped' }),
      fc.constant<ChatAction>({ type: 'failed' }),
      fc
        .constantFrom(next, complete, followUp)
        .map<ChatAction>((reply) => ({ type: 'replied', reply, questionText: 'Q', answerText: 'A' })),
      fc.constant<ChatAction>({ type: 'followUpSaved', answerText: 'F' }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(actionArb, { maxLength: 60 }), (total, actions) => {
        const state = run(actions, initialChatState({ total }));
        expect(state.step.index).toBeGreaterThanOrEqual(0);
        expect(state.step.index).toBeLessThan(total);
        // Each base question is answered at most once, in order.
        expect(state.answered.map((a) => a.questionNumber)).toEqual(
          [...new Set(state.answered.map((a) => a.questionNumber))].sort((a, b) => a - b),
        );
        expect(state.answered.length).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('correcting the last answer (issue 49)', () => {
  it('goes back to the last question with its answer in the box, before the next is answered', () => {
    const asked = run(answer('Reports', next, 'What slows you down?'));
    expect(asked.step).toEqual({ kind: 'base', index: 1 });
    expect(canCorrectLast(asked)).toBe(true);
    const back = chatReducer(asked, { type: 'correctLast', draft: 'Reports' });
    expect(back).toMatchObject({ step: { kind: 'base', index: 0 }, draft: 'Reports', answered: [], history: [] });
    // Answered again, the flow goes on as before, with the new words.
    const again = run(answer('Weekly reports', next, 'What slows you down?'), back);
    expect(again.answered).toEqual([{ questionNumber: 1, answerText: 'Weekly reports' }]);
    expect(again.step).toEqual({ kind: 'base', index: 1 });
  });

  it('is not offered before any answer, while working, or once a follow-up was asked about it', () => {
    expect(canCorrectLast(initialChatState({ total: 3 }))).toBe(false);
    const asked = run(answer('Reports', next));
    expect(canCorrectLast(chatReducer(asked, { type: 'submitted' }))).toBe(false);
    const followed = run(answer('Reports', followUp));
    expect(canCorrectLast(followed)).toBe(false);
    const afterFollowUp = run(
      [{ type: 'edit', text: 'e.g.' }, { type: 'submitted' }, { type: 'followUpSaved', answerText: 'e.g.' }],
      followed,
    );
    expect(canCorrectLast(afterFollowUp)).toBe(false);
    expect(chatReducer(afterFollowUp, { type: 'correctLast', draft: 'x' })).toBe(afterFollowUp);
  });
});

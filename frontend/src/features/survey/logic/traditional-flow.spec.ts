import {
  initialTraditionalState,
  planContinue,
  planSkip,
  traditionalReducer,
  type TraditionalAction,
  type TraditionalState,
} from './traditional-flow';

const ids = ['q1', 'q2', 'q3'];
const run = (actions: TraditionalAction[], state = initialTraditionalState()): TraditionalState =>
  actions.reduce(traditionalReducer, state);

describe('traditional flow', () => {
  it('blocks an empty or blank answer', () => {
    expect(planContinue(initialTraditionalState(), ids)).toEqual({ kind: 'blocked' });
    const blank = run([{ type: 'edit', questionId: 'q1', text: '   \n' }]);
    expect(planContinue(blank, ids)).toEqual({ kind: 'blocked' });
  });

  it('saves the trimmed answer and moves forward', () => {
    const typed = run([{ type: 'edit', questionId: 'q1', text: '  my answer ' }]);
    expect(planContinue(typed, ids)).toEqual({
      kind: 'continue',
      questionId: 'q1',
      text: 'my answer',
      needsSave: true,
      isLast: false,
    });
    const moved = run(
      [{ type: 'saveStarted' }, { type: 'saved', questionId: 'q1', text: 'my answer', isLast: false }],
      typed,
    );
    expect(moved).toMatchObject({ index: 1, direction: 'forward', status: 'editing', saved: { q1: 'my answer' } });
  });

  it('blocks a second submission while saving', () => {
    const saving = run([{ type: 'edit', questionId: 'q1', text: 'a' }, { type: 'saveStarted' }]);
    expect(planContinue(saving, ids)).toEqual({ kind: 'blocked' });
  });

  it('keeps answers when going back, and does not resend an unchanged one', () => {
    const state = run([
      { type: 'edit', questionId: 'q1', text: 'first' },
      { type: 'saveStarted' },
      { type: 'saved', questionId: 'q1', text: 'first', isLast: false },
      { type: 'edit', questionId: 'q2', text: 'second, unsaved' },
      { type: 'back' },
    ]);
    expect(state).toMatchObject({ index: 0, direction: 'backward' });
    expect(state.answers).toEqual({ q1: 'first', q2: 'second, unsaved' });
    expect(planContinue(state, ids)).toMatchObject({ needsSave: false });
    const edited = run([{ type: 'edit', questionId: 'q1', text: 'first, edited' }], state);
    expect(planContinue(edited, ids)).toMatchObject({ needsSave: true, text: 'first, edited' });
  });

  it('has no back from the first question', () => {
    expect(run([{ type: 'back' }])).toEqual(initialTraditionalState());
  });

  it('keeps the text and reports the error when a save fails', () => {
    const failed = run([
      { type: 'edit', questionId: 'q1', text: 'keep me' },
      { type: 'saveStarted' },
      { type: 'saveFailed' },
    ]);
    expect(failed).toMatchObject({ index: 0, status: 'editing', error: 'save', answers: { q1: 'keep me' } });
    expect(planContinue(failed, ids)).toMatchObject({ kind: 'continue', needsSave: true });
    expect(traditionalReducer(failed, { type: 'saveStarted' }).error).toBeNull();
  });

  it('completes after the last answer, and lets a failed completion be retried', () => {
    const last = initialTraditionalState({ q1: 'a', q2: 'b' }, 2);
    const typed = run([{ type: 'edit', questionId: 'q3', text: 'c' }], last);
    expect(planContinue(typed, ids)).toMatchObject({ isLast: true, needsSave: true });
    const completing = run(
      [{ type: 'saveStarted' }, { type: 'saved', questionId: 'q3', text: 'c', isLast: true }],
      typed,
    );
    expect(completing.status).toBe('completing');
    const failed = traditionalReducer(completing, { type: 'completeFailed' });
    expect(failed).toMatchObject({ status: 'editing', error: 'complete', index: 2 });
    expect(planContinue(failed, ids)).toMatchObject({ isLast: true, needsSave: false });
    expect(traditionalReducer(completing, { type: 'completed' }).status).toBe('done');
  });

  it('resumes with saved answers and unsaved drafts', () => {
    const state = initialTraditionalState({ q1: 'saved' }, 1, { q2: 'draft' });
    expect(state.answers).toEqual({ q1: 'saved', q2: 'draft' });
    expect(planContinue(state, ids)).toMatchObject({ questionId: 'q2', text: 'draft', needsSave: true });
  });

  describe('skip (an optional question)', () => {
    it('cannot skip a required question, typed or not', () => {
      expect(planSkip(initialTraditionalState(), ids, false)).toEqual({ kind: 'blocked' });
      const typed = run([{ type: 'edit', questionId: 'q1', text: 'a' }]);
      expect(planSkip(typed, ids, false)).toEqual({ kind: 'blocked' });
    });

    it('skips an optional question while OK stays blocked on the empty answer', () => {
      const state = initialTraditionalState();
      expect(planContinue(state, ids)).toEqual({ kind: 'blocked' });
      expect(planSkip(state, ids, true)).toEqual({ kind: 'skip', questionId: 'q1', isLast: false });
    });

    it('moves on without saving, dropping what was typed, and Back returns to it', () => {
      const typed = run([{ type: 'edit', questionId: 'q1', text: 'not sure' }]);
      const skipped = run([{ type: 'skipped', questionId: 'q1', isLast: false, nextIndex: 2 }], typed);
      expect(skipped).toMatchObject({ index: 2, trail: [0], status: 'editing', answers: { q1: '' }, saved: {} });
      expect(run([{ type: 'back' }], skipped).index).toBe(0);
    });

    it('completes when the skipped question ends the path', () => {
      const last = initialTraditionalState({ q1: 'a', q2: 'b' }, 2);
      expect(planSkip(last, ids, true)).toMatchObject({ kind: 'skip', isLast: true });
      expect(run([{ type: 'skipped', questionId: 'q3', isLast: true }], last).status).toBe('completing');
    });

    it('is not offered once the server holds an answer to the question', () => {
      const back = initialTraditionalState({ q1: 'saved' }, 0);
      expect(planSkip(back, ids, true)).toEqual({ kind: 'blocked' });
    });
  });
});

import { jest } from '@jest/globals';
import { createPreviewSession, memoryStorage, PREVIEW_RESPONSE_PREFIX } from './preview-session';

describe('the preview session (issue 48: a preview records nothing)', () => {
  const fetchSpy = jest.fn(() => Promise.reject(new Error('no network in a preview')));
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    fetchSpy.mockClear();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('starts a stand-in response whose id names no response on the server', () => {
    const session = createPreviewSession();
    const id = session.start('traditional', 'en');
    expect(id.startsWith(PREVIEW_RESPONSE_PREFIX)).toBe(true);
    expect(createPreviewSession().start('ai_chat', 'ur')).not.toBe(id);
  });

  it('keeps the answers in memory, the last answer to a question winning, follow-ups apart', async () => {
    const session = createPreviewSession();
    const responseId = session.start('ai_chat', 'ur');
    await session.recorder.saveAnswer({ responseId, questionId: 'q1', answerText: 'first' });
    await session.recorder.saveAnswer({ responseId, questionId: 'q1', answerText: 'changed' });
    await session.recorder.saveAnswer({ responseId, questionId: 'q2', answerValue: 4 });
    await session.recorder.saveAnswer({ responseId, questionId: 'q1', followUpId: 'f1', answerText: 'more' });
    expect(session.answers()).toEqual([
      { questionId: 'q1', followUpId: null, text: 'changed', value: null },
      { questionId: 'q2', followUpId: null, text: null, value: 4 },
      { questionId: 'q1', followUpId: 'f1', text: 'more', value: null },
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('completes once; an answer after the end or to another response is refused', async () => {
    const session = createPreviewSession();
    const responseId = session.start('traditional', 'en');
    await expect(
      session.recorder.saveAnswer({ responseId: 'other', questionId: 'q1', answerText: 'x' }),
    ).rejects.toThrow('This preview has not started that response');
    expect(session.isComplete()).toBe(false);
    await session.recorder.complete(responseId);
    expect(session.isComplete()).toBe(true);
    await expect(session.recorder.saveAnswer({ responseId, questionId: 'q1', answerText: 'x' })).rejects.toThrow(
      'This preview is already complete',
    );
    await expect(session.recorder.complete(responseId)).rejects.toThrow('This preview is already complete');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('starting again forgets the previous walk', async () => {
    const session = createPreviewSession();
    const first = session.start('traditional', 'en');
    await session.recorder.saveAnswer({ responseId: first, questionId: 'q1', answerText: 'x' });
    await session.recorder.complete(first);
    const second = session.start('ai_chat', 'ur');
    expect(session.answers()).toEqual([]);
    expect(session.isComplete()).toBe(false);
    await expect(
      session.recorder.saveAnswer({ responseId: first, questionId: 'q1', answerText: 'y' }),
    ).rejects.toThrow();
    await session.recorder.saveAnswer({ responseId: second, questionId: 'q1', answerText: 'y' });
    expect(session.answers()).toHaveLength(1);
  });

  it('asks no AI: the chat is told to move on to the next question on its path', async () => {
    const session = createPreviewSession();
    const responseId = session.start('ai_chat', 'en');
    await expect(
      session.recorder.askFollowUp({ userMessage: 'hello', language: 'en', responseId, questionId: 'q1' }),
    ).resolves.toEqual({ isComplete: false, followUpQuestion: null, shouldMoveToNext: true, followUpId: null });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps its resume aid and drafts in memory, never in the browser storage', () => {
    const session = createPreviewSession();
    const responseId = session.start('traditional', 'en');
    session.store.write('survey-1', { responseId, mode: 'traditional', language: 'en' });
    session.store.writeDraft(responseId, 'q1', 'typing');
    expect(session.store.read('survey-1')).toEqual({ responseId, mode: 'traditional', language: 'en' });
    expect(session.store.readDrafts(responseId)).toEqual({ q1: 'typing' });
    expect(createPreviewSession().store.read('survey-1')).toBeNull();
    expect(typeof window === 'undefined' || window.sessionStorage.length === 0).toBe(true);
  });

  it('memoryStorage sets, reads and removes', () => {
    const storage = memoryStorage();
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.size()).toBe(1);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });
});

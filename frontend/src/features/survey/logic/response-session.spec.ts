import { createResponseStore, draftKey, parseStoredResponse, type KeyValueStorage } from './response-session';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

describe('response store', () => {
  it('keeps the response of a survey for the tab', () => {
    const storage = memoryStorage();
    const store = createResponseStore(() => storage);
    store.write('s1', { responseId: 'r1', mode: 'ai_chat', language: 'ur' });
    expect(store.read('s1')).toEqual({ responseId: 'r1', mode: 'ai_chat', language: 'ur' });
    expect(store.read('s2')).toBeNull();
  });

  it('forgets the response and its drafts when cleared', () => {
    const storage = memoryStorage();
    const store = createResponseStore(() => storage);
    store.write('s1', { responseId: 'r1', mode: 'traditional', language: 'en' });
    store.writeDraft('r1', 'q1', 'half an answer');
    store.clear('s1', 'r1');
    expect(store.read('s1')).toBeNull();
    expect(store.readDrafts('r1')).toEqual({});
  });

  it('keeps drafts per answer box and drops emptied ones', () => {
    const storage = memoryStorage();
    const store = createResponseStore(() => storage);
    store.writeDraft('r1', draftKey('q1'), 'typed');
    store.writeDraft('r1', draftKey('q1', 'f1'), 'follow-up text');
    store.writeDraft('r1', draftKey('q2'), 'x');
    store.writeDraft('r1', draftKey('q2'), '');
    expect(store.readDrafts('r1')).toEqual({ q1: 'typed', 'q1/f1': 'follow-up text' });
  });

  it('never throws when storage is unavailable or broken', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    for (const store of [createResponseStore(() => broken), createResponseStore(() => undefined)]) {
      expect(() => store.write('s', { responseId: 'r', mode: 'traditional', language: 'en' })).not.toThrow();
      expect(store.read('s')).toBeNull();
      expect(() => store.writeDraft('r', 'q', 'text')).not.toThrow();
      expect(store.readDrafts('r')).toEqual({});
      expect(() => store.clear('s', 'r')).not.toThrow();
    }
  });
});

describe('parseStoredResponse', () => {
  it.each([
    null,
    '',
    'not json',
    '[]',
    '{}',
    '{"responseId":"r","mode":"chat","language":"en"}',
    '{"responseId":"r","mode":"ai_chat","language":"fr"}',
  ])('rejects %p', (raw) => {
    expect(parseStoredResponse(raw)).toBeNull();
  });
});

import {
  decryptData,
  decryptField,
  encryptData,
  encryptField,
  generateDataKey,
  hasEncryptedFields,
  hasPersonalText,
  REDACTED,
  unwrapKey,
  wrapKey,
  type PersonalFields,
} from './field-crypto';

const FIELDS: PersonalFields = {
  AnswerRecorded: ['answerText'],
  ResponseStarted: ['respondentName', 'respondentEmail'],
};
const STREAM = 'response-1';

describe('field crypto', () => {
  it('round-trips a field, with a fresh IV each time', () => {
    const key = generateDataKey();
    const first = encryptField(key, STREAM, 'café ☕');
    const second = encryptField(key, STREAM, 'café ☕');
    expect(first.enc).not.toEqual(second.enc);
    expect(first.enc).not.toContain('caf');
    expect(decryptField(key, STREAM, first)).toBe('café ☕');
  });

  it('refuses a field moved to another stream or decrypted with another key', () => {
    const key = generateDataKey();
    const field = encryptField(key, STREAM, 'secret');
    expect(() => decryptField(key, 'response-2', field)).toThrow();
    expect(() => decryptField(generateDataKey(), STREAM, field)).toThrow();
  });

  it('wraps a data key for one stream with the key-encryption key', () => {
    const kek = generateDataKey();
    const key = generateDataKey();
    const wrapped = wrapKey(kek, key, STREAM);
    expect(unwrapKey(kek, wrapped, STREAM).equals(key)).toBe(true);
    expect(() => unwrapKey(kek, wrapped, 'response-2')).toThrow();
    expect(() => unwrapKey(generateDataKey(), wrapped, STREAM)).toThrow();
    expect(() => wrapKey(Buffer.alloc(16), key, STREAM)).toThrow(/32 bytes/);
  });

  it('encrypts only the declared text fields of an event, and decrypts them back', () => {
    const key = generateDataKey();
    const data = { responseId: '1', respondentName: 'Ayesha', respondentEmail: null, startedAt: 'now' };
    const sealed = encryptData(FIELDS, 'ResponseStarted', data, key, STREAM);
    expect(sealed).toMatchObject({ responseId: '1', respondentEmail: null, startedAt: 'now' });
    expect(JSON.stringify(sealed)).not.toContain('Ayesha');
    expect(hasPersonalText(FIELDS, 'ResponseStarted', data)).toBe(true);
    expect(hasEncryptedFields(FIELDS, 'ResponseStarted', sealed)).toBe(true);
    expect(hasEncryptedFields(FIELDS, 'ResponseStarted', data)).toBe(false);
    expect(decryptData(FIELDS, 'ResponseStarted', sealed, key, STREAM)).toEqual(data);
  });

  it('leaves other event types and plaintext (older) events as they are', () => {
    const data = { surveyId: 's', title: 'T' };
    expect(encryptData(FIELDS, 'SurveyCreated', data, generateDataKey(), STREAM)).toBe(data);
    const old = { responseId: '1', questionId: 'q', answerText: 'plain', recordedAt: 'now' };
    expect(decryptData(FIELDS, 'AnswerRecorded', old, null, STREAM)).toBe(old);
  });

  it('decodes the fields of an erased stream (no key) to a redacted placeholder', () => {
    const sealed = encryptData(
      FIELDS,
      'AnswerRecorded',
      { answerText: 'gone', questionId: 'q' },
      generateDataKey(),
      STREAM,
    );
    expect(decryptData(FIELDS, 'AnswerRecorded', sealed, null, STREAM)).toEqual({
      answerText: REDACTED,
      questionId: 'q',
    });
  });
});

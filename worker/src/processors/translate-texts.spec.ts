import {
  parseAiJobPayload,
  safeParseAiJobResult,
  MAX_TRANSLATE_TEXT_LENGTH,
  MAX_TRANSLATE_TEXTS,
  OFFLINE_CANNOT_TRANSLATE_MESSAGE,
  TRANSLATE_TEXTS_JOB,
  AiUnsupportedError,
  InvalidJobInputError,
} from '@seedline/shared';
import { createOfflineProvider } from '../providers/offline.provider';
import type { AiProvider } from '../providers/ai-provider';
import { InProcessAiRunner } from '../queue/in-process-ai-runner';

const texts = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `q${i}`, text: `Question ${i}?` }));

describe('translate-texts contract', () => {
  it('takes up to 200 keyed texts into Urdu', () => {
    const payload = { targetLanguage: 'ur', texts: texts(MAX_TRANSLATE_TEXTS) };
    expect(parseAiJobPayload(TRANSLATE_TEXTS_JOB, payload)).toEqual(payload);
  });

  it.each([
    ['more than 200 texts', { targetLanguage: 'ur', texts: texts(MAX_TRANSLATE_TEXTS + 1) }],
    ['no texts', { targetLanguage: 'ur', texts: [] }],
    ['another language', { targetLanguage: 'fr', texts: texts(1) }],
    ['a blank text', { targetLanguage: 'ur', texts: [{ key: 'a', text: '  ' }] }],
    [
      'a text too long',
      { targetLanguage: 'ur', texts: [{ key: 'a', text: 'x'.repeat(MAX_TRANSLATE_TEXT_LENGTH + 1) }] },
    ],
    ['a key twice', { targetLanguage: 'ur', texts: [...texts(1), ...texts(1)] }],
  ])('refuses %s', (_, payload) => {
    expect(() => parseAiJobPayload(TRANSLATE_TEXTS_JOB, payload)).toThrow(InvalidJobInputError);
  });

  it('checks results: each key once, no blank text', () => {
    const ok = { translations: [{ key: 'a', text: 'سوال' }] };
    expect(safeParseAiJobResult(TRANSLATE_TEXTS_JOB, ok).ok).toBe(true);
    expect(
      safeParseAiJobResult(TRANSLATE_TEXTS_JOB, { translations: [...ok.translations, ...ok.translations] }).ok,
    ).toBe(false);
    expect(safeParseAiJobResult(TRANSLATE_TEXTS_JOB, { translations: [{ key: 'a', text: ' ' }] }).ok).toBe(false);
  });
});

describe('translate-texts on a provider that cannot translate', () => {
  it("fails at once with the offline provider's words, without retries", async () => {
    const offline = createOfflineProvider();
    let calls = 0;
    const counting: AiProvider = {
      ...offline,
      translateTexts: (input) => {
        calls++;
        return offline.translateTexts!(input);
      },
    };
    const runner = new InProcessAiRunner(counting, { attempts: 3, backoffMs: 1 });
    const run = runner.run(TRANSLATE_TEXTS_JOB, { targetLanguage: 'ur', texts: texts(2) });
    await expect(run).rejects.toBeInstanceOf(AiUnsupportedError);
    await expect(run).rejects.toThrow(OFFLINE_CANNOT_TRANSLATE_MESSAGE);
    expect(calls).toBe(1);
  });

  it('fails the same way for a provider without translation', async () => {
    const { translateTexts: _none, ...rest } = createOfflineProvider();
    const runner = new InProcessAiRunner({ ...rest, name: 'custom' }, { attempts: 3, backoffMs: 1 });
    await expect(runner.run(TRANSLATE_TEXTS_JOB, { targetLanguage: 'ur', texts: texts(1) })).rejects.toThrow(
      'The custom AI provider cannot translate',
    );
  });
});

import { providerFromConfig } from '../index';

// The OpenAI SDK is loaded by the first provider that uses it: a deployment without a key (the offline
// provider) never loads it, nor does importing the worker package.

jest.mock('openai', () => {
  (globalThis as { openAiLoads?: number }).openAiLoads = 1;
  return jest.requireActual('openai');
});
const loaded = () => (globalThis as { openAiLoads?: number }).openAiLoads === 1;

it('leaves the SDK unloaded for the offline provider and loads it for the OpenAI one', () => {
  expect(providerFromConfig({ kind: 'offline' }).name).toBe('offline');
  expect(loaded()).toBe(false);

  const provider = providerFromConfig({ kind: 'openai', apiKey: 'sk-test', baseURL: undefined, model: 'gpt-4o-mini' });
  expect(provider.name).toBe('openai:gpt-4o-mini');
  expect(loaded()).toBe(true);
});

import { readProviderConfig, type ProviderConfig } from '@seedline/shared';
import type { AiProvider } from './ai-provider';
import { createOfflineProvider } from './offline.provider';
import { createOpenAiProvider } from './openai.provider';

/** The OpenAI-compatible provider when OPENAI_API_KEY is set, else the offline provider. */
export function createProvider(env: Record<string, string | undefined>): AiProvider {
  return providerFromConfig(readProviderConfig(env));
}

export function providerFromConfig(config: ProviderConfig): AiProvider {
  switch (config.kind) {
    case 'offline':
      return createOfflineProvider();
    case 'openai':
      return createOpenAiProvider({ apiKey: config.apiKey, baseURL: config.baseURL, model: config.model });
    default: {
      const unknown: never = config;
      throw new Error(`Unknown provider config ${JSON.stringify(unknown)}`);
    }
  }
}

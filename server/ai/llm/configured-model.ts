import type * as Ai from 'ai';
import type { LanguageModel } from 'ai';

/** Where the OpenAI-compatible model is (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface ModelEndpoint {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
}

/**
 * The configured chat model and the AI SDK, loaded on first use: a server that never calls the
 * model (the embedded patient and grader answer) does not pay the SDK's ~0.3 s of loading at boot.
 * The patient's voice and the model grader each keep one of these.
 */
export function lazyModel(endpoint: ModelEndpoint): () => Promise<{ model: LanguageModel; sdk: typeof Ai }> {
  let loaded: Promise<{ model: LanguageModel; sdk: typeof Ai }> | undefined;
  return () =>
    (loaded ??= Promise.all([import('@ai-sdk/openai-compatible'), import('ai')]).then(
      ([{ createOpenAICompatible }, sdk]) => ({
        model: createOpenAICompatible({
          name: 'configured-model',
          baseURL: endpoint.baseUrl,
          ...(endpoint.apiKey ? { apiKey: endpoint.apiKey } : {}),
        }).chatModel(endpoint.model),
        sdk,
      }),
    ));
}

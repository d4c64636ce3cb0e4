import { z } from 'zod';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmClient {
  complete(messages: LlmMessage[]): Promise<string>;
}

export interface LlmClientOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class LlmError extends Error {
  override name = 'LlmError';
}

/** Any OpenAI-compatible `/chat/completions` endpoint (OpenAI, Ollama, vLLM, LM Studio, OpenRouter...). */
export function createLlmClient({ baseUrl, apiKey, model, timeoutMs }: LlmClientOptions): LlmClient {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(messages) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, messages, temperature: 0.4, max_tokens: 800 }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new LlmError(`LLM answered ${response.status}`);
      const parsed = completionSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new LlmError('LLM answer is not a chat completion');
      const content = parsed.data.choices[0]!.message.content?.trim();
      if (!content) throw new LlmError('LLM answer is empty');
      return content;
    },
  };
}

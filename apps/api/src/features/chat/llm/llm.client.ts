import { z } from 'zod';

export interface LlmToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** An OpenAI-style function tool: a name, what it does, and JSON Schema parameters. */
export interface LlmTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface LlmCompletion {
  content: string | null;
  toolCalls: LlmToolCall[];
}

export interface LlmClient {
  complete(
    messages: LlmMessage[],
    options?: { tools?: LlmTool[]; signal?: AbortSignal },
  ): Promise<LlmCompletion>;
}

export interface LlmClientOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                type: z.literal('function').default('function'),
                function: z.object({ name: z.string(), arguments: z.string().default('{}') }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

export class LlmError extends Error {
  override name = 'LlmError';
}

/** Any OpenAI-compatible `/chat/completions` endpoint (OpenAI, Ollama, vLLM, LM Studio, llama.cpp, OpenRouter...). */
export function createLlmClient({ baseUrl, apiKey, model, timeoutMs }: LlmClientOptions): LlmClient {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(messages, { tools, signal } = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          messages,
          ...(tools?.length ? { tools, tool_choice: 'auto' } : {}),
          temperature: 0.4,
          max_tokens: 800,
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw new LlmError(`LLM answered ${response.status}`);
      const parsed = completionSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new LlmError('LLM answer is not a chat completion');
      const message = parsed.data.choices[0]!.message;
      const toolCalls = message.tool_calls ?? [];
      const content = message.content?.trim() || null;
      if (!content && !toolCalls.length) throw new LlmError('LLM answer is empty');
      return { content, toolCalls };
    },
  };
}

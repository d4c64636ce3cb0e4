import { z } from 'zod';
import { idField, successEnvelope } from './envelope.ts';
import { CHAT_PROMPT_MAX_LENGTH, CHAT_HISTORY_MAX_MESSAGES } from './limits.ts';

const CHAT_HISTORY_MESSAGE_MAX_LENGTH = 6000;

/** One message of a conversation with the assistant. */
export const chatMessageSchema = z.object({
  text: z
    .string()
    .max(
      CHAT_HISTORY_MESSAGE_MAX_LENGTH,
      `history messages must be at most ${CHAT_HISTORY_MESSAGE_MAX_LENGTH} characters`,
    ),
  isBot: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat request: `{prompt, movieTitle}`, plus the movie id and the recent conversation. */
export const chatRequestSchema = z.object({
  prompt: z
    .string({ message: 'prompt must be text' })
    .trim()
    .min(1, 'prompt must not be empty')
    .max(CHAT_PROMPT_MAX_LENGTH, `prompt must be at most ${CHAT_PROMPT_MAX_LENGTH} characters`),
  /** The title of the movie page the user is on, if any. */
  movieTitle: z.string().trim().max(500, 'movieTitle must be at most 500 characters').nullish(),
  /** The id of that movie, when the web app knows it (saves resolving the title). */
  movieId: idField.nullish(),
  history: z
    .array(chatMessageSchema)
    .max(CHAT_HISTORY_MAX_MESSAGES, `history must hold at most ${CHAT_HISTORY_MAX_MESSAGES} messages`)
    .default([]),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** A chat answer: the reply text (markdown) sits in `data`. */
export const chatResponseSchema = successEnvelope(z.string());
export type ChatResponse = z.infer<typeof chatResponseSchema>;

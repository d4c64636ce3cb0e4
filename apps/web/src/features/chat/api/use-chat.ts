import { useCallback, useSyncExternalStore } from 'react';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_GREETING,
  CHAT_HISTORY_MAX_MESSAGES,
  chatMessageSchema,
  type ChatMessage,
  type ChatRequest,
  type ChatResponse,
} from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/chat: the reply sits in data.data. */
export async function sendChatMessage(request: ChatRequest): Promise<string> {
  const response = await apiRequest<ChatResponse>('api/chat', { method: 'POST', body: request });
  return response.data;
}

/** sessionStorage key: the conversation survives navigation and reloads within the tab's session. */
export const CHAT_STORAGE_KEY = 'marquee_chat_conversation';

interface ChatState {
  messages: ChatMessage[];
  pending: boolean;
}

const greeting: ChatMessage = { text: CHAT_GREETING, isBot: true };

function loadMessages(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? 'null');
    const parsed = chatMessageSchema.array().min(1).safeParse(stored);
    return parsed.success ? parsed.data : [greeting];
  } catch {
    return [greeting];
  }
}

/**
 * One conversation per tab, shared by the floating widget and /chatbot. It lives outside React so a reply that
 * arrives after the widget closed or the page changed still lands in the conversation.
 */
let state: ChatState = {
  messages: typeof sessionStorage === 'undefined' ? [greeting] : loadMessages(),
  pending: false,
};
const listeners = new Set<() => void>();

function setState(next: ChatState) {
  state = next;
  try {
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(next.messages));
  } catch {
    // Storage full or disabled: the conversation still works for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface MovieContext {
  movieId?: number;
  movieTitle?: string | null;
}

async function send(text: string, movie: MovieContext) {
  const prompt = text.trim();
  if (!prompt || state.pending) return;
  const history = state.messages.slice(1).slice(-CHAT_HISTORY_MAX_MESSAGES);
  setState({ messages: [...state.messages, { text: prompt, isBot: false }], pending: true });
  let reply: string;
  try {
    reply = await sendChatMessage({
      prompt,
      movieTitle: movie.movieTitle ?? null,
      movieId: movie.movieId,
      history,
    });
  } catch (error) {
    console.error('Chat request failed', error);
    reply = CHAT_FAILURE_MESSAGE;
  }
  setState({ messages: [...state.messages, { text: reply, isBot: true }], pending: false });
}

export function useChat() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  const sendMessage = useCallback((text: string, movie: MovieContext = {}) => send(text, movie), []);
  return { messages: current.messages, pending: current.pending, sendMessage };
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMatch } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SendHorizontal } from 'lucide-react';
import { CHAT_FAILURE_MESSAGE, CHAT_GREETING, type MovieDetails } from '@marquee/contracts';
import { catalogQueryKeys } from '../../../lib/catalog-query-keys.ts';
import { useChat, type MovieContext } from '../api/use-chat.ts';
import { ChatMarkdown } from './chat-markdown.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { translateKnown } from '../../../lib/i18n/known-text.ts';
import { chatMessages as m } from '../messages.ts';

/** The conversation's own lines (the greeting, the failure) in the interface's language; a reply as it came. */
const CHAT_LINES: Record<string, string> = { [CHAT_GREETING]: 'greeting', [CHAT_FAILURE_MESSAGE]: 'failure' };
const botText = (text: string) => {
  const line = CHAT_LINES[text];
  return line ? translateKnown(`chatLines.${line}`, text) : text;
};

/** On a movie page, the movie the user is looking at: its id from the route, its title from the page's cached query. */
function useCurrentMovie(): () => MovieContext {
  const match = useMatch('/movie/:movieId');
  const queryClient = useQueryClient();
  return () => {
    const movieId = Number(match?.params.movieId);
    if (!Number.isInteger(movieId) || movieId <= 0) return {};
    const movie = queryClient.getQueryData<MovieDetails>(catalogQueryKeys.movie(movieId));
    return { movieId, movieTitle: movie?.title ?? null };
  };
}

/** The conversation and its input, shared by the floating widget and the /chatbot page. */
export function ChatConversation({
  autoFocus = false,
  onInternalLink,
}: {
  autoFocus?: boolean;
  onInternalLink?: () => void;
}) {
  const t = useT();
  const { messages, pending, sendMessage } = useChat();
  const currentMovie = useCurrentMovie();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  // A new reply shows from its start (a long one is read from the top); the user's message and "Thinking..."
  // show at the end. Only the log scrolls, never the page around it.
  const count = messages.length;
  const lastIsReply = messages.at(-1)?.isBot ?? false;
  useEffect(() => {
    const element = log.current;
    if (!element) return;
    // The greeting alone needs no scrolling.
    const replied = !pending && count > 1 && lastIsReply;
    const reply = replied ? [...element.querySelectorAll('[data-testid="bot-message"]')].at(-1) : undefined;
    if (reply) {
      const offset = reply.getBoundingClientRect().top - element.getBoundingClientRect().top;
      element.scrollTop += offset - parseFloat(getComputedStyle(element).paddingTop);
    } else element.scrollTop = element.scrollHeight;
  }, [count, lastIsReply, pending]);

  useEffect(() => {
    if (!pending && autoFocus) input.current?.focus();
  }, [pending, autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || pending) return;
    void sendMessage(draft, currentMovie());
    setDraft('');
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t(m.conversation)}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4"
      >
        {messages.map((message, index) => (
          <div key={index} className={`flex ${message.isBot ? 'justify-start' : 'justify-end'}`}>
            <div
              data-testid={message.isBot ? 'bot-message' : 'user-message'}
              className={`max-w-[88%] break-words rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed ${
                message.isBot
                  ? 'rounded-bl-md bg-surface-2 text-text'
                  : 'rounded-br-md bg-accent text-on-accent whitespace-pre-wrap'
              }`}
            >
              {message.isBot ? (
                <ChatMarkdown text={botText(message.text)} onInternalLink={onInternalLink} />
              ) : (
                message.text
              )}
            </div>
          </div>
        ))}
        {pending && (
          <div className="flex justify-start">
            <div
              role="status"
              className="flex items-center gap-2 rounded-2xl rounded-bl-md bg-surface-2 px-3.5 py-2.5 text-sm text-muted"
            >
              <span className="flex gap-1" aria-hidden="true">
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-muted [animation-delay:-0.3s]" />
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-muted [animation-delay:-0.15s]" />
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-muted" />
              </span>
              {t(m.thinking)}
            </div>
          </div>
        )}
      </div>
      <form onSubmit={submit} className="flex gap-2 border-t border-hairline p-3">
        <input
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={pending}
          maxLength={1000}
          placeholder={t(m.placeholder)}
          aria-label={t(m.message)}
          className="min-h-11 min-w-0 flex-1 rounded-[var(--radius-card)] border border-hairline bg-bg px-3 text-base text-text placeholder:text-muted focus:border-accent focus:outline-none disabled:opacity-60 md:text-sm"
        />
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-[var(--radius-card)] bg-accent px-4 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendHorizontal size={18} aria-hidden="true" />
          {t(m.send)}
        </button>
      </form>
    </div>
  );
}

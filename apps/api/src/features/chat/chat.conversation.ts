import type { ChatMessage } from '@marquee/contracts';
import { parsePrompt, type MovieRequest, type ParsedPrompt } from './chat.intent.ts';
import { moviesShownIn } from './chat.markdown.ts';

export type ConversationTurn =
  | { kind: 'small-talk'; topic: 'greeting' | 'thanks' | 'help' }
  | {
      kind: 'request';
      request: MovieRequest;
      excludeIds: number[];
      followUp: boolean;
      generic: boolean;
      leftover: string;
    };

export function hasTopic(parsed: ParsedPrompt | MovieRequest): boolean {
  return (
    parsed.genreIds.length > 0 ||
    Boolean(parsed.mood) ||
    Boolean(parsed.person) ||
    Boolean(parsed.likeTitle) ||
    parsed.moreLikeThis ||
    parsed.yearFrom !== undefined ||
    parsed.yearTo !== undefined ||
    parsed.sort !== undefined
  );
}

function requestOf(parsed: ParsedPrompt): MovieRequest {
  const { genreIds, mood, yearFrom, yearTo, person, likeTitle, moreLikeThis, sort } = parsed;
  return { genreIds, mood, yearFrom, yearTo, person, likeTitle, moreLikeThis, sort };
}

function isFreshTopic(parsed: ParsedPrompt): boolean {
  const topical =
    parsed.genreIds.length > 0 || parsed.mood || parsed.person || parsed.likeTitle || parsed.moreLikeThis;
  return Boolean(topical) && !parsed.followUp.refinement;
}

/** A refinement keeps the earlier request and overrides what the new prompt says. */
function refine(previous: MovieRequest, parsed: ParsedPrompt, lastReply: string | undefined): MovieRequest {
  const next: MovieRequest = { ...previous };
  if (parsed.genreIds.length) next.genreIds = [...new Set([...previous.genreIds, ...parsed.genreIds])];
  if (parsed.mood) next.mood = parsed.mood;
  if (parsed.person) next.person = parsed.person;
  if (parsed.yearFrom !== undefined || parsed.yearTo !== undefined) {
    next.yearFrom = parsed.yearFrom;
    next.yearTo = parsed.yearTo;
  }
  if (parsed.sort) next.sort = parsed.sort;
  const years = moviesShownIn(lastReply ?? '')
    .map((movie) => movie.year)
    .filter((year): year is number => year !== undefined);
  if (parsed.followUp.older && !parsed.yearTo) {
    // Older than most of what was shown: before its median year (or before the range asked for).
    const sorted = [...years].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    next.yearTo =
      previous.yearFrom !== undefined ? previous.yearFrom - 1 : median !== undefined ? median - 1 : 1989;
    next.yearFrom = undefined;
    if (next.sort === 'release_date') next.sort = undefined;
  }
  if (parsed.followUp.newer && !parsed.yearFrom) {
    const newestShown = years.length ? Math.max(...years) : undefined;
    const bound = newestShown ?? previous.yearTo;
    next.yearFrom = bound !== undefined ? bound + 1 : undefined;
    next.yearTo = undefined;
    next.sort = 'release_date';
  }
  return next;
}

/**
 * Replays the user's side of the recent conversation so 'more', 'older ones' or 'what about the 90s?' apply to the
 * request they follow; movies already shown since that request started are left out of the next answer.
 */
export function readConversation(history: ChatMessage[], prompt: string): ConversationTurn {
  let request: MovieRequest | undefined;
  let shownSinceTopic: number[] = [];
  let lastReply: string | undefined;

  const apply = (text: string): ConversationTurn => {
    const parsed = parsePrompt(text);
    if (parsed.smallTalk) return { kind: 'small-talk', topic: parsed.smallTalk };
    const followUp =
      Boolean(request) && !isFreshTopic(parsed) && (parsed.followUp.refinement || hasTopic(parsed));
    if (followUp && request) {
      request = refine(request, parsed, lastReply);
    } else {
      // Anything else starts over: a new topic, a plain 'what should I watch?', or words not understood.
      request = hasTopic(parsed) || parsed.generic ? requestOf(parsed) : undefined;
      shownSinceTopic = [];
    }
    return {
      kind: 'request',
      request: request ?? requestOf(parsed),
      excludeIds: followUp ? [...shownSinceTopic] : [],
      followUp,
      generic: parsed.generic,
      leftover: parsed.leftover,
    };
  };

  for (const message of history) {
    if (message.isBot) {
      lastReply = message.text;
      shownSinceTopic.push(...moviesShownIn(message.text).map((movie) => movie.id));
    } else {
      apply(message.text);
    }
  }
  return apply(prompt);
}

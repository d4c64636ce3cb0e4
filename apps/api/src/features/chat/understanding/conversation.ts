import type { ChatMessage } from '@marquee/contracts';
import { moviesShownIn } from '../chat.markdown.ts';
import {
  hasCriteria,
  isTopical,
  type MovieQuery,
  type MovieQuestion,
  type ParsedPrompt,
  type ReplyLanguage,
} from './chat-query.ts';
import { parsePrompt } from './parse-prompt.ts';

export type ConversationTurn =
  | { kind: 'small-talk'; topic: 'greeting' | 'thanks' | 'help'; language: ReplyLanguage }
  | { kind: 'question'; question: MovieQuestion; language: ReplyLanguage }
  | {
      kind: 'request';
      query: MovieQuery;
      /** Movies already shown since this request started: the next answer leaves them out. */
      excludeIds: number[];
      followUp: boolean;
      generic: boolean;
      leftover: string;
      language: ReplyLanguage;
    };

function isFreshTopic(parsed: ParsedPrompt): boolean {
  return isTopical(parsed.query) && !parsed.followUp.refinement;
}

const union = <T>(a: T[], b: T[]) => [...new Set([...a, ...b])];

/** A refinement keeps the earlier request and overrides what the new message says. */
function refine(previous: MovieQuery, parsed: ParsedPrompt, lastReply: string | undefined): MovieQuery {
  const asked = parsed.query;
  const next: MovieQuery = { ...previous };
  next.excludeGenreIds = union(previous.excludeGenreIds, asked.excludeGenreIds).filter(
    (id) => !asked.genreIds.includes(id),
  );
  next.genreIds = union(previous.genreIds, asked.genreIds).filter((id) => !next.excludeGenreIds.includes(id));
  next.softExcludeGenreIds = union(previous.softExcludeGenreIds, asked.softExcludeGenreIds);
  next.avoidKeywords = union(previous.avoidKeywords, asked.avoidKeywords);
  if (asked.mood) next.mood = asked.mood;
  if (next.mood && next.mood.anyGenreIds.every((id) => next.excludeGenreIds.includes(id)))
    next.mood = undefined;
  if (asked.theme) next.theme = asked.theme;
  if (asked.person) next.person = asked.person;
  if (asked.audience) next.audience = asked.audience;
  if (asked.languages.length) next.languages = asked.languages;
  if (asked.countries.length) next.countries = asked.countries;
  if (asked.runtimeMax !== undefined || asked.runtimeMin !== undefined) {
    next.runtimeMax = asked.runtimeMax;
    next.runtimeMin = asked.runtimeMin;
  }
  if (asked.yearFrom !== undefined || asked.yearTo !== undefined) {
    next.yearFrom = asked.yearFrom;
    next.yearTo = asked.yearTo;
  }
  if (asked.sort) next.sort = asked.sort;
  const years = moviesShownIn(lastReply ?? '')
    .map((movie) => movie.year)
    .filter((year): year is number => year !== undefined);
  if (parsed.followUp.older && asked.yearTo === undefined) {
    // Older than most of what was shown: before its median year (or before the range asked for).
    const sorted = [...years].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    next.yearTo =
      previous.yearFrom !== undefined ? previous.yearFrom - 1 : median !== undefined ? median - 1 : 1989;
    next.yearFrom = undefined;
    if (next.sort === 'release_date') next.sort = undefined;
  }
  if (parsed.followUp.newer && asked.yearFrom === undefined) {
    const newestShown = years.length ? Math.max(...years) : undefined;
    const bound = newestShown ?? previous.yearTo;
    next.yearFrom = bound !== undefined ? bound + 1 : undefined;
    next.yearTo = undefined;
    next.sort = 'release_date';
  }
  return next;
}

/** A standalone 'older ones' with nothing before it: older than the last thirty years or so. */
function fresh(parsed: ParsedPrompt): MovieQuery {
  const query = { ...parsed.query };
  if (parsed.followUp.older && query.yearTo === undefined) query.yearTo = 1989;
  if (parsed.followUp.newer && query.yearFrom === undefined) query.sort = 'release_date';
  return query;
}

/**
 * Replays the user's side of the recent conversation so 'more', 'older ones', 'less gory' or 'what about the 90s?'
 * apply to the request they follow; movies already shown since that request started are left out of the next answer.
 */
export function readConversation(history: ChatMessage[], prompt: string): ConversationTurn {
  let query: MovieQuery | undefined;
  let shownSinceTopic: number[] = [];
  let lastReply: string | undefined;
  let language: ReplyLanguage = 'en';

  const apply = (text: string): ConversationTurn => {
    const parsed = parsePrompt(text);
    // 'mas' or 'y de los 80?' is Spanish too when the conversation is; a short message does not switch it back.
    const shortMessage = text.trim().split(/\s+/).length <= 3;
    language = parsed.language === 'es' || (shortMessage && language === 'es') ? 'es' : 'en';
    if (parsed.smallTalk) return { kind: 'small-talk', topic: parsed.smallTalk, language };
    if (parsed.question) return { kind: 'question', question: parsed.question, language };
    const followUp =
      Boolean(query) && !isFreshTopic(parsed) && (parsed.followUp.refinement || hasCriteria(parsed.query));
    if (followUp && query) {
      query = refine(query, parsed, lastReply);
    } else {
      // Anything else starts over: a new topic, a plain 'what should I watch?', or words not understood.
      query =
        hasCriteria(parsed.query) || parsed.generic || parsed.followUp.older ? fresh(parsed) : undefined;
      shownSinceTopic = [];
    }
    return {
      kind: 'request',
      query: query ?? fresh(parsed),
      excludeIds: followUp ? [...shownSinceTopic] : [],
      followUp,
      generic: parsed.generic,
      leftover: parsed.leftover,
      language,
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

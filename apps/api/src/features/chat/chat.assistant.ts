/**
 * The built-in assistant: reads the conversation into a request or a question, then picks the answer strategy.
 * Understanding lives in understanding/, catalog access in retrieval/, strategies in answers/, sentences in wording/.
 */
import type { ChatMessage } from '@marquee/contracts';
import type { LibraryContext } from '../../platform/library-context/library-context.service.ts';
import { createFactAnswers } from './answers/facts.answer.ts';
import {
  createRecommendAnswers,
  type AssistantAnswer,
  type RequestContext,
} from './answers/recommend.answer.ts';
import type { MovieTools } from './retrieval/movie-tools.ts';
import { resolveExclusions } from './retrieval/resolve-exclusions.ts';
import { hasCriteria, type MovieQuery, type ReplyLanguage } from './understanding/chat-query.ts';
import { readConversation, type ConversationTurn } from './understanding/conversation.ts';
import { LANGUAGES_UNDERSTOOD } from './understanding/languages.ts';
import { HISTORY_NOTE_MARK, phrasesFor, unreadableReply } from './wording/phrases.ts';

export type { AssistantAnswer } from './answers/recommend.answer.ts';

export interface ChatTurnInput {
  prompt: string;
  movieTitle?: string | null;
  movieId?: number | null;
  history: ChatMessage[];
  /** The signed-in user's films; absent for visitors. */
  library?: LibraryContext;
}

export interface ChatAssistant {
  answer(turn: ChatTurnInput): Promise<AssistantAnswer>;
}

type Request = Extract<ConversationTurn, { kind: 'request' }>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function createChatAssistant(tools: MovieTools): ChatAssistant {
  const recommend = createRecommendAnswers(tools);
  const factAnswers = createFactAnswers(tools);

  async function currentMovieId(turn: ChatTurnInput): Promise<number | undefined> {
    if (turn.movieId && (await tools.movie(turn.movieId))) return turn.movieId;
    return turn.movieTitle ? (await tools.findTitle(turn.movieTitle))?.id : undefined;
  }

  const text = (value: string): AssistantAnswer => ({ text: value, movies: [] });

  /** 'shorter' / 'longer' than the films just shown: below (above) the middle of their runtimes. */
  async function withRelativeRuntime(request: Request): Promise<MovieQuery> {
    const { query, relative } = request;
    if (!relative) return query;
    const runtimes = [...(await tools.runtimes(await moviesOf(relative.than))).values()].filter(
      (minutes): minutes is number => typeof minutes === 'number',
    );
    const middle = median(runtimes);
    if (middle === undefined) return query;
    return relative.direction === 'shorter'
      ? { ...query, runtimeMax: Math.max(75, Math.min(query.runtimeMax ?? Infinity, middle - 10)) }
      : { ...query, runtimeMin: Math.max(query.runtimeMin ?? 0, middle + 10) };
  }

  async function moviesOf(ids: number[]) {
    const movies = await Promise.all(ids.map((id) => tools.movie(id)));
    return movies.filter((movie) => movie !== undefined);
  }

  async function recommendFor(
    request: Request,
    turn: ChatTurnInput,
    context: RequestContext,
  ): Promise<AssistantAnswer> {
    const phrases = phrasesFor(context.language);
    const query = await withRelativeRuntime(request);
    const { library } = turn;
    if (query.scope === 'watchlist') {
      if (!library) return text(phrases.signInForLibrary);
      return recommend.fromOwnFilms(library.watchlist, query, context, {
        empty: phrases.watchlistEmpty,
        none: phrases.watchlistNone,
        intro: phrases.watchlistIntro,
      });
    }
    if (query.scope === 'rated') {
      if (!library) return text(phrases.signInForLibrary);
      const ratings = new Map(library.rated.map(({ id, rating }) => [id, rating]));
      return recommend.fromOwnFilms(
        [...ratings.keys()],
        query,
        context,
        { empty: phrases.ratedEmpty, none: phrases.ratedNone, intro: phrases.ratedIntro },
        { givenOrder: true, reasonOf: (movie) => phrases.yourRating(ratings.get(movie.id)!) },
      );
    }
    // 'what should I rewatch?', 'a comedy I've seen before': among the films they loved, then the rest they saw.
    if (query.rewatch && !query.likeTitle && !query.person && !query.moreLikeThis && !query.likeLastLoved) {
      if (!library) return text(phrases.signInForLibrary);
      return recommend.fromOwnFilms(
        [...new Set([...library.loved, ...library.seen])],
        query,
        context,
        { empty: phrases.rewatchEmpty, none: phrases.rewatchNone, intro: phrases.rewatchIntro },
        { givenOrder: true },
      );
    }
    if (query.likeLastLoved) {
      if (!library) return text(phrases.signInForLibrary);
      const seed = library.lastLoved !== undefined ? await tools.movie(library.lastLoved) : undefined;
      return seed ? recommend.likeMovie(seed, query, context) : text(phrases.noLovedYet);
    }
    if (request.seedId !== undefined) {
      const seed = await tools.movie(request.seedId);
      if (seed) return recommend.likeMovie(seed, query, context);
    }
    if (query.moreLikeThis) {
      const id = await currentMovieId(turn);
      const seed = id !== undefined ? await tools.movie(id) : undefined;
      if (!seed) return text(phrases.whichMovie);
      return recommend.likeMovie(seed, query, context);
    }
    if (query.likeTitle) {
      const seed = await tools.findTitle(query.likeTitle);
      if (seed) return recommend.likeMovie(seed, query, context);
      return text(phrases.titleNotFound);
    }
    if (query.person) {
      const answer = await recommend.byPerson(query, context);
      if (answer) return answer;
      // A name the catalog does not know: said plainly (never echoed) when a role was named, ignored otherwise.
      const rest = { ...query, person: undefined };
      if (query.person.explicit || !hasCriteria(rest)) return text(phrases.personUnknown);
      return recommend.byCriteria(rest, context);
    }
    // Words not understood may be a person's name or a title on their own ('tom hanks', 'Inception').
    // One stray word beside a real request ('violent', 'whole') is not worth a typo-tolerant name search; beside
    // an order alone ('nolan movies ranked by rating') it is.
    const { leftover } = request;
    const words = leftover ? leftover.split(' ').length : 0;
    const otherCriteria = hasCriteria({ ...query, theme: undefined, sort: undefined });
    if (words && words <= 4 && (words >= 2 || !otherCriteria) && !request.followUp) {
      const person = await tools.findPerson(leftover);
      if (person)
        return (
          (await recommend.byPerson(
            { ...query, theme: undefined, person: { name: person.name, role: 'any', explicit: false } },
            context,
          )) ?? text(phrases.cannotHelp)
        );
      const title = await tools.findTitle(leftover);
      if (title) return recommend.likeMovie(title, { ...query, theme: undefined }, context);
    }
    // A question the parser could not type gets an honest answer, not a list of loosely matching films.
    if (request.questionLike && !request.followUp && !hasCriteria({ ...query, theme: undefined }))
      return text(phrases.questionNotUnderstood);
    if (hasCriteria(query)) return recommend.byCriteria(query, context);
    if (request.generic) return (await recommend.bestLoved(query, context)) ?? text(phrases.cannotHelp);
    return text(phrases.cannotHelp);
  }

  /** The one-time note that the user's history shaped the list. */
  function withHistoryNote(answer: AssistantAnswer, turn: ChatTurnInput, language: ReplyLanguage) {
    const said = turn.history.some((message) => message.isBot && message.text.includes(HISTORY_NOTE_MARK));
    if (said || !answer.movies.length) return answer;
    return { ...answer, text: `${answer.text}\n\n_${phrasesFor(language).historyUsed}_${HISTORY_NOTE_MARK}` };
  }

  return {
    async answer(turn) {
      const conversation = readConversation(turn.history, turn.prompt);
      const language = conversation.language;
      const phrases = phrasesFor(language);
      if (conversation.kind === 'unreadable') return text(unreadableReply(LANGUAGES_UNDERSTOOD));
      if (conversation.kind === 'small-talk') {
        if (conversation.topic === 'thanks') return text(phrases.thanks);
        if (conversation.topic === 'greeting') return text(`${phrases.greeting} ${phrases.help}`);
        return text(phrases.help);
      }
      if (conversation.kind === 'question') {
        const { question } = conversation;
        const about = conversation.subjectId ?? (await currentMovieId(turn));
        switch (question.kind) {
          case 'compare':
            return (await factAnswers.compare(question.titles, language)) ?? text(phrases.titleNotFound);
          case 'character':
            return factAnswers.character(question, about, language);
          case 'filmography':
            return factAnswers.filmography(question, language);
          case 'pick':
            return factAnswers.pick(question, conversation.previous, language);
          case 'fact':
            // 'who directed the first one?' with no earlier list: say which film is meant is unclear.
            if (question.ref && conversation.subjectId === undefined) return text(phrases.whichMovie);
            return factAnswers.facts(question, about, language);
        }
      }
      const { query } = conversation;
      const useHistory = Boolean(turn.library) && !query.rewatch && query.scope !== 'watchlist';
      const exclusions = await resolveExclusions(query, tools, useHistory ? turn.library!.seen : []);
      const answer = await recommendFor(conversation, turn, {
        excludeIds: new Set(conversation.excludeIds),
        exclusions,
        language,
      });
      const historyMattered = useHistory && turn.library!.seen.size > 0;
      return historyMattered ? withHistoryNote(answer, turn, language) : answer;
    },
  };
}

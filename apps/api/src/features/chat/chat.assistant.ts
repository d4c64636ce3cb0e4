/**
 * The built-in assistant: reads the conversation into a query or a question, then picks the answer strategy.
 * Understanding lives in understanding/, catalog access in retrieval/, strategies in answers/, sentences in wording/.
 */
import type { ChatMessage } from '@marquee/contracts';
import { createFactAnswers } from './answers/facts.answer.ts';
import { createRecommendAnswers, type AssistantAnswer } from './answers/recommend.answer.ts';
import { escapeMarkdown } from './chat.markdown.ts';
import type { MovieTools } from './retrieval/movie-tools.ts';
import { hasCriteria, type ReplyLanguage } from './understanding/chat-query.ts';
import { readConversation } from './understanding/conversation.ts';
import { phrasesFor } from './wording/phrases.ts';

export type { AssistantAnswer } from './answers/recommend.answer.ts';

export interface ChatTurnInput {
  prompt: string;
  movieTitle?: string | null;
  movieId?: number | null;
  history: ChatMessage[];
}

export interface ChatAssistant {
  answer(turn: ChatTurnInput): Promise<AssistantAnswer>;
}

const titleCase = (name: string) => name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

export function createChatAssistant(tools: MovieTools): ChatAssistant {
  const recommend = createRecommendAnswers(tools);
  const factAnswers = createFactAnswers(tools);

  async function currentMovieId(turn: ChatTurnInput): Promise<number | undefined> {
    if (turn.movieId && (await tools.movie(turn.movieId))) return turn.movieId;
    return turn.movieTitle ? (await tools.findTitle(turn.movieTitle))?.id : undefined;
  }

  const text = (value: string): AssistantAnswer => ({ text: value, movies: [] });

  return {
    async answer(turn) {
      const conversation = readConversation(turn.history, turn.prompt);
      const phrases = phrasesFor(conversation.language);
      const language: ReplyLanguage = conversation.language;
      if (conversation.kind === 'small-talk') {
        if (conversation.topic === 'thanks') return text(phrases.thanks);
        if (conversation.topic === 'greeting') return text(`${phrases.greeting} ${phrases.help}`);
        return text(phrases.help);
      }
      if (conversation.kind === 'question') {
        const { question } = conversation;
        if (question.kind === 'compare') {
          const compared = await factAnswers.compare(question.titles, language);
          return compared ?? text(phrases.titleNotFound);
        }
        return factAnswers.facts(question, await currentMovieId(turn), language);
      }

      const { query, leftover } = conversation;
      const excludeIds = new Set(conversation.excludeIds);
      if (query.moreLikeThis) {
        const id = await currentMovieId(turn);
        const seed = id !== undefined ? await tools.movie(id) : undefined;
        if (!seed) return text(phrases.whichMovie);
        return recommend.likeMovie(seed, query, excludeIds, language);
      }
      if (query.likeTitle) {
        const seed = await tools.findTitle(query.likeTitle);
        if (seed) return recommend.likeMovie(seed, query, excludeIds, language);
        return text(phrases.titleNotFound);
      }
      if (query.person) {
        const answer = await recommend.byPerson(query, excludeIds, language);
        if (answer) return answer;
        // A name the catalog does not know: said plainly when a role was named, ignored when other words carry the request.
        const rest = { ...query, person: undefined };
        if (query.person.explicit || !hasCriteria(rest))
          return text(phrases.personNotFound(escapeMarkdown(titleCase(query.person.name))));
        return recommend.byCriteria(rest, excludeIds, language);
      }
      // Words not understood may be a person's name or a title on their own ('tom hanks', 'Inception').
      // One stray word beside a real request ('violent', 'whole') is not worth a typo-tolerant name search.
      const words = leftover ? leftover.split(' ').length : 0;
      const otherCriteria = hasCriteria({ ...query, theme: undefined });
      if (words && words <= 4 && (words >= 2 || !otherCriteria) && !conversation.followUp) {
        const person = await tools.findPerson(leftover);
        if (person)
          return (
            (await recommend.byPerson(
              { ...query, theme: undefined, person: { name: person.name, role: 'any', explicit: false } },
              excludeIds,
              language,
            )) ?? text(phrases.cannotHelp)
          );
        const title = await tools.findTitle(leftover);
        if (title) return recommend.likeMovie(title, { ...query, theme: undefined }, excludeIds, language);
      }
      if (hasCriteria(query)) return recommend.byCriteria(query, excludeIds, language);
      if (conversation.generic)
        return (await recommend.bestLoved(excludeIds, language)) ?? text(phrases.cannotHelp);
      return text(phrases.cannotHelp);
    },
  };
}

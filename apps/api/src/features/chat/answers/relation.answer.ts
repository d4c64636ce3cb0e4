/**
 * A follow-up about the one film the last answer was about: its sequel ('how long is the dark knight' -> 'and the
 * sequel?', asked the same fact again unless the message asks another), its lead actor's other films ('what else
 * has the main guy been in'), films like it ('ok recommend me something similar'), or a fact asked with 'it' ('who's
 * in it').
 */
import type { ChatMessage } from '@marquee/contracts';
import { movieLink } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { NO_EXCLUSIONS } from '../retrieval/query-filter.ts';
import { emptyQuery, type FactAspect, type ReplyLanguage } from '../understanding/chat-query.ts';
import { filmsOfAnswer } from '../understanding/conversation.ts';
import { extractFilmRelation } from '../understanding/extractors/film-relation.extractor.ts';
import { askedAspect } from '../understanding/extractors/reference-question.extractor.ts';
import { normalizeText } from '../understanding/text.ts';
import { libraryPhrasesFor } from '../wording/phrases.ts';
import { factAnswer, filmographyAnswer } from './facts.answer.ts';
import { likeMovie, type AssistantAnswer } from './recommend.answer.ts';

/** The one film the last answer was about (a fact answer links only it), if it was about exactly one. */
function filmOfLastAnswer(history: ChatMessage[]): number | undefined {
  const last = history.findLast((message) => message.isBot);
  const films = last ? filmsOfAnswer(last.text) : [];
  return films.length === 1 ? films[0] : undefined;
}

/** The fact the user asked before this message ('how long is the dark knight' -> runtime). */
function previousAspect(history: ChatMessage[]): FactAspect | undefined {
  const asked = history.findLast((message) => !message.isBot);
  return asked ? askedAspect(normalizeText(asked.text))?.aspect : undefined;
}

/** Words that point back at the film just named ('it', 'ella', 'lui'), and the little words around them. */
const POINTING = new Set(
  'it that this one him ella el eso esa ese elle lui ca ihn ihm es ele ela isso esse essa esso questo quello'.split(
    ' ',
  ),
);
const AROUND = new Set(
  'is was in of the ok okay so and then but y e et und also de en dans von em di sale sont ist pues entonces alors dann entao quindi ma mais'.split(
    ' ',
  ),
);

/** 'who's in it', 'quién sale en ella': the words beside a fact's cue only point back at a film. */
function pointsBack(rest: string): boolean {
  const words = rest.match(/[\p{L}']+/gu) ?? [];
  return (
    words.some((word) => POINTING.has(word)) && words.every((word) => POINTING.has(word) || AROUND.has(word))
  );
}

const releasedAfter = (date: string, than: string) => date !== '' && date > than;

/**
 * The film's sequel in the catalog: the first film released after it whose title goes on from its title or from
 * the part of it before a colon ('The Dark Knight' -> 'The Dark Knight Rises', 'Toy Story' -> 'Toy Story 2').
 */
async function sequelOf(tools: MovieTools, filmId: number) {
  const film = await tools.movie(filmId);
  if (!film) return undefined;
  const stems = [...new Set([film.title, film.title.split(':')[0]!.trim()])];
  const series = (await Promise.all(stems.map((stem) => tools.findSeries(stem)))).flat();
  const later = series
    .filter((movie) => movie.id !== film.id && releasedAfter(movie.release_date, film.release_date))
    .sort((a, b) => a.release_date.localeCompare(b.release_date));
  return { film, sequel: later[0] };
}

export async function relationAnswer(
  tools: MovieTools,
  prompt: string,
  history: ChatMessage[],
  language: ReplyLanguage,
): Promise<AssistantAnswer | undefined> {
  const filmId = filmOfLastAnswer(history);
  if (filmId === undefined) return undefined;
  const text = normalizeText(prompt);
  const relation = extractFilmRelation(text);
  if (relation === 'lead') {
    const lead = (await tools.facts(filmId))?.cast[0];
    if (!lead) return undefined;
    const question = { kind: 'filmography', name: lead.name, role: 'cast', afterPrevious: true } as const;
    return filmographyAnswer(tools, question, language, [filmId]);
  }
  if (relation === 'similar') {
    const film = await tools.movie(filmId);
    if (!film) return undefined;
    const shown = history.flatMap((message) => (message.isBot ? filmsOfAnswer(message.text) : []));
    const context = { excludeIds: new Set(shown), exclusions: NO_EXCLUSIONS, language };
    return likeMovie(tools, film, emptyQuery(), context);
  }
  const aspect = askedAspect(text);
  if (relation === 'sequel') {
    const found = await sequelOf(tools, filmId);
    if (!found) return undefined;
    if (!found.sequel)
      return { text: libraryPhrasesFor(language).noSequel(movieLink(found.film)), movies: [] };
    const asked = aspect?.aspect ?? previousAspect(history) ?? 'overview';
    return factAnswer(tools, { kind: 'fact', aspect: asked }, found.sequel.id, language);
  }
  return aspect && pointsBack(aspect.rest)
    ? factAnswer(tools, { kind: 'fact', aspect: aspect.aspect }, filmId, language)
    : undefined;
}

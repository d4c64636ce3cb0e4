/** Answers to questions about a movie (director, year, plot, runtime, rating, age rating, cast, worth it) and 'X or Y'. */
import type { MovieFacts } from '@marquee/catalog';
import { escapeMarkdown, movieLink } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { FactAspect, MovieQuestion, ReplyLanguage } from '../understanding/chat-query.ts';
import { certificationsForAge } from '../understanding/lexicon.ts';
import { genreList, phrasesFor } from '../wording/phrases.ts';
import type { AssistantAnswer } from './recommend.answer.ts';

type Say = (en: string, es: string) => string;

const CERTIFICATION_MEANING: Record<string, [string, string]> = {
  G: ['suitable for all ages', 'apta para todos los públicos'],
  PG: ['some material may not suit young children', 'algunas escenas pueden no ser para niños pequeños'],
  'PG-13': [
    'parents strongly cautioned for children under 13',
    'no recomendada para menores de 13 años sin sus padres',
  ],
  R: ['under 17 only with a parent or adult', 'menores de 17 solo acompañados de un adulto'],
  'NC-17': ['adults only', 'solo para adultos'],
};

function formatNumber(value: number, language: ReplyLanguage): string {
  return value.toLocaleString(language === 'es' ? 'es-ES' : 'en-US');
}

function scoreLine(facts: MovieFacts, say: Say, language: ReplyLanguage): string | undefined {
  const { vote_average: average, vote_count: votes } = facts.movie;
  if (!votes) return undefined;
  const score = average.toFixed(1);
  const count = formatNumber(votes, language);
  return say(`rated ${score}/10 by ${count} voters`, `una nota de ${score}/10 de ${count} votos`);
}

/** A judgement from the catalog's own figures: how well rated, by how many. */
function verdict(facts: MovieFacts, say: Say): string {
  const { vote_average: average, vote_count: votes } = facts.movie;
  if (votes < 20)
    return say(
      'Too few people have rated it for me to judge.',
      'Muy poca gente la ha votado como para juzgarla.',
    );
  if (average >= 7.8)
    return say(
      'It is one of the best-loved movies in our catalog: yes, well worth watching.',
      'Es de las más queridas del catálogo: sí, merece mucho la pena.',
    );
  if (average >= 7)
    return say(
      'Viewers rate it well: worth watching if the genre is your thing.',
      'El público la valora bien: merece la pena si te gusta el género.',
    );
  if (average >= 6)
    return say(
      'Opinions are mixed: fine for fans of the genre, not a must-see.',
      'Opiniones mixtas: bien para fans del género, pero no imprescindible.',
    );
  return say(
    'Viewers rate it poorly: I would pick something else.',
    'El público la valora mal: yo elegiría otra.',
  );
}

function runtimeText(minutes: number, say: Say): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return say(`${minutes} minutes (${hours} h ${rest} min)`, `${minutes} minutos (${hours} h ${rest} min)`);
}

function factSentence(
  aspect: FactAspect,
  facts: MovieFacts,
  language: ReplyLanguage,
  age: number | undefined,
): string {
  const say: Say = (en, es) => (language === 'es' ? es : en);
  const { movie } = facts;
  const link = movieLink(movie);
  const directors = facts.directors
    .map((director) => escapeMarkdown(director.name))
    .join(say(' and ', ' y '));
  const genres = genreList(
    movie.genres.map((genre) => genre.id),
    language,
    3,
  );
  const score = scoreLine(facts, say, language);
  switch (aspect) {
    case 'director':
      return directors
        ? say(`${link} was directed by **${directors}**.`, `${link} fue dirigida por **${directors}**.`)
        : say(
            `Our catalog doesn't say who directed ${link}.`,
            `Nuestro catálogo no dice quién dirigió ${link}.`,
          );
    case 'year':
      return movie.release_date
        ? say(`${link} came out on ${movie.release_date}.`, `${link} se estrenó el ${movie.release_date}.`)
        : say(
            `Our catalog has no release date for ${link}.`,
            `Nuestro catálogo no tiene la fecha de estreno de ${link}.`,
          );
    case 'plot':
      return movie.overview
        ? say(
            `What ${link} is about: ${escapeMarkdown(movie.overview)}`,
            `De qué trata ${link}: ${escapeMarkdown(movie.overview)}`,
          )
        : say(
            `Our catalog has no plot summary for ${link}.`,
            `Nuestro catálogo no tiene el argumento de ${link}.`,
          );
    case 'runtime':
      return movie.runtime
        ? say(
            `${link} runs ${runtimeText(movie.runtime, say)}.`,
            `${link} dura ${runtimeText(movie.runtime, say)}.`,
          )
        : say(
            `Our catalog doesn't know how long ${link} is.`,
            `Nuestro catálogo no sabe cuánto dura ${link}.`,
          );
    case 'rating':
      return score
        ? say(`${link} is ${score} on TMDB.`, `${link} tiene ${score} en TMDB.`)
        : say(
            `Nobody has rated ${link} in our catalog yet.`,
            `Nadie ha votado ${link} en nuestro catálogo todavía.`,
          );
    case 'cast': {
      const cast = facts.cast
        .slice(0, 5)
        .map((member) =>
          member.character
            ? `${escapeMarkdown(member.name)} (${escapeMarkdown(member.character)})`
            : escapeMarkdown(member.name),
        );
      return cast.length
        ? say(`${link} stars ${cast.join(', ')}.`, `En ${link} actúan ${cast.join(', ')}.`)
        : say(
            `Our catalog doesn't list the cast of ${link}.`,
            `Nuestro catálogo no tiene el reparto de ${link}.`,
          );
    }
    case 'certification':
      return certificationSentence(facts, link, genres, age, say);
    case 'worth':
      return score
        ? say(
            `${link} is ${score}${genres ? `, ${genres}` : ''}${directors ? `, directed by ${directors}` : ''}. ${verdict(facts, say)}`,
            `${link} tiene ${score}${genres ? ` (${genres})` : ''}${directors ? `, dirigida por ${directors}` : ''}. ${verdict(facts, say)}`,
          )
        : say(
            `Nobody has rated ${link} in our catalog yet, so I can't judge it.`,
            `Nadie ha votado ${link} en nuestro catálogo, así que no puedo juzgarla.`,
          );
    case 'overview': {
      const parts = [
        genres,
        directors ? say(`directed by ${directors}`, `dirigida por ${directors}`) : '',
        movie.runtime ? runtimeText(movie.runtime, say) : '',
        score ?? '',
        facts.certification ? say(`rated ${facts.certification}`, `calificación ${facts.certification}`) : '',
      ].filter(Boolean);
      const plot = movie.overview ? `\n\n${escapeMarkdown(movie.overview)}` : '';
      return `${link}${parts.length ? `: ${parts.join(', ')}.` : '.'}${plot}`;
    }
  }
}

function certificationSentence(
  facts: MovieFacts,
  link: string,
  genres: string,
  age: number | undefined,
  say: Say,
): string {
  const certification = facts.certification;
  if (!certification) {
    return say(
      `Our catalog has no age rating for ${link}, so I can't say for sure${age ? ` whether it suits a ${age}-year-old` : ''}. Its genres are ${genres || 'unknown'}; check a parents' guide before you press play.`,
      `Nuestro catálogo no tiene la calificación por edades de ${link}, así que no puedo asegurarlo${age ? ` para un niño de ${age} años` : ''}. Sus géneros: ${genres || 'desconocidos'}.`,
    );
  }
  const meaning = CERTIFICATION_MEANING[certification];
  const rated = say(
    `${link} is rated **${certification}** in the US${meaning ? ` (${meaning[0]})` : ''}.`,
    `${link} tiene la calificación **${certification}** en EE. UU.${meaning ? ` (${meaning[1]})` : ''}.`,
  );
  if (age === undefined) return rated;
  const suitable = (certificationsForAge(age) as string[]).includes(certification);
  return `${rated} ${
    suitable
      ? say(
          `That usually suits a ${age}-year-old, though you know your child best.`,
          `Suele ser adecuada para un niño de ${age} años, aunque tú conoces mejor a tu hijo.`,
        )
      : say(
          `For a ${age}-year-old I would pick something else.`,
          `Para un niño de ${age} años yo elegiría otra.`,
        )
  }`;
}

export function createFactAnswers(tools: MovieTools) {
  async function facts(
    question: Extract<MovieQuestion, { kind: 'fact' }>,
    current: number | undefined,
    language: ReplyLanguage,
  ): Promise<AssistantAnswer> {
    const phrases = phrasesFor(language);
    const movie = question.title
      ? await tools.findTitle(question.title)
      : current !== undefined
        ? await tools.movie(current)
        : undefined;
    if (!movie) return { text: question.title ? phrases.titleNotFound : phrases.whichMovie, movies: [] };
    const found = await tools.facts(movie.id);
    if (!found) return { text: phrases.titleNotFound, movies: [] };
    return { text: factSentence(question.aspect, found, language, question.age), movies: [movie] };
  }

  async function compare(
    titles: [string, string],
    language: ReplyLanguage,
  ): Promise<AssistantAnswer | undefined> {
    const say: Say = (en, es) => (language === 'es' ? es : en);
    const movies = await Promise.all(titles.map((title) => tools.findTitle(title)));
    if (!movies[0] || !movies[1]) return undefined;
    const [a, b] = (await Promise.all(movies.map((movie) => tools.facts(movie!.id)))) as [
      MovieFacts | null,
      MovieFacts | null,
    ];
    if (!a || !b) return undefined;
    const line = (facts: MovieFacts) => {
      const parts = [
        genreList(
          facts.movie.genres.map((genre) => genre.id),
          language,
          3,
        ),
        scoreLine(facts, say, language) ?? say('not rated yet', 'sin votos todavía'),
        facts.movie.runtime ? runtimeText(facts.movie.runtime, say) : '',
      ].filter(Boolean);
      return `- ${movieLink(facts.movie)}: ${parts.join(', ')}`;
    };
    const [first, second] = [a, b].sort((x, y) => y.movie.vote_average - x.movie.vote_average) as [
      MovieFacts,
      MovieFacts,
    ];
    const close = Math.abs(first.movie.vote_average - second.movie.vote_average) < 0.3;
    const conclusion = close
      ? say(
          'Viewers rate them about the same, so pick by mood: the genres above are the real difference.',
          'El público las valora casi igual, así que elige según el ánimo: la diferencia está en los géneros.',
        )
      : say(
          `By viewers' ratings, ${movieLink(first.movie)} comes out ahead.`,
          `Según las notas del público, gana ${movieLink(first.movie)}.`,
        );
    return {
      text: [
        say('Here is how they compare in our catalog:', 'Así se comparan en nuestro catálogo:'),
        '',
        line(a),
        line(b),
        '',
        conclusion,
      ].join('\n'),
      movies: movies as [NonNullable<(typeof movies)[0]>, NonNullable<(typeof movies)[1]>],
    };
  }

  return { facts, compare };
}

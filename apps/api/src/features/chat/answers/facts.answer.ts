/** Answers to questions about a movie (director, year, plot, runtime, rating, age rating, cast, worth it) and 'X or Y'. */
import type { MovieFacts } from '@marquee/catalog';
import { toMovieSummary } from '../../../platform/movie-summaries.ts';
import { escapeMarkdown, movieLink } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { FactAspect, MovieQuestion, ReplyLanguage } from '../understanding/chat-query.ts';
import { certificationsForAge } from '../understanding/lexicon.ts';
import { normalizeText } from '../understanding/text.ts';
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

/** 'the joker' matches 'Joker', 'Rose' matches 'Rose DeWitt Bukater', 'neo' matches 'Thomas A. Anderson / Neo'. */
function characterMatches(typed: string, character: string): boolean {
  const words = (text: string) =>
    normalizeText(text)
      .replace(/\([^)]*\)/g, ' ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && !['the', 'a', 'an', 'el', 'la', 'mr', 'mrs', 'dr'].includes(word));
  const asked = words(typed);
  const named = new Set(words(character));
  return asked.length > 0 && asked.every((word) => named.has(word));
}

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

/** '2 h 49 min, long for a weeknight': how a runtime feels for an evening at home. */
function runtimeJudgement(minutes: number, say: Say): string {
  if (minutes >= 150)
    return say(
      'long for a weeknight, so save it for a free evening or the weekend',
      'larga para una noche entre semana, mejor para el fin de semana',
    );
  if (minutes >= 125)
    return say(
      'on the long side for a weeknight, but doable if you start early',
      'algo larga para una noche entre semana, pero se puede si empiezas pronto',
    );
  if (minutes >= 90)
    return say('a comfortable length for a weeknight', 'una duración cómoda para una noche entre semana');
  return say('short: easy to fit into any evening', 'corta: cabe en cualquier noche');
}

function factSentence(
  aspect: FactAspect,
  facts: MovieFacts,
  language: ReplyLanguage,
  age: number | undefined,
  judge = false,
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
      if (movie.runtime && judge)
        return say(
          `${link} runs ${runtimeText(movie.runtime, say)}: ${runtimeJudgement(movie.runtime, say)}.`,
          `${link} dura ${runtimeText(movie.runtime, say)}: ${runtimeJudgement(movie.runtime, say)}.`,
        );
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
    case 'streaming':
      // The chat has no provider listings; the movie page shows them where TMDB is connected (where-to-watch).
      return say(
        `I can't see streaming services from the chat. ${link}'s page lists where to watch it when Marquee is connected to TMDB.`,
        `Desde el chat no veo los servicios de streaming. La página de ${link} muestra dónde verla cuando Marquee está conectado a TMDB.`,
      );
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
  const ceiling = age === undefined ? '' : certificationsForAge(age).join('/');
  const rated = say(
    `${link} is rated **${certification}** in the US${meaning ? ` (${meaning[0]})` : ''}.`,
    `${link} tiene la calificación **${certification}** en EE. UU.${meaning ? ` (${meaning[1]})` : ''}.`,
  );
  if (age === undefined) return rated;
  const suitable = (certificationsForAge(age) as string[]).includes(certification);
  return `${rated} ${
    suitable
      ? say(
          `For a ${age}-year-old I'd look for ${ceiling}, so it usually suits a ${age}-year-old, though you know your child best.`,
          `Para ${age} años buscaría ${ceiling}, así que suele ser adecuada para un niño de ${age} años, aunque tú conoces mejor a tu hijo.`,
        )
      : say(
          `For a ${age}-year-old I'd look for ${ceiling}, so I would pick something else.`,
          `Para ${age} años buscaría ${ceiling}, así que yo elegiría otra.`,
        )
  }`;
}

export function createFactAnswers(tools: MovieTools) {
  /** The film a question is about: its typed title, else the film pointed at (previous answer or page). */
  async function subject(title: string | undefined, current: number | undefined) {
    if (title) return tools.findTitle(title);
    return current !== undefined ? tools.movie(current) : undefined;
  }

  async function facts(
    question: Extract<MovieQuestion, { kind: 'fact' }>,
    current: number | undefined,
    language: ReplyLanguage,
  ): Promise<AssistantAnswer> {
    const phrases = phrasesFor(language);
    const movie = await subject(question.title, current);
    if (!movie) return { text: question.title ? phrases.titleNotFound : phrases.whichMovie, movies: [] };
    const found = await tools.facts(movie.id);
    if (!found) return { text: phrases.titleNotFound, movies: [] };
    return {
      text: factSentence(question.aspect, found, language, question.age, question.judge),
      movies: [movie],
    };
  }

  /** 'Who plays the Joker in The Dark Knight?': the cast member whose character matches, or an honest no. */
  async function character(
    question: Extract<MovieQuestion, { kind: 'character' }>,
    current: number | undefined,
    language: ReplyLanguage,
  ): Promise<AssistantAnswer> {
    const say: Say = (en, es) => (language === 'es' ? es : en);
    const phrases = phrasesFor(language);
    const movie = await subject(question.title, current);
    if (!movie) return { text: question.title ? phrases.titleNotFound : phrases.whichMovie, movies: [] };
    const found = await tools.facts(movie.id);
    if (!found) return { text: phrases.titleNotFound, movies: [] };
    const link = movieLink(found.movie);
    const member = found.cast.find(
      (candidate) => candidate.character && characterMatches(question.character, candidate.character),
    );
    if (member?.character)
      return {
        text: say(
          `In ${link}, ${escapeMarkdown(member.character)} is played by **${escapeMarkdown(member.name)}**.`,
          `En ${link}, ${escapeMarkdown(member.character)} lo interpreta **${escapeMarkdown(member.name)}**.`,
        ),
        movies: [movie],
      };
    const billed = found.cast
      .slice(0, 4)
      .map((person) => escapeMarkdown(person.name))
      .join(', ');
    return {
      text: say(
        `I don't know that role in ${link}: our catalog doesn't list that character.${billed ? ` Its top-billed cast: ${billed}.` : ''}`,
        `No conozco ese papel en ${link}: nuestro catálogo no tiene ese personaje.${billed ? ` Su reparto principal: ${billed}.` : ''}`,
      ),
      movies: [movie],
    };
  }

  /** The director (or the top-billed actor) of a catalog film, as a catalog person. */
  async function personOfFilm(title: string, role: 'director' | 'cast') {
    const movie = await tools.findTitle(title);
    const facts = movie ? await tools.facts(movie.id) : null;
    const credit = role === 'director' ? facts?.directors[0] : facts?.cast[0];
    return credit ? tools.findPerson(credit.name, role) : undefined;
  }

  /** 'What has Tom Hanks been in?': the person's catalog films, best known first, with the count. */
  async function filmography(
    question: Extract<MovieQuestion, { kind: 'filmography' }>,
    language: ReplyLanguage,
    excludeIds: number[] = [],
  ): Promise<AssistantAnswer> {
    const say: Say = (en, es) => (language === 'es' ? es : en);
    const phrases = phrasesFor(language);
    const person = question.via
      ? await personOfFilm(question.via.title, question.via.role)
      : await tools.findPerson(question.name, question.role);
    if (!person) return { text: phrases.personUnknown, movies: [] };
    // 'Filmography of Tarantino': a director who also acts is asked about as a director.
    const role =
      question.role !== 'any'
        ? question.role
        : person.director_count >= 3 || person.director_count > person.cast_count
          ? 'director'
          : 'cast';
    const films = await tools.search({
      personId: person.id,
      personRole: role,
      sort: 'popularity',
      limit: 100,
      excludeIds,
    });
    const name = escapeMarkdown(person.name);
    if (!films.length)
      return {
        text: say(
          `I couldn't find films ${role === 'director' ? 'directed by' : 'with'} ${name} in our catalog.`,
          `No he encontrado películas ${role === 'director' ? 'dirigidas por' : 'con'} ${name} en nuestro catálogo.`,
        ),
        movies: [],
      };
    const shown = films.slice(0, 8).sort((a, b) => b.release_date.localeCompare(a.release_date));
    const intro =
      role === 'director'
        ? say(
            `${name} directed ${films.length} ${films.length === 1 ? 'film' : 'films'} in our catalog${films.length > shown.length ? '; the best known' : ''}:`,
            `${name} dirigió ${films.length} ${films.length === 1 ? 'película' : 'películas'} de nuestro catálogo${films.length > shown.length ? '; las más conocidas' : ''}:`,
          )
        : say(
            `${name} is in ${films.length} ${films.length === 1 ? 'film' : 'films'} in our catalog${films.length > shown.length ? '; the best known' : ''}:`,
            `${name} sale en ${films.length} ${films.length === 1 ? 'película' : 'películas'} de nuestro catálogo${films.length > shown.length ? '; las más conocidas' : ''}:`,
          );
    const lines = await Promise.all(
      shown.map(async (movie, index) => {
        const facts = await tools.facts(movie.id);
        const part = facts?.cast.find((member) => member.id === person.id)?.character;
        const detail =
          role === 'director'
            ? say('director', 'dirección')
            : part
              ? say(`as ${escapeMarkdown(part)}`, `como ${escapeMarkdown(part)}`)
              : say('in the cast', 'en el reparto');
        return `${index + 1}. ${movieLink(movie)} — ${detail}`;
      }),
    );
    return { text: [intro, '', ...lines].join('\n'), movies: shown };
  }

  /** The fact a pick was decided by ('8.1/10', '1 h 39 min', '1994'). */
  function pickFact(
    facts: MovieFacts,
    order: Extract<MovieQuestion, { kind: 'pick' }>['order'],
    say: Say,
  ): string {
    const year = facts.movie.release_date.slice(0, 4);
    if (order === 'shortest' || order === 'longest')
      return facts.movie.runtime ? runtimeText(facts.movie.runtime, say) : '';
    if (order === 'oldest' || order === 'release_date') return year;
    return say(
      `rated ${facts.movie.vote_average.toFixed(1)}/10`,
      `valorada con ${facts.movie.vote_average.toFixed(1)}/10`,
    );
  }

  /** 'Which of them is the shortest?': one of the previous answer's films, with the fact that decides. */
  async function pick(
    question: Extract<MovieQuestion, { kind: 'pick' }>,
    previous: number[],
    language: ReplyLanguage,
  ): Promise<AssistantAnswer> {
    const say: Say = (en, es) => (language === 'es' ? es : en);
    const all = (await Promise.all(previous.map((id) => tools.facts(id)))).filter(
      (facts): facts is MovieFacts => facts !== null,
    );
    if (!all.length) return { text: phrasesFor(language).whichMovie, movies: [] };
    if (question.age !== undefined) {
      const allowed = certificationsForAge(question.age) as string[];
      const fits = all.filter((facts) => facts.certification && allowed.includes(facts.certification));
      const list = fits.map((facts) => `- ${movieLink(facts.movie)}: ${facts.certification}`).join('\n');
      return {
        text: fits.length
          ? say(
              `For a ${question.age}-year-old I'd look for ${allowed.join('/')}. Of those, these fit:\n\n${list}`,
              `Para ${question.age} años buscaría ${allowed.join('/')}. De esas, encajan:\n\n${list}`,
            )
          : say(
              `For a ${question.age}-year-old I'd look for ${allowed.join('/')}, and none of those is rated that (or our catalog doesn't know their rating).`,
              `Para ${question.age} años buscaría ${allowed.join('/')}, y ninguna de esas lo es (o no conocemos su calificación).`,
            ),
        movies: fits.map((facts) => toMovieSummary(facts.movie)),
      };
    }
    const known = (value: number | null | undefined) => value ?? Number.NaN;
    const score: Record<typeof question.order, (facts: MovieFacts) => number> = {
      shortest: (facts) => -known(facts.movie.runtime),
      longest: (facts) => known(facts.movie.runtime),
      oldest: (facts) => -Number(facts.movie.release_date.slice(0, 4) || Number.NaN),
      release_date: (facts) => Number(facts.movie.release_date.slice(0, 4) || Number.NaN),
      vote_average: (facts) => (facts.movie.vote_count ? facts.movie.vote_average : Number.NaN),
      popularity: (facts) => facts.movie.popularity,
    };
    const ranked = all
      .filter((facts) => !Number.isNaN(score[question.order](facts)))
      .sort((a, b) => score[question.order](b) - score[question.order](a));
    if (question.count !== undefined && question.count > 1 && ranked.length > 1) {
      const chosen = ranked.slice(0, question.count);
      const lines = chosen.map(
        (facts, index) => `${index + 1}. ${movieLink(facts.movie)} — ${pickFact(facts, question.order, say)}`,
      );
      return {
        text: [
          say(`Of those, these ${chosen.length}:`, `De esas, estas ${chosen.length}:`),
          '',
          ...lines,
        ].join('\n'),
        movies: chosen.map((facts) => toMovieSummary(facts.movie)),
      };
    }
    const best = ranked[0];
    if (!best)
      return {
        text: say(
          "Our catalog doesn't know that about these films.",
          'Nuestro catálogo no sabe eso de esas películas.',
        ),
        movies: [],
      };
    const link = movieLink(best.movie);
    const runtime = best.movie.runtime ? runtimeText(best.movie.runtime, say) : '';
    const detail: Record<typeof question.order, string> = {
      shortest: say(`is the shortest, at ${runtime}`, `es la más corta: ${runtime}`),
      longest: say(`is the longest, at ${runtime}`, `es la más larga: ${runtime}`),
      oldest: say(
        `is the oldest, from ${best.movie.release_date.slice(0, 4)}`,
        `es la más antigua, de ${best.movie.release_date.slice(0, 4)}`,
      ),
      release_date: say(
        `is the newest, from ${best.movie.release_date.slice(0, 4)}`,
        `es la más reciente, de ${best.movie.release_date.slice(0, 4)}`,
      ),
      vote_average: say(
        `is the best rated, at ${best.movie.vote_average.toFixed(1)}/10`,
        `es la mejor valorada: ${best.movie.vote_average.toFixed(1)}/10`,
      ),
      popularity: say('is the most popular', 'es la más popular'),
    };
    return {
      text: say(
        `Of those, ${link} ${detail[question.order]}.`,
        `De esas, ${link} ${detail[question.order]}.`,
      ),
      movies: [toMovieSummary(best.movie)],
    };
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

  return { facts, compare, character, filmography, pick };
}

/** Every sentence the built-in assistant writes, in each language it answers in. */
import { GENRES, type Genre } from '@marquee/contracts';
import type { MovieQuery, ReplyLanguage } from '../understanding/chat-query.ts';

const SPANISH_GENRES: Record<Genre['name'], string> = {
  Action: 'acción',
  Adventure: 'aventuras',
  Animation: 'animación',
  Comedy: 'comedia',
  Crime: 'crimen',
  Documentary: 'documental',
  Drama: 'drama',
  Family: 'familiar',
  Fantasy: 'fantasía',
  History: 'historia',
  Horror: 'terror',
  Music: 'música',
  Mystery: 'misterio',
  Romance: 'romance',
  'Science Fiction': 'ciencia ficción',
  'TV Movie': 'película de TV',
  Thriller: 'suspense',
  War: 'bélica',
  Western: 'western',
};

const SPANISH_MOODS: Record<string, string> = {
  uplifting: 'que levantan el ánimo',
  fun: 'divertidas',
  'mind-bending': 'que te vuelan la cabeza',
  emotional: 'emotivas',
  thrilling: 'trepidantes',
  cozy: 'acogedoras',
  dark: 'oscuras',
};

const LANGUAGE_NAMES: Record<string, [string, string]> = {
  fr: ['French', 'francés'],
  it: ['Italian', 'italiano'],
  de: ['German', 'alemán'],
  ja: ['Japanese', 'japonés'],
  ko: ['Korean', 'coreano'],
  zh: ['Chinese', 'chino'],
  cn: ['Cantonese', 'cantonés'],
  hi: ['Hindi', 'hindi'],
  es: ['Spanish', 'español'],
  ru: ['Russian', 'ruso'],
  sv: ['Swedish', 'sueco'],
  da: ['Danish', 'danés'],
  pt: ['Portuguese', 'portugués'],
  fa: ['Persian', 'persa'],
  tr: ['Turkish', 'turco'],
  th: ['Thai', 'tailandés'],
  en: ['English', 'inglés'],
};

export function genreLabel(id: number, language: ReplyLanguage): string | undefined {
  const genre = GENRES.find((candidate) => candidate.id === id);
  if (!genre) return undefined;
  return language === 'es' ? SPANISH_GENRES[genre.name] : genre.name;
}

export function genreList(ids: readonly number[], language: ReplyLanguage, max = 2): string {
  return ids
    .map((id) => genreLabel(id, language))
    .filter((name): name is string => Boolean(name))
    .slice(0, max)
    .join(' / ');
}

export function languageName(code: string, language: ReplyLanguage): string {
  return LANGUAGE_NAMES[code]?.[language === 'es' ? 1 : 0] ?? code;
}

export function describeYears(
  { yearFrom, yearTo }: Pick<MovieQuery, 'yearFrom' | 'yearTo'>,
  language: ReplyLanguage,
): string {
  const es = language === 'es';
  if (yearFrom !== undefined && yearTo !== undefined) {
    if (yearFrom === yearTo) return es ? `de ${yearFrom}` : `from ${yearFrom}`;
    if (yearFrom % 10 === 0 && yearTo === yearFrom + 9)
      return es
        ? `de los años ${yearFrom % 100 === 0 ? yearFrom : String(yearFrom % 100).padStart(2, '0')}`
        : `from the ${yearFrom}s`;
    return es ? `de ${yearFrom} a ${yearTo}` : `from ${yearFrom} to ${yearTo}`;
  }
  if (yearTo !== undefined) return es ? `anteriores a ${yearTo + 1}` : `from before ${yearTo + 1}`;
  if (yearFrom !== undefined) return es ? `desde ${yearFrom}` : `from ${yearFrom} on`;
  return '';
}

function describeRuntime({ runtimeMin, runtimeMax }: MovieQuery, language: ReplyLanguage): string {
  const es = language === 'es';
  if (runtimeMax !== undefined && runtimeMin !== undefined)
    return es ? `de ${runtimeMin} a ${runtimeMax} minutos` : `of ${runtimeMin} to ${runtimeMax} minutes`;
  if (runtimeMax !== undefined)
    return es ? `de hasta ${runtimeMax} minutos` : `of up to ${runtimeMax} minutes`;
  if (runtimeMin !== undefined) return es ? `de más de ${runtimeMin} minutos` : `over ${runtimeMin} minutes`;
  return '';
}

/** 'highly rated cozy Comedy movies in French from the 1990s for kids aged 8'. */
export function describeQuery(query: MovieQuery, language: ReplyLanguage, personName?: string): string {
  const es = language === 'es';
  const genres = query.genreIds.map((id) => genreLabel(id, language)).filter(Boolean);
  const languages = query.languages.map((code) => languageName(code, language));
  const sortWord =
    query.sort === 'vote_average'
      ? es
        ? 'muy valoradas'
        : 'highly rated'
      : query.sort === 'release_date'
        ? es
          ? 'recientes'
          : 'recent'
        : '';
  const mood = query.mood
    ? es
      ? (SPANISH_MOODS[query.mood.label] ?? query.mood.label)
      : query.mood.label
    : '';
  const person = personName
    ? query.person?.role === 'director'
      ? es
        ? `dirigidas por ${personName}`
        : `directed by ${personName}`
      : es
        ? `con ${personName}`
        : `with ${personName}`
    : '';
  // Theme labels are the lexicon's own words, never the user's text.
  const themes = query.keywordThemes.map((theme) => theme.label);
  const about = themes.length ? `${es ? 'sobre' : 'about'} ${themes.join(es ? ' y ' : ' and ')}` : '';
  const avoided = query.avoidLabels.length
    ? `${es ? 'sin' : 'without'} ${query.avoidLabels.join(es ? ' ni ' : ' or ')}`
    : '';
  const audience = query.audience
    ? (query.audience.described?.[es ? 'es' : 'en'] ??
      (es ? `para ${audienceLabelEs(query.audience.label)}` : `for ${query.audience.label}`))
    : '';
  const parts = es
    ? [
        'películas',
        genres.length ? `de ${genres.join(' y ')}` : '',
        languages.length ? `en ${languages.join(' o ')}` : '',
        mood,
        sortWord,
        person,
        query.studios.length ? `de ${query.studios.join(' o ')}` : '',
        describeRuntime(query, language),
        describeYears(query, language),
        audience,
        about,
        avoided,
        query.theme ? 'que encajan con lo que describes' : '',
      ]
    : [
        sortWord,
        mood,
        genres.join(' '),
        languages.length ? `${languages.join(' or ')}-language` : '',
        'movies',
        person,
        query.studios.length ? `from ${query.studios.join(' or ')}` : '',
        describeRuntime(query, language),
        describeYears(query, language),
        audience,
        about,
        avoided,
        query.theme ? 'matching your description' : '',
      ];
  return parts.filter(Boolean).join(' ');
}

function audienceLabelEs(label: string): string {
  const age = /\d+/.exec(label)?.[0];
  if (label.startsWith('kids')) return age ? `niños de ${age} años` : 'niños';
  if (label.startsWith('teens')) return `adolescentes de ${age} años`;
  if (label === 'the whole family') return 'toda la familia';
  return 'ver en familia';
}

export interface Phrases {
  help: string;
  cannotHelp: string;
  greeting: string;
  thanks: string;
  tip: string;
  found(description: string, more: boolean): string;
  uplifting(description: string): string;
  noneFound(description: string, more: boolean): string;
  /** A studio was asked for, but the catalog lists no production companies to check it against. */
  studioUnknown(studios: string): string;
  likeIntro(movie: string, years: string): string;
  likeNone(movie: string, years: string): string;
  titleNotFound: string;
  /** Added under an answer given from the local catalog while the live movie database is down. */
  liveDataUnavailable: string;
  whichMovie: string;
  personIntro(description: string, more: boolean): string;
  personNone(name: string, more: boolean): string;
  fewGenres(all: string, first: string): string;
  widenedYears(years: string): string;
  noCertifications: string;
  personFew(name: string, description: string): string;
  rated(score: string): string;
  directedBy(name: string): string;
  as(character: string): string;
  sharesFeel(genres: string): string;
  favouriteOf(title: string): string;
  catalogFavourite: string;
  popularIntro(more: boolean): string;
  watchlistEmpty: string;
  watchlistNone: string;
  watchlistIntro: string;
  rewatchEmpty: string;
  rewatchNone: string;
  rewatchIntro: string;
  ratedEmpty: string;
  ratedNone: string;
  ratedIntro: string;
  yourRating: (rating: number) => string;
  signInForLibrary: string;
  noLovedYet: string;
  /** Said once per conversation when the user's history shaped the answer. */
  historyUsed: string;
  personUnknown: string;
  questionNotUnderstood: string;
  avoiding(what: string): string;
}

/** English only, by design: the languages it reads are listed in their own names too. */
export function unreadableReply(languages: readonly string[]): string {
  return `Sorry, I can't read that language yet, so I won't guess. I understand ${languages.join(', ')}. Could you ask again in one of those?`;
}

/** Marks the history note so it is said only once in a conversation. */
export const HISTORY_NOTE_MARK = '\u2063';

const HELP_EN = [
  "I recommend movies from Marquee's catalog and answer questions about them. You can ask me things like:",
  '',
  '- a mood: *something uplifting*, *something cozy for a rainy sunday*',
  '- a genre, a decade, a length or a language: *80s action*, *a comedy under 100 minutes*, *a french film*',
  '- a person: *movies with Tom Hanks*, *directed by Nolan*',
  '- a movie you loved: *like Inception* (or *more like this* on a movie page)',
  '- a question: *who directed Alien?*, *is this ok for my 8 year old?*, *The Matrix or Inception?*',
  '',
  'Then say *more* or *older ones* to keep going.',
].join('\n');

const HELP_ES = [
  'Te recomiendo películas del catálogo de Marquee y respondo preguntas sobre ellas. Puedes pedirme cosas como:',
  '',
  '- un estado de ánimo: *algo alegre*, *algo acogedor para un domingo de lluvia*',
  '- un género, una década o una duración: *acción de los 80*, *una comedia de menos de 100 minutos*',
  '- una persona: *películas con Tom Hanks*, *dirigidas por Nolan*',
  '- una película que te encantó: *parecidas a Inception*',
  '- una pregunta: *¿quién dirigió Alien?*, *¿de qué trata Interstellar?*',
  '',
  'Luego di *más* o *más antiguas* para seguir.',
].join('\n');

const ENGLISH: Phrases = {
  help: HELP_EN,
  cannotHelp: [
    "Sorry, I couldn't work out what kind of movie you're after, and I only know about movies in our catalog.",
    '',
    HELP_EN,
  ].join('\n'),
  greeting: 'Hi there!',
  thanks: "You're welcome! Enjoy the movie. Ask me any time for more ideas. 🍿",
  tip: '_Want different ones? Ask for **more**, **older ones**, a decade, or movies **like** one of these._',
  found: (description, more) => `Here are some ${more ? 'more ' : ''}${description} you might enjoy:`,
  uplifting: (description) => `Here are some ${description} to brighten your day:`,
  noneFound: (description, more) =>
    `I couldn't find any ${more ? 'more ' : ''}${description} in our catalog. Try a different genre, mood or decade.`,
  studioUnknown: (studios) =>
    `Our catalog doesn't list which studio made its films, so I can't pick ${studios} films for you. Try a genre, a director or a title instead.`,
  likeIntro: (movie, years) => `If you liked ${movie}, try these${years ? ` ${years}` : ''}:`,
  likeNone: (movie, years) =>
    `I couldn't find more movies like ${movie}${years ? ` ${years}` : ''} in our catalog. Try another title or a genre.`,
  titleNotFound:
    "I couldn't find that title in our catalog, so I can't tell you about it or suggest similar movies. Check the spelling, or describe the kind of movie you want.",
  liveDataUnavailable:
    '_Live movie data is unavailable right now, so this answer comes from the movies saved on this site._',
  whichMovie:
    "I'm not sure which movie you mean. Open a movie's page and ask again, or tell me a title, like *movies like Inception*.",
  personIntro: (description, more) => `Here are ${more ? 'more ' : ''}${description} from our catalog:`,
  personNone: (name, more) => `I couldn't find any ${more ? 'more ' : ''}movies with ${name} in our catalog.`,
  fewGenres: (all, first) => `I found few movies that are all of ${all}, so I included ${first} ones.`,
  widenedYears: (years) => `Our catalog has few matches ${years}, so I widened the years.`,
  noCertifications:
    'Our catalog has no age rating for some of these, so I picked family and animated movies; check before you press play.',
  personFew: (name, description) =>
    `${name} has few ${description} in our catalog, so I added other well-known ones.`,
  rated: (score) => `, rated ${score}/10`,
  directedBy: (name) => `directed by ${name}`,
  as: (character) => ` as ${character}`,
  sharesFeel: (genres) => `shares the ${genres} feel`,
  favouriteOf: (title) => `a favourite among fans of ${title}`,
  catalogFavourite: 'a catalog favourite',
  popularIntro: (more) =>
    `Here are ${more ? 'more ' : ''}some of the best-loved movies in our catalog. Tell me a mood, genre or actor and I'll narrow it down:`,
  watchlistEmpty: 'Your watchlist is empty. Mark movies as *Want to watch* and I can pick from them.',
  watchlistNone: "Nothing on your watchlist fits that. Try fewer conditions, or ask without 'my watchlist'.",
  watchlistIntro: 'From your watchlist:',
  rewatchEmpty:
    "You haven't logged, rated or liked any films yet, so I have nothing to suggest rewatching. Mark a few as watched.",
  rewatchNone: "None of the films you've seen fits that. Try fewer conditions.",
  rewatchIntro: "From films you've seen, to watch again:",
  ratedEmpty: "You haven't rated any films yet. Rate a few and I can list your favourites.",
  ratedNone: "None of the films you've rated fits that. Try fewer conditions.",
  ratedIntro: 'The films you rated highest:',
  yourRating: (rating) => `you rated it ${rating}/10`,
  signInForLibrary:
    "Sign in and I can use your watchlist and diary; for now I don't know which films you've seen.",
  noLovedYet:
    "You haven't liked or rated a film highly yet, so I don't know what you loved last. Tell me a title instead.",
  historyUsed: "I left out films you've already logged or rated (ask for a *rewatch* to include them).",
  personUnknown:
    "I couldn't find that person in our catalog. Check the spelling, or try a genre or a mood instead.",
  questionNotUnderstood:
    "I couldn't tell which movie or person that question is about, so I won't guess. Try *who directed Alien?*, *how long is Inception?* or *what has Tom Hanks been in?*",
  avoiding: (what) => `Leaving out ${what}.`,
};

const SPANISH: Phrases = {
  help: HELP_ES,
  cannotHelp: [
    'Lo siento, no he entendido qué tipo de película buscas, y solo conozco las películas de nuestro catálogo.',
    '',
    HELP_ES,
  ].join('\n'),
  greeting: '¡Hola!',
  thanks: '¡De nada! Disfruta la película. Pídeme más ideas cuando quieras. 🍿',
  tip: '_¿Quieres otras? Pide **más**, **más antiguas**, una década o películas **parecidas a** una de estas._',
  found: (description, more) =>
    `Aquí tienes ${more ? 'más ' : 'algunas '}${description} que te pueden gustar:`,
  uplifting: (description) => `Aquí tienes algunas ${description} para alegrarte el día:`,
  noneFound: (description, more) =>
    `No he encontrado ${more ? 'más ' : ''}${description} en nuestro catálogo. Prueba con otro género, ánimo o década.`,
  studioUnknown: (studios) =>
    `Nuestro catálogo no dice qué estudio hizo sus películas, así que no puedo elegir películas de ${studios}. Prueba con un género, un director o un título.`,
  likeIntro: (movie, years) => `Si te gustó ${movie}, prueba estas${years ? ` ${years}` : ''}:`,
  likeNone: (movie, years) =>
    `No he encontrado más películas parecidas a ${movie}${years ? ` ${years}` : ''} en nuestro catálogo.`,
  titleNotFound:
    'No he encontrado ese título en nuestro catálogo. Revisa cómo se escribe, o descríbeme qué tipo de película quieres.',
  liveDataUnavailable:
    '_Los datos en directo de películas no están disponibles ahora, así que respondo con las películas guardadas en este sitio._',
  whichMovie:
    'No sé a qué película te refieres. Abre la página de una película y vuelve a preguntar, o dime un título.',
  personIntro: (description, more) => `Aquí tienes ${more ? 'más ' : ''}${description} de nuestro catálogo:`,
  personNone: (name, more) =>
    `No he encontrado ${more ? 'más ' : ''}películas con ${name} en nuestro catálogo.`,
  fewGenres: (all, first) =>
    `Hay pocas películas que sean a la vez ${all}, así que incluí otras de ${first}.`,
  widenedYears: (years) => `Hay pocas coincidencias ${years}, así que amplié los años.`,
  noCertifications:
    'Nuestro catálogo no tiene la calificación por edades de algunas, así que elegí películas familiares y de animación.',
  personFew: (name, description) =>
    `${name} tiene pocas ${description} en nuestro catálogo, así que añadí otras conocidas.`,
  rated: (score) => `, nota ${score}/10`,
  directedBy: (name) => `dirigida por ${name}`,
  as: (character) => ` como ${character}`,
  sharesFeel: (genres) => `comparte el tono de ${genres}`,
  favouriteOf: (title) => `favorita de los fans de ${title}`,
  catalogFavourite: 'una favorita del catálogo',
  popularIntro: (more) =>
    `Aquí tienes ${more ? 'más ' : 'algunas '}de las películas más queridas de nuestro catálogo. Dime un ánimo, un género o un actor y afino:`,
  watchlistEmpty:
    'Tu lista de pendientes está vacía. Marca películas como *Quiero verla* y elegiré entre ellas.',
  watchlistNone: 'Nada de tu lista encaja con eso. Prueba con menos condiciones.',
  watchlistIntro: 'De tu lista de pendientes:',
  rewatchEmpty:
    'Aún no has registrado, puntuado ni marcado como favorita ninguna película, así que no tengo nada que sugerirte volver a ver.',
  rewatchNone: 'Ninguna de las películas que has visto encaja con eso. Prueba con menos condiciones.',
  rewatchIntro: 'De las películas que ya has visto, para volver a ver:',
  ratedEmpty: 'Aún no has puntuado ninguna película. Puntúa algunas y te diré tus favoritas.',
  ratedNone: 'Ninguna de las películas que has puntuado encaja con eso. Prueba con menos condiciones.',
  ratedIntro: 'Las películas que mejor has puntuado:',
  yourRating: (rating) => `le diste ${rating}/10`,
  signInForLibrary: 'Inicia sesión y podré usar tu lista y tu diario; ahora no sé qué películas has visto.',
  noLovedYet:
    'Aún no has marcado ninguna película como favorita, así que no sé cuál te encantó la última. Dime un título.',
  historyUsed:
    'He dejado fuera las películas que ya registraste o puntuaste (pide *volver a ver* para incluirlas).',
  personUnknown:
    'No he encontrado a esa persona en nuestro catálogo. Revisa cómo se escribe, o prueba con un género o un ánimo.',
  questionNotUnderstood:
    'No sé de qué película o persona me preguntas, así que no voy a adivinar. Prueba *¿quién dirigió Alien?* o *¿cuánto dura Inception?*',
  avoiding: (what) => `Sin ${what}.`,
};

export function phrasesFor(language: ReplyLanguage): Phrases {
  return language === 'es' ? SPANISH : ENGLISH;
}

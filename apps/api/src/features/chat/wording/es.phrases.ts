/** Spanish (Spain), addressing the user as 'tú'. */
import type { MoodLabel } from '../understanding/lexicons/language-lexicon.ts';
import {
  countIn,
  longDate,
  type ReplyWording,
  type ClarifyWording,
  type LibraryPhrases,
  type PeoplePhrases,
} from './reply-wording.ts';

const HELP = [
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

/** Moods as they describe 'películas'; the two without a Spanish word yet are said with their English label. */
const MOODS: Partial<Record<MoodLabel, string>> = {
  uplifting: 'que levantan el ánimo',
  fun: 'divertidas',
  'mind-bending': 'que te vuelan la cabeza',
  emotional: 'emotivas',
  thrilling: 'trepidantes',
  cozy: 'acogedoras',
  dark: 'oscuras',
};

const AUDIENCES = {
  kids: 'niños',
  teens: 'adolescentes',
  family: 'toda la familia',
  'with-family': 'ver en familia',
};

/** The user's own films, a film told by its story, and messages about something else. */
const PEOPLE: PeoplePhrases = {
  and: 'y',
  noneTogether: (names, more) =>
    `No he encontrado ${more ? 'otra película' : 'ninguna película'} en nuestro catálogo con ${names} a la vez. Pregunta por cada uno por separado para ver sus películas.`,
  togetherLoosened:
    'Ninguna de sus películas juntos encaja con el resto de tu petición, así que aquí están todas.',
  filmographyIntro: (name, films, role, bestKnown) =>
    `${name} ${role === 'director' ? 'dirigió' : 'sale en'} ${films} ${films === 1 ? 'película' : 'películas'} de nuestro catálogo${bestKnown ? '; las más conocidas' : ''}:`,
  filmographyNone: (name, role) =>
    `No he encontrado películas ${role === 'director' ? 'dirigidas por' : 'con'} ${name} en nuestro catálogo.`,
  filmographyNoOther: (name, role) =>
    `Nuestro catálogo no tiene otras películas ${role === 'director' ? 'dirigidas por' : 'con'} ${name}.`,
  asDirector: 'dirección',
  asCharacter: (character) => `como ${character}`,
  inCast: 'en el reparto',
};

const CLARIFY: ClarifyWording = {
  readings: {
    recommend: 'recomendaciones',
    fact: 'saber algo de una película',
    library: 'ver tus propias películas',
    identify: 'encontrar una película por su historia',
    group: 'ideas para un grupo',
  },
  question: (first, second) => `Una pregunta antes de responder: ¿quieres ${first} o ${second}?`,
  picks: {
    recommend: [
      'recomend\\w*',
      'recomiend\\w*',
      'sugerencias?',
      'ideas',
      'una lista',
      'algo (?:para|que) ver',
    ],
    fact: ['un dato', 'datos?', 'saber\\w*', 'info\\w*', 'detalles?', 'sobre (?:una|la) (?:pelicula|peli)'],
    library: [
      'mis (?:propias )?(?:peliculas|pelis|valoraciones)',
      'mi (?:diario|lista)',
      'las mias',
      'lo que (?:vi|he visto)',
    ],
    identify: ['encontrar\\w*', 'el (?:nombre|titulo)', 'cual es', 'su historia', 'identificar\\w*'],
    group: ['(?:un )?grupo', 'juntos', 'para (?:todos|nosotros)', 'amigos', 'familia'],
  },
  first: ['(?:la |el )?primer[oa]?', '1', 'la uno', 'opcion (?:1|a)'],
  second: ['(?:la |el )?segund[oa]', '2', 'la dos', '(?:la |el )?otr[oa]', 'opcion (?:2|b)'],
};

const LIBRARY: LibraryPhrases = {
  lastWatchedIntro: 'Tus películas más recientes, de la última a la primera:',
  lastWatchedOne: 'Esta es la última película que viste, según tu diario:',
  watchedOn: (date) => `vista el ${date}`,
  yourRating: (rating) => `le diste ${rating}/10`,
  periodIntro: (period) => `Lo que viste en ${period}:`,
  periodEmpty: (period) => `No registraste ninguna película en ${period}.`,
  diaryEmpty: 'Tu diario está vacío por ahora: registra una película que hayas visto y te cuento.',
  countInPeriod: (films, period) =>
    films === 1 ? `Registraste 1 película en ${period}.` : `Registraste ${films} películas en ${period}.`,
  likeLovedIntro: (titles) => `Más como las películas que te encantaron (${titles}):`,
  becauseYouLoved: (title) => `porque te encantó ${title}`,
  nothingLovedYet:
    'Aún no has valorado ni marcado películas con me gusta: valora algunas y buscaré parecidas.',
  identifyIntro: 'Parece que es esta:',
  identifyUnsure: 'No estoy seguro de qué película es. Podría ser una de estas:',
  bestMatch: 'la que más se parece a tu descripción',
  otherMatch: 'o quizá esta',
  identifyNone:
    'No logro identificar la película con esa descripción. ¿Algún otro detalle: un actor, un año, una escena?',
  noSequel: (title) => `No hay ninguna secuela de ${title} en nuestro catálogo.`,
  offTopic:
    'Solo puedo ayudarte con películas: recomendaciones, datos de una película o lo que hay en tu diario. ¿Qué te apetece ver?',
  seenYes: (film, date) =>
    date ? `Sí: viste ${film} el ${date}.` : `Sí: ${film} está en tu lista de vistas.`,
  seenNo: (film) => `Todavía no: ${film} no está en tu diario ni en tus vistas.`,
  ratedIt: (film, rating) => `Le diste un ${rating} de 10 a ${film}.`,
  notRated: (film) => `No has valorado ${film}.`,
  lowestIntro: 'Tus películas peor valoradas, de menor a mayor:',
  lowestInPeriodIntro: (period) => `Las películas que viste en ${period}, de la peor valorada a la mejor:`,
  highestInPeriodIntro: (period) => `Las películas que viste en ${period}, de la mejor valorada a la peor:`,
  gaveIntro: (rating) => `Las películas a las que diste ${rating}/10:`,
  gaveNone: (rating) => `No has dado ${rating}/10 a ninguna película.`,
  countRated: (films, period) =>
    `Has valorado ${films === 1 ? '1 película' : `${films} películas`} ${period ? `en ${period}` : 'hasta ahora'}.`,
  countLoved: (films) =>
    films === 1 ? 'Hasta ahora te ha gustado 1 película.' : `Hasta ahora te han gustado ${films} películas.`,
  highestIntro: 'Tus películas mejor valoradas, de la más alta a la más baja:',
  seenWith: (name) => `Las películas con ${name} que has visto:`,
  seenNoneWith: (name) => `Todavía no has registrado ninguna película con ${name}.`,
  favoriteDirector: (name) =>
    `Según tus notas, tu director favorito es ${name}. Sus películas que mejor has puntuado:`,
  noFavoriteDirector:
    'Todavía no has puntuado bien suficientes películas para saber cuál es tu director favorito.',
  seenReason: 'en tu lista de vistas',
  seenOfKind: 'Las películas de ese tipo que has visto:',
  seenNoneOfKind: 'Ninguna de las películas que has registrado es de ese tipo.',
  ownInOrderIntro: (part, order) =>
    `${{ liked: 'Las películas que te gustaron', rated: 'Las películas que valoraste', watchlist: 'Las películas de tu lista', seen: 'Las películas que viste' }[part]}, ${{ oldest: 'de la más antigua a la más reciente', newest: 'de la más reciente a la más antigua', shortest: 'de la más corta a la más larga', longest: 'de la más larga a la más corta' }[order]}:`,
  ownPartEmpty: (part) =>
    ({
      liked: 'Todavía no has marcado ninguna película con me gusta.',
      rated: 'Todavía no has valorado ninguna película.',
      watchlist: 'Tu lista está vacía.',
      seen: 'Todavía no has registrado ninguna película.',
    })[part],
};

export const SPANISH: ReplyWording<'es'> = {
  code: 'es',
  locale: 'es-ES',
  phrases: {
    help: HELP,
    cannotHelp: [
      'Lo siento, no he entendido qué tipo de película buscas, y solo conozco las películas de nuestro catálogo.',
      '',
      HELP,
    ].join('\n'),
    greeting: '¡Hola!',
    thanks: '¡De nada! Disfruta la película. Pídeme más ideas cuando quieras. 🍿',
    goodbye: '¡Hasta pronto y que disfrutes la película! Vuelve cuando quieras para más ideas. 🍿',
    wellbeing:
      '¡Muy bien, gracias por preguntar! ¿Qué te apetece ver: un género, un estado de ánimo, un actor?',
    identity:
      'Soy el asistente de películas de Marquee: un programa, no una persona. Te recomiendo películas del catálogo de este sitio y respondo preguntas sobre ellas, como quién dirigió una película o cuánto dura. ¿Qué te apetece ver?',
    complaint:
      'Siento que no te hayan convencido. Dime qué falló (muy antiguas, otro tono, no es tu género) o qué te apetece, y lo intento de nuevo.',
    praise: '¡Gracias, qué amable! Cuando quieras otra idea, solo pídemela. 🍿',
    tip: '_¿Quieres otras? Pide **más**, **más antiguas**, una década o películas **parecidas a** una de estas._',
    counted: (count, description, all) =>
      count === 1
        ? 'En nuestro catálogo hay solo una:'
        : `En nuestro catálogo hay ${count} ${description}${all ? ':' : '. Algunas de ellas:'}`,
    found: (description, more) =>
      `Aquí tienes ${more ? 'más ' : 'algunas '}${description} que te pueden gustar:`,
    uplifting: (description) => `Aquí tienes algunas ${description} para alegrarte el día:`,
    noneFound: (description, more) =>
      `No he encontrado ${more ? 'más ' : ''}${description} en nuestro catálogo. Prueba con otro género, ánimo o década.`,
    studioUnknown: (studios) =>
      `Nuestro catálogo no dice qué estudio hizo sus películas, así que no puedo elegir películas de ${studios}. Prueba con un género, un director o un título.`,
    seriesIntro: (series) => `Las películas de ${series} de nuestro catálogo:`,
    likeIntro: (movie, years) => `Si te gustó ${movie}, prueba estas${years ? ` ${years}` : ''}:`,
    likeNone: (movie, years) =>
      `No he encontrado más películas parecidas a ${movie}${years ? ` ${years}` : ''} en nuestro catálogo.`,
    titleNotFound:
      'No he encontrado ese título en nuestro catálogo. Revisa cómo se escribe, o descríbeme qué tipo de película quieres.',
    liveDataUnavailable:
      '_Los datos en directo de películas no están disponibles ahora, así que respondo con las películas guardadas en este sitio._',
    whichMovie:
      'No sé a qué película te refieres. Abre la página de una película y vuelve a preguntar, o dime un título.',
    personIntro: (description, more) =>
      `Aquí tienes ${more ? 'más ' : ''}${description} de nuestro catálogo:`,
    personNone: (name, more) =>
      `No he encontrado ${more ? 'más ' : ''}películas con ${name} en nuestro catálogo.`,
    someForEach: (parts) =>
      `Ninguna película les va bien a todos a la vez, así que aquí hay algunas para cada uno: ${parts}.`,
    fewAbout: (description) => `Nuestro catálogo solo tiene estas ${description}.`,
    fewGenres: (all) => `Hay pocas películas que sean a la vez ${all}, así que incluí algunas de cada uno.`,
    widenedYears: (years) => `Hay pocas coincidencias ${years}, así que amplié los años.`,
    themeBeyondShelf:
      'Pocas de nuestras películas infantiles tratan de eso, así que he añadido otras que sí y que son aptas para su edad.',
    noCertifications:
      'Nuestro catálogo no tiene la calificación por edades de algunas: compruébala antes de darle al play.',
    personNoneOfKind: (name, description) =>
      `${name} no tiene ${description} en nuestro catálogo, así que aquí tienes otras conocidas.`,
    rated: (score) => `, nota ${score}/10`,
    directedBy: (name) => `dirigida por ${name}`,
    /** The header of a table of films, a column each ('a table: title, year, runtime'). */
    tableColumns: {
      title: 'Título',
      year: 'Año',
      director: 'Dirección',
      runtime: 'Duración',
      rating: 'Nota',
    },
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
    picks: {
      several: (count) => `De esas, estas ${count}:`,
      fitting: 'De esas, encajan estas:',
      noneFits: 'Ninguna de esas encaja.',
      fewFitMore: 'De esas encajan pocas, así que aquí las tienes con otras que sí:',
      noneFitMore: 'Ninguna de esas encaja, pero estas sí:',
      unknown: 'Nuestro catálogo no sabe eso de esas películas.',
      shortest: (link, runtime) => `De esas, ${link} es la más corta: ${runtime}.`,
      longest: (link, runtime) => `De esas, ${link} es la más larga: ${runtime}.`,
      oldest: (link, year) => `De esas, ${link} es la más antigua, de ${year}.`,
      release_date: (link, year) => `De esas, ${link} es la más reciente, de ${year}.`,
      vote_average: (link, score) => `De esas, ${link} es la mejor valorada: ${score}/10.`,
      popularity: (link) => `De esas, ${link} es la más popular.`,
      rated: (score) => `valorada con ${score}/10`,
    },
    facts: {
      and: 'y',
      director: (link, directors) => `La película ${link} fue dirigida por **${directors}**.`,
      noDirector: (link) => `Nuestro catálogo no dice quién dirigió ${link}.`,
      music: (link, names) => `La música de ${link} es de **${names}**.`,
      noMusic: (link) => `Nuestro catálogo no dice quién compuso la música de ${link}.`,
      writers: (link, names) => `El guion de ${link} es de **${names}**.`,
      noWriters: (link) => `Nuestro catálogo no dice quién escribió ${link}.`,
      longer: (longer, longerRuns, shorter, shorterRuns) =>
        `${longer} es la más larga: dura ${longerRuns}, frente a ${shorterRuns} de ${shorter}.`,
      shorter: (shorter, shorterRuns, longer, longerRuns) =>
        `${shorter} es la más corta: dura ${shorterRuns}, frente a ${longerRuns} de ${longer}.`,
      sameLength: (first, second, runs) => `${first} y ${second} duran lo mismo: ${runs}.`,
      released: (link, date) => `${link} se estrenó el ${longDate(date, 'es-ES')}.`,
      noReleaseDate: (link) => `Nuestro catálogo no tiene la fecha de estreno de ${link}.`,
      genres: (link, genres) => `En nuestro catálogo, ${link} es una película de ${genres}.`,
      noGenres: (link) => `Nuestro catálogo no indica ningún género para ${link}.`,
      originalLanguage: (link, language) => `La versión original de ${link} está en ${language}.`,
      noOriginalLanguage: (link) => `Nuestro catálogo no dice en qué idioma se rodó ${link}.`,
      age: (link, date, years) =>
        `${link} se estrenó el ${longDate(date, 'es-ES')}, así que tiene ${years} ${years === 1 ? 'año' : 'años'}.`,
      plot: (link, overview) => `Este es el argumento de ${link} según nuestro catálogo: ${overview}`,
      noPlot: (link) => `Nuestro catálogo no tiene el argumento de ${link}.`,
      runtime: (link, duration) => `La película ${link} dura ${duration}.`,
      runtimeJudged: (link, duration, judgement) => `${link} dura ${duration}: ${judgement}.`,
      noRuntime: (link) => `Nuestro catálogo no sabe cuánto dura ${link}.`,
      duration: (minutes, hours, rest) => `${minutes} minutos (${hours} h ${rest} min)`,
      characterPlayedBy: (link, character, name) =>
        `En la película ${link}, el papel de ${character} lo interpreta **${name}**.`,
      characterUnknown: (link, billed) =>
        `No conozco ese papel en ${link}: nuestro catálogo no tiene ese personaje.${billed ? ` Su reparto principal: ${billed}.` : ''}`,
      compareIntro: 'Así se comparan en nuestro catálogo:',
      compareClose:
        'El público las valora casi igual, así que elige según el ánimo: la diferencia está en los géneros.',
      compareAhead: (link) => `Según las notas del público, gana ${link}.`,
      releasedFirst: (first, second) => `${first} salió primero, y después ${second}.`,
      releasedSameYear: (first, second) => `Las dos salieron el mismo año: ${first} y ${second}.`,
      castYes: (name, link, character) =>
        character
          ? `Sí: **${name}** sale en la película ${link}, en el papel de ${character}.`
          : `Sí: **${name}** sale en la película ${link}.`,
      castDirected: (name, link) => `Sí: **${name}** dirigió ${link}.`,
      directorNo: (name, link, directors) =>
        directors
          ? `No: ${link} la dirigió ${directors}, no ${name}.`
          : `No, nuestro catálogo no indica que ${name} dirigiera ${link}.`,
      castNo: (name, link, billed) =>
        `No, nuestro catálogo no tiene a ${name} en ${link}.${billed ? ` Su reparto principal: ${billed}.` : ''}`,
      notRatedYet: 'sin votos todavía',
      ageFits: (age, ceiling, list) => `Para ${age} años buscaría ${ceiling}. De esas, encajan:\n\n${list}`,
      ageNone: (age, ceiling) =>
        `Para ${age} años buscaría ${ceiling}, y ninguna de esas lo es (o no conocemos su calificación).`,
      judgements: {
        long: 'larga para una noche entre semana, mejor para el fin de semana',
        longish: 'algo larga para una noche entre semana, pero se puede si empiezas pronto',
        comfortable: 'una duración cómoda para una noche entre semana',
        short: 'corta: cabe en cualquier noche',
      },
      score: (score, votes) => `una nota de ${score}/10 de ${countIn(votes, 'es-ES')} votos`,
      rating: (link, score) => `${link} tiene ${score} en TMDB.`,
      noRating: (link) => `Nadie ha votado ${link} en nuestro catálogo todavía.`,
      cast: (link, cast) =>
        `Algunos de los actores de ${link} son ${cast.join(', ').replace(/, (?=[^,]*$)/, ' y ')}.`,
      noCast: (link) => `Nuestro catálogo no tiene el reparto de ${link}.`,
      streaming: (link) =>
        `Desde el chat no veo los servicios de streaming. La página de ${link} muestra dónde verla cuando Marquee está conectado a TMDB.`,
      worth: (link, score, genres, directors, verdict) =>
        `${link} tiene ${score}${genres ? ` (${genres})` : ''}${directors ? `, dirigida por ${directors}` : ''}. ${verdict}`,
      awardsUntracked: 'Eso sí, nuestro catálogo no registra premios, así que no sé cuáles ganó.',
      worthUnrated: (link) => `Nadie ha votado ${link} en nuestro catálogo, así que no puedo juzgarla.`,
      verdicts: {
        tooFew: 'Muy poca gente la ha votado como para juzgarla.',
        loved: 'Es de las más queridas del catálogo: sí, merece mucho la pena.',
        good: 'El público la valora bien: merece la pena si te gusta el género.',
        mixed: 'Opiniones mixtas: bien para fans del género, pero no imprescindible.',
        poor: 'El público la valora mal: yo elegiría otra.',
      },
      certified: (certification) => `calificación ${certification}`,
      certification: (link, certification, meaning) =>
        `${link} tiene la calificación **${certification}** en EE. UU.${meaning ? ` (${meaning})` : ''}.`,
      meanings: {
        G: 'apta para todos los públicos',
        PG: 'algunas escenas pueden no ser para niños pequeños',
        'PG-13': 'no recomendada para menores de 13 años sin sus padres',
        R: 'menores de 17 solo acompañados de un adulto',
        'NC-17': 'solo para adultos',
      },
      noCertification: (link, genres, age) =>
        `Nuestro catálogo no tiene la calificación por edades de ${link}, así que no puedo asegurarlo${age ? ` para un niño de ${age} años` : ''}. Sus géneros: ${genres || 'desconocidos'}.`,
      suitsAge: (age, ceiling) =>
        `Para ${age} años buscaría ${ceiling}, así que suele ser adecuada para un niño de ${age} años, aunque tú conoces mejor a tu hijo.`,
      notForAge: (age, ceiling) => `Para ${age} años buscaría ${ceiling}, así que yo elegiría otra.`,
    },
  },
  library: LIBRARY,
  people: PEOPLE,
  clarify: CLARIFY,
  genres: {
    Action: 'acción',
    Adventure: 'aventuras',
    Animation: 'animación',
    Comedy: 'comedia',
    Crime: 'crimen',
    Documentary: 'documental',
    Drama: 'drama',
    Family: 'familia',
    Fantasy: 'fantasía',
    History: 'historia',
    Horror: 'terror',
    Music: 'música',
    Mystery: 'misterio',
    Romance: 'romance',
    'Science Fiction': 'ciencia ficción',
    'TV Movie': 'película de TV',
    Thriller: 'suspense',
    War: 'guerra',
    Western: 'western',
  },
  languages: {
    fr: 'francés',
    it: 'italiano',
    de: 'alemán',
    ja: 'japonés',
    ko: 'coreano',
    zh: 'chino',
    cn: 'cantonés',
    hi: 'hindi',
    es: 'español',
    ru: 'ruso',
    sv: 'sueco',
    da: 'danés',
    pt: 'portugués',
    fa: 'persa',
    tr: 'turco',
    th: 'tailandés',
    en: 'inglés',
  },
  // Themes and avoided things are said with their English labels, as before the reply languages were data.
  topics: {
    violent: 'violencia',
    gory: 'sangre',
    scary: 'sustos',
    dark: 'ambiente oscuro',
    sad: 'tristeza',
    battles: 'batallas',
    uplifting: 'optimismo',
    fun: 'humor',
    'mind-bending': 'rompecabezas',
    emotional: 'llanto',
    thrilling: 'suspense',
    cozy: 'calidez',
    'slow-burn': 'lentitud',
    'fast-paced': 'ritmo frenético',
    heist: 'atracos',
    'time travel': 'viajes en el tiempo',
    'true story': 'historias reales',
    dystopia: 'distopías',
    zombies: 'zombis',
    'serial killers': 'asesinos en serie',
    'coming of age': 'crecer',
    revenge: 'venganza',
    'road trip': 'viajes por carretera',
    superheroes: 'superhéroes',
    vampires: 'vampiros',
    dinosaurs: 'dinosaurios',
    'artificial intelligence': 'inteligencia artificial',
    prison: 'la cárcel',
    spies: 'espías',
    'James Bond': 'James Bond',
    'World War II': 'la Segunda Guerra Mundial',
    Christmas: 'Navidad',
    ghosts: 'fantasmas',
    sharks: 'tiburones',
    spiders: 'arañas',
    pirates: 'piratas',
    'martial arts': 'artes marciales',
    aliens: 'extraterrestres',
    space: 'el espacio',
    sports: 'deporte',
    boxing: 'boxeo',
    witches: 'brujas',
    dragons: 'dragones',
    robots: 'robots',
    weddings: 'bodas',
    dogs: 'perros',
    animals: 'animales',
    journalists: 'periodistas',
    'high school': 'el instituto',
    musicals: 'musicales',
    musicians: 'músicos',
    assassins: 'asesinos a sueldo',
    mafia: 'la mafia',
    survival: 'supervivencia',
    castaways: 'náufragos',
    islands: 'islas',
    'time loops': 'bucles temporales',
    teachers: 'profesores',
    detectives: 'detectives',
    ninjas: 'ninjas',
    'found footage': 'found footage',
    slashers: 'slashers',
    cyberpunk: 'cyberpunk',
    'based on a book': 'adaptaciones de libros',
    dreams: 'sueños',
    'the Holocaust': 'el Holocausto',
    grief: 'el duelo',
    friendship: 'la amistad',
    slavery: 'la esclavitud',
    'con artists': 'estafadores',
    'new york': 'Nueva York',
    paris: 'París',
    london: 'Londres',
    'los angeles': 'Los Ángeles',
    italy: 'Italia',
    france: 'Francia',
    spain: 'España',
    germany: 'Alemania',
    japan: 'Japón',
    mexico: 'México',
  },
  query: {
    order: [
      'films',
      'mood',
      'sort',
      'person',
      'studios',
      'runtime',
      'years',
      'audience',
      'themes',
      'avoided',
      'described',
    ],
    films: (genres, languages) => ({
      text: [
        'películas',
        genres.length ? `de ${genres.map((genre) => SPANISH.genres[genre]).join(' y ')}` : '',
        languages.length ? `en ${languages.join(' o ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      feminine: true,
    }),
    sort: (order) => (order === 'vote_average' ? 'muy valoradas' : 'recientes'),
    mood: (label) => MOODS[label] ?? label,
    person: (name, directed) => (directed ? `dirigidas por ${name}` : `con ${name}`),
    studios: (names) => `de ${names.join(' o ')}`,
    runtime: {
      range: (min, max) => `de ${min} a ${max} minutos`,
      atMost: (max) => `de hasta ${max} minutos`,
      over: (min) => `de más de ${min} minutos`,
    },
    years: {
      year: (year) => `de ${year}`,
      decade: (first) => `de los años ${first % 100 === 0 ? first : String(first % 100).padStart(2, '0')}`,
      range: (from, to) => `de ${from} a ${to}`,
      before: (year) => `anteriores a ${year}`,
      since: (year) => `desde ${year}`,
    },
    audience: ({ rating, group, age }) => {
      if (rating) return `con calificación ${rating.certification}${rating.orLower ? ' o inferior' : ''}`;
      return `para ${AUDIENCES[group ?? 'with-family']}${age !== undefined ? ` de ${age} años` : ''}`;
    },
    themes: (topics) => `sobre ${topics.join(' y ')}`,
    avoided: (topics) => `sin ${topics.join(' ni ')}`,
    described: 'según lo que describes',
  },
};

/**
 * Answers the intent router settles before the slot grammar's request is answered: the user's own diary, a film
 * told by its story, and messages that are not about films at all. Anything else goes on to the grammar's answer.
 */
import type { LibraryContext } from '../../../platform/library-context/library-context.service.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import {
  hasCriteria,
  type MovieQuery,
  type RequestOrder,
  type MovieQuestion,
  type ReplyLanguage,
} from '../understanding/chat-query.ts';
import { asksOffTopic } from '../understanding/extractors/off-topic.extractor.ts';
import {
  asksForRecommendations,
  ownPartNamed,
  asksFavoriteDirector,
  ownRatingOrder,
  RATING_OF_CUE,
  SEEN_IT_CUE,
  speaksOfLiking,
  speaksOfRating,
  type FilmOrder,
} from '../understanding/extractors/library.extractor.ts';
import { alternationOf } from '../understanding/lexicons/all-languages.ts';
import { LEXICONS } from '../understanding/lexicons/registry.ts';
import { GENRE_WORDS } from '../understanding/lexicon.ts';
import { extractPeriod } from '../understanding/extractors/period.extractor.ts';
import type { IntentGuess } from '../understanding/intents/intent-router.ts';
import { normalizeText } from '../understanding/text.ts';
import { pointsAtThis, THIS_ONE } from '../understanding/extractors/question.extractor.ts';
import { respell } from '../understanding/respell.ts';
import { libraryPhrasesFor } from '../wording/phrases.ts';
import { asksFilmName, filmSurelyTold, identifyFilm, storyOfNamedFilm } from './identify.answer.ts';
import { opensWithFilmsWanted, opensWithKindOfFilms } from '../understanding/parse-prompt.ts';
import { leavesAStory } from '../understanding/unplaced-words.ts';
import { factAnswer } from './facts.answer.ts';
import { endingWishIn } from '../understanding/extractors/ending-wish.extractor.ts';
import { wishesAQuality } from '../understanding/extractors/quality-wish.extractor.ts';
import {
  countInPeriod,
  countLoved,
  countRated,
  highestRated,
  seenWithPerson,
  favoriteDirector,
  lastWatched,
  likeTheOnesLoved,
  lowestRated,
  ownInOrder,
  ratedExactly,
  ratingOf,
  seenIt,
  seenOfKind,
  watchedInPeriod,
} from './library.answer.ts';
import type { AssistantAnswer } from './recommend.answer.ts';
import { findTitleBeforeTrailingWords } from './title-before-trailing-words.ts';
import { personNamedAmong } from './names-in-message.ts';

/** How far the best intent must lead the runner-up before the router's reading overrides the grammar's. */
const CONFIDENT_MARGIN = 0.05;

/**
 * The message with its typed forms read as their usual spelling ('ive' as "i've", 'whats' as "what's"), as the
 * patterns of their own films are written ('the best thing ive rated').
 */
const asTyped = (message: string) => respell(normalizeText(message));

const HOW_MANY = /\b(?:how many|how much have i|cuant[ao]s|combien|wie viele|quant[ao]s|quanti|quante)\b/;
/** 'last' in every form its language inflects it to ('letzter', 'letztes', 'derniers', 'ultimi'). */
const LAST =
  /\b(?:last|latest|most recent(?:ly)?|recently|ultim[aoie]s?|derniere?s?|zuletzt|letzte[nmrs]?)\b/;
/**
 * 'my last movie', 'mein letzter Film', 'mi última peli', 'mon dernier film', 'o meu último filme', 'il mio ultimo
 * film': the speaker's own last film, the newest of their diary, said with no verb of watching.
 */
const MY_LAST_FILM = new RegExp(
  String.raw`\b(?:my|mi|mon|ma|mein\w*|meu|minha|mio|mia)\s+(?:${LAST.source.slice(2, -2)})\s+(?:${alternationOf((lexicon) => lexicon.phrases.filmNouns)})\b`,
);
const LOVED_ONES =
  /\b(?:(?:the )?ones|films|movies|those|favou?rites?|everything|peliculas|pelis|filmes|filme|film|favorit[ao]s|preferes|preferiti|lieblingsfilme|lo que|l[ao]s que|ce que|ceux que|celles que|o que|[ao]s que|quello che|quelli che|quelle che|was)\b.*\b(?:lov\w*|lik\w*|enjoy\w*|encant\w*|gust\w*|curt\w*|amei|ador\w*|aim\w*|amat\w*|piac\w*|geliebt|gemocht|mochte|gefallen|gefielen)\b/;
/** Liking, not watching: 'how many films have I liked?', 'quantos filmes eu curti?'. */
const LIKED =
  /\b(?:liked|loved|curti|gostei|me gustaron|me gusto|aime|aimes|gemocht|geliebt|piaciut[io]|amato)\b/;
/** Their best rated: 'my highest rated', "le film que j'ai le mieux noté", 'am besten bewertet'. */
const HIGHEST =
  /\b(?:highest|best|top)[- ]rated\b|\b(?:gave|give|given) (?:my |the )?(?:highest|best|top) (?:mark|rating|score|grade)s?\b|\brated? (?:the )?(?:highest|best)\b|\bbest (?:movie|film|one)s? i'?v?e? (?:ever |have )?rated\b|\bmejor(?:es)? (?:pelicula |peli )?que (?:he|e) (?:valorado|puntuado|calificado)|\bmeilleur film que j'?ai not|\bbeste[nr]? film,? den ich (?:je )?bewertet|\bmelhor filme que (?:eu )?(?:ja )?avaliei|\bmiglior film che ho votato|\bmieux not|\bmejor (?:valorad|puntuad|calificad)|\bam besten bewertet|\bhochste[nr]? bewert|\bmelhor (?:avaliad|nota)|\bmaior nota|\bvoto piu alto|\bpiu alto\b/;
/**
 * Having watched, rated or liked, in every reply language: the speaker asks about their own films. French 'regardé'
 * reads as watched after 'ai' / 'avons' only ('je regarde quoi ce soir ?' asks for a film).
 */
const OWN_FILMS =
  /\b(?:watched|seen|saw|watch(?:es)?|logged|rated|gave|give|dei|puse|donne|gegeben|dato|liked|loved|diary|ratings|vi|visto|vistas?|vimos|mire|miramos|valore|puntue|gusto|gustaron|encanto|encantaron|vu|vus|vue|adore|adores|adoree|adorees|aimes|aimee|aimees|amei|adorei|note|notes|noté|aime|(?:ai|avons)(?:-je|-nous)? (?:deja )?regardee?s?|gesehen|geschaut|angeschaut|geguckt|angeguckt|bewertet|gemocht|assisti|curti|avaliei|gostei|guardato|visti|votato|piaciut[io])\b/;

export interface RoutedTurn {
  message: string;
  guess: IntentGuess;
  query: MovieQuery;
  /** The grammar read a question ('who…', 'how long…'): only the user's own films are the router's to answer. */
  question: boolean;
  library?: LibraryContext;
  language: string;
  signInForLibrary: string;
  /** The previous answer's films: 'which of those did i rate highest' asks among them. */
  previous?: readonly number[];
  /** The film of the page the user is on: 'have i seen this one?' asks about it. */
  inView?: number;
  /** Most of the message's words are no request's (unplaced-words.ts): a story, if the router reads one. */
  longStory?: boolean;
  /** The fact a question asks with no title ('who was in it'): of the one film their own words point to. */
  fact?: Extract<MovieQuestion, { kind: 'fact' }>;
}

/**
 * The message without the words joining a list to its films in the language spoken ('una lista dei film'): Italian
 * 'dei' is an article there, never the Portuguese 'dei' (I gave) of a question about their own films.
 */
function ownWordsOf(message: string, language: string): string {
  const joins = LEXICONS.find((lexicon) => lexicon.code === language)?.layout?.joins ?? [];
  return joins.length ? message.replace(new RegExp(`\\b(?:${joins.join('|')})\\b`, 'g'), ' ') : message;
}

/** 'of those', 'davon', 'de esas': the films of the previous answer. */
const OF_THOSE =
  /\b(?:those|these|them|of them|esas|esos|estas|estos|ellas|ellos|ceux-la|celles-la|parmi eux|davon|denen|deles|delas|desses|dessas|quelli|quelle|questi)\b/;

/** 'which of those did i rate highest': a question about their own ratings, which the router may answer. */
export const asksOwnRatingOf = (message: string) => {
  const normalized = normalizeText(message);
  return (
    (FIRST_PERSON.test(normalized) && (HIGHEST.test(normalized) || LOWEST.test(normalized))) ||
    ownRatingOrder(asTyped(message)) !== undefined
  );
};

const confident = (guess: IntentGuess) => guess.margin >= CONFIDENT_MARGIN;

/** The request without its free-text theme and places: what is left says whether it asks for films at all. */
const withoutPlaces = (query: MovieQuery): MovieQuery => ({
  ...query,
  theme: undefined,
  keywordThemes: query.keywordThemes.filter((theme) => !theme.place),
});

/** Neither a kind of film, a person nor a title: nothing in the request asks for films. */
const asksForNoFilm = (query: MovieQuery) =>
  !hasCriteria(withoutPlaces(query)) && !query.person && !query.likeTitle;

/**
 * A subject no film answers, named outright ('who won the world cup in 2018', 'a recipe for carrot cake'): the polite
 * refusal, unless the request also names a kind of film, a person or a title (a year alone is the subject's).
 */
export function offTopicAnswer(
  message: string,
  query: MovieQuery,
  language: string,
): AssistantAnswer | undefined {
  // A year, a length or a name guessed from bare words is the subject's ('my algebra homework, real quick').
  const asked = {
    ...query,
    yearFrom: undefined,
    yearTo: undefined,
    runtimeMin: undefined,
    runtimeMax: undefined,
    person: query.person?.explicit ? query.person : undefined,
  };
  // 'the one where the grumpy tv weather guy…' tells a film by its story: its subject is no question of its own.
  const toldFilm = [TOLD_BY_STORY, ONE_FILM_DESCRIBED].some((told) => told.test(normalizeText(message)));
  return asksOffTopic(normalizeText(message)) && asksForNoFilm(asked) && !toldFilm
    ? text(libraryPhrasesFor(language).offTopic)
    : undefined;
}

/**
 * 'la de la familia pobre que…', 'celui où…', 'aquele do cara que…', 'quello in cui…', 'der, wo…': 'the one where' with
 * no word for a film, as a message opens (a question for its name before it), and a word of the story after it ('el
 * de los 90' picks a decade).
 */
const THE_ONE_WHERE = String.raw`^(?:(?:cual (?:es|era)|como se llama(?:ba)?|c'est quoi|c'etait quoi|wie heisst|wie hiess|qual (?:e|era)|como se chama(?:va)?|come si chiama(?:va)?|y|et|e|und)\s+)?(?:(?:la|el|esa|ese|aquella|aquel) (?:del|de (?:la|el|los|las|un|una|unos|unas)|donde|en (?:la|el) que)|(?:celui|celle)(?:-la)? (?:ou|avec (?:le|la|un|une|les)|dans (?:lequel|laquelle)|qui parle d|du|des|de la|de l')|(?:aquele|aquela|o|a) (?:do|da|dos|das|de (?:um|uma)|em que|onde|no qual|na qual)|(?:quello|quella) (?:con (?:il|la|lo|un|una)|del|della|dello|dell'|dei|degli|delle|dove|in cui)|(?:der|den|die|das),? (?:wo|in dem|in der|mit dem|mit der|bei dem))(?:\s+|(?<='))[a-z]`;

/**
 * How each language describes one film rather than asks for films of a kind: its word for a film (singular), the
 * words for 'where' after it, an article for one character, the relative words telling what that character does or
 * has ('whose', 'que', 'dont', 'dessen', 'cujo', 'il cui'), the words saying such a film once was ('there was this
 * movie', 'da gabs so nen film') and those asking for one by its story ('film gesucht:', 'busco una peli:').
 */
const DESCRIBED_FILM: Record<string, { film: string; where: string; one: string; who: string; was: string }> =
  {
    en: {
      film: 'movie|film|flick|cartoon',
      where: 'where|in which',
      one: '(?:about|of) (?:a|an|this|some)',
      who: 'who|whose|that',
      was: 'there (?:was|is) (?:this|a|that)',
    },
    es: {
      film: 'pelicula|peli',
      where: 'donde|en la que|en que',
      one: '(?:de|sobre) (?:un|una|unos|unas)',
      who: 'que|cuy[oa]s?',
      was: 'habia (?:una|esa|aquella)',
    },
    fr: {
      film: 'film|dessin anime',
      where: 'dans lequel|dans laquelle|ou (?:il|elle|ils|elles|on|un|une|des|le|la|les)',
      one: "(?:sur|d'|de) ?(?:un|une|des)",
      who: 'qui|dont',
      was: 'il y avait (?:un|ce)',
    },
    de: {
      film: 'film|zeichentrickfilm|animationsfilm|streifen',
      where: 'wo|in dem|bei dem',
      one: '(?:uber|von) (?:einem|einer|einen|nem|ner|nen)',
      who: 'der|die|dessen|deren',
      was: "gab(?:'?s| es) (?:so )?(?:einen|nen|'?n|diesen)",
    },
    pt: {
      film: 'filme|desenho',
      where: 'onde|em que|no qual|na qual',
      one: '(?:de|sobre) (?:um|uma|uns|umas)',
      who: 'que|q|cuj[oa]s?',
      was: 'tinha (?:um|esse|aquele)',
    },
    it: {
      film: 'film|cartone(?: animato)?',
      where: 'dove|in cui',
      one: '(?:di|su) (?:un|una|uno)',
      who: 'che|(?:il|la|i|le) cui',
      was: "c'era (?:un|quel)",
    },
  };
/** A word or two that describe the film itself between its word and the story ('animated', 'japonesa', 'coreano'). */
const FILM_WORDS = String.raw`(?: [a-z]+){0,2},?`;
/** 'film gesucht:', 'busco una peli:', 'je cherche un film :', 'cerco un cartone:': one film asked for by its story. */
const SOUGHT_BY_STORY = String.raw`\b(?:${Object.values(DESCRIBED_FILM)
  .map(({ film }) => film)
  .join('|')})(?: gesucht)? ?:\s*[a-z]`;

/**
 * 'una peli animada donde…', 'a movie about a guy whose…', 'busco una peli de un hombre que tiene…', 'da gabs so nen
 * film mit nem riesen hai, der…': one film described, by a story placed in it or by what one of its characters does.
 */
const ONE_FILM_DESCRIBED = new RegExp(
  [
    ...Object.values(DESCRIBED_FILM).flatMap(({ film, where, one, who, was }) => [
      String.raw`\b(?:${film})${FILM_WORDS} (?:${where})\b`,
      String.raw`\b(?:${film})${FILM_WORDS} (?:${one})(?: [a-z]+){1,2},? (?:${who})\b`,
      String.raw`\b(?:${was}) ?(?:[a-z]+ )?(?:${film})\b`,
    ]),
    SOUGHT_BY_STORY,
  ].join('|'),
);

/** 'la de los zombies en un tren en corea': 'the one' points at one film, whatever language and subject it tells. */
const POINTS_AT_ONE = new RegExp(THE_ONE_WHERE);

/** 'the movie where…', 'what's that film with…', 'la película del…': a film told by its story, whatever else it names. */
const TOLD_BY_STORY = new RegExp(
  [
    String.raw`\b(?:(?:the|that|a|this) )?(?:movie|film|one) (?:where|in which|about (?:the|a|an)|with the|when|that has)\b`,
    // Not "what's the movie about?" on its own: the film in view's plot.
    String.raw`\bwhat(?:'?s| is| was) (?:the|that) (?:movie|film|one)\b(?! about\W*$)`,
    String.raw`\bname of (?:the|that|a) (?:movie|film)\b`,
    String.raw`\b(?:la|esa|aquella) (?:pelicula|peli) (?:del|de la|de los|de las|de un|de una|donde|en la que|en que|sobre)\b`,
    String.raw`\b(?:una )?(?:pelicula|peli),? (?:donde|en la que|en que) `,
    // 'un film avec un chien' asks for a kind of film: 'with a …' tells one film after 'the film' only.
    String.raw`\b(?:(?:le|ce|un) )?film,? (?:ou|avec (?:le|la|les)|dans lequel|dans laquelle|qui parle d)`,
    String.raw`(?<!\bun )\bfilm,? avec (?:un|une)\b`,
    String.raw`\b(?:o|aquele|esse) filme (?:do|da|dos|das)\b`,
    String.raw`\bfilme,? (?:em que|onde|no qual|na qual|sobre (?:o|a|um|uma))\b`,
    String.raw`\b(?:der|dieser|jener|ein)? ?film,? (?:in dem|mit dem|mit der|wo|bei dem|uber (?:einen|eine|ein|den|die|das|leute|menschen))\b`,
    String.raw`\b(?:il|quel) film (?:con il|con la|del|della|dello|dei|sul|sulla)\b`,
    String.raw`\bfilm,? (?:in cui|dove|su un|su una|che parla)\b`,
    // 'aquele filme coreano da família pobre que…', 'esa peli francesa de la chica que…', 'ce film coréen où…', 'quel
    // film coreano della famiglia che…': a word of its own (where it was made, how old) after the film, then the story.
    String.raw`\b(?:aquele|aquela|esse|essa|o) filme [a-z]+ (?:do|da|dos|das|de um|de uma|em que|onde|sobre)\b(?=.*\b(?:que|onde)\b)`,
    String.raw`\b(?:la|esa|aquella) (?:pelicula|peli) [a-z]+ (?:del|de la|de los|de las|de un|de una|donde|en la que|sobre)\b(?=.*\b(?:que|donde)\b)`,
    String.raw`\b(?:le|ce|un) film [a-z]+ (?:ou|avec (?:le|la|les)|dans lequel|dans laquelle|sur (?:le|la|un|une|les))\b`,
    String.raw`\b(?:le|ce) film [a-z]+ avec (?:un|une)\b`,
    String.raw`\b(?:il|quel) film [a-z]+ (?:con il|con la|del|della|dello|dei|sul|sulla|dove|in cui)\b(?=.*\b(?:che|dove|in cui)\b)`,
    THE_ONE_WHERE,
  ].join('|'),
);
const text = (value: string): AssistantAnswer => ({ text: value, movies: [] });

/** 'did I already see Inception?', 'habe ich Alien gesehen': the title is what is left once the cue is taken out. */
const SEEN = new RegExp(
  String.raw`\b(?:have|did) i (?:already |ever )?(?:seen|see|watched|watch)\b|\bhabe ich\b(?=.*\bgesehen\b)|\b(?:ya )?(?:he|habia) visto\b|\bj'?ai (?:deja )?vu\b|\bja (?:vi|assisti)\b|\bho (?:gia )?visto\b|${SEEN_IT_CUE.source}`,
);
const RATING_OF = new RegExp(
  String.raw`\b(?:what|how) did i (?:give|rate|score)\b|\bmy rating (?:of|for)\b|\bque nota (?:le )?(?:di|puse) a?\b|\bwie habe ich\b(?=.*\bbewertet\b)|${RATING_OF_CUE.source}`,
);
/** Every cue of both questions, taken out of the message to leave the title ('did i rate X? what did i give it'). */
const ASKED_ABOUT_CUES = new RegExp(`${SEEN.source}|${RATING_OF.source}`, 'g');
const LOWEST =
  /\b(?:lowest|worst)\b|\bleast (?:liked|favou?rite|enjoyed)|\bpeor(?:es)? (?:valorad|puntuad)|\bmenos (?:me )?gust|\bmoins (?:bien not|aime|apprecie)|\bschlechtest|\bam wenigsten|\bpiu bass|\b(?:di )?meno piaciut|\bpiaciut[oi] (?:di )?meno|\bmais baix|\b(?:gostei|curti) menos|\bmenos (?:gostei|curti)/;
/**
 * 'gave a 10', 'rated 8', 'dei nota 10', "j'ai mis 9/10", 'ho messo 8', 'a rating of 9', 'mit 10 bewertet': films given
 * exactly that score; German puts the verb last ('denen ich eine 10 gegeben hab'). A number before a unit is an age or
 * a length, no score ('due bambini di 5 e 8 anni': the Italian 'di' is 'of').
 */
const GAVE_N =
  /\b(?:gave|give|rated?|scored?|di|puse|puesto|dado|donne|gegeben|dato|dei|(?:j'?ai|ai-je|on a|nous avons|ho|abbiamo) (?:mis|messo|notee?s?|votato))\s+(?:(?:a|an|un|una|eine?|um|uma)\s+)?(?:(?:rating|score|nota|note|voto|puntuacion)\s+(?:(?:of|de|di)\s+)?)?(\d{1,2})\b(?!\s*\+|\s+(?:or|ou|o|oder)\s+(?:higher|above|more|better|mais|mas|mehr|piu|plus)\b|\s+and up\b|(?:\s*(?:e|y|and|und|et|ou|o|a|-)\s*\d{1,2})?\s*(?:anni|anno|anos|ano|ans|jahren?|jahre|years?|yrs?|yo|minuti|minutos|minutes|mins?|minuten|ore|horas|hours?|heures?|stunden?)\b)|\bmit (\d{1,2}) (?:punkten |sternen )?bewertet\b|\b(?:eine |die )?(\d{1,2}) (?:punkte |sterne )?gegeben\b/;

/**
 * 'elenco puntato di 4 film musicali', 'give 3 scary movies': a number before a word for films counts the films
 * asked for, no score given ('di', 'give', 'donne' are also the verbs of a rating).
 */
const FILMS_COUNTED = new RegExp(
  String.raw`^\s+(?:[\p{L}-]+\s+){0,2}(?:${alternationOf((lexicon) => lexicon.phrases.filmNouns)})(?![\p{L}])`,
  'u',
);
/** 'una lista di 3 drammi storici', 'give 4 westerns': a kind's name right after the number counts films of it. */
const KIND_COUNTED = GENRE_WORDS.map(({ pattern }) => new RegExp(String.raw`^\s+(?:${pattern.source})`));

/** The score a message says was given ('i gave it a 9', 'le di un 8'), or undefined; a count of films is none. */
function scoreGiven(message: string): RegExpExecArray | undefined {
  const gave = GAVE_N.exec(message);
  const after = gave ? message.slice(gave.index + gave[0].length) : '';
  const counted = FILMS_COUNTED.test(after) || KIND_COUNTED.some((kind) => kind.test(after));
  return gave && !counted ? gave : undefined;
}

/** 'similar to', 'like the ones', 'parecidas a', 'comme', 'wie die', 'simili a': films like their own, not the list. */
const SIMILAR_TO =
  /\b(?:similar|like (?:the|my|those)|parecid[ao]s?|similares?|como (?:las|los|as|os|mis|meus|minhas)|comme (?:ceux|celles|les|mes)|semblables?|ahnlich\w*|wie (?:die|meine)|simili|come (?:quelli|quelle|i miei|le mie))\b/;

type LibraryKind =
  'count' | 'count-loved' | 'count-rated' | 'like-loved' | 'period' | 'last' | 'lowest' | 'highest';

/** The orders of films by what they are ('oldest', 'newest', 'shortest', 'longest'), not by anyone's rating. */
const FILM_ORDERS: Partial<Record<RequestOrder, FilmOrder>> = {
  oldest: 'oldest',
  release_date: 'newest',
  shortest: 'shortest',
  longest: 'longest',
};
const filmOrderOf = (sort: RequestOrder | undefined) => (sort ? FILM_ORDERS[sort] : undefined);

/** 'how many have i liked', 'how many have i rated', 'how many did i watch': what is counted of their own films. */
const countKind = (message: string): LibraryKind =>
  LIKED.test(message) || speaksOfLiking(message)
    ? 'count-loved'
    : speaksOfRating(message)
      ? 'count-rated'
      : 'count';

/**
 * 'have i watched any nolan films', 'he visto alguna de tarantino?', 'hab ich schon was von spielberg gesehen': a
 * person's films among the ones they have seen. The words left beside the cue as a name, else a person the catalog
 * knows named among them in full or by a surname, whatever the language of the words around it.
 */
async function personSeenAsked(message: string, turn: RoutedTurn, tools: MovieTools) {
  const left = message.replace(SEEN, ' ');
  const name =
    turn.query.person?.name ??
    left
      .replace(/\b(?:any|some|of|films?|movies?|by|with|from|directed)\b|[?!.]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const person =
    name && name.split(' ').length <= 3 ? await tools.findPerson(name, turn.query.person?.role) : undefined;
  if (person) return person;
  // 'hab ich was von spielberg gesehen' read the name 'spielberg gesehen': the catalog's names among the words.
  const named = await personNamedAmong(tools, left);
  return named ? tools.findPerson(named) : undefined;
}

function libraryKind(message: string, period: unknown): LibraryKind | undefined {
  // 'how many films has nolan directed' counts a filmography, not their own films.
  if (HOW_MANY.test(message)) return FIRST_PERSON.test(message) ? countKind(message) : undefined;
  const ranking = ownRatingOrder(message);
  if (LOWEST.test(message) || ranking === 'worst') return 'lowest';
  // 'from the ones i rated best, what would you recommend': their best are the seeds.
  if (HIGHEST.test(message) || ranking === 'best')
    return SIMILAR_TO.test(message) || asksForRecommendations(message) ? 'like-loved' : 'highest';
  if (LOVED_ONES.test(message)) return 'like-loved';
  if (period) return 'period';
  return LAST.test(message) ? 'last' : undefined;
}

/**
 * 'the last thing i watched', 'la ultima peli que vi', 'le dernier film que j'ai vu', 'der letzte Film', 'o ultimo
 * filme', "l'ultimo film": the one newest film, not a list.
 */
const THE_LAST_ONE =
  /\b(?:the (?:last|latest|most recent) (?:thing|film|movie|one|flick)|(?:la|el|lo) (?:ultim[ao]) (?:pelicula|peli|cosa|film)|(?:le )?dernier (?:film|truc)|la derniere chose|(?:der|den|das) letzte(?:n)? (?:film|was)|(?:das )?letzte,? was|(?:o|a) ultim[ao] (?:filme|coisa)|l'?ultim[ao] (?:film|cosa))\b(?! \d)/;

/** 'e qual foi o último?', 'and which was the last?': 'the last' closing the question is one film. */
const THE_LAST_CLOSING =
  /\b(?:the last|(?:el|la) ultim[ao]|le dernier|la derniere|(?:der|die|das) letzte|(?:o|a) ultim[ao]|l'?ultim[ao])\s*[?!.]*$/;

const lastCount = (message: string) => {
  const count = Number(/\b(\d{1,2})\b/.exec(message)?.[1]);
  if (count >= 1 && count <= 20) return count;
  return THE_LAST_ONE.test(message) || THE_LAST_CLOSING.test(message.trim()) || MY_LAST_FILM.test(message)
    ? 1
    : undefined;
};

const SECOND_THOUGHT = new RegExp(String.raw`\s(?:${alternationOf((lexicon) => lexicon.counts?.either)})\s`);

/** 'did i see the prestige or am i mixing it up': the words right after the cue, up to a second thought. */
function rightAfterCue(message: string, cue: RegExp): string {
  const match = cue.exec(message);
  if (!match) return '';
  const clause = message.slice(match.index + match[0].length).split(/[?!.,;¿¡]/)[0]!;
  return clause.split(SECOND_THOUGHT)[0]!;
}

/** Words a question of having seen a film may leave beside its pointer ('hab ich den schon gesehen'). */
const BESIDE_POINTER = new RegExp(
  `\\b(?:${alternationOf((lexicon) => lexicon.library?.listedAlready)})\\b|${OWN_FILMS.source}`,
  'g',
);

/**
 * 'have i already seen this one?', 'ai-je déjà vu ce film ?', 'what did i give it?': no title, a pointer at a film —
 * the one of the page they are on, else the first of the last answer.
 */
async function filmPointedAt(message: string, cue: RegExp, turn: RoutedTurn, tools: MovieTools) {
  const words = message
    .replace(cue, ' ')
    .replace(ASKED_ABOUT_CUES, ' ')
    .replace(/[?!.,;¿¡]/g, ' ')
    .replace(BESIDE_POINTER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!pointsAtThis(words) && !THIS_ONE.test(words)) return undefined;
  const id = turn.inView ?? turn.previous?.[0];
  return id === undefined ? undefined : tools.movie(id);
}

/** The film a 'have I seen…' or 'what did I give…' question names, if the catalog knows it. */
async function filmAskedAbout(message: string, cue: RegExp, tools: MovieTools) {
  const clean = (words: string) => words.replace(/\s+/g, ' ').trim();
  const rest = message.replace(cue, ' ').replace(ASKED_ABOUT_CUES, ' ');
  // 'did i ever see heat? cant remember': the title is the part of the sentence the question is in.
  const candidates = [
    clean(rest.replace(/[?!.¿¡]/g, ' ')),
    ...rest.split(/[?!.,;¿¡]/).map(clean),
    clean(rightAfterCue(message, cue)),
  ];
  const unique = [...new Set(candidates.filter(Boolean))];
  for (const candidate of unique) {
    const film = await tools.findTitle(candidate);
    if (film) return film;
  }
  // 'hab ich parasite eigentlich schon gesehen': the title with a few words of the question after it.
  for (const candidate of unique) {
    const film = await findTitleBeforeTrailingWords(tools, candidate);
    if (film) return film;
  }
  return undefined;
}

/** 'how many films', 'quantos filmes': a count of their films, whatever title its other words spell ('até agora'). */
const HOW_MANY_FILMS = new RegExp(
  `${HOW_MANY.source}\\s+(?:${alternationOf((lexicon) => lexicon.phrases.filmNouns)})\\b`,
);

/** Where one question of a message ends and the next begins ('how many this year? and the last one?'). */
const NEXT_QUESTION = /\?+\s+(?=\S)/;

/**
 * Questions about the user's own films, each answered in turn: 'quantos filmes vi esse ano? e qual foi o último?'
 * asks for a count and for the last film, and both are answered.
 */
async function libraryAnswer(turn: RoutedTurn, tools: MovieTools): Promise<AssistantAnswer | undefined> {
  const whole = await oneLibraryAnswer(turn, tools);
  const [first, ...others] = turn.message.split(NEXT_QUESTION);
  if (!whole || !others.length || !turn.library) return whole;
  const kindOf = (question: string) => libraryKind(asTyped(question), extractPeriod(asTyped(question)));
  const asked = new Set([kindOf(turn.message), kindOf(first!)]);
  const answers = [whole];
  for (const question of others) {
    const kind = kindOf(question);
    if (!kind || asked.has(kind)) continue;
    asked.add(kind);
    const answer = await oneLibraryAnswer({ ...turn, message: question }, tools);
    if (answer) answers.push(answer);
  }
  return {
    text: answers.map((answer) => answer.text).join('\n\n'),
    movies: answers.flatMap((answer) => answer.movies),
  };
}

/** A question about the user's own films: a film's status or rating, last watched, a period, how many, loved. */
async function oneLibraryAnswer(turn: RoutedTurn, tools: MovieTools): Promise<AssistantAnswer | undefined> {
  const message = asTyped(turn.message);
  const input = turn.library && { library: turn.library, tools, language: turn.language };
  const period = extractPeriod(message);
  const kind = libraryKind(message, period);
  // 'which of the films i have rated did i give the highest mark to': the best of them, no one film's rating.
  const ranked = kind === 'highest' || kind === 'lowest' || kind === 'like-loved';
  for (const [cue, answer] of [
    [SEEN, seenIt],
    [RATING_OF, ratingOf],
  ] as const) {
    // 'what did i watch in march' asks for a period of the diary, no film's status.
    if (!cue.test(message) || (cue === SEEN && period) || HOW_MANY_FILMS.test(message)) continue;
    // 'ieri sera ho visto heat, qualcosa del genere?': a film seen at a time said is the seed of a request, no question.
    if (cue === SEEN && turn.query.likeTitle) continue;
    if (cue === RATING_OF && ranked) continue;
    const film =
      (await filmAskedAbout(message, cue, tools)) ?? (await filmPointedAt(message, cue, turn, tools));
    if (film) return input ? answer(input, film) : text(turn.signInForLibrary);
    const person = cue === SEEN ? await personSeenAsked(message, turn, tools) : undefined;
    if (person) return input ? seenWithPerson(input, person) : text(turn.signInForLibrary);
    // 'quais filmes de terror eu já assisti?': the films of a kind among the ones they have seen, when nothing else
    // about their films is asked ('from the ones i rated best, one i haven't seen' asks for films like those).
    if (cue === SEEN && !kind && hasCriteria(withoutPlaces(turn.query)))
      return input ? seenOfKind(input, turn.query) : text(turn.signInForLibrary);
  }
  const gave = scoreGiven(message);
  const score = Number(gave?.[1] ?? gave?.[2] ?? gave?.[3]);
  if (score >= 1 && score <= 10) {
    if (!input) return text(turn.signInForLibrary);
    // 'that one i gave a 3... who was in it', 'the movie i rated a 4, who directed it': a fact asked of the one film
    // they rated that (the score's words are no title).
    const rated = input.library.rated.filter((entry) => entry.rating === score);
    const fact = turn.fact && (!turn.fact.title || GAVE_N.test(turn.fact.title)) ? turn.fact : undefined;
    if (fact && rated.length === 1)
      return factAnswer(tools, { ...fact, title: undefined }, rated[0]!.id, turn.language as ReplyLanguage);
    // 'something i haven't seen, like the ones i gave a 10': the films rated that are the seeds, not the answer.
    const seedsAsked = SIMILAR_TO.test(message) || asksForRecommendations(message);
    if (seedsAsked && rated.length)
      return likeTheOnesLoved(
        input,
        turn.query.count,
        rated.map((entry) => entry.id),
      );
    return ratedExactly(input, score);
  }
  // "the oldest film i've liked", 'de las que marqué con like, ¿cuál es la más vieja?': a part of their films in an
  // order of the films' own (release, length), never the likeness or the diary order their other words may read.
  const order = filmOrderOf(turn.query.sort);
  if (
    order &&
    (!kind || kind === 'like-loved') &&
    !SIMILAR_TO.test(message) &&
    !asksForRecommendations(message)
  ) {
    if (!input) return text(turn.signInForLibrary);
    return ownInOrder(input, { part: ownPartNamed(message), order, count: turn.query.count });
  }
  if (!kind) return undefined;
  if (!input) return text(turn.signInForLibrary);
  // 'which of those did i rate highest': among the films just shown.
  if ((kind === 'highest' || kind === 'lowest') && turn.previous?.length && OF_THOSE.test(message)) {
    const shown = new Set(turn.previous);
    input.library = { ...input.library, rated: input.library.rated.filter((entry) => shown.has(entry.id)) };
  }
  switch (kind) {
    case 'count':
      return countInPeriod(input, period ?? extractPeriod('this year')!);
    case 'count-loved':
      return countLoved(input);
    case 'count-rated':
      return countRated(input, period);
    case 'highest':
      return highestRated(input, { count: turn.query.count, period });
    case 'lowest':
      return lowestRated(input, { count: turn.query.count, period });
    case 'like-loved':
      return likeTheOnesLoved(input, turn.query.count);
    case 'period':
      return watchedInPeriod(input, period!);
    case 'last':
      // 'my last 3 watches': a number said with 'last' is how many.
      return lastWatched(input, turn.query.count ?? lastCount(message));
  }
}

/** The speaker talking about themselves: a question about their own films is possible. */
const FIRST_PERSON =
  /\b(?:i|i'?ve|my|me|mine|yo|mi|mis|me|puse|je|j'?ai|mes|mon|ma|ich|mein\w*|mich|eu|dei|meus?|minhas?|io|miei|mie?|vi|vimos|mire|miramos|he (?:visto|valorado|puntuado|calificado|votado)|assisti|curti|gostei|avaliei|ho|abbiamo)\b/;

/** Words of a question about their own films: the speaker, watching or rating, 'last', 'how many', 'did i see'. */
const OWN_FILM_WORDS = new RegExp(
  [FIRST_PERSON, OWN_FILMS, LAST, HOW_MANY, SEEN].map((pattern) => pattern.source).join('|'),
  'g',
);

/**
 * 'what did i watch last? cant remember the name lol', 'qual foi a ultima coisa que eu vi? esqueci o titulo': a
 * question about their own diary or ratings, whose few other words tell no film's story.
 */
export function asksOfOwnFilms(message: string): boolean {
  const typed = asTyped(message);
  const kind = libraryKind(typed, extractPeriod(typed));
  if (!kind || kind === 'like-loved' || TOLD_BY_STORY.test(typed)) return false;
  if (!FIRST_PERSON.test(typed) || !(OWN_FILMS.test(typed) || SEEN.test(typed) || speaksOfRating(typed)))
    return false;
  const rest = (storyOfNamedFilm(typed) ?? typed).replace(OWN_FILM_WORDS, ' ');
  return !leavesAStory({ leftover: rest });
}

/** 'i', 'my', 'mis', 'j'ai', 'ich', 'eu', 'ho': the speaker may be asking about their own films. */
export const speaksOfThemselves = (message: string) => FIRST_PERSON.test(normalizeText(message));

/**
 * Whether the router may change the answer at all, read before it runs (each reading costs a sentence
 * embedding): a film told by its story, a question in the first person, or a request the grammar found no
 * genre, person, title, year or other criterion in.
 */
export function worthRouting(message: string, query: MovieQuery | undefined): boolean {
  const normalized = normalizeText(message);
  const told = TOLD_BY_STORY.test(normalized) || ONE_FILM_DESCRIBED.test(normalized);
  if (told || FIRST_PERSON.test(normalized) || speaksOfLiking(normalized)) return true;
  return Boolean(query) && !hasCriteria(withoutPlaces(query!)) && !query!.person && !query!.likeTitle;
}

/**
 * What only a request says, whatever the router makes of its other words, when no film's name is asked: films asked
 * for outright ('me sugere um filme de fantasia'), films of a kind in the plural ('revenge movies. someone screws the
 * guy over…'), or films and people turned down ('time travel but not back to the future'). Things a story turns down
 * are its own ('a crime he did not commit').
 */
function saysARequest(turn: RoutedTurn): boolean {
  const { query } = turn;
  const turnsDown = query.avoidTitles.length > 0 || query.avoidPeople.length > 0;
  return (
    !asksFilmName(turn.message) && (turnsDown || saysFilmLanguageAndSubject(query) || asksForFilms(turn))
  );
}

/** Films asked for outright, or films of a kind in the plural. */
function asksForFilms({ message, query }: RoutedTurn): boolean {
  return (
    // 'more like this, i love whodunits where you guess the killer': a kind beside a likeness asks for films.
    (query.moreLikeThis && query.genreIds.length > 0) ||
    asksForRecommendations(asTyped(message)) ||
    opensWithKindOfFilms(message)
  );
}

/**
 * 'einen deutschsprachigen Film über den Krieg', 'a spanish-language war movie': the film's language beside a kind or
 * a theme asks for films of both; a story tells of its characters, not of the language its film is in.
 */
const saysFilmLanguageAndSubject = (query: RoutedTurn['query']) =>
  query.languages.length > 0 && (query.genreIds.length > 0 || query.keywordThemes.length > 0);

/**
 * 'the one where bill murray keeps reliving the same day - who directed it?': a fact asked of no title, of the film
 * the story surely tells; undefined when it tells none surely (the story is then answered as a story).
 */
async function factOfStory(turn: RoutedTurn, tools: MovieTools): Promise<AssistantAnswer | undefined> {
  if (!turn.fact || turn.fact.title || turn.fact.ref) return undefined;
  const film = await filmSurelyTold(turn.message, tools, turn.language);
  return film && factAnswer(tools, turn.fact, film.id, turn.language as ReplyLanguage);
}

/**
 * 'a tarantino film, ma non pulp fiction, l'ho già visto', 'sauf alien, je l'ai déjà vu': having seen a title just
 * turned down is the reason it is turned down, no question about their own films.
 */
function seenAsReason(message: string, { avoidTitles }: RoutedTurn['query']): boolean {
  const seen = SEEN.exec(message);
  return Boolean(seen) && avoidTitles.some((title) => message.slice(0, seen!.index).includes(title));
}

/** The router's answer, or undefined when the grammar's reading of the message should stand. */
export async function routedAnswer(
  turn: RoutedTurn,
  tools: MovieTools,
): Promise<AssistantAnswer | undefined> {
  const { guess, query } = turn;
  // 'la película donde actúan X y Y': two people named are the films with both, no story to tell.
  const namesPeople = Boolean(query.person && query.alsoPeople?.length);
  // 'one where the dog doesn't die', 'one with a great ending' wish for a film to watch: no film seen before, told by
  // its story.
  const typed = normalizeText(turn.message);
  const wished = endingWishIn(typed) !== undefined || wishesAQuality(typed);
  const message = asTyped(turn.message);
  // 'whos my favorite director based on my ratings': one of theirs read from their ratings, no films like them.
  if (asksFavoriteDirector(message))
    return turn.library
      ? favoriteDirector({ library: turn.library, tools, language: turn.language })
      : text(turn.signInForLibrary);
  // 'the best film i saw this year was dune, more like it' names a film to be like: no ranking of their own.
  const ranksOwn = Boolean(ownRatingOrder(message)) && !query.likeTitle;
  // 'what's the movie i gave my best rating to?' picks one of their own films by their score: no story told.
  const byOwnScore = ranksOwn || scoreGiven(message) !== undefined;
  // 'ein deutschsprachiger Film über den Krieg' asks for films of a language and a kind: no film told by its story.
  // 'una peli animada japonesa de una niña cuyos padres…' describes one film, whatever language and kind it names;
  // 'recommend a movie about a dog who…' asks for films.
  const described = ONE_FILM_DESCRIBED.test(message) && !asksForFilms(turn);
  // 'vorrei un film su un pugile', 'i want a film about a boxer' wish for films of a kind, whatever words follow.
  const toldByStory =
    !opensWithFilmsWanted(message) &&
    (described ||
      (TOLD_BY_STORY.test(message) && (POINTS_AT_ONE.test(message) || !saysFilmLanguageAndSubject(query))));
  // 'altri film come questo? mi piacciono i gialli dove…': films like one, of a kind, are asked for, no story told.
  const likeness = Boolean(query.likeTitle) || (query.moreLikeThis && query.genreIds.length > 0);
  if (toldByStory && !likeness && !namesPeople && !wished && !byOwnScore)
    return (await factOfStory(turn, tools)) ?? identifyFilm(turn.message, tools, turn.language);
  // A question about what they watched, rated or liked is theirs whatever the router makes of it, unless it also
  // asks for films of a kind ('a comedy like the last one i loved').
  const cued = (SEEN.test(message) && !seenAsReason(message, query)) || RATING_OF.test(message) || byOwnScore;
  const aboutOwnFilms =
    ((FIRST_PERSON.test(message) &&
      (OWN_FILMS.test(ownWordsOf(message, turn.language)) || speaksOfRating(message))) ||
      MY_LAST_FILM.test(message) ||
      speaksOfLiking(message) ||
      cued) &&
    !query.likeLastLoved;
  // 'similar to the ones i rated highest': the films to be like are their own, no title.
  const ownSeeds = query.likeTitle
    ? FIRST_PERSON.test(query.likeTitle) && OWN_FILMS.test(query.likeTitle)
    : query.moreLikeThis && SIMILAR_TO.test(message);
  const asked = { ...query, theme: undefined, sort: undefined };
  if (ownSeeds) Object.assign(asked, { likeTitle: undefined, moreLikeThis: false });
  if (aboutOwnFilms && (cued || !hasCriteria(asked))) {
    const answer = await libraryAnswer(turn, tools);
    if (answer) return answer;
  }
  // A long story the router reads as one is answered as one, whatever criteria a few of its words read.
  if (turn.longStory && guess.intent === 'identify' && !saysARequest(turn))
    return identifyFilm(turn.message, tools, turn.language);
  if (!confident(guess)) return undefined;
  if (turn.question) return guess.intent === 'library' ? libraryAnswer(turn, tools) : undefined;
  switch (guess.intent) {
    case 'library':
      // 'movies like 10 things i hate about you': a title to be like is no question about their own films.
      // 'mi fai una lista dei film di tarantino': films of a person or kind, with no word of their own films, are the
      // catalog's, whatever the router makes of 'list'.
      return query.scope !== 'catalog' ||
        query.rewatch ||
        query.likeTitle ||
        (hasCriteria(asked) && !aboutOwnFilms)
        ? undefined
        : libraryAnswer(turn, tools);
    case 'identify':
      // 'con mis hijos y mi padre, que solo ve westerns', 'pour mon fils qui étudie ça au lycée' say who watches, no
      // story.
      return query.likeTitle ||
        query.moreLikeThis ||
        namesPeople ||
        query.audience ||
        query.withGrownUps ||
        query.forAGroup ||
        wished ||
        saysARequest(turn)
        ? undefined
        : identifyFilm(turn.message, tools, turn.language);
    case 'off-topic':
      return asksForNoFilm(query) ? text(libraryPhrasesFor(turn.language).offTopic) : undefined;
    default:
      return undefined;
  }
}

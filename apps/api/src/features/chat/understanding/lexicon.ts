/**
 * What the assistant's words mean: genres, moods and audiences as catalog constraints. The words themselves live in
 * one lexicon file per language (lexicons/); text is matched after normalizeText (lower case, accents removed).
 */
import { GENRES, type Genre } from '@marquee/contracts';
import type { Certification } from '@marquee/catalog';
import type { Audience, Mood } from './chat-query.ts';
import type { MoodLabel } from './lexicons/language-lexicon.ts';
import { alternationOf, entriesOf } from './lexicons/all-languages.ts';
import { LEXICONS } from './lexicons/registry.ts';

type GenreName = Genre['name'];

export function genreIdOf(name: GenreName): number {
  return GENRES.find((genre) => genre.name === name)!.id;
}

const ids = (...names: GenreName[]) => names.map(genreIdOf);

/** Every registered language's words naming the genre. */
const genreSources = (name: GenreName) => LEXICONS.flatMap((lexicon) => lexicon.genres[name] ?? []);

export const GENRE_WORDS: { pattern: RegExp; id: number }[] = GENRES.map((genre) => ({
  pattern: new RegExp(`\\b(?:${genreSources(genre.name).join('|')})\\b`, 'g'),
  id: genre.id,
}));

export const ROM_COM = /\brom-?coms?\b/;

const MOOD_ENTRIES: { mood: Mood & { label: MoodLabel } }[] = [
  {
    mood: {
      label: 'uplifting',
      meaning: 'uplifting heartwarming feel-good story that leaves you happy',
      anyGenreIds: ids('Comedy', 'Family', 'Animation', 'Music', 'Romance'),
      excludeGenreIds: ids('Horror', 'Thriller', 'War', 'Crime'),
      sort: 'vote_average',
    },
  },
  {
    mood: {
      label: 'mind-bending',
      meaning: 'mind-bending puzzle with a twist ending, dreams, memory and time',
      anyGenreIds: ids('Science Fiction', 'Mystery', 'Thriller'),
      excludeGenreIds: ids('Family', 'Animation'),
      sort: 'vote_average',
    },
  },
  {
    mood: {
      label: 'emotional',
      meaning: 'moving emotional story of love and loss',
      anyGenreIds: ids('Drama', 'Romance'),
      excludeGenreIds: ids('Horror', 'Comedy'),
      sort: 'vote_average',
    },
  },
  {
    mood: {
      label: 'thrilling',
      meaning: 'thrilling high-stakes adventure full of chases and danger',
      anyGenreIds: ids('Action', 'Thriller', 'Adventure'),
      excludeGenreIds: ids('Family'),
      sort: 'popularity',
    },
  },
  {
    mood: {
      label: 'cozy',
      meaning: 'cozy gentle comforting warm story, light-hearted and charming',
      anyGenreIds: ids('Comedy', 'Family', 'Animation', 'Romance'),
      excludeGenreIds: ids('Horror', 'Thriller', 'War', 'Crime', 'Action'),
      sort: 'popularity',
    },
  },
  {
    mood: {
      label: 'slow-burn',
      meaning: 'slow-burn atmospheric story where tension builds quietly',
      anyGenreIds: ids('Thriller', 'Drama', 'Mystery', 'Crime'),
      excludeGenreIds: ids('Family', 'Animation', 'Comedy'),
      sort: 'vote_average',
    },
  },
  {
    mood: {
      label: 'fast-paced',
      meaning: 'fast-paced non-stop action, chases and momentum',
      anyGenreIds: ids('Action', 'Thriller', 'Adventure'),
      excludeGenreIds: ids('Documentary', 'Drama'),
      sort: 'popularity',
    },
  },
  {
    mood: {
      label: 'dark',
      meaning: 'dark gritty bleak story of crime, violence and obsession',
      anyGenreIds: ids('Crime', 'Thriller', 'Drama'),
      excludeGenreIds: ids('Family', 'Animation', 'Comedy'),
      sort: 'vote_average',
    },
  },
];

/** Each mood with the words every registered language has for it. */
export const MOODS: { pattern: RegExp; mood: Mood }[] = MOOD_ENTRIES.map(({ mood }) => ({
  mood,
  pattern: new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.moods[mood.label])})\\b`, 'g'),
}));

/** What people avoid with 'not too violent', 'nothing gory', 'less dark': genres left out, keywords to avoid. */
export const AVOIDABLE: { pattern: RegExp; excludeGenreIds: number[]; keywords: string[] }[] = [
  {
    pattern: /(?:violent|violence|bloody|brutal|violent[ao]s?|violencia)/,
    excludeGenreIds: ids('Horror', 'War'),
    keywords: [
      'gore',
      'torture',
      'massacre',
      'brutality',
      'serial killer',
      'splatter',
      'violence',
      'brutal violence',
    ],
  },
  {
    pattern: /(?:gory|gore|gruesome|splatter|gross|sangrient[ao]s?|gore)/,
    excludeGenreIds: ids('Horror'),
    keywords: ['gore', 'splatter', 'torture', 'cannibal', 'slasher', 'dismemberment', 'body horror'],
  },
  {
    pattern: /(?:scary|scarier|frightening|horror|creepy|miedo|terror)/,
    excludeGenreIds: ids('Horror'),
    keywords: [],
  },
  {
    pattern: /(?:dark|darker|bleak|depressing|heavy|oscur[ao]s?|deprimentes?)/,
    excludeGenreIds: ids('Horror', 'War'),
    keywords: ['suicide', 'torture', 'rape'],
  },
  {
    pattern: /(?:sad|triste)/,
    excludeGenreIds: ids('War'),
    keywords: ['death of a child', 'terminal illness'],
  },
];

/** Language and country words: 'a french film', 'una pelicula coreana', 'bollywood'. */
export const ORIGINS: { pattern: RegExp; language?: string; country?: string; label: string }[] = [
  {
    pattern: /\b(french|frances[ae]?s?|francia|france|francais(?:e|es)?|franzosische?n?)\b/,
    language: 'fr',
    label: 'French',
  },
  { pattern: /\b(italian[ao]?s?|italy|italia)\b/, language: 'it', label: 'Italian' },
  {
    pattern: /\b(german|aleman[ae]?s?|germany|alemania|deutsche?n?|allemands?)\b/,
    language: 'de',
    label: 'German',
  },
  { pattern: /\b(japanese|japones[ae]?s?|japan|japon)\b/, language: 'ja', label: 'Japanese' },
  { pattern: /\b(korean|corean[ao]s?|korea|corea)\b/, language: 'ko', label: 'Korean' },
  { pattern: /\b(chinese|mandarin|chin[ao]s?|china)\b/, language: 'zh', label: 'Chinese' },
  { pattern: /\b(cantonese|hong kong)\b/, language: 'cn', label: 'Cantonese' },
  { pattern: /\b(hindi|bollywood|indian|india)\b/, language: 'hi', label: 'Hindi' },
  {
    pattern: /\b(spanish-language|spanish|espanol[ae]?s?|spain|espana|en espanol)\b/,
    language: 'es',
    label: 'Spanish',
  },
  { pattern: /\b(mexican[ao]?s?|mexico)\b/, language: 'es', country: 'MX', label: 'Mexican' },
  { pattern: /\b(russian|rus[ao]s?|russia|rusia)\b/, language: 'ru', label: 'Russian' },
  { pattern: /\b(swedish|suec[ao]s?|sweden)\b/, language: 'sv', label: 'Swedish' },
  { pattern: /\b(danish|danes[ae]?s?|denmark)\b/, language: 'da', label: 'Danish' },
  {
    pattern: /\b(portuguese|portugues[ae]?s?|brazilian|brasilen[ao]s?)\b/,
    language: 'pt',
    label: 'Portuguese',
  },
  {
    pattern: /\b(english-language|english|in ingles|en ingles|anglais|englisch|inglese)\b/,
    language: 'en',
    label: 'English',
  },
  {
    pattern: /\b(british|uk|english-language films? from the uk|britanic[ao]s?|ingles[ae]?s?)\b/,
    country: 'GB',
    label: 'British',
  },
  { pattern: /\b(american|hollywood|estadounidenses?)\b/, country: 'US', label: 'American' },
  { pattern: /\b(persian|iranian|irani(?:es)?)\b/, language: 'fa', label: 'Persian' },
  { pattern: /\b(turkish|turc[ao]s?)\b/, language: 'tr', label: 'Turkish' },
  { pattern: /\b(thai|tailandes[ae]?s?)\b/, language: 'th', label: 'Thai' },
  { pattern: /\b(australian|australian[ao]s?)\b/, country: 'AU', label: 'Australian' },
  { pattern: /\b(canadian|canadienses?)\b/, country: 'CA', label: 'Canadian' },
  { pattern: /\b(irish|irlandes[ae]?s?)\b/, country: 'IE', label: 'Irish' },
];

const FAMILY_GENRES = ids('Family', 'Animation');
const NOT_FOR_KIDS = ids('Horror', 'War', 'Crime', 'Thriller');

/** Certifications suitable at an age, a ceiling from US ratings: 6 -> G/PG, 12 -> up to PG-13, 17 -> R. */
export function certificationsForAge(age: number): Certification[] {
  if (age < 12) return ['G', 'PG'];
  if (age < 17) return ['G', 'PG', 'PG-13'];
  return ['G', 'PG', 'PG-13', 'R'];
}

export function audienceForAge(age: number): Audience {
  if (age < 10)
    return {
      label: `kids aged ${age}`,
      certifications: certificationsForAge(age),
      anyGenreIds: FAMILY_GENRES,
      excludeGenreIds: NOT_FOR_KIDS,
    };
  return {
    label: age < 13 ? `kids aged ${age}` : `teens aged ${age}`,
    certifications: certificationsForAge(age),
    anyGenreIds: [],
    excludeGenreIds: age < 13 ? NOT_FOR_KIDS : ids('Horror'),
  };
}

const audienceWords = (pick: Parameters<typeof alternationOf>[0]) =>
  new RegExp(`\\b(?:${alternationOf(pick)})\\b`);

export const AUDIENCES: { pattern: RegExp; audience: Audience }[] = [
  {
    pattern: audienceWords((lexicon) => lexicon.kids),
    audience: {
      label: 'kids',
      certifications: ['G', 'PG'],
      anyGenreIds: FAMILY_GENRES,
      excludeGenreIds: NOT_FOR_KIDS,
    },
  },
  {
    pattern: audienceWords((lexicon) => lexicon.family),
    audience: {
      label: 'the whole family',
      certifications: ['G', 'PG'],
      anyGenreIds: FAMILY_GENRES,
      excludeGenreIds: NOT_FOR_KIDS,
    },
  },
  {
    pattern: audienceWords((lexicon) => lexicon.teens),
    audience: {
      label: 'watching with family',
      certifications: ['G', 'PG', 'PG-13'],
      anyGenreIds: [],
      excludeGenreIds: ids('Horror'),
    },
  },
];

/** 'for kids aged 8', 'my 6 year old', 'a 10-year-old', 'ninos de 7 anos'. */
export const AGE =
  /\b(?:aged?|age of|de|my|a|an|for (?:a|my)?)\s*(\d{1,2})(?:[- ]?(?:years?|yrs?|yo|anos)(?:[- ]?olds?)?)?\b|\b(\d{1,2})[- ]?(?:years?|yrs?|anos)[- ]?olds?\b|\b(\d{1,2})[- ]?(?:year|yr)s?\b/;

/** Decade words of every language ('eighties', 'los ochenta'). */
export const DECADE_WORDS: Record<string, number> = entriesOf((lexicon) => lexicon.decades);

/** The reply language a message's words show ('es' when two Spanish words or one strong one), English otherwise. */
export function replyLanguageOf(text: string): 'en' | 'es' {
  for (const lexicon of LEXICONS) {
    if (!lexicon.markers || (lexicon.code !== 'es' && lexicon.code !== 'en')) continue;
    const strong = new RegExp(`\\b(?:${lexicon.markers.strong.join('|')})\\b`);
    const weak = new RegExp(`\\b(?:${lexicon.markers.weak.join('|')})\\b`, 'g');
    if (strong.test(text) || new Set(text.match(weak) ?? []).size >= 2) return lexicon.code;
  }
  return 'en';
}

/** Common words that are never a person's name, so 'with great acting' does not look for an actor. */
export const NOT_NAME_WORDS = new Set(
  (
    'great good nice amazing awesome best acting actors actor actress story stories plot plots twist twists ending ' +
    'endings music soundtrack visuals effects special action romance drama comedy humor humour heart friends family ' +
    'kids children a an the some no lots plenty my your our their me him her them it this that these those ' +
    'subtitles dialogue characters character women men woman man people animals dogs dog cats cat love sex violence ' +
    'happy ending strong female lead lead leads beautiful cinematography nudity gore blood explosions car cars chases ' +
    'chase fights fighting monsters robots aliens dinosaurs zombies vampires magic heist heists time travel space ' +
    'jokes laughs feelings emotions meaning depth style suspense mystery tension costumes songs dancing sports ' +
    'date partner girlfriend boyfriend wife husband parents mum mom dad grandparents friend snacks popcorn ' +
    'something anything nothing everything less more not too very really ' +
    'ninos ninas hijos hijo hija hijas amigos amigas familia mi mis padres pareja novia novio abuelos peques ' +
    'enfants famille amis kinder familie freunden bambini famiglia amici criancas familia amigos'
  ).split(' '),
);

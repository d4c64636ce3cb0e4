/**
 * What the assistant's words mean: genres, moods and audiences as catalog constraints. The words themselves live in
 * one lexicon file per language (lexicons/); text is matched after normalizeText (lower case, accents removed).
 */
import { GENRES, type Genre } from '@marquee/contracts';
import type { Certification } from '@marquee/catalog';
import type { Audience, Mood } from './chat-query.ts';
import type { AvoidableLabel, MoodLabel, OriginLabel } from './lexicons/language-lexicon.ts';
import { alternationOf, anyOf, entriesOf } from './lexicons/all-languages.ts';
import { LEXICONS } from './lexicons/registry.ts';

type GenreName = Genre['name'];

export function genreIdOf(name: GenreName): number {
  return GENRES.find((genre) => genre.name === name)!.id;
}

const ids = (...names: GenreName[]) => names.map(genreIdOf);

/**
 * Whether a whole text is one of these entries' words ('drama', not 'dramatic'): each pattern anchored once here,
 * not on every call (these run for every word of every reading).
 */
export function wholeEntryTest(entries: readonly { pattern: RegExp }[]): (text: string) => boolean {
  const anchored = entries.map(({ pattern }) => new RegExp(`^(?:${pattern.source})$`));
  return (text) => anchored.some((pattern) => pattern.test(text));
}

/** Every registered language's words naming the genre. */
const genreSources = (name: GenreName) => LEXICONS.flatMap((lexicon) => lexicon.genres[name] ?? []);

export const GENRE_WORDS: { pattern: RegExp; id: number }[] = GENRES.map((genre) => ({
  pattern: new RegExp(`\\b(?:${genreSources(genre.name).join('|')})\\b`, 'g'),
  id: genre.id,
}));

export const ROM_COM = new RegExp(`\\b${anyOf((lexicon) => lexicon.phrases.comedyRomance)}\\b`);

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
      label: 'fun',
      meaning: 'fun lively entertaining crowd-pleaser full of jokes and adventure',
      anyGenreIds: ids('Comedy', 'Adventure', 'Animation'),
      excludeGenreIds: ids('Horror', 'War', 'Drama', 'Documentary'),
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

const AVOIDABLE_ENTRIES: {
  label: AvoidableLabel;
  excludeGenreIds: number[];
  /** Genres left out unless asked for by name ('nothing violent': no action film; 'an action film, nothing violent' keeps action). */
  softExcludeGenreIds?: number[];
  keywords: string[];
}[] = [
  {
    label: 'violent',
    excludeGenreIds: ids('Horror', 'War'),
    // 'nothing violent' means no shoot-outs and car chases either: Deadpool and Mad Max are Action before anything else;
    // nor the killings of crime films and thrillers (The Godfather, Se7en), unless those are asked for by name.
    softExcludeGenreIds: ids('Action', 'Crime', 'Thriller'),
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
    label: 'gory',
    excludeGenreIds: ids('Horror'),
    keywords: ['gore', 'splatter', 'torture', 'cannibal', 'slasher', 'dismemberment', 'body horror'],
  },
  { label: 'scary', excludeGenreIds: ids('Horror'), keywords: [] },
  { label: 'dark', excludeGenreIds: ids('Horror', 'War'), keywords: ['suicide', 'torture', 'rape'] },
  { label: 'sad', excludeGenreIds: ids('War'), keywords: ['death of a child', 'terminal illness'] },
  // 'ww2 films, but not battle ones': people living through a war, not its fighting (a war drama stays).
  // 'no fights', 'nada de peleas': fighting of any kind leaves action films out as well.
  {
    label: 'battles',
    excludeGenreIds: ids('Action'),
    keywords: ['battle', 'combat', 'battlefield', 'trench warfare', 'soldier', 'fight'],
  },
];

/** What people avoid with 'not too violent', 'nothing gory', 'less dark': genres left out, keywords to avoid. */
export const AVOIDABLE: {
  pattern: RegExp;
  excludeGenreIds: number[];
  softExcludeGenreIds: number[];
  keywords: string[];
}[] = AVOIDABLE_ENTRIES.map(({ label, excludeGenreIds, softExcludeGenreIds = [], keywords }) => ({
  pattern: new RegExp(anyOf((lexicon) => lexicon.phrases.avoidables[label])),
  excludeGenreIds,
  softExcludeGenreIds,
  keywords,
}));

const ORIGIN_ENTRIES: { label: OriginLabel; language?: string; country?: string }[] = [
  { label: 'French', language: 'fr' },
  { label: 'Italian', language: 'it' },
  { label: 'German', language: 'de' },
  { label: 'Japanese', language: 'ja' },
  { label: 'Korean', language: 'ko' },
  { label: 'Chinese', language: 'zh' },
  { label: 'Cantonese', language: 'cn' },
  { label: 'Hindi', language: 'hi' },
  { label: 'Spanish', language: 'es' },
  { label: 'Mexican', language: 'es', country: 'MX' },
  { label: 'Russian', language: 'ru' },
  { label: 'Swedish', language: 'sv' },
  { label: 'Danish', language: 'da' },
  { label: 'Portuguese', language: 'pt' },
  { label: 'English', language: 'en' },
  { label: 'British', country: 'GB' },
  { label: 'American', country: 'US' },
  { label: 'Persian', language: 'fa' },
  { label: 'Turkish', language: 'tr' },
  { label: 'Thai', language: 'th' },
  { label: 'Australian', country: 'AU' },
  { label: 'Canadian', country: 'CA' },
  { label: 'Irish', country: 'IE' },
];

/** Language and country words: 'a french film', 'una pelicula coreana', 'bollywood'. */
export const ORIGINS: { pattern: RegExp; language?: string; country?: string; label: string }[] =
  ORIGIN_ENTRIES.map((origin) => ({
    ...origin,
    pattern: new RegExp(`\\b${anyOf((lexicon) => lexicon.phrases.origins[origin.label])}\\b`),
  }));

const FAMILY_GENRES = ids('Family', 'Animation');
const NOT_FOR_KIDS = ids('Horror', 'War', 'Crime', 'Thriller');

/** Certifications suitable at an age, a ceiling from US ratings: 6 -> G/PG, 12 -> up to PG-13, 17 -> R. */
export function certificationsForAge(age: number): Certification[] {
  if (age < 12) return ['G', 'PG'];
  if (age < 17) return ['G', 'PG', 'PG-13'];
  return ['G', 'PG', 'PG-13', 'R'];
}

/**
 * A US rating typed in a request ('pg-13 action movies', 'rated R horror', 'a g-rated film'): up to that rating
 * for G, PG and PG-13 (what a parent means), exactly R or NC-17 (what someone asking for them means).
 */
export const RATED =
  /\b(?:rated (g|pg|pg-?13|r|nc-?17)|(g|pg|pg-?13|r|nc-?17)[- ]rated|(pg-?13|pg|nc-?17))(?![\w-])/;

const FAMILY_LADDER: Certification[] = ['G', 'PG', 'PG-13'];

export function certificationAudience(typed: string): Audience {
  const rating = typed.toUpperCase().replace(/^(PG|NC)-?(13|17)$/, '$1-$2') as Certification;
  const ladder = FAMILY_LADDER;
  const upTo = ladder.includes(rating);
  return {
    label: `rated ${rating}`,
    rating: { certification: rating, orLower: upTo },
    certifications: upTo ? ladder.slice(0, ladder.indexOf(rating) + 1) : [rating],
    anyGenreIds: [],
    excludeGenreIds: [],
  };
}

/** 'Horror, nothing too gory', 'less scary' after horror: the genre asked for, rated PG-13 at most. */
export const milderGenreAudience = (): Audience => certificationAudience('PG-13');

/** Up to the rating below `rating` ('like Heat but less violent': Heat is R, so up to PG-13); none below G. */
export function milderThan(rating: string | null): Audience | undefined {
  if (!rating) return undefined;
  const below =
    rating === 'R' || rating === 'NC-17'
      ? 'PG-13'
      : FAMILY_LADDER[FAMILY_LADDER.indexOf(rating as Certification) - 1];
  return below ? certificationAudience(below) : undefined;
}

export function audienceForAge(age: number): Audience {
  return {
    label: age < 13 ? `kids aged ${age}` : `teens aged ${age}`,
    group: age < 13 ? 'kids' : 'teens',
    age,
    certifications: certificationsForAge(age),
    // A child's film is a family or an animated one: a PG romance ('Grease') is rated for them, not made for them.
    anyGenreIds: age < 13 ? FAMILY_GENRES : [],
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
      group: 'kids',
      certifications: ['G', 'PG'],
      anyGenreIds: FAMILY_GENRES,
      excludeGenreIds: NOT_FOR_KIDS,
    },
  },
  {
    pattern: audienceWords((lexicon) => lexicon.family),
    audience: {
      label: 'the whole family',
      group: 'family',
      certifications: ['G', 'PG'],
      anyGenreIds: FAMILY_GENRES,
      excludeGenreIds: NOT_FOR_KIDS,
    },
  },
  {
    pattern: audienceWords((lexicon) => lexicon.teens),
    audience: {
      label: 'watching with family',
      group: 'with-family',
      certifications: ['G', 'PG', 'PG-13'],
      anyGenreIds: [],
      excludeGenreIds: ids('Horror'),
    },
  },
];

const AGE_LEADS = anyOf((lexicon) => lexicon.phrases.ageLeads);
const AGE_UNITS = anyOf((lexicon) => lexicon.phrases.ageUnits);
const AGE_OLDS = anyOf((lexicon) => lexicon.phrases.ageOlds);

/** Children or people counted after a number ('my 2 kids', '3 friends'): a headcount, no age. */
const COUNTED_PEOPLE = anyOf((lexicon) => [...lexicon.kids, ...(lexicon.phrases.headcountNouns ?? [])]);

/**
 * 'for kids aged 8', 'my 6 year old', 'a 10-year-old', 'ninos de 7 anos'; a number after a lead with no unit is no
 * age when children or people follow it ('my 2 kids (7 and 10)' counts them).
 */
export const AGE = new RegExp(
  String.raw`\b${AGE_LEADS}\s*(\d{1,2})(?:[- ]?${AGE_UNITS}(?:[- ]?${AGE_OLDS})?|(?!\s+${COUNTED_PEOPLE}))\b|\b(\d{1,2})[- ]?${AGE_UNITS}[- ]?${AGE_OLDS}\b|\b(\d{1,2})[- ]?${AGE_UNITS}(?![\p{L}/])`,
  'u',
);

/** Decade words of every language ('eighties', 'los ochenta'). */
export const DECADE_WORDS: Record<string, number> = entriesOf((lexicon) => lexicon.decades);

/** School stages and the age of a child in them ('au lycée': 15). */
export const SCHOOL_STAGES = Object.entries(entriesOf((lexicon) => lexicon.schoolStages)).map(
  ([words, age]) => ({ pattern: new RegExp(String.raw`\b(?:${words})\b`), age }),
);

const NUMBER_WORDS = entriesOf((lexicon) => lexicon.numbers);
const DECADE_NEXT = String.raw`\s+(?:${Object.keys(DECADE_WORDS).join('|')})`;
const AGE_NUMBER_WORD = new RegExp(
  String.raw`\b(${Object.keys(NUMBER_WORDS).join('|')})(?!${DECADE_NEXT})(?=[- ]?${AGE_UNITS}(?![\p{L}/])(?!\s+\d))`,
  'gu',
);
/**
 * 'four ten year olds', 'niños de diez años': a number word before a unit of age, as digits for AGE to read; not
 * before a decade ('filmes dos anos 80' is no two-year-old).
 */
export const withAgeDigits = (text: string) =>
  text.replace(AGE_NUMBER_WORD, (word) => String(NUMBER_WORDS[word]));

/** A word that makes a number an age ('olds', 'anos'), or a number with a unit of age ('8 yo'). */
export const AGE_WORDS = new RegExp(String.raw`\b${AGE_OLDS}\b|\b\d{1,2} ?${AGE_UNITS}(?![\p{L}/])`, 'u');

/** Common words that are never a person's name, so 'with great acting' does not look for an actor. */
export const NOT_NAME_WORDS = new Set(LEXICONS.flatMap((lexicon) => lexicon.phrases.notNames));

/**
 * The words the assistant understands, in English, Spanish and Hindi written in Latin script. Text is matched
 * after normalizeText (lower case, accents removed), so the Spanish words here carry no accents.
 */
import { GENRES, type Genre } from '@marquee/contracts';
import type { Certification } from '@marquee/catalog';
import type { Audience, Mood } from './chat-query.ts';
import type { MoodLabel } from './lexicons/language-lexicon.ts';
import { LEXICONS } from './lexicons/registry.ts';

type GenreName = Genre['name'];

export function genreIdOf(name: GenreName): number {
  return GENRES.find((genre) => genre.name === name)!.id;
}

const ids = (...names: GenreName[]) => names.map(genreIdOf);

/** Regular-expression alternatives naming each genre. */
const GENRE_WORD_SOURCES: Record<GenreName, string[]> = {
  Action: ['action', 'accion', 'maar ?dhaa?d', 'dhamaakedaar', 'fight(?:ing)? movies?'],
  Adventure: ['adventures?', 'aventuras?', 'quest'],
  Animation: [
    'animated',
    'animation',
    'cartoons?',
    'anime',
    'pixar',
    'animad[ao]s?',
    'animacion',
    'dibujos animados',
  ],
  Comedy: [
    'comed(?:y|ies)',
    'funny',
    'hilarious',
    'laughs?',
    'comedias?',
    'graciosas?',
    'divertidas?',
    'hasya',
    'mazedaar',
    'majedaar',
  ],
  Crime: ['crime', 'heists?', 'gangsters?', 'mafia', 'mob', 'crimen', 'policiac[ao]s?', 'gangster'],
  Documentary: ['documentar(?:y|ies)', 'docs?', 'documentales?'],
  Drama: ['dramas?', 'dramatic[ao]s?'],
  Family: ['family', 'familiar(?:es)?', 'en familia', 'pariwarik', 'parivarik', 'parivaar'],
  Fantasy: ['fantasy', 'magic(?:al)?', 'wizards?', 'dragons?', 'fantasia', 'fantastic[ao]s?', 'magia'],
  History: ['history', 'historical', 'period pieces?', 'historic[ao]s?', 'historia', 'aitihasik'],
  Horror: [
    'horror',
    'scary',
    'spooky',
    'creepy',
    'terrifying',
    'frightening',
    'scare me',
    'terror',
    'miedo',
    'de susto',
    'darr?awa?ni',
    'dravni',
    'bhoot(?:iya)?',
    'bhootiya',
  ],
  Music: ['music', 'musicals?', 'musicales?', 'musica'],
  Mystery: ['myster(?:y|ies)', 'whodunn?its?', 'detectives?', 'misterio', 'jasoosi', 'rahasya'],
  Romance: [
    'romance',
    'romantic',
    'rom-?coms?',
    'love stor(?:y|ies)',
    'date night',
    'romantic[ao]s?',
    'de amor',
    'pyaa?r',
    'ishq',
    'prem kahani',
  ],
  'Science Fiction': [
    'sci-?fi',
    'science[- ]fiction',
    'scifi',
    'sci fi',
    'space',
    'aliens?',
    'robots?',
    'ciencia ficcion',
    'espacio',
    'extraterrestres?',
  ],
  'TV Movie': ['tv movies?', 'telefilms?'],
  Thriller: ['thrillers?', 'suspense(?:ful)?', 'suspenso', 'de suspense'],
  War: ['war', 'wartime', 'military', 'guerra', 'belic[ao]s?', 'yudh', 'jung'],
  Western: ['westerns?', 'cowboys?', 'vaqueros?', 'del oeste'],
};

/** English, Spanish and Hindi words here, then every registered language's. */
const genreSources = (name: GenreName) => [
  ...GENRE_WORD_SOURCES[name],
  ...LEXICONS.flatMap((lexicon) => lexicon.genres[name] ?? []),
];

export const GENRE_WORDS: { pattern: RegExp; id: number }[] = GENRES.map((genre) => ({
  pattern: new RegExp(`\\b(?:${genreSources(genre.name).join('|')})\\b`, 'g'),
  id: genre.id,
}));

export const ROM_COM = /\brom-?coms?\b/;

const MOOD_ENTRIES: { pattern: RegExp; mood: Mood }[] = [
  {
    pattern:
      /\b(uplifting|feel[- ]good|happy|cheerful|heart-?warming|wholesome|inspiring|inspirational|cheer me up|joyful|optimistic|upbeat|alegres?|feel-good|animad[ao] para subir el animo|que me anime|feliz|khushi)\b/g,
    mood: {
      label: 'uplifting',
      meaning: 'uplifting heartwarming feel-good story that leaves you happy',
      anyGenreIds: ids('Comedy', 'Family', 'Animation', 'Music', 'Romance'),
      excludeGenreIds: ids('Horror', 'Thriller', 'War', 'Crime'),
      sort: 'vote_average',
    },
  },
  {
    pattern:
      /\b(mind[- ]?bending|mind[- ]?blowing|twisty|twists?|trippy|cerebral|thought[- ]provoking|make me think|complex|puzzling|surreal|que me haga pensar|giros?)\b/g,
    mood: {
      label: 'mind-bending',
      meaning: 'mind-bending puzzle with a twist ending, dreams, memory and time',
      anyGenreIds: ids('Science Fiction', 'Mystery', 'Thriller'),
      excludeGenreIds: ids('Family', 'Animation'),
      sort: 'vote_average',
    },
  },
  {
    pattern:
      /\b(tear-?jerkers?|cry|emotional|moving|touching|heartbreaking|bittersweet|sad|llorar|triste|emotiv[ao]s?|emocional(?:es)?)\b/g,
    mood: {
      label: 'emotional',
      meaning: 'moving emotional story of love and loss',
      anyGenreIds: ids('Drama', 'Romance'),
      excludeGenreIds: ids('Horror', 'Comedy'),
      sort: 'vote_average',
    },
  },
  {
    pattern:
      /\b(exciting|adrenaline|thrilling|intense|tense|nail-?biting|gripping|epic|action-packed|action packed|explosive|edge of my seat|emocionantes?|trepidantes?|epic[ao]s?)\b/g,
    mood: {
      label: 'thrilling',
      meaning: 'thrilling high-stakes adventure full of chases and danger',
      anyGenreIds: ids('Action', 'Thriller', 'Adventure'),
      excludeGenreIds: ids('Family'),
      sort: 'popularity',
    },
  },
  {
    pattern:
      /\b(relaxing|chill|cozy|cosy|light-?hearted|easy|lazy sunday|comfort|rainy (?:day|sunday|afternoon)|tranquil[ao]s?|relajad[ao]s?|relajante|acogedor[ao]?s?|ligeras?)\b/g,
    mood: {
      label: 'cozy',
      meaning: 'cozy gentle comforting warm story, light-hearted and charming',
      anyGenreIds: ids('Comedy', 'Family', 'Animation', 'Romance'),
      excludeGenreIds: ids('Horror', 'Thriller', 'War', 'Crime', 'Action'),
      sort: 'popularity',
    },
  },
  {
    pattern:
      /\b(slow[- ]?burn(?:ing)?|slow[- ]paced|slow|atmospheric|brooding|contemplative|meditative|pausad[ao]s?|lent[ae]?s?)\b/g,
    mood: {
      label: 'slow-burn',
      meaning: 'slow-burn atmospheric story where tension builds quietly',
      anyGenreIds: ids('Thriller', 'Drama', 'Mystery', 'Crime'),
      excludeGenreIds: ids('Family', 'Animation', 'Comedy'),
      sort: 'vote_average',
    },
  },
  {
    pattern: /\b(fast[- ]paced|fast|pacey|non-?stop|high[- ]octane|rapid[ao]s?)\b/g,
    mood: {
      label: 'fast-paced',
      meaning: 'fast-paced non-stop action, chases and momentum',
      anyGenreIds: ids('Action', 'Thriller', 'Adventure'),
      excludeGenreIds: ids('Documentary', 'Drama'),
      sort: 'popularity',
    },
  },
  {
    pattern: /\b(dark|gritty|bleak|disturbing|noir|oscur[ao]s?)\b/g,
    mood: {
      label: 'dark',
      meaning: 'dark gritty bleak story of crime, violence and obsession',
      anyGenreIds: ids('Crime', 'Thriller', 'Drama'),
      excludeGenreIds: ids('Family', 'Animation', 'Comedy'),
      sort: 'vote_average',
    },
  },
];

/** Each mood's pattern, with the registered languages' words for it added. */
export const MOODS: { pattern: RegExp; mood: Mood }[] = MOOD_ENTRIES.map(({ pattern, mood }) => {
  const extra = LEXICONS.flatMap((lexicon) => lexicon.moods[mood.label as MoodLabel] ?? []);
  return {
    mood,
    pattern: extra.length
      ? new RegExp(`${pattern.source.slice(0, -3)}|${extra.join('|')})\\b`, 'g')
      : pattern,
  };
});

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

export const AUDIENCES: { pattern: RegExp; audience: Audience }[] = [
  {
    pattern: new RegExp(
      `\\b(kids?|children|child|toddlers?|little ones|my (?:son|daughter)|ninos|ninas|hijos|infantil(?:es)?|para peques|bachch?on|bachche|bacchon|${LEXICONS.flatMap((lexicon) => lexicon.kids).join('|')})\\b`,
    ),
    audience: {
      label: 'kids',
      certifications: ['G', 'PG'],
      anyGenreIds: FAMILY_GENRES,
      excludeGenreIds: NOT_FOR_KIDS,
    },
  },
  {
    pattern: /\b(family (?:movie|film|night)|whole family|toda la familia|en familia)\b/,
    audience: {
      label: 'the whole family',
      certifications: ['G', 'PG'],
      anyGenreIds: FAMILY_GENRES,
      excludeGenreIds: NOT_FOR_KIDS,
    },
  },
  {
    pattern:
      /\b(with my (?:parents|mum|mom|dad|grandparents|grandma|grandpa|in-laws)|con mis (?:padres|abuelos)|teens?|teenagers?|adolescentes?)\b/,
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

export const DECADE_WORDS: Record<string, number> = {
  twenties: 1920,
  thirties: 1930,
  forties: 1940,
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
};

/** Words that show a message is Spanish. */
export const SPANISH_MARKERS =
  /\b(quiero|busco|recomiendame|recomienda|recomiendas|recomendacion(?:es)?|pelis?|peliculas?|algo|una|unas|unos|para|con|que|sobre|mas|menos|nada|ninos|ver|esta noche|dame|muestrame|hay|alguna|alguno|mejor|cual|quien|dirigio|cuando|cuanto|dura|trata|vale la pena|gracias|hola|ayuda|de los|de la|anos|tengo|mis|favor|otra|otras)\b/g;

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

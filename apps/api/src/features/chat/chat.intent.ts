/**
 * Reads a chat prompt into what the built-in assistant understands: moods, genres, decades and years,
 * people, 'like <title>', 'more like this', follow-ups and small talk. Pure: no catalog access here.
 */

export type SortOrder = 'popularity' | 'vote_average' | 'release_date';
export type PersonRole = 'cast' | 'director' | 'any';

export interface Mood {
  label: string;
  anyGenreIds: number[];
  excludeGenreIds: number[];
  keywords: string[];
  sort: SortOrder;
}

/** What the user is asking for; in a conversation, once follow-ups are applied to the request they follow. */
export interface MovieRequest {
  /** The movie must have every one of these genres. */
  genreIds: number[];
  mood?: Mood;
  yearFrom?: number;
  yearTo?: number;
  /** 'directed by Nolan' -> { name: 'Nolan', role: 'director' }. */
  person?: { name: string; role: PersonRole };
  /** 'like Inception', 'similar to The Matrix'. */
  likeTitle?: string;
  /** 'more like this' on a movie page. */
  moreLikeThis: boolean;
  sort?: SortOrder;
}

export interface ParsedPrompt extends MovieRequest {
  /** Follow-ups that refine the previous request. */
  followUp: { more: boolean; older: boolean; newer: boolean; refinement: boolean };
  smallTalk?: 'greeting' | 'thanks' | 'help';
  /** A plain request for a recommendation with no criteria ('what should I watch?'). */
  generic: boolean;
  /** Words left after everything understood was removed: maybe a person's name or a title. */
  leftover: string;
}

const GENRE_WORDS: [RegExp, number][] = [
  [/\baction\b/, 28],
  [/\badventures?\b/, 12],
  [/\b(animated|animation|cartoons?|anime|pixar)\b/, 16],
  [/\b(comed(y|ies)|funny|hilarious|laughs?)\b/, 35],
  [/\b(crime|heists?|gangsters?|mafia|mob)\b/, 80],
  [/\b(documentar(y|ies)|docs?)\b/, 99],
  [/\bdramas?\b/, 18],
  [/\b(family|kids|children)\b/, 10751],
  [/\b(fantasy|magic(al)?|wizards?|dragons?)\b/, 14],
  [/\b(history|historical|period pieces?)\b/, 36],
  [/\b(horror|scary|spooky|creepy|terrifying|frightening|scare me)\b/, 27],
  [/\b(music|musicals?)\b/, 10402],
  [/\b(myster(y|ies)|whodunn?its?|detectives?)\b/, 9648],
  [/\b(romance|romantic|rom-?coms?|love stor(y|ies)|date night)\b/, 10749],
  [/\b(sci-?fi|science[- ]fiction|scifi|sci fi|space|aliens?|robots?)\b/, 878],
  [/\btv movies?\b/, 10770],
  [/\b(thrillers?|suspense(ful)?)\b/, 53],
  [/\b(war|wartime|military)\b/, 10752],
  [/\b(westerns?|cowboys?)\b/, 37],
];
const ROM_COM = /\brom-?coms?\b/;

const MOODS: [RegExp, Mood][] = [
  [
    /\b(uplifting|feel[- ]good|happy|cheerful|heart-?warming|wholesome|inspiring|inspirational|cheer me up|joyful|optimistic|sad)\b/,
    {
      label: 'uplifting',
      anyGenreIds: [35, 10751, 16, 10402, 10749],
      excludeGenreIds: [27, 53, 10752, 80],
      keywords: [],
      sort: 'vote_average',
    },
  ],
  [
    /\b(mind[- ]?bending|mind[- ]?blowing|twisty|twists?|trippy|cerebral|thought[- ]provoking|make me think|complex|puzzling|surreal)\b/,
    {
      label: 'mind-bending',
      anyGenreIds: [878, 9648, 53],
      excludeGenreIds: [10751, 16],
      keywords: [
        'dream',
        'time travel',
        'virtual reality',
        'memory loss',
        'amnesia',
        'parallel world',
        'time loop',
        'twist ending',
      ],
      sort: 'vote_average',
    },
  ],
  [
    /\b(tear-?jerkers?|cry|emotional|moving|touching|heartbreaking|bittersweet)\b/,
    {
      label: 'emotional',
      anyGenreIds: [18, 10749],
      excludeGenreIds: [27, 35],
      keywords: [],
      sort: 'vote_average',
    },
  ],
  [
    /\b(exciting|adrenaline|thrilling|intense|epic|action-packed|explosive|edge of my seat)\b/,
    {
      label: 'thrilling',
      anyGenreIds: [28, 53, 12],
      excludeGenreIds: [10751],
      keywords: [],
      sort: 'popularity',
    },
  ],
  [
    /\b(relaxing|chill|cozy|cosy|light-?hearted|easy|lazy sunday|comfort)\b/,
    {
      label: 'relaxed',
      anyGenreIds: [35, 10751, 16, 10749],
      excludeGenreIds: [27, 53, 10752],
      keywords: [],
      sort: 'popularity',
    },
  ],
  [
    /\b(dark|gritty|bleak|disturbing|noir)\b/,
    {
      label: 'dark',
      anyGenreIds: [80, 53, 18],
      excludeGenreIds: [10751, 16, 35],
      keywords: [],
      sort: 'vote_average',
    },
  ],
];

const DECADE_WORDS: Record<string, number> = {
  twenties: 1920,
  thirties: 1930,
  forties: 1940,
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
};

const GREETING =
  /^(hi+|hello+|hey+|hiya|howdy|yo|good (morning|afternoon|evening)|greetings)\b[\s!.,?]*(there)?[\s!.,?]*$/;
const THANKS =
  /^((thanks?|thank you|thx|ty|cheers|much appreciated)\b.{0,30}|(great|awesome|perfect|cool|nice|ok|okay)[!. ]*)$/;
const HELP = /\b(help|what can you do|how does this work|who are you)\b/;
const GENERIC =
  /\b(recommend|recommendations?|suggest(ions?)?|watch|movies?|films?|something|anything|good|best|pick|ideas?)\b/;
const MORE =
  /\b(more|another|other ones|others|different ones|something else|next ones?)\b(?! (like|recent|similar))/;
const OLDER = /\b(older|earlier|classics?|old ones|old ?school|vintage)\b/;
const NEWER = /\b(newer|more recent|recent|latest|new ones|newest|modern)\b/;
const REFINEMENT_LEAD = /^(what about|how about|and|but|only|just|any|maybe|ok|okay|now)\b/;
const TOP_RATED =
  /\b(best|top[- ]rated|highest[- ]rated|highly[- ]rated|acclaimed|masterpieces?|must[- ]see|greatest|critically)\b/;
const MORE_LIKE_THIS =
  /\b(more like (this|it|that)|(similar|like) (to )?this( one| movie| film)?|movies? like (this|it)|something like this)\b/;

/** 'like X' but not 'I'd like X' / 'would like X' / 'feel like X'. */
const LIKE_TITLE =
  /(?:^|[^\w'])(?<!\bi |\bi'd |\bwould |\bwe |\bfeel |\bfeels |\bd )(?:like|similar to|such as|in the vein of|reminds? me of|same vibe as|comparable to)\s+(.+)$/;
const LIKED_TITLE =
  /\bi (?:really |just )?(?:liked|loved|enjoyed|adored)\s+(.+?)(?:[,;]| what | any | so | and | recommend| suggest|[?!.]*$)/;
const NOT_A_TITLE =
  /^(a|an|some|something|anything|movies?|films?|to|that|this|it|these|those|me|more|one|ones|what|when|the (same|one)|watching|seeing)\b/;

const DIRECTED_BY =
  /\b(?:directed by|director|directors?|by director|from director|helmed by|made by|films? by|movies? by|by)\s+(.+)$/;
const STARRING = /\b(?:starring|featuring|with actor|with actress|with|stars?|acted by|played by)\s+(.+)$/;
const NAME_STOP =
  /\s+(?:in|from|during|that|which|who|and|or|but|please|pls|movies?|films?|pictures?|flicks?|for|to|about|since|before|after|around|between|of|on|the \d|\d|[,.;!?])(?:\s|$)|[,.;!?]/;

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function stripQuotes(value: string): string {
  return value.replace(/^["'\s]+|["'\s?!.]+$/g, '').trim();
}

/** Text after a marker, up to where a name or title plausibly ends. */
function captureName(rest: string): string {
  const stop = NAME_STOP.exec(` ${rest} `.replace(/^ /, ''));
  const name = stop ? rest.slice(0, stop.index) : rest;
  return stripQuotes(name).split(' ').slice(0, 4).join(' ');
}

function parseYears(text: string): { yearFrom?: number; yearTo?: number; matched: string[] } {
  const matched: string[] = [];
  const fullDecade = /\b(19|20)(\d)0'?s\b/.exec(text);
  if (fullDecade) {
    matched.push(fullDecade[0]);
    const start = Number(`${fullDecade[1]}${fullDecade[2]}0`);
    return { yearFrom: start, yearTo: start + 9, matched };
  }
  const shortDecade = /(?:^|[^\d])'?(\d)0'?s\b/.exec(text);
  if (shortDecade) {
    matched.push(shortDecade[0]);
    const digit = Number(shortDecade[1]);
    const start = (digit <= 2 ? 2000 : 1900) + digit * 10;
    return { yearFrom: start, yearTo: start + 9, matched };
  }
  for (const [word, start] of Object.entries(DECADE_WORDS)) {
    if (new RegExp(`\\b${word}\\b`).test(text))
      return { yearFrom: start, yearTo: start + 9, matched: [word] };
  }
  const between = /\b(?:between|from)\s+(19\d\d|20\d\d)\s+(?:and|to|-)\s+(19\d\d|20\d\d)\b/.exec(text);
  if (between) {
    const [a, b] = [Number(between[1]), Number(between[2])].sort((x, y) => x - y);
    return { yearFrom: a, yearTo: b, matched: [between[0]] };
  }
  const before = /\b(?:before|until|prior to|pre|older than)\s*-?\s*(19\d\d|20\d\d)\b/.exec(text);
  const after = /\b(?:after|since|post|newer than|later than)\s*-?\s*(19\d\d|20\d\d)\b/.exec(text);
  if (before || after) {
    return {
      yearTo: before ? Number(before[1]) - 1 : undefined,
      yearFrom: after ? Number(after[1]) + 1 : undefined,
      matched: [before?.[0], after?.[0]].filter((value): value is string => Boolean(value)),
    };
  }
  const year = /\b(19[0-9]\d|20[0-4]\d)\b/.exec(text);
  if (year) return { yearFrom: Number(year[1]), yearTo: Number(year[1]), matched: [year[0]] };
  return { matched };
}

const FILLER =
  /\b(i|i'm|im|i'd|id|me|my|we|you|your|a|an|the|some|any|to|for|of|in|on|at|and|or|but|is|are|was|be|it|this|that|what|which|please|pls|can|could|would|should|want|wanna|need|feel|feeling|like|mood|looking|look|find|show|give|tell|recommend|recommendations?|suggest|suggestions?|watch|watching|see|movies?|films?|flicks?|something|anything|good|great|best|nice|really|very|so|some|one|ones|tonight|today|now|with|from|by|about|more|less|up|out|do|have|get|got|let|lets|let's|there|here|new|old|all|time|ever|just|maybe|kind|sort|type|genre|year|years|decade|era|picks?)\b/g;

export function parsePrompt(raw: string): ParsedPrompt {
  const text = normalizeText(raw);
  let rest = ` ${text} `;
  const remove = (fragment: string) => {
    rest = rest.replace(fragment, ' ');
  };

  const genreIds: number[] = [];
  if (ROM_COM.test(text)) genreIds.push(35, 10749);
  for (const [pattern, id] of GENRE_WORDS) {
    const match = pattern.exec(text);
    if (match && !genreIds.includes(id)) genreIds.push(id);
    if (match) rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
  }

  let mood: Mood | undefined;
  for (const [pattern, candidate] of MOODS) {
    const match = pattern.exec(text);
    if (match) {
      mood ??= candidate;
      rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
    }
  }

  const years = parseYears(text);
  years.matched.forEach(remove);

  const moreLikeThis = MORE_LIKE_THIS.test(text);
  let likeTitle: string | undefined;
  if (!moreLikeThis) {
    const like = LIKE_TITLE.exec(text) ?? LIKED_TITLE.exec(text);
    const candidate = like ? stripQuotes(like[1] ?? '') : '';
    if (candidate && !NOT_A_TITLE.test(candidate) && candidate.length <= 120) {
      likeTitle = stripQuotes(candidate.replace(/\s+(?:but|please|pls|movies?|films?)\b.*$/, ''));
      remove(candidate);
    }
  }

  let person: ParsedPrompt['person'];
  if (!likeTitle) {
    const directed = DIRECTED_BY.exec(text);
    const starring = STARRING.exec(text);
    const pick =
      directed && (!starring || directed.index <= starring.index)
        ? { match: directed, role: 'director' as const }
        : starring
          ? { match: starring, role: 'cast' as const }
          : undefined;
    if (pick) {
      const name = captureName(pick.match[1] ?? '');
      const role: PersonRole =
        pick.role === 'director' && /^by$/.test(pick.match[0].split(' ')[0] ?? '') ? 'any' : pick.role;
      if (name && !/^(a|an|the|my|some|no|lots|plenty|twists?|friends?|kids|family)\b/.test(name)) {
        person = { name, role };
        remove(name);
      }
    }
  }

  const sort: SortOrder | undefined = TOP_RATED.test(text)
    ? 'vote_average'
    : NEWER.test(text)
      ? 'release_date'
      : undefined;
  const older = OLDER.test(text);
  const newer = NEWER.test(text);
  const more = MORE.test(text) && !moreLikeThis;

  const leftover = rest
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

  const hasTopic =
    genreIds.length > 0 || Boolean(mood) || Boolean(person) || Boolean(likeTitle) || moreLikeThis;
  const onlyTime = !hasTopic && (years.yearFrom !== undefined || years.yearTo !== undefined);
  const refinement = REFINEMENT_LEAD.test(text) || onlyTime || older || newer || more;

  let smallTalk: ParsedPrompt['smallTalk'];
  if (!hasTopic && !onlyTime) {
    if (GREETING.test(text)) smallTalk = 'greeting';
    else if (THANKS.test(text) && !more) smallTalk = 'thanks';
    else if (HELP.test(text)) smallTalk = 'help';
  }

  return {
    genreIds,
    mood,
    yearFrom: years.yearFrom,
    yearTo: years.yearTo,
    person,
    likeTitle,
    moreLikeThis,
    sort,
    followUp: { more, older, newer, refinement },
    smallTalk,
    generic: GENERIC.test(text) || TOP_RATED.test(text),
    leftover,
  };
}

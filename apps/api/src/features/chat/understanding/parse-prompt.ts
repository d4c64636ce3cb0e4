/**
 * Reads one chat message into a structured query: questions about a movie, genres wanted and excluded, moods and
 * themes, years, runtime, language, audience, people, 'like <title>' and follow-ups. Pure: no catalog access here;
 * names and titles are only candidates until the catalog confirms them.
 */
import {
  emptyQuery,
  type AnswerReference,
  hasCriteria,
  isTopical,
  type FactAspect,
  type MovieQuery,
  type MovieQuestion,
  type ParsedPrompt,
  type PersonRole,
} from './chat-query.ts';
import {
  AGE,
  AUDIENCES,
  AVOIDABLE,
  DECADE_WORDS,
  GENRE_WORDS,
  MOODS,
  NOT_NAME_WORDS,
  ORIGINS,
  ROM_COM,
  audienceForAge,
  genreIdOf,
  replyLanguageOf,
} from './lexicon.ts';
import { extractCount } from './extractors/count.extractor.ts';
import { extractLibrary } from './extractors/library.extractor.ts';
import { extractOrder, TOP_RATED_WORDS } from './extractors/order.extractor.ts';
import { extractAvoidedPeople } from './extractors/people.extractor.ts';
import { extractReference, isReferenceOnly } from './extractors/reference.extractor.ts';
import { extractAvoidedTitles } from './extractors/titles.extractor.ts';
import { findThemes } from './keyword-themes.ts';
import { findStudios } from './studios.ts';
import { alternationOf, wordsOf } from './lexicons/all-languages.ts';
import { respell } from './respell.ts';
import { isUnreadable } from './languages.ts';
import { normalizeText, stripQuotes } from './text.ts';

const GREETING =
  /^(hi+|hello+|hey+|hiya|howdy|yo|hola|buenas|buenos dias|buenas tardes|buenas noches|namaste|good (morning|afternoon|evening)|greetings)\b[\s!.,?]*(there)?[\s!.,?]*$/;
const THANKS =
  /^((thanks?|thank you|thx|ty|cheers|much appreciated|gracias|muchas gracias|shukriya|dhanyavaa?d)\b.{0,30}|(great|awesome|perfect|cool|nice|ok|okay|genial|perfecto|vale)[!. ]*)$/;
const HELP = /\b(help|what can you do|how does this work|who are you|ayuda|que puedes hacer)\b/;
const GENERIC =
  /\b(recommend|recommendations?|suggest(ions?)?|watch|movies?|films?|something|anything|good|best|pick|ideas?|peliculas?|pelis?|recomienda(me)?|recomendacion(es)?|algo|ver|koi|dikhao|batao|chahiye|dekhni|dekhna|film)\b/;
const MORE =
  /\b(more|another|other ones|others|different ones|something else|something different|anything else|other options|different (?:movies|films|picks|suggestions)|try again|next ones?|mas|otras?|otros?|aur)\b(?! (like|recent|similar|antiguas?|viejas?|recientes?|nuevas?))/;
const OLDER = /\b(older|earlier|old ones|old ?school|vintage|mas antiguas?|mas viejas?|anteriores)\b/;
const CLASSIC = /\b(classics?|clasicas?|old movies|old films|oldies|black and white)\b/;
const NEWER =
  /\b(newer|more recent|recent|latest|new ones|newest|modern|mas recientes?|mas nuevas?|recientes?|nuevas?|estrenos)\b/;
const REFINEMENT_LEAD =
  /^(what about|how about|and|but|only|just|any|maybe|ok|okay|now|ones|some in|one in|same but|less|fewer|not so|without|y|pero|solo|menos|sin|que tal|y de|mejor)\b/;
const TOP_RATED = TOP_RATED_WORDS;
/** 'nothing childish', 'grown-up', 'adults only': the family shelf is left out. */
const CHILDISH =
  /\b(?:nothing childish|not childish|no kids stuff|grown[- ]up (?:movies?|films?|ones?)|for adults|adults only|no cartoons|not animated|nada infantil)\b/;
const SHORTER = /\b(shorter(?! than)|less long|not as long|quicker ones?|mas cortas?)\b/;
const LONGER = /\b(longer(?! than)|mas largas?)\b/;
const MORE_LIKE_THIS =
  /\b(more like (this|it|that)|(similar|like) (to )?this( one| movie| film)?|movies? like (this|it)|something like this|parecidas? a esta|como esta)\b/;

/** 'like X' but not 'I'd like X' / 'would like X' / 'feel like X'. */
const LIKE_TITLE =
  /(?:^|[^\w'])(?<!\bi |\bi'd |\bwould |\bwe |\bfeel |\bfeels |\bd |\bthey |n't |\bnot )(?:like|similar to|such as|in the vein of|reminds? me of|same vibe as|comparable to|parecidas? a|como)\s+(.+)$/;
const LIKED_TITLE =
  /\bi (?:really |just )?(?:liked|loved|enjoyed|adored)\s+(.+?)(?:[,;]| what | any | so | and | recommend| suggest|[?!.]*$)/;
const NOT_A_TITLE =
  /^(a|an|some|something|anything|movies?|films?|to|that|this|it|these|those|me|more|one|ones|what|when|the (same|one)|watching|seeing|una?|algo|peliculas?|esta|eso|good|great|the best|there|any|for|with|about|kids?|tonight|today|now|next|first|tomorrow|later)\b/;
/** Where a title or name typed inside a sentence plausibly ends. */
const TITLE_END =
  /\s+(?:but|except|only|please|pls|from|in the|during|with|without|that|which|for|under|over|made|released|set|pero|de los|sin|para|con)\b.*$|[,;!?].*$/;

const DIRECTED_BY =
  /\b(?:directed by|director|by director|from director|helmed by|made by|films? by|movies? by|by|dirigidas? por|del director|de la directora)\s+(.+)$/;
const STARRING =
  /\b(?:starring|featuring|with actor|with actress|with|stars?|acted by|played by|con el actor|con la actriz|con|protagonizadas? por)\s+(.+)$/;
const EXPLICIT_ROLE =
  /^(directed by|director|by director|from director|helmed by|starring|featuring|with actor|with actress|acted by|played by|dirigidas? por|del director|con el actor|con la actriz|protagonizadas? por)/;
const NAME_STOP =
  /\s+(?:one|ones|stuff|flicks?|again|please|in|from|during|that|which|who|and|or|but|please|pls|movies?|films?|pictures?|flicks?|for|to|about|since|before|after|around|between|of|on|under|over|the \d|\d|en|de|y|o|pero|para)(?:\s|$)|[,.;!?]/;

const THIS_MOVIE =
  /^(it|this|this one|this movie|this film|that|that one|that movie|esta|esta pelicula|este|eso)$/;

/** Questions about one movie; the first capture is the title ('it' / 'this' mean the movie of the page). */
const FACT_PATTERNS: { pattern: RegExp; aspect: FactAspect }[] = [
  { pattern: /\bwho (?:directed|made|helmed) (.+)$/, aspect: 'director' },
  { pattern: /\bwho (?:is|was|'s) the director of (.+)$/, aspect: 'director' },
  { pattern: /\b(?:the )?director of (.+)$/, aspect: 'director' },
  { pattern: /\bquien (?:dirigio|hizo) (.+)$/, aspect: 'director' },
  { pattern: /\bquien es el director de (.+)$/, aspect: 'director' },
  { pattern: /\bwhen (?:did|was) (.+?) (?:come out|released|release|made|premiered?|out)\b/, aspect: 'year' },
  { pattern: /\bwhat year (?:did|was|is) (.+?) (?:come out|released|made|from|out)\b/, aspect: 'year' },
  { pattern: /\brelease (?:date|year) of (.+)$/, aspect: 'year' },
  { pattern: /\bcuando (?:salio|se estreno|se hizo) (.+)$/, aspect: 'year' },
  { pattern: /\bde que ano es (.+)$/, aspect: 'year' },
  { pattern: /\bwhat(?:'s| is| was) (.+?) about$/, aspect: 'plot' },
  { pattern: /\b(?:plot|story|storyline|synopsis|summary) of (.+)$/, aspect: 'plot' },
  { pattern: /\bde que (?:va|trata) (.+)$/, aspect: 'plot' },
  { pattern: /\bhow long (?:does|will|would) (.+?) (?:run|last|take|go on|be)\b/, aspect: 'runtime' },
  { pattern: /\bhow long is (.+)$/, aspect: 'runtime' },
  {
    pattern: /\bhow many (?:minutes|mins|hours|hrs) (?:is|does|long is) (.+?)(?: last| run)?$/,
    aspect: 'runtime',
  },
  { pattern: /\b(?:runtime|running time|length|duration) of (.+)$/, aspect: 'runtime' },
  { pattern: /\bcuanto dura (.+)$/, aspect: 'runtime' },
  {
    pattern:
      /\b(?:is|would|will) (.+?) (?:be )?(?:ok|okay|suitable|appropriate|safe|fine|alright|too scary|too violent|good) for (?:a |an |my |our )?(?:\d|kids?|children|child|toddlers?|little|son|daughter|family)/,
    aspect: 'certification',
  },
  {
    pattern:
      /\bcan (?:my|a|an|our) .*?(?:kids?|children|son|daughter|\d+[- ]?(?:years?|yrs?|yo)[- ]?olds?) watch (.+)$/,
    aspect: 'certification',
  },
  {
    pattern: /\b(?:age rating|certification|parental rating|mpaa rating|rated r|rated pg) (?:of|for) (.+)$/,
    aspect: 'certification',
  },
  { pattern: /\bwhat(?:'s| is) (.+?) rated$/, aspect: 'certification' },
  {
    pattern:
      /\b(?:is|would) (.+?) (?:be )?(?:kid[- ]friendly|family[- ]friendly|child[- ]friendly|(?:ok|okay|safe|suitable|fine) for (?:the )?(?:kids|children|family))/,
    aspect: 'certification',
  },
  {
    pattern: /\bes (.+?) (?:apta|adecuada|buena) para (?:mi |mis |un |una )?(?:ninos?|ninas?|hij[oa]s?|\d)/,
    aspect: 'certification',
  },
  { pattern: /\bwho (?:is|was|stars|starred|acts|acted|plays|played) in (.+)$/, aspect: 'cast' },
  { pattern: /\b(?:cast|actors) (?:of|in) (.+)$/, aspect: 'cast' },
  { pattern: /\bquien (?:sale|actua) en (.+)$/, aspect: 'cast' },
  {
    pattern:
      /\b(?:is|was) (.+?) (?:worth (?:watching|it|seeing|a watch|my time)|any good|good|recommended|a good (?:movie|film))\b/,
    aspect: 'worth',
  },
  { pattern: /(?:^|, |do you think )should i (?:watch|see|bother with) (.+)$/, aspect: 'worth' },
  { pattern: /\bhow good is (.+)$/, aspect: 'worth' },
  { pattern: /\b(?:rating|score) (?:of|for) (.+)$/, aspect: 'rating' },
  { pattern: /\bhow (?:is|was) (.+?) rated$/, aspect: 'rating' },
  { pattern: /\bvale la pena (?:ver )?(.+)$/, aspect: 'worth' },
  { pattern: /\b(?:es|esta) buena (.+)$/, aspect: 'worth' },
  { pattern: /\btell me (?:about|more about) (.+)$/, aspect: 'overview' },
  { pattern: /\bhablame (?:de|sobre) (.+)$/, aspect: 'overview' },
];

const COMPARE_PATTERNS = [
  /\b(?:which is better|which one is better|what'?s better|which (?:one )?should i (?:watch|see)|should i (?:watch|see)|better)[:,]? (.+?) or (.+)$/,
  /\bcual es mejor[:,]? (.+?) o (.+)$/,
  /^(.+?) (?:or|vs\.?|versus) (.+?)(?:[,:]? which (?:is|one is)? better)?$/,
];

/** The subject of a question: a typed title, a film of the previous answer, or (neither) the movie of the page. */
type Subject = { title?: string; ref?: AnswerReference };

/** The title a question is about: {} for 'it' / 'this movie', null when the words are not a title. */
function questionSubject(raw: string): Subject | null {
  const title = stripQuotes(
    raw
      .replace(/\s+(?:the )?(?:movie|film|pelicula)$/, '')
      .replace(/^(?:the movie|the film|la pelicula) /, '')
      .replace(
        /\s+(?:for (?:me|us|tonight)|tonight|please|pls|por favor|then|really|actually|you (?:suggested|mentioned|listed|said|recommended))$/,
        '',
      ),
  );
  if (!title) return null;
  if (THIS_MOVIE.test(title)) return {};
  // 'avatar, can I fit it in an evening': the title ends where the sentence goes on.
  const clause = /^(.+?)(?:,|;| - | and (?:is|can|would|will|should) )/.exec(title)?.[1];
  if (clause && clause !== title) return questionSubject(clause);
  if (isReferenceOnly(title)) return { ref: extractReference(title) };
  if (NOT_A_TITLE.test(title) || title.split(' ').length > 10) return null;
  return { title };
}

const subjectFields = (subject: Subject) => ({
  ...(subject.title !== undefined ? { title: subject.title } : {}),
  ...(subject.ref ? { ref: subject.ref } : {}),
});

/** 'who plays the Joker in The Dark Knight?', 'quien hace de Rose en Titanic?' */
const CHARACTER_PATTERNS = [
  // 'in the matrix, who plays morpheus': the title first.
  /^in (?<title>.+?),? who (?:plays|played|voices|voiced|is|was) (?<character>.+)$/,
  /\bwho (?:plays|played|is playing|portrays|portrayed|voices|voiced|was playing|(?:is|was) the (?:actor|actress|guy|one|person) (?:that|who) (?:plays|played|voices|voiced)|plays the role of|played the role of) (.+?) in (.+)$/,
  /\b(?:quien|quienes) (?:hace de|hizo de|interpreta a|interpreto a|da voz a) (.+?) en (.+)$/,
  // 'who was gandalf in the fellowship of the ring' (a character's name, not 'who was in X').
  /\bwho (?:is|was|'s) (?!in\b|the (?:director|star|lead)\b)(.+?) in (.+)$/,
  /\b(?:who(?:'s| is| was)?|which (?:actor|actress)|what (?:actor|actress)|(?:the )?(?:actor|actress) (?:who|that))\b.*?\b(?:plays?|played|playing|portrays?|portrayed|voices?|voiced|acts as|acted as)\s+(.+?)\s+in\s+(.+)$/,
];

/** 'what has Tom Hanks been in?', 'what did Nolan direct?', 'en que peliculas sale Penelope Cruz?' */
const FILMOGRAPHY_PATTERNS: { pattern: RegExp; role: PersonRole }[] = [
  { pattern: /\bwhat (?:movies |films )?(?:has|have|did) (.+?) direct(?:ed)?\b/, role: 'director' },
  {
    pattern: /\bwhat (?:else )?(?:movies |films )?(?:has|have|did) (.+?) (?:make|made|do|done)\b/,
    role: 'any',
  },
  { pattern: /\bwhich (?:movies|films) (?:has|have|did) (.+?) direct(?:ed)?\b/, role: 'director' },
  {
    pattern:
      /\bwhat (?:else )?(?:movies |films )?(?:has|have|did|was|is) (.+?) (?:been in|starred? in|acted? in|appeared in|played in|be in|in)$/,
    role: 'cast',
  },
  {
    pattern:
      /\bwhich (?:movies|films) (?:has|have|did|was|is) (.+?) (?:been in|starred? in|acted? in|appeared in|in)$/,
    role: 'cast',
  },
  {
    pattern: /\b(?:filmography of|(?:list|all) (?:the )?(?:movies|films) (?:of|with|starring)) (.+)$/,
    role: 'any',
  },
  {
    pattern:
      /^(?:list |show me )?(?:the |all (?:the )?)?(?:movies|films) (.+?) (?:directed|has directed|made)$/,
    role: 'director',
  },
  {
    pattern:
      /^(?:list |show me )?(?:the |all (?:the )?)?(?:movies|films) (.+?) (?:starred in|acted in|appeared in|has been in|was in|is in|played in)$/,
    role: 'cast',
  },
  {
    pattern: /\b(?:has|did) (.+?) direct(?:ed)? (?:any|some|many|anything|something)\b/,
    role: 'director',
  },
  {
    pattern: /\b(?:has|did) (.+?) (?:done|made|been in|starred in|acted in|appeared in) (?:any|some|many)\b/,
    role: 'any',
  },
  { pattern: /\ben que peliculas (?:sale|ha salido|actua|ha actuado|aparece) (.+)$/, role: 'cast' },
  { pattern: /\bque peliculas (?:ha dirigido|dirigio) (.+)$/, role: 'director' },
];

/** 'which of them is the shortest?', 'which one is best rated?', 'cual es la mas corta?' */
const PICK =
  /\b(?:which|what|cual)(?: one| film| movie)?(?:'s)?(?: of (?:them|these|those|the (?:list|films|movies))| de (?:ellas|estas|esas))?(?: is| would be| was| has| es)? (?:the |la |el )?(shortest|longest|oldest|newest|most recent|best(?: rated| reviewed)?|highest rated|top rated|mas corta|mas larga|mas antigua|mas reciente|mejor(?: valorada)?)\b/;
const PICK_FOR_AGE =
  /\b(?:which|what|cual)(?: one| film| movie)?(?: of (?:them|these|those))?(?: is| would be| es)? (?:ok|okay|suitable|fine|safe|appropriate|good|apta|adecuada)? ?for (?:a |an |my |our )?\d/;

function pickOrder(word: string): Extract<MovieQuestion, { kind: 'pick' }>['order'] {
  if (/short|corta/.test(word)) return 'shortest';
  if (/long|larga/.test(word)) return 'longest';
  if (/old|antigua/.test(word)) return 'oldest';
  if (/new|recent|reciente/.test(word)) return 'release_date';
  return 'vote_average';
}

/** 'is Interstellar too long for a weeknight?': a runtime question that asks for a judgement. */
const RUNTIME_JUDGEMENT =
  /(?:^|[,;:] |\b(?:so|and|but|tell me|do you think|honestly) )(?:is|would|will) (?!not\b)(.+?) (?:be )?(?:too long|too short|(?:over|under|more than|less than|longer than|shorter than) (?:\d+(?:\.\d+)?|an?|one|two|three) ?(?:hours?|hrs?|h|minutes?|mins?)|(?:a )?long(?: movie| film| watch| one)?|(?:a )?short(?: movie| film| watch| one)?|ok for a weeknight|fine for a weeknight)\b|\b(?:es|sera) (.+?) (?:demasiado larga|muy larga|larga|corta)\b|\bcan i (?:watch|fit|finish) (.+?) (?:on a weeknight|before bed|in (?:two|2) hours|tonight)\b/;

/** A runtime question that asks whether it fits an evening wants a judgement too. */
const WHEN_TO_WATCH =
  /\b(?:weeknight|school night|evening|after work|tonight|too long|fit|bedtime|before bed|long for|entre semana|esta noche)\b/;

/** Questions that are never answered with a list of recommendations. */
const QUESTION_ONLY =
  /^(?:who|whom|whose|when|how (?:long|old|many|much)|is(?! there)|does|did|was|were|has|quien|cuando|cuanto)\b/;

function parseQuestion(text: string): MovieQuestion | undefined {
  const question = text.replace(/[?!.]+$/, '').trim();
  for (const pattern of CHARACTER_PATTERNS) {
    const match = pattern.exec(question);
    if (!match) continue;
    const subject = questionSubject(match.groups?.title ?? match[2] ?? '');
    const character = stripQuotes(
      (match.groups?.character ?? match[1] ?? '').replace(/^(?:the role of |the voice of |of )/, ''),
    );
    if (subject && character) return { kind: 'character', character, ...subjectFields(subject) };
  }
  for (const { pattern, role } of FILMOGRAPHY_PATTERNS) {
    const match = pattern.exec(question);
    const name = match ? stripQuotes(match[1] ?? '') : '';
    if (!match || !name || THIS_MOVIE.test(name) || isReferenceOnly(name)) continue;
    // 'what else did the director of jaws make': the person is the film's director (or star).
    const via = /^(?:the )?(director|star|lead(?: actor| actress)?) of (.+)$/.exec(name);
    if (via) {
      const role = via[1] === 'director' ? ('director' as const) : ('cast' as const);
      return { kind: 'filmography', name, role, via: { title: via[2]!, role } };
    }
    if (name.split(' ').length <= 4 && !/\b(?:you|i|we|they|there|out|on|new|the best)\b/.test(name))
      return { kind: 'filmography', name, role };
  }
  const pick = PICK.exec(question);
  // 'which is the best sci-fi movie?' asks the catalog; 'which of them is the best?' asks about the last answer.
  const aboutLastAnswer =
    pick &&
    (/\b(?:one|film|movie|of|de)\b/.test(pick[0]) ||
      question.slice(pick.index + pick[0].length).trim() === '');
  if (pick && aboutLastAnswer) return { kind: 'pick', order: pickOrder(pick[1]!) };
  if (PICK_FOR_AGE.test(question) && /\b(?:them|these|those|ellas|estas)\b/.test(question)) {
    const age = ageIn(question);
    if (age !== undefined) return { kind: 'pick', order: 'vote_average', age };
  }
  const judged = RUNTIME_JUDGEMENT.exec(question);
  if (judged) {
    const subject = questionSubject(judged[1] ?? judged[2] ?? judged[3] ?? '');
    if (subject && !GENRE_WORDS.some(({ pattern }) => new RegExp(pattern.source).test(subject.title ?? '')))
      return { kind: 'fact', aspect: 'runtime', judge: true, ...subjectFields(subject) };
  }
  for (const pattern of COMPARE_PATTERNS) {
    const match = pattern.exec(question);
    if (!match) continue;
    const first = questionSubject(match[1] ?? '')?.title;
    const second = questionSubject(match[2] ?? '')?.title;
    // 'comedy or drama?' is not a comparison of two titles.
    const namesGenre = (title: string) =>
      GENRE_WORDS.some(({ pattern: genre }) => new RegExp(genre.source).test(title));
    if (first && second && !namesGenre(first) && !namesGenre(second) && first.split(' ').length <= 8)
      return { kind: 'compare', titles: [first, second] };
  }
  for (const { pattern, aspect } of FACT_PATTERNS) {
    const match = pattern.exec(question);
    if (!match) continue;
    const subject = questionSubject(match[1] ?? '');
    if (subject === null) continue;
    const age = aspect === 'certification' ? ageIn(question) : undefined;
    const judge = aspect === 'runtime' && WHEN_TO_WATCH.test(question);
    return {
      kind: 'fact',
      aspect,
      ...subjectFields(subject),
      ...(age !== undefined ? { age } : {}),
      ...(judge ? { judge } : {}),
    };
  }
  return undefined;
}

function ageIn(text: string): number | undefined {
  const match = AGE.exec(text);
  const age = Number(match?.[1] ?? match?.[2] ?? match?.[3]);
  return Number.isInteger(age) && age >= 1 && age <= 21 ? age : undefined;
}

function decade(start: number, matched: string) {
  return { yearFrom: start, yearTo: start + 9, matched: [matched] };
}

function parseYears(text: string): { yearFrom?: number; yearTo?: number; matched: string[] } {
  const fullDecade =
    /\b(19|20)(\d)0'?s\b/.exec(text) ??
    /\b(?:los|anos|annees|jahre|anni|decada de(?: los)?) (19|20)(\d)0(?:er)?\b/.exec(text);
  if (fullDecade) return decade(Number(`${fullDecade[1]}${fullDecade[2]}0`), fullDecade[0]);
  const shortDecade =
    /(?:^|[^\d])'?(\d)0'?s\b/.exec(text) ??
    /\b(?:los|anos|annees|jahre|anni|decada de los) '?(\d)0(?:er)?\b/.exec(text) ??
    /\b(\d)0er\b/.exec(text);
  if (shortDecade) {
    const digit = Number(shortDecade[1]);
    return decade((digit <= 2 ? 2000 : 1900) + digit * 10, shortDecade[0]);
  }
  for (const [words, start] of Object.entries(DECADE_WORDS)) {
    const match = new RegExp(`\\b(?:${words})\\b`).exec(text);
    if (match) return decade(start, match[0]);
  }
  const between = /\b(?:between|from|entre|de) (19\d\d|20\d\d) (?:and|to|-|y|a) (19\d\d|20\d\d)\b/.exec(text);
  if (between) {
    const [a, b] = [Number(between[1]), Number(between[2])].sort((x, y) => x - y);
    return { yearFrom: a, yearTo: b, matched: [between[0]] };
  }
  const before = /\b(?:before|until|prior to|pre|older than|antes de(?:l)?) ?-?(19\d\d|20\d\d)\b/.exec(text);
  const after =
    /\b(?:after|since|post|newer than|later than|despues de(?:l)?|desde(?: el)?) ?-?(19\d\d|20\d\d)\b/.exec(
      text,
    );
  if (before || after) {
    return {
      yearTo: before ? Number(before[1]) - 1 : undefined,
      yearFrom: after ? Number(after[1]) + 1 : undefined,
      matched: [before?.[0], after?.[0]].filter((value): value is string => Boolean(value)),
    };
  }
  const year = /\b(19[0-9]\d|20[0-4]\d)\b/.exec(text);
  if (year) return { yearFrom: Number(year[1]), yearTo: Number(year[1]), matched: [year[0]] };
  return { matched: [] };
}

const RUNTIME_UNIT = String.raw`(\d+(?:\.\d+)?|an?|one|two|three|una|dos|tres) ?(minutes?|mins?|m|hours?|hrs?|h|minutos|horas?)\b`;
const RUNTIME_MAX = new RegExp(
  String.raw`\b(?:under|less than|shorter than|below|max(?:imum)?|at most|no (?:longer|more) than|not (?:longer|more) than|up to|within|menos de|como mucho|maximo|no mas de)(?: an?)? ${RUNTIME_UNIT}|\b${RUNTIME_UNIT} (?:or less|max|tops|o menos)`,
);
const RUNTIME_MIN = new RegExp(
  String.raw`\b(?:over|more than|longer than|at least|minimum|mas de|al menos)(?: an?)? ${RUNTIME_UNIT}`,
);
const NOT_LONG = /\b(?:not (?:too|very|so|that|overly) long|no (?:muy|tan|demasiado) larga)\b/;
const SHORT = /\b(short|quick|brief|cortas?|corto)\b/;
const LONG = /\b(long|lengthy|largas?|largo)\b(?! (?:time|ago|day|week))/;

function minutes(amount: string, unit: string): number {
  const words: Record<string, number> = { a: 1, an: 1, one: 1, una: 1, two: 2, dos: 2, three: 3, tres: 3 };
  const value = words[amount] ?? Number(amount);
  return Math.round(/^h|^hora/.test(unit) ? value * 60 : value);
}

function parseRuntime(text: string): { runtimeMin?: number; runtimeMax?: number; matched: string[] } {
  const matched: string[] = [];
  let runtimeMax: number | undefined;
  let runtimeMin: number | undefined;
  const max = RUNTIME_MAX.exec(text);
  if (max) {
    runtimeMax = max[1] ? minutes(max[1], max[2]!) : minutes(max[3]!, max[4]!);
    matched.push(max[0]);
  } else if (NOT_LONG.test(text)) {
    runtimeMax = 120;
    matched.push(NOT_LONG.exec(text)![0]);
  } else if (SHORT.test(text)) {
    runtimeMax = 100;
  }
  const min = RUNTIME_MIN.exec(text);
  if (min) {
    runtimeMin = minutes(min[1]!, min[2]!);
    matched.push(min[0]);
  } else if (LONG.test(text) && !NOT_LONG.test(text) && runtimeMax === undefined) {
    runtimeMin = 140;
  }
  return { runtimeMin, runtimeMax, matched };
}

/**
 * A genre, mood, theme or avoidable word is negated when a negation of any registered language comes up to three
 * words before it ('no horror', 'sans romance'), or a negation that follows a thing comes right after it in the
 * same clause ('zombie movies are not my thing').
 */
const NEGATION_BEFORE = new RegExp(
  String.raw`(?:${wordsOf((lexicon) => lexicon.negations)
    .map((word) => String.raw`\b${word}`)
    .join(
      '|',
    )})\s+(?:(?:too|so|very|any|a|an|the|more|really|much|overly|of|that|de|tan|muy|mas|demasiado|with|about|involving|including|featuring|con|sobre|movies?|films?|this time|anything|something|stuff|those|these|trop|zu|troppo|muito|in|from|en|de)\s+){0,2}(?:d'|de l'|l'|di |d)?$`,
);
const NEGATION_AFTER = new RegExp(
  String.raw`^[\p{L}-]*(?:\s+(?:movies?|films?|flicks?|stuff|ones|things?|peliculas?|pelis))?\s*,?\s*(?:${alternationOf((lexicon) => lexicon.negationsAfter)})\b`,
  'u',
);
const AFTER_NEGATION_PHRASE = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.negationsAfter)})\b`,
  'g',
);
const SOFTENING_BEFORE =
  /(?:\bless|\bfewer|\bthan|\brather than|\binstead of|\bnot (?:too|so|very)|\bmenos|\bno (?:tan|muy))\s+(?:(?:too|so|very|overly|demasiado)\s+){0,1}$/;

function negatedAt(text: string, index: number): boolean {
  return (
    NEGATION_BEFORE.test(text.slice(Math.max(0, index - 40), index)) ||
    NEGATION_AFTER.test(text.slice(index, index + 60))
  );
}

function captureName(rest: string): string {
  const stop = NAME_STOP.exec(rest);
  const name = stop ? rest.slice(0, stop.index) : rest;
  return stripQuotes(name).split(' ').slice(0, 4).join(' ');
}

/** Words that make a captured phrase not a person's name ('with great acting', 'with my kids'). */
function looksLikeName(name: string): boolean {
  const words = name.split(' ').filter(Boolean);
  if (!words.length || words.length > 4) return false;
  if (words.some((word) => NOT_NAME_WORDS.has(word) || /\d/.test(word))) return false;
  return !words.some(isLexiconWord) && !findThemes(name).length;
}

function isLexiconWord(word: string): boolean {
  return (
    GENRE_WORDS.some(({ pattern }) => new RegExp(`^(?:${pattern.source})$`).test(word)) ||
    MOODS.some(({ pattern }) => new RegExp(`^(?:${pattern.source})$`).test(word))
  );
}

const NOT_A_TITLE_START =
  /^(?:want|wanting|need|like|a fan|too|so|very|really|that|for|in|a|an|any|with|by|from|directed|starring|about|sure|much|more|many|one|ones|the same|only|just|scary|long|short|old|new|sad|dark|violent|gory|anything|in the mood|interested|into|again|recent|yet)\b/;

/** A candidate title left out ('not Titanic'): words that are not lexicon words, nor the start of a phrase. */
function looksLikeTitle(candidate: string): boolean {
  const words = candidate.split(' ');
  if (words.length > 8 || NOT_A_TITLE.test(candidate) || NOT_A_TITLE_START.test(candidate)) return false;
  if (words.length === 1 && (isLexiconWord(candidate) || NOT_NAME_WORDS.has(candidate))) return false;
  // 'not disney' leaves a studio out, not a title.
  if (findStudios(candidate).some((studio) => studio.text === candidate)) return false;
  return (
    !words.every((word) => isLexiconWord(word) || NOT_NAME_WORDS.has(word)) && !findThemes(candidate).length
  );
}

const FUNCTION_WORD = /^(?:in|on|at|to|from|of|for|about|the|a|an|any|too|so|very|en|de|la|el|un|una)$/;

function cleanName(raw: string): string | undefined {
  const name = captureName(raw);
  const first = name.split(' ')[0] ?? '';
  if (FUNCTION_WORD.test(first) || ORIGINS.some((origin) => origin.pattern.test(name))) return undefined;
  return looksLikeName(name) ? name : undefined;
}

function parsePerson(text: string): { name: string; role: PersonRole; explicit: boolean } | undefined {
  const directed = DIRECTED_BY.exec(text);
  const starring = STARRING.exec(text);
  const pick =
    directed && (!starring || directed.index <= starring.index)
      ? { match: directed, role: 'director' as const }
      : starring
        ? { match: starring, role: 'cast' as const }
        : undefined;
  if (!pick) return undefined;
  // 'nothing directed by Nolan' avoids Nolan: the people extractor reads it.
  if (negatedAt(text, pick.match.index + (/^\s/.test(pick.match[0]) ? 1 : 0))) return undefined;
  const marker = pick.match[0].slice(0, pick.match[0].length - (pick.match[1]?.length ?? 0)).trim();
  const name = captureName(pick.match[1] ?? '');
  if (!looksLikeName(name)) return undefined;
  const role: PersonRole =
    pick.role === 'director' && /^(by|made by|films? by|movies? by)$/.test(marker) ? 'any' : pick.role;
  return { name, role, explicit: EXPLICIT_ROLE.test(marker) };
}

/** Plot elements worth looking up by meaning or keyword even when a genre word already covers them. */
const THEME_WORDS =
  /\b(heists?|time travel|zombies?|vampires?|dinosaurs?|pirates?|superhero(?:es)?|sharks?|ghosts?|spies|spy|boxing|robots?|aliens?|dragons?|witch(?:es)?|survival|revenge|road trip|prison|serial killers?|weddings?|christmas)\b/g;

function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ch|sh|x|o)es$/.test(word)) return word.replace(/es$/, '');
  return word.replace(/(?<!s)s$/, '');
}

const FILLER =
  /\b(pero|pour|ce|soir|heute|abend|stasera|hoje|noite|je|veux|voudrais|ich|mochte|will|voglio|quero|voir|sehen|vedere|guter|gute|guten|bon|bonne|buon|buono|bom|boa|un|actually|make|try|don|dont|minus|skip|hate|avoid|without|except|isn|aren|flick|flicks|gimme|handful|exactly|single|maybe|mi|hijo|hija|hijos|hijas|ninos|ninas|nino|nina|peque|peques|sobrino|sobrina|son|daughter|kid|kids|ve|seen|watched|already|other|others|else|packed|rather|than|instead|most|recent|recently|released|highest|highly|rated|top|latest|oldest|newest|shortest|quickest|earliest|couple|pair|few|three|four|five|six|seven|eight|nine|ten|two|tres|dos|cuatro|cinco|deux|trois|zwei|drei|dois|due|tre|quattro|stuff|things?|please|des|du|le|les|une|quelque|chose|ein|eine|einen|aus|den|bitte|mit|und|der|die|das|um|uma|filme|filmes|com|di|il|lo|per|dei|delle|della|jahren|annees|anni|anos|qualcosa|algo|etwas|film|i|i'm|im|i'd|id|me|my|we|us|our|you|your|a|an|the|some|any|to|for|of|in|on|at|and|or|but|is|are|was|be|it|this|that|what|which|please|pls|can|could|would|should|want|wanna|need|feel|feeling|like|mood|looking|look|find|show|give|tell|recommend|recommendations?|suggest|suggestions?|watch|watching|see|movies?|films?|flicks?|something|anything|good|great|best|nice|really|very|so|one|ones|tonight|today|now|with|from|by|about|more|less|too|not|no|nothing|up|out|do|have|get|got|let|lets|let's|there|here|new|old|all|time|ever|just|maybe|kind|sort|type|genre|year|years|decade|era|picks?|where|who|whose|has|had|minutes?|mins?|hours?|short|long|quiero|una?|unos|unas|algo|de|del|la|las|el|los|para|con|que|y|o|ver|peliculas?|pelis?|en|por|favor|recomienda|recomiendame|dame|koi|achhi|acchi|dikhao|batao|chahiye|hai|mujhe|kuch|film|night|evening|weekend|sunday|saturday|friday|date|watch|partner|wife|husband|girlfriend|boyfriend|friends?|acting|story|stories|plot|characters?|dialogue|script|ending|actors?|cast|performances?|amazing|awesome|interesting|fun|cool|decent|solid|quality|lovely|beautiful|well|made|written|enjoy|enjoyable|whole|wali|wala|wale|liye|ke|ki|ka|se|ho|rainy|bit|little|lot|lots|too|ok|okay|fine|sad|happy)\b/g;

export function parsePrompt(raw: string): ParsedPrompt {
  const text = respell(normalizeText(raw));
  const language = replyLanguageOf(text);
  const query: MovieQuery = emptyQuery();
  const question = parseQuestion(text);
  const unreadable = isUnreadable(text, raw);

  // The user's own films first: 'like the last film I loved' names no title, 'from my watchlist' no theme.
  const library = extractLibrary(text);
  query.scope = library.watchlist ? 'watchlist' : 'catalog';
  query.rewatch = library.rewatch;
  query.likeLastLoved = library.likeLastLoved;
  let searchText = library.matched.reduce((result, words) => result.replace(words, ' '), text);

  // Titles left out are taken out before anything else reads their words ('seen Alien' asks for no sci-fi).
  if (!question) {
    // 'zombies are not my thing': the words after 'not' turn the zombies down; they are no title.
    query.avoidTitles = extractAvoidedTitles(searchText.replace(AFTER_NEGATION_PHRASE, ' '), looksLikeTitle);
    for (const title of query.avoidTitles) searchText = searchText.replace(title, ' ');
  }

  // A title typed after 'like' is taken out first, so 'like Alien' does not also ask for science fiction.
  let ref: AnswerReference | undefined;
  query.moreLikeThis = MORE_LIKE_THIS.test(searchText);
  if (!query.moreLikeThis && !question && !query.likeLastLoved) {
    const like = LIKE_TITLE.exec(searchText) ?? LIKED_TITLE.exec(searchText);
    const candidate = like ? stripQuotes((like[1] ?? '').replace(TITLE_END, '')) : '';
    if (candidate && isReferenceOnly(candidate)) {
      ref = extractReference(candidate);
      searchText = searchText.replace(candidate, ' ');
    } else if (
      candidate &&
      !NOT_A_TITLE.test(candidate) &&
      candidate.length <= 120 &&
      // 'need like 2 scary ones' is a count after a filler 'like', not a title ('12 Angry Men' counts nothing).
      extractCount(candidate.split(' ').slice(0, 4).join(' ')) === undefined
    ) {
      query.likeTitle = candidate;
      searchText = searchText.replace(candidate, ' ');
    }
  }
  let rest = ` ${searchText} `;
  const remove = (fragment: string) => {
    rest = rest.replace(fragment, ' ');
  };

  // An avoided theme's words name no genre either: 'fantasy without dragons' still wants fantasy.
  let genreText = searchText;
  for (const { theme, index, text: words } of findThemes(searchText)) {
    if (negatedAt(searchText, index)) {
      genreText =
        genreText.slice(0, index) + ' '.repeat(words.length) + genreText.slice(index + words.length);
      query.avoidKeywords.push(...theme.keywords.filter((keyword) => !query.avoidKeywords.includes(keyword)));
      query.avoidLabels.push(theme.label);
    } else if (!query.keywordThemes.some((wanted) => wanted.label === theme.label)) {
      query.keywordThemes.push(theme);
    }
    remove(words);
  }

  for (const { studio, index, text: words } of findStudios(searchText)) {
    const list = negatedAt(searchText, index) ? query.avoidStudios : query.studios;
    if (!list.includes(studio.label)) list.push(studio.label);
    if (list === query.avoidStudios && !query.avoidLabels.includes(studio.label))
      query.avoidLabels.push(studio.label);
    genreText = genreText.replace(words, ' '.repeat(words.length));
    remove(words);
  }

  if (ROM_COM.test(searchText)) query.genreIds.push(genreIdOf('Comedy'), genreIdOf('Romance'));
  for (const { pattern, id } of GENRE_WORDS) {
    for (const match of genreText.matchAll(pattern)) {
      const before = genreText.slice(Math.max(0, match.index - 40), match.index);
      // 'funny rather than scary' only prefers no horror; 'no horror' leaves it out.
      const negated =
        NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(genreText.slice(match.index, match.index + 60));
      const list = !negated
        ? query.genreIds
        : /\b(?:than|rather than|instead of)\s+\S*\s*$/.test(before)
          ? query.softExcludeGenreIds
          : query.excludeGenreIds;
      if (!list.includes(id)) list.push(id);
    }
    rest = rest.replace(pattern, ' ');
  }
  query.genreIds = query.genreIds.filter(
    (id) => !query.excludeGenreIds.includes(id) && !query.softExcludeGenreIds.includes(id),
  );

  for (const { pattern, mood } of MOODS) {
    for (const match of searchText.matchAll(pattern)) {
      if (!negatedAt(searchText, match.index)) query.mood ??= mood;
      else if (!query.avoidLabels.includes(mood.label)) query.avoidLabels.push(mood.label);
    }
    rest = rest.replace(pattern, ' ');
  }

  for (const avoidable of AVOIDABLE) {
    const pattern = new RegExp(`\\b${avoidable.pattern.source}\\b`, 'g');
    for (const match of searchText.matchAll(pattern)) {
      const before = searchText.slice(Math.max(0, match.index - 40), match.index);
      if (!NEGATION_BEFORE.test(before)) continue;
      // 'less gory' keeps a genre the user asks for and drops the worst; 'nothing gory' leaves the genre out.
      const list = SOFTENING_BEFORE.test(before) ? query.softExcludeGenreIds : query.excludeGenreIds;
      for (const id of avoidable.excludeGenreIds) if (!list.includes(id)) list.push(id);
      for (const keyword of avoidable.keywords)
        if (!query.avoidKeywords.includes(keyword)) query.avoidKeywords.push(keyword);
    }
    rest = rest.replace(pattern, ' ');
  }
  query.genreIds = query.genreIds.filter((id) => !query.excludeGenreIds.includes(id));
  if (query.mood && query.mood.anyGenreIds.every((id) => query.excludeGenreIds.includes(id)))
    query.mood = undefined;

  const years = parseYears(searchText);
  query.yearFrom = years.yearFrom;
  query.yearTo = years.yearTo;
  years.matched.forEach(remove);

  const runtime = parseRuntime(searchText);
  query.runtimeMin = runtime.runtimeMin;
  query.runtimeMax = runtime.runtimeMax;
  runtime.matched.forEach(remove);

  for (const origin of ORIGINS) {
    const match = origin.pattern.exec(searchText);
    if (!match) continue;
    const avoided = negatedAt(searchText, match.index);
    const languages = avoided ? query.excludeLanguages : query.languages;
    const countries = avoided ? query.excludeCountries : query.countries;
    if (origin.language && !languages.includes(origin.language)) languages.push(origin.language);
    if (origin.country && !countries.includes(origin.country)) countries.push(origin.country);
    rest = rest.replace(origin.pattern, ' ');
  }
  // 'a spanish comedy' names a language; a Spanish sentence does not ask for Spanish films unless it says so.
  if (
    language === 'es' &&
    query.languages.includes('es') &&
    !/\b(espanol[ae]?s?|en espanol|spanish)\b/.test(searchText)
  )
    query.languages = query.languages.filter((code) => code !== 'es');

  const age = ageIn(searchText);
  const audience = AUDIENCES.find(({ pattern }) => pattern.test(searchText));
  const audienceMatch = audience ? audience.pattern.exec(searchText) : null;
  if (audienceMatch && negatedAt(searchText, audienceMatch.index)) {
    // 'not a kids movie', 'nothing for children': the family shelf is left out.
    for (const id of [genreIdOf('Family'), genreIdOf('Animation')])
      if (!query.excludeGenreIds.includes(id)) query.excludeGenreIds.push(id);
    query.genreIds = query.genreIds.filter((id) => !query.excludeGenreIds.includes(id));
  } else if (
    age !== undefined &&
    (audience || /\b(?:olds?|anos|aged?)\b|\b\d{1,2} ?(?:yo|y\/o|yrs?|years?)\b/.test(searchText))
  )
    query.audience = audienceForAge(age);
  else if (audience) query.audience = audience.audience;
  if (CHILDISH.test(searchText)) {
    for (const id of [genreIdOf('Family'), genreIdOf('Animation')])
      if (!query.excludeGenreIds.includes(id)) query.excludeGenreIds.push(id);
    rest = rest.replace(CHILDISH, ' ');
  }
  for (const { pattern } of AUDIENCES) rest = rest.replace(pattern, ' ');

  query.avoidPeople = extractAvoidedPeople(searchText, cleanName).map(({ name, role }) => {
    remove(name);
    return { name, role };
  });
  if (!query.likeTitle && !question) {
    const person = parsePerson(searchText);
    if (person && !query.avoidPeople.some((avoided) => avoided.name === person.name)) {
      query.person = person;
      remove(person.name);
    }
  }

  const order = extractOrder(searchText);
  query.sort = order === 'release_date' && MORE.test(searchText) ? undefined : order;
  const older = OLDER.test(searchText) && order !== 'oldest';
  const newer =
    NEWER.test(searchText) && /\b(newer|more recent|mas recientes?|mas nuevas?|new ones)\b/.test(searchText);
  if (CLASSIC.test(searchText) && query.yearTo === undefined) {
    query.yearTo = 1979;
    query.sort ??= 'vote_average';
    rest = rest.replace(CLASSIC, ' ');
  }
  const more = MORE.test(searchText) && !query.moreLikeThis;
  const shorter = SHORTER.test(searchText) && query.runtimeMax === undefined;
  const longer = LONGER.test(searchText) && query.runtimeMin === undefined;
  if (shorter) query.runtimeMax = undefined;
  if (longer) query.runtimeMin = undefined;
  query.count = extractCount(text);

  const leftover = rest
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .replace(/(?:^|\s)\p{L}?'+(?=\s|$)|(?<=\s|^)'+/gu, ' ')
    .replace(FILLER, ' ')
    .replace(/(?<!\p{L})'+|'+(?!\p{L})/gu, ' ')
    .replace(/\b(?:\d+|[a-z])\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const themeWords = [...searchText.matchAll(THEME_WORDS)]
    .filter((match) => !negatedAt(searchText, match.index))
    .map((match) => singular(match[0]));
  if (!question && !query.likeTitle && !query.person && leftover.split(' ').length >= 2)
    query.theme = leftover;
  else if (!question && !query.likeTitle && !query.keywordThemes.length && themeWords.length)
    query.theme = [...new Set(themeWords)].join(' ');

  const topical = isTopical(query);
  // Years, runtime or exclusions alone ('what about the 80s?', 'less gory') adjust the request before.
  const timeOrShape = !topical && hasCriteria({ ...query, theme: undefined, sort: undefined });
  const refinement = REFINEMENT_LEAD.test(text) || timeOrShape || older || newer || more || shorter || longer;

  let smallTalk: ParsedPrompt['smallTalk'];
  if (!topical && !timeOrShape && !question) {
    if (GREETING.test(text)) smallTalk = 'greeting';
    else if (THANKS.test(text) && !more) smallTalk = 'thanks';
    else if (HELP.test(text)) smallTalk = 'help';
  }

  return {
    language,
    query,
    question,
    followUp: { more, older, newer, shorter, longer, refinement },
    smallTalk,
    generic: GENERIC.test(text) || TOP_RATED.test(text),
    leftover,
    ...(ref ? { ref } : {}),
    ...(unreadable ? { unreadable } : {}),
    ...(QUESTION_ONLY.test(text) ? { questionLike: true } : {}),
  };
}

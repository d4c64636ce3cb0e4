/** What a message says about the user's own films: their watchlist, a rewatch, the last film they loved. */
import { alternationOf } from '../lexicons/all-languages.ts';
import type { LanguageLexicon } from '../lexicons/language-lexicon.ts';
import { LEXICONS } from '../lexicons/registry.ts';

const libraryWords = (
  kind:
    'watchlist' | 'rewatch' | 'lastLoved' | 'lastSeen' | 'rated' | 'likedFilms' | 'likedThatWay' | 'taste',
) => new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.library?.[kind]) || '(?!)'})\\b`);
const WATCHLIST = libraryWords('watchlist');
const REWATCH = libraryWords('rewatch');
/** 'the kind you have to rewatch to get it': said of the film, no rewatch of their own asked. */
const REWATCH_NEEDED = new RegExp(
  `\\b(?:${alternationOf((lexicon) => lexicon.library?.rewatchNeeded) || '(?!)'})\\b`,
);
const LAST_LOVED = libraryWords('lastLoved');
const LAST_SEEN = libraryWords('lastSeen');
const TASTE = libraryWords('taste');
const RATED = libraryWords('rated');
const LIKED_FILMS = libraryWords('likedFilms');
const LIKED_THAT_WAY = libraryWords('likedThatWay');
/**
 * 'similar to the ones i rated highest', 'simile ai film che ho amato', 'dans le style de ceux que j'ai le mieux
 * notés': a likeness whose films are the ones they liked, whatever the words for both (an article may be elided
 * into the lead, 'a' + 'i film').
 */
const LIKE_LIKED = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.phrases.likeLeads)})(?:\s+|(?<=a)(?=i\s))(?:${alternationOf((lexicon) => lexicon.library?.likedFilms)})\b`,
);

export interface LibraryWords {
  /** Where the watchlist is named ('from my watchlist'), if it is. */
  watchlistAt: number | undefined;
  rewatch: boolean;
  likeLastLoved: boolean;
  /** The seed is the film they watched last ('en la línea de lo último que vi'), not the one they loved last. */
  likeLastSeen: boolean;
  /** 'simile ai film che ho amato': like the films they loved, several of them. */
  likeLovedOnes: boolean;
  /** 'what have I rated highest?': their own rated films, best first. */
  rated: boolean;
  /** The words matched, taken out before other extractors read the text. */
  matched: string[];
}

export function extractLibrary(text: string): LibraryWords {
  const matched: string[] = [];
  const find = (pattern: RegExp) => {
    const match = pattern.exec(text);
    if (match) matched.push(match[0]);
    return match;
  };
  const test = (pattern: RegExp) => Boolean(find(pattern));
  const likeLastSeen = test(LAST_SEEN);
  // 'my top 3 rated films according to my ratings', 'la peor que vi según mis notas': their own films ranked by
  // their ratings are asked for, no films to their taste.
  const likeLovedOnes = test(LIKE_LIKED) || (ownRatingOrder(text) === undefined && test(TASTE));
  return {
    watchlistAt: find(WATCHLIST)?.index,
    rewatch: !REWATCH_NEEDED.test(text) && test(REWATCH),
    likeLastLoved: likeLastSeen || likeLovedOnes || test(LAST_LOVED) || likedThatWay(text, find),
    likeLastSeen,
    likeLovedOnes,
    rated: test(RATED),
    matched,
  };
}

/**
 * 'ich mag die Filme, die ich geliked hab – was neues in die Richtung?', 'the movies i liked, anything in that
 * vein': their liked films named, and more that way asked for.
 */
function likedThatWay(text: string, find: (pattern: RegExp) => RegExpExecArray | null): boolean {
  if (!LIKED_FILMS.test(text) || !LIKED_THAT_WAY.test(text)) return false;
  return Boolean(find(LIKED_FILMS) && find(LIKED_THAT_WAY));
}

/** Whether the words are the films the user liked ('os filmes que eu curti'): their own films, no title. */
export function namesLikedFilms(words: string): boolean {
  return LIKED_FILMS_WHOLE.test(words.trim());
}

const LIKED_FILMS_WHOLE = new RegExp(`^(?:${LIKED_FILMS.source})$`);
const LIKED_FILMS_FIRST = new RegExp(`^(?:${LIKED_FILMS.source})`);

/**
 * Whether the words after a likeness open with the films the user liked, whatever follows ('las pelis que más me
 * gustaron', 'die Filme, denen ich eine 10 gegeben hab'): a clause about their own films, no title cut short.
 */
/** 'the films i liked', 'meine gelikten Filme': their liked films named, which a likeness with no film is to. */
export const namesOwnLikedFilms = (text: string): boolean => LIKED_FILMS.test(text);
export const opensWithLikedFilms = (words: string): boolean => LIKED_FILMS_FIRST.test(words.trim());

export type OwnRatingOrder = 'best' | 'worst';

/** Words that may stand between a ranking word and the verb of rating or watching ('mejor peli que vi'). */
const GAP = String.raw`(?:\s+[^\s?!.;]+){0,6}?\s+`;
const SHORT_GAP = String.raw`(?:\s+[^\s?!.;]+){0,2}?\s+`;
const group = (words: readonly string[] | undefined) => `(?:${(words ?? []).join('|') || '(?!)'})`;
const NEGATED = new RegExp(
  `\\b(?:${alternationOf((lexicon) => lexicon.negations)}|\\w+n't|nicht|pas|rien|nao|non)\\b`,
);

/**
 * One language's ways of ranking the speaker's own films: a ranking word near a first-person verb of rating or
 * watching, either order ('la peli que mejor he puntuado', 'films i rated the highest', 'die ich am besten bewertet
 * habe'), or after a possessive before films ('my top 3 rated films', 'mis mejores pelis') or closing the clause ('and
 * my best?').
 */
function rankingPatterns(lexicon: LanguageLexicon, ranking: 'best' | 'worst'): RegExp | undefined {
  const words = lexicon.library?.[ranking];
  if (!words?.length) return undefined;
  const rank = group(words);
  const own = group(lexicon.library?.ownVerbs);
  const films = group(lexicon.phrases.filmNouns);
  return new RegExp(
    [
      `\\b${rank}${GAP}${own}\\b`,
      `\\b${own}${SHORT_GAP}${rank}\\b`,
      `\\b${group(lexicon.library?.mine)}\\s+(?:\\d{1,2}\\s+)?${rank}(?:[\\s-]+[^\\s?!.;]+){0,3}?[\\s-]+${films}\\b`,
      // 'and my best?', 'et mes pires ?', 'und meine besten?': the ranking word closing the clause is of their films.
      `\\b${group(lexicon.library?.mine)}\\s+(?:\\d{1,2}\\s+)?${rank}(?=\\s*(?:[?!.,;]|$))`,
    ].join('|'),
  );
}

const RANKINGS = (['best', 'worst'] as const).flatMap((order) =>
  LEXICONS.map((lexicon) => ({ order, pattern: rankingPatterns(lexicon, order) })).filter(
    (entry): entry is { order: OwnRatingOrder; pattern: RegExp } => entry.pattern !== undefined,
  ),
);

/** 'which film did i like least', 'welcher hat mir am wenigsten gefallen': liking said least ranks worst first. */
const LEAST_LIKED = new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.library?.leastLiked)})\\b`);
/** 'which film did i like best', 'welcher hat mir am besten gefallen': liking said most ranks best first. */
const MOST_LIKED = new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.library?.mostLiked)})\\b`);

/**
 * 'cuál es la peli que mejor he puntuado', 'the worst film i saw this year', 'meine besten filme': their own films
 * ranked by their own rating, best or worst first; never films they have not seen ('the best films i haven't seen').
 */
export function ownRatingOrder(text: string): OwnRatingOrder | undefined {
  for (const { order, pattern } of RANKINGS) {
    const match = pattern.exec(text);
    if (match && !NEGATED.test(match[0])) return order;
  }
  if (LEAST_LIKED.test(text)) return 'worst';
  return MOST_LIKED.test(text) ? 'best' : undefined;
}

const FAVORITE_DIRECTOR = new RegExp(
  `\\b(?:${alternationOf((lexicon) => lexicon.library?.favoriteDirector)})\\b`,
);

/** 'whos my favorite director based on my ratings', 'wer ist mein Lieblingsregisseur': one of theirs, no films asked. */
export const asksFavoriteDirector = (text: string) => FAVORITE_DIRECTOR.test(text);

const RECOMMEND_ASK = new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.library?.recommendAsks)})\\b`);

/** 'recommend', 'tu me conseillerais quoi', 'was soll ich schauen': films are asked for, not their own listed. */
export const asksForRecommendations = (text: string) => RECOMMEND_ASK.test(text);

const cueOf = (kind: 'ratingOf' | 'seenIt') =>
  new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.library?.[kind])})`);
/** 'did i ever rate', 'que nota le puse', 'welche note hab ich ihm gegeben': their rating of a film named beside it. */
export const RATING_OF_CUE = cueOf('ratingOf');
/** 'have i seen', 'hab ich … gesehen', "j'ai déjà vu": whether they saw a film named beside it. */
export const SEEN_IT_CUE = cueOf('seenIt');

const RATED_VERB = new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.library?.ratedVerbs)})\\b`);
/** 'how many films have i rated', 'quantos filmes eu avaliei': their ratings are counted, not their diary. */
export const speaksOfRating = (text: string) => RATED_VERB.test(text);

const LIKED_VERB = new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.library?.likedVerbs)})\\b`);
/** "the oldest film i've liked", 'las que me encantaron', 'mes coups de coeur': the films they liked are spoken of. */
export const speaksOfLiking = (text: string) => LIKED_VERB.test(text);

/** A part of their own films: the ones they liked, rated, saved to watch, or every one they have seen. */
export type OwnPart = 'liked' | 'rated' | 'watchlist' | 'seen';
/** An order of films by what they are, not by the user's rating: by release or by length. */
export type FilmOrder = 'oldest' | 'newest' | 'shortest' | 'longest';

/**
 * The part of their films a question about their own films names ('the oldest film i've liked', 'the longest one on my
 * watchlist', 'the newest film i rated'); every film they have seen when it names none.
 */
export function ownPartNamed(text: string): OwnPart {
  if (LIKED_VERB.test(text)) return 'liked';
  if (RATED_VERB.test(text)) return 'rated';
  return WATCHLIST.test(text) ? 'watchlist' : 'seen';
}

const LISTED_ALREADY = new RegExp(
  `\\b(?:${alternationOf((lexicon) => lexicon.library?.listedAlready)})\\s+(?:\\S+\\s+){0,2}$`,
);

/** How far before the watchlist its negation is looked for: 'don't pick anything that's already '. */
const CLAUSE_REACH = 45;

/**
 * 'suggest a horror, and don't pick anything that's already on my watchlist', 'rien qui soit déjà dans ma liste': a
 * negation in the clause before the watchlist, with 'already' or 'that's' just before it, sets the watchlist aside.
 * 'nothing too long from my watchlist' picks from it.
 */
export function watchlistSetAside(text: string, watchlistAt: number): boolean {
  const clause =
    text
      .slice(Math.max(0, watchlistAt - CLAUSE_REACH), watchlistAt)
      .split(/[;.!?]/)
      .pop() ?? '';
  const after = text.slice(watchlistAt).split(/[;.!?]/)[0] ?? '';
  return (NEGATED.test(clause) && LISTED_ALREADY.test(clause)) || NOTHING_FROM_IT.test(after);
}

/**
 * '…everything on my watchlist, so nothing from there', '…mi lista, así que nada de ahí': turned down right after it
 * is named.
 */
const NOTHING_FROM_IT =
  /\b(?:nothing|none|not anything|nada|rien|nichts|niente|nulla) (?:(?:from|of|off|on) (?:there|it|that|that list|those|them)|de (?:ahi|alli|ella|esa lista|la|la-dedans|ca|la)|von (?:da|dort|der liste)|(?:da|dessa) (?:lista|li|la)|dalla lista|da li|di quelli)\b/;

/**
 * The kinds of film asked for and turned down: genres, moods, themes, studios, and the free theme left over
 * when no slot claims the words.
 */
import { FILLER, LIVE_ACTION, singular } from '../candidate-words.ts';
import type { MovieQuery } from '../chat-query.ts';
import { speaksForAGroup } from '../extractors/group-members.extractor.ts';
import { qualityWishWords } from '../extractors/quality-wish.extractor.ts';
import { findThemes, themesOfGenre } from '../keyword-themes.ts';
import { AVOIDABLE, GENRE_WORDS, genreIdOf, MOODS, ROM_COM } from '../lexicon.ts';
import { alternationOf } from '../lexicons/all-languages.ts';
import { phrase, wordPattern } from '../lexicons/phrase-patterns.ts';
import { LEXICONS } from '../lexicons/registry.ts';
import {
  negatedAt,
  NEGATION_AFTER,
  NEGATION_BEFORE,
  NEGATION_REACH,
  NEGATION_WORDS,
  PREFERENCE_BEFORE,
  SOFTENER,
  SOFTENING_BEFORE,
} from '../negation.ts';
import { findStudios } from '../studios.ts';
import { KIDS_WORDS } from './audience.reading.ts';
import { GENERIC_WORDS } from './change-words.ts';
import { claim, type PromptReading } from './prompt-reading.ts';

/** Plot elements worth looking up by meaning or keyword even when a genre word already covers them. */
const THEME_WORDS = wordPattern((p) => p.themes, 'g');

/**
 * Each language's ordinary words another language reads as a kind of film ('war', German for 'was'): in a message
 * in that language they name no genre or theme.
 */
const ORDINARY_WORDS: Record<string, RegExp | undefined> = Object.fromEntries(
  LEXICONS.filter((lexicon) => lexicon.phrases.ordinaryWords.length).map((lexicon) => [
    lexicon.code,
    new RegExp(String.raw`^(?:${lexicon.phrases.ordinaryWords.join('|')})$`),
  ]),
);
const ordinaryIn = (language: string, words: string) => ORDINARY_WORDS[language]?.test(words) ?? false;

/**
 * 'arachnophobia', 'afraid of sharks', 'miedo a las arañas', 'peur des serpents', 'Angst vor Spinnen', 'medo de
 * palhaços', 'paura dei ragni': a theme the user fears is one to leave out.
 */
const FEAR_BEFORE =
  /(?:phobi\w*|(?:afraid|scared|terrified|frightened) of|fear of|(?:miedo|fobia|panico|terror) (?:a|de)(?: (?:las|los|la|el))?|(?:peur|phobie) (?:des|du|de la|de)|angst vor(?: (?:den|der|dem))?|(?:medo|fobia|pavor|panico) (?:de|d[ao]s?)|(?:paura|fobia|terrore) (?:dei|degli|delle|del|della|di))\s*$/;
/** The words saying the fear ('paura dei', 'angst vor'), or '' when the theme is not feared. */
const fearBefore = (text: string, index: number) =>
  FEAR_BEFORE.exec(text.slice(Math.max(0, index - 30), index))?.[0] ?? '';

/** 'fantasy, like dragons and wizards', 'fantasía, tipo dragones': a theme as an example of the kind asked for. */
const EXAMPLE_LEAD = new RegExp(
  String.raw`\b${phrase((p) => p.likeLeads)}\s+(?:(?:the|a|an|los|las|les|des|die|i|gli|os|as)\s+)?$`,
);

/**
 * Keyword themes and studios, wanted or avoided. Returns the text genres are read from: an avoided theme's words
 * name no genre either ('fantasy without dragons' still wants fantasy), nor do a studio's.
 */
/** A thing people turn down ('gory', 'sanglant'), last before a position. */
const AVOIDABLE_LAST = new RegExp(
  String.raw`(?:^|\s)(?:${AVOIDABLE.map(({ pattern }) => pattern.source).join('|')})\s+$`,
);

/** 'not gory slasher stuff', 'nothing bloody zombie': a theme right after a thing turned down is turned down too. */
function avoidedWith(text: string, index: number): boolean {
  const avoidable = AVOIDABLE_LAST.exec(text.slice(Math.max(0, index - 30), index));
  return avoidable !== null && negatedAt(text, index - avoidable[0].trimStart().length);
}

export function readThemesAndStudios(reading: PromptReading): string {
  const { query, searchText } = reading;
  let genreText = searchText;
  for (const { theme, index, text: words, setIn } of findThemes(searchText)) {
    if (ordinaryIn(reading.language, words)) continue;
    const fear = fearBefore(searchText, index);
    const negated = negatedAt(searchText, index, reading.language);
    if (negated || fear || /phobi|fobi/.test(words) || avoidedWith(searchText, index)) {
      // 'paura dei ragni' is no horror film: the fear's words name no genre.
      const from = index - fear.length;
      genreText =
        genreText.slice(0, from) +
        ' '.repeat(fear.length + words.length) +
        genreText.slice(index + words.length);
      if (fear) claim(reading, fear);
      for (const { pattern, id } of GENRE_WORDS)
        if (new RegExp(pattern.source).test(words)) reading.avoidedGenreWords.push(id);
      query.avoidKeywords.push(...theme.keywords.filter((keyword) => !query.avoidKeywords.includes(keyword)));
      query.avoidLabels.push(theme.label);
    } else if (!query.keywordThemes.some((wanted) => wanted.label === theme.label)) {
      query.keywordThemes.push(theme);
      reading.themeAsExample ||= EXAMPLE_LEAD.test(searchText.slice(Math.max(0, index - 30), index));
    }
    // 'film ambientati in italia': where the films are set, not the language they are in (readOrigins).
    if (setIn) reading.searchText = reading.searchText.replace(words, ' '.repeat(words.length));
    claim(reading, words);
  }
  for (const { studio, index, text: words } of findStudios(searchText)) {
    const list = negatedAt(searchText, index) ? query.avoidStudios : query.studios;
    if (!list.includes(studio.label)) list.push(studio.label);
    if (list === query.avoidStudios && !query.avoidLabels.includes(studio.label))
      query.avoidLabels.push(studio.label);
    genreText = genreText.replace(words, ' '.repeat(words.length));
    claim(reading, words);
  }
  return genreText;
}

/**
 * 'no cartoons for kids', 'pas les dessins animés pour gamins': a kind turned down for whom it is made, a few words
 * after it. The audience is what is refused (readAudience), not the kind: 'japanese animation' said beside it stays.
 */
function refusedForKids(text: string, end: number): boolean {
  const after = KIDS_WORDS.exec(text.slice(end, end + 24));
  return after !== null && after.index <= 12;
}

/**
 * 'horror movies that arent too scary': a kind said softened keeps the kind asked for by name, milder; said alone
 * ('nothing too scary') it is left out, or only softly ('rather not too scary').
 */
function softenKinds(query: MovieQuery, softened: Map<number, boolean>, turnedDown: Set<number>): void {
  for (const [id, preference] of softened) {
    if (query.genreIds.includes(id)) query.milder = true;
    else if (preference) {
      if (!query.softExcludeGenreIds.includes(id)) query.softExcludeGenreIds.push(id);
    } else if (!query.excludeGenreIds.includes(id)) {
      query.excludeGenreIds.push(id);
      turnedDown.add(id);
    }
  }
}

export function readGenres(reading: PromptReading, said: string): void {
  const { query } = reading;
  const genreText = said.replace(LIVE_ACTION, (words) => ' '.repeat(words.length));
  if (genreText !== said && !query.excludeGenreIds.includes(genreIdOf('Animation')))
    query.excludeGenreIds.push(genreIdOf('Animation'));
  claim(reading, LIVE_ACTION);
  if (ROM_COM.test(reading.searchText)) {
    query.genreIds.push(genreIdOf('Comedy'), genreIdOf('Romance'));
    claim(reading, ROM_COM);
    // 'rom com': its 'com' is no Portuguese 'with' before a name.
    reading.searchText = reading.searchText.replace(ROM_COM, (words) => ' '.repeat(words.length));
  }
  // Where each kind is named last, and whether it is turned down there.
  const lastSaid = new Map<number, { at: number; negated: boolean }>();
  const turnedDown = new Set<number>();
  const kindsSaid: KindSaid[] = [];
  /** Kinds said softened ('not too scary'), and whether as a preference ('rather not too scary'). */
  const softenedIds = new Map<number, boolean>();
  for (const { pattern, id } of GENRE_WORDS) {
    for (const match of genreText.matchAll(pattern)) {
      if (ordinaryIn(reading.language, match[0])) continue;
      const before = genreText.slice(Math.max(0, match.index - NEGATION_REACH), match.index);
      // 'less scary', 'meno spaventoso', 'weniger gruselig': a kind said lessened is softened in every language, as
      // a kind said negated is, though 'meno' or 'weniger' alone turns nothing down.
      const lessened = SOFTENING_BEFORE.exec(before);
      if (lessened) claim(reading, new RegExp(String.raw`\b${lessened[0].trim()}\b`));
      const negated =
        lessened ||
        NEGATION_BEFORE.test(before) ||
        NEGATION_AFTER.test(genreText.slice(match.index, match.index + 60));
      if (negated && refusedForKids(genreText, match.index + match[0].length)) continue;
      // 'horror movies that arent too scary': softened, a kind asked for by name stays, milder (decided below).
      const softened = negated && lessened !== null;
      if (softened) softenedIds.set(id, PREFERENCE_BEFORE.test(before));
      const list = softened
        ? []
        : !negated
          ? query.genreIds
          : PREFERENCE_BEFORE.test(before)
            ? query.softExcludeGenreIds
            : query.excludeGenreIds;
      if (!list.includes(id)) list.push(id);
      if (list === query.excludeGenreIds) turnedDown.add(id);
      if (!negated) kindsSaid.push({ id, from: match.index, to: match.index + match[0].length });
      // 'one hates it. is there a horror comedy that isn't too scary': asked in its own sentence; 'not too scary'
      // softens it, no turning down ('kann Horror nicht ausstehen' is one).
      const after = genreText.slice(match.index, match.index + 60).replace(/[.!?;].*$/s, '');
      if (match.index >= (lastSaid.get(id)?.at ?? -1) && !softened)
        lastSaid.set(id, {
          at: match.index,
          negated:
            NEGATION_BEFORE.test(before.replace(/^.*[.!?;]/s, '')) ||
            (NEGATION_AFTER.test(after) && !SOFTENER.test(after)),
        });
    }
    claim(reading, pattern);
  }
  softenKinds(query, softenedIds, turnedDown);
  keepKindsAskedOfAGroup(reading, lastSaid);
  avoidSubjectsOf(query, [...turnedDown]);
  query.genreIds = query.genreIds.filter(
    (id) => !query.excludeGenreIds.includes(id) && !query.softExcludeGenreIds.includes(id),
  );
  if (query.genreIds.length > 1 && BOTH_KINDS.test(reading.searchText)) query.allKinds = true;
  if (query.genreIds.length > 1 && kindBesideThemeKind(genreText, kindsSaid))
    query.allKinds = query.eitherKind = true;
  const themeKinds = kindsOnlyOfThemes(genreText, kindsSaid).filter((id) => query.genreIds.includes(id));
  if (themeKinds.length) query.themeKindIds = themeKinds;
  // 'not a musical' leaves the musical genre out too, unless the message wants it in other words ('fantasy without
  // dragons' still wants fantasy) or wants a theme that lives in it ('space, but no aliens' keeps science fiction).
  const wantsTheme = query.keywordThemes.length > 0;
  for (const id of reading.avoidedGenreWords)
    if (!wantsTheme && !query.genreIds.includes(id) && !query.excludeGenreIds.includes(id))
      query.excludeGenreIds.push(id);
}

/** A kind named in a request, where. */
interface KindSaid {
  id: number;
  from: number;
  to: number;
}

/** Words between two kinds that keep them apart: a clause's end, or 'or' / 'and' ('a comedy or a gangster film'). */
const KINDS_APART = /[,;.!?]|\b(?:or|and|ou|et|o|y|oder|und|oppure|e)\b/;

/** Whether a kind named in `text` is said inside the words of a theme ('robots' of the robots theme). */
function themeWordsOf(text: string): (kind: KindSaid) => boolean {
  const themes = findThemes(text).map(({ index, text: words }) => ({
    from: index,
    to: index + words.length,
  }));
  return (kind) => themes.some(({ from, to }) => kind.from >= from && kind.from < to);
}

/** 'robot films for the kids': the kinds named only inside a theme's words, never on their own. */
function kindsOnlyOfThemes(text: string, kinds: readonly KindSaid[]): number[] {
  const ofTheme = themeWordsOf(text);
  const ids = [...new Set(kinds.map((kind) => kind.id))];
  return ids.filter((id) => kinds.every((kind) => kind.id !== id || ofTheme(kind)));
}

/**
 * 'une comédie avec des gangsters', 'a mafia comedy': a kind right beside a theme whose word names a kind too asks
 * for one film of both (a film of the theme's kind alone is no comedy), and a film of both kinds off the theme's tags
 * will do.
 */
function kindBesideThemeKind(text: string, kinds: readonly KindSaid[]): boolean {
  const ofTheme = themeWordsOf(text);
  return kinds.some(
    (themed) =>
      ofTheme(themed) &&
      kinds.some((kind) => {
        if (kind.id === themed.id || ofTheme(kind)) return false;
        const gap = text.slice(Math.min(kind.to, themed.to), Math.max(kind.from, themed.from));
        return gap.length <= 20 && !KINDS_APART.test(gap);
      }),
  );
}

/**
 * 'like whiplash but NOT about music', 'sin nada de música': a genre turned down in its own word turns down its
 * subject too, the themes that tell it (musicians, musicals), whatever genres the catalog files such a film under.
 */
function avoidSubjectsOf(query: MovieQuery, turnedDown: readonly number[]): void {
  for (const id of turnedDown) {
    if (!query.excludeGenreIds.includes(id)) continue;
    for (const theme of themesOfGenre(id)) {
      if (query.keywordThemes.some((wanted) => wanted.label === theme.label)) continue;
      query.avoidKeywords.push(...theme.keywords.filter((keyword) => !query.avoidKeywords.includes(keyword)));
      if (!query.avoidLabels.includes(theme.label)) query.avoidLabels.push(theme.label);
    }
  }
}

/**
 * 'one loves horror, one hates it… a horror comedy that isn't too scary?': a kind one of a group turns down and the
 * message asks for all the same, last, is asked for milder, not left out ('…a thriller, not horror' still leaves it).
 */
function keepKindsAskedOfAGroup(
  reading: PromptReading,
  lastSaid: ReadonlyMap<number, { negated: boolean }>,
): void {
  const { query } = reading;
  const turnedDown = query.excludeGenreIds.filter((id) => lastSaid.get(id)?.negated === false);
  if (!turnedDown.length || !speaksForAGroup(reading.searchText)) return;
  query.excludeGenreIds = query.excludeGenreIds.filter((id) => !turnedDown.includes(id));
  for (const id of turnedDown) if (!query.genreIds.includes(id)) query.genreIds.push(id);
  query.milder = true;
}

/** 'gibt's was, das beides ist?', 'something that's both', 'qui soit les deux': the kinds asked, in one film. */
const BOTH_KINDS =
  /\b(?:(?:that'?s|thats|that is|which is|is|are) both|both at once|(?:ist|sind|das) beides|beides (?:zugleich|gleichzeitig)|(?:soit|sont|est) les deux|les deux a la fois|sea(?:n)? (?:las dos cosas|ambas cosas)|seja(?:m)? (?:os dois|as duas coisas|ambos)|sia(?:no)? (?:entramb[ei]|tutte e due|tutti e due|le due cose)|a la vez|ao mesmo tempo|allo stesso tempo|en meme temps)\b/;

/** The tone wanted or avoided, and things avoided with their genres and keywords ('nothing gory', 'less gory'). */
export function readMoodsAndAvoidables(reading: PromptReading): void {
  const { query, searchText } = reading;
  for (const { pattern, mood } of MOODS) {
    for (const match of searchText.matchAll(pattern)) {
      if (!negatedAt(searchText, match.index)) query.mood ??= mood;
      else if (!query.avoidLabels.includes(mood.label)) query.avoidLabels.push(mood.label);
    }
    claim(reading, pattern);
  }
  for (const avoidable of AVOIDABLE) {
    const pattern = new RegExp(`\\b${avoidable.pattern.source}\\b`, 'g');
    for (const match of searchText.matchAll(pattern)) {
      const before = searchText.slice(Math.max(0, match.index - NEGATION_REACH), match.index);
      if (!NEGATION_BEFORE.test(before)) continue;
      // 'less gory' keeps a genre the user asks for and drops the worst; 'nothing gory' leaves the genre out.
      const list = SOFTENING_BEFORE.test(before) ? query.softExcludeGenreIds : query.excludeGenreIds;
      // 'scary but not gory', 'de terror pero sin gore': a thing of one genre alone, turned down beside that genre
      // asked for by name, keeps the genre and leaves its worst films out ('a war movie, not violent' does not).
      const refines =
        avoidable.excludeGenreIds.length === 1 && query.genreIds.includes(avoidable.excludeGenreIds[0]!);
      for (const id of avoidable.excludeGenreIds) if (!list.includes(id) && !refines) list.push(id);
      // 'nothing violent' leaves action out too; 'action movies, not too violent' keeps the genre asked for.
      for (const id of avoidable.softExcludeGenreIds)
        if (!query.softExcludeGenreIds.includes(id) && !query.genreIds.includes(id))
          query.softExcludeGenreIds.push(id);
      for (const keyword of avoidable.keywords)
        if (!query.avoidKeywords.includes(keyword)) query.avoidKeywords.push(keyword);
    }
    claim(reading, pattern);
  }
  query.genreIds = query.genreIds.filter((id) => !query.excludeGenreIds.includes(id));
  if (query.mood && query.mood.anyGenreIds.every((id) => query.excludeGenreIds.includes(id)))
    query.mood = undefined;
}

/** 'hola buenas! algo de miyazaki', 'hi there, …': greetings opening the message name no topic and no one. */
const OPENING_GREETINGS = new RegExp(
  String.raw`^(?:(?:${alternationOf((lexicon) => [...lexicon.phrases.greetings, ...lexicon.phrases.greetingTails])})(?:\s+|$))+`,
);

export function readLeftoverAndTheme(reading: PromptReading): string {
  const { query, searchText, question } = reading;
  const wishedWords = qualityWishWords(searchText);
  const leftover = reading.rest
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .replace(/(?:^|\s)\p{L}?'+(?=\s|$)|(?<=\s|^)'+/gu, ' ')
    // "can't stand" whole before the filler 'can' is taken out of it.
    .replace(NEGATION_WORDS, ' ')
    .replace(FILLER, ' ')
    // 'tu me recommandes quoi ?': the words asking for films at all are no topic.
    .replace(GENERIC_WORDS, ' ')
    .replace(/(?<!\p{L})'+|'+(?!\p{L})/gu, ' ')
    .replace(/\b(?:\d+|[a-z])\b/g, ' ')
    .split(/\s+/)
    // 'avec une fin surprenante': a quality wished of the films is no topic.
    .filter((word) => word && !wishedWords.has(word))
    .join(' ')
    .replace(OPENING_GREETINGS, '');
  const themeWords = [...searchText.matchAll(THEME_WORDS)]
    .filter(
      (match) =>
        !negatedAt(searchText, match.index) &&
        !fearBefore(searchText, match.index) &&
        !avoidedWith(searchText, match.index),
    )
    .map((match) => singular(match[0]));
  // A group's words left over describe its members ('mon mec', 'ma pote'), not a story to look for.
  if (!question && !query.likeTitle && !query.person && !query.forAGroup && leftover.split(' ').length >= 2)
    query.theme = leftover;
  else if (!question && !query.likeTitle && !query.keywordThemes.length && themeWords.length)
    query.theme = [...new Set(themeWords)].join(' ');
  return leftover;
}

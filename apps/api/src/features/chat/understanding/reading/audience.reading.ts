/**
 * Who the films are for: children of an age or a school stage, grown-ups, a family; and when that is turned
 * down ('nothing childish').
 */
import {
  asksKindForTheChild,
  namesGrownUps,
  speaksForAGroup,
} from '../extractors/group-members.extractor.ts';
import { ageIn, EVERY_AGE } from '../extractors/years.extractor.ts';
import {
  AGE_WORDS,
  audienceForAge,
  AUDIENCES,
  certificationAudience,
  genreIdOf,
  milderGenreAudience,
  RATED,
  SCHOOL_STAGES,
  withAgeDigits,
} from '../lexicon.ts';
import { wordPattern } from '../lexicons/phrase-patterns.ts';
import { FILM_NOUN, negatedAt, NEGATION_BEFORE } from '../negation.ts';
import { claim, type PromptReading } from './prompt-reading.ts';

/** 'nothing childish', 'grown-up', 'adults only': the family shelf is left out. */
const CHILDISH = wordPattern((p) => p.childish);
const CHILDISH_ALL = wordPattern((p) => p.childish, 'g');
/** 'niente roba da bambini', 'nothing for kids': who the film is for, said inside a turn-down of the family shelf. */
const withinChildish = (text: string, index: number) =>
  [...text.matchAll(CHILDISH_ALL)].some(
    (match) => index >= match.index && index < match.index + match[0].length,
  );

/** Genres wanted, left out ('no horror') or only preferred away ('funny rather than scary'). */
export const KIDS_WORDS = AUDIENCES.find(({ audience }) => audience.group === 'kids')!.pattern;

/** A film or a cartoon named between a negation and who it is for ('not a cartoon for kids', 'pas un film pour gamins'). */
const FORM_BEFORE_AUDIENCE = new RegExp(
  String.raw`\b(?:${FILM_NOUN}|cartoons?|animated|animation|animes?|dessins? animes?|dibujos? animados?|animacion|zeichentrick\w*|animationsfilm\w*|cartoni? animat[oi]|animazione|desenhos? animados?|animacao|for|pour|para|pra|per|fur)\b`,
  'g',
);

/** Whether who the film is for is turned down, a film or cartoon named in between ('nothing animated for kids'). */
function audienceNegated(text: string, index: number): boolean {
  if (negatedAt(text, index) || withinChildish(text, index)) return true;
  const before = text.slice(Math.max(0, index - 60), index).replace(FORM_BEFORE_AUDIENCE, ' ');
  return NEGATION_BEFORE.test(before.replace(/\s+/g, ' ').replace(/^\s+/, ''));
}

/** 'for my son', 'avec mes enfants', 'para mi hija': who the film is for or who watches it, right before them. */
const FOR_SOMEONE = /\b(?:for|with|pour|avec|para|pra|con|com|per|fur|mit)\s*$/;

/** How near after a child's mention their school stage is still said of them. */
const SCHOOL_STAGE_REACH = 50;

/**
 * 'pour mon fils qui étudie ça au lycée', 'for my daughter, she's in middle school': a school stage said of the child
 * the film is for is their age, and no high-school theme.
 */
export function readSchoolStage(reading: PromptReading): void {
  const child = KIDS_WORDS.exec(reading.searchText);
  if (!child) return;
  const from = child.index + child[0].length;
  const after = reading.searchText.slice(from, from + SCHOOL_STAGE_REACH);
  for (const { pattern, age } of SCHOOL_STAGES) {
    const stage = pattern.exec(after);
    if (!stage) continue;
    reading.schoolAge = age;
    // 'qui étudie ça au lycée', 'who's in middle school': the words between say that of the child, no theme.
    const between = after.slice(0, stage.index);
    const at = /\p{L}/u.test(between) && between.split(/\s+/).length <= 6 ? from : from + stage.index;
    const end = from + stage.index + stage[0].length;
    reading.searchText = `${reading.searchText.slice(0, at)} ${reading.searchText.slice(end)}`;
    return;
  }
}

/** Who the film is for: an age, an audience word, a certification, milder, or nothing childish. */
export function readAudience(reading: PromptReading): void {
  const { query, searchText } = reading;
  const age = ageIn(searchText) ?? reading.schoolAge;
  const audience = AUDIENCES.find(({ pattern }) => pattern.test(searchText));
  const audienceMatch = audience ? audience.pattern.exec(searchText) : null;
  // 'not a kids movie', 'nothing childish': the family shelf is left out, and animation with it unless asked for
  // ('animated movies for adults').
  const leaveOutFamilyShelf = () => {
    const shelf = [genreIdOf('Family'), genreIdOf('Animation')].filter((id) => !query.genreIds.includes(id));
    for (const id of shelf) if (!query.excludeGenreIds.includes(id)) query.excludeGenreIds.push(id);
  };
  if (audienceMatch && audienceNegated(searchText, audienceMatch.index)) leaveOutFamilyShelf();
  else if (age !== undefined && (audience || AGE_WORDS.test(searchText))) {
    query.audience = audienceForAge(age);
    // 'sie sind 14 jahre alt': the words of the age are no story.
    for (const match of withAgeDigits(searchText).matchAll(EVERY_AGE)) claim(reading, match[0]);
  } else if (audience) query.audience = audience.audience;
  if (query.audience && audienceMatch && FOR_SOMEONE.test(searchText.slice(0, audienceMatch.index)))
    query.audience = { ...query.audience, forSomeone: true };
  const rated = reading.question ? null : RATED.exec(searchText);
  if (rated) {
    query.audience ??= certificationAudience(rated[1] ?? rated[2] ?? rated[3]!);
    claim(reading, rated[0]);
  }
  if (query.milder && !query.likeTitle && query.genreIds.length) query.audience ??= milderGenreAudience();
  if (CHILDISH.test(searchText)) {
    leaveOutFamilyShelf();
    claim(reading, CHILDISH_ALL);
  }
  for (const { pattern } of AUDIENCES) claim(reading, pattern);
  // 'my kids and my dad who only watches westerns': a genre asked may be the grown-ups'.
  if (query.audience?.anyGenreIds.length && namesGrownUps(searchText) && !asksKindForTheChild(searchText))
    query.withGrownUps = true;
  if (speaksForAGroup(searchText)) query.forAGroup = true;
}

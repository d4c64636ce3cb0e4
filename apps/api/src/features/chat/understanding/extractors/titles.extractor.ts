/**
 * Titles a message leaves out: 'I've already seen Inception', 'anything but Titanic', 'not The Matrix again'.
 * Candidates only: retrieval keeps those the catalog confirms as titles.
 */
import { alternationOf, anyOf } from '../lexicons/all-languages.ts';
import { extractRuntime } from './time-budget.extractor.ts';

const AVOIDED_TITLE = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.seen)})\s+(.+?)(?=,|;|\.|!|\?| ${anyOf((lexicon) => lexicon.phrases.avoidedTitleEnds)}\b|$)`,
  'g',
);

const JOIN = new RegExp(String.raw`,| ${anyOf((lexicon) => lexicon.phrases.titleJoins)} `);
const TRAILS = String.raw`(?:\s+${anyOf((lexicon) => lexicon.phrases.avoidedTitleTrails)})+`;
/** 'not sharknado again lol': each word trailing a title left out, however many. */
const TRAIL = new RegExp(`${TRAILS}$`);
/** Trailing words that end the clause ('titanic again lol, something fun'), not 'titanic before 1990'. */
const TRAIL_START = new RegExp(`^${TRAILS}(?=\\s*(?:[,;.!?]|$))`);
/** 'but not disney or pixar and not another shrek': the second 'not' and 'another' lead the title, no part of it. */
const LEAD = new RegExp(
  String.raw`^(?:(?:${alternationOf((lexicon) => lexicon.seen)})\s+)*(?:another|one more|more|otra|otro|un autre|une autre|outro|outra|un altro|un'altra)\s+`,
);

export function extractAvoidedTitles(text: string, isTitleLike: (candidate: string) => boolean): string[] {
  const titles: string[] = [];
  for (const match of text.matchAll(AVOIDED_TITLE)) {
    for (const part of withoutLengths(match[1] ?? '').split(JOIN)) {
      const title = part.trim().replace(TRAIL, '').replace(LEAD, '').trim();
      if (title && isTitleLike(title)) titles.push(title);
    }
  }
  return titles;
}

/**
 * The words after 'menos' / 'except' without the lengths they say ('menos de dos horas y media'): the 'and' inside a
 * length ('y media', 'y cuarto') joins no titles.
 */
function withoutLengths(span: string): string {
  return extractRuntime(span, () => false).matched.reduce((rest, words) => rest.replace(words, ' '), span);
}

/**
 * The text without a title left out, named after its negation (a seed of the same name before it stays: 'like shrek,
 * but not another shrek'), nor the words trailing it ('lol'), which would read as a name left out.
 */
export function withoutTitleLeftOut(text: string, title: string): string {
  const at = text.lastIndexOf(title);
  if (at === -1) return text;
  const after = text.slice(at + title.length);
  return `${text.slice(0, at)} ${after.replace(TRAIL_START, ' ')}`;
}

/**
 * Words that change a request already made or turn an answer down: 'more', 'older', 'shorter', 'something
 * lighter', 'no, not that one'.
 */
import { NOT_A_TITLE } from '../candidate-words.ts';
import { TOP_RATED_WORDS } from '../extractors/order.extractor.ts';
import { pointedFirst } from '../extractors/question.extractor.ts';
import { withoutPartings } from '../extractors/small-talk.extractor.ts';
import { phrase, wordPattern } from '../lexicons/phrase-patterns.ts';

export const GENERIC = wordPattern((p) => p.generic);
export const GENERIC_WORDS = wordPattern((p) => p.generic, 'g');
export const MORE = new RegExp(
  String.raw`\b${phrase((p) => p.more)}\b(?! ${phrase((p) => p.moreNotBefore)})`,
);
/** Whether words ask for more films, the words of a goodbye ('até mais', 'hasta más ver') aside. */
export const asksMore = (text: string) => MORE.test(withoutPartings(text));
export const OLDER = wordPattern((p) => p.older);
export const CLASSIC = wordPattern((p) => p.classics);
export const NEWER = wordPattern((p) => p.newer);
export const LIGHTER = wordPattern((p) => p.lighter ?? []);
export const SURELY_NEWER = wordPattern((p) => p.newerSurely);
/**
 * 'matrix que saíram antes dele', 'star wars sortis avant lui': a change of the seed typed right after its title, a
 * relative word or none before it, is no part of the title.
 */
const CHANGE_AFTER_TITLE = new RegExp(
  String.raw`\s+(?:(?:that|which|que|qui|die|der|che)\s+)?${phrase((p) => [...p.older, ...p.newer].filter((words) => words.includes(' ')))}\b.*$`,
);
export const withoutChange = (candidate: string) => {
  const cut = candidate.replace(CHANGE_AFTER_TITLE, '');
  return cut.length > 3 && cut !== candidate && !NOT_A_TITLE.test(cut) ? cut : candidate;
};
export const REFINEMENT_LEAD = new RegExp(String.raw`^${phrase((p) => p.refinementLeads)}\b`);
export const TOP_RATED = TOP_RATED_WORDS;
export const MILDER = wordPattern((p) => p.milder);
export const SHORTER = wordPattern((p) => p.shorter);
export const LONGER = wordPattern((p) => p.longer);
/** 'shorter than the godfather', 'más larga que titanic': the film after them is a seed, changed so. */
export const SHORTER_THAN = wordPattern((p) => p.shorterThan ?? []);
export const LONGER_THAN = wordPattern((p) => p.longerThan ?? []);
export const SHORTER_ALL = wordPattern((p) => p.shorter, 'g');
export const OLDER_ALL = wordPattern((p) => p.older, 'g');
export const NEWER_ALL = wordPattern((p) => p.newer, 'g');
export const COMPARED_ONES = new RegExp(String.raw`^${phrase((p) => p.comparedOnes ?? [])}$`);
export const LONGER_ALL = wordPattern((p) => p.longer, 'g');
/** 'nah not that one', 'otra', 'autre chose', 'was anderes': the whole message turns down the films just shown. */
const REJECTION = new RegExp(String.raw`^${phrase((p) => p.rejections)}$`);
/** 'nah none of those, something lighter': a message that opens by turning the films just shown down. */
const REJECTION_FIRST = new RegExp(String.raw`^${phrase((p) => p.rejections)}\s*[,.;:!]`);
/** 'il primo l'ho già visto, un altro?', 'the second one, seen it': a film shown pointed at, then turned down. */
const REJECTION_AFTER_POINTING = new RegExp(
  String.raw`^(.+?)\s+${phrase((p) => p.rejections)}(?=\s*(?:[,.;:!?]|$))`,
);

/** The words opening a message that turn the films shown down ('nah none of those,', 'the first one, seen it'). */
export function turnedDownOpening(text: string): string | undefined {
  const opening = REJECTION_FIRST.exec(text)?.[0];
  if (opening) return opening;
  const pointing = REJECTION_AFTER_POINTING.exec(text);
  return pointing && pointedFirst(pointing[1]!) ? pointing[0] : undefined;
}

export const rejects = (text: string) =>
  REJECTION.test(
    text
      .replace(/[?!.,;:]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/**
 * Words another language shares with English by descent ('simulação' and 'simulation', 'banquero' and 'banker',
 * 'dinosaurio' and 'dinosaur'): spelled apart, they keep one skeleton of consonants, which is how a story told in
 * Portuguese still finds an English overview.
 */
import { foldText } from './story-words.ts';

/** Endings of a noun of action in each language, met at the English one ('simulacao', 'simulazione' -> 'simulation'). */
const ACTION_ENDING = /(?:cao|coes|cion|ciones|zione|zioni|tion|tions|sion|sions|sao|soes|ung|ungen)$/;
/** Spellings of one sound met at one letter ('ph' and 'f', 'qu' and 'k' and 'c', 'z' and 's', 'y' and 'i'). */
const SOUNDS: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/ch/g, 'c'],
  [/qu/g, 'c'],
  [/k/g, 'c'],
  [/z/g, 's'],
  [/y/g, 'i'],
  [/w/g, 'v'],
];

/** The word's first letter and then its consonants, each run of one letter once ('innocent' -> 'incnt'). */
export function cognateSkeleton(word: string): string {
  let folded = foldText(word).replace(ACTION_ENDING, 'tion');
  for (const [spelling, letter] of SOUNDS) folded = folded.replace(spelling, letter);
  const skeleton = folded.slice(0, 1) + folded.slice(1).replace(/[aeiou]/g, '');
  return skeleton.replace(/(.)\1+/g, '$1');
}

/** Skeletons shorter than this say too little to be one word's ('pill' and 'pela'). */
const MIN_SKELETON = 4;
/** A shared beginning this long is one word ('prgrm' of 'programador' and 'programmer'). */
const SHARED_SKELETON = 5;

/** How many letters two skeletons share from the start. */
function sharedStart(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  return index;
}

/** Whether two skeletons are one word's: the same, or sharing all but the last letter of the shorter and at least five. */
export function sameSkeleton(a: string, b: string): boolean {
  if (a.length < MIN_SKELETON || b.length < MIN_SKELETON) return false;
  if (a === b) return true;
  const shared = sharedStart(a, b);
  return shared >= SHARED_SKELETON && shared >= Math.min(a.length, b.length) - 1;
}

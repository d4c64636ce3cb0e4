import { LEXICONS } from './lexicons/registry.ts';

/**
 * The languages the assistant reads, and how it recognises one it cannot: text in another script, or two or more
 * everyday words of a language it has no lexicon for. Such a message gets an honest English answer, never a list.
 */
export const LANGUAGES_UNDERSTOOD: readonly string[] = LEXICONS.map((lexicon) => lexicon.name);

/** Latin letters beyond a-z that no registered language writes ('ł', 'ż', 'ř', 'ğ', 'å'). */
const READ_LETTERS = new Set(LEXICONS.flatMap((lexicon) => [...(lexicon.letters ?? '')]));
const isUnreadLetter = (letter: string) =>
  /\p{Script=Latin}/u.test(letter) && !/[a-z]/.test(letter) && !READ_LETTERS.has(letter);

/** Letters of scripts with no lexicon: Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Hangul, kana and CJK. */
const OTHER_SCRIPT =
  /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Thai}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu;

/** Everyday words of languages written in Latin letters that have no lexicon (Dutch, Polish, Turkish, Indonesian, Swedish...). */
const UNREAD_WORDS = new Set(
  (
    'ik wil een graag kijken leuke welke jullie niet heb ' + // Dutch
    'chce jakis jakies obejrzec dobry filmu prosze polecisz ' + // Polish
    'bir istiyorum izlemek iyi bana oneri musun filmi ' + // Turkish
    'saya mau nonton yang bagus tolong rekomendasi ' + // Indonesian
    'jag vill titta pa bra nagon tips ' + // Swedish
    'haluan katsoa hyva elokuva ' + // Finnish
    'szeretnek egy jo filmet nezni ' + // Hungarian
    'chci nejaky dobry podivat'
  ) // Czech
    .split(' '),
);

export function isUnreadable(normalized: string, original: string): boolean {
  const letters = original.replace(/[^\p{L}]/gu, '').length;
  const foreign = original.match(OTHER_SCRIPT)?.length ?? 0;
  if (letters > 0 && foreign / letters > 0.5) return true;
  // Two words written with letters none of our languages uses ('czy możesz polecić'), a name aside.
  const typed = original
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const unreadLetters = typed.filter((word) => [...word].some(isUnreadLetter)).length;
  if (unreadLetters >= 2 && unreadLetters / typed.length >= 0.3) return true;
  const words = normalized.split(/[^a-z]+/).filter(Boolean);
  return words.filter((word) => UNREAD_WORDS.has(word)).length >= 2;
}

/**
 * A message in a language the assistant reads but has no reply wording for (Hindi typed in Latin letters: 'koi
 * achhi comedy batao'): its answer comes in English, and says so.
 */
import { LANGUAGES } from '../lexicons/registry.ts';

/** Two of a language's everyday words show it: one may be a name or a loanword. */
const MIN_WORDS = 2;
const MIN_WORD_LENGTH = 3;

const READ_ONLY = LANGUAGES.filter((language) => !('wording' in language)).map(({ lexicon }) => {
  const { filler, generic, thanks, greetings } = lexicon.phrases;
  const everyday = [...filler, ...generic, ...thanks, ...greetings, ...lexicon.negations].filter(
    // 'film' is every language's word.
    (word) => /^[a-z]+$/.test(word) && word.length >= MIN_WORD_LENGTH && word !== 'film',
  );
  // Its words for 'just' and 'one' ('sirf ek'), short as they are.
  const counting = [...(lexicon.counts?.just ?? []), ...(lexicon.counts?.oneAfterJust ?? [])];
  return { name: lexicon.name, words: new Set([...everyday, ...counting]) };
});

/** The name of the read-only language a normalized message is in, if it shows one. */
export function readOnlyLanguageOf(text: string): string | undefined {
  const words = new Set(text.split(/[^a-z]+/));
  return READ_ONLY.find(
    (language) => [...words].filter((word) => language.words.has(word)).length >= MIN_WORDS,
  )?.name;
}

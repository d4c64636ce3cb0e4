/**
 * The words a story is told in every day and the words the catalog's English overviews and keywords tell the same
 * thing by ('his whole life is a tv show' is a 'reality show', 'being filmed' is on 'camera', 'everyone is an actor'
 * pretends): a film whose text holds either tells that word of the story. Stories told in another language are
 * glossed into English first (story-gloss.ts), so they are read so too.
 */
import { normalizeText } from '../text.ts';

/**
 * Everyday words (a key of two or three words is a phrase, one ending in '*' stands for every word it begins) and the
 * catalog's words for what they tell.
 */
const SENSES: Record<string, string> = {
  // Being watched, filmed and broadcast: 'his life is a tv show', 'being filmed', 'cameras everywhere'.
  'tv show': 'reality show television',
  'tv series': 'reality show television',
  filmed: 'camera',
  filming: 'camera',
  recorded: 'camera',
  recording: 'camera',
  'broadcast*': 'television camera',
  // Kept from someone: 'secretly', 'without his knowing'.
  'secret*': 'hidden',
  'doesnt know': 'unaware hidden',
  'does not know': 'unaware hidden',
  // Pretending: 'everyone is an actor', 'it's all fake', 'staged', 'a lie'.
  'actor*': 'pretend',
  'actress*': 'pretend',
  acting: 'pretend',
  'fake*': 'pretend',
  staged: 'pretend',
  // Forgetting: 'forgets everything every few minutes', 'no short term memory', 'cant remember anything'.
  'forget*': 'amnesia memory loss',
  'forgot*': 'amnesia memory loss',
  'short term memory': 'amnesia memory loss',
  'cant remember': 'amnesia memory loss',
  // Left alone somewhere: 'stranded on an island', 'marooned', 'shipwrecked'.
  'strand*': 'castaway deserted',
  'maroon*': 'castaway deserted',
  'shipwreck*': 'castaway deserted',
  // One day lived again and again: 'the same day over and over', 'relives the same day', 'stuck in a time loop'.
  'same day': 'time loop',
  'over and over': 'time loop',
  'relive*': 'time loop',
};

const PHRASES = new Map(Object.entries(SENSES).filter(([key]) => key.includes(' ')));
const WORDS = new Map(Object.entries(SENSES).filter(([key]) => !key.includes(' ') && !key.endsWith('*')));
const STEMS = Object.entries(SENSES)
  .filter(([key]) => key.endsWith('*'))
  .map(([key, senses]): [string, string] => [key.slice(0, -1), senses]);

/** The catalog's words for what a word tells, if the table holds them. */
const sensesOf = (word: string) =>
  WORDS.get(word) ?? STEMS.find(([beginning]) => word.startsWith(beginning))?.[1];

/**
 * The catalog's words for what each word of a story in English tells, by that word ('secretly' -> 'hidden'; a
 * phrase's by its last word, 'show' of 'tv show' -> 'reality show television'): other words a film's text may tell
 * the same thing by.
 */
export function catalogSenses(english: string): Map<string, string> {
  const words = normalizeText(english)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const senses = new Map<string, string>();
  const add = (word: string, told: string) =>
    senses.set(word, senses.has(word) ? `${senses.get(word)} ${told}` : told);
  for (let index = 0; index < words.length; index++) {
    for (const length of [3, 2]) {
      const phrase = words.slice(index, index + length);
      const told = phrase.length === length ? PHRASES.get(phrase.join(' ')) : undefined;
      if (told) add(phrase.at(-1)!, told);
    }
    const told = sensesOf(words[index]!);
    if (told) add(words[index]!, told);
  }
  return senses;
}

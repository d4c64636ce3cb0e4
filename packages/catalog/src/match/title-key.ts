import { tokenize } from '../search/normalize.ts';

const ARTICLES = new Set(['the', 'a', 'an']);

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORDS = new Map<string, number>([
  ...UNITS.map((word, value) => [word, value] as const),
  ...TENS.flatMap((word, tens) => (word ? [[word, tens * 10] as const] : [])),
]);

/** "twelve" -> "12", "twenty one" (or "twenty-one") -> "21": numbers spelled out or written meet in digits. */
function numbersAsDigits(tokens: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const value = NUMBER_WORDS.get(tokens[index]);
    if (value === undefined) {
      out.push(tokens[index]);
      continue;
    }
    const unit = NUMBER_WORDS.get(tokens[index + 1] ?? '');
    if (value >= 20 && unit !== undefined && unit > 0 && unit < 10) {
      out.push(String(value + unit));
      index++;
    } else out.push(String(value));
  }
  return out;
}

/**
 * The form two spellings of one title share: case, accents, punctuation and "&"/"and" fold as in search,
 * a leading article is dropped wherever it was written ("The Godfather", "Godfather, The"), and numbers
 * spelled out match digits ("Twelve Monkeys", "12 Monkeys").
 */
export function titleKey(title: string): string {
  const moved = /^(.*),\s*(the|a|an)\s*$/i.exec(title.trim());
  const tokens = tokenize(moved ? moved[1] : title);
  if (tokens.length > 1 && ARTICLES.has(tokens[0])) tokens.shift();
  return numbersAsDigits(tokens).join(' ');
}

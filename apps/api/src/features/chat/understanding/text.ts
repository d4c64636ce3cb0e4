import { titleKey } from '@marquee/catalog';

/** Lower case, accents and curly quotes removed, spaces collapsed: the form every matcher reads. */
export function normalizeText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // 'heißt', 'Spaß': the sharp s is read as the 'ss' the lexicons and many typists write.
      .replace(/ß/g, 'ss')
      .replace(/[’‘`´]/g, "'")
      .replace(/[“”«»]/g, '"')
      .replace(/[¿¡]/g, ' ')
      // 'recommend_me_a_thriller': underscores between letters join words; around words they are emphasis.
      .replace(/(?<=\p{L})_+(?=\p{L})/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function stripQuotes(value: string): string {
  return value.replace(/^["'\s]+|["'\s?!.,;:]+$/g, '').trim();
}

export function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

const comparable = (text: string) =>
  normalizeText(text)
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/^(the|a|an|el|la|los|las) /, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a catalog title is what the user typed (typos and a missing 'The' forgiven, nothing looser). */
export function titleMatches(typed: string, title: string): boolean {
  const a = titleKey(typed.replace(/\(\d{4}\)/, ''));
  const b = titleKey(title);
  if (!a || !b) return false;
  if (a === b) return true;
  // 'lord of the rings fellowship of the ring' for 'The Lord of the Rings: The Fellowship of the Ring'.
  const content = (text: string) =>
    text
      .replace(/\b(?:the|a|an|of|and)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (content(a).length >= 6 && content(a) === content(b)) return true;
  // 'shrek 2' is no typo of 'Stree 2', nor 'toy story 3' of 'Toy Story 2': a number typed is the title's own, and
  // the typos forgiven are counted on the words alone.
  const numbers = (text: string) => (text.match(/\d+/g) ?? []).join(' ');
  if (numbers(a) && numbers(a) !== numbers(b)) return false;
  const words = numbers(a) ? (text: string) => text.replace(/\d+/g, ' ').replace(/\s+/g, ' ').trim() : String;
  const typedWords = words(a);
  const allowed = typedWords.length >= 12 ? 3 : typedWords.length >= 6 ? 2 : typedWords.length >= 4 ? 1 : 0;
  return levenshtein(typedWords, words(b)) <= allowed;
}

/** The same title once case, accents, punctuation and a leading article are set aside. */
export function sameTitle(a: string, b: string): boolean {
  return titleKey(a) === titleKey(b);
}

/** Whether a person's name is who the user meant: every typed word is one of the name's words, allowing one typo. */
export function personMatches(typed: string, name: string): boolean {
  const nameWords = comparable(name).split(' ');
  const typedWords = comparable(typed).split(' ').filter(Boolean);
  if (!typedWords.length) return false;
  const close = (word: string) =>
    nameWords.some(
      (part) =>
        part === word ||
        (word.length >= 4 && part.length >= 4 && levenshtein(part, word) <= 1) ||
        // 'hanx' for 'hanks': two edits are forgiven when the start is right.
        (word.length >= 4 && part.startsWith(word.slice(0, 3)) && levenshtein(part, word) <= 2),
    );
  // 'leo dicaprio': a short form of one name is fine when another word of the name is typed in full.
  const shortForm = (word: string) => word.length >= 3 && nameWords.some((part) => part.startsWith(word));
  const full = typedWords.filter(close);
  return (
    full.length > 0 &&
    typedWords.every((word) => full.includes(word) || (typedWords.length > 1 && shortForm(word)))
  );
}

/**
 * What people may type into comments, playlist names and display names, shared by the API (which enforces
 * it) and the web app. Free of zod, so the web app can use it without loading the schema library.
 */

/** Combining marks kept after one base character: enough for every script's real stacks, not for "Zalgo" text. */
export const MAX_COMBINING_MARKS = 3;

const COMBINING_MARK = /\p{M}/u;
/** NUL and the other control characters, except tab and line breaks (comments keep their paragraphs). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;
/**
 * Characters that draw nothing: white space, format characters (zero-width space and joiners, the byte-order
 * mark, soft hyphen, direction marks), controls, combining marks, and the fillers of Hangul and Braille.
 */
const INVISIBLE = /[\s\p{Cf}\p{Cc}\p{M}\p{Zs}\u115F\u1160\u3164\uFFA0\u2800\u180E]/gu;

function capCombiningMarks(text: string): string {
  let out = '';
  let marks = 0;
  for (const character of text) {
    if (COMBINING_MARK.test(character)) {
      marks += 1;
      if (marks > MAX_COMBINING_MARKS) continue;
    } else marks = 0;
    out += character;
  }
  return out;
}

/** Text as it is stored: control characters (NUL included) removed, combining marks capped, ends trimmed. */
export function cleanText(text: string, { singleLine = false }: { singleLine?: boolean } = {}): string {
  const oneLine = singleLine ? text.replace(LINE_BREAKS_AND_TABS, ' ') : text;
  return capCombiningMarks(oneLine.replace(CONTROL_CHARACTERS, '')).trim();
}

/** False for text that would show as nothing: empty, or only spaces and invisible characters. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/**
 * Characters that can make a name read as something else while drawing nothing themselves: the bidirectional
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) and marks (U+200E, U+200F, U+061C), which
 * reorder what follows ("\u202Eevil" shows as "live"), and zero-width spaces, word joiner, invisible operators,
 * soft hyphen, byte-order mark and Mongolian vowel separator, which hide inside a name ("ad\u200Bmin"). Joiners
 * (U+200C, U+200D) stay: emoji sequences and several scripts need them.
 */
const NAME_DISGUISES = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A display name as it is stored: one line, cleaned as other text, with nothing that could disguise it. */
export function cleanDisplayName(name: string): string {
  return cleanText(name.replace(NAME_DISGUISES, ''), { singleLine: true });
}

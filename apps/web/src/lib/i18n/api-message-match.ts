/**
 * Finds which of a catalog's `api.` keys an English message of the API is (ADR 036). A key is the English text
 * as the API writes it: either the whole message, or a pattern whose `{placeholders}` stand for the parts that
 * vary (a name, a count, a file). A `{problem}` placeholder stands for another of the API's messages, which must
 * itself be known (an import error's "ratings.csv, line 4: {problem}", a field's "Invalid body field 'x': {problem}").
 * Pure, so the check that every message the API sends has a key (scripts/api-messages-translated.test.ts) uses it too.
 */

export const API_KEY_PREFIX = 'api.';
const NESTED_MESSAGE = 'problem';
const PLACEHOLDER = /\{(\w+)\}/g;

export interface ApiMessageMatch {
  /** The catalog key, `api.<English text or pattern>`. */
  id: string;
  /** The text each placeholder stood for; a `{problem}`'s is the match of that message in turn. */
  values: Record<string, string | ApiMessageMatch>;
}

interface Pattern {
  id: string;
  names: string[];
  regex: RegExp;
  literalLength: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(id: string): Pattern | undefined {
  const text = id.slice(API_KEY_PREFIX.length);
  const names: string[] = [];
  let source = '';
  let literalLength = 0;
  let last = 0;
  for (const placeholder of text.matchAll(PLACEHOLDER)) {
    const literal = text.slice(last, placeholder.index);
    source += `${escapeRegExp(literal)}(.*?)`;
    literalLength += literal.length;
    names.push(placeholder[1]!);
    last = placeholder.index + placeholder[0].length;
  }
  if (names.length === 0) return undefined;
  source += escapeRegExp(text.slice(last));
  literalLength += text.length - last;
  return { id, names, regex: new RegExp(`^${source}$`, 's'), literalLength };
}

const patternsOfCatalog = new WeakMap<object, Pattern[]>();

/** The catalog's patterns, worked out once per catalog. */
function patternsOf(catalog: object): Pattern[] {
  let patterns = patternsOfCatalog.get(catalog);
  if (!patterns) {
    patterns = Object.keys(catalog)
      .filter((id) => id.startsWith(API_KEY_PREFIX) && id.includes('{'))
      .map(patternOf)
      .filter((pattern) => pattern !== undefined);
    patternsOfCatalog.set(catalog, patterns);
  }
  return patterns;
}

/**
 * The key of `catalog` (an object whose keys are message ids) that `message` is, with its parts; else undefined.
 * Of the patterns it fits, the one whose fixed words (its nested messages' included) cover most of it wins: a
 * row's "ratings.csv, line 4: {problem}" around "Rating "7" is not 0.5 to 5 stars" rather than that message alone
 * with "ratings.csv, line 4: Rating" as its column.
 */
export function matchApiMessage(message: string, catalog: object): ApiMessageMatch | undefined {
  return bestMatch(message, catalog)?.match;
}

function bestMatch(
  message: string,
  catalog: object,
): { match: ApiMessageMatch; covered: number } | undefined {
  const exact = API_KEY_PREFIX + message;
  if (Object.prototype.hasOwnProperty.call(catalog, exact))
    return { match: { id: exact, values: {} }, covered: message.length };
  let best: { match: ApiMessageMatch; covered: number } | undefined;
  for (const { id, names, regex, literalLength } of patternsOf(catalog)) {
    const found = regex.exec(message);
    if (!found) continue;
    const values: ApiMessageMatch['values'] = {};
    let covered = literalLength;
    const complete = names.every((name, index) => {
      const text = found[index + 1]!;
      if (name !== NESTED_MESSAGE) {
        values[name] = text;
        return true;
      }
      const nested = bestMatch(text, catalog);
      if (nested) {
        values[name] = nested.match;
        covered += nested.covered;
      }
      return nested !== undefined;
    });
    if (complete && (!best || covered > best.covered)) best = { match: { id, values }, covered };
  }
  return best;
}

/**
 * Parses the Python literals that The Movies Dataset stores in its list columns
 * (`[{'id': 16, 'name': "Children's"}]`, `None`, `True`). Also accepts plain JSON.
 * Throws a SyntaxError with the position on anything else.
 */
export function parsePythonLiteral(text: string): unknown {
  let position = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at position ${position}`);
  };
  const skipSpace = () => {
    while (position < text.length && /\s/.test(text[position])) position++;
  };
  const value = (): unknown => {
    skipSpace();
    const char = text[position];
    if (char === '[' || char === '(') return sequence(char === '[' ? ']' : ')');
    if (char === '{') return dict();
    if (char === "'" || char === '"') return string();
    if (text.startsWith('None', position) || text.startsWith('null', position)) {
      position += 4;
      return null;
    }
    if (text.startsWith('True', position) || text.startsWith('true', position)) {
      position += 4;
      return true;
    }
    if (text.startsWith('False', position) || text.startsWith('false', position)) {
      position += 5;
      return false;
    }
    const number = /^-?\d+(\.\d+)?([eE][-+]?\d+)?/.exec(text.slice(position, position + 40));
    if (number) {
      position += number[0].length;
      return Number(number[0]);
    }
    return fail(char === undefined ? 'unexpected end' : `unexpected '${char}'`);
  };
  const sequence = (close: string): unknown[] => {
    position++;
    const items: unknown[] = [];
    skipSpace();
    while (text[position] !== close) {
      items.push(value());
      skipSpace();
      if (text[position] === ',') position++;
      else if (text[position] !== close) fail(`expected ',' or '${close}'`);
      skipSpace();
    }
    position++;
    return items;
  };
  const dict = (): Record<string, unknown> => {
    position++;
    const result: Record<string, unknown> = {};
    skipSpace();
    while (text[position] !== '}') {
      const key = value();
      skipSpace();
      if (text[position] !== ':') fail("expected ':'");
      position++;
      result[String(key)] = value();
      skipSpace();
      if (text[position] === ',') position++;
      else if (text[position] !== '}') fail("expected ',' or '}'");
      skipSpace();
    }
    position++;
    return result;
  };
  const escapes: Record<string, string> = {
    n: '\n',
    t: '\t',
    r: '\r',
    '\\': '\\',
    "'": "'",
    '"': '"',
    '/': '/',
    b: '\b',
    f: '\f',
  };
  const string = (): string => {
    const quote = text[position++];
    let result = '';
    while (position < text.length && text[position] !== quote) {
      if (text[position] === '\\') {
        const next = text[position + 1];
        if (next === 'u' || next === 'x') {
          const length = next === 'u' ? 4 : 2;
          result += String.fromCharCode(Number.parseInt(text.slice(position + 2, position + 2 + length), 16));
          position += 2 + length;
        } else {
          result += escapes[next] ?? next;
          position += 2;
        }
      } else {
        result += text[position++];
      }
    }
    if (text[position] !== quote) fail('unterminated string');
    position++;
    return result;
  };
  const result = value();
  skipSpace();
  if (position < text.length) fail('trailing characters');
  return result;
}

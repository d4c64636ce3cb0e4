import { MalformedImportError } from './import-records.ts';

/** Parses JSON, naming the file and the line of a syntax error. */
export function readJsonDocument(file: string, text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = (error as Error).message;
    throw new MalformedImportError(
      file,
      lineOfJsonError(text, message),
      `not valid JSON (${brief(message)})`,
    );
  }
}

function lineOfJsonError(text: string, message: string): number {
  const line = /\(line (\d+) column \d+\)/.exec(message)?.[1];
  if (line) return Number(line);
  const position = /at position (\d+)/.exec(message)?.[1];
  // "Unexpected end of JSON input" has no position: the document stops on its last line.
  const offset = position === undefined ? text.length : Number(position);
  return text.slice(0, offset).split('\n').length;
}

const brief = (message: string) =>
  message.replace(/ in JSON at position \d+.*$/, '').replace(/\s*\(line.*$/, '');

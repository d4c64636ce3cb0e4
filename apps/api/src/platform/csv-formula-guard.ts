/**
 * OWASP "CSV Injection": a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage
 * return before one) as a formula. Such a text cell goes out behind a single quote, which spreadsheets show as
 * text and hide. Our own import takes that quote off again, so an export read back loses nothing; a cell that
 * already starts with quotes before such a character gets one more, so it too comes back as it was.
 */
const GUARDED = /^'*[=+\-@\t\r]/;
const GUARD_TO_REMOVE = /^'(?='*[=+\-@\t\r])/;

/** A text cell as it is written to a CSV export. */
export function guardCsvCell(text: string): string {
  return GUARDED.test(text) ? `'${text}` : text;
}

/** A CSV cell as it was before {@link guardCsvCell}. */
export function unguardCsvCell(text: string): string {
  return text.replace(GUARD_TO_REMOVE, '');
}

/** Every cell of a CSV record, unguarded. */
export function unguardCsvRecord(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, unguardCsvCell(value)]));
}

import { i18n } from '@lingui/core';
import { matchApiMessage, type ApiMessageMatch } from './api-message-match.ts';

/**
 * Texts that arrive in English from elsewhere (the API's messages, the shared genre table), in the interface's
 * language (ADR 036). The English text is what the code already holds, so an English visitor downloads no table
 * of them: the other languages' catalogs hold their translations under a stable key, and a key no catalog
 * knows shows the English as it came.
 */
export function translateKnown(id: string, english: string): string {
  // A compiled message of one text: the English is shown as written, never parsed as ICU.
  return i18n._({ id, message: [english] as unknown as string });
}

/**
 * A sentence the API sent (an error's or a success's `message`), in the interface's language. The API answers in
 * English and its messages are stable: each is its own key, `api.<English text>`, or a pattern with the parts that
 * vary as placeholders (`api.No one on Marquee has the handle {handle}`; declared in `api.messages.ts`). English
 * has no catalog, so an English visitor sees the message exactly as the API wrote it; so does anyone for a
 * message no catalog knows.
 */
export function apiText(message: string): string {
  const match = matchApiMessage(message, i18n.messages);
  return match ? matchText(match) : message;
}

function matchText({ id, values }: ApiMessageMatch): string {
  const filled = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : matchText(value),
    ]),
  );
  return i18n._({ id, values: filled });
}

/** The message of whatever a request threw, in the interface's language; `fallback` when it has none. */
export function apiErrorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? apiText(error.message) : fallback;
}

/** A TMDB department ("Acting", "Directing") in the interface's language (`departments.<name>`), else as named. */
export function departmentLabel(department: string): string {
  return translateKnown(`departments.${department}`, department);
}

/**
 * A genre's name (TMDB's fixed genre ids, contracts' `GENRES`) from the shipped table of the interface's
 * language, `genres.<id>` (declared in `genres.messages.ts`); else the English name it came with.
 */
export function genreLabel(genre: { id: number; name: string }): string {
  return translateKnown(`genres.${genre.id}`, genre.name);
}

import { FIRST_SCREEN_ANSWERS_ELEMENT_ID } from '@marquee/contracts';

/**
 * Catalog answers the server sent inside the page's HTML (see firstScreen in the contracts), keyed by API
 * path. Each is used once, by the first query for its path; later ones go to the network as usual. On the
 * server, the page being rendered lends its answers for the length of its (synchronous) render instead.
 */

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ANSWERS_ELEMENT_ID);
  try {
    return new Map(Object.entries(JSON.parse(element?.textContent || '{}') as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

export function takePreloadedAnswer<T>(path: string): T | undefined {
  answers ??= readAnswers();
  const answer = answers.get(path);
  answers.delete(path);
  return answer as T | undefined;
}

/** A setting the page carries among its answers (read by every render, so never used up). */
export function peekPreloadedAnswer<T>(path: string): T | undefined {
  answers ??= readAnswers();
  return answers.get(path) as T | undefined;
}

/** Runs a synchronous server render with `pageAnswers` as the answers the page's HTML will carry. */
export function withPreloadedAnswers<T>(pageAnswers: Record<string, unknown>, render: () => T): T {
  answers = new Map(Object.entries(pageAnswers));
  try {
    return render();
  } finally {
    answers = new Map();
  }
}

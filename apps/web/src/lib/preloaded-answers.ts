/**
 * Catalog answers the server sent inside the page's HTML (see firstScreenApiPaths), keyed by API path.
 * Each is used once, by the first request for its path; later requests go to the network as usual.
 */
export const PRELOADED_ANSWERS_ELEMENT_ID = 'preloaded-answers';

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(PRELOADED_ANSWERS_ELEMENT_ID);
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

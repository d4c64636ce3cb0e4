/** Runs the eval conversations through POST /api/chat of a real API instance and judges every last reply. */
import type { CatalogFacts, MovieFacts } from '@marquee/catalog';
import type { ChatMessage } from '@marquee/contracts';
import { moviesShownIn } from '../../src/features/chat/chat.markdown.ts';
import { filmsOfAnswer } from '../../src/features/chat/understanding/conversation.ts';
import { signUpVerifiedUser } from '../../src/testing/test-users.ts';
import type { TestApp } from '../../src/testing/test-app.ts';
import type { EvalCase, EvalClass, SeededLibrary } from './eval-cases.ts';

export interface EvalResult {
  prompt: string;
  kind: EvalClass;
  failures: string[];
}

/** The app the eval asks: the HTTP app, its catalog, and its data folder (the sign-up mails land there). */
export type EvalTarget = Pick<TestApp, 'app' | 'context' | 'dataDir'>;

/** A new user signed up over HTTP, whose diary, ratings and watchlist are logged through the API's own routes. */
async function seededUser(target: EvalTarget, library: SeededLibrary): Promise<{ cookie: string }> {
  const user = await signUpVerifiedUser(target as TestApp);
  const post = async (url: string, payload: object) => {
    const response = await target.app.inject({ method: 'POST', url, headers: user.headers, payload });
    if (response.statusCode >= 300)
      throw new Error(`seeding ${url} failed: ${response.statusCode} ${response.body}`);
  };
  for (const entry of library.diary ?? [])
    await post('/api/diary', { tmdb_id: entry.id, watched_on: entry.on, rating: entry.rating });
  for (const [id, rating] of library.ratings ?? []) await post('/api/ratings', { tmdb_id: id, rating });
  for (const id of library.watchlist ?? [])
    await post('/api/watch/status', { tmdb_id: id, status: 'want_to_watch' });
  return { cookie: user.cookie };
}

export async function runChatEval(target: EvalTarget, cases: EvalCase[]): Promise<EvalResult[]> {
  const { app } = target;
  const catalog: CatalogFacts = target.context.catalog;
  const results: EvalResult[] = [];
  const factsOf = async (ids: number[]) =>
    (await Promise.all(ids.map((id) => catalog.getMovieFacts(id)))).filter(
      (facts): facts is MovieFacts => facts !== null,
    );
  for (const [index, evalCase] of cases.entries()) {
    const history: ChatMessage[] = [];
    const earlierIds = new Set<number>();
    let text = '';
    const session = evalCase.library ? await seededUser(target, evalCase.library) : undefined;
    for (const prompt of evalCase.turns) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat',
        ...(session ? { headers: { cookie: session.cookie } } : {}),
        // One address per conversation: the eval is not a rate-limit test.
        remoteAddress: `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        payload: { prompt, movieTitle: null, movieId: evalCase.movieId, history },
      });
      text =
        response.statusCode === 200
          ? (response.json() as { data: string }).data
          : `HTTP ${response.statusCode}`;
      if (prompt !== evalCase.turns.at(-1)) for (const { id } of moviesShownIn(text)) earlierIds.add(id);
      history.push({ text: prompt, isBot: false }, { text, isBot: true });
    }
    const subjects = await Promise.all((evalCase.about ?? []).map((id) => catalog.getMovieFacts(id)));
    // The recommended movies are the list items; an intro's link ('If you liked Inception') is not a pick.
    const listed = text
      .split('\n')
      .filter((line) => /^\d+\. /.test(line))
      .flatMap((line) => moviesShownIn(line).map((movie) => movie.id));
    const recommended = evalCase.about ? [] : await factsOf(listed);
    const previousIds = history.length >= 4 ? filmsOfAnswer(history.at(-3)!.text) : [];
    const reply = { text, movies: recommended, earlierIds, previousIds, subject: subjects[0], subjects };
    const failures = evalCase.checks
      .map((check) => check(reply))
      .filter((failure): failure is string => Boolean(failure));
    results.push({ prompt: evalCase.turns.join(' → '), kind: evalCase.kind, failures });
  }
  return results;
}

export function passRate(results: EvalResult[]): number {
  return results.filter((result) => !result.failures.length).length / results.length;
}

/** Passed / total per class, in the order classes first appear. */
export function passCountsByClass(results: EvalResult[]): Map<EvalClass, { passed: number; total: number }> {
  const counts = new Map<EvalClass, { passed: number; total: number }>();
  for (const result of results) {
    const count = counts.get(result.kind) ?? { passed: 0, total: 0 };
    count.total += 1;
    if (!result.failures.length) count.passed += 1;
    counts.set(result.kind, count);
  }
  return counts;
}

/** Runs the eval conversations through POST /api/chat of a real API instance and judges every last reply. */
import type { FastifyInstance } from 'fastify';
import type { Catalog, MovieFacts } from '@marquee/catalog';
import type { ChatMessage } from '@marquee/contracts';
import { moviesShownIn } from '../chat.markdown.ts';
import type { EvalCase } from './eval-cases.ts';

export interface EvalResult {
  prompt: string;
  failures: string[];
}

export async function runChatEval(
  app: FastifyInstance,
  catalog: Catalog,
  cases: EvalCase[],
): Promise<EvalResult[]> {
  const results: EvalResult[] = [];
  const factsOf = async (ids: number[]) =>
    (await Promise.all(ids.map((id) => catalog.getMovieFacts(id)))).filter(
      (facts): facts is MovieFacts => facts !== null,
    );
  for (const [index, evalCase] of cases.entries()) {
    const history: ChatMessage[] = [];
    const earlierIds = new Set<number>();
    let text = '';
    for (const prompt of evalCase.turns) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat',
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
    const reply = { text, movies: recommended, earlierIds, subject: subjects[0], subjects };
    const failures = evalCase.checks
      .map((check) => check(reply))
      .filter((failure): failure is string => Boolean(failure));
    results.push({ prompt: evalCase.turns.join(' → '), failures });
  }
  return results;
}

export function passRate(results: EvalResult[]): number {
  return results.filter((result) => !result.failures.length).length / results.length;
}

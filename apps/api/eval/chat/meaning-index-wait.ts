/**
 * A first import encodes its films' meaning vectors in the background after the API starts (minutes to tens of
 * minutes for the shared dataset on two cores). Stories and themes are matched against those vectors, so an
 * evaluation run before they are all there scores a half-built index: its figures would mean nothing.
 */
import type { AppContext } from '../../src/context.ts';

const POLL_MS = 5_000;
const REPORT_EVERY_MS = 30_000;
/** The encoder may be off (ENCODE_EMBEDDINGS_ON_START=false): stop waiting when nothing is added for this long. */
const GIVE_UP_AFTER_MS = 120_000;

async function counts(context: AppContext): Promise<{ movies: number; encoded: number }> {
  const { db } = context.database;
  const [movies, encoded] = await Promise.all([
    db
      .selectFrom('movies')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('movie_embeddings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { movies: Number(movies.count), encoded: Number(encoded.count) };
}

/** Waits until every catalog film has its meaning vector, saying how far the encoder is every half minute. */
export async function waitForMeaningIndex(context: AppContext, log: (line: string) => void): Promise<void> {
  let { movies, encoded } = await counts(context);
  if (encoded >= movies) return;
  log(`meaning index: ${encoded} / ${movies} films encoded; waiting for the rest (a first import only)`);
  let lastGrowth = Date.now();
  let lastReport = Date.now();
  while (encoded < movies) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const before = encoded;
    ({ movies, encoded } = await counts(context));
    if (encoded > before) lastGrowth = Date.now();
    else if (Date.now() - lastGrowth > GIVE_UP_AFTER_MS) {
      log(`meaning index: stuck at ${encoded} / ${movies}; story and theme answers will be partial`);
      return;
    }
    if (Date.now() - lastReport >= REPORT_EVERY_MS) {
      lastReport = Date.now();
      log(`meaning index: ${encoded} / ${movies}`);
    }
  }
  log(`meaning index: all ${movies} films encoded`);
}

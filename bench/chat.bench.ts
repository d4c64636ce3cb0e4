/**
 * npm run bench:chat — reply latency of the built-in chat assistant on the dataset of the shared data folder
 * (<repo>/../shared/data or MARQUEE_SHARED_DATA, imported once and kept, as the chat eval does; the starter
 * catalog when it is absent). Every conversation of the chat eval is asked ROUNDS times through POST /api/chat
 * (in-process, no network), after one warm-up pass; a catalog search through the same API is measured in the same
 * run as the baseline. Prints p50/p99 of both and their ratio; the target is a reply p99 under 100 ms.
 */
import type { ChatMessage } from '@marquee/contracts';
import { EVAL_CASES, hasSharedData, sharedData, startEvalApp } from '@marquee/api/chat-eval';
import { percentile } from './lib/measure.ts';

const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 5);
/** BENCH_CHAT_SLOWEST=N also lists the N conversations with the slowest median reply: where to look first. */
const SLOWEST = Number(process.env.BENCH_CHAT_SLOWEST ?? 0);
const TARGET_P99_MS = 100;

const started = performance.now();
const evalApp = await startEvalApp(hasSharedData ? 'imported' : 'starter');
const { app } = evalApp;
console.log(
  `${hasSharedData ? `imported ${sharedData}` : 'starter catalog (no shared dataset)'}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

let address = 0;
/** Each request from its own address: this measures replies, not the rate limit. */
const remoteAddress = () => `10.88.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

async function timed(send: () => Promise<{ statusCode: number }>): Promise<number> {
  const begin = performance.now();
  const response = await send();
  const elapsed = performance.now() - begin;
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
  return elapsed;
}

/** The conversations with their earlier replies, as the web client sends them. */
const conversations: { prompt: string; movieId?: number; history: ChatMessage[] }[] = [];
for (const evalCase of EVAL_CASES) {
  const history: ChatMessage[] = [];
  for (const prompt of evalCase.turns.slice(0, -1)) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat',
      remoteAddress: remoteAddress(),
      payload: { prompt, movieId: evalCase.movieId, history },
    });
    history.push({ text: prompt, isBot: false }, { text: response.json().data as string, isBot: true });
  }
  conversations.push({ prompt: evalCase.turns.at(-1)!, movieId: evalCase.movieId, history });
}

const chatTimes: number[] = [];
const timesByConversation = conversations.map((): number[] => []);
const searchTimes: number[] = [];
const searches = ['intersteller', 'the godfather', 'toy', 'inception', 'alien', 'matrix'];
for (let round = 0; round <= ROUNDS; round++) {
  for (const [index, conversation] of conversations.entries()) {
    const chat = await timed(() =>
      app.inject({ method: 'POST', url: '/api/chat', remoteAddress: remoteAddress(), payload: conversation }),
    );
    const query = `${searches[index % searches.length]}${round}`.slice(0, -1);
    const search = await timed(() =>
      app.inject({ method: 'GET', url: `/api/tmdb/search/movie?query=${encodeURIComponent(query)}&page=1` }),
    );
    // Round 0 warms the JIT and the catalog's caches.
    if (round > 0) {
      chatTimes.push(chat);
      timesByConversation[index]!.push(chat);
      searchTimes.push(search);
    }
  }
}
await evalApp.close();

const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
const chat = sorted(chatTimes);
const search = sorted(searchTimes);
const p = (times: number[], fraction: number) => percentile(times, fraction).toFixed(1);
console.log(`\n| request | count | p50 ms | p99 ms |\n|---|---|---|---|`);
console.log(`| POST /api/chat (built-in assistant) | ${chat.length} | ${p(chat, 0.5)} | ${p(chat, 0.99)} |`);
console.log(
  `| GET /api/tmdb/search/movie (baseline) | ${search.length} | ${p(search, 0.5)} | ${p(search, 0.99)} |`,
);
console.log(
  `\nchat p50 is ${(percentile(chat, 0.5) / percentile(search, 0.5)).toFixed(1)}x a catalog search; chat p99 ${p(chat, 0.99)} ms, target < ${TARGET_P99_MS} ms: ${percentile(chat, 0.99) < TARGET_P99_MS ? 'met' : 'MISSED'}`,
);
if (SLOWEST > 0) {
  const medians = conversations.map((conversation, index) => ({
    prompt: conversation.prompt,
    turns: conversation.history.length / 2 + 1,
    median: percentile(sorted(timesByConversation[index]!), 0.5),
  }));
  console.log(`\n| slowest conversations: last prompt | turns | median ms |\n|---|---|---|`);
  for (const { prompt, turns, median } of medians.sort((a, b) => b.median - a.median).slice(0, SLOWEST))
    console.log(`| ${prompt} | ${turns} | ${median.toFixed(1)} |`);
}
process.exitCode = percentile(chat, 0.99) < TARGET_P99_MS ? 0 : 1;

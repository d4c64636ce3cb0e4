/**
 * Black-box runner of the blind chat evaluation: starts a real API in-process, talks to it only through its HTTP
 * routes (`app.inject`), and judges each case's last reply against the catalog's data as the public API serves
 * it. It knows nothing of how the assistant works.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import type { AppContext } from '../../src/context.ts';
import type { TestApp } from '../../src/testing/test-app.ts';
import { latestMailLink, originHeaders, signInWithPassword } from '../../src/testing/test-users.ts';
import { cookieHeader } from '../../src/testing/http-client.ts';
import type { BlindCase, Check, Lang, Library } from './blind-types.ts';
import { waitForMeaningIndex } from '../chat/meaning-index-wait.ts';

export type CatalogName = 'starter' | 'imported';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SHARED_DATA_DIR = path.resolve(REPO_ROOT, '../shared/data');
/** Shared with the other chat evaluation, so one import serves both. */
export const IMPORTED_DATA_DIR = path.join(os.tmpdir(), 'marquee-chat-eval-imported');
const IMPORT_MARKER = 'import-completed';

// ---------------------------------------------------------------------------------------------------------------
// The API instance

export interface RunningApi {
  catalog: CatalogName;
  app: FastifyInstance;
  context: AppContext;
  dataDir: string;
  close(): Promise<void>;
}

export async function startApi(
  catalog: CatalogName,
  log: (line: string) => void = () => {},
): Promise<RunningApi> {
  let dataDir: string;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RECOMMENDER_URL: 'http://127.0.0.1:9',
  };
  if (catalog === 'imported') {
    dataDir = IMPORTED_DATA_DIR;
    if (fs.existsSync(dataDir) && !fs.existsSync(path.join(dataDir, IMPORT_MARKER))) {
      log(`${dataDir} holds no finished import: starting over`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const reused = fs.existsSync(dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
    env.CATALOG_DIR = SHARED_DATA_DIR;
    log(
      reused ? `reusing the import in ${dataDir}` : `importing ${SHARED_DATA_DIR} into ${dataDir} (minutes)`,
    );
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-chat-blind-'));
  }
  env.DATA_DIR = dataDir;
  const { app, context } = await buildApp(loadConfig(env));
  await app.ready();
  if (catalog === 'imported') {
    fs.writeFileSync(path.join(dataDir, IMPORT_MARKER), `${new Date().toISOString()}\n`);
    await waitForMeaningIndex(context, log);
  }
  return {
    catalog,
    app,
    context,
    dataDir,
    async close() {
      await app.close();
      if (catalog === 'starter') fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Catalog data, through the public routes only

export interface FilmFacts {
  id: number;
  title: string;
  overview: string;
  year: number | null;
  runtime: number | null;
  language: string | null;
  genres: string[];
  companies: string[];
}
interface Credits {
  cast: { name: string; order: number }[];
  directors: string[];
}

export class CatalogReader {
  private films = new Map<number, Promise<FilmFacts | null>>();
  private credits = new Map<number, Promise<Credits | null>>();

  constructor(private readonly api: RunningApi) {}

  film(id: number): Promise<FilmFacts | null> {
    let found = this.films.get(id);
    if (!found) {
      found = this.get(`/api/tmdb/movie/${id}`).then((body) => (body ? toFacts(body) : null));
      this.films.set(id, found);
    }
    return found;
  }

  filmCredits(id: number): Promise<Credits | null> {
    let found = this.credits.get(id);
    if (!found) {
      found = this.get(`/api/tmdb/movie/${id}/credits`).then((body) => {
        if (!body) return null;
        const cast = ((body.cast ?? []) as { name: string; order: number | null }[]).map((member, index) => ({
          name: member.name,
          order: member.order ?? index,
        }));
        const directors = ((body.crew ?? []) as { name: string; job: string }[])
          .filter((member) => member.job === 'Director')
          .map((member) => member.name);
        return { cast: cast.sort((a, b) => a.order - b.order), directors };
      });
      this.credits.set(id, found);
    }
    return found;
  }

  /** Many films at once through the batch route (the satisfiability check reads whole genres). */
  async prime(ids: number[]): Promise<void> {
    const todo = [...new Set(ids)].filter((id) => !this.films.has(id));
    for (let start = 0; start < todo.length; start += 50) {
      const chunk = todo.slice(start, start + 50);
      const body = await this.get(`/api/tmdb/movies?ids=${chunk.join(',')}`);
      const results = (body?.results ?? []) as Record<string, unknown>[];
      const byId = new Map(results.map((result) => [result.id as number, toFacts(result)]));
      for (const id of chunk) this.films.set(id, Promise.resolve(byId.get(id) ?? null));
    }
  }

  /** Every film of a genre, through the discover route (all pages). */
  async genreIds(genreId: number): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; page <= 500; page++) {
      const body = await this.get(`/api/tmdb/discover/movie?with_genres=${genreId}&page=${page}`);
      if (!body) break;
      for (const result of body.results as { id: number }[]) ids.push(result.id);
      if (page >= (body.total_pages as number)) break;
    }
    return ids;
  }

  /** The films a person played in or directed, found by name through the person search. */
  async personFilms(name: string, role: 'cast' | 'director'): Promise<number[] | null> {
    const search = await this.get(`/api/tmdb/search/person?query=${encodeURIComponent(name)}`);
    const person = ((search?.results ?? []) as { id: number; name: string }[]).find(
      (result) => normalize(result.name) === normalize(name),
    );
    if (!person) return null;
    const credits = await this.get(`/api/tmdb/person/${person.id}/movie_credits`);
    if (!credits) return null;
    if (role === 'cast') return (credits.cast as { id: number }[]).map((film) => film.id);
    return (credits.crew as { id: number; job: string }[])
      .filter((film) => film.job === 'Director')
      .map((film) => film.id);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TMDB-shaped JSON, read field by field
  private async get(url: string): Promise<any> {
    const response = await this.api.app.inject({ url, remoteAddress: '10.87.0.1' });
    if (response.statusCode !== 200) return null;
    return response.json();
  }
}

function toFacts(body: Record<string, unknown>): FilmFacts {
  const releaseDate = typeof body.release_date === 'string' ? body.release_date : '';
  const year = /^\d{4}/.test(releaseDate) ? Number(releaseDate.slice(0, 4)) : null;
  const genres = Array.isArray(body.genres)
    ? (body.genres as { name: string }[]).map((genre) => genre.name)
    : [];
  const companies = Array.isArray(body.production_companies)
    ? (body.production_companies as { name: string }[]).map((company) => company.name)
    : [];
  return {
    id: body.id as number,
    title: String(body.title ?? ''),
    overview: String(body.overview ?? ''),
    year,
    runtime: typeof body.runtime === 'number' && body.runtime > 0 ? body.runtime : null,
    language:
      typeof body.original_language === 'string' && body.original_language ? body.original_language : null,
    genres,
    companies,
  };
}

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[‐-―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a reply

const LINK = /\[([^\]]*)\]\(\/movie\/(\d+)\)/g;
const LIST_ITEM = /^\s*(?:\d+[.)]|[-*+•])\s+/;

/** Every linked film, in order of first appearance. */
export function linkedFilms(reply: string): number[] {
  const ids: number[] = [];
  for (const match of reply.matchAll(LINK)) {
    const id = Number(match[2]);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The first linked film of each list item; all linked films when the reply has no list of films. */
export function listedFilms(reply: string): number[] {
  const ids: number[] = [];
  for (const line of reply.split('\n')) {
    if (!LIST_ITEM.test(line)) continue;
    const first = [...line.matchAll(LINK)][0];
    if (first && !ids.includes(Number(first[2]))) ids.push(Number(first[2]));
  }
  return ids.length > 0 ? ids : linkedFilms(reply);
}

/**
 * Words that mark a language: frequent in it, rare in the other five. Words shared by two of them (para, con,
 * no, o, ou, il, le, del, como, non...) are left out, so they cannot tip the balance; those of SHARED_WORDS count
 * for every language they are frequent in.
 */
const STOP_WORDS: Record<Lang, string[]> = {
  en: (
    'the and is are you your with this that here some if about movies what of it for they have from these ' +
    'which was by or an want can there would like'
  ).split(' '),
  es: (
    'el los las y es por películas película aquí algunas algunos pero más también esta estas este estos ' +
    'puedes quieres sus muy dirigida dirigió salió estrenó otras otra gracias disfruta disfrutes hola ' +
    'ayudarte buscas año mismo puedo esa ese eso nuestro nuestra cómo qué hay tienes he encontrado ni lo ' +
    'pueden gustar dura'
  ).split(' '),
  fr: (
    'les des et est une qui pour avec vous votre voici dans sur pas ce cette sont au aux ces autres réalisé ' +
    'sorti plus merci bonjour je rien bon bonne soirée avez cherchez aider année sortie du tu peux veux ' +
    'trouvé notre'
  ).split(' '),
  de: (
    'der die das und ist ein eine mit für nicht von zu den dem auf hier sind wie ich dir oder auch ' +
    'einen einige noch ihr gedreht regie erschienen weitere diese gern gerne viel spaß danke hallo bitte ' +
    'minuten stunden jahr kannst helfen suchst habe keine kein gefunden unserem'
  ).split(' '),
  pt: (
    'os do da dos das é um uma com você filmes aqui em na não mais seu sua também estes alguns algumas ' +
    'dirigido lançado outros outras isso esse essa obrigado obrigada olá bom boa divirta ajudar ano dirigiu ' +
    'procurando posso são pra pode encontrei nosso nossa'
  ).split(' '),
  it: (
    'gli di della è per ti ecco alcuni sono più nel anche questi puoi dei delle degli uscito diretto altri ' +
    'altre questo questa che prego ciao buona visione grazie figurati minuti anno aiutarti cerchi regista ' +
    'trovato nostro nostra ho'
  ).split(' '),
};

/**
 * Frequent words of two or more of the six languages, counted for each of them, so that one cannot decide between
 * them alone: German du (you) is French du (of the), dura is Spanish, Portuguese and Italian ('lasts').
 */
const SHARED_WORDS: Record<string, Lang[]> = {
  du: ['fr', 'de'],
  tu: ['fr', 'pt', 'it'],
  des: ['fr', 'de'],
  das: ['de', 'pt'],
  da: ['pt', 'it', 'de'],
  do: ['pt', 'en'],
  um: ['pt', 'de'],
  mais: ['pt', 'fr'],
  was: ['en', 'de'],
  an: ['en', 'de'],
  sua: ['pt', 'it'],
  esta: ['es', 'pt'],
  este: ['es', 'pt'],
  por: ['es', 'pt'],
  lo: ['es', 'it'],
  ni: ['es', 'fr'],
  he: ['en', 'es'],
  hier: ['de', 'fr'],
  qui: ['fr', 'it'],
  ti: ['it', 'es'],
  dura: ['es', 'pt', 'it'],
};

/** Each language's marking words: its own list, a shared word in it or not, and the shared words of the language. */
const MARKING_WORDS: Record<Lang, Set<string>> = (() => {
  const sets = {} as Record<Lang, Set<string>>;
  for (const lang of Object.keys(STOP_WORDS) as Lang[]) {
    const own = STOP_WORDS[lang].filter((word) => !(word in SHARED_WORDS));
    const shared = Object.keys(SHARED_WORDS).filter((word) => SHARED_WORDS[word]!.includes(lang));
    sets[lang] = new Set([...own, ...shared]);
  }
  return sets;
})();

/** Stop-word hits per language, with film titles, links and code left out. */
export function languageScores(reply: string): Record<Lang, number> {
  const text = reply
    .replace(/\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\(\d{4}\)/g, ' ')
    .toLowerCase();
  const words = text.match(/\p{L}+/gu) ?? [];
  const scores = { en: 0, es: 0, fr: 0, de: 0, pt: 0, it: 0 } as Record<Lang, number>;
  scores.es += (text.match(/[¿¡]/g) ?? []).length;
  for (const lang of Object.keys(STOP_WORDS) as Lang[]) {
    const set = MARKING_WORDS[lang];
    for (const word of words) if (set.has(word)) scores[lang]++;
  }
  return scores;
}

/**
 * The reply without the catalog's own overview sentences (quoted whole or cut short): they are in the language the
 * catalog was written in, not the assistant's words.
 */
export function withoutCatalogText(reply: string, overviews: string[]): string {
  let text = reply;
  for (const overview of overviews) {
    if (overview.length < 24) continue;
    let start = text.indexOf(overview.slice(0, 24));
    while (start !== -1) {
      let end = start;
      while (end < text.length && end - start < overview.length && text[end] === overview[end - start]) end++;
      if (text[end] === '…') end++;
      text = `${text.slice(0, start)} ${text.slice(end)}`;
      start = text.indexOf(overview.slice(0, 24));
    }
  }
  return text;
}

/** The language with the most stop-word hits (at least 2, or 1 in a reply of under 15 words); null on a tie. */
export function detectLanguage(reply: string): Lang | null {
  const scores = languageScores(reply);
  const ranked = (Object.keys(scores) as Lang[]).sort((a, b) => scores[b] - scores[a]);
  const best = ranked[0]!;
  const short = (reply.match(/\p{L}+/gu) ?? []).length < 15;
  if (scores[best] < (short ? 1 : 2) || scores[best] === scores[ranked[1]!]) return null;
  return best;
}

const NUMBER_WORDS: string[][] = [
  ['zero', 'cero', 'zéro', 'null', 'zero', 'zero'],
  ['one', 'uno', 'una', 'un', 'une', 'eins', 'einen', 'einem', 'ein', 'um', 'uma'],
  ['two', 'dos', 'deux', 'zwei', 'dois', 'duas', 'due'],
  ['three', 'tres', 'trois', 'drei', 'três', 'tre'],
  ['four', 'cuatro', 'quatre', 'vier', 'quatro', 'quattro'],
  ['five', 'cinco', 'cinq', 'fünf', 'cinque'],
  ['six', 'seis', 'sechs', 'sei'],
  ['seven', 'siete', 'sept', 'sieben', 'sete', 'sette'],
  ['eight', 'ocho', 'huit', 'acht', 'oito', 'otto'],
  ['nine', 'nueve', 'neuf', 'neun', 'nove'],
  ['ten', 'diez', 'dix', 'zehn', 'dez', 'dieci'],
  ['eleven', 'once', 'onze', 'elf', 'undici'],
  ['twelve', 'doce', 'douze', 'zwölf', 'doze', 'dodici'],
];

export function saysNumber(reply: string, n: number): boolean {
  const text = reply.replace(/\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\(\d{4}\)/g, ' ');
  if (new RegExp(`(?<![\\d.,/])${n}(?![\\d.,/]\\d|\\d)`).test(text)) return true;
  const words = NUMBER_WORDS[n];
  if (!words) return false;
  const lower = text.toLowerCase();
  return words.some((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(lower));
}

function saysRuntime(reply: string, minutes: number): boolean {
  const text = reply.toLowerCase();
  if (new RegExp(`(?<![\\d])${minutes}(?![\\d])`).test(text)) return true;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWord = '(?:h|hr|hrs|hour|hours|hora|horas|heure|heures|std\\.?|stunde|stunden|ora|ore)';
  const and = '(?:\\s*(?:and|y|e|et|und|,))?';
  const restPart = rest === 0 ? '' : `${and}\\s*0?${rest}(?!\\d)`;
  if (new RegExp(`(?<!\\d)${hours}\\s*${hourWord}\\.?${restPart}`).test(text)) return true;
  return rest > 0 && new RegExp(`(?<!\\d)${hours}:${String(rest).padStart(2, '0')}(?!\\d)`).test(text);
}

/** Stray `*` or `_` left once valid markdown (links, emphasis, list markers, escapes) is taken away. */
export function strayMarkdown(reply: string): string[] {
  const strays: string[] = [];
  for (const rawLine of reply.split('\n')) {
    let line = rawLine
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\\[*_[\]()#`]/g, '')
      .replace(/`[^`]*`/g, '')
      .replace(/^\s*[-*+]\s+/, '')
      .replace(/^\s*\*{3,}\s*$/, '')
      .replace(/^\s*_{3,}\s*$/, '');
    let previous;
    do {
      previous = line;
      line = line
        .replace(/\*\*(?=\S)([^*]*?\S)\*\*/g, '$1')
        .replace(/__(?=\S)([^_]*?\S)__(?![\p{L}\d])/gu, '$1')
        .replace(/(?<!\*)\*(?=[^\s*])([^*]*?[^\s*])\*(?!\*)/g, '$1')
        .replace(/(?<![\p{L}\d_])_(?=[^\s_])([^_]*?[^\s_])_(?![\p{L}\d_])/gu, '$1');
    } while (line !== previous);
    if (/[*_]/.test(line)) strays.push(rawLine.trim().slice(0, 120));
  }
  return strays;
}

const CONFUSED =
  /couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)/i;
/** Replies of an assistant that did not understand; the small-talk checks use it through `notContains`. */
export const CONFUSED_PATTERN = CONFUSED.source;

// ---------------------------------------------------------------------------------------------------------------
// Running a case

const emptyLibrary = (): Conversation['library'] => ({
  diary: [],
  seen: new Set(),
  all: new Set(),
  watchlist: new Set(),
});

export interface Conversation {
  replies: string[];
  /** Library ids by kind, as seeded. */
  library: {
    diary: { id: number; on: string }[];
    seen: Set<number>;
    all: Set<number>;
    watchlist: Set<number>;
  };
  error?: string;
}

export interface CaseResult {
  id: string;
  class: string;
  lang: string;
  pass: boolean;
  failures: string[];
  turns: string[];
  replies: string[];
  /** Which check kinds held and which did not. */
  checks: { kind: string; pass: boolean }[];
}

/** A case's watch dates resolved against `today` (UTC): `-Nd`, and `Y0-MM-DD` all in one year (see WatchDate). */
export function resolveDates(dates: string[], today: Date = new Date()): string[] {
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const year = today.getUTCFullYear();
  const latestY0 = dates
    .filter((on) => on.startsWith('Y0-'))
    .sort()
    .at(-1);
  const y0 = latestY0 && `${year}${latestY0.slice(2)}` > iso(today) ? year - 1 : year;
  return dates.map((on) => {
    const relative = /^-(\d+)d$/.exec(on);
    if (relative) return iso(new Date(today.getTime() - Number(relative[1]) * 86_400_000));
    if (on.startsWith('Y0-')) return `${y0}${on.slice(2)}`;
    return on;
  });
}

function addressFor(index: number): string {
  return `10.88.${(index >> 8) & 255}.${(index & 255) + 1 > 254 ? 254 : (index & 255) + 1}`;
}

async function signUp(api: RunningApi, remoteAddress: string): Promise<string> {
  const testApp = { app: api.app, context: api.context, dataDir: api.dataDir } as unknown as TestApp;
  const id = crypto.randomBytes(5).toString('hex');
  const email = `blind-${id}@example.test`;
  const password = `pw-${id}-secret`;
  const signUpAnswer = await api.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: originHeaders(testApp),
    payload: { email, name: `Blind ${id}`, password, callbackURL: '/login' },
    remoteAddress,
  });
  if (signUpAnswer.statusCode !== 200)
    throw new Error(`sign-up: ${signUpAnswer.statusCode} ${signUpAnswer.body}`);
  const verify = await api.app.inject({
    url: latestMailLink(testApp, email, '/verify-email'),
    remoteAddress,
  });
  if (verify.statusCode >= 400) throw new Error(`verification: ${verify.statusCode}`);
  const signIn = await signInWithPassword(testApp, { email, password }, remoteAddress);
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
  return cookieHeader(signIn.headers['set-cookie']);
}

async function seedLibrary(
  api: RunningApi,
  library: Library,
  headers: Record<string, string>,
  remoteAddress: string,
): Promise<Conversation['library']> {
  const post = async (url: string, payload: unknown) => {
    const answer = await api.app.inject({
      method: 'POST',
      url,
      headers,
      payload: payload as object,
      remoteAddress,
    });
    if (answer.statusCode >= 300)
      throw new Error(`POST ${url} ${JSON.stringify(payload)}: ${answer.statusCode} ${answer.body}`);
  };
  const diary: { id: number; on: string }[] = [];
  const dates = resolveDates((library.diary ?? []).map((entry) => entry.on));
  for (const [index, entry] of (library.diary ?? []).entries()) {
    const on = dates[index]!;
    diary.push({ id: entry.id, on });
    await post('/api/diary', {
      tmdb_id: entry.id,
      watched_on: on,
      ...(entry.rating ? { rating: entry.rating } : {}),
    });
  }
  for (const [id, rating] of library.ratings ?? []) await post('/api/ratings', { tmdb_id: id, rating });
  for (const id of library.likes ?? []) await post('/api/likes', { tmdb_id: id });
  for (const id of library.watchlist ?? [])
    await post('/api/watch/status', { tmdb_id: id, status: 'want_to_watch' });
  const seen = new Set<number>([
    ...diary.map((entry) => entry.id),
    ...(library.ratings ?? []).map(([id]) => id),
    ...(library.likes ?? []),
  ]);
  return {
    diary,
    seen,
    all: new Set([...seen, ...(library.watchlist ?? [])]),
    watchlist: new Set(library.watchlist ?? []),
  };
}

export async function converse(
  api: RunningApi,
  reader: CatalogReader,
  testCase: BlindCase,
  index: number,
): Promise<Conversation> {
  const remoteAddress = addressFor(index);
  const headers: Record<string, string> = { origin: api.context.config.publicUrl };
  const conversation: Conversation = { replies: [], library: emptyLibrary() };
  try {
    if (testCase.library) {
      headers.cookie = await signUp(api, remoteAddress);
      conversation.library = await seedLibrary(api, testCase.library, headers, remoteAddress);
    }
    const movieTitle = testCase.movieId ? ((await reader.film(testCase.movieId))?.title ?? null) : null;
    const history: { text: string; isBot: boolean }[] = [];
    for (const prompt of testCase.turns) {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers,
        payload: { prompt, movieTitle, ...(testCase.movieId ? { movieId: testCase.movieId } : {}), history },
        remoteAddress,
      });
      const body = answer.json() as { success?: boolean; data?: unknown; message?: string };
      if (answer.statusCode !== 200 || typeof body.data !== 'string') {
        conversation.error = `HTTP ${answer.statusCode}: ${body.message ?? answer.body.slice(0, 200)}`;
        return conversation;
      }
      conversation.replies.push(body.data);
      history.push({ text: prompt, isBot: false }, { text: body.data.slice(0, 6000), isBot: true });
    }
  } catch (error) {
    conversation.error = error instanceof Error ? error.message : String(error);
  }
  return conversation;
}

// ---------------------------------------------------------------------------------------------------------------
// Judging

const share = (count: number, total: number) => (total === 0 ? 0 : count / total);
const titleOf = async (reader: CatalogReader, id: number) =>
  `${(await reader.film(id))?.title ?? '?'} (${id})`;

/** One check of the last reply: null when it holds, else why not. */
export async function judge(
  check: Check,
  conversation: Conversation,
  reader: CatalogReader,
): Promise<string | null> {
  const replies = conversation.replies;
  const reply = replies.at(-1) ?? '';
  const listed = listedFilms(reply);
  const linked = linkedFilms(reply);
  const films = async () =>
    (await Promise.all(listed.map((id) => reader.film(id)))).map((film, i) => ({ id: listed[i]!, film }));
  const eachFilm = async (test: (film: FilmFacts) => boolean | Promise<boolean>, what: string) => {
    const bad: string[] = [];
    for (const { id, film } of await films())
      if (!film || !(await test(film))) bad.push(await titleOf(reader, id));
    return bad.length ? `${what}: ${bad.join(', ')}` : null;
  };
  const shareOf = async (test: (film: FilmFacts) => boolean, need: number, what: string) => {
    const list = await films();
    const good = list.filter(({ film }) => film && test(film)).length;
    return share(good, list.length) >= need ? null : `${what}: ${good}/${list.length} < ${need}`;
  };

  if ('atLeast' in check)
    return listed.length >= check.atLeast ? null : `${listed.length} films listed, want >= ${check.atLeast}`;
  if ('atMost' in check)
    return listed.length <= check.atMost ? null : `${listed.length} films listed, want <= ${check.atMost}`;
  if ('exactly' in check)
    return listed.length === check.exactly ? null : `${listed.length} films listed, want ${check.exactly}`;
  if ('noMovies' in check) return linked.length === 0 ? null : `links ${linked.length} films, want none`;
  if ('genreAll' in check)
    return eachFilm(
      (film) => film.genres.some((g) => (check.genreAll as string[]).includes(g)),
      `not ${check.genreAll.join('/')}`,
    );
  if ('genreShare' in check)
    return shareOf(
      (film) => film.genres.some((g) => (check.genreShare as string[]).includes(g)),
      check.share,
      `${check.genreShare.join('/')} share`,
    );
  if ('genreCovers' in check) {
    const list = await films();
    const missing = check.genreCovers.filter(
      (genre) => !list.some(({ film }) => film?.genres.includes(genre)),
    );
    return missing.length ? `no listed film is ${missing.join(', ')}` : null;
  }
  if ('noGenre' in check)
    return eachFilm(
      (film) => !film.genres.some((g) => (check.noGenre as string[]).includes(g)),
      `has ${check.noGenre.join('/')}`,
    );
  if ('runtimeAtMost' in check)
    return eachFilm(
      (film) => film.runtime !== null && film.runtime <= check.runtimeAtMost,
      `longer than ${check.runtimeAtMost} min or runtime unknown`,
    );
  if ('runtimeAtLeast' in check)
    return eachFilm(
      (film) => film.runtime !== null && film.runtime >= check.runtimeAtLeast,
      `shorter than ${check.runtimeAtLeast} min or runtime unknown`,
    );
  if ('shorterThan' in check) {
    const seed = await reader.film(check.shorterThan);
    if (!seed?.runtime) return `seed ${check.shorterThan} has no runtime in this catalog`;
    return eachFilm(
      (film) => film.runtime !== null && film.runtime < seed.runtime!,
      `not shorter than ${seed.title} (${seed.runtime} min)`,
    );
  }
  if ('olderThan' in check) {
    const seed = await reader.film(check.olderThan);
    if (!seed?.year) return `seed ${check.olderThan} has no year in this catalog`;
    return eachFilm(
      (film) => film.year !== null && film.year < seed.year!,
      `not older than ${seed.title} (${seed.year})`,
    );
  }
  if ('newerThan' in check) {
    const seed = await reader.film(check.newerThan);
    if (!seed?.year) return `seed ${check.newerThan} has no year in this catalog`;
    return eachFilm(
      (film) => film.year !== null && film.year > seed.year!,
      `not newer than ${seed.title} (${seed.year})`,
    );
  }
  if ('yearBetween' in check) {
    const [from, to] = check.yearBetween;
    return eachFilm(
      (film) => film.year !== null && film.year >= from && film.year <= to,
      `not from ${from}-${to}`,
    );
  }
  if ('hasCastMember' in check) {
    const name = normalize(check.hasCastMember);
    return eachFilm(async (film) => {
      const credits = await reader.filmCredits(film.id);
      return Boolean(credits?.cast.some((member) => normalize(member.name) === name));
    }, `without ${check.hasCastMember} in the cast`);
  }
  if ('directedBy' in check) {
    const name = normalize(check.directedBy);
    return eachFilm(async (film) => {
      const credits = await reader.filmCredits(film.id);
      return Boolean(credits?.directors.some((director) => normalize(director) === name));
    }, `not directed by ${check.directedBy}`);
  }
  if ('originalLanguage' in check) {
    const wanted = ([] as string[]).concat(check.originalLanguage);
    return eachFilm(
      (film) => film.language !== null && wanted.includes(film.language),
      `original language not ${wanted.join('/')} or unknown`,
    );
  }
  if ('notOriginalLanguage' in check)
    return eachFilm(
      (film) => film.language !== null && film.language !== check.notOriginalLanguage,
      `original language ${check.notOriginalLanguage} or unknown`,
    );
  if ('companyAll' in check) {
    const pattern = new RegExp(check.companyAll, 'i');
    return eachFilm(
      (film) => film.companies.some((company) => pattern.test(company)),
      `no company /${check.companyAll}/`,
    );
  }
  if ('companyNone' in check) {
    const pattern = new RegExp(check.companyNone, 'i');
    return eachFilm(
      (film) => !film.companies.some((company) => pattern.test(company)),
      `a company /${check.companyNone}/`,
    );
  }
  if ('likeSeeds' in check) {
    const seeds = await Promise.all(check.likeSeeds.map((id) => reader.film(id)));
    if (seeds.some((seed) => !seed)) return `a seed of ${check.likeSeeds.join(', ')} is not in this catalog`;
    return shareOf(
      (film) => seeds.every((seed) => seed!.genres.some((genre) => film.genres.includes(genre))),
      check.share,
      `share sharing a genre with every seed`,
    );
  }
  if ('themeNone' in check) {
    const pattern = new RegExp(check.themeNone, 'i');
    return eachFilm((film) => !pattern.test(`${film.title} ${film.overview}`), `about /${check.themeNone}/`);
  }
  if ('themeShare' in check) {
    const pattern = new RegExp(check.themeShare, 'i');
    return shareOf(
      (film) => pattern.test(`${film.title} ${film.overview}`),
      check.share,
      `share about /${check.themeShare}/`,
    );
  }
  if ('mentionsMovie' in check)
    return linked.includes(check.mentionsMovie)
      ? null
      : `does not link ${await titleOf(reader, check.mentionsMovie)}`;
  if ('mentionsAll' in check) {
    const missing = check.mentionsAll.filter((id) => !linked.includes(id));
    return missing.length
      ? `does not link ${(await Promise.all(missing.map((id) => titleOf(reader, id)))).join(', ')}`
      : null;
  }
  if ('firstMovieIs' in check) {
    if (linked[0] === check.firstMovieIs) return null;
    return `first linked film is ${linked[0] ? await titleOf(reader, linked[0]) : 'none'}, want ${await titleOf(reader, check.firstMovieIs)}`;
  }
  if ('excludesMovies' in check) {
    const bad = listed.filter((id) => check.excludesMovies.includes(id));
    return bad.length
      ? `lists ${(await Promise.all(bad.map((id) => titleOf(reader, id)))).join(', ')}`
      : null;
  }
  if ('neverMentions' in check) {
    const bad = linked.filter((id) => check.neverMentions.includes(id));
    return bad.length
      ? `links ${(await Promise.all(bad.map((id) => titleOf(reader, id)))).join(', ')}`
      : null;
  }
  if ('noneFrom' in check) {
    const earlier = new Set(replies.slice(0, -1).flatMap(linkedFilms));
    const pool =
      check.noneFrom === 'earlier'
        ? earlier
        : check.noneFrom === 'seen'
          ? conversation.library.seen
          : conversation.library.all;
    const bad = listed.filter((id) => pool.has(id));
    return bad.length
      ? `lists ${check.noneFrom} films: ${(await Promise.all(bad.map((id) => titleOf(reader, id)))).join(', ')}`
      : null;
  }
  if ('onlyFrom' in check) {
    const pool =
      check.onlyFrom === 'watchlist'
        ? conversation.library.watchlist
        : check.onlyFrom === 'diary'
          ? new Set(conversation.library.diary.map((entry) => entry.id))
          : conversation.library.all;
    if (listed.length === 0) return 'lists no film';
    const bad = listed.filter((id) => !pool.has(id));
    return bad.length
      ? `lists films not in the ${check.onlyFrom}: ${(await Promise.all(bad.map((id) => titleOf(reader, id)))).join(', ')}`
      : null;
  }
  if ('saysRuntimeOfPrevious' in check || 'saysDirectorOfPrevious' in check) {
    const n = 'saysRuntimeOfPrevious' in check ? check.saysRuntimeOfPrevious : check.saysDirectorOfPrevious;
    const previous = replies.length >= 2 ? listedFilms(replies.at(-2)!) : [];
    const id = previous[n - 1];
    if (id === undefined) return `the previous reply has no film #${n}`;
    const inner: Check = 'saysRuntimeOfPrevious' in check ? { saysRuntimeOf: id } : { saysDirectorOf: id };
    const why = await judge(inner, conversation, reader);
    return why && `#${n} ${await titleOf(reader, id)}: ${why}`;
  }
  if ('subsetOf' in check) {
    const previous = replies.length >= 2 ? listedFilms(replies.at(-2)!) : [];
    const bad = listed.filter((id) => !previous.includes(id));
    if (listed.length === 0) return 'lists no film';
    return bad.length
      ? `lists films not in the previous reply: ${(await Promise.all(bad.map((id) => titleOf(reader, id)))).join(', ')}`
      : null;
  }
  if ('firstIsNthOfPrevious' in check) {
    const previous = replies.length >= 2 ? listedFilms(replies.at(-2)!) : [];
    const want = previous[check.firstIsNthOfPrevious - 1];
    if (want === undefined) return `the previous reply has no film #${check.firstIsNthOfPrevious}`;
    return linked[0] === want
      ? null
      : `first linked film is ${linked[0] ? await titleOf(reader, linked[0]) : 'none'}, want #${check.firstIsNthOfPrevious} ${await titleOf(reader, want)}`;
  }
  if ('firstIsExtremeOfPrevious' in check) {
    const previous = replies.length >= 2 ? listedFilms(replies.at(-2)!) : [];
    const facts = (await Promise.all(previous.map((id) => reader.film(id)))).filter(
      (film): film is FilmFacts => film !== null,
    );
    const key = check.firstIsExtremeOfPrevious;
    const value = (film: FilmFacts) => (key === 'shortest' || key === 'longest' ? film.runtime : film.year);
    const known = facts.filter((film) => value(film) !== null);
    if (known.length < 2) return 'the previous reply lists fewer than 2 films with that fact';
    const best =
      key === 'shortest' || key === 'oldest'
        ? Math.min(...known.map((f) => value(f)!))
        : Math.max(...known.map((f) => value(f)!));
    const winners = known.filter((film) => value(film) === best).map((film) => film.id);
    if (linked[0] !== undefined && winners.includes(linked[0])) return null;
    return `first linked film is ${linked[0] ? await titleOf(reader, linked[0]) : 'none'}, want the ${key}: ${(await Promise.all(winners.map((id) => titleOf(reader, id)))).join(' or ')}`;
  }
  if ('saysDirectorOf' in check) {
    const credits = await reader.filmCredits(check.saysDirectorOf);
    if (!credits?.directors.length) return `${check.saysDirectorOf} has no director in this catalog`;
    const text = normalize(reply);
    return credits.directors.some((director) => text.includes(normalize(director)))
      ? null
      : `does not name ${credits.directors.join(' / ')}`;
  }
  if ('saysRuntimeOf' in check) {
    const film = await reader.film(check.saysRuntimeOf);
    if (!film?.runtime) return `${check.saysRuntimeOf} has no runtime in this catalog`;
    return saysRuntime(reply, film.runtime) ? null : `does not give ${film.runtime} min`;
  }
  if ('saysYearOf' in check) {
    const film = await reader.film(check.saysYearOf);
    if (!film?.year) return `${check.saysYearOf} has no year in this catalog`;
    return new RegExp(`\\b${film.year}\\b`).test(reply) ? null : `does not give ${film.year}`;
  }
  if ('saysCastOf' in check) {
    const credits = await reader.filmCredits(check.saysCastOf);
    const top = (credits?.cast ?? []).slice(0, 5).map((member) => member.name);
    if (top.length < check.count)
      return `${check.saysCastOf} has fewer than ${check.count} cast members here`;
    const text = normalize(reply);
    const named = top.filter((name) => text.includes(normalize(name)));
    return named.length >= check.count
      ? null
      : `names ${named.length} of ${top.join(', ')}; want ${check.count}`;
  }
  if ('saysDiaryCountThisYear' in check) {
    const year = String(new Date().getUTCFullYear());
    const count = conversation.library.diary.filter((entry) => entry.on.startsWith(year)).length;
    return saysNumber(reply, count) ? null : `does not say ${count}`;
  }
  if ('saysNumber' in check)
    return saysNumber(reply, check.saysNumber) ? null : `does not say ${check.saysNumber}`;
  if ('replyLanguage' in check) {
    const overviews = (await Promise.all(linked.map((id) => reader.film(id)))).map(
      (film) => film?.overview ?? '',
    );
    const own = withoutCatalogText(reply, overviews);
    const detected = detectLanguage(own);
    return detected === check.replyLanguage
      ? null
      : `reply language ${detected ?? 'unclear'} ${JSON.stringify(languageScores(own))}, want ${check.replyLanguage}`;
  }
  if ('contains' in check)
    return new RegExp(check.contains, 'i').test(reply) ? null : `does not match /${check.contains}/`;
  if ('notContains' in check) {
    const match = new RegExp(check.notContains, 'i').exec(reply);
    return match ? `contains "${match[0]}"` : null;
  }
  if ('maxChars' in check)
    return reply.length <= check.maxChars ? null : `${reply.length} characters, want <= ${check.maxChars}`;
  if ('rendersMarkdown' in check) {
    const strays = strayMarkdown(reply);
    return strays.length ? `stray markdown in: ${strays.slice(0, 2).join(' | ')}` : null;
  }
  return `unknown check ${JSON.stringify(check)}`;
}

export const checkKind = (check: Check) => Object.keys(check)[0]!;

export async function runCase(
  api: RunningApi,
  reader: CatalogReader,
  testCase: BlindCase,
  index: number,
): Promise<CaseResult> {
  const conversation = await converse(api, reader, testCase, index);
  const failures: string[] = [];
  const checks: CaseResult['checks'] = [];
  if (conversation.error) failures.push(conversation.error);
  else {
    for (const check of testCase.checks) {
      const why = await judge(check, conversation, reader);
      checks.push({ kind: checkKind(check), pass: why === null });
      if (why) failures.push(`${checkKind(check)}: ${why}`);
    }
  }
  return {
    id: testCase.id,
    class: testCase.class,
    lang: testCase.lang,
    pass: failures.length === 0,
    failures,
    turns: testCase.turns,
    replies: conversation.replies,
    checks,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Satisfiability: can a perfect assistant pass each case's film checks on this catalog?

const GENRE_IDS: Record<string, number> = {
  Action: 28,
  Adventure: 12,
  Animation: 16,
  Comedy: 35,
  Crime: 80,
  Documentary: 99,
  Drama: 18,
  Family: 10751,
  Fantasy: 14,
  History: 36,
  Horror: 27,
  Music: 10402,
  Mystery: 9648,
  Romance: 10749,
  'Science Fiction': 878,
  'TV Movie': 10770,
  Thriller: 53,
  War: 10752,
  Western: 37,
};

/** Problems found for one case: ids missing from the catalog, film checks fewer films can pass than it needs. */
export async function verifyCase(
  testCase: BlindCase,
  reader: CatalogReader,
  allIds: () => Promise<number[]>,
): Promise<string[]> {
  const problems: string[] = [];
  const ids = new Set<number>();
  if (testCase.movieId) ids.add(testCase.movieId);
  const library = testCase.library ?? {};
  for (const entry of library.diary ?? []) ids.add(entry.id);
  for (const [id] of library.ratings ?? []) ids.add(id);
  for (const id of [...(library.likes ?? []), ...(library.watchlist ?? [])]) ids.add(id);
  for (const check of testCase.checks) {
    for (const key of [
      'mentionsMovie',
      'firstMovieIs',
      'shorterThan',
      'olderThan',
      'newerThan',
      'saysDirectorOf',
      'saysRuntimeOf',
      'saysYearOf',
      'saysCastOf',
    ] as const)
      if (key in check) ids.add((check as Record<string, number>)[key]!);
    for (const key of ['mentionsAll', 'likeSeeds'] as const)
      if (key in check) for (const id of (check as Record<string, number[]>)[key]!) ids.add(id);
  }
  for (const id of ids) if (!(await reader.film(id))) problems.push(`film ${id} is not in the catalog`);
  for (const check of testCase.checks) {
    if ('saysDirectorOf' in check && !(await reader.filmCredits(check.saysDirectorOf))?.directors.length)
      problems.push(`film ${check.saysDirectorOf} has no director`);
    if ('saysRuntimeOf' in check && !(await reader.film(check.saysRuntimeOf))?.runtime)
      problems.push(`film ${check.saysRuntimeOf} has no runtime`);
    if (
      'saysCastOf' in check &&
      ((await reader.filmCredits(check.saysCastOf))?.cast.length ?? 0) < check.count
    )
      problems.push(`film ${check.saysCastOf} has too few cast members`);
  }

  // Checks on the films of the list, judged film by film.
  const filmChecks = testCase.checks.filter((check) =>
    [
      'genreAll',
      'noGenre',
      'runtimeAtMost',
      'runtimeAtLeast',
      'shorterThan',
      'olderThan',
      'newerThan',
      'yearBetween',
      'hasCastMember',
      'directedBy',
      'originalLanguage',
      'notOriginalLanguage',
      'companyAll',
      'companyNone',
      'themeNone',
      'excludesMovies',
    ].includes(checkKind(check)),
  );
  const shareChecks = testCase.checks.filter((check) =>
    ['genreShare', 'themeShare', 'likeSeeds'].includes(checkKind(check)),
  );
  if (filmChecks.length === 0 && shareChecks.length === 0) return problems;
  if (
    testCase.turns.length > 1 &&
    testCase.checks.some((check) => 'subsetOf' in check || 'firstIsNthOfPrevious' in check)
  )
    return problems;
  const need = Math.max(
    1,
    ...testCase.checks.map((check) =>
      'atLeast' in check ? check.atLeast : 'exactly' in check ? check.exactly : 1,
    ),
  );
  const cast = testCase.checks.find((check): check is { hasCastMember: string } => 'hasCastMember' in check);
  const director = testCase.checks.find((check): check is { directedBy: string } => 'directedBy' in check);
  const genre = testCase.checks.find((check): check is { genreAll: never[] } => 'genreAll' in check);
  let pool: number[];
  if (cast || director) {
    const lists = await Promise.all([
      cast ? reader.personFilms(cast.hasCastMember, 'cast') : null,
      director ? reader.personFilms(director.directedBy, 'director') : null,
    ]);
    if ((cast && !lists[0]) || (director && !lists[1]))
      return [...problems, 'person not found by the person search'];
    pool = lists
      .filter((list): list is number[] => list !== null)
      .reduce((a, b) => a.filter((id) => b.includes(id)));
  } else if (genre) {
    pool = [
      ...new Set(
        (
          await Promise.all((genre.genreAll as string[]).map((name) => reader.genreIds(GENRE_IDS[name]!)))
        ).flat(),
      ),
    ];
  } else pool = await allIds();
  await reader.prime(pool);
  const conversation: Conversation = { replies: [], library: emptyLibrary() };
  const passing: number[] = [];
  for (const id of pool) {
    conversation.replies = [`1. **[x](/movie/${id})** (2000)`];
    let ok = true;
    for (const check of filmChecks) if ((await judge(check, conversation, reader)) !== null) ok = false;
    if (ok) passing.push(id);
  }
  if (passing.length < need) problems.push(`only ${passing.length} films pass the film checks, want ${need}`);
  for (const check of shareChecks) {
    let good = 0;
    for (const id of passing) {
      conversation.replies = [`1. **[x](/movie/${id})** (2000)`];
      if ((await judge(check, conversation, reader)) === null) good++;
    }
    const want = Math.ceil(('share' in check ? check.share : 1) * need);
    if (good < want)
      problems.push(`only ${good} films pass the film checks and ${checkKind(check)}, want ${want}`);
  }
  return problems;
}

/** Every film id the catalog serves through its genre listings. */
export async function catalogIds(reader: CatalogReader): Promise<number[]> {
  const all = await Promise.all(Object.values(GENRE_IDS).map((id) => reader.genreIds(id)));
  return [...new Set(all.flat())];
}

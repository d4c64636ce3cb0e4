/**
 * The assistant's tool layer offered to the model as OpenAI-style function tools: structured search, search by
 * meaning, movie facts and similar movies. Every movie a tool returns is remembered, so the reply can only link those.
 */
import { z } from 'zod';
import { CERTIFICATIONS, type MovieFilter } from '@marquee/catalog';
import { GENRES, type MovieSummary } from '@marquee/contracts';
import { releaseYear } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { STUDIOS, studioByLabel, type Studio } from '../understanding/studios.ts';
import type { LlmTool, LlmToolCall } from './llm.client.ts';

const GENRE_NAMES = GENRES.map((genre) => genre.name) as [string, ...string[]];
const MAX_RESULTS = 10;
const STUDIO_NAMES = STUDIOS.map((studio) => studio.label) as [string, ...string[]];
/** A studio filter reads this many candidates, since only some of them are the studio's. */
const STUDIO_CANDIDATES = 100;

const filterFields = {
  genres: z.array(z.enum(GENRE_NAMES)).optional(),
  exclude_genres: z.array(z.enum(GENRE_NAMES)).optional(),
  year_from: z.number().int().optional(),
  year_to: z.number().int().optional(),
  runtime_max: z.number().int().positive().optional(),
  runtime_min: z.number().int().positive().optional(),
  languages: z.array(z.string().length(2)).optional(),
  countries: z.array(z.string().length(2)).optional(),
  certifications: z.array(z.enum(CERTIFICATIONS as [string, ...string[]])).optional(),
  keywords: z.array(z.string().min(2).max(60)).max(20).optional(),
  exclude_keywords: z.array(z.string().min(2).max(60)).max(40).optional(),
  exclude_people: z.array(z.string().min(2).max(100)).max(10).optional(),
  exclude_languages: z.array(z.string().length(2)).optional(),
  exclude_countries: z.array(z.string().length(2)).optional(),
  exclude_movie_ids: z.array(z.number().int().positive()).max(200).optional(),
  studios: z.array(z.enum(STUDIO_NAMES)).max(5).optional(),
  exclude_studios: z.array(z.enum(STUDIO_NAMES)).max(10).optional(),
  limit: z.number().int().min(1).max(MAX_RESULTS).optional(),
};
const searchArgs = z.object({
  ...filterFields,
  person: z.string().min(2).max(100).optional(),
  person_role: z.enum(['cast', 'director']).optional(),
  sort: z.enum(['popularity', 'vote_average', 'release_date']).optional(),
});
const meaningArgs = z.object({ ...filterFields, text: z.string().min(2).max(300) });
const movieArgs = z
  .object({ movie_id: z.number().int().positive().optional(), title: z.string().min(1).max(200).optional() })
  .refine((args) => args.movie_id !== undefined || args.title !== undefined, 'give movie_id or title');
const similarArgs = z.object({ ...filterFields }).and(movieArgs);

const filterSchema = {
  genres: { type: 'array', items: { type: 'string', enum: GENRE_NAMES }, description: 'every one required' },
  exclude_genres: { type: 'array', items: { type: 'string', enum: GENRE_NAMES } },
  year_from: { type: 'integer' },
  year_to: { type: 'integer' },
  runtime_max: { type: 'integer', description: 'minutes' },
  runtime_min: { type: 'integer', description: 'minutes' },
  languages: {
    type: 'array',
    items: { type: 'string' },
    description: 'ISO 639-1 original languages, e.g. fr',
  },
  countries: { type: 'array', items: { type: 'string' }, description: 'ISO 3166-1 alpha-2, e.g. FR' },
  certifications: {
    type: 'array',
    items: { type: 'string', enum: CERTIFICATIONS },
    description: 'US age ratings allowed',
  },
  keywords: {
    type: 'array',
    items: { type: 'string' },
    description: 'TMDB keywords, at least one required, e.g. heist, time travel, based on true story',
  },
  exclude_keywords: { type: 'array', items: { type: 'string' }, description: 'TMDB keywords none may have' },
  exclude_people: {
    type: 'array',
    items: { type: 'string' },
    description: 'actors or directors none may credit',
  },
  exclude_languages: {
    type: 'array',
    items: { type: 'string' },
    description: 'ISO 639-1 languages left out',
  },
  exclude_countries: {
    type: 'array',
    items: { type: 'string' },
    description: 'ISO 3166-1 countries left out',
  },
  exclude_movie_ids: {
    type: 'array',
    items: { type: 'integer' },
    description: 'catalog ids already shown or not wanted',
  },
  studios: {
    type: 'array',
    items: { type: 'string', enum: STUDIO_NAMES },
    description: 'made by one of these studios (production companies), e.g. Pixar',
  },
  exclude_studios: {
    type: 'array',
    items: { type: 'string', enum: STUDIO_NAMES },
    description: 'made by none of these studios',
  },
  limit: { type: 'integer', minimum: 1, maximum: MAX_RESULTS },
};
const movieSchema = {
  movie_id: { type: 'integer', description: 'catalog id from an earlier result' },
  title: { type: 'string' },
};

export const CHAT_TOOLS: LlmTool[] = [
  {
    type: 'function',
    function: {
      name: 'search_movies',
      description:
        'Find catalog movies by structured filters (genres, years, runtime, language, age rating, a person).',
      parameters: {
        type: 'object',
        properties: {
          ...filterSchema,
          person: { type: 'string', description: 'an actor or director name' },
          person_role: { type: 'string', enum: ['cast', 'director'] },
          sort: { type: 'string', enum: ['popularity', 'vote_average', 'release_date'] },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_by_meaning',
      description:
        'Find catalog movies whose story or mood is closest to a description, e.g. "cozy", "toys come alive".',
      parameters: {
        type: 'object',
        properties: { text: { type: 'string' }, ...filterSchema },
        required: ['text'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'movie_facts',
      description:
        'Facts about one catalog movie: year, runtime, plot, rating, US age rating, directors, cast.',
      parameters: { type: 'object', properties: movieSchema },
    },
  },
  {
    type: 'function',
    function: {
      name: 'similar_movies',
      description: 'Catalog movies similar to one movie, optionally within filters.',
      parameters: { type: 'object', properties: { ...movieSchema, ...filterSchema } },
    },
  },
];

const genreIds = (names: string[] | undefined) =>
  names?.map((name) => GENRES.find((genre) => genre.name === name)!.id);

/** The request model's filters as the tools take them: both polarities, the same catalog filter. */
function toFilter(
  args: z.infer<typeof meaningArgs> | Omit<z.infer<typeof meaningArgs>, 'text'>,
): MovieFilter {
  return {
    anyKeywords: args.keywords,
    excludeKeywords: args.exclude_keywords,
    excludeLanguages: args.exclude_languages?.map((code) => code.toLowerCase()),
    excludeCountries: args.exclude_countries?.map((code) => code.toUpperCase()),
    excludeIds: args.exclude_movie_ids,
    genreIds: genreIds(args.genres),
    excludeGenreIds: genreIds(args.exclude_genres),
    yearFrom: args.year_from,
    yearTo: args.year_to,
    runtimeMin: args.runtime_min,
    runtimeMax: args.runtime_max,
    originalLanguages: args.languages?.map((code) => code.toLowerCase()),
    countries: args.countries?.map((code) => code.toUpperCase()),
    certifications: args.certifications as MovieFilter['certifications'],
    limit: args.limit ?? MAX_RESULTS,
  };
}

const movieLine = (movie: MovieSummary) => ({
  id: movie.id,
  token: `{{movie:${movie.id}}}`,
  title: movie.title,
  year: releaseYear(movie) ?? null,
  genres: movie.genre_ids.map((id) => GENRES.find((genre) => genre.id === id)?.name).filter(Boolean),
  rating: movie.vote_count ? Number(movie.vote_average.toFixed(1)) : null,
  votes: movie.vote_count,
});

/** What a turn's tool calls share: the catalog's tools, the user's seen films, and the movies returned so far. */
interface ToolTurn {
  tools: MovieTools;
  seenByUser?: ReadonlySet<number>;
  /** Every movie any tool has returned in this conversation turn: the only movies the reply may link. */
  seen: Map<number, MovieSummary>;
}

/** Runs the model's tool calls; malformed calls get an error result the model can read, never an exception. */
export function createToolExecutor(tools: MovieTools, seenByUser?: ReadonlySet<number>) {
  const turn: ToolTurn = { tools, seenByUser, seen: new Map() };
  return {
    seen: turn.seen,
    async execute(call: LlmToolCall): Promise<string> {
      try {
        const raw: unknown = JSON.parse(call.function.arguments || '{}');
        return JSON.stringify(await runTool(turn, call.function.name, raw));
      } catch (error) {
        if (!(error instanceof z.ZodError) && !(error instanceof SyntaxError)) throw error;
        const reason =
          error instanceof z.ZodError
            ? error.issues
                .map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`)
                .join('; ')
            : 'arguments are not valid JSON';
        return JSON.stringify({ error: reason });
      }
    },
  };
}

/** The movies kept as linkable, and what the model reads of them. */
function remember({ seen }: ToolTurn, movies: MovieSummary[]) {
  for (const movie of movies) seen.set(movie.id, movie);
  return movies.slice(0, MAX_RESULTS).map(movieLine);
}

/**
 * The studios asked for and left out, checked on each film's production companies as the built-in assistant
 * does. With a studio asked for, the search reads more candidates and keeps the studio's; a catalog that lists no
 * companies says so rather than answering with films of any studio.
 */
async function ofStudios(
  turn: ToolTurn,
  args: { studios?: string[]; exclude_studios?: string[]; limit?: number },
  search: (limit: number) => Promise<MovieSummary[]>,
): Promise<{ results: ReturnType<typeof movieLine>[]; note?: string }> {
  const pick = (labels: string[] | undefined) =>
    (labels ?? []).map(studioByLabel).filter((studio): studio is Studio => Boolean(studio));
  const [wanted, avoided] = [pick(args.studios), pick(args.exclude_studios)];
  const limit = args.limit ?? MAX_RESULTS;
  if (!wanted.length && !avoided.length) return { results: remember(turn, await search(limit)) };
  const candidates = await search(wanted.length ? STUDIO_CANDIDATES : Math.min(STUDIO_CANDIDATES, limit * 3));
  const made = await turn.tools.byStudio(candidates, wanted, avoided);
  if (wanted.length && !made.known)
    return { results: [], note: 'the catalog lists no production companies for these movies' };
  return { results: remember(turn, made.movies.slice(0, limit)) };
}

/** Names to exclude resolved to catalog people, and the user's seen films left out. */
async function withExclusions(
  { tools, seenByUser }: ToolTurn,
  filter: MovieFilter,
  excludePeople: string[] | undefined,
): Promise<MovieFilter> {
  const people = await Promise.all((excludePeople ?? []).map((name) => tools.findPerson(name)));
  const personIds = people.flatMap((person) => (person ? [person.id] : []));
  return {
    ...filter,
    excludePersonIds: personIds.length ? personIds : undefined,
    excludeIds: [...(filter.excludeIds ?? []), ...(seenByUser ?? [])],
  };
}

async function resolveMovie(tools: MovieTools, args: z.infer<typeof movieArgs>) {
  return args.movie_id !== undefined ? tools.movie(args.movie_id) : tools.findTitle(args.title!);
}

async function searchMoviesTool(turn: ToolTurn, raw: unknown) {
  const args = searchArgs.parse(raw);
  const filter: MovieFilter = {
    ...(await withExclusions(turn, toFilter(args), args.exclude_people)),
    sort: args.sort,
  };
  if (args.person) {
    const person = await turn.tools.findPerson(args.person);
    if (!person) return { results: [], note: `no person called ${args.person} in the catalog` };
    Object.assign(filter, { personId: person.id, personRole: args.person_role });
  }
  return ofStudios(turn, args, (limit) => turn.tools.search({ ...filter, limit }));
}

async function searchByMeaningTool(turn: ToolTurn, raw: unknown) {
  const args = meaningArgs.parse(raw);
  const filter = await withExclusions(turn, toFilter(args), args.exclude_people);
  return ofStudios(turn, args, (limit) => turn.tools.searchByMeaning(args.text, { ...filter, limit }));
}

async function movieFactsTool(turn: ToolTurn, raw: unknown) {
  const movie = await resolveMovie(turn.tools, movieArgs.parse(raw));
  const facts = movie ? await turn.tools.facts(movie.id) : null;
  if (!movie || !facts) return { error: 'not in the catalog' };
  remember(turn, [movie]);
  return {
    ...movieLine(movie),
    release_date: facts.movie.release_date || null,
    runtime_minutes: facts.movie.runtime,
    plot: facts.movie.overview || null,
    certification: facts.certification,
    directors: facts.directors.map((director) => director.name),
    cast: facts.cast.slice(0, 6).map((member) => member.name),
    countries: facts.countries,
  };
}

async function similarMoviesTool(turn: ToolTurn, raw: unknown) {
  const { tools } = turn;
  const args = similarArgs.parse(raw);
  const movie = await resolveMovie(tools, args);
  if (!movie) return { error: 'not in the catalog' };
  remember(turn, [movie]);
  const filter = await withExclusions(turn, toFilter(args), args.exclude_people);
  const similar = await ofStudios(turn, { ...args, limit: args.limit ?? 6 }, async (limit) =>
    tools
      .allowedBy(await tools.similar(movie, filter, limit * 2), filter)
      .then((movies) => movies.slice(0, limit)),
  );
  return { movie: movieLine(movie), ...similar };
}

const TOOL_RUNNERS: Record<string, (turn: ToolTurn, raw: unknown) => Promise<unknown>> = {
  search_movies: searchMoviesTool,
  search_by_meaning: searchByMeaningTool,
  movie_facts: movieFactsTool,
  similar_movies: similarMoviesTool,
};

async function runTool(turn: ToolTurn, name: string, raw: unknown): Promise<unknown> {
  const runner = Object.hasOwn(TOOL_RUNNERS, name) ? TOOL_RUNNERS[name] : undefined;
  return runner ? runner(turn, raw) : { error: `unknown tool ${name}` };
}

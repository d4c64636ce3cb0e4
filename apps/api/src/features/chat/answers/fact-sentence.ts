/**
 * The sentence answering a question about one film (director, year, plot, runtime, rating, age rating, cast, music, writers, whether
 * it is worth it), in the reply's language: the judgement is made here, the words come from the language's wording.
 */
import { crewDepartment, type MovieFacts } from '@marquee/catalog';
import { escapeMarkdown, movieLink } from '../chat.markdown.ts';
import type { FactAspect, ReplyLanguage } from '../understanding/chat-query.ts';
import { certificationsForAge } from '../understanding/lexicon.ts';
import { genreList, languageName, phrasesFor, type Phrases } from '../wording/phrases.ts';

type FactPhrases = Phrases['facts'];

/** 'rated 8.4/10 by 35,000 voters', or nothing when nobody has rated it. */
function scoreOf(facts: MovieFacts, words: FactPhrases): string | undefined {
  const { vote_average: average, vote_count: votes } = facts.movie;
  return votes ? words.score(average.toFixed(1), votes) : undefined;
}

/** A judgement from the catalog's own figures: how well rated, by how many. */
function verdict(facts: MovieFacts, words: FactPhrases): string {
  const { vote_average: average, vote_count: votes } = facts.movie;
  if (votes < 20) return words.verdicts.tooFew;
  if (average >= 7.8) return words.verdicts.loved;
  if (average >= 7) return words.verdicts.good;
  if (average >= 6) return words.verdicts.mixed;
  return words.verdicts.poor;
}

function durationOf(minutes: number, words: FactPhrases): string {
  return words.duration(minutes, Math.floor(minutes / 60), minutes % 60);
}

/** How a runtime feels for an evening at home ('2 h 49 min, long for a weeknight'). */
function runtimeJudgement(minutes: number, words: FactPhrases): string {
  if (minutes >= 150) return words.judgements.long;
  if (minutes >= 125) return words.judgements.longish;
  if (minutes >= 90) return words.judgements.comfortable;
  return words.judgements.short;
}

function runtimeSentence(facts: MovieFacts, link: string, words: FactPhrases, judge: boolean): string {
  const { runtime } = facts.movie;
  if (!runtime) return words.noRuntime(link);
  return judge
    ? words.runtimeJudged(link, durationOf(runtime, words), runtimeJudgement(runtime, words))
    : words.runtime(link, durationOf(runtime, words));
}

function certificationSentence(
  facts: MovieFacts,
  link: string,
  genres: string,
  age: number | undefined,
  words: FactPhrases,
): string {
  const { certification } = facts;
  if (!certification) return words.noCertification(link, genres, age);
  const rated = words.certification(link, certification, words.meanings[certification]);
  if (age === undefined) return rated;
  const ceiling = certificationsForAge(age).join('/');
  const suitable = (certificationsForAge(age) as string[]).includes(certification);
  return `${rated} ${suitable ? words.suitsAge(age, ceiling) : words.notForAge(age, ceiling)}`;
}

/** The film at a glance: genres, director, runtime, rating, age rating, then its plot. */
function overview(
  facts: MovieFacts,
  link: string,
  genres: string,
  directors: string,
  phrases: Phrases,
): string {
  const words = phrases.facts;
  const { movie } = facts;
  const parts = [
    genres,
    directors ? phrases.directedBy(directors) : '',
    movie.runtime ? durationOf(movie.runtime, words) : '',
    scoreOf(facts, words) ?? '',
    facts.certification ? words.certified(facts.certification) : '',
  ].filter(Boolean);
  const plot = movie.overview ? `\n\n${escapeMarkdown(movie.overview)}` : '';
  return `${link}${parts.length ? `: ${parts.join(', ')}.` : '.'}${plot}`;
}

/**
 * Who a film's music and writing are credited to, the first credits that name someone: its composer before other
 * music credits (a song's writer); its screenplay before the book or the characters it came from.
 */
const CREDIT_TIERS: Record<'music' | 'writer', ((job: string) => boolean)[]> = {
  music: [(job) => job === 'Original Music Composer', (job) => crewDepartment(job) === 'Sound'],
  writer: [
    (job) => ['Screenplay', 'Writer', 'Co-Writer', 'Scenario Writer'].includes(job),
    (job) => crewDepartment(job) === 'Writing',
  ],
};

/** The names credited for a film's music or writing, each once, joined as a sentence lists them. */
function creditedNames(facts: MovieFacts, credit: 'music' | 'writer', and: string): string {
  const credited = (jobPasses: (job: string) => boolean) => [
    ...new Set(facts.crew.filter((member) => jobPasses(member.job)).map((member) => member.name)),
  ];
  const names = CREDIT_TIERS[credit].map(credited).find((found) => found.length > 0) ?? [];
  const shown = names.map(escapeMarkdown);
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} ${and} ${shown.at(-1)}` : (shown[0] ?? '');
}

/**
 * A film's original language named in the reply's language: the wording's own name, else the name the platform
 * knows in that language ('ko' -> 'Koreanisch'), else nothing.
 */
function originalLanguageName(code: string | null | undefined, language: ReplyLanguage): string | undefined {
  if (!code) return undefined;
  const named = languageName(code, language);
  if (named !== code) return named;
  try {
    const known = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }).of(code);
    return known ?? undefined;
  } catch {
    return undefined;
  }
}

/** Whole years from a release date to today: 'how old is jaws'. */
function yearsSince(released: string, today: Date): number {
  const [year, month, day] = released.split('-').map(Number);
  const before =
    today.getUTCMonth() + 1 < month! || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day!);
  return today.getUTCFullYear() - year! - (before ? 1 : 0);
}

/** The facts read from the film itself rather than its credits: its genres, language and age. */
function filedSentence(
  aspect: 'genres' | 'language' | 'age',
  facts: MovieFacts,
  link: string,
  language: ReplyLanguage,
  today: Date,
): string {
  const words = phrasesFor(language).facts;
  const { movie } = facts;
  if (aspect === 'genres') {
    const genres = genreList(
      movie.genres.map((genre) => genre.id),
      language,
      4,
    );
    return genres ? words.genres(link, genres) : words.noGenres(link);
  }
  if (aspect === 'language') {
    const named = originalLanguageName(movie.original_language, language);
    return named ? words.originalLanguage(link, named) : words.noOriginalLanguage(link);
  }
  return movie.release_date
    ? words.age(link, movie.release_date, yearsSince(movie.release_date, today))
    : words.noReleaseDate(link);
}

export function factSentence(
  aspect: FactAspect,
  facts: MovieFacts,
  language: ReplyLanguage,
  age: number | undefined,
  judge = false,
  today = new Date(),
): string {
  const phrases = phrasesFor(language);
  const words = phrases.facts;
  const { movie } = facts;
  const link = movieLink(movie);
  const names = facts.directors.map((director) => escapeMarkdown(director.name));
  const directors = names.join(` ${words.and} `);
  const genres = genreList(
    movie.genres.map((genre) => genre.id),
    language,
    3,
  );
  const score = scoreOf(facts, words);
  switch (aspect) {
    case 'director':
      return directors ? words.director(link, directors, names.length) : words.noDirector(link);
    case 'music': {
      const composers = creditedNames(facts, 'music', words.and);
      return composers ? words.music(link, composers) : words.noMusic(link);
    }
    case 'writer': {
      const writers = creditedNames(facts, 'writer', words.and);
      return writers ? words.writers(link, writers) : words.noWriters(link);
    }
    case 'year':
      return movie.release_date ? words.released(link, movie.release_date) : words.noReleaseDate(link);
    case 'plot':
      return movie.overview ? words.plot(link, escapeMarkdown(movie.overview)) : words.noPlot(link);
    case 'runtime':
      return runtimeSentence(facts, link, words, judge);
    case 'rating':
      return score ? words.rating(link, score) : words.noRating(link);
    case 'cast': {
      const cast = facts.cast
        .slice(0, 5)
        .map((member) =>
          member.character
            ? `${escapeMarkdown(member.name)} (${escapeMarkdown(member.character)})`
            : escapeMarkdown(member.name),
        );
      return cast.length ? words.cast(link, cast) : words.noCast(link);
    }
    case 'certification':
      return certificationSentence(facts, link, genres, age, words);
    case 'streaming':
      // The chat has no provider listings; the movie page shows them where TMDB is connected (where-to-watch).
      return words.streaming(link);
    case 'worth':
      return score
        ? words.worth(link, score, genres, directors, verdict(facts, words))
        : words.worthUnrated(link);
    case 'awards':
      return `${factSentence('worth', facts, language, age)} ${words.awardsUntracked}`;
    case 'overview':
      return overview(facts, link, genres, directors, phrases);
    case 'genres':
    case 'language':
    case 'age':
      return filedSentence(aspect, facts, link, language, today);
  }
}

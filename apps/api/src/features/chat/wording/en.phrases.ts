/** English: the reference wording. Its phrase set defines the keys every other language must have. */
import { GENRES } from '@marquee/contracts';
import {
  countIn,
  longDate,
  type GenreName,
  type ReplyWording,
  type ClarifyWording,
  type LibraryPhrases,
  type PeoplePhrases,
} from './reply-wording.ts';

const HELP = [
  "I recommend movies from Marquee's catalog and answer questions about them. You can ask me things like:",
  '',
  '- a mood: *something uplifting*, *something cozy for a rainy sunday*',
  '- a genre, a decade, a length or a language: *80s action*, *a comedy under 100 minutes*, *a french film*',
  '- a person: *movies with Tom Hanks*, *directed by Nolan*',
  '- a movie you loved: *like Inception* (or *more like this* on a movie page)',
  '- a question: *who directed Alien?*, *is this ok for my 8 year old?*, *The Matrix or Inception?*',
  '',
  'Then say *more* or *older ones* to keep going.',
].join('\n');

/** Sentences about one film's facts: who directed it, how long it runs, whether it suits a child. */
const FACTS = {
  /** Joins several directors' names. */
  and: 'and',
  director: (link: string, directors: string, _count: number) => `${link} was directed by **${directors}**.`,
  noDirector: (link: string) => `Our catalog doesn't say who directed ${link}.`,
  music: (link: string, names: string) => `The music of ${link} is by **${names}**.`,
  noMusic: (link: string) => `Our catalog doesn't say who wrote the music of ${link}.`,
  writers: (link: string, names: string) => `${link} was written by **${names}**.`,
  noWriters: (link: string) => `Our catalog doesn't say who wrote ${link}.`,
  longer: (longer: string, longerRuns: string, shorter: string, shorterRuns: string) =>
    `${longer} is the longer one: it runs ${longerRuns}, against ${shorterRuns} for ${shorter}.`,
  shorter: (shorter: string, shorterRuns: string, longer: string, longerRuns: string) =>
    `${shorter} is the shorter one: it runs ${shorterRuns}, against ${longerRuns} for ${longer}.`,
  sameLength: (first: string, second: string, runs: string) => `${first} and ${second} both run ${runs}.`,
  released: (link: string, date: string) => `${link} came out on ${longDate(date, 'en-US')}.`,
  noReleaseDate: (link: string) => `Our catalog has no release date for ${link}.`,
  /** The genres the catalog files a film under. */
  genres: (link: string, genres: string) => `In our catalog, ${link} is filed under ${genres}.`,
  noGenres: (link: string) => `Our catalog files ${link} under no genre.`,
  /** The language a film was made in, named in the reply's language. */
  originalLanguage: (link: string, language: string) => `The original language of ${link} is ${language}.`,
  noOriginalLanguage: (link: string) => `Our catalog doesn't say which language ${link} was made in.`,
  /** How long ago a film came out. */
  age: (link: string, date: string, years: number) =>
    `${link} came out on ${longDate(date, 'en-US')}, so it is ${years} ${years === 1 ? 'year' : 'years'} old.`,
  plot: (link: string, overview: string) =>
    `Here is what ${link} is about, as our catalog tells it: ${overview}`,
  noPlot: (link: string) => `Our catalog has no plot summary for ${link}.`,
  runtime: (link: string, duration: string) => `${link} runs ${duration}.`,
  runtimeJudged: (link: string, duration: string, judgement: string) =>
    `${link} runs ${duration}: ${judgement}.`,
  noRuntime: (link: string) => `Our catalog doesn't know how long ${link} is.`,
  duration: (minutes: number, hours: number, rest: number) => `${minutes} minutes (${hours} h ${rest} min)`,
  characterPlayedBy: (link: string, character: string, name: string) =>
    `In the film ${link}, the role of ${character} is played by **${name}**.`,
  characterUnknown: (link: string, billed: string) =>
    `I don't know that role in ${link}: our catalog doesn't list that character.${billed ? ` Its top-billed cast: ${billed}.` : ''}`,
  compareIntro: 'Here is how they compare in our catalog:',
  compareClose:
    'Viewers rate them about the same, so pick by mood: the genres above are the real difference.',
  compareAhead: (link: string) => `By viewers' ratings, ${link} comes out ahead.`,
  releasedFirst: (first: string, second: string) => `${first} came out first, then ${second}.`,
  releasedSameYear: (first: string, second: string) => `Both came out the same year: ${first} and ${second}.`,
  castYes: (name: string, link: string, character: string) =>
    character ? `Yes: **${name}** is in ${link}, as ${character}.` : `Yes: **${name}** is in ${link}.`,
  castDirected: (name: string, link: string) => `Yes: **${name}** directed ${link}.`,
  directorNo: (name: string, link: string, directors: string) =>
    directors
      ? `No: ${link} was directed by ${directors}, not ${name}.`
      : `No, our catalog doesn't list ${name} as the director of ${link}.`,
  castNo: (name: string, link: string, billed: string) =>
    `No, our catalog doesn't list ${name} in ${link}.${billed ? ` Its top-billed cast: ${billed}.` : ''}`,
  notRatedYet: 'not rated yet',
  ageFits: (age: number, ceiling: string, list: string) =>
    `For a ${age}-year-old I'd look for ${ceiling}. Of those, these fit:\n\n${list}`,
  ageNone: (age: number, ceiling: string) =>
    `For a ${age}-year-old I'd look for ${ceiling}, and none of those is rated that (or our catalog doesn't know their rating).`,
  /** How a runtime feels for an evening at home. */
  judgements: {
    long: 'long for a weeknight, so save it for a free evening or the weekend',
    longish: 'on the long side for a weeknight, but doable if you start early',
    comfortable: 'a comfortable length for a weeknight',
    short: 'short: easy to fit into any evening',
  },
  score: (score: string, votes: number) => `rated ${score}/10 by ${countIn(votes, 'en-US')} voters`,
  rating: (link: string, score: string) => `${link} is ${score} on TMDB.`,
  noRating: (link: string) => `Nobody has rated ${link} in our catalog yet.`,
  cast: (link: string, cast: string[]) => `${link} stars ${cast.join(', ')}.`,
  noCast: (link: string) => `Our catalog doesn't list the cast of ${link}.`,
  /** The chat has no provider listings; the movie page shows them where TMDB is connected. */
  streaming: (link: string) =>
    `I can't see streaming services from the chat. ${link}'s page lists where to watch it when Marquee is connected to TMDB.`,
  worth: (link: string, score: string, genres: string, directors: string, verdict: string) =>
    `${link} is ${score}${genres ? `, ${genres}` : ''}${directors ? `, directed by ${directors}` : ''}. ${verdict}`,
  awardsUntracked: "Our catalog doesn't track awards, though, so I can't say what it won.",
  worthUnrated: (link: string) => `Nobody has rated ${link} in our catalog yet, so I can't judge it.`,
  /** A judgement from the catalog's own figures: how well rated, by how many. */
  verdicts: {
    tooFew: 'Too few people have rated it for me to judge.',
    loved: 'It is one of the best-loved movies in our catalog: yes, well worth watching.',
    good: 'Viewers rate it well: worth watching if the genre is your thing.',
    mixed: 'Opinions are mixed: fine for fans of the genre, not a must-see.',
    poor: 'Viewers rate it poorly: I would pick something else.',
  },
  /** The age rating in a film's overview line. */
  certified: (certification: string) => `rated ${certification}`,
  certification: (link: string, certification: string, meaning: string | undefined) =>
    `${link} is rated **${certification}** in the US${meaning ? ` (${meaning})` : ''}.`,
  /** What each US rating means. */
  meanings: {
    G: 'suitable for all ages',
    PG: 'some material may not suit young children',
    'PG-13': 'parents strongly cautioned for children under 13',
    R: 'under 17 only with a parent or adult',
    'NC-17': 'adults only',
  } as Partial<Record<string, string>>,
  noCertification: (link: string, genres: string, age: number | undefined) =>
    `Our catalog has no age rating for ${link}, so I can't say for sure${age ? ` whether it suits a ${age}-year-old` : ''}. Its genres are ${genres || 'unknown'}; check a parents' guide before you press play.`,
  suitsAge: (age: number, ceiling: string) =>
    `For a ${age}-year-old I'd look for ${ceiling}, so it usually suits a ${age}-year-old, though you know your child best.`,
  notForAge: (age: number, ceiling: string) =>
    `For a ${age}-year-old I'd look for ${ceiling}, so I would pick something else.`,
};

export const ENGLISH_PHRASES = {
  help: HELP,
  cannotHelp: [
    "Sorry, I couldn't work out what kind of movie you're after, and I only know about movies in our catalog.",
    '',
    HELP,
  ].join('\n'),
  greeting: 'Hi there!',
  thanks: "You're welcome! Enjoy the movie. Ask me any time for more ideas. 🍿",
  goodbye: 'Bye for now, and enjoy the movie! Come back any time for more ideas. 🍿',
  wellbeing:
    "I'm doing well, thanks for asking! What are you in the mood to watch: a genre, a mood, an actor?",
  identity:
    "I'm Marquee's movie assistant: a program, not a person. I suggest films from this site's catalog and answer questions about them, like who directed a film or how long it runs. What are you in the mood for?",
  complaint:
    "Sorry those weren't right for you. Tell me what missed (too old, the wrong mood, not your genre) or what you'd like instead, and I'll try again.",
  praise: "Thank you, that's kind of you! Whenever you want another idea, just ask. 🍿",
  tip: '_Want different ones? Ask for **more**, **older ones**, a decade, or movies **like** one of these._',
  /** 'how many horror films do you have?': the catalog's count, then some of them (or all, when few). */
  counted: (count: number, description: string, all: boolean) =>
    count === 1
      ? 'Our catalog has just one:'
      : `Our catalog has ${count} ${description}${all ? ':' : '. Some of them:'}`,
  found: (description: string, more: boolean) =>
    `Here are some ${more ? 'more ' : ''}${description} you might enjoy:`,
  uplifting: (description: string) => `Here are some ${description} to brighten your day:`,
  noneFound: (description: string, more: boolean) =>
    `I couldn't find any ${more ? 'more ' : ''}${description} in our catalog. Try a different genre, mood or decade.`,
  /** A studio was asked for, but the catalog lists no production companies to check it against. */
  studioUnknown: (studios: string) =>
    `Our catalog doesn't list which studio made its films, so I can't pick ${studios} films for you. Try a genre, a director or a title instead.`,
  /** A series named by the start of its titles ('the harry potter films'): its name as the catalog spells it. */
  // 'The Lord of the Rings' reads 'The Lord of the Rings films', not 'The The Lord…'.
  seriesIntro: (series: string) => `The ${series.replace(/^the\s+/i, '')} films in our catalog:`,
  likeIntro: (movie: string, years: string) => `If you liked ${movie}, try these${years ? ` ${years}` : ''}:`,
  likeNone: (movie: string, years: string) =>
    `I couldn't find more movies like ${movie}${years ? ` ${years}` : ''} in our catalog. Try another title or a genre.`,
  titleNotFound:
    "I couldn't find that title in our catalog, so I can't tell you about it or suggest similar movies. Check the spelling, or describe the kind of movie you want.",
  /** Added under an answer given from the local catalog while the live movie database is down. */
  liveDataUnavailable:
    '_Live movie data is unavailable right now, so this answer comes from the movies saved on this site._',
  whichMovie:
    "I'm not sure which movie you mean. Open a movie's page and ask again, or tell me a title, like *movies like Inception*.",
  personIntro: (description: string, more: boolean) =>
    `Here are ${more ? 'more ' : ''}${description} from our catalog:`,
  personNone: (name: string, more: boolean) =>
    `I couldn't find any ${more ? 'more ' : ''}movies with ${name} in our catalog.`,
  fewAbout: (description: string) => `Our catalog has only these ${description}.`,
  fewGenres: (all: string) => `I found few movies that are all of ${all}, so I included some of each.`,
  someForEach: (parts: string) => `No movie suits everyone at once, so here are some for each: ${parts}.`,
  widenedYears: (years: string) => `Our catalog has few matches ${years}, so I widened the years.`,
  themeBeyondShelf:
    'Few of our films made for children are about that, so I added other films about it that are fine for their age.',
  noCertifications: 'Our catalog has no age rating for some of these; check before you press play.',
  personNoneOfKind: (name: string, description: string) =>
    `${name} has no ${description} in our catalog, so here are other well-known ones of theirs.`,
  rated: (score: string) => `, rated ${score}/10`,
  directedBy: (name: string) => `directed by ${name}`,
  /** The header of a table of films, a column each ('a table: title, year, runtime'). */
  tableColumns: { title: 'Title', year: 'Year', director: 'Director', runtime: 'Runtime', rating: 'Rating' },
  as: (character: string) => ` as ${character}`,
  sharesFeel: (genres: string) => `shares the ${genres} feel`,
  favouriteOf: (title: string) => `a favourite among fans of ${title}`,
  catalogFavourite: 'a catalog favourite',
  popularIntro: (more: boolean) =>
    `Here are ${more ? 'more' : 'some'} of the best-loved movies in our catalog. Tell me a mood, genre or actor and I'll narrow it down:`,
  watchlistEmpty: 'Your watchlist is empty. Mark movies as *Want to watch* and I can pick from them.',
  watchlistNone: "Nothing on your watchlist fits that. Try fewer conditions, or ask without 'my watchlist'.",
  watchlistIntro: 'From your watchlist:',
  rewatchEmpty:
    "You haven't logged, rated or liked any films yet, so I have nothing to suggest rewatching. Mark a few as watched.",
  rewatchNone: "None of the films you've seen fits that. Try fewer conditions.",
  rewatchIntro: "From films you've seen, to watch again:",
  ratedEmpty: "You haven't rated any films yet. Rate a few and I can list your favourites.",
  ratedNone: "None of the films you've rated fits that. Try fewer conditions.",
  ratedIntro: 'The films you rated highest:',
  yourRating: (rating: number) => `you rated it ${rating}/10`,
  signInForLibrary:
    "Sign in and I can use your watchlist and diary; for now I don't know which films you've seen.",
  noLovedYet:
    "You haven't liked or rated a film highly yet, so I don't know what you loved last. Tell me a title instead.",
  /** Said once per conversation when the user's history shaped the answer. */
  historyUsed: "I left out films you've already logged or rated (ask for a *rewatch* to include them).",
  personUnknown:
    "I couldn't find that person in our catalog. Check the spelling, or try a genre or a mood instead.",
  questionNotUnderstood:
    "I couldn't tell which movie or person that question is about, so I won't guess. Try *who directed Alien?*, *how long is Inception?* or *what has Tom Hanks been in?*",
  avoiding: (what: string) => `Leaving out ${what}.`,
  facts: FACTS,
  /** A pick among the last answer's films ('which of them is the shortest?'). */
  picks: {
    several: (count: number) => `Of those, these ${count}:`,
    /** 'which of these are under 2 hours': the films of the last answer that fit. */
    fitting: 'Of those, these fit:',
    noneFits: 'None of those fits that.',
    /** 'just the ones under 2.5 hours' when few or none of them fit: those that do, then more of the request's. */
    fewFitMore: 'Only a few of those fit, so here they are with more that do:',
    noneFitMore: 'None of those fits, but these do:',
    unknown: "Our catalog doesn't know that about these films.",
    shortest: (link: string, runtime: string) => `Of those, ${link} is the shortest, at ${runtime}.`,
    longest: (link: string, runtime: string) => `Of those, ${link} is the longest, at ${runtime}.`,
    oldest: (link: string, year: string) => `Of those, ${link} is the oldest, from ${year}.`,
    release_date: (link: string, year: string) => `Of those, ${link} is the newest, from ${year}.`,
    vote_average: (link: string, score: string) => `Of those, ${link} is the best rated, at ${score}/10.`,
    popularity: (link: string) => `Of those, ${link} is the most popular.`,
    rated: (score: string) => `rated ${score}/10`,
  },
};

/** The user's own films, a film told by its story, and messages about something else. */
const PEOPLE: PeoplePhrases = {
  and: 'and',
  noneTogether: (names, more) =>
    `I couldn't find ${more ? 'another' : 'a'} film in our catalog with both ${names}. Ask for either of them on their own to see their films.`,
  togetherLoosened: 'None of their films together fits the rest of your request, so here are all of them.',
  filmographyIntro: (name, films, role, bestKnown) =>
    `${name} ${role === 'director' ? 'directed' : 'is in'} ${films} ${films === 1 ? 'film' : 'films'} in our catalog${bestKnown ? '; the best known' : ''}:`,
  filmographyNone: (name, role) =>
    `I couldn't find films ${role === 'director' ? 'directed by' : 'with'} ${name} in our catalog.`,
  filmographyNoOther: (name, role) =>
    `Our catalog has no other film ${role === 'director' ? 'directed by' : 'with'} ${name}.`,
  asDirector: 'director',
  asCharacter: (character) => `as ${character}`,
  inCast: 'in the cast',
};

const CLARIFY: ClarifyWording = {
  readings: {
    recommend: 'recommendations',
    fact: 'to know something about a film',
    library: 'to look at your own films',
    identify: 'to find a film from its story',
    group: 'picks for a group',
  },
  question: (first, second) => `Quick question before I answer: do you want ${first}, or ${second}?`,
  picks: {
    recommend: ['recommend\\w*', 'suggest\\w*', 'ideas?', 'a list', 'something to watch', 'films to watch'],
    fact: ['a fact', 'facts?', 'know\\w*', 'info\\w*', 'details?', 'about (?:a|the) (?:film|movie)'],
    library: ['my (?:own )?(?:films|movies|diary|list|ratings)', 'mine', 'what i (?:watched|saw|rated)'],
    identify: [
      'find (?:it|the film|the movie|a film)',
      'the name',
      'which (?:film|movie) it is',
      'its story',
      'identify',
    ],
    group: ['(?:a )?group', 'together', 'for (?:us|all of us|everyone)', 'friends', 'family'],
  },
  first: ['(?:the )?first(?: one)?', '1', 'the former', 'option (?:1|one|a)'],
  second: ['(?:the )?second(?: one)?', '2', 'the latter', 'the other(?: one)?', 'option (?:2|two|b)'],
};

const LIBRARY: LibraryPhrases = {
  lastWatchedIntro: 'Your most recent films, newest first:',
  lastWatchedOne: 'This is the last film you watched, going by your diary:',
  watchedOn: (date) => `watched ${date}`,
  yourRating: (rating) => `you rated it ${rating}/10`,
  periodIntro: (period) => `What you watched in ${period}:`,
  periodEmpty: (period) => `You logged no films in ${period}.`,
  diaryEmpty: "Your diary is empty so far: log a film you've watched and I can tell you about it.",
  countInPeriod: (films, period) =>
    films === 1 ? `You logged 1 film in ${period}.` : `You logged ${films} films in ${period}.`,
  likeLovedIntro: (titles) => `More like the films you loved (${titles}):`,
  becauseYouLoved: (title) => `because you loved ${title}`,
  nothingLovedYet: "You haven't rated or liked any films yet: rate a few and I'll find more like them.",
  identifyIntro: 'That sounds like this one:',
  identifyUnsure: "I'm not sure which film that is. It could be one of these:",
  bestMatch: 'the closest match to your description',
  otherMatch: 'or perhaps this one',
  identifyNone:
    "I couldn't place that film from the description. Any other detail: an actor, a year, a scene?",
  noSequel: (title) => `Our catalog has no sequel to ${title}.`,
  offTopic:
    "I can only help with movies: recommendations, facts about a film, or what's in your diary. What would you like to watch?",
  seenYes: (film, date) =>
    date ? `Yes: you watched ${film} on ${date}.` : `Yes: ${film} is on your watched list.`,
  seenNo: (film) => `Not yet: ${film} isn't in your diary or on your watched list.`,
  ratedIt: (film, rating) => `You rated ${film} ${rating} out of 10.`,
  notRated: (film) => `You haven't rated ${film}.`,
  lowestIntro: 'Your lowest rated films, lowest first:',
  lowestInPeriodIntro: (period) => `What you watched in ${period}, your lowest rated first:`,
  highestInPeriodIntro: (period) => `What you watched in ${period}, your highest rated first:`,
  gaveIntro: (rating) => `The films you rated ${rating}/10:`,
  gaveNone: (rating) => `You haven't rated any film ${rating}/10.`,
  countRated: (films, period) =>
    `You have rated ${films === 1 ? '1 film' : `${films} films`} ${period ? `in ${period}` : 'so far'}.`,
  countLoved: (films) =>
    films === 1 ? 'You have liked 1 film so far.' : `You have liked ${films} films so far.`,
  highestIntro: 'Your highest rated films, highest first:',
  seenWith: (name) => `The films with ${name} you have seen:`,
  seenNoneWith: (name) => `You haven't logged any film with ${name} yet.`,
  favoriteDirector: (name) =>
    `Going by your ratings, your favorite director is ${name}. The films of theirs you rated highest:`,
  noFavoriteDirector: "You haven't rated enough films you liked to tell a favorite director yet.",
  seenReason: 'on your watched list',
  seenOfKind: 'The films of that kind you have seen:',
  seenNoneOfKind: "None of the films you've logged is of that kind.",
  ownInOrderIntro: (part, order) =>
    `${{ liked: 'The films you liked', rated: 'The films you rated', watchlist: 'The films on your watchlist', seen: 'The films you have seen' }[part]}, ${{ oldest: 'oldest first', newest: 'newest first', shortest: 'shortest first', longest: 'longest first' }[order]}:`,
  ownPartEmpty: (part) =>
    ({
      liked: "You haven't liked any films yet.",
      rated: "You haven't rated any films yet.",
      watchlist: 'Your watchlist is empty.',
      seen: "You haven't logged any films yet.",
    })[part],
};

export const ENGLISH: ReplyWording<'en'> = {
  code: 'en',
  locale: 'en-US',
  phrases: ENGLISH_PHRASES,
  library: LIBRARY,
  people: PEOPLE,
  clarify: CLARIFY,
  genres: Object.fromEntries(GENRES.map((genre) => [genre.name, genre.name])) as Record<GenreName, string>,
  languages: {
    fr: 'French',
    it: 'Italian',
    de: 'German',
    ja: 'Japanese',
    ko: 'Korean',
    zh: 'Chinese',
    cn: 'Cantonese',
    hi: 'Hindi',
    es: 'Spanish',
    ru: 'Russian',
    sv: 'Swedish',
    da: 'Danish',
    pt: 'Portuguese',
    fa: 'Persian',
    tr: 'Turkish',
    th: 'Thai',
    en: 'English',
  },
  // The labels of themes and avoided things are English nouns already; a mood's label is an adjective ('without
  // emotional' read as a phrase), so a mood turned down is said as its noun.
  topics: {
    violent: 'violence',
    gory: 'gore',
    scary: 'scares',
    dark: 'dark themes',
    sad: 'sadness',
    uplifting: 'feel-good sweetness',
    fun: 'humor',
    'mind-bending': 'mind games',
    emotional: 'heavy emotion',
    thrilling: 'suspense',
    cozy: 'coziness',
    'slow-burn': 'slow pacing',
    'fast-paced': 'frantic pacing',
  },
  query: {
    order: [
      'sort',
      'mood',
      'films',
      'person',
      'studios',
      'runtime',
      'years',
      'audience',
      'themes',
      'avoided',
      'described',
    ],
    films: (genres, languages) => ({
      text: [genres.join(' '), languages.length ? `${languages.join(' or ')}-language` : '', 'movies']
        .filter(Boolean)
        .join(' '),
      feminine: false,
    }),
    sort: (order) => (order === 'vote_average' ? 'highly rated' : 'recent'),
    mood: (label) => label,
    person: (name, directed) => (directed ? `directed by ${name}` : `with ${name}`),
    studios: (names) => `from ${names.join(' or ')}`,
    runtime: {
      range: (min, max) => `of ${min} to ${max} minutes`,
      atMost: (max) => `of up to ${max} minutes`,
      over: (min) => `over ${min} minutes`,
    },
    years: {
      year: (year) => `from ${year}`,
      decade: (first) => `from the ${first}s`,
      range: (from, to) => `from ${from} to ${to}`,
      before: (year) => `from before ${year}`,
      since: (year) => `from ${year} on`,
    },
    audience: ({ rating, label }) =>
      rating ? `rated ${rating.certification}${rating.orLower ? ' or lower' : ''}` : `for ${label}`,
    themes: (topics) => `about ${topics.join(' and ')}`,
    avoided: (topics) => `without ${topics.join(' or ')}`,
    described: 'matching your description',
  },
};

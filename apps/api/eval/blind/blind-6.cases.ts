/**
 * Blind chat set 6: 120 conversations typed the way people type to a movie chat assistant.
 *
 * Written without reading the assistant's code, the other chat evals or the earlier blind sets; only the case
 * format (blind-types.ts), the runner and the catalog's data were read. Plots and scenes are told in my own
 * words, never copied from a catalog overview.
 *
 * FROZEN: never reword a prompt to suit the assistant. A check that misjudges the catalog's data may be fixed,
 * with the reason in the commit message.
 */
import type { BlindCase } from './blind-types.ts';

export const BLIND_6_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------------------
  // mood / genre
  {
    id: 'b6-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['recommend a scary movie'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b6-002',
    class: 'mood-genre',
    lang: 'es',
    turns: ['una peli de risa pa esta noche porfa'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b6-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need a feel-good comedy after the week i had'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b6-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['give me ONE thriller. just one, i always get overwhelmed by lists'],
    checks: [{ exactly: 1 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b6-005',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un film romantique pour ce soir ?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Romance'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b6-006',
    class: 'mood-genre',
    lang: 'de',
    turns: ['ich hab bock auf nen richtig guten actionfilm'],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b6-007',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['me indica um filme de animação bem bonito'],
    checks: [{ atLeast: 3 }, { genreAll: ['Animation'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b6-008',
    class: 'mood-genre',
    lang: 'it',
    turns: ['consigliami un western da vedere stasera'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b6-009',
    class: 'mood-genre',
    lang: 'en',
    turns: ['smth sad that will actually make me cry ngl'],
    checks: [{ atLeast: 3 }, { genreShare: ['Drama'], share: 0.8 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b6-010',
    class: 'mood-genre',
    lang: 'en',
    turns: ['a mind bending sci fi?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b6-011',
    class: 'mood-genre',
    lang: 'en',
    turns: ['recommend a single documentary worth my time'],
    checks: [{ exactly: 1 }, { genreAll: ['Documentary'] }],
  },
  {
    id: 'b6-012',
    class: 'mood-genre',
    lang: 'en',
    turns: ['good war movie?'],
    checks: [{ atLeast: 3 }, { genreAll: ['War'] }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // the signed-in user's own history
  {
    id: 'b6-013',
    class: 'history',
    lang: 'en',
    turns: ['what was the last thing i watched'],
    library: {
      diary: [
        { id: 680, on: '-3d', rating: 8 },
        { id: 862, on: '-11d' },
        { id: 578, on: '-45d', rating: 7 },
      ],
    },
    checks: [{ firstMovieIs: 680 }],
  },
  {
    id: 'b6-014',
    class: 'history',
    lang: 'en',
    turns: ['what have i watched in the past week?'],
    library: {
      diary: [
        { id: 603, on: '-1d' },
        { id: 13, on: '-4d', rating: 9 },
        { id: 155, on: '-20d' },
        { id: 550, on: '-50d' },
      ],
    },
    checks: [{ mentionsAll: [603, 13] }, { neverMentions: [155, 550] }, { onlyFrom: 'diary' }],
  },
  {
    id: 'b6-015',
    class: 'history',
    lang: 'en',
    turns: ['remind me what i watched back in march'],
    library: {
      diary: [
        { id: 238, on: 'Y0-02-27' },
        { id: 769, on: 'Y0-03-04', rating: 9 },
        { id: 1422, on: 'Y0-03-21' },
        { id: 949, on: 'Y0-04-02' },
      ],
    },
    checks: [{ mentionsAll: [769, 1422] }, { neverMentions: [238, 949] }],
  },
  {
    id: 'b6-016',
    class: 'history',
    lang: 'en',
    turns: ['which movie did i rate the highest'],
    library: {
      ratings: [
        [27205, 8],
        [157336, 10],
        [603, 7],
        [11, 6],
      ],
    },
    checks: [{ firstMovieIs: 157336 }],
  },
  {
    id: 'b6-017',
    class: 'history',
    lang: 'en',
    turns: ['how many films have I logged this year so far'],
    library: {
      diary: [
        { id: 120, on: 'Y0-01-10' },
        { id: 121, on: 'Y0-02-14' },
        { id: 122, on: 'Y0-06-01' },
        { id: 11, on: 'Y0-09-30' },
        { id: 1891, on: '2024-07-04' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b6-018',
    class: 'history',
    lang: 'en',
    turns: ['more like the ones i loved pls'],
    library: {
      ratings: [
        [348, 10],
        [679, 9],
        [1091, 9],
        [10681, 4],
      ],
      likes: [348, 1091],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Science Fiction', 'Horror'], share: 0.6 }],
  },
  {
    id: 'b6-019',
    class: 'history',
    lang: 'en',
    turns: ["what's on my watchlist again"],
    library: { watchlist: [346, 548, 11216] },
    checks: [{ mentionsAll: [346, 548, 11216] }, { onlyFrom: 'watchlist' }],
  },
  {
    id: 'b6-020',
    class: 'history',
    lang: 'en',
    turns: ['did i ever see heat? cant remember'],
    library: {
      diary: [
        { id: 949, on: '2025-05-17', rating: 8 },
        { id: 111, on: '2025-06-02' },
      ],
    },
    checks: [{ mentionsMovie: 949 }, { contains: "yes|yeah|yep|you did|you watched|you've seen|you saw" }],
  },
  {
    id: 'b6-021',
    class: 'history',
    lang: 'en',
    turns: ['pick something for me tonight that i havent seen yet'],
    library: {
      diary: [
        { id: 278, on: '-30d', rating: 10 },
        { id: 238, on: '-60d', rating: 9 },
      ],
      ratings: [[680, 8]],
      likes: [13],
    },
    checks: [{ atLeast: 1 }, { noneFrom: 'seen' }],
  },
  {
    id: 'b6-022',
    class: 'history',
    lang: 'es',
    turns: ['¿qué pelis he visto en los últimos 7 días?'],
    library: {
      diary: [
        { id: 129, on: '-2d' },
        { id: 8392, on: '-5d', rating: 8 },
        { id: 128, on: '-25d' },
      ],
    },
    checks: [{ mentionsAll: [129, 8392] }, { neverMentions: [128] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b6-023',
    class: 'history',
    lang: 'fr',
    turns: ["c'est quoi le film que j'ai le moins aimé ?"],
    library: {
      ratings: [
        [194, 9],
        [77338, 8],
        [18, 3],
        [101, 7],
      ],
    },
    checks: [{ firstMovieIs: 18 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b6-024',
    class: 'history',
    lang: 'de',
    turns: ['was steht eigentlich alles auf meiner merkliste'],
    library: { watchlist: [582, 613, 19] },
    checks: [{ mentionsAll: [582, 613, 19] }, { onlyFrom: 'watchlist' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b6-025',
    class: 'history',
    lang: 'pt',
    turns: ['escolhe um da minha lista pra ver hoje'],
    library: { watchlist: [598, 496243, 27205, 155] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { replyLanguage: 'pt' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // small talk
  {
    id: 'b6-026',
    class: 'small-talk',
    lang: 'en',
    turns: ['hi'],
    checks: [{ noMovies: true }, { maxChars: 600 }],
  },
  {
    id: 'b6-027',
    class: 'small-talk',
    lang: 'en',
    turns: ['who are you exactly? like what can u do'],
    checks: [{ noMovies: true }, { maxChars: 1200 }],
  },
  {
    id: 'b6-028',
    class: 'small-talk',
    lang: 'en',
    turns: ['recommend a comedy', 'thanks!!'],
    checks: [{ noMovies: true }, { maxChars: 400 }],
  },
  {
    id: 'b6-029',
    class: 'small-talk',
    lang: 'es',
    turns: ['hola qué tal'],
    checks: [{ noMovies: true }, { maxChars: 600 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b6-030',
    class: 'small-talk',
    lang: 'fr',
    turns: ["un film d'horreur ?", 'super merci, bonne soirée'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b6-031',
    class: 'small-talk',
    lang: 'en',
    turns: ['who directed alien', 'ok cool'],
    checks: [{ noMovies: true }, { maxChars: 400 }],
  },
  {
    id: 'b6-032',
    class: 'small-talk',
    lang: 'de',
    turns: ['wer hat den film der pate gedreht', 'nice, danke dir!'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // identify a film from its story
  {
    id: 'b6-033',
    class: 'identify',
    lang: 'en',
    turns: [
      'that movie where a grumpy tv weatherman wakes up on the same morning over and over in a tiny town',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b6-034',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the film where the little boy whispers that he can see ghosts and a child psychologist tries to help him',
    ],
    checks: [{ firstMovieIs: 745 }],
  },
  {
    id: 'b6-035',
    class: 'identify',
    lang: 'en',
    turns: ['kids movie, a cowboy doll gets jealous when the boy gets a new astronaut toy for his birthday'],
    checks: [{ firstMovieIs: 862 }],
  },
  {
    id: 'b6-036',
    class: 'identify',
    lang: 'en',
    turns: [
      'the one with the rat who wants to be a chef and steers a clumsy kitchen boy by tugging his hair',
    ],
    checks: [{ firstMovieIs: 2062 }],
  },
  {
    id: 'b6-037',
    class: 'identify',
    lang: 'en',
    turns: [
      'guy cant make new memories so he writes notes on polaroids and inks facts on his skin to hunt the man who killed his wife. name?',
    ],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b6-038',
    class: 'identify',
    lang: 'en',
    turns: [
      'old widower ties thousands of balloons to his house and floats off, a boy scout is stuck on his porch',
    ],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b6-039',
    class: 'identify',
    lang: 'en',
    turns: [
      'what was that one where a family looks after a hotel up in the mountains all winter and the dad loses it and goes after them with an axe',
    ],
    checks: [{ firstMovieIs: 694 }],
  },
  {
    id: 'b6-040',
    class: 'identify',
    lang: 'es',
    turns: [
      'cómo se llamaba la peli en la que una niña acaba en un balneario de espíritus y sus padres se vuelven cerdos por comer',
    ],
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b6-041',
    class: 'identify',
    lang: 'fr',
    turns: [
      'je cherche le titre : un aristo paralysé en fauteuil prend comme aide-soignant un gars de cité qui sort de prison, et ils deviennent potes',
    ],
    checks: [{ firstMovieIs: 77338 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b6-042',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heißt der film wo ein banker unschuldig im knast sitzt und über jahre ein loch hinter einem poster in die wand gräbt',
    ],
    checks: [{ firstMovieIs: 278 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b6-043',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é aquele filme coreano da família pobre que vai arrumando emprego um por um na mansão de uns ricos',
    ],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b6-044',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama il film dove un papà deportato in un lager fa credere al figlio che sia tutto un gioco a punti per vincere un carro armato',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b6-045',
    class: 'identify',
    lang: 'en',
    turns: [
      'movie where a crew sneaks into a rich heirs dreams, layers inside layers, and the ending is a little spinning top that may or may not fall',
    ],
    checks: [{ firstMovieIs: 27205 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // two or three people in one film
  {
    id: 'b6-046',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with de niro AND pacino both in them'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Al Pacino' },
      { mentionsMovie: 949 },
    ],
  },
  {
    id: 'b6-047',
    class: 'two-people',
    lang: 'en',
    turns: ['was there ever a film with tom hanks and leonardo dicaprio together?'],
    checks: [{ mentionsMovie: 640 }, { hasCastMember: 'Tom Hanks' }, { hasCastMember: 'Leonardo DiCaprio' }],
  },
  {
    id: 'b6-048',
    class: 'two-people',
    lang: 'en',
    turns: ['dicaprio movies that scorsese directed'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Leonardo DiCaprio' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b6-049',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de tom hanks dirigidas por spielberg'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Tom Hanks' },
      { directedBy: 'Steven Spielberg' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b6-050',
    class: 'two-people',
    lang: 'fr',
    turns: ['des films où jouent Christian Bale et Michael Caine ensemble'],
    checks: [
      { atLeast: 3 },
      { hasCastMember: 'Christian Bale' },
      { hasCastMember: 'Michael Caine' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b6-051',
    class: 'two-people',
    lang: 'de',
    turns: ['in welchem film spielen brad pitt und morgan freeman zusammen'],
    checks: [
      { mentionsMovie: 807 },
      { hasCastMember: 'Brad Pitt' },
      { hasCastMember: 'Morgan Freeman' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b6-052',
    class: 'two-people',
    lang: 'pt',
    turns: ['filmes do tarantino com o samuel l jackson'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Samuel L. Jackson' },
      { directedBy: 'Quentin Tarantino' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b6-053',
    class: 'two-people',
    lang: 'it',
    turns: ['film con ryan gosling e emma stone insieme?'],
    checks: [
      { mentionsMovie: 313369 },
      { hasCastMember: 'Ryan Gosling' },
      { hasCastMember: 'Emma Stone' },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // likeness, with a change
  {
    id: 'b6-054',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien but not horror, i get nightmares'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [348], share: 0.6 },
      { noGenre: ['Horror'] },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b6-055',
    class: 'likeness',
    lang: 'en',
    turns: ['loved shrek and toy story, what else'],
    checks: [{ atLeast: 3 }, { likeSeeds: [808, 862], share: 0.6 }, { excludesMovies: [808, 862] }],
  },
  {
    id: 'b6-056',
    class: 'likeness',
    lang: 'en',
    turns: ['like die hard but funny'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [562], share: 0.6 },
      { genreAll: ['Comedy'] },
      { excludesMovies: [562] },
    ],
  },
  {
    id: 'b6-057',
    class: 'likeness',
    lang: 'en',
    turns: ['more in the vein of inception, interstellar and the prestige'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Science Fiction', 'Mystery', 'Thriller'], share: 0.6 },
      { excludesMovies: [27205, 157336, 1124] },
    ],
  },
  {
    id: 'b6-058',
    class: 'likeness',
    lang: 'es',
    turns: ['algo como Parásitos pero que no sea coreana'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [496243], share: 0.6 },
      { notOriginalLanguage: 'ko' },
      { excludesMovies: [496243] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b6-059',
    class: 'likeness',
    lang: 'fr',
    turns: ["des films dans le genre du Seigneur des anneaux mais moins longs, j'ai pas 3h"],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [120], share: 0.6 },
      { shorterThan: 120 },
      { excludesMovies: [120, 121, 122] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b6-060',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie Shaun of the Dead, aber bitte ohne Zombies'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [747], share: 0.6 },
      { themeNone: 'zombie|undead|living dead' },
      { excludesMovies: [747] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b6-061',
    class: 'likeness',
    lang: 'pt',
    turns: ['curti muito whiplash e la la land, tem mais nessa pegada?'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [244786, 313369], share: 0.6 },
      { excludesMovies: [244786, 313369] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b6-062',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo il padrino ma più recente'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [238], share: 0.6 },
      { newerThan: 238 },
      { excludesMovies: [238, 240, 242] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b6-063',
    class: 'likeness',
    lang: 'en',
    turns: ['get out was great but i dont want actual horror, more like a tense thriller'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Thriller'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [419430] },
    ],
  },
  {
    id: 'b6-064',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like up, but not animated'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [14160], share: 0.6 },
      { noGenre: ['Animation'] },
      { excludesMovies: [14160] },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // original language
  {
    id: 'b6-065',
    class: 'original-language',
    lang: 'en',
    turns: ['good foreign films? nothing in english pls'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b6-066',
    class: 'original-language',
    lang: 'en',
    turns: ['only korean films, what do you have'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b6-067',
    class: 'original-language',
    lang: 'fr',
    turns: ['une comédie française à me conseiller ?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b6-068',
    class: 'original-language',
    lang: 'en',
    turns: ['japanese animated movies, the classics'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ja' }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b6-069',
    class: 'original-language',
    lang: 'de',
    turns: ['welche deutschen filme sollte man gesehen haben'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b6-070',
    class: 'original-language',
    lang: 'it',
    turns: ['film italiani belli da recuperare'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b6-071',
    class: 'original-language',
    lang: 'es',
    turns: ['recomiéndame pelis que no sean en inglés, estoy harto de hollywood'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }, { replyLanguage: 'es' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // time budgets
  {
    id: 'b6-072',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have 90 minutes before bed, what should i watch'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b6-073',
    class: 'time-budget',
    lang: 'en',
    turns: ['horror under 2 hours'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b6-074',
    class: 'time-budget',
    lang: 'en',
    turns: ['something short, im exhausted'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b6-075',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo hora y media, algo de animación para ver con la cena'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }, { genreAll: ['Animation'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b6-076',
    class: 'time-budget',
    lang: 'fr',
    turns: ['un film de moins d’1h40 svp'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 100 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b6-077',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur ne stunde fünfundvierzig zeit, irgendne komödie?'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 105 }, { genreAll: ['Comedy'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b6-078',
    class: 'time-budget',
    lang: 'en',
    turns: ["rainy sunday, i've got all day. give me a long epic, 2.5 hours or more"],
    checks: [{ atLeast: 3 }, { runtimeAtLeast: 150 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // themes required or excluded
  {
    id: 'b6-079',
    class: 'themes',
    lang: 'en',
    turns: ['horror but no zombies, im so over zombies'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { themeNone: 'zombie|undead|living dead' }],
  },
  {
    id: 'b6-080',
    class: 'themes',
    lang: 'en',
    turns: ['a movie about space but no aliens'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'space|astronaut|planet|orbit|galaxy|mars|moon', share: 0.6 },
      { themeNone: 'alien|extraterrestrial|extra-terrestrial' },
    ],
  },
  {
    id: 'b6-081',
    class: 'themes',
    lang: 'en',
    turns: ['a heist'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'heist|robber|robbing|steal|stole|thie|vault|bank|loot|casino', share: 0.6 },
    ],
  },
  {
    id: 'b6-082',
    class: 'themes',
    lang: 'pt',
    turns: ['quero filmes sobre boxe'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'box(ing|er)|fighter|prize ?fight|champion', share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b6-083',
    class: 'themes',
    lang: 'it',
    turns: ['un film sui robot'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'robot|android|cyborg|machine', share: 0.6 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b6-084',
    class: 'themes',
    lang: 'en',
    turns: ['anything with time travel in it?'],
    checks: [
      { atLeast: 2 },
      {
        themeShare: 'time travel|time-travel|back in time|through time|time machine|the past|the future',
        share: 0.5,
      },
    ],
  },
  {
    id: 'b6-085',
    class: 'themes',
    lang: 'de',
    turns: ['ein paar filme über die mafia'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'mafia|\\bmob|gangster|crime family|godfather|corleone', share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // follow-ups
  {
    id: 'b6-086',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some 80s action movies', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b6-087',
    class: 'follow-ups',
    lang: 'en',
    turns: ['best pixar movies?', 'who directed the second one'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b6-088',
    class: 'follow-ups',
    lang: 'en',
    turns: ['tom hanks films', 'how long is the first one'],
    checks: [{ saysRuntimeOfPrevious: 1 }],
  },
  {
    id: 'b6-089',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recent sci fi i should see', 'any older ones? like before 1990'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1900, 1989] },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { noneFrom: 'earlier' },
    ],
  },
  {
    id: 'b6-090',
    class: 'follow-ups',
    lang: 'en',
    turns: ['what did denis villeneuve direct', 'tell me more about the third one'],
    checks: [{ firstIsNthOfPrevious: 3 }],
  },
  {
    id: 'b6-091',
    class: 'follow-ups',
    lang: 'en',
    turns: ['studio ghibli stuff pls', 'which one is the oldest'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }],
  },
  {
    id: 'b6-092',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed jaws', 'what else did he make'],
    checks: [{ atLeast: 3 }, { directedBy: 'Steven Spielberg' }, { excludesMovies: [578] }],
  },
  {
    id: 'b6-093',
    class: 'follow-ups',
    lang: 'en',
    turns: ['when did the matrix come out', "and who's in it"],
    checks: [{ saysCastOf: 603, count: 2 }],
  },
  {
    id: 'b6-094',
    class: 'follow-ups',
    lang: 'en',
    turns: ['a few good westerns?', 'more, different ones'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }, { noneFrom: 'earlier' }],
  },
  {
    id: 'b6-095',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who played the joker in the dark knight', 'what else was he in'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Heath Ledger' }, { excludesMovies: [155] }],
  },
  {
    id: 'b6-096',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame pelis de miedo', '¿y cuál de esas dura menos?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b6-097',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['les films de Miyazaki ?', 'et le plus récent, c’est lequel ?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b6-098',
    class: 'follow-ups',
    lang: 'de',
    turns: ['welche filme hat tarantino gemacht', 'wie lang ist der erste davon'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b6-099',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de guerra bons', 'quem dirigiu o segundo?'],
    checks: [{ saysDirectorOfPrevious: 2 }, { replyLanguage: 'pt' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // facts
  {
    id: 'b6-100',
    class: 'facts',
    lang: 'en',
    turns: ['who directed parasite'],
    checks: [{ saysDirectorOf: 496243 }],
  },
  {
    id: 'b6-101',
    class: 'facts',
    lang: 'en',
    turns: ['when did jaws come out'],
    checks: [{ saysYearOf: 578 }],
  },
  {
    id: 'b6-102',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? need to know if i need snacks lol'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b6-103',
    class: 'facts',
    lang: 'en',
    turns: ['whos in the matrix'],
    checks: [{ saysCastOf: 603, count: 2 }],
  },
  {
    id: 'b6-104',
    class: 'facts',
    lang: 'en',
    turns: ['how many movies has christopher nolan directed? list them'],
    checks: [{ atLeast: 6 }, { directedBy: 'Christopher Nolan' }],
  },
  {
    id: 'b6-105',
    class: 'facts',
    lang: 'en',
    movieId: 1124,
    turns: ['who directed this one'],
    checks: [{ saysDirectorOf: 1124 }],
  },
  {
    id: 'b6-106',
    class: 'facts',
    lang: 'es',
    turns: ['¿quién dirigió El laberinto del fauno?'],
    checks: [{ saysDirectorOf: 1417 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b6-107',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est sorti quand Amélie Poulain ?"],
    checks: [{ saysYearOf: 194 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b6-108',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht eigentlich der herr der ringe die rückkehr des königs'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b6-109',
    class: 'facts',
    lang: 'pt',
    turns: ['quem atua em cidade de deus?'],
    checks: [{ saysCastOf: 598, count: 2 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b6-110',
    class: 'facts',
    lang: 'it',
    turns: ["chi ha diretto c'era una volta il west"],
    checks: [{ saysDirectorOf: 335 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // group picks
  {
    id: 'b6-111',
    class: 'group',
    lang: 'en',
    turns: ['me and my kids (8 and 11) need something we all like'],
    checks: [{ atLeast: 3 }, { genreShare: ['Family'], share: 0.6 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b6-112',
    class: 'group',
    lang: 'en',
    turns: ['date night tmrw, she hates horror. ideas?'],
    checks: [{ atLeast: 3 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b6-113',
    class: 'group',
    lang: 'en',
    turns: ['i like action, my gf likes romance. what works for both of us'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Action', 'Romance'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b6-114',
    class: 'group',
    lang: 'es',
    turns: ['voy a cuidar a mis sobrinos de 6 y 9 años, qué ponemos'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Family', 'Animation'], share: 0.8 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b6-115',
    class: 'group',
    lang: 'fr',
    turns: ['soirée entre potes, on veut rigoler mais pas un dessin animé pour gamins'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Comedy'] },
      { noGenre: ['Animation', 'Family'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b6-116',
    class: 'group',
    lang: 'de',
    turns: ['filmabend mit meinen eltern, beide über 70, bitte nix brutales'],
    checks: [{ atLeast: 3 }, { noGenre: ['Horror'] }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // markdown / format
  {
    id: 'b6-117',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 sci fi movies of all time, numbered list pls'],
    checks: [{ exactly: 5 }, { genreAll: ['Science Fiction'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b6-118',
    class: 'markdown',
    lang: 'en',
    turns: ['3 comedies, one line each on why'],
    checks: [{ exactly: 3 }, { genreAll: ['Comedy'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b6-119',
    class: 'markdown',
    lang: 'en',
    turns: ['list the lord of the rings movies in order'],
    checks: [{ mentionsAll: [120, 121, 122] }, { firstMovieIs: 120 }, { rendersMarkdown: true }],
  },
  {
    id: 'b6-120',
    class: 'markdown',
    lang: 'it',
    turns: ['dammi 4 film di fantascienza in un elenco puntato'],
    checks: [
      { exactly: 4 },
      { genreAll: ['Science Fiction'] },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
];

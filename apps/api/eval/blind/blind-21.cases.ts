/**
 * Blind chat evaluation, set 21: 120 conversations typed the way real visitors type (lowercase, typos, slang,
 * literal translations of idioms, polite full sentences, moods instead of genres, plots told in the user's own
 * words), in English, Spanish, French, German, Portuguese and Italian.
 *
 * Written without reading the assistant's code, the other evaluations or the docs (issue 39): only the case format
 * (blind-types.ts), the runner and the starter catalog's data were consulted.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)';

export const BLIND_21_CASES: BlindCase[] = [
  // --- likeness ---
  {
    id: 'b21-001',
    class: 'likeness',
    lang: 'en',
    turns: [
      'looking for something in the vein of alien, the og one w sigourney weaver. dark ship, monster hunting the crew, that kind of dread',
    ],
    checks: [{ atLeast: 3 }, { likeSeeds: [348], share: 0.6 }, { excludesMovies: [348] }],
  },
  {
    id: 'b21-002',
    class: 'likeness',
    lang: 'en',
    turns: ['if i liked heat and the departed what should i watch next? cops vs crooks stuff basically'],
    checks: [{ atLeast: 3 }, { likeSeeds: [949, 1422], share: 0.6 }, { excludesMovies: [949, 1422] }],
  },
  {
    id: 'b21-003',
    class: 'likeness',
    lang: 'en',
    turns: [
      "loved the shining, the slow creepy build up and the isolation. but my wife refuses anything that's actually horror so something like it minus the horror part?",
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [694], share: 0.6 },
      { excludesMovies: [694] },
    ],
  },
  {
    id: 'b21-004',
    class: 'likeness',
    lang: 'en',
    movieId: 27205,
    turns: ['ok this one blew my mind. more stuff like it pls'],
    checks: [{ atLeast: 3 }, { likeSeeds: [27205], share: 0.7 }, { excludesMovies: [27205] }],
  },
  {
    id: 'b21-005',
    class: 'likeness',
    lang: 'en',
    turns: ['train to busan but in english lol. my brother refuses subtitles'],
    checks: [
      { atLeast: 2 },
      { originalLanguage: 'en' },
      { likeSeeds: [396535], share: 0.7 },
      { genreShare: ['Horror'], share: 0.5 },
    ],
  },
  {
    id: 'b21-006',
    class: 'likeness',
    lang: 'en',
    turns: [
      'what would be like a cross between knives out and the grand budapest hotel? quirky, funny, a bit of a mystery',
    ],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [546554, 120467], share: 0.6 },
      { excludesMovies: [546554, 120467] },
    ],
  },
  {
    id: 'b21-007',
    class: 'likeness',
    lang: 'en',
    turns: [
      'eternal sunshine but less depressing?? i want the weird romance part not the crying-on-the-floor part',
    ],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [38], share: 0.6 },
      { genreShare: ['Comedy'], share: 0.5 },
      { excludesMovies: [38] },
    ],
  },
  {
    id: 'b21-008',
    class: 'likeness',
    lang: 'en',
    turns: [
      'my kids watched spirited away about 40 times and every other ghibli one too. something with the same magic feeling but NOT japanese this time',
    ],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Animation'] },
      { notOriginalLanguage: 'ja' },
      { likeSeeds: [129], share: 0.7 },
      { excludesMovies: [129] },
    ],
  },
  {
    id: 'b21-009',
    class: 'likeness',
    lang: 'en',
    turns: ['i liked arrival and interstellar, what next. the thinky kind of sci fi, not just explosions'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [329865, 157336], share: 0.7 },
      { excludesMovies: [329865, 157336] },
    ],
  },
  {
    id: 'b21-010',
    class: 'likeness',
    lang: 'en',
    turns: ['toy story vibes but newer pls, like 2015 or later. for my little cousin'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [2015, 2026] },
      { genreShare: ['Animation'], share: 0.7 },
      { likeSeeds: [862], share: 0.7 },
    ],
  },
  {
    id: 'b21-011',
    class: 'likeness',
    lang: 'it',
    turns: ['vorrei qualcosa tipo il padrino ma non così lungo, max due ore che domani lavoro'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 120 },
      { likeSeeds: [238], share: 0.7 },
      { excludesMovies: [238] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b21-012',
    class: 'likeness',
    lang: 'de',
    turns: ['Hab gestern Das Leben der Anderen gesehen und bin immer noch platt. Gibt es was Ähnliches?'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [582], share: 0.7 },
      { excludesMovies: [582] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b21-013',
    class: 'likeness',
    lang: 'pt',
    turns: ['me indica algo na pegada de cidade de deus? curti demais aquele clima'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [598], share: 0.7 },
      { excludesMovies: [598] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b21-014',
    class: 'likeness',
    lang: 'fr',
    turns: ["j'ai adoré le fabuleux destin d'amélie poulain, t'as un truc dans le même genre ?"],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [194], share: 0.7 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },

  // --- facts ---
  {
    id: 'b21-015',
    class: 'facts',
    lang: 'en',
    turns: ['how many hours is lawrence of arabia actually? ppl keep saying its endless'],
    checks: [{ saysRuntimeOf: 947 }],
  },
  {
    id: 'b21-016',
    class: 'facts',
    lang: 'en',
    turns: ["who's the lead in rocky? the original boxing one from the 70s, not the sequels"],
    checks: [{ saysCastOf: 1366, count: 1 }],
  },
  {
    id: 'b21-017',
    class: 'facts',
    lang: 'en',
    turns: [
      'who made the thing? the one with kurt russell stuck in antarctica with the shape shifting alien',
    ],
    checks: [{ saysDirectorOf: 1091 }],
  },
  {
    id: 'b21-018',
    class: 'facts',
    lang: 'en',
    turns: [
      'Good morning. Could you please tell me in which year the film Jaws was first released? My grandson and I have a small bet on it.',
    ],
    checks: [{ saysYearOf: 578 }],
  },
  {
    id: 'b21-019',
    class: 'facts',
    lang: 'en',
    movieId: 872585,
    turns: ['how long is this one? i have work at 7 and i know its a big one'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b21-020',
    class: 'facts',
    lang: 'en',
    turns: ['heat (the 95 one) - besides pacino and de niro who else is in it? i remember a blonde guy'],
    checks: [{ saysCastOf: 949, count: 3 }],
  },
  {
    id: 'b21-021',
    class: 'facts',
    lang: 'en',
    turns: ['yo when did the first godfather drop? like what year'],
    checks: [{ saysYearOf: 238 }],
  },
  {
    id: 'b21-022',
    class: 'facts',
    lang: 'es',
    turns: ['cuanto dura titanic?? mañana madrugo y no se si me da tiempo'],
    checks: [{ saysRuntimeOf: 597 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b21-023',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui qui a réalisé amélie poulain déjà ? j'ai le nom sur le bout de la langue"],
    checks: [{ saysDirectorOf: 194 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b21-024',
    class: 'facts',
    lang: 'de',
    turns: ['Wann ist eigentlich Metropolis von Fritz Lang rausgekommen? Für ein Referat'],
    checks: [{ saysYearOf: 19 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b21-025',
    class: 'facts',
    lang: 'pt',
    turns: ['quem foi o diretor de cidade de deus? aquele filme brasileiro da favela'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b21-026',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura nuovo cinema paradiso? lo vorrei vedere con mia madre stasera'],
    checks: [{ saysRuntimeOf: 11216 }],
  },

  // --- mood-genre ---
  {
    id: 'b21-027',
    class: 'mood-genre',
    lang: 'en',
    turns: ['rainy sunday, blanket, tea, want something cozy and warm. nothing violent or sad pls'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Romance'], share: 0.7 },
    ],
  },
  {
    id: 'b21-028',
    class: 'mood-genre',
    lang: 'en',
    turns: [
      "first date tonight, she's coming over to mine and i need a movie thats light and fun but not cringe. help",
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Comedy', 'Romance'], share: 0.7 },
    ],
  },
  {
    id: 'b21-029',
    class: 'mood-genre',
    lang: 'en',
    turns: [
      '11 hour flight tomorrow. i want something epic and big i can get totally lost in, whole other worlds',
    ],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Adventure', 'Fantasy', 'Science Fiction', 'History', 'War'], share: 0.7 },
    ],
  },
  {
    id: 'b21-030',
    class: 'mood-genre',
    lang: 'en',
    turns: ['just got dumped 🙃 need to laugh not cry. and please no romance i cannot'],
    checks: [{ atLeast: 3 }, { noGenre: ['Romance'] }, { genreShare: ['Comedy'], share: 0.7 }],
  },
  {
    id: 'b21-031',
    class: 'mood-genre',
    lang: 'en',
    turns: [
      "need something on in the background while i cook for like 2 hours, funny, that i dont have to follow closely. nothing that'll make me jump and drop a knife",
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { genreShare: ['Comedy', 'Animation', 'Family', 'Music', 'Documentary'], share: 0.7 },
    ],
  },
  {
    id: 'b21-032',
    class: 'mood-genre',
    lang: 'en',
    turns: [
      'Good evening. My husband and I would like to watch a musical tonight, something with lovely songs. We are in our seventies, if that helps.',
    ],
    checks: [{ atLeast: 3 }, { genreShare: ['Music'], share: 0.7 }],
  },
  {
    id: 'b21-033',
    class: 'mood-genre',
    lang: 'en',
    turns: ['in the mood for a proper whodunit where you try to guess the killer before the end'],
    checks: [{ atLeast: 3 }, { genreShare: ['Mystery', 'Crime'], share: 0.8 }],
  },
  {
    id: 'b21-034',
    class: 'mood-genre',
    lang: 'es',
    turns: ['busco algo para ver con mi abuela esta tarde, nada de sangre ni sustos porfa'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Family', 'Comedy', 'Romance', 'Animation', 'Music'], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b21-035',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['ce soir soirée entre potes, on veut un film qui fait bien flipper. des idées ?'],
    checks: [{ atLeast: 3 }, { genreShare: ['Horror'], share: 0.7 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b21-036',
    class: 'mood-genre',
    lang: 'de',
    turns: ['Bin total verkatert, Sonntag, Sofa. Brauche was Lustiges, bloß nichts Anstrengendes'],
    checks: [{ atLeast: 2 }, { genreShare: ['Comedy'], share: 0.7 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b21-037',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['semana horrivel no trampo, preciso de um filme pra levantar o astral. nada triste pelo amor'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Music', 'Romance'], share: 0.7 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b21-038',
    class: 'mood-genre',
    lang: 'it',
    turns: ['stasera viene mio padre e lui adora i western, cosa gli metto?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Western'] }, { replyLanguage: 'it' }],
  },

  // --- identify ---
  {
    id: 'b21-039',
    class: 'identify',
    lang: 'en',
    turns: [
      "what's the movie where a guy gets a job babysitting a giant empty hotel over the winter, snowed in with his wife and little boy who sees things, and he slowly goes nuts",
    ],
    checks: [{ firstMovieIs: 694 }],
  },
  {
    id: 'b21-040',
    class: 'identify',
    lang: 'en',
    turns: [
      'korean film, dude is kept locked in some room for like 15 years and nobody tells him why, then one day they just let him out. name??',
    ],
    checks: [{ firstMovieIs: 670 }],
  },
  {
    id: 'b21-041',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres this horror where a teenager sees the plane blow up in a vision before takeoff, freaks out, some of them get kicked off, then they die one by one in weird accidents anyway. the very first one not the sequels',
    ],
    checks: [{ firstMovieIs: 9532 }],
  },
  {
    id: 'b21-042',
    class: 'identify',
    lang: 'en',
    turns: [
      'I am trying to remember an old film. A photographer with his leg in plaster spends his days looking at the neighbours through his window and becomes sure one of them has killed his wife. I believe Grace Kelly was in it.',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b21-043',
    class: 'identify',
    lang: 'en',
    turns: [
      'wait whats the tom cruise one where he keeps dying in a battle with aliens and wakes up on the same day again',
    ],
    checks: [{ firstMovieIs: 137113 }],
  },
  {
    id: 'b21-044',
    class: 'identify',
    lang: 'es',
    turns: [
      'como se llamaba la peli de un tipo que no puede guardar recuerdos nuevos y se tatua pistas en el cuerpo para encontrar al que mato a su mujer? va como al reves',
    ],
    checks: [{ firstMovieIs: 77 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b21-045',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film où un riche parisien en fauteuil roulant embauche un mec de banlieue pour s'occuper de lui et ils deviennent potes ? avec omar sy",
    ],
    checks: [{ firstMovieIs: 77338 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b21-046',
    class: 'identify',
    lang: 'de',
    turns: [
      'Wie heißt der Film, wo ein Typ nach einem Flugzeugabsturz jahrelang allein auf einer Insel festsitzt und mit einem Volleyball redet?',
    ],
    checks: [{ firstMovieIs: 8358 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b21-047',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é aquele filme que um senhor num asilo fica lendo pra uma senhora a historia de um casal jovem dos anos 40, ele pobre e ela rica? minha mae chora toda vez',
    ],
    checks: [{ firstMovieIs: 11036 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b21-048',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama quel film dove un papà ebreo finisce in un campo di concentramento col figlio e gli fa credere che è tutto un gioco a punti?',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }],
  },

  // --- themes ---
  {
    id: 'b21-049',
    class: 'themes',
    lang: 'en',
    turns: ['got any good heist movies? crews planning a big job, robbing stuff, double crosses'],
    checks: [
      { atLeast: 3 },
      {
        themeShare: 'heist|rob|thie[fv]|steal|stole|theft|score|diamond|vault|bank|break-in|crook|con artist',
        share: 0.5,
      },
    ],
  },
  {
    id: 'b21-050',
    class: 'themes',
    lang: 'en',
    turns: ['movies about robots or AI pls, good or evil doesnt matter'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'robot|android|cyborg|artificial|replicant|machine|terminator|droid|computer|hal 9000|operating system',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b21-051',
    class: 'themes',
    lang: 'de',
    turns: ['Ich hab Bock auf Zeitreisefilme. Was gibt es da so?'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'travel|back in time|the past|future|same day|again and again|1955|loop|february 2nd|sent back',
        share: 0.5,
      },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b21-052',
    class: 'themes',
    lang: 'en',
    turns: ['prison movies. escapes, life inside, whatever. go'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'prison|jail|inmate|convict|death-row|prisoner|escape|penitentiary|cell', share: 0.6 },
    ],
  },
  {
    id: 'b21-053',
    class: 'themes',
    lang: 'pt',
    turns: ['quero filme de zumbi, dos bons. pode ser antigo'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'zombie|dead rise|dead start rising|recently dead|living dead', share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b21-054',
    class: 'themes',
    lang: 'fr',
    turns: ['je cherche des films sur la seconde guerre mondiale, pour mon fils qui étudie ça au lycée'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'world war ii|second world war|nazi|third reich|hitler|holocaust|d-day|194[0-5]|warsaw|okinawa|iwo jima|enigma|occupied|german',
        share: 0.6,
      },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b21-055',
    class: 'themes',
    lang: 'en',
    turns: ['anything about boxing? my dad used to box and wants a movie night about it'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'box(er|ing|es)|heavyweight|middleweight|champion|bare-knuckle|rumble', share: 0.6 },
    ],
  },
  {
    id: 'b21-056',
    class: 'themes',
    lang: 'es',
    turns: ['pelis de mafiosos, tipo familias de la mafia, traiciones y eso'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'mob\\b|mafia|crime family|gangster|corleone|wiseguy|cocaine|crime lord|underworld|mobster',
        share: 0.6,
      },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b21-057',
    class: 'themes',
    lang: 'it',
    turns: ['film sullo spazio, astronauti, missioni, roba così. mio figlio vuole fare l astronauta'],
    checks: [
      { atLeast: 3 },
      {
        themeShare: 'space|astronaut|planet|mars\\b|moon|galaxy|nasa|wormhole|spacecraft|jupiter|orbit|star',
        share: 0.6,
      },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b21-058',
    class: 'themes',
    lang: 'en',
    turns: ['films about musicians or bands? like people actually making music, the struggle etc'],
    checks: [
      { atLeast: 3 },
      {
        themeShare: 'band|musician|singer|jazz|drummer|rock|concert|song|music|pianist|guitar|recording',
        share: 0.6,
      },
    ],
  },

  // --- two-people ---
  {
    id: 'b21-059',
    class: 'two-people',
    lang: 'en',
    turns: ['were de niro and pacino ever in a movie together? which ones'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b21-060',
    class: 'two-people',
    lang: 'en',
    turns: ['simon pegg + nick frost movies. need all of them, the duo is unmatched'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b21-061',
    class: 'two-people',
    lang: 'de',
    turns: ['In welchen Filmen spielen Tom Cruise und Simon Pegg zusammen?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Tom Cruise' },
      { hasCastMember: 'Simon Pegg' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b21-062',
    class: 'two-people',
    lang: 'es',
    turns: ['que pelis hizo scorsese con dicaprio? quiero verlas todas este finde'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b21-063',
    class: 'two-people',
    lang: 'fr',
    turns: ['les films où on voit christian bale et michael caine ensemble ?'],
    checks: [
      { atLeast: 3 },
      { hasCastMember: 'Christian Bale' },
      { hasCastMember: 'Michael Caine' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b21-064',
    class: 'two-people',
    lang: 'en',
    turns: [
      'My late husband loved Humphrey Bogart and Peter Lorre. Were there any films in which they appeared together? I should like to see them again.',
    ],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Humphrey Bogart' }, { hasCastMember: 'Peter Lorre' }],
  },
  {
    id: 'b21-065',
    class: 'two-people',
    lang: 'it',
    turns: ['quali film ha fatto sergio leone con clint eastwood?'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Sergio Leone' },
      { hasCastMember: 'Clint Eastwood' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b21-066',
    class: 'two-people',
    lang: 'en',
    turns: ['scarlett johansson and chris evans same movie?? list em'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Scarlett Johansson' }, { hasCastMember: 'Chris Evans' }],
  },

  // --- follow-ups ---
  {
    id: 'b21-067',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good 80s sci fi?', 'which one of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b21-068',
    class: 'follow-ups',
    lang: 'en',
    turns: ['heist movies pls', 'who directed the second one on ur list'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b21-069',
    class: 'follow-ups',
    lang: 'en',
    turns: ['comedies for tonight?', 'lol seen literally all of those. got others?'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreShare: ['Comedy'], share: 0.7 }],
  },
  {
    id: 'b21-070',
    class: 'follow-ups',
    lang: 'en',
    turns: ['horror recs', 'ok but only ones under 100 minutes, its a school night'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }, { genreShare: ['Horror'], share: 0.8 }],
  },
  {
    id: 'b21-071',
    class: 'follow-ups',
    lang: 'en',
    turns: ['something like alien', "how long's the first one you said?"],
    checks: [{ saysRuntimeOfPrevious: 1 }],
  },
  {
    id: 'b21-072',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'i want a western',
      'hmm something newer, after 1990 maybe',
      'which of those is the shortest, gotta be up early',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b21-073',
    class: 'follow-ups',
    lang: 'en',
    turns: ['romcoms?', "the second one you listed, what's it about?"],
    checks: [{ firstIsNthOfPrevious: 2 }],
  },
  {
    id: 'b21-074',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiendame pelis de guerra', 'y cual es la mas larga de esas?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b21-075',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films de christopher nolan ?', 'et le plus récent, c’est lequel ?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b21-076',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ein paar gute Krimis bitte', 'wie lang ist der dritte?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b21-077',
    class: 'follow-ups',
    lang: 'pt',
    turns: [
      'filmes de animação pra criançada, tenho 3 sobrinhos aqui hoje',
      'e qual deles é o mais curtinho?',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b21-078',
    class: 'follow-ups',
    lang: 'it',
    turns: ['mi consigli dei bei film di fantascienza?', 'chi ha diretto il primo?'],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'it' }],
  },

  // --- time-budget ---
  {
    id: 'b21-079',
    class: 'time-budget',
    lang: 'pt',
    turns: ['só tenho uma hora e meia antes de dormir, me indica alguma coisa boa'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b21-080',
    class: 'time-budget',
    lang: 'en',
    turns: ['need a thriller thats under 2 hrs bc my attention span is cooked'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreShare: ['Thriller'], share: 0.7 }],
  },
  {
    id: 'b21-081',
    class: 'time-budget',
    lang: 'en',
    turns: ['day off, snacks ready, i want something LONG. 3 hours or more, the longer the better'],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 180 }],
  },
  {
    id: 'b21-082',
    class: 'time-budget',
    lang: 'en',
    turns: [
      'My son is five and can sit still for about eighty minutes at most. Could you recommend an animated film that is no longer than that?',
    ],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 80 }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b21-083',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo hora y media antes de salir a cenar, q puedo ver?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b21-084',
    class: 'time-budget',
    lang: 'fr',
    turns: ["une comédie qui dure moins d'1h30 svp, je suis crevée"],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b21-085',
    class: 'time-budget',
    lang: 'de',
    turns: ['Was Gruseliges, aber höchstens 100 Minuten, muss morgen früh raus'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 100 },
      { genreAll: ['Horror', 'Thriller', 'Mystery'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b21-086',
    class: 'time-budget',
    lang: 'it',
    turns: ['ho due ore scarse di treno, che mi guardo sul tablet?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { replyLanguage: 'it' }],
  },

  // --- original-language ---
  {
    id: 'b21-087',
    class: 'original-language',
    lang: 'en',
    turns: ["japanese movies that aren't anime? my friend says theres more than cartoons"],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b21-088',
    class: 'original-language',
    lang: 'en',
    turns: ['korean movies that slap? saw one on tiktok and now im hooked'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b21-089',
    class: 'original-language',
    lang: 'en',
    turns: ['any bollywood / hindi stuff on here? my roommate is from delhi and wants to show me something'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'hi' }],
  },
  {
    id: 'b21-090',
    class: 'original-language',
    lang: 'en',
    turns: ['i want to watch something not in english for a change, subtitles are totally fine'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b21-091',
    class: 'original-language',
    lang: 'de',
    turns: ['Gibt es hier auch deutsche Filme? Also richtig auf Deutsch gedreht'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b21-092',
    class: 'original-language',
    lang: 'fr',
    turns: ['des films français svp, pas du hollywood pour une fois'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b21-093',
    class: 'original-language',
    lang: 'it',
    turns: ['mi fai vedere qualche film italiano? anche vecchio va benissimo'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b21-094',
    class: 'original-language',
    lang: 'es',
    turns: ['hay alguna peli hablada en español? no quiero doblaje'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },

  // --- history ---
  {
    id: 'b21-095',
    class: 'history',
    lang: 'en',
    library: {
      watchlist: [539, 571, 948, 419430, 137, 194, 238, 947],
      diary: [{ id: 603, on: '-20d' }],
    },
    turns: ['anything scary on my watchlist under 2 hours? got work tmrw'],
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Horror'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b21-096',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 862, on: 'Y0-01-04' },
        { id: 13, on: 'Y0-01-19' },
        { id: 11036, on: 'Y0-02-14' },
        { id: 603, on: 'Y0-03-08' },
        { id: 680, on: 'Y0-04-22' },
        { id: 155, on: 'Y0-06-30' },
        { id: 238, on: '2023-11-02' },
        { id: 1585, on: '2023-12-20' },
      ],
    },
    turns: ['how many movies have i logged so far this year? feels like not many lol'],
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b21-097',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [238, 9],
        [769, 10],
        [680, 8],
        [1422, 9],
        [500, 7],
      ],
      likes: [807],
    },
    turns: ["recommend me some crime stuff i haven't seen yet, you can see what i already rated"],
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Crime'], share: 0.7 }],
  },
  {
    id: 'b21-098',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [11036, 6],
        [597, 8],
        [289, 10],
        [4348, 7],
        [76, 9],
      ],
    },
    turns: [
      'Good afternoon. Which of the films I have rated did I give the highest mark to? I would like to watch it again with my sister on Sunday.',
    ],
    checks: [{ firstMovieIs: 289 }],
  },
  {
    id: 'b21-099',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 24428, on: '-1d' },
        { id: 299536, on: '-3d' },
        { id: 299534, on: '-6d' },
        { id: 8587, on: '-45d' },
        { id: 12, on: '-120d' },
      ],
    },
    turns: ['wait what did i even watch this past week, my brain is mush'],
    checks: [{ onlyFrom: 'diary' }, { mentionsAll: [24428, 299536, 299534] }, { neverMentions: [8587, 12] }],
  },
  {
    id: 'b21-100',
    class: 'history',
    lang: 'es',
    library: {
      watchlist: [137, 115, 4638, 278, 694, 603],
      diary: [{ id: 155, on: '-10d' }],
    },
    turns: ['que comedias tengo guardadas en mi lista para ver?'],
    checks: [{ atLeast: 3 }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b21-101',
    class: 'history',
    lang: 'de',
    library: {
      diary: [
        { id: 157336, on: '-1d' },
        { id: 62, on: '-30d' },
      ],
      likes: [27205, 603, 157336],
    },
    turns: [
      'Hab gestern Interstellar geschaut, war der Hammer. Was soll ich als Nächstes gucken? Bitte nichts, was ich schon gesehen hab.',
    ],
    checks: [
      { atLeast: 3 },
      { noneFrom: 'seen' },
      { likeSeeds: [157336], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b21-102',
    class: 'history',
    lang: 'pt',
    library: {
      likes: [603, 862, 550, 13, 680],
    },
    turns: ['dos filmes que eu dei like, qual é o mais curto? quero rever um hoje mas to cansado'],
    checks: [{ firstMovieIs: 862 }, { replyLanguage: 'pt' }],
  },

  // --- reply-language ---
  {
    id: 'b21-103',
    class: 'reply-language',
    lang: 'es',
    turns: ['hola! me recomiendas algo de ciencia ficcion? q no sea muy viejo porfa'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 2 }, { genreShare: ['Science Fiction'], share: 0.7 }],
  },
  {
    id: 'b21-104',
    class: 'reply-language',
    lang: 'fr',
    turns: ['Bonsoir, je cherche un bon film d’animation à regarder ce soir, merci beaucoup'],
    checks: [{ replyLanguage: 'fr' }, { atLeast: 2 }, { genreShare: ['Animation'], share: 0.7 }],
  },
  {
    id: 'b21-105',
    class: 'reply-language',
    lang: 'de',
    turns: ['Hallo! Kannst du mir einen richtig spannenden Thriller empfehlen?'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 2 }, { genreShare: ['Thriller'], share: 0.7 }],
  },
  {
    id: 'b21-106',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi tudo bem? to afim de uma comédia romântica hoje'],
    checks: [{ replyLanguage: 'pt' }, { atLeast: 2 }, { genreShare: ['Comedy', 'Romance'], share: 0.8 }],
  },
  {
    id: 'b21-107',
    class: 'reply-language',
    lang: 'it',
    turns: ['ciao! mi consigli qualcosa tipo harry potter? maghi, magia, quella roba lì'],
    checks: [{ replyLanguage: 'it' }, { atLeast: 2 }, { genreShare: ['Fantasy'], share: 0.6 }],
  },
  {
    id: 'b21-108',
    class: 'reply-language',
    lang: 'pt',
    turns: ['hi, i want a war movie please', 'pode repetir em português? meu inglês não é muito bom'],
    checks: [{ replyLanguage: 'pt' }, { atLeast: 1 }, { genreShare: ['War'], share: 0.6 }],
  },
  {
    id: 'b21-109',
    class: 'reply-language',
    lang: 'en',
    turns: ["can u answer in spanish pls? i'm practicing for my trip to mexico. recommend me a comedy"],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { genreShare: ['Comedy'], share: 0.6 }],
  },
  {
    id: 'b21-110',
    class: 'reply-language',
    lang: 'en',
    turns: [
      'recommend me a good crime movie',
      "could you write that in french? it's for my mother-in-law, she doesn't read english",
    ],
    checks: [{ replyLanguage: 'fr' }, { atLeast: 1 }, { genreShare: ['Crime'], share: 0.6 }],
  },

  // --- group ---
  {
    id: 'b21-111',
    class: 'group',
    lang: 'en',
    turns: [
      'movie night w my bf. he only ever wants action, i want something romantic. what works for both of us',
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Action', 'Romance'] }],
  },
  {
    id: 'b21-112',
    class: 'group',
    lang: 'es',
    turns: ['somos 4 amigos, dos quieren peli de miedo y los otros dos algo de risa. ayudaa'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Horror', 'Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b21-113',
    class: 'group',
    lang: 'en',
    turns: [
      'My grandchildren, aged seven and ten, are staying with us this weekend, and my husband only really enjoys westerns. Could you suggest films that would suit all of us?',
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Family', 'Western'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b21-114',
    class: 'group',
    lang: 'en',
    turns: [
      'office movie night: one guy hates subtitles, one is a huge sci-fi nerd, the rest of us just wanna laugh. ideas?',
    ],
    checks: [{ atLeast: 2 }, { originalLanguage: 'en' }, { genreCovers: ['Science Fiction', 'Comedy'] }],
  },

  // --- small-talk ---
  {
    id: 'b21-115',
    class: 'small-talk',
    lang: 'en',
    turns: ['lol ok ur actually kinda helpful. thx, bye!!'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }],
  },
  {
    id: 'b21-116',
    class: 'small-talk',
    lang: 'fr',
    turns: ['merci beaucoup, bonne soirée à toi !'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b21-117',
    class: 'small-talk',
    lang: 'en',
    turns: ['Hello there. I am new to this website. What sort of things are you able to help me with?'],
    checks: [{ notContains: CONFUSED }],
  },

  // --- markdown ---
  {
    id: 'b21-118',
    class: 'markdown',
    lang: 'en',
    turns: ['3 comedies, just the titles in bold, no descriptions pls'],
    checks: [{ exactly: 3 }, { genreAll: ['Comedy'] }, { rendersMarkdown: true }, { maxChars: 450 }],
  },
  {
    id: 'b21-119',
    class: 'markdown',
    lang: 'it',
    turns: ['dammi 5 film di guerra in un elenco numerato, niente tabelle per favore'],
    checks: [{ exactly: 5 }, { genreAll: ['War'] }, { rendersMarkdown: true }, { replyLanguage: 'it' }],
  },
  {
    id: 'b21-120',
    class: 'markdown',
    lang: 'en',
    turns: ['keep it super short: one sci fi movie from the 90s and one sentence on why'],
    checks: [
      { exactly: 1 },
      { yearBetween: [1990, 1999] },
      { genreAll: ['Science Fiction'] },
      { maxChars: 450 },
      { rendersMarkdown: true },
    ],
  },
];

/**
 * German, addressing the user as 'du', as German streaming sites do. What describes the films follows the noun
 * ('Komödien aus den 90ern', 'Thriller mit Nervenkitzel'), so no adjective has to agree with 'ein paar' or 'keine'.
 */
import type { MoodLabel } from '../understanding/lexicons/language-lexicon.ts';
import {
  countIn,
  decimalComma,
  listed,
  longDate,
  filmsNoun,
  spokenDecade,
  type FilmsGrammar,
  type FilmsNoun,
  type GenreName,
  type ReplyWording,
  type ClarifyWording,
  type LibraryPhrases,
  type PeoplePhrases,
} from './reply-wording.ts';

const HELP = [
  'Ich empfehle dir Filme aus dem Katalog von Marquee und beantworte Fragen dazu. Frag mich zum Beispiel nach:',
  '',
  '- einer Stimmung: *etwas für gute Laune*, *etwas Lustiges*',
  '- einem Genre, einem Jahrzehnt, einer Länge oder einer Sprache: *Krimis aus den 80ern*, *eine Komödie, nicht zu lang*, *deutsche Filme*',
  '- einer Person: *Filme mit Tom Hanks*, *Filme unter der Regie von Nolan*',
  '- einem Film, der dir gefallen hat: *Filme wie Inception*',
  '- einer Frage: *Wer hat Alien gedreht?*, *Wie lange dauert Inception?*, *Worum geht es in Interstellar?*',
  '',
  'Sag danach *mehr* oder *ältere*, um weiterzumachen.',
].join('\n');

/** The films of one genre, as German names them ('Komödien', 'Actionfilme'). */
const FILMS_OF: Record<GenreName, string> = {
  Action: 'Actionfilme',
  Adventure: 'Abenteuerfilme',
  Animation: 'Animationsfilme',
  Comedy: 'Komödien',
  Crime: 'Krimis',
  Documentary: 'Dokumentarfilme',
  Drama: 'Dramen',
  Family: 'Familienfilme',
  Fantasy: 'Fantasyfilme',
  History: 'Historienfilme',
  Horror: 'Horrorfilme',
  Music: 'Musikfilme',
  Mystery: 'Mysteryfilme',
  Romance: 'Liebesfilme',
  'Science Fiction': 'Science-Fiction-Filme',
  'TV Movie': 'Fernsehfilme',
  Thriller: 'Thriller',
  War: 'Kriegsfilme',
  Western: 'Western',
};

/** German has no gender to agree with here: what describes the films comes after them. */
const FILMS: FilmsGrammar = {
  ofGenre: Object.fromEntries(
    Object.entries(FILMS_OF).map(([genre, text]) => [genre, { text, feminine: false }]),
  ) as Record<GenreName, FilmsNoun>,
  ofGenres: (names) => `Filme der Genres ${listed(names, 'und')}`,
  plain: 'Filme',
  inLanguages: (names) => `auf ${listed(names, 'oder')}`,
};

const MOODS: Record<MoodLabel, string> = {
  uplifting: 'für gute Laune',
  fun: 'zum Lachen',
  'mind-bending': 'zum Grübeln',
  emotional: 'fürs Herz',
  thrilling: 'mit Nervenkitzel',
  cozy: 'zum Wohlfühlen',
  dark: 'mit düsterer Stimmung',
  'slow-burn': 'mit langsam steigender Spannung',
  'fast-paced': 'mit hohem Tempo',
};

/** The user's own films, a film told by its story, and messages about something else. */
const PEOPLE: PeoplePhrases = {
  and: 'und',
  noneTogether: (names, more) =>
    `Ich habe in unserem Katalog ${more ? 'keinen weiteren Film' : 'keinen Film'} mit ${names} zusammen gefunden. Frag nach jedem einzeln, um ihre Filme zu sehen.`,
  togetherLoosened: 'Keiner ihrer gemeinsamen Filme passt zum Rest deiner Anfrage, deshalb hier alle.',
  filmographyIntro: (name, films, role, bestKnown) =>
    `${name} ${role === 'director' ? 'hat bei' : 'spielt in'} ${films} ${films === 1 ? 'Film' : 'Filmen'} aus unserem Katalog${role === 'director' ? ' Regie geführt' : ' mit'}${bestKnown ? '; hier die bekanntesten' : ''}:`,
  filmographyNone: (name, role) =>
    `Ich habe in unserem Katalog keine Filme ${role === 'director' ? 'von' : 'mit'} ${name} gefunden.`,
  filmographyNoOther: (name, role) =>
    `Unser Katalog hat keine weiteren Filme ${role === 'director' ? 'von' : 'mit'} ${name}.`,
  asDirector: 'Regie',
  asCharacter: (character) => `als ${character}`,
  inCast: 'in der Besetzung',
};

const CLARIFY: ClarifyWording = {
  readings: {
    recommend: 'Empfehlungen',
    fact: 'etwas über einen Film wissen',
    library: 'deine eigenen Filme ansehen',
    identify: 'einen Film über seine Handlung finden',
    group: 'Vorschläge für eine Gruppe',
  },
  question: (first, second) => `Kurze Frage, bevor ich antworte: Möchtest du ${first} oder ${second}?`,
  picks: {
    recommend: ['empfehl\\w*', 'vorschlage?n?', 'ideen', 'eine liste', 'was zum (?:schauen|gucken)'],
    fact: ['(?:ein )?fakt\\w*', 'wissen', 'infos?', 'details?', 'uber (?:einen|den) film'],
    library: [
      'meine (?:eigenen )?(?:filme|bewertungen)',
      'mein (?:tagebuch|verlauf)',
      'was ich (?:gesehen|geschaut|bewertet)',
    ],
    identify: ['finden', 'den (?:namen|titel)', 'welcher film', 'die handlung', 'herausfinden'],
    group: ['(?:eine )?gruppe', 'zusammen', 'fur (?:uns|alle)', 'freunde', 'familie'],
  },
  first: ['(?:das |die |der )?erste[nrs]?', '1', 'option (?:1|a)'],
  second: ['(?:das |die |der )?zweite[nrs]?', '2', '(?:das |die |der )?andere[nrs]?', 'option (?:2|b)'],
};

const LIBRARY: LibraryPhrases = {
  lastWatchedIntro: 'Deine zuletzt gesehenen Filme, die neuesten zuerst:',
  lastWatchedOne: 'Das ist der letzte Film, den du gesehen hast, laut deinem Tagebuch:',
  watchedOn: (date) => `gesehen am ${date}`,
  yourRating: (rating) => `von dir mit ${rating}/10 bewertet`,
  periodIntro: (period) => `Das hast du gesehen (${period}):`,
  periodEmpty: (period) => `Keine Filme eingetragen (${period}).`,
  diaryEmpty:
    'Dein Tagebuch ist noch leer: Trag einen Film ein, den du gesehen hast, dann kann ich dir davon erzählen.',
  countInPeriod: (films, period) =>
    films === 1
      ? `Für diesen Zeitraum (${period}) ist 1 Film in deinem Tagebuch eingetragen.`
      : `Für diesen Zeitraum (${period}) sind ${films} Filme in deinem Tagebuch eingetragen.`,
  likeLovedIntro: (titles) => `Mehr in der Art der Filme, die du geliebt hast (${titles}):`,
  becauseYouLoved: (title) => `weil du ${title} geliebt hast`,
  nothingLovedYet:
    'Du hast noch keine Filme bewertet oder gemocht: Bewerte ein paar, dann finde ich ähnliche.',
  identifyIntro: 'Das klingt nach diesem Film:',
  identifyUnsure: 'Ich bin nicht sicher, welcher Film das ist. Vielleicht einer von diesen:',
  bestMatch: 'passt am besten zu deiner Beschreibung',
  otherMatch: 'oder vielleicht dieser',
  identifyNone:
    'Anhand der Beschreibung finde ich den Film nicht. Noch ein Detail: ein Schauspieler, ein Jahr, eine Szene?',
  noSequel: (title) => `Eine Fortsetzung von ${title} gibt es in unserem Katalog nicht.`,
  offTopic:
    'Ich kann dir nur bei Filmen helfen: Empfehlungen, Fakten zu einem Film oder dein Filmtagebuch. Worauf hast du Lust?',
  seenYes: (film, date) =>
    date ? `Ja: Du hast ${film} am ${date} gesehen.` : `Ja: ${film} steht auf deiner Gesehen-Liste.`,
  seenNo: (film) => `Noch nicht: ${film} steht weder in deinem Tagebuch noch auf deiner Gesehen-Liste.`,
  ratedIt: (film, rating) => `Du hast ${film} mit ${rating} von 10 bewertet.`,
  notRated: (film) => `Du hast ${film} noch nicht bewertet.`,
  lowestIntro: 'Deine am schlechtesten bewerteten Filme, der schwächste zuerst:',
  lowestInPeriodIntro: (period) =>
    `Die Filme, die du im Zeitraum ${period} gesehen hast, der am schlechtesten bewertete zuerst:`,
  highestInPeriodIntro: (period) =>
    `Die Filme, die du im Zeitraum ${period} gesehen hast, der am besten bewertete zuerst:`,
  gaveIntro: (rating) => `Die Filme, die du mit ${rating}/10 bewertet hast:`,
  gaveNone: (rating) => `Du hast noch keinen Film mit ${rating}/10 bewertet.`,
  countRated: (films, period) =>
    `Du hast ${period ? `im Zeitraum ${period} ` : 'bisher '}${films === 1 ? '1 Film' : `${films} Filme`} bewertet.`,
  countLoved: (films) =>
    films === 1 ? 'Dir hat bisher 1 Film gefallen.' : `Dir haben bisher ${films} Filme gefallen.`,
  highestIntro: 'Deine am besten bewerteten Filme, der beste zuerst:',
  seenWith: (name) => `Die Filme mit ${name}, die du gesehen hast:`,
  seenNoneWith: (name) => `Du hast noch keinen Film mit ${name} eingetragen.`,
  favoriteDirector: (name) =>
    `Nach deinen Bewertungen ist ${name} dein Lieblingsregisseur. Die Filme, die du am besten bewertet hast:`,
  noFavoriteDirector: 'Du hast noch nicht genug Filme gut bewertet, um einen Lieblingsregisseur zu erkennen.',
  seenReason: 'unter deinen gesehenen Filmen',
  seenOfKind: 'Die Filme dieser Art, die du gesehen hast:',
  seenNoneOfKind: 'Keiner der Filme, die du eingetragen hast, ist von dieser Art.',
  ownInOrderIntro: (part, order) =>
    `${{ liked: 'Die Filme, die dir gefallen haben', rated: 'Die Filme, die du bewertet hast', watchlist: 'Die Filme auf deiner Merkliste', seen: 'Die Filme, die du gesehen hast' }[part]}, ${{ oldest: 'die ältesten zuerst', newest: 'die neuesten zuerst', shortest: 'die kürzesten zuerst', longest: 'die längsten zuerst' }[order]}:`,
  ownPartEmpty: (part) =>
    ({
      liked: 'Du hast noch keinen Film geliked.',
      rated: 'Du hast noch keinen Film bewertet.',
      watchlist: 'Deine Merkliste ist leer.',
      seen: 'Du hast noch keinen Film eingetragen.',
    })[part],
};

export const GERMAN: ReplyWording<'de'> = {
  code: 'de',
  locale: 'de-DE',
  phrases: {
    help: HELP,
    cannotHelp: [
      'Tut mir leid, ich habe nicht ganz verstanden, was für einen Film du suchst, und ich kenne nur die Filme aus unserem Katalog.',
      '',
      HELP,
    ].join('\n'),
    greeting: 'Hallo!',
    thanks: 'Gern geschehen! Viel Spaß beim Film. Frag mich jederzeit nach neuen Ideen. 🍿',
    goodbye: 'Bis bald und viel Spaß beim Film! Komm jederzeit wieder, wenn du neue Ideen brauchst. 🍿',
    wellbeing:
      'Mir geht es gut, danke der Nachfrage! Worauf hast du Lust: ein Genre, eine Stimmung, ein Schauspieler?',
    identity:
      'Ich bin der Filmassistent von Marquee: ein Programm, kein Mensch. Ich schlage dir Filme aus dem Katalog dieser Seite vor und beantworte Fragen dazu, etwa wer einen Film gedreht hat oder wie lange er dauert. Worauf hast du Lust?',
    complaint:
      'Tut mir leid, dass die Vorschläge nicht gepasst haben. Sag mir, was nicht stimmte (zu alt, falsche Stimmung, nicht dein Genre) oder was du lieber hättest, dann versuche ich es nochmal.',
    praise: 'Danke, das ist nett von dir! Wenn du noch eine Idee brauchst, frag einfach. 🍿',
    tip: '_Lieber etwas anderes? Frag nach **mehr**, nach **älteren**, nach einem Jahrzehnt oder nach Filmen **wie** einem von diesen._',
    counted: (count, description, all) =>
      count === 1
        ? 'Unser Katalog hat nur einen:'
        : `Unser Katalog hat ${count} ${description}${all ? ':' : '. Ein paar davon:'}`,
    found: (description, more) =>
      `Hier sind ${more ? 'weitere' : 'ein paar'} ${description}, die dir gefallen könnten:`,
    uplifting: (description) => `Hier sind ein paar ${description}, die dir den Tag versüßen:`,
    noneFound: (description, more) =>
      `In unserem Katalog habe ich keine ${more ? 'weiteren ' : ''}${description} gefunden. Versuch es mit einem anderen Genre, einer anderen Stimmung oder einem anderen Jahrzehnt.`,
    studioUnknown: (studios) =>
      `Unser Katalog verzeichnet nicht, welches Studio seine Filme produziert hat, deshalb kann ich dir keine Filme von ${studios} heraussuchen. Versuch es lieber mit einem Genre, einem Regisseur oder einem Titel.`,
    seriesIntro: (series) => `Die ${series}-Filme in unserem Katalog:`,
    likeIntro: (movie, years) => `Wenn dir ${movie} gefallen hat, probier diese${years ? ` ${years}` : ''}:`,
    likeNone: (movie, years) =>
      `In unserem Katalog habe ich keine weiteren Filme wie ${movie}${years ? ` ${years}` : ''} gefunden. Versuch es mit einem anderen Titel oder einem Genre.`,
    titleNotFound:
      'Diesen Titel habe ich in unserem Katalog nicht gefunden, daher kann ich dir weder etwas dazu sagen noch ähnliche Filme vorschlagen. Prüf die Schreibweise oder beschreib mir, was für einen Film du suchst.',
    liveDataUnavailable:
      '_Die Live-Filmdaten sind gerade nicht erreichbar, deshalb stammt diese Antwort aus den Filmen, die auf dieser Seite gespeichert sind._',
    whichMovie:
      'Ich weiß nicht genau, welchen Film du meinst. Öffne die Seite eines Films und frag noch einmal, oder nenn mir einen Titel, etwa *Filme wie Inception*.',
    personIntro: (description, more) =>
      `Hier sind ${more ? 'weitere ' : ''}${description} aus unserem Katalog:`,
    personNone: (name, more) =>
      `In unserem Katalog habe ich keine ${more ? 'weiteren ' : ''}Filme mit ${name} gefunden.`,
    someForEach: (parts) => `Kein Film passt für alle zugleich, deshalb hier ein paar für jeden: ${parts}.`,
    fewAbout: (description) => `Unser Katalog hat nur diese ${description}.`,
    fewGenres: (all) =>
      `Es gibt nur wenige Filme, die zugleich ${all} sind, deshalb habe ich aus jedem dieser Genres ein paar aufgenommen.`,
    widenedYears: (years) =>
      `Unser Katalog hat nur wenige Treffer ${years}, deshalb habe ich den Zeitraum erweitert.`,
    themeBeyondShelf:
      'Nur wenige unserer Kinderfilme handeln davon, deshalb habe ich andere Filme darüber ergänzt, die für ihr Alter passen.',
    noCertifications:
      'Für einige davon kennt unser Katalog keine Altersfreigabe: schau am besten vorher noch einmal nach.',
    personNoneOfKind: (name, description) =>
      `Von ${name} gibt es in unserem Katalog keine ${description}, deshalb hier andere bekannte Filme.`,
    rated: (score) => `, Bewertung ${decimalComma(score)}/10`,
    directedBy: (name) => `Regie: ${name}`,
    /** The header of a table of films, a column each ('a table: title, year, runtime'). */
    tableColumns: {
      title: 'Titel',
      year: 'Jahr',
      director: 'Regie',
      runtime: 'Laufzeit',
      rating: 'Bewertung',
    },
    as: (character) => ` als ${character}`,
    sharesFeel: (genres) => `ebenfalls ${genres}`,
    favouriteOf: (title) => `beliebt bei Fans von ${title}`,
    catalogFavourite: 'ein Publikumsliebling im Katalog',
    popularIntro: (more) =>
      `Hier sind ${more ? 'weitere' : 'einige'} der beliebtesten Filme aus unserem Katalog. Nenn mir eine Stimmung, ein Genre oder einen Schauspieler, dann grenze ich die Auswahl ein:`,
    watchlistEmpty:
      'Deine Merkliste ist leer. Setz Filme auf ihrer Seite auf die Merkliste, dann suche ich daraus etwas aus.',
    watchlistNone:
      'Auf deiner Merkliste passt nichts dazu. Versuch es mit weniger Bedingungen oder frag, ohne die Merkliste zu erwähnen.',
    watchlistIntro: 'Von deiner Merkliste:',
    rewatchEmpty:
      'Du hast noch keine Filme eingetragen, bewertet oder gemocht, daher kann ich dir nichts zum erneuten Anschauen vorschlagen. Markier ein paar als gesehen.',
    rewatchNone: 'Keiner der Filme, die du gesehen hast, passt dazu. Versuch es mit weniger Bedingungen.',
    rewatchIntro: 'Aus den Filmen, die du schon gesehen hast, zum erneuten Anschauen:',
    ratedEmpty:
      'Du hast noch keine Filme bewertet. Bewerte ein paar, dann kann ich dir deine Favoriten auflisten.',
    ratedNone: 'Keiner der Filme, die du bewertet hast, passt dazu. Versuch es mit weniger Bedingungen.',
    ratedIntro: 'Die Filme, die du am besten bewertet hast:',
    yourRating: (rating) => `von dir mit ${rating}/10 bewertet`,
    signInForLibrary:
      'Melde dich an, dann kann ich deine Merkliste und dein Filmtagebuch nutzen; im Moment weiß ich nicht, welche Filme du gesehen hast.',
    noLovedYet:
      'Du hast noch keinen Film gemocht oder gut bewertet, daher weiß ich nicht, was dir zuletzt gefallen hat. Nenn mir stattdessen einen Titel.',
    historyUsed:
      'Filme, die du schon eingetragen oder bewertet hast, habe ich weggelassen (frag nach Filmen zum *Wiedersehen*, um sie einzubeziehen).',
    personUnknown:
      'Diese Person habe ich in unserem Katalog nicht gefunden. Prüf die Schreibweise oder versuch es mit einem Genre oder einer Stimmung.',
    questionNotUnderstood:
      'Ich erkenne nicht, um welchen Film oder welche Person es in deiner Frage geht, und rate lieber nicht. Versuch es mit *Wer hat Alien gedreht?* oder *Wie lange dauert Inception?*',
    avoiding: (what) => `Ohne ${what}.`,
    picks: {
      several: (count) => `Davon diese ${count}:`,
      fitting: 'Davon passen diese:',
      noneFits: 'Keiner davon passt dazu.',
      fewFitMore: 'Davon passen nur wenige, hier sind sie mit weiteren, die passen:',
      noneFitMore: 'Keiner davon passt, aber diese hier schon:',
      unknown: 'Das weiß unser Katalog über diese Filme nicht.',
      shortest: (link, runtime) => `Davon ist ${link} der kürzeste, mit ${runtime}.`,
      longest: (link, runtime) => `Davon ist ${link} der längste, mit ${runtime}.`,
      oldest: (link, year) => `Davon ist ${link} der älteste, von ${year}.`,
      release_date: (link, year) => `Davon ist ${link} der neueste, von ${year}.`,
      vote_average: (link, score) =>
        `Davon ist ${link} der am besten bewertete, mit ${decimalComma(score)}/10.`,
      popularity: (link) => `Davon ist ${link} der beliebteste.`,
      rated: (score) => `Bewertung ${decimalComma(score)}/10`,
    },
    facts: {
      and: 'und',
      director: (link, directors, count) =>
        `Bei ${link} ${count > 1 ? 'führten' : 'führte'} **${directors}** die Regie.`,
      noDirector: (link) => `Unser Katalog verrät nicht, wer bei ${link} Regie geführt hat.`,
      music: (link, names) => `Die Musik zu ${link} stammt von **${names}**.`,
      noMusic: (link) => `Unser Katalog verrät nicht, wer die Musik zu ${link} geschrieben hat.`,
      writers: (link, names) => `Das Drehbuch zu ${link} stammt von **${names}**.`,
      noWriters: (link) => `Unser Katalog verrät nicht, wer ${link} geschrieben hat.`,
      longer: (longer, longerRuns, shorter, shorterRuns) =>
        `${longer} ist länger: ${longerRuns}, gegenüber ${shorterRuns} bei ${shorter}.`,
      shorter: (shorter, shorterRuns, longer, longerRuns) =>
        `${shorter} ist kürzer: ${shorterRuns}, gegenüber ${longerRuns} bei ${longer}.`,
      sameLength: (first, second, runs) => `${first} und ${second} sind gleich lang: ${runs}.`,
      released: (link, date) => `${link} ist am ${longDate(date, 'de-DE')} erschienen.`,
      noReleaseDate: (link) => `Unser Katalog kennt das Erscheinungsdatum von ${link} nicht.`,
      genres: (link, genres) => `In unserem Katalog ist ${link} unter ${genres} eingeordnet.`,
      noGenres: (link) => `Unser Katalog ordnet ${link} keinem Genre zu.`,
      originalLanguage: (link, language) => `Die Originalsprache von ${link} ist ${language}.`,
      noOriginalLanguage: (link) => `Unser Katalog sagt nicht, in welcher Sprache ${link} gedreht wurde.`,
      age: (link, date, years) =>
        `${link} ist am ${longDate(date, 'de-DE')} erschienen, also ${years} ${years === 1 ? 'Jahr' : 'Jahre'} alt.`,
      plot: (link, overview) => `Hier ist die Inhaltsangabe von ${link} aus unserem Katalog: ${overview}`,
      noPlot: (link) => `Unser Katalog hat keine Inhaltsangabe zu ${link}.`,
      runtime: (link, duration) => `Die Laufzeit von ${link} beträgt ${duration}.`,
      runtimeJudged: (link, duration, judgement) => `${link} dauert ${duration}: ${judgement}.`,
      noRuntime: (link) => `Unser Katalog weiß nicht, wie lange ${link} dauert.`,
      duration: (minutes, hours, rest) => `${minutes} Minuten (${hours} Std. ${rest} Min.)`,
      characterPlayedBy: (link, character, name) =>
        `Im Film ${link} wird die Rolle von ${character} von **${name}** gespielt.`,
      characterUnknown: (link, billed) =>
        `Diese Rolle in ${link} kenne ich nicht: Unser Katalog führt diese Figur nicht.${billed ? ` Die Hauptbesetzung: ${billed}.` : ''}`,
      compareIntro: 'So schneiden sie in unserem Katalog ab:',
      compareClose:
        'Das Publikum bewertet beide fast gleich, also entscheide nach Stimmung: Die Genres machen den Unterschied.',
      compareAhead: (link) => `Nach den Bewertungen des Publikums liegt ${link} vorn.`,
      releasedFirst: (first, second) => `${first} kam zuerst heraus, danach ${second}.`,
      releasedSameYear: (first, second) => `Beide erschienen im selben Jahr: ${first} und ${second}.`,
      castYes: (name, link, character) =>
        character
          ? `Ja: **${name}** spielt in ${link} mit, als ${character}.`
          : `Ja: **${name}** spielt in ${link} mit.`,
      castDirected: (name, link) => `Ja: **${name}** hat bei ${link} Regie geführt.`,
      directorNo: (name, link, directors) =>
        directors
          ? `Nein: Bei ${link} führte ${directors} Regie, nicht ${name}.`
          : `Nein, unser Katalog führt ${name} nicht als Regie von ${link}.`,
      castNo: (name, link, billed) =>
        `Nein, unser Katalog führt ${name} nicht in ${link}.${billed ? ` Die Hauptbesetzung: ${billed}.` : ''}`,
      notRatedYet: 'noch nicht bewertet',
      ageFits: (age, ceiling, list) =>
        `Für ein Kind von ${age} Jahren würde ich nach ${ceiling} suchen. Davon passen diese:\n\n${list}`,
      ageNone: (age, ceiling) =>
        `Für ein Kind von ${age} Jahren würde ich nach ${ceiling} suchen, und keiner davon hat diese Freigabe (oder unser Katalog kennt sie nicht).`,
      judgements: {
        long: 'lang für einen Abend unter der Woche, eher etwas für einen freien Abend oder das Wochenende',
        longish: 'eher lang für einen Abend unter der Woche, aber machbar, wenn du früh anfängst',
        comfortable: 'eine angenehme Länge für einen Abend unter der Woche',
        short: 'kurz: passt in jeden Abend',
      },
      score: (score, votes) =>
        `mit ${decimalComma(score)}/10 bei ${countIn(votes, 'de-DE')} Stimmen bewertet`,
      rating: (link, score) => `${link} ist auf TMDB ${score}.`,
      noRating: (link) => `Bisher hat niemand ${link} in unserem Katalog bewertet.`,
      cast: (link, cast) =>
        `Zur Besetzung von ${link} gehören unter anderem ${cast.join(', ').replace(/, (?=[^,]*$)/, ' und ')}.`,
      noCast: (link) => `Unser Katalog kennt die Besetzung von ${link} nicht.`,
      streaming: (link) =>
        `Streamingdienste kann ich im Chat nicht sehen. Die Seite von ${link} zeigt, wo der Film läuft, wenn Marquee mit TMDB verbunden ist.`,
      worth: (link, score, genres, directors, verdict) =>
        `${link} ist ${score}${genres ? ` (${genres})` : ''}${directors ? `, Regie: ${directors}` : ''}. ${verdict}`,
      awardsUntracked:
        'Preise erfasst unser Katalog allerdings nicht, daher weiß ich nicht, was er gewonnen hat.',
      worthUnrated: (link) =>
        `Bisher hat niemand ${link} in unserem Katalog bewertet, daher kann ich den Film nicht beurteilen.`,
      verdicts: {
        tooFew: 'Zu wenige Leute haben ihn bewertet, als dass ich ihn beurteilen könnte.',
        loved: 'Er gehört zu den beliebtesten Filmen unseres Katalogs: Ja, er lohnt sich sehr.',
        good: 'Das Publikum bewertet ihn gut: Er lohnt sich, wenn du das Genre magst.',
        mixed: 'Die Meinungen gehen auseinander: gut für Fans des Genres, aber kein Muss.',
        poor: 'Das Publikum bewertet ihn schlecht: Ich würde etwas anderes wählen.',
      },
      certified: (certification) => `US-Freigabe ${certification}`,
      certification: (link, certification, meaning) =>
        `${link} hat in den USA die Altersfreigabe **${certification}**${meaning ? ` (${meaning})` : ''}.`,
      meanings: {
        G: 'für alle Altersgruppen geeignet',
        PG: 'einige Szenen könnten für kleine Kinder ungeeignet sein',
        'PG-13': 'Eltern sollten bei Kindern unter 13 genau hinschauen',
        R: 'unter 17 nur in Begleitung eines Erwachsenen',
        'NC-17': 'nur für Erwachsene',
      },
      noCertification: (link, genres, age) =>
        `Unser Katalog kennt keine Altersfreigabe für ${link}, daher kann ich ${age ? `nicht sicher sagen, ob der Film für ein ${age}-jähriges Kind geeignet ist` : 'nichts Sicheres dazu sagen'}. Genres: ${genres || 'unbekannt'}; schau am besten in einen Elternratgeber, bevor du ihn startest.`,
      suitsAge: (age, ceiling) =>
        `Für ${age}-Jährige würde ich nach ${ceiling} suchen, daher passt er in der Regel, aber du kennst dein Kind am besten.`,
      notForAge: (age, ceiling) =>
        `Für ${age}-Jährige würde ich nach ${ceiling} suchen, daher würde ich etwas anderes wählen.`,
    },
  },
  library: LIBRARY,
  people: PEOPLE,
  clarify: CLARIFY,
  genres: {
    Action: 'Action',
    Adventure: 'Abenteuer',
    Animation: 'Animation',
    Comedy: 'Komödie',
    Crime: 'Krimi',
    Documentary: 'Dokumentarfilm',
    Drama: 'Drama',
    Family: 'Familie',
    Fantasy: 'Fantasy',
    History: 'Historie',
    Horror: 'Horror',
    Music: 'Musik',
    Mystery: 'Mystery',
    Romance: 'Liebesfilm',
    'Science Fiction': 'Science-Fiction',
    'TV Movie': 'TV-Film',
    Thriller: 'Thriller',
    War: 'Kriegsfilm',
    Western: 'Western',
  },
  languages: {
    fr: 'Französisch',
    it: 'Italienisch',
    de: 'Deutsch',
    ja: 'Japanisch',
    ko: 'Koreanisch',
    zh: 'Chinesisch',
    cn: 'Kantonesisch',
    hi: 'Hindi',
    es: 'Spanisch',
    ru: 'Russisch',
    sv: 'Schwedisch',
    da: 'Dänisch',
    pt: 'Portugiesisch',
    fa: 'Persisch',
    tr: 'Türkisch',
    th: 'Thailändisch',
    en: 'Englisch',
  },
  // After 'über' and 'ohne', both of which take the accusative.
  topics: {
    violent: 'Gewalt',
    gory: 'blutige Szenen',
    scary: 'Grusel',
    dark: 'düstere Stimmung',
    sad: 'traurige Momente',
    battles: 'Schlachten',
    uplifting: 'Wohlfühlkitsch',
    fun: 'Humor',
    'mind-bending': 'Kopfzerbrechen',
    emotional: 'große Gefühle',
    thrilling: 'Nervenkitzel',
    cozy: 'Kuschelfaktor',
    'slow-burn': 'Längen',
    'fast-paced': 'Hektik',
    heist: 'Raubüberfälle',
    'time travel': 'Zeitreisen',
    'true story': 'wahre Geschichten',
    dystopia: 'Dystopien',
    zombies: 'Zombies',
    'serial killers': 'Serienmörder',
    'coming of age': 'das Erwachsenwerden',
    revenge: 'Rache',
    'road trip': 'Roadtrips',
    superheroes: 'Superhelden',
    vampires: 'Vampire',
    dinosaurs: 'Dinosaurier',
    'artificial intelligence': 'künstliche Intelligenz',
    prison: 'das Gefängnis',
    spies: 'Spione',
    'James Bond': 'James Bond',
    'World War II': 'den Zweiten Weltkrieg',
    Christmas: 'Weihnachten',
    ghosts: 'Geister',
    sharks: 'Haie',
    spiders: 'Spinnen',
    pirates: 'Piraten',
    'martial arts': 'Kampfkunst',
    aliens: 'Außerirdische',
    space: 'den Weltraum',
    sports: 'Sport',
    boxing: 'Boxen',
    witches: 'Hexen',
    dragons: 'Drachen',
    robots: 'Roboter',
    weddings: 'Hochzeiten',
    dogs: 'Hunde',
    animals: 'Tiere',
    journalists: 'Journalisten',
    'high school': 'die Highschool',
    musicals: 'Musicals',
    musicians: 'Musiker',
    assassins: 'Auftragskiller',
    mafia: 'die Mafia',
    survival: 'das Überleben',
    castaways: 'Gestrandete',
    islands: 'Inseln',
    'time loops': 'Zeitschleifen',
    teachers: 'Lehrer',
    detectives: 'Detektive',
    ninjas: 'Ninjas',
    'found footage': 'Found Footage',
    slashers: 'Slasher',
    cyberpunk: 'Cyberpunk',
    'based on a book': 'Romanverfilmungen',
    dreams: 'Träume',
    'the Holocaust': 'den Holocaust',
    grief: 'Trauer',
    friendship: 'Freundschaft',
    slavery: 'Sklaverei',
    'con artists': 'Hochstapler',
    'new york': 'New York',
    paris: 'Paris',
    london: 'London',
    'los angeles': 'Los Angeles',
    italy: 'Italien',
    france: 'Frankreich',
    spain: 'Spanien',
    germany: 'Deutschland',
    japan: 'Japan',
    mexico: 'Mexiko',
  },
  query: {
    order: [
      'films',
      'years',
      'runtime',
      'person',
      'studios',
      'audience',
      'sort',
      'mood',
      'themes',
      'avoided',
      'described',
    ],
    films: (genres, languages) => filmsNoun(FILMS, GERMAN.genres, genres, languages),
    sort: (order) =>
      order === 'vote_average' ? 'mit besonders guten Bewertungen' : 'aus den letzten Jahren',
    mood: (label) => MOODS[label],
    person: (name, directed) => (directed ? `unter der Regie von ${name}` : `mit ${name}`),
    studios: (names) => `von ${listed(names, 'oder')}`,
    runtime: {
      range: (min, max) => `mit ${min} bis ${max} Minuten Laufzeit`,
      atMost: (max) => `mit höchstens ${max} Minuten Laufzeit`,
      over: (min) => `mit über ${min} Minuten Laufzeit`,
    },
    years: {
      year: (year) => `aus dem Jahr ${year}`,
      decade: (first) => `aus den ${spokenDecade(first)}ern`,
      range: (from, to) => `von ${from} bis ${to}`,
      before: (year) => `von vor ${year}`,
      since: (year) => `ab ${year}`,
    },
    audience: ({ rating, group, age }) => {
      if (rating) return `mit US-Freigabe ${rating.certification}${rating.orLower ? ' oder niedriger' : ''}`;
      if (group === 'family') return 'für die ganze Familie';
      if (group === 'with-family') return 'für einen Familienabend';
      if (group === 'teens') return `für ${age}-jährige Jugendliche`;
      return age !== undefined ? `für ${age}-jährige Kinder` : 'für Kinder';
    },
    themes: (topics) => `über ${listed(topics, 'und')}`,
    avoided: (topics) => `ohne ${listed(topics, 'oder')}`,
    described: 'passend zu deiner Beschreibung',
  },
};

/**
 * Italian, addressing the user as 'tu'. Sentences that introduce a list say 'una selezione di' before it, so nothing
 * has to agree with whether the films are 'film' or 'commedie'.
 */
import type { MoodLabel } from '../understanding/lexicons/language-lexicon.ts';
import {
  countIn,
  decimalComma,
  listed,
  longDate,
  spokenDecade,
  filmsNoun,
  type FilmsGrammar,
  type FilmsNoun,
  type GenreName,
  type ReplyWording,
  type ClarifyWording,
  type LibraryPhrases,
  type PeoplePhrases,
} from './reply-wording.ts';

/** 'il 20 dicembre', but "l'8 ottobre" and "l'11 marzo": the article elided before a day said with a vowel. */
const onTheDay = (date: string) => (/^(?:8|11)\b/.test(date) ? `l'${date}` : `il ${date}`);

const HELP = [
  'Ti consiglio film dal catalogo di Marquee e rispondo alle tue domande. Puoi chiedermi per esempio:',
  '',
  "- un'atmosfera: *qualcosa di allegro*, *un film cupo*",
  '- un genere, un decennio, una durata o una lingua: *un horror degli anni 80*, *una commedia non troppo lunga*, *un film francese*',
  '- una persona: *film con Tom Hanks*, *film diretti da Nolan*',
  '- un film che ti è piaciuto: *film simili a Inception*',
  '- una domanda: *chi ha diretto Alien?*, *quanto dura Inception?*, *di cosa parla Interstellar?*',
  '',
  'Poi scrivi *altri* o *più vecchi* per continuare.',
].join('\n');

const FILMS_OF: Record<GenreName, FilmsNoun> = {
  Action: { text: "film d'azione", feminine: false },
  Adventure: { text: "film d'avventura", feminine: false },
  Animation: { text: "film d'animazione", feminine: false },
  Comedy: { text: 'commedie', feminine: true },
  Crime: { text: 'film polizieschi', feminine: false },
  Documentary: { text: 'documentari', feminine: false },
  Drama: { text: 'film drammatici', feminine: false },
  Family: { text: 'film per famiglie', feminine: false },
  Fantasy: { text: 'film fantasy', feminine: false },
  History: { text: 'film storici', feminine: false },
  Horror: { text: 'film horror', feminine: false },
  Music: { text: 'film musicali', feminine: false },
  Mystery: { text: 'film di mistero', feminine: false },
  Romance: { text: 'film romantici', feminine: false },
  'Science Fiction': { text: 'film di fantascienza', feminine: false },
  'TV Movie': { text: 'film per la TV', feminine: false },
  Thriller: { text: 'thriller', feminine: false },
  War: { text: 'film di guerra', feminine: false },
  Western: { text: 'western', feminine: false },
};

const FILMS: FilmsGrammar = {
  ofGenre: FILMS_OF,
  ofGenres: (names) => `film che mescolano ${listed(names, 'e')}`,
  plain: 'film',
  inLanguages: (names) => `in ${listed(names, 'o')}`,
};

/** Moods after the noun, worded so they fit 'film' and 'commedie' alike. */
const MOODS: Record<MoodLabel, string> = {
  uplifting: 'che mettono di buonumore',
  fun: 'divertenti',
  'mind-bending': 'che fanno girare la testa',
  emotional: 'emozionanti',
  thrilling: 'al cardiopalma',
  cozy: 'da divano e coperta',
  dark: 'dalle atmosfere cupe',
  'slow-burn': 'dalla tensione lenta e crescente',
  'fast-paced': 'dal ritmo serrato',
};

/** The user's own films, a film told by its story, and messages about something else. */
const PEOPLE: PeoplePhrases = {
  and: 'e',
  noneTogether: (names, more) =>
    `Non ho trovato ${more ? 'altri film' : 'nessun film'} nel nostro catalogo con ${names} insieme. Chiedimi di ciascuno separatamente per vedere i loro film.`,
  togetherLoosened:
    'Nessuno dei loro film insieme corrisponde al resto della tua richiesta, quindi eccoli tutti.',
  filmographyIntro: (name, films, role, bestKnown) =>
    `${name} ${role === 'director' ? 'ha diretto' : 'recita in'} ${films} film del nostro catalogo${bestKnown ? '; ecco i più noti' : ''}:`,
  filmographyNone: (name, role) =>
    `Non ho trovato film ${role === 'director' ? 'diretti da' : 'con'} ${name} nel nostro catalogo.`,
  filmographyNoOther: (name, role) =>
    `Il nostro catalogo non ha altri film ${role === 'director' ? 'diretti da' : 'con'} ${name}.`,
  asDirector: 'regia',
  asCharacter: (character) => `nel ruolo di ${character}`,
  inCast: 'nel cast',
};

const CLARIFY: ClarifyWording = {
  readings: {
    recommend: 'dei consigli',
    fact: 'sapere qualcosa su un film',
    library: 'vedere i tuoi film',
    identify: 'ritrovare un film dalla sua storia',
    group: 'delle idee per un gruppo',
  },
  question: (first, second) => `Una domanda prima di rispondere: vuoi ${first} o ${second}?`,
  picks: {
    recommend: ['consigl\\w*', 'suggeri\\w*', 'idee', 'una lista', 'qualcosa da vedere'],
    fact: ['un dato', 'dati', 'sapere', 'info\\w*', 'dettagli', 'su (?:un|il) film'],
    library: ['i miei (?:film|voti)', 'il mio (?:diario|storico)', 'quello che ho (?:visto|votato)'],
    identify: [
      'ritrovar\\w*',
      'trovar\\w*',
      'il (?:nome|titolo)',
      'qual e',
      'la (?:sua )?storia',
      'identificar\\w*',
    ],
    group: ['(?:un )?gruppo', 'insieme', 'per (?:noi|tutti)', 'amici', 'famiglia'],
  },
  first: ['(?:la |il )?prim[oa]', '1', 'opzione (?:1|a)'],
  second: ['(?:la |il )?second[oa]', '2', "(?:l')?altr[oa]", 'opzione (?:2|b)'],
};

const LIBRARY: LibraryPhrases = {
  lastWatchedIntro: 'I tuoi film più recenti, dal più recente:',
  lastWatchedOne: "Questo è l'ultimo film che hai visto, secondo il tuo diario:",
  watchedOn: (date) => `visto il ${date}`,
  yourRating: (rating) => `gli hai dato ${rating}/10`,
  periodIntro: (period) => `Ecco i film che hai visto (${period}):`,
  periodEmpty: (period) => `Non hai registrato nessun film (${period}).`,
  diaryEmpty: 'Il tuo diario è ancora vuoto: registra un film che hai visto e te ne parlerò.',
  countInPeriod: (films, period) =>
    films === 1
      ? `Nel tuo diario c'è 1 film per questo periodo (${period}).`
      : `Nel tuo diario ci sono ${films} film per questo periodo (${period}).`,
  likeLovedIntro: (titles) => `Altri film sulla scia di quelli che hai amato (${titles}):`,
  becauseYouLoved: (title) => `perché hai amato ${title}`,
  nothingLovedYet:
    'Non hai ancora votato né messo mi piace a nessun film: votane qualcuno e ne troverò di simili.',
  identifyIntro: 'Sembra proprio questo:',
  identifyUnsure: 'Non sono sicuro di quale film sia. Potrebbe essere uno di questi:',
  bestMatch: 'il più vicino alla tua descrizione',
  otherMatch: 'o forse questo',
  identifyNone:
    'Non riesco a riconoscere il film da questa descrizione. Qualche altro dettaglio: un attore, un anno, una scena?',
  noSequel: (title) => `Nel nostro catalogo non c'è un seguito di ${title}.`,
  offTopic:
    'Posso aiutarti solo con i film: consigli, informazioni su un film o il tuo diario. Cosa ti va di guardare?',
  seenYes: (film, date) =>
    date ? `Sì: hai visto ${film} il ${date}.` : `Sì: ${film} è tra i film che hai visto.`,
  seenNo: (film) => `Non ancora: ${film} non è nel tuo diario né tra i film visti.`,
  ratedIt: (film, rating) => `Hai dato ${rating} su 10 a ${film}.`,
  notRated: (film) => `Non hai ancora votato ${film}.`,
  lowestIntro: 'I film a cui hai dato i voti più bassi, dal più basso:',
  lowestInPeriodIntro: (period) => `I film che hai visto nel periodo ${period}, dal voto più basso:`,
  highestInPeriodIntro: (period) => `I film che hai visto nel periodo ${period}, dal voto più alto:`,
  gaveIntro: (rating) => `I film a cui hai dato ${rating}/10:`,
  gaveNone: (rating) => `Non hai dato ${rating}/10 a nessun film.`,
  countRated: (films, period) =>
    `Hai votato ${films === 1 ? '1 film' : `${films} film`} ${period ? `nel periodo ${period}` : 'finora'}.`,
  countLoved: (films) =>
    films === 1 ? 'Finora ti è piaciuto 1 film.' : `Finora ti sono piaciuti ${films} film.`,
  highestIntro: 'I film a cui hai dato i voti più alti, dal più alto:',
  seenWith: (name) => `I film con ${name} che hai visto:`,
  seenNoneWith: (name) => `Non hai ancora registrato nessun film con ${name}.`,
  favoriteDirector: (name) =>
    `Dai tuoi voti, il tuo regista preferito è ${name}. I suoi film a cui hai dato i voti più alti:`,
  noFavoriteDirector: 'Non hai ancora votato bene abbastanza film per capire il tuo regista preferito.',
  seenReason: 'tra i film che hai visto',
  seenOfKind: 'I film di quel tipo che hai visto:',
  seenNoneOfKind: 'Nessuno dei film che hai registrato è di quel tipo.',
  ownInOrderIntro: (part, order) =>
    `${{ liked: 'I film che ti sono piaciuti', rated: 'I film che hai votato', watchlist: 'I film della tua lista', seen: 'I film che hai visto' }[part]}, ${{ oldest: 'dal più vecchio al più recente', newest: 'dal più recente al più vecchio', shortest: 'dal più corto al più lungo', longest: 'dal più lungo al più corto' }[order]}:`,
  ownPartEmpty: (part) =>
    ({
      liked: 'Non hai ancora messo mi piace a nessun film.',
      rated: 'Non hai ancora votato nessun film.',
      watchlist: 'La tua lista è vuota.',
      seen: 'Non hai ancora registrato nessun film.',
    })[part],
};

export const ITALIAN: ReplyWording<'it'> = {
  code: 'it',
  locale: 'it-IT',
  phrases: {
    help: HELP,
    cannotHelp: [
      'Scusa, non ho capito bene che tipo di film cerchi, e conosco solo i film del nostro catalogo.',
      '',
      HELP,
    ].join('\n'),
    greeting: 'Ciao!',
    thanks: 'Figurati! Buona visione. Chiedimi altre idee quando vuoi. 🍿',
    goodbye: 'A presto, e buona visione! Torna quando vuoi per altre idee. 🍿',
    wellbeing:
      'Tutto bene, grazie per averlo chiesto! Cosa ti va di guardare: un genere, un’atmosfera, un attore?',
    identity:
      "Sono l'assistente per i film di Marquee: un programma, non una persona. Ti consiglio film dal catalogo di questo sito e rispondo alle domande che li riguardano, per esempio chi ha diretto un film o quanto dura. Cosa ti va di guardare?",
    complaint:
      'Mi dispiace che i suggerimenti non ti siano piaciuti. Dimmi cosa non andava (troppo vecchi, atmosfera sbagliata, non il tuo genere) o cosa preferisci, e ci riprovo.',
    praise: 'Grazie, sei gentile! Quando vuoi un’altra idea, chiedi pure. 🍿',
    tip: "_Vuoi qualcos'altro? Chiedine **altri**, **più vecchi**, un decennio o film **simili a** uno di questi._",
    counted: (count, description, all) =>
      count === 1
        ? "Nel nostro catalogo ce n'è solo uno:"
        : `Nel nostro catalogo ci sono ${count} ${description}${all ? ':' : '. Eccone alcuni:'}`,
    found: (description, more) =>
      `Ecco ${more ? "un'altra selezione" : 'una selezione'} di ${description} che potrebbero piacerti:`,
    uplifting: (description) => `Ecco una selezione di ${description} per tirarti su di morale:`,
    noneFound: (description, more) =>
      `Non ho trovato ${more ? 'altre proposte di ' : ''}${description} nel nostro catalogo. Prova con un altro genere, un'altra atmosfera o un altro decennio.`,
    studioUnknown: (studios) =>
      `Il nostro catalogo non indica quale studio ha prodotto i suoi film, quindi non posso sceglierti film ${studios}. Prova con un genere, un regista o un titolo.`,
    seriesIntro: (series) => `I film di ${series} nel nostro catalogo:`,
    likeIntro: (movie, years) => `Se ti è piaciuto ${movie}, prova questi${years ? ` ${years}` : ''}:`,
    likeNone: (movie, years) =>
      `Non ho trovato altri film simili a ${movie}${years ? ` ${years}` : ''} nel nostro catalogo. Prova con un altro titolo o un genere.`,
    titleNotFound:
      'Non ho trovato questo titolo nel nostro catalogo, quindi non posso parlartene né suggerirti film simili. Controlla come si scrive, oppure descrivimi il tipo di film che cerchi.',
    liveDataUnavailable:
      '_I dati aggiornati sui film non sono disponibili in questo momento, quindi questa risposta si basa sui film salvati su questo sito._',
    whichMovie:
      'Non sono sicuro di quale film intendi. Apri la pagina di un film e chiedimelo di nuovo, oppure dimmi un titolo, per esempio *film simili a Inception*.',
    personIntro: (description, more) =>
      `Ecco ${more ? "un'altra selezione" : 'una selezione'} di ${description} dal nostro catalogo:`,
    personNone: (name, more) => `Non ho trovato ${more ? 'altri ' : ''}film con ${name} nel nostro catalogo.`,
    someForEach: (parts) =>
      `Nessun film va bene a tutti insieme, quindi eccone alcuni per ciascuno: ${parts}.`,
    fewAbout: (description) => `Il nostro catalogo ha solo questi ${description}.`,
    fewGenres: (all) =>
      `Ho trovato pochi film che siano insieme ${all}, quindi ho incluso qualche titolo per ciascun genere.`,
    widenedYears: (years) => `Il nostro catalogo ha pochi titoli ${years}, quindi ho allargato il periodo.`,
    themeBeyondShelf:
      "Pochi dei nostri film per bambini parlano di questo, quindi ho aggiunto altri film sull'argomento adatti alla loro età.",
    noCertifications:
      'Il nostro catalogo non ha la classificazione per età di alcuni di questi: controlla prima di premere play.',
    personNoneOfKind: (name, description) =>
      `Nel nostro catalogo ${name} non compare in proposte di ${description}, quindi ecco altri suoi film noti.`,
    rated: (score) => `, voto ${decimalComma(score)}/10`,
    directedBy: (name) => `diretto da ${name}`,
    /** The header of a table of films, a column each ('a table: title, year, runtime'). */
    tableColumns: { title: 'Titolo', year: 'Anno', director: 'Regia', runtime: 'Durata', rating: 'Voto' },
    as: (character) => ` nel ruolo di ${character}`,
    sharesFeel: (genres) => `stesse atmosfere (${genres})`,
    favouriteOf: (title) => `amato dai fan di ${title}`,
    catalogFavourite: 'uno dei preferiti del catalogo',
    popularIntro: (more) =>
      `Ecco ${more ? 'altri' : 'alcuni'} dei film più amati del nostro catalogo. Dimmi un'atmosfera, un genere o un attore e restringo la scelta:`,
    watchlistEmpty:
      'La tua lista dei film da vedere è vuota. Aggiungi film dalla loro pagina e sceglierò tra quelli.',
    watchlistNone:
      'Niente nella tua lista corrisponde. Prova con meno condizioni, oppure chiedi senza citare la lista.',
    watchlistIntro: 'Dalla tua lista dei film da vedere:',
    rewatchEmpty:
      'Non hai ancora registrato, votato o messo mi piace a nessun film, quindi non ho niente da proporti di rivedere. Segna qualche film come visto.',
    rewatchNone: 'Nessuno dei film che hai visto corrisponde. Prova con meno condizioni.',
    rewatchIntro: 'Tra i film che hai già visto, da rivedere:',
    ratedEmpty: 'Non hai ancora votato nessun film. Votane qualcuno e ti elencherò i tuoi preferiti.',
    ratedNone: 'Nessuno dei film che hai votato corrisponde. Prova con meno condizioni.',
    ratedIntro: 'I film a cui hai dato i voti più alti:',
    yourRating: (rating) => `gli hai dato ${rating}/10`,
    signInForLibrary:
      'Accedi e potrò usare la tua lista dei film da vedere e il tuo diario: per ora non so quali film hai già visto.',
    noLovedYet:
      'Non hai ancora messo mi piace né dato un voto alto a nessun film, quindi non so quale ti è piaciuto di recente. Dimmi piuttosto un titolo.',
    historyUsed:
      'Ho escluso i film che hai già registrato o votato (chiedi film da *rivedere* per includerli).',
    personUnknown:
      "Non ho trovato questa persona nel nostro catalogo. Controlla come si scrive, oppure prova con un genere o un'atmosfera.",
    questionNotUnderstood:
      'Non capisco di quale film o persona parli la domanda, e preferisco non tirare a indovinare. Prova con *chi ha diretto Alien?* o *quanto dura Inception?*',
    avoiding: (what) => `Senza ${what}.`,
    picks: {
      several: (count) => `Tra questi, questi ${count}:`,
      fitting: 'Tra questi, vanno bene questi:',
      noneFits: 'Nessuno di questi va bene.',
      fewFitMore: 'Di questi ne vanno bene pochi, eccoli con altri che vanno bene:',
      noneFitMore: 'Nessuno di questi va bene, ma questi sì:',
      unknown: 'Il nostro catalogo non sa questo di questi film.',
      shortest: (link, runtime) => `Tra questi, ${link} è il più corto: ${runtime}.`,
      longest: (link, runtime) => `Tra questi, ${link} è il più lungo: ${runtime}.`,
      oldest: (link, year) => `Tra questi, ${link} è il più vecchio, del ${year}.`,
      release_date: (link, year) => `Tra questi, ${link} è il più recente, del ${year}.`,
      vote_average: (link, score) => `Tra questi, ${link} è il più votato: ${decimalComma(score)}/10.`,
      popularity: (link) => `Tra questi, ${link} è il più popolare.`,
      rated: (score) => `voto ${decimalComma(score)}/10`,
    },
    facts: {
      and: 'e',
      director: (link, directors) => `${link} è stato diretto da **${directors}**.`,
      noDirector: (link) => `Il nostro catalogo non dice chi ha diretto ${link}.`,
      music: (link, names) => `La musica di ${link} è di **${names}**.`,
      noMusic: (link) => `Il nostro catalogo non dice chi ha composto la musica di ${link}.`,
      writers: (link, names) => `La sceneggiatura di ${link} è di **${names}**.`,
      noWriters: (link) => `Il nostro catalogo non dice chi ha scritto ${link}.`,
      longer: (longer, longerRuns, shorter, shorterRuns) =>
        `${longer} è il più lungo: dura ${longerRuns}, contro ${shorterRuns} di ${shorter}.`,
      shorter: (shorter, shorterRuns, longer, longerRuns) =>
        `${shorter} è il più corto: dura ${shorterRuns}, contro ${longerRuns} di ${longer}.`,
      sameLength: (first, second, runs) => `${first} e ${second} durano uguale: ${runs}.`,
      released: (link, date) => `${link} è uscito ${onTheDay(longDate(date, 'it-IT'))}.`,
      noReleaseDate: (link) => `Il nostro catalogo non ha la data di uscita di ${link}.`,
      genres: (link, genres) => `Nel nostro catalogo, ${link} è un film di ${genres}.`,
      noGenres: (link) => `Il nostro catalogo non indica nessun genere per ${link}.`,
      originalLanguage: (link, language) => `La versione originale di ${link} è in ${language}.`,
      noOriginalLanguage: (link) => `Il nostro catalogo non dice in che lingua è stato girato ${link}.`,
      age: (link, date, years) =>
        `${link} è uscito ${onTheDay(longDate(date, 'it-IT'))}, quindi ha ${years} ${years === 1 ? 'anno' : 'anni'}.`,
      plot: (link, overview) => `Ecco la trama di ${link} nel nostro catalogo: ${overview}`,
      noPlot: (link) => `Il nostro catalogo non ha la trama di ${link}.`,
      runtime: (link, duration) => `La durata di ${link} è di ${duration}.`,
      runtimeJudged: (link, duration, judgement) => `${link} dura ${duration}: ${judgement}.`,
      noRuntime: (link) => `Il nostro catalogo non sa quanto dura ${link}.`,
      duration: (minutes, hours, rest) => `${minutes} minuti (${hours} h ${rest} min)`,
      characterPlayedBy: (link, character, name) =>
        `Nel film ${link}, il ruolo di ${character} è interpretato da **${name}**.`,
      characterUnknown: (link, billed) =>
        `Non conosco questo ruolo in ${link}: il nostro catalogo non ha questo personaggio.${billed ? ` Il cast principale: ${billed}.` : ''}`,
      compareIntro: 'Ecco come si confrontano nel nostro catalogo:',
      compareClose:
        "Il pubblico li vota più o meno allo stesso modo, quindi scegli in base all'umore: la differenza la fanno i generi.",
      compareAhead: (link) => `Secondo i voti del pubblico, ${link} è avanti.`,
      releasedFirst: (first, second) => `${first} è uscito prima, poi ${second}.`,
      releasedSameYear: (first, second) => `Sono usciti entrambi nello stesso anno: ${first} e ${second}.`,
      castYes: (name, link, character) =>
        character
          ? `Sì: **${name}** recita nel film ${link}, nel ruolo di ${character}.`
          : `Sì: **${name}** recita nel film ${link}.`,
      castDirected: (name, link) => `Sì: **${name}** ha diretto ${link}.`,
      directorNo: (name, link, directors) =>
        directors
          ? `No: ${link} è stato diretto da ${directors}, non da ${name}.`
          : `No, il nostro catalogo non indica che ${name} abbia diretto ${link}.`,
      castNo: (name, link, billed) =>
        `No, il nostro catalogo non indica ${name} in ${link}.${billed ? ` Il cast principale: ${billed}.` : ''}`,
      notRatedYet: 'non ancora votato',
      ageFits: (age, ceiling, list) =>
        `Per un bambino di ${age} anni cercherei ${ceiling}. Tra questi, vanno bene:\n\n${list}`,
      ageNone: (age, ceiling) =>
        `Per un bambino di ${age} anni cercherei ${ceiling}, e nessuno di questi ha quella classificazione (o il nostro catalogo non la conosce).`,
      judgements: {
        long: 'lungo per una sera infrasettimanale: meglio tenerlo per una serata libera o per il weekend',
        longish: "un po' lungo per una sera infrasettimanale, ma si può fare se inizi presto",
        comfortable: 'una durata comoda per una sera infrasettimanale',
        short: 'corto: sta bene in qualsiasi serata',
      },
      score: (score, votes) => `un voto di ${decimalComma(score)}/10 su ${countIn(votes, 'it-IT')} voti`,
      rating: (link, score) => `Su TMDB ${link} ha ${score}.`,
      noRating: (link) => `Nessuno ha ancora votato ${link} nel nostro catalogo.`,
      cast: (link, cast) =>
        `Nel cast di ${link} ci sono ${cast.join(', ').replace(/, (?=[^,]*$)/, ' e ')}, tra gli altri.`,
      noCast: (link) => `Il nostro catalogo non ha il cast di ${link}.`,
      streaming: (link) =>
        `Dalla chat non vedo i servizi di streaming. La pagina di ${link} mostra dove guardarlo quando Marquee è collegato a TMDB.`,
      worth: (link, score, genres, directors, verdict) =>
        `${link} ha ${score}${genres ? ` (${genres})` : ''}${directors ? `, diretto da ${directors}` : ''}. ${verdict}`,
      awardsUntracked: 'Il nostro catalogo però non registra i premi, quindi non so dire cosa ha vinto.',
      worthUnrated: (link) =>
        `Nessuno ha ancora votato ${link} nel nostro catalogo, quindi non posso giudicarlo.`,
      verdicts: {
        tooFew: "L'hanno votato troppe poche persone per poterlo giudicare.",
        loved: 'È uno dei film più amati del nostro catalogo: sì, merita davvero.',
        good: 'Il pubblico lo apprezza: merita se ti piace il genere.',
        mixed: 'Pareri contrastanti: va bene per gli appassionati del genere, ma non è imperdibile.',
        poor: 'Il pubblico non lo apprezza: io sceglierei altro.',
      },
      certified: (certification) => `classificazione ${certification}`,
      certification: (link, certification, meaning) =>
        `${link} ha la classificazione **${certification}** negli Stati Uniti${meaning ? ` (${meaning})` : ''}.`,
      meanings: {
        G: 'adatto a tutte le età',
        PG: 'alcune scene potrebbero non essere adatte ai bambini piccoli',
        'PG-13': 'sconsigliato ai minori di 13 anni senza un genitore',
        R: 'vietato ai minori di 17 anni non accompagnati da un adulto',
        'NC-17': 'solo per adulti',
      },
      noCertification: (link, genres, age) =>
        `Il nostro catalogo non ha la classificazione per età di ${link}, quindi non posso dire con certezza${age ? ` se sia adatto a un bambino di ${age} anni` : ' a chi sia adatto'}. Generi: ${genres || 'sconosciuti'}; consulta una guida per genitori prima di premere play.`,
      suitsAge: (age, ceiling) =>
        `Per ${age} anni cercherei ${ceiling}, quindi di solito va bene, anche se tuo figlio lo conosci meglio tu.`,
      notForAge: (age, ceiling) => `Per ${age} anni cercherei ${ceiling}, quindi io sceglierei altro.`,
    },
  },
  library: LIBRARY,
  people: PEOPLE,
  clarify: CLARIFY,
  genres: {
    Action: 'azione',
    Adventure: 'avventura',
    Animation: 'animazione',
    Comedy: 'commedia',
    Crime: 'poliziesco',
    Documentary: 'documentario',
    Drama: 'dramma',
    Family: 'famiglia',
    Fantasy: 'fantasy',
    History: 'storia',
    Horror: 'horror',
    Music: 'musica',
    Mystery: 'mistero',
    Romance: 'sentimentale',
    'Science Fiction': 'fantascienza',
    'TV Movie': 'film TV',
    Thriller: 'thriller',
    War: 'guerra',
    Western: 'western',
  },
  languages: {
    fr: 'francese',
    it: 'italiano',
    de: 'tedesco',
    ja: 'giapponese',
    ko: 'coreano',
    zh: 'cinese',
    cn: 'cantonese',
    hi: 'hindi',
    es: 'spagnolo',
    ru: 'russo',
    sv: 'svedese',
    da: 'danese',
    pt: 'portoghese',
    fa: 'persiano',
    tr: 'turco',
    th: 'thailandese',
    en: 'inglese',
  },
  topics: {
    violent: 'violenza',
    gory: 'splatter',
    scary: 'spaventi',
    dark: 'atmosfere cupe',
    sad: 'tristezza',
    battles: 'battaglie',
    uplifting: 'buonismo',
    fun: 'umorismo',
    'mind-bending': 'rompicapi',
    emotional: 'lacrime',
    thrilling: 'suspense',
    cozy: 'atmosfere rassicuranti',
    'slow-burn': 'lentezze',
    'fast-paced': 'frenesia',
    heist: 'rapine',
    'time travel': 'viaggi nel tempo',
    'true story': 'storie vere',
    dystopia: 'distopie',
    zombies: 'zombie',
    'serial killers': 'serial killer',
    'coming of age': 'crescita',
    revenge: 'vendetta',
    'road trip': 'road trip',
    superheroes: 'supereroi',
    vampires: 'vampiri',
    dinosaurs: 'dinosauri',
    'artificial intelligence': 'intelligenza artificiale',
    prison: 'carcere',
    spies: 'spie',
    'James Bond': 'James Bond',
    'World War II': 'Seconda guerra mondiale',
    Christmas: 'Natale',
    ghosts: 'fantasmi',
    sharks: 'squali',
    spiders: 'ragni',
    pirates: 'pirati',
    'martial arts': 'arti marziali',
    aliens: 'alieni',
    space: 'spazio',
    sports: 'sport',
    boxing: 'pugilato',
    witches: 'streghe',
    dragons: 'draghi',
    robots: 'robot',
    weddings: 'matrimoni',
    dogs: 'cani',
    animals: 'animali',
    journalists: 'giornalisti',
    'high school': 'liceo',
    musicals: 'musical',
    musicians: 'musicisti',
    assassins: 'sicari',
    mafia: 'mafia',
    survival: 'sopravvivenza',
    castaways: 'naufraghi',
    islands: 'isole',
    'time loops': 'loop temporali',
    teachers: 'insegnanti',
    detectives: 'detective',
    ninjas: 'ninja',
    'found footage': 'found footage',
    slashers: 'slasher',
    cyberpunk: 'cyberpunk',
    'based on a book': 'adattamenti letterari',
    dreams: 'sogni',
    'the Holocaust': 'Olocausto',
    grief: 'lutto',
    friendship: 'amicizia',
    slavery: 'schiavitù',
    'con artists': 'truffatori',
    'new york': 'New York',
    paris: 'Parigi',
    london: 'Londra',
    'los angeles': 'Los Angeles',
    italy: 'Italia',
    france: 'Francia',
    spain: 'Spagna',
    germany: 'Germania',
    japan: 'Giappone',
    mexico: 'Messico',
  },
  query: {
    order: [
      'films',
      'sort',
      'mood',
      'person',
      'studios',
      'runtime',
      'years',
      'audience',
      'themes',
      'avoided',
      'described',
    ],
    films: (genres, languages) => filmsNoun(FILMS, ITALIAN.genres, genres, languages),
    sort: (order, feminine) =>
      order === 'vote_average' ? `molto apprezzat${feminine ? 'e' : 'i'}` : 'recenti',
    mood: (label) => MOODS[label],
    person: (name, directed, feminine) =>
      directed ? `dirett${feminine ? 'e' : 'i'} da ${name}` : `con ${name}`,
    studios: (names) => `${names.length > 1 ? 'degli studi' : 'dello studio'} ${listed(names, 'o')}`,
    runtime: {
      range: (min, max) => `da ${min} a ${max} minuti`,
      atMost: (max) => `di massimo ${max} minuti`,
      over: (min) => `di oltre ${min} minuti`,
    },
    years: {
      year: (year) => `del ${year}`,
      decade: (first) => `degli anni ${spokenDecade(first)}`,
      range: (from, to) => `dal ${from} al ${to}`,
      before: (year) => `prima del ${year}`,
      since: (year) => `dal ${year} in poi`,
    },
    audience: ({ rating, group, age }) => {
      if (rating) return `con classificazione ${rating.certification}${rating.orLower ? ' o inferiore' : ''}`;
      if (group === 'family') return 'per tutta la famiglia';
      if (group === 'with-family') return 'da vedere in famiglia';
      if (group === 'teens') return `per ragazzi di ${age} anni`;
      return `per bambini${age !== undefined ? ` di ${age} anni` : ''}`;
    },
    themes: (topics) => `a tema ${listed(topics, 'e')}`,
    avoided: (topics) => `senza ${listed(topics, 'né')}`,
    described: 'in base alla tua descrizione',
  },
};

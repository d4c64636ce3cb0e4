import { NO_PHRASES, type LanguageLexicon } from './language-lexicon.ts';

/** How much a film was liked, after the verb ('mi è piaciuto tantissimo', 'mi è piaciuto immensamente'). */
const LIKED_DEGREES = String.raw`(?:tantissimo|moltissimo|tanto|molto|un sacco|davvero|veramente|proprio|immensamente|un casino)`;

/** 'cosa mi consigli di nolan': the films asked for are the person's, whatever their role. */
const RECOMMENDED_OF = String.raw`(?:cosa|che cosa|che|quale|quali) (?:mi )?(?:consigli|consiglieresti|suggerisci|suggeriresti|raccomandi)(?: di vedere)? (?:di|del)(?! (?:vedere|guardare|bello|nuovo|sempre|tutti i tempi)\b)`;

/** Words heightening a length turned down ('not so insanely long'): the length is still the one turned down. */
const LENGTH_DEGREES = String.raw`(?:(?:super|terribilmente|incredibilmente|esageratamente|eternamente|interminabilmente|molto) )?`;

export const ITALIAN: LanguageLexicon = {
  code: 'it',
  name: 'Italian',
  genres: {
    Action: ['azione', "d'azione", 'inseguimenti', 'esplosioni', 'sparatorie'],
    Adventure: ['avventur[ae]', "d'avventura"],
    Animation: [
      'animazione',
      'animat[oi]',
      'cartoni(?: animati)?',
      'cartone(?: animato)?',
      'cartoon',
      'anime giapponesi',
    ],
    Comedy: [
      'commedia',
      // 'gangster ma con umorismo': a film with humor is a comedy.
      "con (?:un po' di |molto )?(?:umorismo|humor|ironia)",
      'commedie',
      'divertent[ei]',
      'comic[oi]',
      'da ridere',
      'ridere',
      '(?:far(?:e|mi|si|ci) )?(?:due|quattro|delle|qualche) risate',
    ],
    Crime: ['poliziesc(?:o|hi)', 'gangster', 'crimine'],
    Documentary: ['documentari[oi]?'],
    Drama: ['dramma', 'drammi', 'drammatic[oi]', 'drammatiche'],
    Family: ['per famiglie'],
    Fantasy: ['fantasy', 'fantastic[oi]', 'magia'],
    History: ['storic[oi]', 'storiche', 'in costume'],
    Horror: [
      'orrore',
      "dell'orrore",
      'paura',
      'spaventos[oaie]',
      // 'un film terrificante', 'meno pauroso': a film said frightening.
      'terrificant[ei]',
      'pauros[oaie]',
      'agghiaccianti?',
      'horror',
      'salt(?:are|ino|i) (?:dalla|sulla) sedia',
      'jump ?scares?',
      // "la pelle d'oca garantita".
      "(?:(?:far|fa|faccia|fanno) venire )?(?:la )?pelle d'oca",
    ],
    Music: ['musical', 'musicali', 'musica', 'cantare'],
    Mystery: ['mister[oi]', 'gialli', 'giallo'],
    Romance: ['romantic[oi]', 'romantiche', "d'amore", "stori[ae] d'amore", 'sentimentali?'],
    'Science Fiction': ['fantascienza', 'alieni'],
    Thriller: ['thriller', 'suspense'],
    War: ['guerra', 'di guerra', 'bellic[oi]'],
    Western: ['western', 'cowboy'],
  },
  moods: {
    uplifting: [
      'allegr[oaie]',
      'felice',
      'di buonumore',
      'positiv[oi]',
      'pien[oaie] di speranza',
      'che (?:dia|diano|da|danno) speranza',
      'ottimistic[oi]',
      // 'qualcosa che mi tiri su il morale', 'che mi metta di buonumore'.
      'tir(?:i|are|arm?i) su(?: il morale)?',
      '(?:metta|mettere|mettermi) di buon ?umore',
    ],
    fun: ['senza (?:dover )?pensare(?: troppo)?', 'cervello spento', '(?:spegnere|staccare) il cervello'],
    'mind-bending': [
      // 'che fa pensare', 'che mi faccia riflettere', 'di quelli che ci ripensi per giorni'.
      'che (?:(?:mi|ti|ci) )?(?:fa|faccia|fanno|facciano) (?:pensare|riflettere)',
      'ripens(?:i|o|arci|ci) (?:per|dopo) giorni',
      'colpi di scena',
      'complicat[oi]',
      // 'che mi faccia esplodere il cervello', 'che ti lascia a pensarci per giorni'.
      'esplodere (?:il cervello|la testa|la mente)',
      '(?:lascia|lasciano) a pensar(?:e|ci)',
    ],
    emotional: ['piangere', 'lacrime', 'frignare', 'triste', 'commovent[ei]', 'emozionant[ei]'],
    thrilling: [
      'avvincent[ei]',
      'epic[oi]',
      'adrenalinic[oi]',
      // 'col fiato sospeso', 'con il cuore in gola', 'incollato alla sedia'.
      'fiato sospeso',
      'cuore in gola',
      'al cardiopalma',
      'incollat[oaie] (?:alla sedia|allo schermo)',
    ],
    cozy: [
      'rilassant[ei]',
      'legger[oi]',
      'tranquill[oi]',
      // 'come un abbraccio', 'una coccola', 'copertina e tè'.
      'abbraccio',
      'coccol[ae]',
      'copertina',
    ],
    dark: ['cup[oi]', 'oscur[oi]'],
    'slow-burn': ['lent[oi]'],
    'fast-paced': ['ritmo serrato'],
  },
  kids: [
    'bambini',
    'bimbi',
    'i miei figli',
    'mio figlio',
    'mia figlia',
    'cuginett[aeio]',
    'fratellin[oi]',
    'sorellin[ae]',
    // nieces, nephews and grandchildren: 'nipote' is both.
    'nipot[ei]',
    'nipotin[aeio]',
  ],
  family: [
    'in famiglia',
    'con la famiglia',
    'tutta la famiglia',
    'famiglia intera',
    'intera famiglia',
    'tutte le eta',
    'grandi e piccini',
    'grandi e piccoli',
  ],
  teens: ['con (?:mia|mio|i miei) (?:nonna|nonno|nonni|genitori)', 'adolescenti'],
  schoolStages: {
    '(?:alle |le )?elementari|(?:la |alla )?scuola (?:elementare|primaria)': 8,
    '(?:alle |le )?medie|(?:la |alla )?scuola media': 12,
    '(?:al |il )?liceo|(?:alle |le )?superiori': 15,
  },
  decades: {
    'anni venti': 1920,
    'anni trenta': 1930,
    'anni quaranta': 1940,
    'anni cinquanta': 1950,
    'anni sessanta': 1960,
    'anni settanta': 1970,
    'anni ottanta': 1980,
    'anni novanta': 1990,
  },
  numbers: { due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10 },
  sequelParts: ['parte', 'capitolo', 'episodio', 'volume', 'vol'],
  counts: {
    couple: ['un paio di'],
    few: ['qualche', 'alcuni', 'alcune'],
    just: ['solo', 'soltanto'],
    oneLeads: ['consigliami', 'dammi', 'suggeriscimi', 'voglio', 'vorrei', 'cerco', 'solo', 'soltanto'],
    // 'un film horror' names a kind of film, not a count: only these ask for exactly one.
    one: ['un solo', 'uno solo', 'una sola', 'un unico', 'una unica'],
    oneAfterJust: ['uno', 'una', 'un'],
    either: ['o', 'oppure'],
    oneAndNoMore: ['e basta', 'e stop', 'e fine'],
  },
  shownVerdicts: {
    subjects: ['(?:tutti )?(?:questi|queste|quelli|quelle)', 'sono (?:tutti|tutte|troppo)'],
    dismissals: ['no', 'mah', 'boh', 'uffa', 'beh', 'm+'],
  },
  // 'sauf les Mission impossible': titles (and the films of a series) left out.
  seen: ['tranne', 'eccetto', 'a parte', 'ma non', 'che non (?:siano|sia|sono|e)(?: di| dei)?'],
  references: ['questi', 'quelli', 'queste', 'quelle', 'questi film', 'quei film'],
  ordinals: {
    primo: 0,
    prima: 0,
    secondo: 1,
    seconda: 1,
    terzo: 2,
    terza: 2,
    quarto: 3,
    quarta: 3,
    quinto: 4,
    quinta: 4,
    // 'il 3o', 'la 2a': numbered ordinals too.
    '1o': 0,
    '1a': 0,
    '2o': 1,
    '2a': 1,
    '3o': 2,
    '3a': 2,
    ultimo: -1,
    ultima: -1,
  },
  roles: {
    director: ['diretto da', 'del regista', 'della regista'],
    cast: ['con', "con l'attore", "con l'attrice"],
    // 'pas de Miyazaki', 'non di Sergio Leone': who made the films turned down, in whatever role.
    any: ['di', 'del'],
  },
  // 'the kids think cartoons are babyish': a kind said to be for babies is turned down, as 'not my thing' is.
  negationsAfter: [
    // "due amano l'horror e due lo odiano": a kind someone in the group turns down after others wanted it.
    "(?:e|ma) (?:[\\w']+ ){1,3}(?:(?:lo|la|li|le) (?:odiano|odia|odio|odiamo|detestano|detesta|detesto)|non (?:lo|la|li|le) (?:sopportano|sopporta|sopporto)|(?:odiano|odia|odio|odiamo|detestano|detesta|detesto)(?=\\s*(?:[,.;!?]|$)))",
    '(?:e|sono|siano|sembrano) (?:(?:troppo|un po|roba) )?(?:infantil[ei]|da bambini piccoli|per bambini piccoli|da neonati|da poppanti|roba da bambini)',
  ],
  negations: [
    'senza',
    'niente',
    'nessun',
    'nessuna',
    'nessuno',
    'zero',
    // 'non voglio un horror': what is not wanted comes after the verb.
    'non voglio',
    'non vogliamo',
    'non vorrei',
    'non',
    'odia',
    'odiano',
    'detesta',
  ],
  // 'lei odia i film lunghi e tutto cio che e violento'.
  dislikes: {
    verbs: [
      'si addormenta(?:no)? (?:con|coi|col)',
      'sviene con',
      'odia',
      'odiano',
      'odio',
      'detesta',
      'detestano',
      'detesto',
      'non sopporta',
      'non sopportano',
      // the speaker's own: 'io non sopporto i musical'.
      'non sopporto',
      'non (?:(?:le|gli|mi|ci) )?piac(?:e|ciono)',
      // 'nessuno vuole', 'non regge': refusals said of someone watching.
      // 'a uno non piace la fantascienza', 'a nessuno piacciono i western': the kind someone watching dislikes.
      'nessuno (?:vuole|ama|sopporta)',
      'a nessuno piac(?:e|ciono)',
      'non regg(?:e|ono|o)',
      // 'mio marito che si rifiuta di guardare i cartoni': a refusal to watch a kind turns it down.
      "si rifiuta(?:no)? di (?:vedere|guardare)(?: gli| i| il| la| le| lo| l')?",
      // 'la mia ragazza non riesce a guardare gli horror', 'non ce la fa con il sangue': what someone can't bear to watch.
      "non (?:riesce|riescono|riesco) a (?:guardare|vedere|reggere|sopportare)(?: gli| i| il| la| le| lo| l')?",
      'non ce la (?:fa|fanno|faccio) con',
      // 'stufo dei', 'stanca delle': weariness of a kind turns it down, as 'sick of' does.
      '(?:stuf[oaie]|stanc(?:o|a|hi|he)) d(?:i|ei|egli|elle|ella|el|ello)',
      // 'ho chiuso con la marvel', 'ne ho abbastanza dei western': having had enough of a kind turns it down.
      "ho chiuso con(?: i| il| la| le| gli| lo| l')?",
      'ne ho abbastanza d(?:i|ei|egli|elle|ella|el|ello)',
    ],
    joins: ['e', 'ed'],
    // 'one hates war films and another westerns', 'and my sister musicals': the other people watching, the verb
    // left out.
    others: [
      'un altro',
      "un'altra",
      'un altra',
      "l'altr[oa]",
      'un secondo',
      'una seconda',
      '(?:(?:il|la|i|le) )?(?:mio|mia|miei|mie|nostr[oaie]|suo|sua|suoi|sue) [a-z-]+',
    ],
  },
  markers: {
    strong: [
      // "com'è titanic", 'ti piace': Italian as it is typed.
      "com'e",
      'ti piace',
      'voglio',
      'vorrei',
      'bambini',
      'chi ha',
      'dirett[ioe]',
      'regista',
      'grazie',
      'ciao',
      'buongiorno',
      'buonasera',
      'qualcosa',
      'di cosa parla',
      'quanto dura',
      'commedi[ae]',
      'divertente',
      'animazione',
      'azione',
      'fantascienza',
      'orrore',
      'paura',
      'stasera',
      'senza',
      'anni',
      'degli',
      'delle',
      'della',
      'dei',
      // 'film sulla mafia', 'nella giungla': the articled prepositions no other language writes.
      'sull[aoe]',
      'sugli',
      'nell[aoe]',
      'negli',
      'all[ao]',
      'agli',
      'dall[aoe]',
      'dagli',
      'dello',
      'consigliami',
      // 'cosa mi consigli?', 'che mi consiglieresti': the asking verb said to the assistant.
      'consigli',
      'consiglieresti',
      'piu',
      'altri',
      'altre',
      'simili',
    ],
    weak: [
      'per',
      'un',
      'una',
      'il',
      'lo',
      'gli',
      'con',
      'che',
      'non',
      // Common words of the language: each shows it a little, shared ones no more than the others.
      'la',
      'i',
      'le',
      'di',
      'del',
      'e',
      'o',
      'chi',
      'io',
      'mia',
      'mio',
      'miei',
      'lei',
      'lui',
      'ama',
      'quelli',
      'quella',
      'quello',
      // 'quel film di...', 'quei due', 'su marte': words French or Spanish write too, so each shows both a little.
      'quel',
      'quei',
      'quelle',
      'su',
      'solo',
      'niente',
      'bel',
      'bello',
      'sui',
      'sul',
      'nel',
      'ho',
      'hai',
      'visto',
      'qual',
      'quale',
      'ultimo',
      'come',
      'ma',
      'duri',
      'ore',
      'secondo',
      'moglie',
      'marito',
      'fidanzato',
      'fidanzata',
      'amici',
      'amiche',
      'genitori',
      'fratello',
      'sorella',
      'noi',
      'nostro',
      'siamo',
    ],
  },
  library: {
    watchlist: [
      '(?:dalla )?mia lista',
      '(?:dalla )?mia watch ?list',
      '(?:i )?film (?:che )?ho salvato',
      'salvati per dopo',
      'gia salvati',
    ],
    rewatch: ['(?:da )?rivedere'],
    rewatchNeeded: ['(?:devi|bisogna|deve) rivedere'],
    likedFilms: [
      '(?:i film|quelli) che mi sono piaciuti(?: di piu)?',
      // 'i film a cui ho dato 10': the films they rated best, said by what they gave them.
      '(?:i film|quelli) a cui ho dato (?:un )?(?:10|dieci)',
      '(?:i film (?:che )?|quelli che )ho (?:piu )?(?:amato|adorato|apprezzato|messo like)',
      // 'quelli che ho votato meglio': the films they rated best.
      '(?:i film|quelli) che ho (?:votato|valutato) (?:meglio|di piu|piu alto)',
      // 'come quelli che ho votato molto bene': 'those' with a rating of the speaker's own.
      '(?:i film|quelli) che ho (?:votato|valutato) (?:(?:molto|davvero|proprio) )?(?:bene|alto)',
      'i miei film preferiti',
    ],
    likedThatWay: ['in quella direzione', 'su quella linea', 'in quel genere', 'di quel tipo'],
    // 'in the vein of the last thing i watched': the film last in their diary, loved or not.
    lastSeen: [
      "(?:come l'|simil[ei] all'|sulla (?:linea|scia) dell'|nello stile dell'|tipo l')ultim[oa] (?:film )?che ho (?:visto|guardato)",
    ],
    taste: [
      '(?:in base a|basandoti su|secondo) (?:quello che|i film che) (?:mi (?:e|sono) piaciut[oi]|ho amato|mi piace|mi piacciono|amo)',
      '(?:in base ai|basandoti sui|secondo i|seguendo i) miei (?:gusti|voti|like|preferiti)',
      '(?:in base al|basandoti sul|secondo il|seguendo il) mio gusto',
    ],
    lastLoved: [
      '(?:in base a|basandoti su) (?:quello che|i film che) ho (?:visto|guardato) (?:ultimamente|di recente)',
    ],
    rated: [
      '(?:quali|che) film ho (?:votato|valutato) (?:meglio|di piu|con (?:un )?(?:10|dieci))',
      '(?:a )?(?:quali|che) film ho dato (?:un )?(?:10|dieci|il voto piu alto)',
      'i miei film piu votati',
    ],
    best: ['miglior[ei]?', 'meglio', 'piu alt[oi]'],
    worst: ['peggior[ei]?', 'peggio', 'piu bass[oi]'],
    // 'quello che mi è piaciuto di meno': liking said least, their lowest-rated film.
    leastLiked: [
      '(?:mi e|mi sono) piaciut[oaie] (?:di )?meno(?! di| che)',
      'meno (?:piaciut[oaie]|amat[oaie])',
      'ho (?:amato|apprezzato) (?:di )?meno(?! di| che)',
    ],
    favoriteDirector: ['(?:il )?mio regista (?:preferito|favorito)'],
    mostLiked: [
      '(?:mi e|mi sono) piaciut[oaie] (?:di )?piu(?! di| che)',
      'piu (?:piaciut[oaie]|amat[oaie])',
      'ho (?:amato|apprezzato) (?:di )?piu(?! di| che)',
    ],
    listedAlready: ['gia', 'che (?:e|sono|sia|siano)'],
    likedVerbs: [
      '(?:mi sono|mi e|ci sono) (?:piu |molto |davvero )?piaciut[oaie]',
      'ho (?:piu |davvero |molto )?(?:amato|adorato|apprezzato|messo (?:mi piace|like|un like|un cuore))',
      '(?:i )?miei (?:preferiti|film preferiti|like)',
    ],
    ratedVerbs: ['votat[oi]', 'valutat[oi]', 'dato (?:un )?voto'],
    ownVerbs: [
      'ho (?:gia )?(?:votato|visto|guardato|dato|valutato)',
      '(?:i )?miei voti',
      // 'quale film ha avuto da me il voto più alto': the score they gave, said by who gave it.
      'da me',
    ],
    mine: ['(?:i )?miei', '(?:le )?mie'],
    recommendAsks: ['consigli\\w*', 'raccomand\\w*', 'suggeri\\w*', 'cosa (?:guardo|vedo)', 'in base a'],
    ratingOf: [
      '(?:ho (?:gia|mai) )(?:votato|valutato)(?= )',
      '(?:che|quale) voto (?:gli |le )?ho dato(?: a)?',
      '(?:cosa|che cosa) (?:ne )?(?:ho pensato|pensavo) (?:di|del|della|dello|dei)',
    ],
    // 'quali film ho già visti': the participle agrees with the films asked about.
    seenIt: ['ho (?:gia|mai) vist[oiae](?= )'],
  },
  period: {
    recent: ['ultim[oie]', 'scors[oie]'],
    units: { giorni: 1, giorno: 1, settimane: 7, settimana: 7, mesi: 30, mese: 30 },
    // The twelve months, January first ('|' between a month's spellings).
    months: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
    since: ["da(?:ll'?|l| quest'?)?"],
    seasons: { primavera: 2, estate: 5, autunno: 8, inverno: 11, natale: 11 },
  },
  letters: 'àèéìòùíó',
  plurals: [
    { plural: 'i$', singular: 'o' },
    { plural: 'i$', singular: 'e' },
    { plural: 'i$', singular: 'a' },
    { plural: '(?<=[cg])he$', singular: 'a' },
    { plural: '(?<=[cg])hi$', singular: 'o' },
    { plural: 'e$', singular: 'a' },
  ],
  // 'nn ho voglia di horror', 'qlcs di leggero cmq': the shorthand Italian is typed in.
  spellings: {
    nn: 'non',
    cmq: 'comunque',
    kmq: 'comunque',
    xke: 'perche',
    xche: 'perche',
    qlcs: 'qualcosa',
    qlc: 'qualcosa',
    qcs: 'qualcosa',
    qls: 'qualcosa',
    qlcn: 'qualcuno',
    ke: 'che',
    ki: 'chi',
    grz: 'grazie',
    nnt: 'niente',
    cn: 'con',
    sn: 'sono',
    mlt: 'molto',
    qnt: 'quanto',
    trp: 'troppo',
    dv: 'dove',
    pf: 'per favore',
    raga: 'ragazzi',
    dmn: 'domani',
  },
  orders: {
    vote_average: ['(?:i )?migliori film', 'piu votat[ie]', 'capolavori'],
    release_date: ['(?:i|il|le|la) (?:film )?piu recenti?', 'ultime uscite'],
    // 'il primo film di kubrick': someone's first film, no place in a list.
    oldest: [
      '(?:i|il|le|la|lo) (?:film )?piu (?:vecch(?:i|io|ia|ie)|antic(?:o|a|hi|he))',
      'primo film (?=di |del |con )',
      'esordio',
    ],
    shortest: ['(?:i|le|il|la) (?:film )?piu cort[ieoa]'],
    longest: ['(?:i|le|il|la) (?:film )?piu lungh?[ieoa]'],
  },
  layout: {
    shapes: [
      // Not 'elenco' alone: 'quem tá no elenco' is a film's cast in Portuguese.
      '(?:(?:in |come )(?:un )?|un )elenco(?: numerato| puntato)?',
      'elenco (?:numerato|puntato)',
      '(?:in |come )?(?:una )?lista (?:numerata|puntata)',
      '(?:in |come )una lista',
      'numerat[oaie]',
      'elenco a punti',
      'punti elenco',
      'in markdown',
    ],
    tables: ['(?:in |come )?(?:una )?tabella'],
    // Not 'a punti' alone: 'un gioco a punti' is a game with points.
    bullets: ['(?:elenco |lista )?puntat[ao]', '(?:a |con i )?punti elenco'],
    openers: ['elenca(?:mi)?', 'lista(?:mi)?'],
    leads: [
      'mi (?:fai|dai|faresti|daresti|prepari|scrivi)',
      'fammi',
      'dammi',
      'voglio',
      'vorrei',
      'preparami',
      'scrivimi',
    ],
    joins: ['di', 'con', 'dei', 'delle', 'degli', 'sui'],
    closers: [],
    columns: {
      title: ['titol[oi]', 'nom[ei]'],
      year: ['ann[oi]', 'anno di uscita', 'date?(?: di uscita)?'],
      director: ['regist[ai]', 'regia'],
      runtime: ['durata', 'durate', 'minuti', 'quanto durano?(?= (?:ciascun|ognun))'],
      rating: ['vot[oi]', 'punteggio', 'valutazion[ei]'],
      note: [
        '(?:una |un )?(?:breve |piccola |corta )?(?:descrizion[ei]|fras[ei]|trama|riassunt[oi]|commento)(?: brev[ei]| cort[ae])?',
      ],
    },
    askedBefore: ['chi', 'qual', 'quale', 'quali'],
    columnLeads: [
      "con(?: il| l'| la| i| gli| le| una| un)?",
      "e(?: il| l'| la| i)?",
      "(?:metti|mettici|aggiungi|aggiungici|indica)(?: l'| il| la| i| gli| le)?",
    ],
    columnJoins: ['e'],
    columnTails: [
      '(?:su|in|per) (?:ogni|ciascuna) (?:riga|linea)',
      '(?:per|di|su) (?:ciascuno|ciascuna|ognuno|ognuna|ogni film)',
      'accanto',
      'a fianco',
      'ciascuno',
      'ciascuna',
      'ognuno',
      'ognuna',
      '(?:in |come )?colonn[ae]',
    ],
    titlesOnly: [
      '(?:solo|soltanto|solamente) (?:i )?(?:titoli|nomi)',
      'senza (?:descrizion[ei]|trama|riassunt[oi]|dettagli)',
      '(?:senza|niente) (?:fronzoli|chiacchiere|spiegazion[ei]|descrizion[ei])',
      "(?:nient|null)(?:'| )?altro",
    ],
    perLine: ['una riga (?:ciascuno|ciascuna|per film|a testa|per ognuno)', 'un[oa] per riga'],
    reasonTails: ['(?:sul|spiegando(?: il)?|che spiega(?: il)?|per dire|con il) perche'],
    prose: [
      '(?:niente|senza|nessun(?:a|o)?) (?:elenchi|elenco|liste|lista)',
      'non (?:mi )?(?:fare|dare) (?:un )?(?:elenchi|elenco|liste|lista)',
      "(?:parlami|parla|scrivimi|scrivi) come (?:un|un'|una|farebbe un|farebbe un'|farebbe una) ?amic[oa]",
      "come farebbe un(?:'| )?amic[oa]",
      'in un paragrafo',
      'in prosa',
    ],
    short: [
      'in breve',
      'sii breve',
      '(?:una )?risposta (?:breve|corta)',
      'in (?:poche|due|2) parole',
      '(?:niente|senza) liste lunghe',
      'fai breve',
    ],
    replyLength: {
      leads: [
        '(?:(?:tienilo|rispondi|fallo|stai) )?(?:in )?(?:meno di|massimo|al massimo|non piu di|entro|sotto i)',
      ],
      tails: ['(?:al )?massimo', 'o meno', 'max'],
      characters: ['caratteri', 'lettere'],
      words: ['parole'],
    },
    bold: [
      '(?:metti(?:mi)? |evidenzia )?in grassetto (?:i )?(?:titoli|nomi)',
      '(?:i )?(?:titoli|nomi) in grassetto',
      "(?:e )?(?:metti(?:mi)? |evidenzia )?in grassetto(?: [a-z']+){0,4}? (?:il |la )?migliore",
      '(?:metti(?:mi)? )?(?:il |la )?migliore in grassetto',
    ],
    sorts: {
      vote_average: [
        '(?:ordinat[ieao]|in ordine di|classificat[ie]) (?:per )?(?:voto|punteggio|valutazione)',
        '(?:i )?migliori prima',
        'dal migliore al peggiore',
        'in classifica',
      ],
      oldest: [
        '(?:ordinat[ieao]|in ordine di) (?:per )?(?:anno|data)(?: di uscita)?',
        'in ordine (?:cronologico|di uscita)',
        // 'per ordine di uscita', "nell'ordine in cui sono usciti": the order of release said as a phrase.
        "(?:per |nell')ordine (?:di (?:uscita|anno|data)|cronologico)",
        "nell'ordine in cui sono (?:usciti|uscite)",
        '(?:dal|i) piu vecchi(?:o)? (?:prima|al piu recente)?',
        // 'in order', 'in the right order': the order a series came out in.
        'in ordine(?! di)',
        "nell'ordine(?: giusto| corretto)?(?! (?:di|in))",
        'nel giusto ordine',
      ],
      release_date: [
        '(?:dal|i) piu recent(?:e|i) prima',
        '(?:dal piu recente al|dai piu recenti ai) piu (?:vecchi[oi]|antich?[oi])',
      ],
      shortest: ['(?:dal|i) piu cort[oi] prima', '(?:per|in ordine di) durata', 'dal piu corto al piu lungo'],
      longest: ['(?:dal|i) piu lungh?[oi] prima', 'dal piu lungo al piu corto'],
    },
    fillers: ['per favore', 'perfavore', 'pls'],
    again: [
      '(?:puoi|potresti|mi|me)',
      '(?:ri)?(?:fa|fai|fare|metti|mettere|mostra|mostrare|da|dai|scrivi|scrivere|presenta|organizza|ordina)(?:mi|mm[ei]|me|ce|ci)?(?:lo|la|li|le)?',
      '(?:li|le|lo|la|quell[oaie]|quest[oaie]|stess[oaie]|lista|elenco|film)',
      '(?:di nuovo|ancora|invece|ma|e|ora|adesso|in|come|forma|grazie)',
    ],
  },
  filmRelations: {
    sequel: ['(?:il )?seguito', '(?:il )?sequel', '(?:la )?seconda parte', 'parte (?:2|due)'],
    lead: ['(?:il|la) protagonista', "(?:l'?)?attore principale", "(?:l'?)?attrice principale"],
    similar: ['qualcosa di simile', 'film simili', '(?:altri|altro) (?:simili|come questo)'],
  },
  endingWishes: [
    String.raw`(?:uno )?(?:dove|in cui|ma) (?:il |la |lo |l'|i |le |gli )?(?<subject>[\p{L}]+) non muore(?:no)?(?: alla fine)?`,
    '(?:dove )?nessuno muore',
  ],
  qualityWishes: [
    String.raw`(?:con|che abbia|che ha) (?:un |una |uno |un')?(?:(?!(?:il|lo|la|i|gli|le|quel|quella|suo|sua) )[\p{L}'-]+ ){0,2}(?:finale|colpi? di scena|twist|colonna sonora|musica|trama|sceneggiatura|dialoghi|fotografia|recitazione|cast)(?! (?:dove|in cui))`,
  ],
  referenceQuestions: {
    overview: ['di cosa parla', 'di che parla', 'dimmi (?:di piu|qualcosa)', 'raccontami', 'trama'],
    // 'e il secondo dura quanto', 'quanti minuti dura': the verb before its question word, the length by its unit.
    runtime: ['quanto dura', 'dura quanto', 'quanti minuti', 'durata'],
    director: ["chi (?:l'ha |lo ha |la ha |ha )?(?:diretto|girato)", "chi (?:lo |la |l')?dirige", 'regista'],
    year: ['quando e uscito', 'di che anno', "l'anno(?! \\d)", '(?:anno|data) di uscita'],
    cast: ['chi (?:ci )?recita', 'cast'],
    genres: ['che genere', 'quale genere', 'fa paura', 'e un horror', 'e una commedia'],
  },
  filmLanguages: {
    noSubtitles: ['senza sottotitoli', 'niente sottotitoli', '(?:odio|detesto) (?:leggere )?i sottotitoli'],
    cannotBear: [
      'non (?:riesce|riescono|riusciamo|sopporta|sopportano|vuole|vogliono|legge|leggono)',
      'nessuno',
      'odia',
      'odiano',
      'si rifiuta di',
    ],
    notEnglish: [
      'stranier[oi]',
      'straniere',
      'sottotitolat[oi]',
      'con i sottotitoli',
      'non in inglese',
      // 'in altre lingue', "in un'altra lingua": films in other languages than English.
      '(?:in )?altre lingue',
      "in un'altra lingua",
    ],
    // 'che non sia parlato in inglese': how the film was made may stand before the language.
    notIn: [
      'che non (?:sia|siano) (?:(?:parlat|girat)[oaie] )?in',
      'non (?:(?:parlat|girat)[oaie] )?in',
      'non',
    ],
    madeAfter: ['(?:parlat|girat|doppiat)[oaie]'],
    regions: {
      asian: ['asiatic[oi]', 'asiatiche', 'asia'],
      european: ['europe[oi]', 'europee', 'europa'],
      'latin-american': ['latinoamerican[oi]', 'sudamerican[oi]'],
      nordic: ['nordic[oi]', 'scandinav[oi]'],
    },
  },
  timeBudget: {
    andHalf: ['e mezz[oa]'],
    halfHour: ["mezz'ora", 'mezzora', 'mezza ora'],
    amounts: {},
    and: ['e'],
    minutes: {
      dieci: 10,
      quindici: 15,
      venti: 20,
      venticinque: 25,
      trenta: 30,
      trentacinque: 35,
      quaranta: 40,
      quarantacinque: 45,
      cinquanta: 50,
      cinquantacinque: 55,
      'un quarto': 15,
    },
    atLeastAfter: ['o piu', 'almeno', 'come minimo', 'minimo'],
    budget: ['ho', 'abbiamo', 'ho solo', 'liber[oi]', 'prima di'],
    around: ['circa', 'intorno a', 'sui', 'piu o meno'],
    // 'un film bello lungo', 'un'epopea': as long as an epic.
    longest: [
      'piu lungo possibile',
      '(?:molto|bello|super|davvero) lungh?[ioea]',
      'lunghissim[ioea]',
      'epic[io]',
      'epope[ae]',
      'kolossal',
    ],
    not: ['niente', 'non', 'nulla', 'nessun', 'nessuno'],
    ifWords: ['se', 'quando'],
    lacking: ['non (?:ho|abbiamo)'],
    accepted: ['non mi importa', 'non fa niente', 'va bene', 'non e un problema', 'mi va bene'],
    fromNow: ['tra', 'fra', 'entro'],
    watchedWithin: { before: [String.raw`(?:guardare|vedere|finire)(?: [\p{L}']+){0,3} in`] },
    trips: ['vol[oi]', 'viaggio', 'viaggi', 'tragitto', 'treno', 'autobus', 'scalo', 'pausa(?: pranzo)?'],
    clock: {
      at: [
        'alle',
        "all'",
        'prima delle',
        "prima dell'",
        'entro le',
        "entro l'",
        'fino alle',
        'sono le',
        "e l'",
        'verso le',
        'dalle',
      ],
      marks: [],
      named: { mezzanotte: 0, mezzogiorno: 0 },
    },
    parts: ["(?:l'|la |le |il |gli |i )?(?:ultim[aoie]|prim[aoie])"],
  },
  smallTalk: {
    goodbyes: [
      'arrivederci',
      'buona ?notte',
      'a dopo',
      'a presto',
      'a domani',
      'ci vediamo',
      'ciao ciao',
      // 'ciao' greets as well as it parts: alone at the start of a conversation it greets.
      'ciao',
      'buona serata',
      'alla prossima',
    ],
    wellbeing: [
      'come stai',
      'come va',
      'tutto (?:bene|a posto|ok)',
      'come te la passi',
      "com'e andata (?:la|la tua|oggi)(?: giornata)?",
      'come e andata la (?:tua )?giornata',
    ],
    identity: [
      'chi sei',
      'cosa sei',
      'che cosa sei',
      'sei (?:un |una )?(?:bot|robot|umano|persona|ia)',
      'come ti chiami',
      'chi ti ha (?:creato|fatto)',
      '(?:sei|tu sei) (?:un |una )?(?:persona(?: vera| reale)?|umano|bot|robot|ia|macchina|programma)(?: o (?:un |una )?(?:persona|umano|bot|robot|ia|macchina|programma)(?: vera| reale)?)?',
      '(?:sto parlando|parlo) con (?:un |una )?(?:persona|umano|bot|robot|macchina|ia)(?: vera| reale)?',
      "c'e (?:un |una )?(?:persona|umano|qualcuno)(?: vera| reale)? (?:dietro|li|dall'altra parte|che (?:risponde|scrive))",
    ],
    complaints: [
      "(?:questi|quei|i tuoi|le tue|queste|quelle|i|le) (?:suggerimenti|consigli|film|titoli|proposte|raccomandazioni)(?: che mi hai (?:dato|dati|proposto|consigliato))? (?:erano|sono|sono stati|sono state) (?:(?:un po'?|abbastanza|proprio|davvero|molto|piuttosto|sinceramente|tutti) )*(?:brutti|brutte|pessimi|pessime|noiosi|noiose|scarsi|scarse|deludenti|una schifezza|non un granche|sbagliati|sbagliate)",
      '(?:pessimi|brutti|scarsi) (?:suggerimenti|consigli)',
      '(?:pessime|brutte|scarse) (?:proposte|raccomandazioni)',
      'non mi (?:sono piaciuti|sono piaciute|e piaciuto) (?:per niente|nessuno|nessuna|i tuoi|le tue)',
    ],
    praise: [
      '(?:sei|tu sei) (?:(?:davvero|proprio|molto|troppo|il|la|un|una|piu|sinceramente) )*(?:bravo|brava|forte|fantastico|fantastica|genio|migliore|meglio|grande|mitico|mitica|top)(?: (?:in questo|a consigliare))?(?: (?:dei|delle|di|dei miei|delle mie) [a-z]+(?: [a-z]+)?)?',
      'mi conosci (?:proprio |davvero |molto )?bene',
      'ottimo lavoro',
      'bel lavoro',
    ],
    closers: [
      // 'grazie, era divertente': how the film just seen was, not a kind of film asked for.
      '(?:(?:e stato|e stata|era) )(?:(?:molto|davvero|proprio|super) )?(?:divertente|bello|bella|bellissimo|bellissima|fantastico|fantastica|triste|spaventoso|spaventosa|emozionante|top|forte)',
      '(?:e )?proprio quello che (?:mi serviva|cercavo|volevo)',
      'era quello',
      'mi piace',
      // 'ottimo consiglio', 'è stata una bella scelta': praise of the films just recommended.
      "(?:(?:e stat[oa]|era) )?(?:una? |un' )?(?:ottim[oa]|bell[oa]|buon[oa]?|grande|gran) (?:consiglio|scelta|dritta|suggerimento|raccomandazione)",
    ],
    offTopic: [
      // 'il va pleuvoir ce week-end ?', 'will it rain tomorrow': rain or snow to come is the weather.
      '(?:piovere|nevicare)',
      '(?:piovera|nevichera)',
      'che tempo fa',
      'meteo',
      'previsioni del tempo',
      'ricett[ae]',
      'come (?:si )?(?:cucin[ao]|prepar[ao]|fa(?:ccio)?) (?:la|il|un|una|gli|le)',
      'tasso di cambio',
      'compiti',
      'oroscopo',
      'capitale d(?:i|el|ella|ell)',
      'radice quadrata',
      'chi ha vinto',
      'risultato della partita',
      'traduci',
      'tradurre',
      String.raw`\d+ (?:piu|meno|per|diviso) \d+`,
      'quanto fa',
    ],
    fillers: [
      'mille',
      'tante',
      'davvero',
      'molto',
      'amico',
      'amica',
      'haha',
      'ah',
      'oh',
      'ok',
      'per',
      'aiuto',
      'di',
      'nuovo',
      'e',
      'te',
      'tutto',
    ],
    hedges: ['davvero', 'veramente', 'per caso', 'in realta'],
  },
  phrases: {
    ...NO_PHRASES,
    filmographies: [
      // 'la filmografia di Fellini'.
      { pattern: /\bfilmografia (?:completa )?(?:di|del|della) (.+)$/, role: 'any' },
      { pattern: /\bquanti film ha (?:diretto|girato) (.+?)$/, role: 'director' },
      { pattern: /\bquanti film (.+?) ha (?:diretto|girato)\b/, role: 'director' },
      { pattern: /\bquanti film ha fatto (.+?)$/, role: 'any' },
      { pattern: /\bin quanti film (?:ha recitato|ha lavorato|recita) (.+?)$/, role: 'cast' },
      { pattern: /\b(?:quali|che) (?:altri )?film ha (?:fatto|diretto|girato)(?: (.+))?$/, role: 'any' },
      {
        pattern: /\bin quali (?:altri )?film (?:ha recitato|recita|e apparso|appare)(?: (.+))?$/,
        role: 'cast',
      },
      { pattern: /\bcos'?altro ha (?:fatto|diretto)(?: (.+))?$/, role: 'any' },
    ],
    // 'il regista di whiplash', 'il regista' alone: the person through the film named, or the one in view.
    // 'altri film dello', 'qualcos'altro di': the person after them is one a film names ('stesso regista').
    // 'elencali di nuovo', 'di nuovo la lista': the films of the last list, asked for again.
    listedAgain: [
      String.raw`(?:li|le|quelli|quelle|la lista|tutti|tutte|\S+(?:li|le))(?: \S+){0,2} (?:di nuovo|ancora una volta|un'altra volta|nuovamente)`,
      String.raw`(?:di nuovo|nuovamente|ancora una volta) (?:la lista|tutti|tutte|quelli|quelle)`,
    ],
    othersOfLeads: [
      '(?:altri|piu|ancora) (?:film )?(?:di|del|dello|della|dal|dallo|dalla|con)',
      "(?:qualcos'altro|qualcosa d'altro|cos'altro|che altro) (?:di|del|dello|della|dal|dallo|dalla|con)",
    ],
    filmographyVia: [
      {
        pattern:
          /^(?:il |la |lo |quel |quella |questo |questa )?(?:stess[oa] )?regista(?: (?:di|del|della|dello) (.+))?$/,
        role: 'director',
      },
      {
        pattern:
          /^(?:il |la |lo )?(?:stess[oa] )?(?:protagonista|attore principale|attrice principale)(?: (?:di|del|della) (.+))?$/,
        role: 'cast',
      },
    ],
    personPronouns: [
      'quello',
      'quella',
      'questo',
      'questa',
      'lui',
      'lei',
      'questo regista',
      'quel regista',
      "quell'attore",
      "quell'attrice",
    ],
    personPossessives: ['di lui', 'di lei', 'suo', 'sua', 'suoi', 'sue'],
    othersOfSomeone: ['altr[oaie]'],
    madeVerbs: ['fatto', 'fa', 'ha', 'aveva', 'diretto', 'dirige', 'girato', 'gira'],
    meantLeads: ['intendevo', 'volevo dire', 'parlavo di'],
    correctionOpeners: ['no', 'scusa(?:mi)?', 'ops', 'pardon', 'non'],
    returningLeads: [
      '(?:per )?tornando (?:a|al|su)',
      'torniamo (?:a|al|su)',
      'per tornare (?:a|al|su)',
      'ritornando (?:a|al)',
    ],
    filmPronouns: ['esso', 'essa', 'lui', 'lei'],
    olderOfName: ['vecchi[oa]', 'original[ei]', 'classic[oa]'],
    newerOfName: ['nuov[oa]', 'recente', 'modern[oa]'],
    otherOfName: ['altr[oa]'],
    seriesPartNouns: ['parte', 'capitolo'],
    replyInLeads: [
      '(?:(?:e|ok|ora|adesso) )*(?:(?:puoi|potresti|puo|potrebbe|potete|potreste) )?(?:(?:me lo |ce lo )?(?:rispondere|scrivere|dire|ridire|ripetere|ripeterlo|rispondi|rispondimi|scrivi|scrivilo|dillo|ridillo|ridici|ripeti|ripetilo|dirmelo|scrivermelo|dimmelo|dimmi|scrivimelo|tradurre|tradurlo|traduci|traducilo|traducimelo) )?in',
      '(?:(?:e|ok|ora|adesso) )*(?:(?:puoi|potresti|puo|potrebbe|potete|potreste) )?(?:passare|passa|passiamo|cambia|cambiare) (?:a|in)',
      // 'perdón, mejor en español': the language the reply had better be in.
      '(?:(?:e|ok|ora|adesso) )*(?:meglio|piuttosto|preferibilmente) in',
    ],
    replyInTails: [
      'per favore',
      'perfavore',
      'grazie',
      'ora',
      'adesso',
      "d'ora in poi",
      'da ora in poi',
      'da adesso in poi',
      'da qui in poi',
      'di nuovo',
      'ancora',
      'per il resto della conversazione',
    ],
    replyInPlease: ['per favore', 'perfavore'],
    replyInApologies: ['scusa', 'scusami', 'scusate', 'perdono'],
    ownLanguageLeads: ['il mio', 'mio', 'non (?:parlo|capisco|leggo)'],
    speakAskedLeads: ['(?:parli|capisci|scrivi)(?: in)?', '(?:sai|puoi) (?:parlare|capire|scrivere)(?: in)?'],
    replyInReasons: [
      '(?:sto |mi sto )?(?:esercitando|imparando|studiando)',
      'e per (?:mia|mio|la mia|il mio|un|una|uno)',
      '(?:lei|lui|mia \\S+|mio \\S+) non (?:parla|legge|capisce)',
      'perche (?:sto|non|mia|mio)',
    ],
    likedTitle: [
      new RegExp(
        String.raw`\b(?<!film (?:che )?)(?:ho (?:adorato|amato)|mi (?:e piaciut[oa]|sono piaciut[ie])(?: ${LIKED_DEGREES})?)\s+(?!(?:di piu|finora|ultimamente)\b)(.+?)(?:[,;]| ma | e | hai | qualcosa |[?!.]+ |[?!.]*$)`,
      ),
      /\bho appena (?:visto|finito)\s+(.+?)(?:[,;]| ma | e | hai | qualcosa |[?!.]+ |[?!.]*$)/,
      // 'ho visto heat ieri sera', 'ieri sera ho visto heat': a film seen at a time said, then what it was like.
      /\b(?:ho visto|abbiamo visto|ho guardato|abbiamo guardato|ho rivisto)\s+(.+?),?\s+(?:ieri(?: sera)?|l'altro giorno|l'altra sera|stasera|questo weekend|nel weekend|lo scorso weekend|la settimana scorsa|di recente|stanotte|nel fine settimana|oggi)(?=\s|[,;.!?]|$)/,
      /(?:^|\s)(?:ieri(?: sera)?|l'altro giorno|l'altra sera|stasera|questo weekend|nel weekend|lo scorso weekend|la settimana scorsa|di recente|stanotte|nel fine settimana|oggi),? (?:ho visto|abbiamo visto|ho guardato|abbiamo guardato|ho rivisto)\s+(.+?)(?:[,;]| ma | e | hai | avete | qualcosa | con |[?!.]+ |[?!.]*$)/,
      // 'mio figlio ha visto encanto tipo 40 volte': a film seen over and over is a film loved.
      /\b(?:ha visto|ho visto|hanno visto|ha guardato|ho guardato|hanno guardato)\s+(.+?)\s+(?:(?:tipo|circa|almeno|piu di|quasi|gia)\s+)*(?:\d+|mille|cento|cinquanta|venti|dieci) volte\b/,
    ],
    lovesTitle: [
      /\b(?:adoro|amo)\s+(?!vedere\b)(.+?)(?:[,;]| ma | e | hai | qualcosa |[?!.]+ |[?!.]*$)/,
      // 'i miei figli adorano toy story e shrek': loved by whoever watches.
      // 'mio figlio ama ratatouille', 'lei adora shrek': the verb of one person, after who loves.
      /\b(?:lui|lei|(?:(?:il|la) )?(?:mio|mia|nostro|nostra|suo|sua|tuo|tua) (?:[a-z]+ ){0,2}?[a-z]+) (?:ama|adora)(?: tantissimo| moltissimo| tanto| molto)?\s+(?!(?:vedere|questo|quello)\b)(.+?)(?:[,;]| ma | e | hai | avete | qualcosa | cosa |[?!.]+ |[?!.]*$)/,
      /\b(?:adorano|amano)\s+(?!vedere\b)(.+?)(?:[,;]| ma | e | hai | qualcosa |[?!.]+ |[?!.]*$)/,
      // 'ai bambini e piaciuto tantissimo coco', 'mio figlio ha adorato shrek': loved by whoever watched.
      new RegExp(
        String.raw`\b(?<!film (?:che )?)(?:(?:ha|hanno|abbiamo) (?:adorato|amato)|(?:gli |le |ci )?(?:e piaciut[oa]|sono piaciut[ie]))(?: ${LIKED_DEGREES})?\s+(?!(?:di piu|finora|ultimamente|vedere)\b)(.+?)(?:[,;]| ma | e | hai | qualcosa |[?!.]+ |[?!.]*$)`,
      ),
    ],
    praisedTitles: [
      /(?:^|[.!?;]\s+)(.+?) (?:e|sono|era|erano) (?:uno dei |una dei |tra i |fra i )?(?:miei |il mio |i miei )(?:film )?(?:preferiti?|del cuore)\b/,
      /(?:^|[.!?;]\s+)(.+?) mi ha (?:davvero |proprio |completamente )?(?:colpito|distrutto|emozionato|sconvolto|steso|segnato)\b/,
      /\b(?:ossessionat[oa] da|fissat[oa] con|pazz[oa] per) (?!(?:questo|quello|lui|lei)\b)(.+?)(?:[,;]| ma | e | hai | qualcosa |[?!.]+ |[?!.]*$)/,
      /(?:^|[.!?;]\s+)(?!(?:questo|quello|tutto)\b)(.+?) (?:era|e stato|e stata) (?:davvero |proprio )?(?:fantastic[oa]|bellissim[oa]|stupend[oa]|geniale|un capolavoro|incredibile|pazzesc[oa])(?=\s*(?:[.!?,;]|$))/,
    ],
    changedTitles: [
      /^(?!(?:qualcosa|film|una?)\b)(.+?),? ma (?:(?:in versione|versione|piu|in) )?(?=(?:divertente|comic[oa]|commedia|horror|paurosa?|romantic[oa]|per bambini|animat[oa])\b)/,
      // 'x ma in inglese', 'x ma meno triste': the film, changed.
      /^(?!(?:qualcosa|film|una?|io|voglio|il (?:primo|secondo|terzo|ultimo))\b)(.+?),? ma (?=(?:in (?:inglese|italiano|spagnolo)|non|meno|senza|piu (?:recenti?|nuov[oaei]|cort[oaei]|lung[oaei]|leggeri?|vecchi[oaei]?)|doppiat[oaei]|sottotitolat[oaei])\b)/,
    ],
    // A whole message turning down the film just recommended: another of the same request.
    rejections: [
      String.raw`(?:(?:no|nah|mah|boh),?\s+)?(?:nessuno di (?:questi|quelli|queste|quelle)|non (?:quello|questo)|quello no|questo no|un altro|un'altra|qualcos'altro|qualcosa d'altro|altro|(?:l'ho )?gia visto)(?: per favore)?`,
    ],
    // 'which of these are under 2 hours': the last answer's films, narrowed.
    amongLeads: [
      String.raw`(?:quale|quali|qualcuno|qualcuna) (?:di|tra) (?:questi|queste|quelli|quelle|loro)`,
      // 'qualcosa sotto le due ore tra quelli?': the films shown named as where the answer comes from.
      String.raw`(?:tra|fra|di) (?:questi|queste|quelli|quelle)(?=\s*(?:[,;?.!]|$))`,
    ],
    // 'solo quelli sotto le due ore', 'soltanto quelle degli anni 90': the films just shown, narrowed.
    narrowingLeads: [String.raw`(?:solo|soltanto|solamente) (?:quelli|quelle|questi|queste)`],
    headcountNouns: ['persone', 'amici', 'amiche', 'adulti', 'colleghi'],
    notCounted: [
      'vuole',
      'vogliono',
      'preferisce',
      'preferiscono',
      'ama',
      'amano',
      'adora',
      'adorano',
      'volte',
    ],
    refinementLeads: ['solo', 'soltanto', 'senza', 'ma senza', 'ma', 'e'],
    // 'animazione per adulti', 'niente roba da bambini': the family shelf is left out.
    childish: [
      'niente di infantile',
      'non infantile',
      'niente (?:per|da) bambini',
      'niente roba da bambini',
      '(?:solo )?per (?:adulti|grandi)',
    ],
    notAfterJust: ['ore', 'ora', 'minuti', 'anni', 'bel', 'bell[oa]', 'buon[oa]?'],
    pickLeads: [
      String.raw`\bqual(?:e|i)?(?: di (?:questi|quelli|loro))?(?: e)? (?:il |la |lo )?(?:piu )?`,
      // 'e il più recente, qual è?': about the last answer only with such a tail (parse-prompt.ts).
      String.raw`^(?:e |allora )?(?:il|la|lo) (?:piu )?`,
    ],
    pickOrders: {
      shortest: ['corto', 'corta', 'breve', 'dura (?:di )?meno'],
      longest: ['lungo', 'lunga', 'dura (?:di )?piu'],
      oldest: ['vecchio', 'vecchia', 'antico', 'antica', '(?:e )?uscit[oa] (?:prima|per prim[oa])'],
      release_date: ['recente', 'nuovo', 'nuova', '(?:e )?uscit[oa] per ultim[oa]'],
      vote_average: ['migliore?(?: votato| votata)?', 'votato', 'votata'],
    },
    pickOfAnswer: ['di', 'tra', 'fra'],
    pickTails: ['qual e'],
    pickCountLinks: ['di', 'tra'],
    greetings: ['ciao', 'buongiorno', 'buonasera'],
    help: [
      'aiuto',
      '(?:che )?cosa (?:sai|puoi|riesci a) fare',
      'di cosa sei capace',
      'come funzioni',
      'come funziona(?: qui)?',
      'a cosa servi',
    ],
    thanks: ['grazie(?: mille| tante)?', 'ti ringrazio'],
    acknowledgements: [
      'perfetto',
      'ottimo',
      'fantastico',
      'bellissimo',
      'top',
      'benissimo',
      'va bene',
      'ok',
      'eccellente',
      'splendido',
    ],
    // 'che mi consigli?': a request for films at all.
    // Whole words: a stem would be read as a word of its own, no typo.
    generic: [
      'consigli',
      'consiglia',
      'consigliami',
      'consigliare',
      'consiglieresti',
      'suggerisci',
      'suggeriscimi',
      // 'mi consigliate qualcosa di kubrick?', 'mi proponi qualcosa': the asking verb said to the assistant (voi, tu).
      'consigliate',
      'consigliatemi',
      'suggerite',
      'proponi',
      'proponimi',
      'proponete',
      'suggerimenti',
      'qualcosa',
    ],
    more: ['altri', 'altre', 'ancora'],
    // Singular too: 'tipo il padrino ma più recente' compares with one film.
    comparedOnes: ['quell[aeio]', 'film'],
    older: [
      'piu vecch(?:i|ie|io|ia)',
      'meno recent[ie]',
      // 'simili a matrix usciti prima', "che l'hanno ispirato": before the seed.
      '(?:usciti|uscito|fatti|girati) prima(?: (?:di lui|di esso|di quello))?',
      "che l'hanno (?:ispirato|ispirata|influenzato)",
    ],
    // 'i grandi classici', 'dei vecchi film': films from before the eighties.
    classics: ['classic[oi]', 'vecchi film'],
    blackAndWhite: ['(?:in )?bianco e nero'],
    goldenAge: [
      '(?:la )?vecchia hollywood',
      "(?:l')?eta d'oro(?: di hollywood| del cinema)?",
      'classici di hollywood',
    ],
    newer: ['piu recent[ie]', 'piu nuov[oaie]', 'piu modern[oaie]'],
    newerSurely: ['piu recent[ie]', 'piu nuov[oaie]'],
    oldFilms: ['vecch(?:i|ie|io|ia)', 'antic(?:hi|he|o|a)', '(?:in )?bianco e nero'],
    liveAction: ['live[- ]action', 'con attori veri', 'in carne e ossa'],
    // 'mia figlia e le sue amiche, hanno 14 anni': an age, not 'dieci anni fa'.
    ageLeads: [String.raw`(?:hanno|ha)(?= \d{1,2} anni\b)`, String.raw`di(?= \d{1,2} anni\b)`],
    // 'tipo die hard ma più corto': shorter or longer than one film or than the last answer.
    shorterThan: [
      'piu cort[oaie] (?:di|del|della|dello|dei|degli|delle)',
      'meno lung(?:o|a|hi|he) (?:di|del|della|dello|dei|degli|delle)',
    ],
    longerThan: ['piu lung(?:o|a|hi|he) (?:di|del|della|dello|dei|degli|delle)'],
    // A pointer that can only be a film: a length compared with it is the film in view's.
    oneFilmPointer: ['(?:quello|questo|quella|questa)(?: film| li| qui)?'],
    thisOne: ['(?:questo|questa)(?: film| qui)?', '(?:quello|quella)(?: film| li)'],
    shorter: [
      'piu cort[oaie]',
      'meno lung(?:o|a|hi|he)',
      `non (?:(?:sia|siano|e) )?(?:proprio )?(?:cosi|tanto) ${LENGTH_DEGREES}lung(?:o|a|hi|he)`,
      // 'ma che duri meno': lasting less.
      '(?:che )?dur(?:i|ino|a|ano) (?:di )?meno',
    ],
    longer: ['piu lung(?:o|a|hi|he)'],
    lighter: ['piu legger[oaie]', 'meno (?:deprimente|triste|pesante|cup[oa])', 'piu allegr[oaie]'],
    // 'un mix tra alien e la cosa', 'una via di mezzo tra … e …': two titles a film is between.
    mashups: [
      // 'se la storia fantastica e indiana jones avessero un figlio'.
      /(?:^|\s)(?:se )?(?!\d)([^.,;!?]+?) e (?!\d)([^.,;!?]+?) (?:avessero|facessero) un (?:figlio|bambino|bebe)\b/,
      /(?:^|\s)(?:(?:mix|miscuglio|misto|incrocio|ibrido|fusione|mescolanza) (?:di|tra|fra)|(?:(?:una )?via di mezzo|a meta(?: strada)?|(?:da )?qualche parte|a cavallo|proprio|giusto|in mezzo) (?:tra|fra)|(?:qualcosa|un film) (?:che sia )?(?:tra|fra)) (?!\d)([^.,;!?]+?) (?:e|con) (?!\d)([^.,;!?]+?)(?=\s*(?:[.,;!?]|$)|\s+(?:ma|per favore|per|che)\b)/,
    ],
    // 'too long for tonight, …': how much, not the start of a title.
    // 'ha adorato coco, e adesso?': a time after the title asks what next, no second title.
    notATitle: ['(?:adesso|ora|dopo|poi|oggi|stasera|domani|piu tardi)$', '(?:che )?cosa'],
    notATitleStart: ['troppo', 'molto', 'davvero', 'cosi'],
    // 'qualcosa di simile?', 'altri così': films like the page's movie or the ones just shown ('simile a' names a seed).
    moreLikeThis: [
      // 'ne conosci altri simili?': a likeness asked with 'any' or 'some', nothing after it, is of the film in view.
      'ne (?:hai|avete|ha|conosci|trovi)(?: altri| qualcuno)? (?:di )?(?:simil[ei]|analogh[ie])',
      // "cos'altro c'è di simile?": likeness with nothing after it is the film in view.
      "(?:cos'altro|cosa altro|che altro|qualcos'altro) (?:c'e )?di (?:simile|analogo)",
      // Not 'e roba così', 'film del genere': 'and stuff like that' after a kind of film.
      '(?:qualcosa|qualcos|altro|altri|ancora) (?:di )?(?:simil[ei]|analog[oh]i?|dello stesso genere)',
      'film simili',
      '(?:altri|altro|ancora) (?:cosi|come questo|come quello|di questo tipo)',
    ],
    // "qualcosa con quest'atmosfera", 'con un clima simile': the feel of the film in view.
    feelOfThis: [
      "con (?:(?:questa |questo |quest')(?:tipo di )?(?:atmosfera|vibe|mood|energia|clima)|(?:un'|una |un )(?:atmosfera|vibe|mood|energia|clima) (?:simile|analog[oa]))",
    ],
    // 'il film con il tipo che vive dentro uno show': after an article or a pointer 'tipo' is the guy a story is about, not 'like'.
    likeNotAfter: [String.raw`\b(?:il|lo|un|quel|quello|questo) (?=tipo\b)`],
    likeLeads: [
      'simil[ei] a',
      // 'film vicini a questo', 'affini a heat': nearness is likeness.
      '(?:vicin[io]|affin[ei]|analogh?[io]) a',
      'tipo',
      // 'nel mood di up e coco', "nell'atmosfera di amelie": a film's feel, named by its titles, is likeness.
      "(?:nel|nello|nella|nell'|col|con il|con lo|con la|con l') ?(?:mood|vibe|atmosfera|spirito|clima|tono|energia|sapore|feeling) d(?:i|el|ella|ello|ei|egli|ell')",
      'film come',
      'qualcosa come',
      'sullo stile d(?:i|el|ella|ello|ei|egli)',
      'nello stile d(?:i|el|ella|ello|ei|egli)',
      // 'alla maniera di heat': a film's manner is its style.
      '(?:alla|sulla) (?:maniera|moda) d(?:i|el|ella|ello|ei|egli)',
      'sulla (?:scia|linea|falsariga) d(?:i|el|ella|ello|ei|egli)',
      'nello spirito d(?:i|el|ella|ello|ei|egli)',
      // 'nello stesso spirito di whiplash', 'dello stesso genere di heat': the same kind of film as a title.
      '(?:nello |dello |con lo |sullo |nella |della |con la |sulla )?stess[oa] (?:stile|genere|spirito|tono|atmosfera|linea|filone) (?:di|del|della|dello|dei|degli|che)',
      "con (?:l'|la )?(?:atmosfera|energia) d(?:i|el|ella|ello|ei|egli)",
    ],
    kindLeads: ['stile', 'genere', 'come', 'alla'],
    kindTrails: [' e (?:roba|cose) (?:del genere|simili)'],
    titleEnds: [
      // 'heat e ronin entrambi': a word for all the titles said, no part of the last.
      'entramb[ie]',
      'tutt[ie] e (?:due|tre)',
      'ma',
      'senza',
      'meno',
      'con',
      'pero',
      // 'come toy story per i miei figli': whom the films are for, no part of the title.
      'per (?:i|il|la|le|mio|mia|miei|mie|nostro|nostra|nostri|nostre|bambini|ragazzi)',
      // 'come heat solo più divertente', 'come alien soltanto più corto': a degree word before a comparative ends it.
      '(?:solo|soltanto|solamente|semplicemente)(?: che)? (?=(?:piu|meno)\\b)',
    ],
    // 'film dove recitano X e Y': the verb before the names.
    castLeads: [
      'con',
      String.raw`(?:recitano|recita|recitino|reciti|hanno recitato|abbia recitato|abbiano recitato)(?! (?:in|con|nel|nella|il|la|lo|un|una)\b)`,
    ],
    // 'chi recita nel film lo squalo': the film noun bare, its article held by the preposition ('nel').
    subjectPrefixes: ['esattamente', 'di preciso', '(?:il )?film', "(?:e )?(?:com'e|come e|com e)"],
    subjectSuffixes: ['esattamente', 'di preciso', 'in realta', 'alla fine'],
    // 'did nolan direct it, right', 'la dirigió spielberg, no': a tag closing a yes/no question.
    questionTags: ['vero', 'no', 'giusto', 'o no', 'si', 'o sbaglio'],
    doubtTails: [
      'o (?:mi (?:sto )?(?:confondendo|confondo|sbaglio)|sto pensando a)(?: .*)?',
      // 'o era qualcun altro': another person may have done it.
      "o (?:(?:era|e stato|e) )?(?:qualcun altro|qualcun'altro|qualcuno altro|un altro)(?: .*)?",
    ],
    directorLeads: [
      // 'solo quelli di sergio leone', 'quello di tim burton': a pronoun for the films, then whose they are.
      "(?:quell[io]|quell[ae]|quello) (?:di|del|d')",
      RECOMMENDED_OF,
      'dirett[ioe] da',
      'regia di',
      'film(?: piu (?:famos[oi]|conosciut[oi]|popolar[ei]|vist[oi]|amat[oi]))? (?:di|del)(?! (?:sempre|tutti i tempi|mondo)\\b)',
      // "un film d'Argento": the elided 'di' before a name.
      "film d'",
    ],
    // 'o melhor filme do nolan': a film of a person is one they made or are in.
    makerLeads: [
      // 'solo quelli di sergio leone', 'quello di tim burton': a pronoun for the films, then whose they are.
      "(?:quell[io]|quell[ae]|quello) (?:di|del|d')",
      RECOMMENDED_OF,
      'film(?: piu (?:famos[oi]|conosciut[oi]|popolar[ei]|vist[oi]|amat[oi]))? (?:di|del)(?! (?:sempre|tutti i tempi|mondo)\\b)',
      // "un film d'Argento": the elided 'di' before a name.
      "film d'",
    ],
    // 'il secondo della tua lista': the film of the last answer.
    referenceFillers: ['(?:della|nella|dalla) (?:tua |sua )?lista'],
    numbered: ['numero', 'n[o°]\\.?', '#'],
    everyOne: ['ogni'],
    // 'the saga', 'esta franquicia': a series pointed at, the one of the film in view.
    seriesInView: ['(?:la|della|questa|di questa|tutta la) (?:saga|serie|franchise|trilogia)'],
    peopleJoins: ['e', 'ed'],
    clauseJoins: ['ma', 'allora', 'quindi', 'beh'],
    elidedWords: ['l', 'c', 'dell', 'nell', 'all', 'sull', 'quest'],
    besidesLeads: ['oltre a', 'a parte', 'tranne', 'eccetto', 'oltre'],
    nameArticles: ['il', 'la', 'lo'],
    indefiniteArticles: ['un', 'uno', 'una', "un'"],
    possessives: [
      'mio',
      'mia',
      'miei',
      'mie',
      'suo',
      'sua',
      'suoi',
      'sue',
      'tuo',
      'tua',
      'nostro',
      'nostra',
      'loro',
    ],
    factCues: {
      // 'di che genere e alien', 'che genere ha heat': the genres it is filed under.
      genres: [
        'di che genere(?: e)?',
        'che genere(?: e| ha)?',
        'qual e il genere(?: di| del| della)?',
        // Not 'genere' alone: 'qualcosa del genere' is 'something like that'.
        'generi',
      ],
      // 'in che lingua e parasite', 'lingua originale di amelie'.
      language: [
        'in che lingua(?: (?:e|e stato girato))?',
        'quale lingua(?: (?:parla|ha))?',
        '(?:la )?(?:lingua|versione) originale(?: di| del| della)?',
      ],
      // 'quanti anni ha lo squalo', 'che eta ha': the years since it came out.
      age: ['quanti anni ha', 'ha quanti anni', 'che eta ha', 'quanto e vecchio'],
      // 'che voto ha heat', 'il voto di alien qui'.
      rating: [
        'che (?:voto|punteggio|valutazione) ha',
        'qual e il (?:voto|punteggio)(?: di| del| della)?',
        // Not 'voto' alone: 'che voto ho dato a alien' asks of their own rating.
        '(?:il )?(?:voto|punteggio|valutazione) (?:di|del|della)',
      ],
      director: ['chi ha (?:diretto|fatto)', 'di chi e', 'regista', 'diretto da'],
      plot: [
        'cosa (?:succede|accade)(?: in| nel| nella)?',
        'di (?:cosa|che) parla',
        'di cosa tratta',
        'qual e la trama(?: di| del| della)?',
        'trama',
      ],
      runtime: [
        'quanto dura',
        // 'e dura quanto': the question word after the verb.
        'dura quanto(?: tempo)?',
        'quanto tempo',
        'durata',
        'quant[ei] (?:ore|minuti)',
      ],
      year: ['in che anno', 'che anno', 'quando e uscito', 'uscito', "(?:l')?(?:anno|data) di uscita"],
      // 'da che eta', 'per che eta e': the age it suits, not its own.
      certification: [
        // 'com'è classificato', 'è classificato come': the rating it was given, as 'rated' asks it.
        '(?:e )?classificat[oa] (?:come|per|pg(?:-13)?|r|g)',
        "com'e classificat[oa]",
        'come e classificat[oa]',
        'divieto',
        'eta minima',
        'da che eta',
        'a partire da che eta',
        'per che eta(?: e)?',
      ],
      // 'quanti oscar ha vinto titanic', 'ha vinto un oscar': premi, che il catalogo non registra.
      awards: [
        'quanti (?:oscar|premi)(?: ha(?: vinto| preso)?)?',
        "(?:ha )?(?:vinto|preso) (?:un |l'|qualche |degli )?(?:oscar|premi?)",
        'oscar',
      ],
      // "com'è titanic", 'merita alien?', 'che ne pensi di heat': an opinion of the film asked.
      worth: [
        "com'(?:e|era)",
        'merita',
        'vale la pena(?: vederlo| guardarlo| vedere| guardare)?',
        '(?:e|era) bello',
        'che ne pensi(?: di| del| della)?',
        'ti piace',
      ],
      // "chi altro recita oltre a X": the rest of the cast.
      cast: [
        "chi (?:altro )?(?:recita|c'e)(?: (?:anche|ancora))?(?: in)?",
        'attori',
        'cast',
        // 'chi è il protagonista?', "l'attore principale": il protagonista, primo del cast.
        "chi(?: e| era)? (?:il |la |l')?(?:protagonista|attore principale|attrice principale)(?: (?:di|del|della|in|nel|nella))?",
        "(?:l')?(?:attore|attrice) principale",
      ],
    },
    contractedArticles: {
      nel: 'il',
      del: 'il',
      al: 'il',
      dal: 'il',
      sul: 'il',
      nello: 'lo',
      dello: 'lo',
      nella: 'la',
      della: 'la',
      alla: 'la',
      nei: 'i',
      dei: 'i',
    },
    // 'oppenheimer jaja tengo que planear la noche': a laugh or a need of one's own ends the title's clause.
    subjectClauseLeads: ['ahah\\w*', 'haha\\w*', 'lol', 'xd', '(?:devo|voglio|ho bisogno|mi serve)'],
    factAsks: [
      // 'spirited away was originally made in what language': how the film was made, no part of its title.
      '(?:e stat[oa]|fu|era) (?:originariamente |originalmente |inizialmente )?(?:fatt|girat|filmat|prodott)[oa](?: originariamente| originalmente)?',
      'originariamente',
      'originalmente',
      // 'what's its score here', 'qual a nota aqui no site': the catalog the question is asked in, no title.
      'qui',
      'qua',
      '(?:sul|su questo|nel|in questo) (?:sito|catalogo)',
      '(?:sulla|su questa|nella) (?:app|pagina)',
      'qual',
      // 'chi è il regista': the question word for a person, no part of a title.
      'chi',
      'e',
      'di',
      'del',
      'della',
      'dello',
      'in',
      'nel',
      'nella',
      'nello',
      'film',
      'esattamente',
      'tutti',
      // 'chi è il regista, di nuovo?': the question asked again.
      'di nuovo',
    ],
    facts: [
      // 'chi ha fatto la colonna sonora di star wars', 'compositore di lo squalo', 'chi ha scritto la sceneggiatura di fargo'.
      {
        pattern:
          /\bchi ha (?:composto|fatto|scritto|firmato|creato) (?:la |le )?(?:musica|musiche|colonna sonora|tema)(?: originale)?(?: (?:di|del|della|dello|dei|de|per|in) (.+))?$/,
        aspect: 'music',
      },
      { pattern: /\bchi ha composto (.+)$/, aspect: 'music' },
      { pattern: /\bcompositore (?:della musica )?(?:di|del|della|dello) (.+)$/, aspect: 'music' },
      {
        pattern:
          /\bchi ha (?:scritto|firmato|fatto) (?:la )?(?:sceneggiatura|il copione|lo script) (?:di|del|della|dello|per) (.+)$/,
        aspect: 'writer',
      },
      { pattern: /\bchi (?:l'|lo |la )?ha scritto()$/, aspect: 'writer' },
      { pattern: /\bchi ha scritto (.+)$/, aspect: 'writer' },
      { pattern: /\bsceneggiatori? (?:di|del|della|dello) (.+)$/, aspect: 'writer' },
      { pattern: /\bchi ha diretto (.+)$/, aspect: 'director' },
      // 'memento, chi l'ha diretto?': a question of the film named before it (frontedTitle).
      { pattern: /\bchi (?:l'|lo |la )?ha (?:diretto|girato|fatto)()$/, aspect: 'director' },
      // 'e il primo di chi è?': who made the film named or pointed at before.
      { pattern: /\b(?:di chi (?:e|era)|e di chi)()$/, aspect: 'director' },
      { pattern: /\bquanto dura (.+)$/, aspect: 'runtime' },
      { pattern: /\bdi cosa parla (.+)$/, aspect: 'plot' },
      // 'chi e il regista di alien', 'la durata del padrino': the fact named as a noun, then its film.
      { pattern: /\bregista (?:di |del |della |dello |de )(.+)$/, aspect: 'director' },
      { pattern: /\bdurata (?:di |del |della |dello )(.+)$/, aspect: 'runtime' },
      { pattern: /\bchi recita in (.+)$/, aspect: 'cast' },
      // 'chi è il protagonista di forrest gump': its lead, in its cast.
      {
        pattern:
          /(?:^|\bchi e )(?:il |la |l')?(?:protagonista|attore principale|attrice principale|personaggio principale) (?:di |del |della |dello |in |nel |nella )(.+)$/,
        aspect: 'cast',
      },
      // "chi c'e in alien", 'chi compare in la vita e bella': who appears in it.
      {
        pattern: /\bchi (?:recitano|c'e|compare|compaiono|appare|appaiono|partecipa|partecipano) in (.+)$/,
        aspect: 'cast',
      },
      // 'com'è coco? vale la pena vederlo con i miei nipoti?': 'see it' is the film named before.
      { pattern: /\bvale la pena (?:vederl[oa]|guardarl[oa])()(?: .*)?$/, aspect: 'worth' },
      // 'cosa ne pensi di interstellar', 'la tua opinione su roma': an opinion of the film asked, as 'is it good'.
      { pattern: /\b(?:cosa|che) (?:ne )?pensi (?:di |del |della |dello |su |d')(.+)$/, aspect: 'worth' },
      { pattern: /\b(?:tua|sua) opinione (?:su|di) (.+)$/, aspect: 'worth' },
      { pattern: /\bvale la pena (?:vedere |guardare )(.+)$/, aspect: 'worth' },
      { pattern: /\b(?:merita|e bello) (.+)$/, aspect: 'worth' },
      // 'in che anno è uscito alien', 'di che anno è questo film', 'quando è uscita la vita è bella'.
      {
        pattern: /\b(?:in )?(?:che|quale) anno (?:e |e stat[oa] )?(?:uscit[oa]|girat[oa]|fatt[oa]) (.+)$/,
        aspect: 'year',
      },
      { pattern: /\bdi (?:che|quale) anno e ?(.*)$/, aspect: 'year' },
      // 'di quando e il film', 'a quando risale': from when, the year.
      { pattern: /\b(?:di quando e|a quando risale) ?(.*)$/, aspect: 'year' },
      { pattern: /\bquando e (?:uscit[oa]|stat[oa] girat[oa]) (.+)$/, aspect: 'year' },
      // 'nuovo cinema paradiso, in che anno e uscito', 'e uscito quando': the film named before (frontedTitle).
      {
        pattern:
          /\b(?:(?:in )?(?:che|quale) anno e (?:uscit[oa]|stat[oa] girat[oa])|e uscit[oa] (?:in (?:che|quale) anno|quando))()$/,
        aspect: 'year',
      },
      { pattern: /\b(?:anno|data) di uscita (?:di |del |della |dello )(.+)$/, aspect: 'year' },
    ],
    // 'chi interpreta il joker nel cavaliere oscuro', 'chi ha fatto la parte di rose in titanic', 'chi doppia woody in toy story'.
    characters: [
      /\bchi (?:interpreta|interpretava|ha interpretato|fa|faceva|ha fatto|recita|ha recitato|doppia|ha doppiato|da la voce a|ha dato la voce a)(?: la parte| il ruolo| il personaggio)? (?:di |del |della |dello )?(.+?) (?:in|nel|nella|nello|nei|negli|nelle) (.+)$/,
      // 'chi interpreta forrest gump': no title, so the film in view or of that name.
      /^chi (?:interpreta|interpretava|ha interpretato|fa la parte di|faceva la parte di|ha fatto la parte di) (?:il |la |lo )?(?!(?:ci|li|qui)\b)((?:(?! (?:in|nel|nella|nello) ).)+?)()$/,
      // 'lo squalo, chi interpreta brody?': a title typed before the question.
      /\bchi (?:interpreta|interpretava|ha interpretato|doppia|ha doppiato|da la voce a|ha dato la voce a|fa la parte di|faceva la parte di|ha fatto la parte di)(?: la parte| il ruolo| il personaggio)? (?:di |del |della |dello )?(?!(?:il film|questo|quello|lui|lei|ci|li|qui)\b)((?:(?! (?:in|nel|nella|nello) ).)+?)()$/,
    ],
    castChecks: [
      // "c'è samuel l jackson in django unchained", 'toni servillo recita nella grande bellezza?'.
      /^(?:c'e|c'era) (.+?) (?:in|nel|nella|nello|negli|nei) (.+)$/,
      /^(.+?) (?:recita|recitava|ha recitato|compare|appare|partecipa|ha partecipato|e) (?:in|nel|nella|nello|negli|nei) (.+)$/,
    ],
    directorChecks: [
      // "l'ha diretto spielberg?", "spielberg l'ha diretto?", 'è stato diretto da spielberg?': the film named before
      // or in view.
      /^(?:l'ha|lo ha) (?:diretto|girato|fatto) (?<name>.+)$/,
      /^(?<name>.+?) l'ha (?:diretto|girato|fatto)$/,
      /^(?:e stato|e|fu) (?:diretto|girato) da (?<name>.+)$/,
      // 'spielberg ha diretto lo squalo?', 'lo squalo e stato diretto da spielberg', 'lo squalo e di spielberg'.
      /^(?<name>.+?) ha (?:diretto|girato|fatto) (?<title>(?!(?:qualche|qualcosa|un|uno|una|altr[oie])\b).+)$/,
      /^(?<title>.+?) (?:e|era|e stato|fu) (?:diretto|girato) da (?<name>.+)$/,
      /^(?<title>.+?) (?:e|era) (?:un film )?(?:di|del) (?<name>.+)$/,
    ],
    kindChecks: [
      // 'alien e un horror?', 'shining e un film di paura?', 'grease e un musical?'.
      /^(?<title>.+?) e (?<kind>(?:un|una|uno|di|del) .+)$/,
      /^(?<title>.+?) (?<kind>fa (?:davvero )?paura)$/,
    ],
    languageChecks: [
      // 'parasite e in coreano?', 'è in inglese?', 'amelie è un film francese?'.
      /^(?:(?<title>.+?) )?(?:e|era) (?:girato |parlato )?in (?<lang>[a-z]+)$/,
      /^(?:(?<title>.+?) )?e un film (?<lang>[a-z]+)$/,
    ],
    catalogNouns: [
      'catalogo',
      'sito',
      'app',
      'applicazione',
      'database',
      'collezione',
      'biblioteca',
      'top \\d+',
    ],
    longerCompares: [
      /\bquale (?:(?:e|è) (?:il |la )?piu lung[oa]|dura (?:di )?piu)[:,]? (.+?) o (.+)$/,
      /^(.+?) o (.+?)[:,]? quale (?:(?:e|è) (?:il |la )?piu lung[oa]|dura (?:di )?piu)$/,
    ],
    shorterCompares: [
      /\bquale (?:(?:e|è) (?:il |la )?piu cort[oa]|dura (?:di )?meno)[:,]? (.+?) o (.+)$/,
      /^(.+?) o (.+?)[:,]? quale (?:(?:e|è) (?:il |la )?piu cort[oa]|dura (?:di )?meno)$/,
    ],
    releaseCompares: [
      // 'quale è uscito prima, blade runner o terminator', 'quale è più vecchio: alien o lo squalo'.
      /\bquale (?:e uscito|e uscita|usci|e venuto|e arrivato) (?:prima|per primo|per prima)[:,]? (.+?) o (.+)$/,
      /\bquale (?:e|era) (?:il )?piu (?:vecchi[oa]|antic[oa]|recente|nuov[oa])[:,]? (.+?) o (.+)$/,
    ],
    beyondLeads: ['non solo', 'non soltanto', 'non solamente'],
    unseen: [String.raw`(?:che )?(?:io )?non (?:ho|abbia) (?:ancora |mai )?(?:visto|guardato)(?: ancora)?`],
    sequelsLeftOut: [
      '(?:ma )?(?:senza|non|niente|tranne) (?:i |gli |suoi )?(?:seguiti|sequel|altri capitoli)',
    ],
    sameAsBefore: [
      // 'qualcosa del genere ma più corto', 'roba di questo tipo': a likeness with no film after it (not 'horror o
      // qualcosa del genere', a filler after a kind).
      '(?<!\\bo )(?:qualcosa|roba|altro|film) (?:del genere|di questo (?:tipo|genere|stile))(?! (?:di|del|della|dello|dei|degli|che|come)\\b)',
      'uguale(?! (?:a|al|alla|allo) )',
      '(?:la )?stessa cosa',
      'lo stesso ma',
      '(?:sullo|nello|dello) stesso (?:genere|stile|tipo|spirito)(?! (?:di|a|che) )',
      '(?:sulla|nella|della) stessa (?:linea|onda|vibe|atmosfera)(?! (?:di|a|che) )',
      'stessa roba',
    ],
    speakerClause: ['(?:che|a cui) (?:io |noi )?(?:ho|abbiamo|mi|ci)'],
    moreOfShown: [
      // 'senza ripetere quelli di prima', 'senza ripetere': altri della richiesta di prima, nessuno mostrato di nuovo.
      String.raw`(?:ma )?(?:senza|non) (?:ripetere|ripetermi|ripetizioni|ripetiamo)(?: (?:nessuno (?:di )?)?(?:quelli|quelle|questi|queste|gli stessi|le stesse|i film|nessuno)(?: (?:di|che (?:mi )?(?:hai )?(?:gia )?(?:dato|detto|mostrato|consigliato)))?(?: (?:prima|gia|sopra|l'altra volta))?)?`,
      String.raw`(?:come|simili a) (?:questi|quelli|queste|quelle)(?: film)?`,
      String.raw`(?:che )?non (?:mi )?(?:hai )?(?:ancora )?(?:nominato|citato|menzionato|suggerito|proposto|consigliato|mostrato)(?: ancora)?`,
    ],
    // 'spielberg ha mai fatto un film horror?': whether such a film exists.
    everMade: [String.raw`\b(?:ha|hanno) mai\b`, String.raw`\bmai (?:fatto|diretto|girato|recitato)\b`],
    // 'von mir am höchsten bewertet', 'par moi': a pronoun after 'by' is the speaker, never a person's name.
    speakerPronouns: ['me', 'te', 'noi', 'voi'],
    notNames: [
      // 'con più di 2 ore': a comparative before a quantity (a length, a count) is no one's name.
      'piu',
      'meno',
      // A kind of film after an elided 'di' ("un film d'amore", "d'autore"): no one's name.
      'amore',
      'autore',
      'avventura',
      'azione',
      'animazione',
      'orrore',
      'epoca',
      'arte',
      'essai',
      // The parts of any film a quality is wished of (qualityWishes): no one's name.
      'finale',
      'colpo',
      'colpi',
      'twist',
      'colonna',
      'sonora',
      'musica',
      'trama',
      'sceneggiatura',
      'dialoghi',
      'fotografia',
      'recitazione',
      'cast',
      // What is eaten while watching ('avec le dîner', 'zum Abendessen'): no one's name.
      // Who the film is watched with, and pronouns: never a person to search for.
      'mia',
      'mio',
      'mie',
      'miei',
      'lei',
      'lui',
      'loro',
      'ragazza',
      'ragazzo',
      'fidanzata',
      'fidanzato',
      'moglie',
      'marito',
      'amici',
      'amiche',
      'figli',
      'bambini',
      'famiglia',
      'genitori',
      'cena',
      'pranzo',
      'colazione',
      'merenda',
      'popcorn',
      'pizza',
      'bambini',
      'famiglia',
      'amici',
      'nonna',
      'nonno',
      'nonni',
      'genitori',
      'troppo',
      'lunghi',
      'lungo',
      'lunga',
      'lunghe',
      'corti',
      'corto',
      'brevi',
      // 'harrison ford dirigido pelo spielberg, tem quais?': the question after the names is no name.
      'quali',
      'quale',
      'sono',
      // 'di chi è, di nuovo?': a question word is no part of a name.
      'chi',
    ],
    runtimeMax: [
      'meno di',
      'meno del(?:le|la)',
      'al massimo',
      'massimo',
      'non piu di',
      'non oltre',
      'sotto',
      'entro',
    ],
    runtimeMaxAfter: ['al massimo', 'o meno'],
    runtimeTooMuchAfter: ['(?:sono|e|son) (?:davvero |decisamente )?(?:troppe|troppo|tante|tanto)'],
    runtimeMin: [
      'piu lungh?[oiae] (?:di|del)',
      'piu di',
      'piu del(?:le|la)',
      'almeno',
      'oltre',
      'sopra',
      // 'che non superi le due ore': going past a length.
      'super(?:a|i|ano|ino|are)',
    ],
    minuteUnits: ['minuti', 'min'],
    hourUnits: ['ore', 'ora', 'orett[ae]', 'h'],
    oneUnit: ['un', "un'", 'una'],
    notLong: ['non (?:(?:e|sia|siano|sono) )?(?:troppo|molto|cosi|tanto) (?:lunghi|lungo|lunga|lunghe)'],
    short: ['corti', 'corto', 'brevi', 'breve'],
    long: ['lunghi', 'lungo', 'lunga', 'lunghe'],
    // 'non voglio un vero horror': a word saying the thing itself, between the negation and it.
    filmNouns: ['film', 'pellicole'],
    kindNouns: ['pellicole', 'roba'],
    // 'one of those that wreck you', 'daqueles q deixam a gente mal': a kind of film pointed at, no one film.
    // 'anything with a heist in it', 'quiero una peli de…': films of a kind wanted, no one film told by its story.
    filmsWanted: [
      '(?:voglio|vorrei|mi va|mi andrebbe|dammi) (?:vedere |di vedere )?(?:un|dei|qualche) film (?:su|sul|sulla|con|dove|in cui|che|di)',
      '(?:qualcosa|qualsiasi cosa|qualunque cosa|roba) (?:con|su|sul|sulla)',
    ],
    kindPointers: ['(?:uno )?di (?:quelli|quelle) (?:che|dove)'],
    // 'pas un miyazaki', 'no un ridley scott': an article between the negation and the name turned down.
    avoidedPersonGaps: ['un', 'uno', 'una'],
    oneFilmOfLeads: ['un', 'uno', 'una'],
    // 'no quiero nada de terror', "je ne veux rien d'horreur": wanting, right after a negation, turns down what follows.
    countAsks: ['quanti', 'quante'],
    catalogHolds: [
      'ci sono',
      'ce ne sono',
      'avete',
      'hai',
      "c'e",
      'esistono',
      '(?:nel|sul|in questo) (?:sito|catalogo)',
      'in tutto',
      'disponibili',
    ],
    negatedWants: [
      'voglio',
      'vogliono',
      'vorrei',
      'deve',
      'dovrebbe',
      // 'non ho voglia di horror', 'non mi va un western', 'non sono in vena di drammi': a wish denied turns it down.
      '(?:ho|abbiamo) voglia di(?: vedere)?',
      'mi va(?: di vedere| di)?',
      'mi ispira(?:no)?',
      "(?:sono|siamo) (?:in vena|dell'umore) (?:di|per)",
    ],
    // 'parla di', 'su': what the films are about; turned down after a negation ('che non parli di guerra', 'niente sulla guerra').
    aboutVerbs: [
      'parlin[oa]',
      'parli',
      'parla(?:no)?',
      'trattin[oa]',
      'tratti',
      'tratta(?:no)?',
      'su',
      "sull[ao']",
      'sugli',
      'sui',
      'riguard(?:a|ano|i|ino)',
      'incentrat[oaie] su',
    ],
    negationGaps: [
      // 'nessuno vuole qualcosa con più di 100 minuti': the 'something' refused, then what it is.
      'qualcosa',
      'nulla',
      'con',
      // 'not the usual westerns', 'non i soliti western': the kind turned down, said as worn out.
      'solit[ioea]',
      'tipic[ioea]',
      'troppo',
      // 'che non siano anime': the thing named as what the films would be.
      'sian[oa]',
      'essere',
      'sia',
      'un',
      'una',
      'il',
      'lo',
      'la',
      'i',
      'gli',
      'le',
      'di',
      // 'niente della disney', 'non dei fratelli coen': who made the films turned down.
      "del(?:l[oae]|l'|i)?",
      'degli',
      // 'niente ambientato durante una guerra', 'niente ambientato in guerra': where or when the films take place.
      'ambientat[oaie]',
      'durante',
      'in',
      "nel(?:la|le|l')?",
      'ver[oaie]',
      'essere',
      // 'senza tutte quelle canzoni': the whole of the thing turned down.
      'tutt[oaie]',
      'tant[oaie]',
      'quel(?:l[oaie])?',
      'quei',
      // 'odia i film lunghi e tutto cio che e violento': 'anything' between the negation and the thing.
      'tutto (?:cio|quello) che (?:e|sia)',
      'qualsiasi cosa',
      'niente',
      // 'senza la parte horror': the side of the film that is that thing.
      'parte',
      'lato',
    ],
    // 'sauf Titanic stp': a please after a title left out is no part of it.
    avoidedTitleTrails: ['per favore', 'grazie', 'gia', 'di nuovo', 'a?(?:ha)+h?', 'lol', 'xd'],
    thisMovie: [
      // 'chi recita lì dentro': the film in view.
      'dentro',
      'li dentro',
      '(?:questo|quel|quello|codesto) film',
      'questo qua',
      'questo',
      'questo film',
      'quello',
      'questa',
      'quella',
      'questo qui',
      'quello li',
      // 'di cosa parla il film?' on a film's page: the film in view.
      '(?:il|nel|del) film',
    ],
    // 'X and Y together': both in one film, the word is no part of a name.
    // 'brad pitt e morgan freeman hanno mai recitato insieme?': the verb after the names ends them.
    // 'film di tarantino dove recita x': 'where' ends the name before it.
    // 'brad pitt e morgan freeman stesso film?': one film, no part of a name.
    nameEnds: [
      // 'un film di scorsese con dicaprio dentro': a word saying the person is in the film ends the name.
      'dentro',
      'nel film',
      // 'tarantino sorted by year', 'les films de nolan classés du plus récent…': a list put in order, no part of a name.
      '(?:ordinat|classificat|elencat|messi in ordin)[oiae]',
      '(?:lo )?stesso',
      'insieme',
      'secondo',
      'per',
      'hanno',
      'mai',
      'gia',
      'recitato',
      // 'x e y erano insieme in un film': the verb after the names.
      '(?:erano|sono|stati)',
      'lavorato',
      'dove',
      'in cui',
      // 'film con tom hanks degli anni 90', '… prima del 2000': words of time end the name.
      '(?:degli|negli|dagli) anni',
      'anni',
      'prima',
      'dopo',
      'dal',
      'tra',
      'fra',
      'senza',
      // 'i film di tarantino per favore': a please ends the name.
      'per favore',
      'perfavore',
      'per piacere',
    ],
    together: ['insieme', 'nello stesso film'],
    togetherOpeners: ['hanno'],
    // 'film dove recitano x e y insieme': the verb may come before the names.
    pairRelatives: ['dove', 'in cui', 'dove (?:recitano|recitino|compaiono|appaiono|lavorano)'],
    pairCorrelatives: { leads: ['sia'], joins: ['che', 'sia'] },
    firstOfSeries: ['il primo(?: film)?', 'non i sequel', "l'originale"],
    pointedFilm: ['(?:quel|il) film (?:di|con)', '(?:quello|quella) (?:di|con)'],
    toldByScene: [
      '(?:da|di|in) (?:che|quale) film (?:e|viene)',
      '(?:la|quella) (?:famosa |celebre )?scena (?:del|della|dello|dei|delle|di|in cui|dove|con)',
      'scena (?:famosa|celebre|cult)',
      'che (?:finisce|termina) (?:con|quando)',
      '(?:e )?alla fine,? (?:si scopre che|scopre che|viene fuori che)',
      '(?:il|con il|e il) colpo di scena (?:e|era) che',
    ],
    asksFilmName: [
      // 'conoscete il film con lo squalo gigante dove…': a film pointed at and told, to be named.
      '(?:conosci|conoscete|conosce qualcuno|qualcuno conosce) (?:il|quel) film (?:con (?:il|la|lo|i|gli|le|un|una)|dove|in cui|del|della|sul|sulla)',
      // 'qual è il cartone con il robottino…': a film of a kind pointed at and told, to be named.
      'qual e (?:il|quel) (?:film|cartone(?: animato)?|film d.animazione) (?:dove|in cui|con (?:il|la|un|una)|del|della)',
      'come si (?:chiama|chiamava|intitola)',
      'qual e il (?:nome|titolo)',
      'non ricordo il (?:nome|titolo)',
      // 'looking for the title': the story after it is told to be named.
      '(?:sto )?cercando il (?:nome|titolo)',
      'cerco il (?:nome|titolo)',
      'ho dimenticato il (?:nome|titolo)',
      'non mi ricordo il (?:nome|titolo)',
    ],
    negatedListJoins: ['ne', 'o'],
    softeners: ['meno', 'non (?:troppo|tanto|molto|cosi)'],
    milder: [
      '(?:meno|non (?:troppo|cosi)) (?:violent[oiae]|sanguinos[oiae]|cup[oiae]|intens[oiae]|spaventos[oiae]|pauros[oiae]|terrificant[ei]|crud[oiae]|pesant[ei])',
      'piu leggero',
    ],
    avoidables: {
      violent: ['violenz[ae]', 'violent[oiae]', 'brutal[ei]'],
      gory: ['sangue', 'sanguinos[oiae]', 'splatter'],
      scary: ['paura', 'spaventos[oiae]'],
      dark: ['cup[oiae]', 'deprimenti', 'deprimente'],
      sad: ['trist[ei]'],
      battles: [
        'scene di (?:battaglia|combattimento)',
        'battagli[ae]',
        'combattiment[oi]',
        'campi? di battaglia',
        'trincee?',
        // 'niente combattimenti', 'niente risse': lotte di ogni sorta, la materia dei film d'azione.
        'risse',
        'rissa',
        'scazzottate?',
        'pugni',
        'sparatorie',
      ],
    },
    elisions: ["l'", 'di '],
    decadeLeads: ['anni'],
    // 'prima del 1990', 'dopo il 2010', 'tra il 1980 e il 1990': bounds on the year, never the year itself.
    runtimeJudgements: [
      // 'titanic è troppo lungo?': the title before the verb.
      /^(?:e )?(?!(?:\S+ ){0,5}(?:un|una|qualcosa|film|non)\b)((?:\S+ ){0,5}\S+?) (?:e|sara) (?:troppo|molto) (?:lungo|lunga|corto|corta)\b/,
    ],
    yearsFrom: ['tra(?: il)?', 'fra(?: il)?'],
    yearsTo: ['e(?: il)?'],
    yearsBefore: ["prima (?:del|dell'|di)", "piu (?:vecch|antich)(?:io|ia|i|ie|o|e) (?:del|dell'|di)"],
    yearsAfter: ['dopo(?: il)?', "dopo (?:del|dell'|l')", "piu (?:recent[ei]|nuov[oaie]) (?:del|dell'|di)"],
    partNouns: ['parte', 'parti', 'aspett[oi]', 'element[oi]', 'lato'],
    partJoins: ['di', 'del', 'della', 'dello', 'dei', 'delle'],
    thisYear: ["di quest'anno", 'di questo anno', "uscit[oi] quest'anno"],
    lastYear: ["dell'anno (?:scorso|passato)", "uscit[oi] l'anno scorso"],
    thisCentury: [
      'di questo secolo',
      'del (?:xxi|21) secolo',
      'del secolo (?:xxi|21)',
      'uscit[oi] in questo secolo',
    ],
    lastCentury: ['del secolo scorso', 'del secolo passato', 'uscit[oi] nel secolo scorso'],
    yearsAgo: ['di N anni fa', 'uscit[oi] N anni fa'],
    pastYears: ['degli ultimi N anni', 'negli ultimi N anni'],
    articles: ['il', 'la', 'lo', 'del', 'della', 'nel', 'nella'],
    elidedArticles: ["l'", "dell'", "nell'", 'l '],
    // 'hmm, piuttosto una commedia', 'un po' più leggero': hesitation and degree name no topic.
    filler: (
      'hmm hm piuttosto po poco ' +
      'grazie mille stasera voglio vedere buon buono due tre quattro di il lo per dei delle della anni qualcosa guardare vedo vediamo posso ho abbiamo solo oggi che duri soltanto unico unica sola bel bella bello niente nulla senza ma' +
      // 'nothing set during a war', 'rien qui se passe pendant une guerre': where or when films take place, no topic.
      ' ambientato ambientata ambientati ambientate durante' +
      // 'durante una guerra', 'una serata': the article names no topic.
      ' un una uno' +
      // 'la mia ragazza odia ... e tutto cio che e violento': who it is for and 'anything' name no topic.
      ' tutto cio qualsiasi cosa mia mio ragazza ragazzo moglie marito' +
      // 'qualcuno che non sia X': which of the films, no topic.
      ' qualcuno qualcuna sia siano' +
      // How the answer is laid out ('one line each', 'con lo que duran'): no topic of its own.
      ' tutti tutte loro sua suo migliori peggiori durata durano descrizione riassunto tabella lista ognuno ciascuno ordine riga frase' +
      // 'about' and 'or' between themes ('über KI oder Roboter'): no topic of their own.
      ' su sui sul sulla sugli' +
      // The members of a group ('siamo in quattro: uno vuole horror, l'altro commedia'): who the film is for, no topic.
      ' siamo altro altra altri vuole vogliono piaccia vada' +
      // 'spielberg ha mai fatto un film horror?': the question's verbs around the name, no topic.
      ' ha hanno mai fatto girato diretto' +
      // 'battaglie, spade, roba così': 'stuff like that' after examples, no topic.
      ' roba cosi genere' +
      // 'goosebumps guaranteed', 'so richtig gruseln': how sure and how much, no topic.
      ' garantito garantita quelli quelle' +
      // 'the longest film you have on the site': the catalog talked about, no topic.
      ' avete sito catalogo app' +
      // 'hai qualcosa di wes anderson?', 'ha qualcosa di kubrick': asking what the catalog has, no topic.
      ' hai ha' +
      // 'potresti suggerirmi un poliziesco?', 'cerco un giallo', 'fammi vedere dei gialli': how the films are asked for
      // (the asking verb, 'me'), no topic.
      ' potresti puoi potete suggerirmi suggerire suggerisci consigliare consigliami consigli cerco cercando fammi fai' +
      ' mostrami mostra trovami trova dammi mi' +
      // "due amano l'horror e due lo odiano": who likes what in a group names no topic.
      ' amano ama adorano adora'
    ).split(' '),
    origins: {
      French: ['frances[ei]', 'francia'],
      Italian: ['italian[oaie]', 'in italiano', 'italia'],
      German: ['tedesc(?:o|a|hi|he)', 'germania'],
      Japanese: ['giappones[ei]', 'giappone'],
      Korean: ['corean[oaie]', 'corea'],
      Chinese: ['cines[ei]', 'cina'],
      Cantonese: ['cantones[ei]', 'hong kong'],
      Hindi: ['indian[oaie]', 'bollywood', 'india'],
      Spanish: ['spagnol[oaie]', 'spagna'],
      Mexican: ['messican[oaie]', 'messico'],
      Russian: ['russ[oaie]', 'russia'],
      Swedish: ['svedes[ei]', 'svezia'],
      Danish: ['danes[ei]', 'danimarca'],
      Portuguese: ['portoghes[ei]', 'brasilian[oaie]', 'portogallo', 'brasile'],
      English: ['in inglese', 'ingles[ei]'],
      British: ['britannic(?:o|a|i|he)'],
      American: ['american[oaie]', 'hollywood'],
      Persian: ['iranian[oaie]', 'persian[oaie]'],
      Turkish: ['turc(?:o|a|hi|he)'],
      Thai: ['thailandes[ei]'],
      Australian: ['australian[oaie]'],
      Canadian: ['canades[ei]'],
      Irish: ['irlandes[ei]'],
    },
  },
};

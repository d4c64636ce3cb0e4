import { NO_PHRASES, type LanguageLexicon } from './language-lexicon.ts';

/** How much a film was liked, before the participle ('sehr geliebt', 'wirklich gemocht', 'wahnsinnig toll gefunden'). */
const LIKED_DEGREES = String.raw`(?:so|sehr|so sehr|wirklich|echt|total|richtig|unheimlich|wahnsinnig|ungemein|riesig)`;

/** 'in einem sergio leone film', 'in einem nolan-film': up to three words of a name, then a film noun. */
const IN_A_NAMES_FILM = String.raw`in einem(?= (?:[a-z.'-]+ ){1,3}(?:filme?n?|streifen)\b)`;

/** Words heightening a length turned down ('not so insanely long'): the length is still the one turned down. */
const LENGTH_DEGREES = String.raw`(?:(?:ewig|endlos|super|mega|richtig|wahnsinnig|extrem|total|furchtbar|elend|sehr|schrecklich) )?`;

export const GERMAN: LanguageLexicon = {
  code: 'de',
  name: 'German',
  genres: {
    // A compound names the genre of its stem and of its head: 'Actionkomödie', 'Horrorklassiker', 'Psychothriller'.
    Action: [
      'actionfilme?',
      'action(?:komodien?|thriller|dramen|drama|abenteuer|klassiker)?',
      'verfolgungsjagden',
      'explosionen',
      'schie(?:ss|ß)ereien',
    ],
    Adventure: ['abenteuer(?:filme?)?'],
    Animation: [
      'zeichentrick(?:filme?)?',
      'animationsfilme?',
      'trickfilme?',
      'animiert(?:e[nrs]?)?',
      '(?<!\\b(?:me|te|se|nos|que) )animes?',
    ],
    Comedy: [
      '[a-z]*komodien?',
      'lustig(?:e[nrs]?)?',
      'witzig(?:e[nrs]?)?',
      'zum lachen',
      '(?:was |etwas )?lachen',
      'humorvoll(?:e[nrs]?)?',
      // 'gangster aber mit humor': a film with humor is a comedy.
      'mit (?:etwas |ein bisschen |viel )?humor',
    ],
    Crime: ['krimi[a-z]*', 'kriminalfilme?', 'gangsterfilme?', 'schwarze (?:serie|filme)'],
    Documentary: ['dokumentarfilme?', 'dokus?', 'dokumentation(?:en)?'],
    Drama: ['[a-z]*dramen', '[a-z]+drama', 'dramatisch(?:e[nrs]?)?'],
    Family: ['familienfilme?'],
    Fantasy: ['fantasyfilme?', 'fantasy', 'magisch(?:e[nrs]?)?'],
    History: ['historisch(?:e[nrs]?)?', 'geschichtsfilme?'],
    Horror: [
      '[a-z]*horror[a-z]*',
      'gruselig(?:e[nrs]?)?',
      // 'ein beängstigender Film', 'weniger furchterregend': a film said frightening.
      'beangstigend(?:e[nrs]?)?',
      'furchterregend(?:e[nrs]?)?',
      'schaurig(?:e[nrs]?)?',
      'gruselfilme?',
      'jump ?scares?',
      'schreckmomente?n?',
      'zusammenzucken',
      // 'ich will mich richtig gruseln', 'Gänsehaut garantiert'.
      'gruseln',
      // 'Filme, die richtig Angst machen': a fright made, however strongly said.
      '(?:(?:richtig|echt|so|wirklich) )?angst (?:machen|macht|einjagen|einjagt)',
      'gansehaut',
    ],
    Music: ['musikfilme?', 'musicals?', 'singen'],
    Mystery: ['mysteryfilme?', 'ratselhaft(?:e[nrs]?)?', 'detektivfilme?'],
    Romance: [
      'liebes(?:filme?|komodien?|dramen|drama|geschichten?|schnulzen?)',
      'romantisch(?:e[nrs]?)?',
      'liebesgeschichten?',
      'romanzen?',
      // 'was fürs Herz', 'eine Schnulze', 'Herzschmerz'.
      'furs herz',
      'schnulzen?',
      'herzschmerz',
    ],
    'Science Fiction': ['science-fiction', 'science fiction', 'sci-?fi', 'ausserirdische?n?'],
    Thriller: ['spannend(?:en|er|es|e)?', '[a-z]*thriller'],
    War: ['kriegs(?:filme?|dramen|drama|komodien?|epos|klassiker)', 'krieg'],
    // 'Italowestern', never 'Schwestern' (sisters) nor 'Krankenschwestern' (nurses).
    Western: ['[a-z]*(?<!sch)western'],
  },
  moods: {
    uplifting: [
      'gute laune',
      'aufmunternd(?:e[nrs]?)?',
      'frohlich(?:e[nrs]?)?',
      'feel-?good',
      'hoffnungsvoll(?:e[nrs]?)?',
      'optimistisch(?:e[nrs]?)?',
      // 'was, das die Laune hebt', 'zum Aufmuntern'.
      '(?:hebt|heben) die (?:laune|stimmung)',
      'die (?:laune|stimmung) (?:hebt|heben)',
      'zum aufmuntern',
    ],
    fun: [
      'unterhaltsam(?:e[nrs]?)?',
      'spassig(?:e[nrs]?)?',
      '(?:hirn|kopf) aus',
      '(?:hirn|kopf) abschalten',
      'zum abschalten',
      'ohne (?:viel )?nachdenken',
    ],
    'mind-bending': [
      'zum nachdenken',
      // 'einer, an den man noch tagelang denkt'.
      'tagelang (?:dran |daran )?(?:denkt|denken|nachdenkt)',
      'verwirrend(?:e[nrs]?)?',
      'verschachtelt(?:e[nrs]?)?',
      // 'einer, der einem das Hirn verdreht', 'lässt mich tagelang nicht los'.
      '(?:hirn|kopf|gehirn) (?:verdreht|verknotet|explodiert)',
      '(?:lasst|lassen) (?:einen|mich|dich) (?:tagelang )?nicht (?:mehr )?los',
    ],
    // 'bringt mich zum Heulen', 'was zum Flennen': crying, said plainly or in slang.
    emotional: [
      'traurig(?:e[nrs]?)?',
      'zum (?:weinen|heulen|flennen)',
      'heulen',
      'flennen',
      'beruhrend(?:e[nrs]?)?',
      'emotional(?:e[nrs]?)?',
    ],
    thrilling: [
      'packend(?:e[nrs]?)?',
      'episch(?:e[nrs]?)?',
      // 'Herzrasen', 'auf der Stuhlkante', 'nervenaufreibend'.
      'herzrasen',
      'nervenkitzel',
      'stuhlkante',
      'nervenaufreibend(?:e[nrs]?)?',
    ],
    cozy: [
      'gemutlich(?:e[nrs]?)?',
      'entspannt(?:e[nrs]?)?',
      'entspannend(?:e[nrs]?)?',
      'leichte?',
      // 'fühlt sich an wie eine Umarmung', 'ein Wohlfühlfilm', 'Kuscheldecke und Tee'.
      'umarmung',
      'wohlfuhl\\w*',
      'kuschel\\w*',
    ],
    dark: ['duster(?:e[nrs]?)?'],
    'slow-burn': ['langsam(?:e[nrs]?)?'],
    'fast-paced': ['rasant(?:e[nrs]?)?', 'temporeich(?:e[nrs]?)?'],
  },
  kids: [
    'kinder',
    'kindern',
    'kinderfilme?',
    'mein(?:e[mn]?)? (?:sohn|tochter)',
    'kleine[nmr]? (?:cousin|cousine|bruder|schwester)',
    // nieces, nephews and grandchildren.
    'nichten?',
    'neffen?',
    'enkel(?:in(?:nen)?|kinder[n]?|n)?',
  ],
  family: [
    'familienabend',
    'mit der familie',
    'ganze familie',
    'ganzen familie',
    'jung und alt',
    'jedes alter',
    'alle altersgruppen',
    'alle altersstufen',
  ],
  teens: [
    'mit (?:meiner|meinem|meinen) (?:oma|opa|grosseltern|eltern|mutter|vater|mama|papa)',
    'teenager',
    'jugendliche[n]?',
  ],
  schoolStages: {
    '(?:in der |auf der |in die )?grundschule': 8,
    '(?:aufs |auf das |auf dem |im )?gymnasium|(?:auf die |auf der |in der )?(?:realschule|gesamtschule|oberstufe)': 15,
  },
  decades: {
    'zwanziger(?:n|jahren?)?': 1920,
    'drei(?:ss|ß)iger(?:n|jahren?)?': 1930,
    'vierziger(?:n|jahren?)?': 1940,
    'funfziger(?:n|jahren?)?': 1950,
    'sechziger(?:n|jahren?)?': 1960,
    'siebziger(?:n|jahren?)?': 1970,
    'achtziger(?:n|jahren?)?': 1980,
    'neunziger(?:n|jahren?)?': 1990,
  },
  numbers: { zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10 },
  sequelParts: ['teil', 'kapitel', 'episode', 'band', 'vol'],
  counts: {
    couple: [],
    few: ['ein paar', 'einige'],
    just: ['nur', 'bloss'],
    oneLeads: [
      'empfiehl(?: mir)?',
      'gib mir',
      'zeig mir',
      'nenn mir',
      'nur',
      'ich will',
      'ich moechte',
      'ich suche',
    ],
    // 'einen Horrorfilm' names a kind of film, not a count: only these ask for exactly one.
    one: ['einen einzigen', 'ein einziger', 'eine einzige', 'ein einziges'],
    oneAfterJust: ['einen', 'eine', 'einer', 'eins'],
    either: ['oder'],
    oneAndNoMore: ['und fertig', "und das war(?:'?s| es)", 'und gut is(?:t)?'],
  },
  shownVerdicts: {
    subjects: ['die (?:sind|waren|alle|da)', 'diese', 'sie sind', 'alle', 'das sind'],
    dismissals: ['nee', 'ne', 'nein', 'naja', 'och', 'puh', 'hm+'],
  },
  // 'sauf les Mission impossible': titles (and the films of a series) left out.
  // 'aber bitte nicht terminator': a film turned down after 'but not', as English 'not'.
  seen: [
    'au(?:ss|ß)er',
    'abgesehen von',
    'aber (?:bitte |bloss |ja )?nicht(?! (?:ein|eine|einen|zu|so|mehr|von|vor|nach|uber|unter)\\b)',
  ],
  references: ['diesen', 'denen', 'diesen filmen', 'den filmen'],
  ordinals: {
    erste: 0,
    ersten: 0,
    zweite: 1,
    zweiten: 1,
    dritte: 2,
    dritten: 2,
    vierte: 3,
    vierten: 3,
    funfte: 4,
    funften: 4,
    letzte: -1,
    letzten: -1,
  },
  roles: {
    director: ['von regisseur', 'regie'],
    cast: ['mit', 'mit dem schauspieler', 'mit der schauspielerin'],
    // 'pas de Miyazaki', 'non di Sergio Leone': who made the films turned down, in whatever role.
    any: ['von'],
  },
  negations: [
    'ohne',
    // 'weder von Disney noch von Pixar': the first of two turned down (the second is carried on by 'noch').
    'weder',
    'kein',
    'keine',
    'keinen',
    'keinerlei',
    'nix',
    'nichts',
    'null',
    'nicht',
    'hasst',
    'hassen',
  ],
  // 'sie hasst lange filme und alles brutale'.
  dislikes: {
    verbs: [
      'schlaft bei',
      'schlafen bei',
      'schlaft (?:immer )?(?:ein )?bei',
      'hasst',
      'hassen',
      'hasse',
      'mag keine?n?',
      'mogen keine?n?',
      // 'niemand will', 'keiner will', 'erträgt keine': refusals said of someone watching.
      // 'keiner mag Kriegsfilme', 'niemand von uns mag Western': nobody watching likes the kind.
      '(?:niemand|keiner)(?: von (?:uns|denen|ihnen))? (?:will|mag|mogen)',
      // 'ertrage keine Musicals': the speaker's own too.
      '(?:ertragt|ertrage|ertragen) keine?n?',
      // 'mein Mann, der sich weigert, Zeichentrick zu schauen': a refusal to watch a kind turns it down.
      '(?:sich )?weiger(?:t|n|e)(?: sich)?,?(?: (?:keine?n?|irgendwelche))?',
      // 'meine Freundin kann keinen Horror ab', 'verträgt keine Gewalt': what someone can't bear to watch.
      '(?:kann|konnen) (?:mit )?(?:keine?[nm]?|nichts mit)',
      'vertragt keine?n?',
      '(?:hat|haben) (?:es|s) nicht so mit(?: den| dem| der)?',
      // 'genug von', 'die Nase voll von', 'keine Lust mehr auf': weariness of a kind turns it down, as 'sick of' does.
      '(?:genug|die nase voll) von(?: den| dem| der)?',
      'keine lust mehr auf(?: die| den| das)?',
      // 'ich bin durch mit Marvel', 'wir sind fertig mit Western': having had enough of a kind turns it down.
      '(?:bin|sind) (?:(?:so|echt|total|komplett) )?(?:durch|fertig) mit(?: den| dem| der)?',
    ],
    joins: ['und'],
    // 'one hates war films and another westerns', 'and my sister musicals': the other people watching, the verb
    // left out.
    others: [
      'ein(?:e|er)? andere[rs]?',
      'der andere',
      'die andere',
      'ein zweiter',
      'eine zweite',
      '(?:mein|unser|sein|ihr)(?:e|er|em|en)? [a-z-]+',
    ],
  },
  // 'kann Gewalt überhaupt nicht ab', 'kann Horror nicht leiden': the refusal after the thing.
  // 'the kids think cartoons are babyish': a kind said to be for babies is turned down, as 'not my thing' is.
  negationsAfter: [
    '(?:(?:uberhaupt|gar|echt|so) )?nicht (?:ab|leiden|ausstehen)',
    // 'zwei lieben horror und zwei hassen es': a kind someone in the group turns down after others wanted it.
    "(?:und|aber) (?:[\\w']+ ){1,3}(?:hassen|hasst|hasse)(?: es| das|(?=\\s*(?:[,.;!?]|$)))",
    "(?:und|aber) (?:[\\w']+ ){1,3}(?:mogen|mag|magst)(?: es| das)? (?:gar |uberhaupt )?nicht(?=\\s*(?:[,.;!?]|$))",
    '(?:(?:ist|sind) )?(?:(?:zu|viel zu|total|echt) )?(?:kindisch|babykram|was fur babys|fur babys|fur kleinkinder)',
  ],
  // No articles: 'Das Boot', 'Die Hard' and 'Der Untergang' are asked for in English too.
  markers: {
    strong: [
      'ich',
      'mir',
      'mochte',
      'bitte',
      'ein paar',
      'etwas',
      'gibt es',
      'wer hat',
      'gedreht',
      'inszeniert',
      'wie lange',
      'worum',
      'danke',
      'hallo',
      'guten',
      'kinder',
      'kindern',
      'fur',
      'und',
      'ohne',
      'keine',
      'keinen',
      'nicht',
      'komodien?',
      'lustige?',
      'spannende?n?',
      'gruselig',
      'krimis?',
      'jahren?',
      'heute abend',
      'eine',
      'einen',
      'einem',
      'dauert',
      'welche',
      'mehr',
      'weitere',
      'altere',
    ],
    weak: [
      'ein',
      'aus',
      'von',
      'zum',
      'oder',
      'noch',
      'sehen',
      'schauen',
      'gut',
      'gute',
      'auch',
      'wie',
      'mit',
      'filme',
      // Common words of the language: each shows it a little, shared ones no more than the others.
      'der',
      'die',
      'das',
      'den',
      'dem',
      'des',
      'ist',
      'wo',
      'was',
      'wer',
      'im',
      'uber',
      'zu',
      'um',
      'dort',
      'nur',
      'sei',
      'alles',
      'hab',
      'habe',
      'mein',
      'meine',
      'meiner',
      'meinem',
      'meinen',
      'auf',
      'soll',
      'zeit',
      'stunden',
      'geht',
      'spielt',
      'davon',
      'neueste',
      'freund',
      'freundin',
      'mann',
      'frau',
      'eltern',
      'bruder',
      'schwester',
      'freunde',
      'wir',
      'uns',
      'unser',
      'sind',
      'gestern',
      'morgen',
      'heute',
      'gewonnen',
      'spiel',
    ],
  },
  library: {
    watchlist: [
      'meiner merkliste',
      'merkliste',
      'meine[rn]? watch ?list',
      '(?:die )?filme,? die ich (?:mir )?(?:gespeichert|vorgemerkt|gemerkt) (?:habe|hab)',
      'schon (?:gespeichert|vorgemerkt)',
    ],
    rated: [
      'welche(?:n|r)? filme? habe ich (?:am besten|am hochsten|mit (?:10|zehn)) bewertet',
      'meine (?:am besten|am hochsten|hochst) bewerteten filme',
    ],
    rewatch: ['(?:noch ?mal|noch einmal|wieder) (?:an)?sehen'],
    rewatchNeeded: ['(?:noch ?mal|noch einmal|zweimal|mehrmals) (?:an)?sehen (?:muss|musst|muß)'],
    likedFilms: [
      '(?:die|den) filme[n]?,? die ich (?:am meisten |am liebsten |besonders )?(?:geliked|gelikt|gemocht|geliebt|gut gefunden|mochte|liebe)',
      // 'die Filme, denen ich eine 10 gegeben hab': the films they rated best, said by what they gave them.
      '(?:die|den) filme[n]?,? (?:denen|die) ich (?:eine |die )?(?:10|zehn|volle punktzahl|5 sterne|funf sterne) gegeben',
      'meine (?:gelikten|lieblings) ?filme',
      // 'wie die, die ich gemocht hab': 'those' with a clause of the speaker's own.
      '(?:die|jene),? die ich (?:am meisten |am liebsten |besonders )?(?:geliked|gelikt|gemocht|geliebt)',
      // 'die Filme, die ich am besten bewertet habe': the films they rated best.
      '(?:die|den) filme[n]?,? die ich (?:am besten|am hochsten|hoch|sehr gut) bewertet',
      // 'wie die, die ich richtig gut bewertet hab': 'those' with a rating of the speaker's own.
      '(?:die|jene|(?:die|den) filme[n]?),? die ich (?:(?:richtig|wirklich|echt|sehr|besonders|ziemlich) )?(?:gut|hoch|am besten|am hochsten) bewertet',
    ],
    likedThatWay: [
      'in (?:die|diese|der|dieser|die gleiche) richtung',
      'in der art',
      'so in der art',
      'von der sorte',
    ],
    // 'in the vein of the last thing i watched': the film last in their diary, loved or not.
    lastSeen: [
      '(?:wie|ahnlich wie|in der art von|in die richtung von) (?:dem|der|den) letzten film,? (?:den|die|das) ich (?:gesehen|geschaut|geguckt)',
    ],
    taste: [
      '(?:basierend auf|anhand|nach|ausgehend von) (?:dem,? was|den filmen,? die) ich (?:mochte|mag|liebe|gut finde|geliebt habe|gut fand|gemocht habe)',
      '(?:basierend auf|anhand|nach|passend zu|ausgehend von) meine[mnr]? (?:geschmack|vorlieben|bewertungen|likes|favoriten|lieblingsfilmen)',
    ],
    lastLoved: [
      '(?:basierend auf|anhand|nach) (?:dem,? was|den filmen,? die) ich (?:zuletzt|in letzter zeit|neulich) (?:gesehen|geschaut|geguckt) habe',
    ],
    best: ['beste[nrs]?', 'am besten', 'hochste[nrs]?', 'am hochsten'],
    worst: ['schlechteste[nrs]?', 'am schlechtesten', 'niedrigste[nrs]?', 'am niedrigsten'],
    // 'der mir am wenigsten gefallen hat': liking said least, their lowest-rated film.
    leastLiked: [
      'am wenigsten (?:gefallen|gemocht|geliebt)',
      '(?:mochte|mag) ich am wenigsten',
      '(?:gefallen|gemocht) (?:hat |habe )?am wenigsten',
    ],
    favoriteDirector: ['mein(?:e|en)? lieblings ?regisseur(?:in)?'],
    mostLiked: [
      'am (?:besten|meisten) (?:gefallen|gemocht|geliebt)',
      '(?:mochte|mag) ich am (?:besten|meisten|liebsten)',
      '(?:gefallen|gemocht) (?:hat |habe )?am (?:besten|meisten)',
    ],
    listedAlready: ['schon', 'bereits', '(?:was|die|der|das) (?:schon |bereits )?(?:auf|in)'],
    likedVerbs: [
      '(?:geliked|gelikt|gemocht|geliebt|geherzt)',
      'mir (?:gut |sehr |am besten |besonders )?gefallen',
      'mochte ich',
      'meine (?:likes|favoriten|lieblingsfilme|gelikten filme)',
    ],
    ratedVerbs: ['bewertet', 'benotet'],
    ownVerbs: [
      '(?:ich )?(?:bewertet|gesehen|geschaut|geguckt|gegeben)',
      '(?:habe?|hatte) ich',
      'ich (?:habe?|hatte)',
      'meine[nr]? (?:bewertungen|noten|wertungen)',
      // 'welcher Film hat von mir die beste Bewertung bekommen': the score they gave, said by who gave it.
      'von mir',
    ],
    mine: ['meine[nr]?'],
    recommendAsks: [
      'empfiehl\\w*',
      'empfehl\\w*',
      'vorschlag\\w*',
      'was soll ich (?:schauen|gucken|sehen)',
      'basierend auf',
    ],
    ratingOf: [
      '(?:habe?|hatte) ich\\b(?=.* (?:bewertet|benotet)\\b)',
      'wie (?:habe?|hatte) ich\\b(?=.* bewertet\\b)',
      'welche (?:note|bewertung|wertung) (?:habe?|hatte) ich(?: ihm| ihr)?',
      'wie fand ich',
      'was hielt ich von',
    ],
    seenIt: ['(?:habe?|hatte) ich\\b(?=.* (?:gesehen|geschaut|geguckt)\\b)'],
  },
  period: {
    recent: ['letzten', 'vergangenen'],
    units: { tagen: 1, tage: 1, tag: 1, wochen: 7, woche: 7, monaten: 30, monate: 30, monat: 30 },
    // The twelve months, January first ('|' between a month's spellings).
    months: [
      'januar',
      'februar',
      'märz|marz',
      'april',
      'mai',
      'juni',
      'juli',
      'august',
      'september',
      'oktober',
      'november',
      'dezember',
    ],
    since: ['seit(?: dem| der)?'],
    seasons: { fruhling: 2, fruhjahr: 2, sommer: 5, herbst: 8, winter: 11, weihnachten: 11, neujahr: 0 },
  },
  letters: 'äöüß',
  plurals: [
    { plural: 'e[nr]?$', singular: '' },
    { plural: '[ns]$', singular: '' },
  ],
  // 'vllt was lustiges', 'kannste mir nen film empfehlen': the shorthand German is typed in.
  spellings: {
    vllt: 'vielleicht',
    vlt: 'vielleicht',
    vll: 'vielleicht',
    evtl: 'eventuell',
    wv: 'wie viel',
    nen: 'einen',
    ner: 'einer',
    kannste: 'kannst du',
    willste: 'willst du',
    nich: 'nicht',
    grad: 'gerade',
    bissl: 'bisschen',
    bissel: 'bisschen',
    jz: 'jetzt',
    jtz: 'jetzt',
    iwas: 'irgendwas',
    iwie: 'irgendwie',
  },
  // 'aus welchem jahr is der pate', 'wie lang is der': 'ist' typed as spoken, no English 'is'.
  casualSpellings: { is: 'ist', isses: 'ist es', isser: 'ist er' },
  filmWords: ['filme?n?'],
  orders: {
    vote_average: ['(?:am )?beste?n? bewertete?[nrs]?', 'bestbewertete?[nrs]?', 'meisterwerke'],
    release_date: ['neueste[nrs]?', 'aktuellste[nrs]?'],
    // 'der erste film von kubrick': someone's first film, no place in a list.
    oldest: ['alteste[nrs]?', 'erste[nrs]? film (?=von |mit )', 'erstlingswerk', 'debutfilm'],
    shortest: ['kurzeste[nr]?'],
    longest: ['langste[nr]?'],
  },
  layout: {
    shapes: [
      '(?:als |in )(?:eine[rn]? )?(?:nummerierte[rn]? )?liste',
      'eine[rn]? (?:nummerierte[rn]? )?liste',
      'nummerierte[rn]? liste',
      'nummeriert(?:e)?',
      '(?:als |in )?stichpunkte(?:n)?',
      '(?:als |in |mit )?aufzahlung(?:szeichen|en)?',
      '(?:als |in )?(?:eine[rn]? )?(?:stichpunkt|aufzahlungs|punkte)liste',
      'in markdown',
    ],
    tables: ['(?:als |in )?(?:eine[rn]? )?tabelle'],
    bullets: [
      '(?:als |in )?stichpunkte(?:n)?',
      '(?:als |in |mit )?aufzahlungszeichen',
      '(?:stichpunkt|aufzahlungs|punkte)liste',
    ],
    openers: ['liste(?: mir)?', 'listen?(?: mir)?'],
    leads: [
      '(?:kannst|konntest|wurdest) du(?: mir)?(?: bitte)?',
      'mach(?:e)? mir(?: bitte)?',
      'gib mir(?: bitte)?',
      'ich (?:hatte|mochte|will)(?: gern(?:e)?)?',
      'erstell(?:e)? mir(?: bitte)?',
    ],
    joins: ['mit', 'von', 'aus', 'uber', 'fur'],
    closers: ['machen', 'erstellen', 'geben', 'auf', 'auflisten'],
    columns: {
      title: ['titel', 'namen?'],
      year: ['jahr(?:e|en)?', 'erscheinungsjahr(?:e|en)?', 'jahrgang'],
      director: ['regisseur(?:in|e|en)?', 'regie'],
      runtime: ['laufzeit(?:en)?', 'lange', 'spieldauer', 'dauer'],
      rating: ['bewertung(?:en)?', 'wertung(?:en)?', 'noten?'],
      note: ['(?:eine[mnr]? )?(?:kurze[mnr]? )?(?:beschreibung(?:en)?|satz|satzen|zusammenfassung(?:en)?)'],
    },
    askedBefore: ['wer', 'was', 'welche[rs]?'],
    columnLeads: [
      'mit(?: dem| der| den| ihrem| ihrer| einem| einer)?',
      'und(?: dem| der| den)?',
      'samt',
      'inklusive',
      // 'schreib das Jahr dazu', 'setz die Laufzeit daneben'.
      '(?:schreib|schreibe|setz|setze|gib)(?: mir)?(?: bitte)?(?: das| die| den| jeweils)?',
    ],
    columnJoins: ['und', 'u'],
    columnTails: [
      '(?:in|auf|fur|pro) (?:jeder|jede|jedem) (?:zeile|reihe)',
      '(?:zu|fur) jede[mnrs]?(?: film)?',
      'dazu',
      'daneben',
      'jeweils',
      'jede[mnrs]?(?: film| einzelne)?',
      'dahinter',
      '(?:als )?spalten?',
    ],
    titlesOnly: [
      'nur (?:die )?(?:titel|namen)',
      'ohne (?:beschreibung(?:en)?|inhalt(?:sangaben?)?|zusammenfassung(?:en)?|details)',
      'ohne (?:gelaber|geschwafel|erklarungen?|text drumherum)',
      'kurz und knapp',
      '(?:sonst|und) nichts(?: weiter| anderes)?',
      'nichts (?:weiter|anderes)',
    ],
    perLine: [
      'eine zeile (?:pro|je) (?:film|titel)',
      '(?:eine[nr]?|je eine[r]?) pro zeile',
      'je eine zeile',
      // 'mit einem Einzeiler pro Film'.
      '(?:mit )?(?:je )?(?:einem )?einzeiler[n]?(?: (?:pro|je|zu jedem) film)?',
    ],
    reasonTails: ['(?:warum|wieso|weshalb|mit (?:einer )?begrundung)(?: er gut ist| sie gut sind)?'],
    prose: [
      '(?:keine|ohne) (?:liste|listen|aufzahlung(?:en)?)',
      '(?:red|rede|sprich|schreib|schreibe)(?: mit mir)? wie (?:ein|eine) (?:freund|freundin|kumpel|mensch)',
      'wie (?:ein|eine) (?:freund|freundin|kumpel) (?:es tun wurde|das machen wurde)',
      '(?:als|im) flie(?:ss|ß)text',
      'in (?:einem )?absatz',
    ],
    short: [
      'fass(?: dich| dich bitte)? kurz',
      'fassen sie sich kurz',
      "mach(?:'s| es)? kurz",
      '(?:eine )?kurze antwort',
      'antworte kurz',
      'in (?:kurzen|wenigen|zwei|2) worten',
      '(?:keine|ohne) langen? listen?',
    ],
    replyLength: {
      leads: [
        '(?:(?:halte? (?:es|dich|die antwort)|antworte|antwort) )?(?:in )?(?:unter|weniger als|maximal|hochstens|nicht mehr als|bis zu)',
      ],
      tails: ['maximal', 'max', 'oder weniger', 'hochstens'],
      characters: ['zeichen', 'buchstaben'],
      words: ['wort(?:e|er|ern)?'],
    },
    bold: [
      '(?:die )?(?:titel|namen) (?:bitte )?(?:in )?fett(?: markiert| markieren| machen| hervorheben| hervorgehoben| gedruckt| drucken)?',
      '(?:in )?fett(?:druck)? (?:die )?(?:titel|namen)',
      '(?:den |die |das )?(?:aller)?beste[nrs]? (?:davon )?(?:bitte )?fett(?: markiert| markieren| machen| hervorheben| hervorgehoben)?',
      'fett (?:markiert|hervorgehoben|markieren)',
    ],
    sorts: {
      vote_average: [
        '(?:sortiert|geordnet) nach (?:der )?(?:bewertung|note|wertung)',
        '(?:die )?besten zuerst',
        'vom besten zum schlechtesten',
        '(?:als )?ranking',
        'gerankt',
        // 'die 3 besten filme'; not 'am besten bewertet', which asks about their own ratings.
        '(?<!am )(?:aller)?besten',
      ],
      oldest: [
        '(?:sortiert|geordnet) nach (?:dem )?(?:jahr|erscheinungsjahr|datum|erscheinungsdatum)',
        // The participle after its object: 'nach Erscheinungsjahr sortiert'.
        'nach (?:dem )?(?:jahr|erscheinungsjahr|datum|erscheinungsdatum) (?:sortiert|geordnet)',
        'chronologisch(?: sortiert| geordnet)?',
        // 'nach Erscheinungsjahr' with no participle, 'in der Reihenfolge ihres Erscheinens': the order of release.
        'nach (?:dem )?(?:erscheinungsjahr|erscheinungsdatum|erscheinen|veroffentlichung(?:sjahr|sdatum)?)',
        'in (?:der )?(?:reihenfolge (?:ihres |des )?(?:erscheinens|veroffentlichung)|erscheinungsreihenfolge)',
        'in (?:der )?reihenfolge,? in der sie (?:erschienen|rauskamen|herauskamen) sind',
        '(?:die |den |der |das )?alteste[nrs]? (?:film )?zuerst',
        'von alt nach neu',
        'vom altesten (?:zum|bis zum) neuesten',
        // 'in order', 'in the right order': the order a series came out in.
        'in (?:der )?(?:richtigen |korrekten )?reihenfolge(?![,]? (?:ihres|des|in|nach))',
      ],
      release_date: [
        '(?:die |den |der |das )?neueste[nrs]? (?:film )?zuerst',
        'von neu nach alt',
        'vom neuesten (?:zum|bis zum) altesten',
      ],
      shortest: [
        '(?:die |den )?kurzesten zuerst',
        'nach (?:der |ihrer )?(?:laufzeit|lange|dauer)',
        'nach (?:der |ihrer )?(?:laufzeit|lange|dauer) (?:sortiert|geordnet)',
        'von kurz nach lang',
        'vom kurzesten zum langsten',
      ],
      longest: ['(?:die |den )?langsten zuerst', 'von lang nach kurz', 'vom langsten zum kurzesten'],
    },
    fillers: ['bitte'],
    again: [
      '(?:kannst|konntest|wurdest|du|sie|mir|uns)',
      '(?:mach|mache|machen|zeig|zeige|zeigen|gib|geben|schreib|schreibe|schreiben|stell|stelle|stellen|formatier|formatiere|formatieren|liste|listen|sortier|sortiere|sortieren|ordne|ordnen)',
      '(?:das|die|den|dies|diese|es|sie|gleichen|selben|ganze|ganzen|filme|liste|dar|auf|um)',
      '(?:nochmal|noch mal|noch einmal|einmal|erneut|lieber|aber|und|jetzt|als|in|danke|ok)',
    ],
  },
  filmRelations: {
    sequel: ['(?:die )?fortsetzung', '(?:der )?zweite teil', 'teil (?:2|zwei)', '(?:das )?sequel'],
    lead: [
      '(?:der|die|den|dem) hauptdarsteller(?:in)?',
      'hauptdarsteller(?:in)?',
      '(?:die )?hauptfigur',
      '(?:die )?hauptrolle',
    ],
    similar: ['(?:etwas|was|filme) ahnliche[sn]?', 'ahnliche filme', '(?:so )?was wie (?:das|den|der)'],
  },
  endingWishes: [
    String.raw`(?:einen? )?(?:in dem|in der|wo|bei dem|aber) (?:der |die |das |sein |seine |ihr |ihre )?(?<subject>[\p{L}]+) (?:nicht|nie) (?:stirbt|sterben)`,
    '(?:wo )?(?:niemand|keiner) stirbt',
  ],
  qualityWishes: [
    String.raw`mit (?:einem |einer |einen )?(?:(?!(?:der|die|das|dem|den|des|sein|seine|ihr|ihre) )[\p{L}'-]+ ){0,2}(?:ende|schluss|twist|wendungen|wendung|plot-?twist|soundtrack|filmmusik|musik|handlung|drehbuch|dialogen|bildern|kamera|besetzung)(?! (?:wo|in (?:dem|der)))`,
  ],
  referenceQuestions: {
    overview: ['worum geht', 'erzahl mehr', 'erzahl mir mehr', 'mehr daruber', 'handlung'],
    runtime: ['wie lange', 'wie lang', 'laufzeit', 'dauer', 'wie viele minuten'],
    director: [
      'wer hat (?:den|die|das|ihn|es)?\\s*(?:gedreht|inszeniert|gemacht)',
      'wer (?:dreht|inszeniert)',
      'regisseur',
      'regie',
    ],
    year: ['wann kam', 'welches jahr', 'erscheinungsjahr', 'das jahr(?! \\d)', 'erscheinungsdatum'],
    cast: ['wer spielt', 'besetzung'],
    genres: ['welches genre', 'welche art film', 'ist der gruselig', 'ist es gruselig', 'ist der lustig'],
  },
  filmLanguages: {
    noSubtitles: ['ohne untertitel', 'keine untertitel', '(?:hasse|mag keine) untertitel'],
    cannotBear: [
      'kann keine',
      'konnen keine',
      'will keine',
      'wollen keine',
      'mag keine',
      'mogen keine',
      'niemand',
      'hasst',
      'hassen',
      'weigert sich',
    ],
    notEnglish: [
      'auslandische?[nrs]?',
      'mit untertiteln',
      'untertitelt(?:e[nrs]?)?',
      'nicht englischsprachige?[nrs]?',
      // 'sondern andere Sprachen', 'in einer anderen Sprache': films in other languages than English.
      '(?:in )?andere[nr]? sprachen',
      'in einer anderen sprache',
    ],
    notIn: ['nicht auf', 'nicht', 'keine?[nrs]?'],
    // 'nicht auf englisch gesprochen': how the film was made may follow the language.
    madeAfter: ['(?:gesprochen|gedreht|gemacht|synchronisiert)'],
    regions: {
      asian: ['asiatische?[nrs]?', 'aus asien'],
      european: ['europaische?[nrs]?', 'aus europa'],
      'latin-american': ['lateinamerikanische?[nrs]?', 'aus lateinamerika'],
      nordic: ['nordische?[nrs]?', 'skandinavische?[nrs]?'],
    },
  },
  timeBudget: {
    andHalf: ['und eine halbe', 'einhalb'],
    halfHour: ['eine halbe stunde', 'halbe stunde'],
    amounts: { anderthalb: 1.5, eineinhalb: 1.5, zweieinhalb: 2.5, dreieinhalb: 3.5 },
    and: ['und'],
    minutes: {
      zehn: 10,
      funfzehn: 15,
      zwanzig: 20,
      funfundzwanzig: 25,
      dreissig: 30,
      funfunddreissig: 35,
      vierzig: 40,
      funfundvierzig: 45,
      funfzig: 50,
      funfundfunfzig: 55,
      'ein viertel': 15,
    },
    atLeastAfter: ['oder mehr', 'oder langer', 'mindestens', 'minimum'],
    budget: ['ich hab(?:e)?', 'hab(?:e)?', 'wir haben', 'haben wir', 'hab(?:e)? nur', 'nur', 'zeit', 'frei'],
    around: ['etwa', 'ungefahr', 'circa', 'ca', 'rund', 'um die'],
    // 'ein richtig langer Film', 'ein Epos': as long as an epic.
    longest: [
      'je langer,? desto besser',
      '(?:sehr|richtig|extra|super) lange?[nrs]?',
      'epische?[nrs]?',
      'epos',
      'epen',
    ],
    not: ['nichts', 'nicht', 'kein', 'keine', 'keinen', 'keiner', 'niemand'],
    ifWords: ['wenn', 'falls', 'sobald'],
    lacking: ['(?:habe?|haben)(?: (?:ich|wir))? (?:keine|nicht)'],
    accepted: [
      '(?:macht|stort) (?:mir |mich )?nichts',
      '(?:ist|isses) (?:mir )?egal',
      'stort (?:mich )?nicht',
      'kein problem',
    ],
    fromNow: ['in', 'innerhalb(?: von)?'],
    watchedWithin: {
      before: ['in', 'innerhalb(?: von)?'],
      after: ['(?:an)?schauen', '(?:an)?sehen', '(?:an)?gucken', 'schaffen'],
    },
    trips: [
      'flug',
      'zugfahrt',
      'busfahrt',
      'bahnfahrt',
      'autofahrt',
      'fahrt',
      'reise',
      'zug',
      '(?:mittags)?pause',
    ],
    clock: {
      at: ['um', 'bis', 'vor', 'es ist', 'ab', 'gegen'],
      marks: ['uhr'],
      named: { mitternacht: 0, mittag: 0 },
    },
    parts: ['(?:die )?(?:letzten?|ersten?)'],
  },
  smallTalk: {
    goodbyes: [
      'tschuss',
      'auf wiedersehen',
      'bis dann',
      'bis spater',
      'bis bald',
      'bis morgen',
      'gute nacht',
      'ciao',
      // 'servus' greets as well as it parts: alone at the start of a conversation it greets.
      'servus',
      'schonen abend',
      'bis zum nachsten mal',
    ],
    wellbeing: [
      "wie geht(?:'s| es(?: dir| ihnen)?)",
      'wie gehts',
      'alles (?:klar|gut|fit) bei (?:dir|euch|ihnen)',
      'was geht',
      'wie war dein (?:tag|wochenende)',
      "wie lauft(?:s|'s)? (?:bei dir|es)",
    ],
    identity: [
      'wer bist du',
      'was bist du',
      'bist du (?:ein )?(?:bot|roboter|mensch|ki)',
      'wie heisst du',
      'wer hat dich (?:gemacht|gebaut)',
      'bist du (?:ein |eine )?(?:echter |echte |richtiger )?(?:mensch|person|bot|roboter|ki|maschine|programm)(?: oder (?:ein |eine )?(?:echter |echte )?(?:mensch|person|bot|roboter|ki|maschine|programm))?',
      '(?:rede|schreibe|spreche|chatte) ich (?:hier )?mit (?:einem |einer )?(?:echten )?(?:menschen|person|bot|roboter|ki|maschine)',
      '(?:sitzt|ist|steckt) (?:da|dahinter|hier|dort) (?:ein |eine |jemand )?(?:echter |echte )?(?:mensch|person|jemand)(?: dahinter| am anderen ende)?',
    ],
    complaints: [
      '(?:deine|die|diese|ihre) (?:vorschlage|empfehlungen|tipps|filme|ideen)(?: (?:vorhin|eben|gerade|gestern))? (?:waren|sind) (?:(?:vorhin|eben|gerade|echt|ziemlich|total|voll|richtig|wirklich|irgendwie|leider|eher|ganz schon) )*(?:schlecht|mies|daneben|langweilig|nichts|nix|murks|mist|enttauschend|unpassend|nicht (?:so )?(?:gut|toll|passend))',
      '(?:waren|sind) (?:deine|die|diese) (?:vorschlage|empfehlungen|tipps)(?: [a-z]+){0,3} (?:schlecht|mies|daneben|langweilig|enttauschend|murks|mist)',
      '(?:schlechte|miese|langweilige|blode) (?:vorschlage|empfehlungen|tipps)',
      '(?:die|deine|diese) (?:vorschlage|empfehlungen|tipps) (?:haben mir )?(?:nicht|gar nicht|uberhaupt nicht) gefallen',
    ],
    praise: [
      'du bist (?:(?:echt|wirklich|so|ja|richtig|voll|total|der|die|ein|eine|ehrlich|einfach) )*(?:besser|beste|super|klasse|genial|toll|spitze|hammer|genie|grossartig|gut)(?: (?:darin|in sowas))?(?: als (?:meine|mein|die|alle|jeder) [a-z]+)?',
      'du kennst mich (?:echt |wirklich |so )?gut',
      'gut gemacht',
      'starke leistung',
    ],
    closers: [
      'genau das (?:was ich )?(?:brauchte|wollte)',
      'das war',
      'das ist',
      'passt',
      // 'war ne super empfehlung', 'guter tipp': praise of the films just recommended.
      '(?:(?:war|ist|das war) )?(?:(?:ne|eine?|n) )?(?:super|tolle?|gute?|klasse|geniale?|starke?|coole?) (?:empfehlung|tipp|wahl)',
      // 'danke, war lustig': how the film just seen was, not a kind of film asked for.
      '(?:(?:der|das|es|er) )?war (?:(?:echt|sehr|total|richtig|so|mega|ziemlich) )?(?:lustig|witzig|gut|super|toll|spannend|schoen|traurig|gruselig|klasse|genial|stark|unterhaltsam|lustich)',
    ],
    offTopic: [
      // 'il va pleuvoir ce week-end ?', 'will it rain tomorrow': rain or snow to come is the weather.
      '(?:regnet|schneit) es',
      '(?:wird|soll) es (?:\\w+ )?(?:regnen|schneien)',
      'wetter',
      'wettervorhersage',
      'rezept(?:e)?',
      'wie (?:koche|backe|mache|repariere) ich',
      'wechselkurs',
      'hausaufgaben',
      'horoskop',
      'hauptstadt von',
      'quadratwurzel',
      'wer hat (?:das spiel|gestern|gewonnen)',
      'spielstand',
      'ergebnis des spiels',
      'ubersetze',
      'ubersetzen',
      String.raw`\d+ (?:plus|minus|mal|geteilt durch) \d+`,
    ],
    fillers: [
      'schon',
      'vielen',
      'sehr',
      'echt',
      'wirklich',
      'mal',
      'nochmal',
      'haha',
      'ah',
      'oh',
      'ok',
      'okay',
      'dir',
      'dich',
      'auch',
      'und',
      'alles',
      'so',
    ],
    hedges: ['eigentlich', 'wirklich', 'echt', 'denn', 'uberhaupt'],
  },
  phrases: {
    ...NO_PHRASES,
    // 'danke, war ne super empfehlung', 'das war lustig': the past of 'sein', never the English genre.
    ordinaryWords: ['war'],
    filmographies: [
      // 'die Filmografie von Fassbinder', 'Fassbinders Filmografie'.
      { pattern: /\bfilmogra(?:f|ph)ie (?:von )?(.+)$/, role: 'any' },
      { pattern: /^(?:die )?(.+?) (?:komplette |ganze )?filmogra(?:f|ph)ie$/, role: 'any' },
      { pattern: /\bwie viele filme hat (.+?) (?:gedreht|gemacht|inszeniert)\b/, role: 'any' },
      {
        pattern: /\bin wie vielen filmen (?:hat|spielt|spielte) (.+?)(?: mitgespielt| gespielt)?$/,
        role: 'cast',
      },
      {
        pattern: /\bwelche (?:anderen )?filme hat (.+?) (?:noch |sonst )?(?:gemacht|gedreht)\b/,
        role: 'any',
      },
      { pattern: /\bwas hat (.+?) (?:noch|sonst noch|sonst) (?:gemacht|gedreht)\b/, role: 'any' },
      {
        pattern:
          /\bin welchen (?:anderen )?filmen (?:hat|spielt|spielte) (.+?)(?: (?:noch )?(?:mit|mitgespielt|gespielt))?$/,
        role: 'cast',
      },
    ],
    // 'der Regisseur von Whiplash', 'der Regisseur' alone: the person through the film named, or the one in view.
    // 'andere Filme vom', 'mehr von': the person after them is one a film names ('gleichen Regisseur').
    // 'zeig sie nochmal', 'nochmal die Liste': the films of the last list, asked for again.
    listedAgain: [
      String.raw`(?:sie|die|diese|die liste|alle)(?: \S+){0,2} (?:nochmal|noch mal|noch einmal|erneut|wieder)`,
      String.raw`(?:nochmal|noch mal|noch einmal|erneut)(?: \S+){0,2} (?:die liste|alle|sie|diese)`,
    ],
    othersOfLeads: [
      '(?:andere|weitere|mehr|noch mehr|noch andere) (?:filme )?(?:vom|von|des|der|mit)',
      '(?:was|etwas) (?:anderes|sonst noch|noch) (?:vom|von|des|der|mit)',
    ],
    filmographyVia: [
      {
        pattern:
          /^(?:(?:der|die|dem|den|des|dieser|diesem|diesen|dieses) )?(?:(?:gleiche[nmrs]?|selbe[nmr]?) )?(?:desselben |demselben |denselben |derselben )?(?:regisseurs?|regisseurin)(?: (?:von|vom|des) (.+))?$/,
        role: 'director',
      },
      {
        pattern:
          /^(?:(?:der|die|dem|den|des) )?(?:(?:gleiche[nmrs]?|selbe[nmr]?) )?(?:hauptdarstellers?|hauptdarstellerin)(?: (?:von|vom|aus) (.+))?$/,
        role: 'cast',
      },
    ],
    personPronouns: [
      'der',
      'die',
      'dem',
      'den',
      'er',
      'sie',
      'ihm',
      'dieser regisseur',
      'dieser schauspieler',
      'diese schauspielerin',
    ],
    personPossessives: ['von ihm', 'von ihr', 'seine', 'seinen', 'seiner', 'seinem'],
    othersOfSomeone: ['andere[nmrs]?', 'noch', 'sonst'],
    madeVerbs: ['gemacht', 'gedreht', 'inszeniert', 'hat', 'hatte', 'macht', 'dreht'],
    meantLeads: ['ich meinte', 'ich hab(?:e)? (?:eigentlich )?gemeint', 'gemeint war'],
    correctionOpeners: ['nein', 'sorry', 'oops', 'hoppla', 'entschuldigung', 'nicht'],
    returningLeads: [
      '(?:nochmal |noch mal )?zuruck zu(?:m|r)?',
      'um auf',
      'nochmal zu(?:m|r)?',
      'wieder zu(?:m|r)?',
    ],
    filmPronouns: ['ihm', 'ihn', 'darin', 'da'],
    olderOfName: ['alte[nmrs]?', 'altere[nmrs]?', 'original', 'klassische[nmrs]?'],
    newerOfName: ['neue[nmrs]?', 'neuere[nmrs]?', 'aktuelle[nmrs]?', 'moderne[nmrs]?'],
    otherOfName: ['andere[nmrs]?'],
    seriesPartNouns: ['teil', 'kapitel'],
    replyInLeads: [
      // 'kannst du das nochmal auf deutsch schreiben': the verb at the end is a tail.
      '(?:(?:und|ok|jetzt|nochmal) )*(?:(?:kannst du|konntest du|konnen sie|konnten sie)(?: mir)?(?: das| es)?(?: (?:nochmal|noch mal|bitte|mal|einfach))* )?(?:(?:antworte|antworte mir|schreib|schreib es|sag es|sag das|ubersetz|ubersetze)(?: (?:bitte|mir|nochmal|noch mal|mal|einfach|ab jetzt))* )?(?:auf|in|ins)',
      '(?:(?:und|ok|jetzt) )*(?:(?:kannst du|konntest du|konnen sie|konnten sie) )?(?:wechsle|wechsel|wechseln|schalte|schalt|umschalten|geh|gehe) (?:auf|zu|ins)',
      // 'perdón, mejor en español': the language the reply had better be in.
      '(?:(?:und|ok|jetzt) )*(?:lieber|besser) (?:auf|in)',
    ],
    replyInTails: [
      'bitte',
      'danke',
      'jetzt',
      'ab jetzt',
      'ab sofort',
      'von jetzt an',
      'wiederholen',
      'ubersetzen',
      'erklaren',
      'lieber',
      'antworten',
      'schreiben',
      'sagen',
      'wechseln',
      'umschalten',
      'von nun an',
      'ab hier',
      'wieder',
      '(?:fur|im) (?:den )?rest (?:des|vom) (?:gesprachs|chats?)',
    ],
    replyInPlease: ['bitte'],
    replyInApologies: ['sorry', 'entschuldigung', 'entschuldige', 'verzeihung'],
    ownLanguageLeads: ['mein', 'meine', 'ich (?:spreche|verstehe|kann|lese)(?: kaum| kein| nicht)'],
    speakAskedLeads: [
      '(?:sprichst|sprechen|verstehst|verstehen|schreibst|kannst) (?:du|sie)(?: auch)?(?: auf)?',
    ],
    replyInReasons: [
      'ich (?:ube|lerne)',
      '(?:es |das )?ist fur (?:meine?n?|unsere?n?|einen|eine)',
      '(?:sie|er) (?:spricht|liest|versteht) (?:kein|nicht|kaum)',
      'weil (?:ich|sie|er|mein)',
    ],
    likedTitle: [
      new RegExp(
        String.raw`\bich (?:habe|hab) (.+?)(?: ${LIKED_DEGREES})? (?:geliebt|gemocht|(?:toll|super|klasse|genial|grossartig) gefunden)\b`,
      ),
      // 'ich fand whiplash und la la land super': the films, then what was thought of them.
      /\bich fand (.+?) (?:toll|super|klasse|genial|grossartig|richtig gut|sehr gut|mega|stark)\b/,
      // 'Alien und The Thing fand ich beide mega': the films first, then 'fand ich' and what was thought of them.
      /(?:^|[.!?;]\s+)(.+?) (?:fand|fanden) (?:ich|wir) (?:(?:beide|alle|beides|echt|richtig|total|voll|so) )*(?:toll|super|klasse|genial|grossartig|richtig gut|sehr gut|mega|stark|der hammer)\b/,
      // 'ich mochte heat und collateral sehr': liked, then how much ('möchte', read the same, wants: no 'sehr' after it).
      /\bich mochte (.+?) (?:(?:wirklich |echt |so )?sehr|total|wirklich|richtig gern|echt gern)\b/,
      // 'hab grad die hard gesehen': 'grad', 'grade' are 'gerade' as it is typed.
      new RegExp(
        String.raw`\b(?:ich )?(?:habe|hab) (?:gerade|grade?|eben|endlich|gestern|vorgestern|neulich|letztens|kurzlich|vorhin|am wochenende)(?: abend| nacht)? (.+?) (?:gesehen|geschaut|angeschaut|geguckt|angeguckt)\b`,
      ),
      // 'hab gestern memento gesehen', 'gestern abend hab ich memento gesehen', 'wir haben am wochenende heat geschaut':
      // a film seen at a time said, then what it was like.
      /\b(?:habe|hab|haben|hatte|hatten)(?: ich| wir)? (?:gestern(?: abend| nacht)?|vorgestern|neulich|am wochenende|letztes wochenende|letzte woche|letztens|kurzlich|vorhin|heute(?: abend)?) (?!(?:ein|eine[mnrs]?|nen|ne|paar|so)\b)(.+?) (?:gesehen|geschaut|angeschaut|geguckt|angeguckt)\b/,
      /\b(?:gestern(?: abend| nacht)?|vorgestern|neulich|am wochenende|letztes wochenende|letzte woche|letztens|kurzlich|vorhin|heute(?: abend)?),? (?:habe|hab|haben) (?:ich |wir )?(?!(?:ein|eine[mnrs]?|nen|ne|paar|so)\b)(.+?) (?:gesehen|geschaut|angeschaut|geguckt|angeguckt)\b/,
      /\b(?:habe|hab|haben)(?: ich| wir)? (?!(?:ein|eine[mnrs]?|nen|ne|paar|so)\b)(.+?) (?:gestern(?: abend| nacht)?|vorgestern|neulich|am wochenende|letztes wochenende|letzte woche|letztens|kurzlich|vorhin|heute(?: abend)?) (?:gesehen|geschaut|angeschaut|geguckt|angeguckt)\b/,
      // 'mein sohn hat encanto bestimmt 40 mal gesehen': a film seen over and over is a film loved.
      /\b(?:hat|habe|hab|haben)\s+(.+?)\s+(?:(?:schon|bestimmt|ungefahr|etwa|mindestens|uber|fast|locker)\s+)*(?:\d+|hundert|tausend|zwanzig|zehn|funfzig)\s*(?:mal|x)\s+(?:gesehen|geschaut|angeschaut)\b/,
    ],
    lovesTitle: [
      /\bich liebe (.+?)(?:[,;]| und | was | hast | gibt |[?!.]+ |[?!.]*$)/,
      // 'meine Kinder lieben Toy Story und Shrek': loved by whoever watches.
      // 'meine Tochter mag Shrek total', 'er mag Findet Nemo sehr': liked by one, the adverb after the title.
      /\b(?:ich|er|sie|(?:mein|meine|unser|unsere|dein|deine) (?:[a-z]+ )?[a-z]+) mag (?!(?:es|das|keine?n?|lieber|gern)\b)(.+?)(?: (?:total|sehr|echt|voll|so|mega|wirklich|richtig|wahnsinnig|besonders)(?: gerne?)?| gerne?)(?:[,;]| und | was | hast | habt | gibt |[?!.]+ |[?!.]*$)/,
      /\b(?:lieben|liebt) (?!es\b)(.+?)(?:[,;]| und | was | hast | gibt |[?!.]+ |[?!.]*$)/,
      // 'die Kinder haben Ratatouille geliebt', 'meine Tochter fand Shrek toll': loved by whoever watched.
      /\b(?:hat|haben|hatten) (?!(?:es|das|ich|wir)\b)(.+?) (?:geliebt|gemocht|(?:toll|super|klasse|genial|grossartig) gefunden)\b/,
      /\b(?:fand|fanden|liebte|liebten) (?!(?:ich|wir|es|das)\b)(.+?) (?:toll|super|klasse|genial|grossartig|richtig gut|sehr gut|mega|stark)\b/,
    ],
    praisedTitles: [
      /(?:^|[.!?;]\s+)(.+?) (?:ist|sind|war|waren) (?:einer |eine |eines )?(?:meiner |meine |mein )(?:absoluten? )?(?:lieblingsfilme?n?|lieblinge|favoriten)\b/,
      /(?:^|[.!?;]\s+)(.+?) hat mich (?:total |voll |echt |richtig |so )?(?:umgehauen|fertig gemacht|beru(?:e)?hrt|mitgenommen|geflasht)\b/,
      /\b(?:besessen von|verruckt nach|vernarrt in) (?!(?:dem|das|ihm|ihr)\b)(.+?)(?:[,;]| aber | und | was | hast | gibt |[?!.]+ |[?!.]*$)/,
      /(?:^|[.!?;]\s+)(?!(?:das|der|die|er|sie|es|alles)\s+(?:war|ist)\b)(.+?) (?:war|ist) (?:echt |so |richtig |einfach )?(?:genial|gro(?:ss|ß)artig|der hammer|ein meisterwerk|fantastisch|mega|klasse)(?=\s*(?:[.!?,;]|$))/,
      // A title before a word for its feel ('that toy story feeling'): words that open the phrase are no part of it.
      /(?:^|[.!?;,]\s*|\b(?:so|ein|einen|mit|dieses|diesen|das|den|mehr|echtes|richtiges|was|etwas|will|mochte|moechte|suche)\s)((?:(?!(?:so|ein|einen|mit|dieses|diesen|das|den|mehr|echtes|richtiges|was|etwas|will|mochte|moechte|suche)\s)[^\s,;.!?]+ )*?[^\s,;.!?]+)[- ](?:feeling|vibes?|stimmung|atmosph(?:a|ae)re|flair)\b/,
    ],
    changedTitles: [
      /^(?!(?:etwas|was|filme?|ein|eine)\b)(.+?),? aber (?:(?:als|in|mehr) )?(?=(?:lustig\w*|komodie|witzig\w*|horror|gruselig\w*|romantisch\w*|fur kinder|animiert\w*)\b)/,
      // 'x aber auf englisch', 'x aber weniger traurig': the film, changed.
      /^(?!(?:etwas|was|filme?|ein|eine|ich|der (?:erste|zweite|letzte))\b)(.+?),? aber (?=(?:auf (?:englisch|deutsch)|nicht|weniger|ohne|neuer|kurzer|langer|leichter|alter|synchronisiert|mit untertiteln)\b)/,
    ],
    // A whole message turning down the film just recommended: another of the same request.
    rejections: [
      String.raw`(?:(?:nee|nein|ne|naja|hm+),?\s+)?(?:keine?r? davon|keiner von denen|nicht (?:der|den|die|das|diesen|diesen film)|(?:lieber )?(?:was|etwas) anderes|einen anderen|ein anderer|(?:den |die |das )?(?:kenn(?:e)? ich|hab ich) schon(?: gesehen)?)(?: bitte)?`,
    ],
    // 'which of these are under 2 hours': the last answer's films, narrowed.
    amongLeads: [
      String.raw`welche[rs]? (?:davon|von (?:denen|diesen|ihnen))`,
      String.raw`(?:ist|sind) (?:einer|eins|welche) davon`,
      String.raw`davon,? welche[rs]?`,
      // 'was unter zwei Stunden davon?': the films shown named as where the answer comes from ('mehr davon' asks for
      // more of their kind).
      String.raw`(?<!\bmehr )(?:davon|von denen|von diesen|unter denen|unter diesen)(?=\s*(?:[,;?.!]|$))`,
    ],
    // 'nur die unter zwei Stunden', 'nur diejenigen aus den 90ern': the films just shown, narrowed.
    narrowingLeads: [
      String.raw`nur (?:die(?:jenigen)?|diese)(?=,? (?:unter|uber|mit|ohne|aus|von|die|bis)\b)`,
    ],
    headcountNouns: ['leute', 'personen', 'freunde', 'erwachsene', 'kollegen'],
    notCounted: ['will', 'wollen', 'mag', 'mogen', 'mochte', 'mochten', 'liebt', 'lieben', 'mal', 'was'],
    refinementLeads: ['nur', 'bloss', 'ohne', 'aber ohne', 'aber', 'und'],
    // 'Zeichentrick für Erwachsene', 'kein Kinderkram': the family shelf is left out.
    childish: [
      'nichts kindisches',
      'nicht kindisch',
      // 'kein Kinderkram': the negation may be read first; the word for kids' stuff turns it down alone.
      '(?:keine?n? )?(?:kinderkram|kinderzeug|kindersachen)',
      'keine?n? kinderfilme?',
      'nichts fur (?:die )?kinder',
      '(?:nur )?fur erwachsene',
    ],
    notAfterJust: ['stunden?', 'minuten', 'jahren?', 'paar', 'guten', 'gutes'],
    pickLeads: [
      String.raw`\bwelche[rs]?(?: davon| von (?:denen|ihnen|diesen))?(?: ist| war| hat)? (?:der |die |das |am )?`,
      // 'und der neueste, welcher ist das?': about the last answer only with such a tail (parse-prompt.ts).
      String.raw`^(?:und |also )?(?:der|die|das) `,
    ],
    pickOrders: {
      shortest: ['kurzeste', 'kurzesten'],
      longest: ['langste', 'langsten'],
      oldest: ['alteste', 'altesten', '(?:kam|erschien) zuerst(?: raus)?'],
      release_date: [
        'neueste',
        'neuesten',
        'aktuellste',
        'jungste',
        'jungsten',
        '(?:kam|erschien) zuletzt(?: raus)?',
      ],
      vote_average: ['beste(?:n)?(?: bewertete)?', 'bestbewertete'],
    },
    pickOfAnswer: ['davon', 'von', 'unter'],
    pickTails: ['welche[rs]? ist (?:das|es)'],
    pickCountLinks: ['davon', 'von'],
    greetings: ['hallo', 'servus', 'moin', 'guten (?:morgen|tag|abend)'],
    help: [
      'hilfe',
      'was kannst du(?: so| alles| eigentlich)*(?: machen| tun)?',
      'wie funktionierst du',
      'wozu bist du (?:gut|fahig|in der lage)',
      'wie funktioniert (?:das|es)(?: hier)?',
    ],
    thanks: ['danke(?: schon| sehr)?', 'dankeschon', 'vielen dank', 'merci', 'thx'],
    acknowledgements: [
      'super',
      'perfekt',
      'klasse',
      'toll',
      'genial',
      'cool',
      'spitze',
      'prima',
      'alles klar',
      'okay',
      'ok',
      'wunderbar',
    ],
    // 'was empfiehlst du mir?': a request for films at all.
    // Whole words: a stem would be read as a word of its own, no typo. 'tipp' is also thanks for one ('guter tipp').
    generic: [
      'empfiehlst',
      'empfiehl',
      'empfehlen',
      'empfehlung',
      'empfehlungen',
      'vorschlag',
      'vorschlage',
      // 'was empfehlt ihr von kubrick?', 'kannst du mir was vorschlagen': the asking verb said to the assistant.
      'empfehlt',
      'vorschlagen',
      'schlagst',
      'etwas',
    ],
    more: ['mehr', 'weitere', 'andere'],
    comparedOnes: ['welche', 'filme?'],
    older: [
      'altere[nrs]?',
      'alter',
      // 'wie matrix, aber die davor rauskamen', 'die ihn inspiriert haben': before the seed.
      '(?:davor|vorher) (?:rausgekommen|erschienen|rauskamen|erschienen sind)',
      'die (?:ihn|es|sie) (?:inspiriert|beeinflusst) haben',
    ],
    // 'die alten Klassiker', 'alte Filme': films from before the eighties.
    classics: ['klassikern?', 'alte[nr]? filme?n?'],
    blackAndWhite: ['(?:in )?schwarz[- ]?wei(?:ss|ß)(?:e[nrs]?)?', 's/w'],
    goldenAge: [
      '(?:das |dem |im )?alte[ns]? hollywood',
      'goldene[ns]? (?:ara|aera|zeitalter)(?: hollywoods| des kinos)?',
      'hollywood-?klassiker',
    ],
    // 'wie der pate, aber neuer': the comparative said after the verb too.
    newer: ['neuere[nrs]?', 'neuer', 'moderner'],
    newerSurely: ['neuere[nrs]?'],
    // Not '10 jahre alt'.
    oldFilms: ['(?<!jahre )alte?[nrs]?', 'schwarz-?wei(?:ss|ß)(?:filme?)?', 'in schwarz-?wei(?:ss|ß)'],
    liveAction: ['live[- ]action', 'realfilme?', 'realverfilmung(?:en)?', 'mit echten schauspielern'],
    // 'meine Tochter und ihre Freundinnen, sie sind 14', '14 Jahre alt': an age, not 'die letzten 10 Jahre'.
    ageLeads: [
      String.raw`(?:sie|er) (?:ist|sind)(?= (?:erst )?\d{1,2}\b(?! ?(?:uhr|stunden?|std|minuten?|min|h)\b))(?: erst)?`,
    ],
    ageUnits: ['jahre? alt', 'jahrige[nr]?'],
    // 'wie stirb langsam, aber kürzer': not 'kurzer' alone, which also says 'a short one' ('ein kurzer film').
    // 'kürzere', 'längere' are comparatives whatever comes before them.
    shorterThan: ['kurzer als', 'nicht so lange? wie'],
    longerThan: ['langer als'],
    // A pointer that can only be a film: a length compared with it is the film in view's.
    oneFilmPointer: ['(?:dieser|diesen|diesem|jener|jenen) (?:film|da|hier)', '(?:der|den|dem) da'],
    thisOne: ['(?:dieser|diesen|diesem|dieses)(?: film| hier| da)?', '(?:der|den|dem) (?:film|hier|da)'],
    shorter: [
      '(?:aber|nur|etwas|bisschen|deutlich) kurzer',
      'kurzere[nrs]?',
      `nicht (?:ganz )?so ${LENGTH_DEGREES}lange?[nrs]?`,
      // 'aber der weniger lang dauert': lasting less.
      'weniger lange?(?: dauert)?',
    ],
    longer: ['(?:aber|nur|etwas|bisschen|deutlich) langer', 'langere[nrs]?'],
    lighter: ['leichter', 'weniger (?:deprimierend|traurig|dunkel|duster|schwer)', 'frohlicher', 'lockerer'],
    // 'eine Mischung aus alien und the thing', 'irgendwo zwischen … und …': two titles a film is between.
    mashups: [
      // 'wenn die braut des prinzen und indiana jones ein baby hätten'.
      /(?:^|\s)(?:wenn )?(?!\d)([^.,;!?]+?) und (?!\d)([^.,;!?]+?) ein (?:baby|kind) (?:hatten|bekamen|bekommen wurden)\b/,
      /(?:^|\s)(?:(?:mischung|kreuzung|mix|hybrid|kombination) (?:aus|von|zwischen)|(?:irgendwo|genau|etwas|was|ein film|so|halb|mitten|auf halbem weg(?:e)?|in der mitte) zwischen) (?!\d)([^.,;!?]+?) (?:und|mit) (?!\d)([^.,;!?]+?)(?=\s*(?:[.,;!?]|$)|\s+(?:aber|bitte|fur|fuer|der|die|das)\b)/,
    ],
    // Not 'wie' alone: 'wie wäre es mit Horror' asks for horror, 'wie lange' for a runtime.
    // 'too long for tonight, …': how much, not the start of a title.
    // 'sie liebt Coco, und jetzt?': a time after the title asks what next, no second title.
    notATitle: ['(?:jetzt|danach|dann|nun|heute|heute abend|morgen|spater)$', 'was'],
    notATitleStart: ['zu', 'sehr', 'echt', 'wirklich'],
    // 'mehr sowas bitte', 'noch was ähnliches?': films like the page's movie or the ones just shown ('ähnliches wie
    // matrix' names a seed instead).
    moreLikeThis: [
      // 'hast du ähnliche?': a likeness asked with 'any' or 'some', nothing after it, is of the film in view.
      '(?:hast du|habt ihr|haben sie|gibt es|gibts)(?: noch)? (?:ahnliche[sn]?|vergleichbare[sn]?)(?! wie\\b)',
      // 'was gibts noch Ähnliches?': likeness with nothing after it is the film in view.
      '(?:was|welche) (?:gibt es|gibts|hast du|ist) noch (?:ahnliche[sn]?|vergleichbare[sn]?|ahnlich)',
      '(?:noch )?mehr (?:davon|so ?was|so etwas|in der art|in die richtung|von der sorte)',
      '(?:noch )?(?:(?:so )?etwas|was|sowas|filme?) (?:ahnliche[sn]?|vergleichbare[sn]?)(?! wie\\b)',
      '(?:noch )?mehr (?:filme )?wie (?:diese[nr]?|den|das)',
    ],
    // 'was mit dieser Stimmung', 'mit einer ähnlichen Atmosphäre': the feel of the film in view.
    feelOfThis: [
      'mit (?:diese[mr]|einer? ahnliche[nmr]?|ahnliche[nmr]?) (?:art von )?(?:stimmung|atmosphare|vibes?|feeling|energie)',
    ],
    likeLeads: [
      'filme? wie',
      'etwas wie',
      // 'sowas wie matrix', 'was wie inception', 'hast du was ähnliches wie matrix': something like a title.
      'so ?was wie',
      'so etwas wie',
      'was wie',
      'a(?:e)?hnliche?[sn]? wie',
      // 'im' is respelled "i'm" for English typists (respell.ts): a German lead starting with it reads both.
      // 'im stil von', 'im stile von', 'nach art von': a film's style or manner is likeness.
      "(?:i'?m|vom) stile? (?:von|wie)",
      'nach (?:art|manier) von',
      'in der art von',
      // 'mit der Stimmung von Amelie', 'im Vibe von Up und Coco': a film's feel, named by its titles, is likeness.
      '(?:mit|in) (?:der|dem) (?:stimmung|atmosphare|vibe|feeling|flair|geist|ton) (?:von|wie)',
      "i'?m (?:vibe|feeling|flair|ton) (?:von|wie)",
      // 'mehr Filme in der Art wie der hier', 'vergleichbar mit heat': the same kind is likeness.
      '(?:so )?in der art wie',
      'vergleichbare?[sn]? (?:mit|wie)',
      "i'?m geiste? von",
      // 'im gleichen Geist wie Whiplash', 'im selben Stil wie Heat': the same kind of film as a title.
      "(?:i'?m|vom|in der|von der) (?:gleichen|selben) (?:geist|stil|genre|ton|art|richtung) wie",
      'in (?:der|die) richtung von',
    ],
    kindLeads: ['wie', 'a la', 'im stil', 'art'],
    kindTrails: ['-?(?:artige[snr]?|maessige[snr]?|massige[snr]?)', ' (?:und|oder) so (?:was|etwas|zeug)'],
    titleEnds: [
      // 'der pate und goodfellas beide richtig stark': a word for all the titles said, no part of the last.
      '(?:alle )?beide[s]?',
      'alle (?:drei|3)',
      'aber',
      'ohne',
      'minus',
      'mit',
      'doch',
      'bitte',
      // 'wie toy story für meine kids': whom the films are for, no part of the title.
      'fur (?:mein|meine|meinen|unser|unsere|unseren|die|den|das|kinder|kids)',
      // 'wie der pate 2 bloß lustiger', 'wie alien nur kürzer': a degree word before a comparative ends the title.
      '(?:bloss|nur|einfach|halt|eben) (?=(?:mehr|weniger|[a-z]+er)\\b)',
    ],
    // 'mit dem brad pitt'; 'in welchem film spielen X und Y' (not 'der in berlin spielt', a place).
    castLeads: [
      'mit (?:dem|der)',
      'mit',
      // Not 'wer spielt …', which asks who plays in a film.
      String.raw`(?<!wer )spiel(?:en|t)(?! (?:in|im|auf|an|am|unter|zur|zum|wahrend|vor|nach|um|mit|die|der|das|den|dem|ein|eine|einen)\b)`,
      // 'der film, in dem X und Y zusammen spielen': the verb comes last, after the names.
      String.raw`in (?:dem|denen|welche[mn])(?: filme?n?)?(?! filme?n?\b| (?:mit)?spiel)(?=[^,.;!?]*\b(?:mit)?spiel(?:en|t|ten)\b)`,
    ],
    // 'ein Western von Sergio Leone'; 'Max von Sydow' after 'mit' stays one name (the longer mention wins).
    // 'wie lang geht eigentlich der herr der ringe': a filler word before the title asked about.
    subjectPrefixes: [
      'eigentlich',
      'denn',
      'nochmal',
      'genau',
      // 'wer spielt im film der weiße hai mit': the film noun bare, its article held by the preposition ('im').
      '(?:der |den )?film',
      'wie (?:ist|war|findest du)',
    ],
    subjectSuffixes: ['eigentlich', 'denn', 'nochmal', 'genau', 'bitte'],
    // 'did nolan direct it, right', 'la dirigió spielberg, no': a tag closing a yes/no question.
    questionTags: ['oder', 'ne', 'nicht wahr', 'gell', 'stimmt', 'stimmts', 'richtig', 'oder nicht'],
    doubtTails: [
      'oder (?:verwechsle ich|verwechsel ich|irre ich mich|tausche ich mich|tausch ich mich|bin ich im falschen film|denke ich an)(?: .*)?',
      // 'oder war das jemand anders': another person may have done it.
      'oder (?:(?:war|ist) (?:das|es) )?(?:jemand anders|jemand anderes|wer anders|ein anderer)(?: .*)?',
    ],
    // 'clint eastwood in einem sergio leone film': the name between 'in einem' and a film noun made those films.
    directorLeads: [
      'unter der regie von',
      'regie von',
      'von',
      IN_A_NAMES_FILM,
      // 'filme mit tom hanks, bei denen spielberg regie geführt hat': a relative clause whose name directed them.
      String.raw`(?:(?:bei|in) (?:denen|dem|der)|wo)(?=(?: \S+){1,3} regie\b)`,
    ],
    makerLeads: ['von', IN_A_NAMES_FILM],
    // 'der zweite auf deiner liste': the film of the last answer.
    referenceFillers: ['(?:auf|in|aus) (?:deiner|ihrer|der|dieser) liste'],
    numbered: ['nummer', 'nr\\.?', '#'],
    everyOne: ['jede[nrs]?'],
    // 'the saga', 'esta franquicia': a series pointed at, the one of the film in view.
    seriesInView: ['(?:der|die|dieser|diese|ganzen?) (?:saga|reihe|filmreihe|trilogie|filmserie|franchise)'],
    peopleJoins: ['und'],
    clauseJoins: ['aber', 'also', 'na'],
    // en, es, de and pt elide no word before a vowel with an apostrophe.
    elidedWords: [],
    besidesLeads: ['ausser', 'neben', 'abgesehen von', 'bis auf'],
    nameArticles: ['der', 'die', 'dem', 'den'],
    indefiniteArticles: ['ein', 'eine', 'einem', 'einen', 'einer', 'eines'],
    possessives: [
      'mein',
      'meine',
      'meinem',
      'meinen',
      'meiner',
      'dein',
      'deine',
      'deinem',
      'deinen',
      'sein',
      'seine',
      'seinem',
      'seinen',
      'seiner',
      'ihr',
      'ihre',
      'ihrem',
      'ihren',
      'ihrer',
      'unser',
      'unsere',
      'unserem',
      'unseren',
    ],
    factCues: {
      // 'was für ein genre ist alien', 'welches genre hat heat': the genres it is filed under.
      genres: [
        'was fur ein genre(?: ist| hat)?',
        'welche(?:s)? genres?(?: ist| hat)?',
        'zu welchem genre gehort',
        // Not 'genre' alone: 'so was im genre von alien' asks for films like it.
        'genres',
      ],
      // 'in welcher sprache ist parasite gedreht', 'originalsprache von amelie'.
      language: [
        'in welcher sprache(?: (?:ist|wurde|war))?',
        'welche sprache(?: (?:hat|spricht man in|wird in))?',
        'originalsprache(?: von)?',
      ],
      // 'wie alt ist der weisse hai': the years since it came out.
      age: ['wie alt(?: ist| war)?'],
      // 'welche bewertung hat heat', 'die note von alien hier'.
      rating: [
        'welche (?:bewertung|note|wertung)(?: hat)?',
        'wie (?:gut )?(?:ist|wird|wurde) (?:.+ )?bewertet',
        // Not 'bewertung' alone: 'welche bewertung habe ich alien gegeben' asks of their own rating.
        '(?:die )?(?:bewertung|wertung) von',
      ],
      director: [
        'wer hat (?:.+ )?(?:gedreht|inszeniert|gemacht)',
        'von wem (?:ist|stammt)',
        'regisseur(?:in)?',
        'regie',
      ],
      plot: [
        'was passiert(?: in| bei)?',
        'um was geht(?: es|s)?(?: in| bei)?',
        'worum geht(?: es|s)?(?: in| bei)?',
        'wovon handelt',
        'was ist die handlung(?: von)?',
        'handlung',
      ],
      runtime: ['wie lange?', 'laufzeit', 'dauer', 'wie viele (?:stunden|minuten)'],
      year: ['welches jahr', 'wann kam', 'wann ist', 'erscheinungsjahr', 'erscheinungsdatum', 'kinostart'],
      // 'ab welchem alter', 'wie alt muss man für alien sein': the age it suits, not its own.
      certification: [
        // 'wie ist der eingestuft', 'ab wann ist er freigegeben': the rating it was given, as 'rated' asks it.
        'wie (?:ist|wurde) (?:er|es|der|das) (?:eingestuft|freigegeben)',
        'eingestuft',
        'altersfreigabe',
        'fsk',
        'ab welchem alter',
        'ab wie viel(?:en)? jahren',
        'wie alt muss man(?: sein)?(?: fur| um)?',
      ],
      // 'wie viele oscars hat titanic gewonnen', 'hat er einen oscar bekommen': Preise, die der Katalog nicht erfasst.
      awards: [
        'wie viele (?:oscars?|preise|auszeichnungen)(?: hat| hatte)?',
        '(?:einen |den |ein |keinen )?(?:oscars?|preis|preise)(?: gewonnen| bekommen| erhalten)',
        'oscars?',
      ],
      // 'wie findest du titanic', 'taugt alien was', 'was meinst du zu heat': an opinion of the film asked.
      worth: [
        'wie findest du',
        'was (?:meinst|sagst|haltst) du(?: zu| von| vom| uber| davon| daruber| dazu)?',
        'lohnt (?:sich|es sich)',
        'taugt(?: der film)?',
        '(?:ist|taugt) (?:der|er) (?:gut|was)',
      ],
      // 'wer spielt da noch mit außer X': the rest of the cast.
      cast: [
        'wer spielt(?: (?:da|denn|noch|sonst|alles|so))*(?: mit)?',
        'besetzung',
        'schauspieler',
        // 'wer ist der hauptdarsteller?', 'wer spielt die hauptrolle': die Hauptrolle, zuerst in der Besetzung.
        'wer (?:ist|war|spielt|spielte) (?:der |die |den )?(?:hauptdarsteller(?:in)?|hauptfigur|hauptrolle)(?: (?:in|von|bei|im|vom))?',
        '(?:der |die )?hauptdarsteller(?:in)?',
      ],
    },
    // 'im', 'vom' hold 'dem', which the titles take declined ('wer spielt im paten mit': 'dem paten', Der Pate).
    contractedArticles: { im: 'dem', vom: 'dem', zum: 'dem', beim: 'dem', zur: 'die' },
    // 'oppenheimer jaja tengo que planear la noche': a laugh or a need of one's own ends the title's clause.
    subjectClauseLeads: ['haha\\w*', 'lol', 'xd', '(?:ich muss|ich will|ich mochte|ich brauche)'],
    factAsks: [
      // 'spirited away was originally made in what language': how the film was made, no part of its title.
      '(?:ursprunglich |eigentlich |zuerst )?(?:gedreht|gemacht|produziert|aufgenommen)(?: worden)?',
      'ursprunglich',
      // 'what's its score here', 'qual a nota aqui no site': the catalog the question is asked in, no title.
      'hier',
      '(?:auf|in) (?:der|dieser|eurer|deiner) (?:seite|website|app)',
      '(?:im|in eurem|in deinem|in diesem) katalog',
      'bei euch',
      'ist',
      'war',
      'von',
      'in',
      'mit',
      'geht',
      'dauert',
      'lauft',
      'hat',
      // 'wer hat regie geführt': the question word for a person and the verb 'regie' takes, no part of a title.
      'wer',
      '(?:gefuhrt|gefuehrt|fuhrte|fuehrte)(?: hat)?',
      'film',
      'eigentlich',
      'denn',
      'genau',
      // 'wer war nochmal der Regisseur?': the question asked again.
      'nochmal',
      'noch mal',
      // 'worum geht es da?': the film just named.
      'da',
      'bei',
      'beim',
      'im',
      // 'wer spielt alles in X mit': everyone in it.
      'alles',
      'so',
    ],
    facts: [
      // 'wer hat die musik von star wars gemacht', 'wer komponierte den soundtrack zu der pate', 'drehbuch von fargo'.
      {
        pattern:
          /\bwer hat (?:(?:eigentlich|denn|nochmal|noch mal|genau|bitte) )*(?:die |den |das )?(?:musik|filmmusik|soundtrack|score|titelmusik|titelsong)(?: (?:von|vom|zu|zum|zur|fur|fuer|in|im|bei|beim|aus) (.+?))? (?:gemacht|komponiert|geschrieben|geschaffen)$/,
        aspect: 'music',
      },
      {
        pattern:
          /\bwer (?:komponierte|schrieb|machte) (?:(?:eigentlich|denn|nochmal|genau) )*(?:die |den |das )?(?:musik|filmmusik|soundtrack|score|titelmusik)(?: (?:von|vom|zu|zum|zur|fur|fuer|in|im|bei|beim|aus) (.+))?$/,
        aspect: 'music',
      },
      {
        pattern: /\b(?:komponist(?:in)?|filmmusik|soundtrack) (?:von|vom|zu|zum|zur|des|bei|beim) (.+)$/,
        aspect: 'music',
      },
      {
        pattern:
          /\bwer hat (?:(?:eigentlich|denn|nochmal|noch mal|genau) )*(?:das )?drehbuch (?:von|vom|zu|zum|zur|fur|fuer|bei|beim) (.+?) geschrieben$/,
        aspect: 'writer',
      },
      { pattern: /\bwer hat (?:das )?drehbuch geschrieben()$/, aspect: 'writer' },
      {
        pattern: /\bwer schrieb (?:das )?drehbuch (?:von|vom|zu|zum|zur|fur|fuer|bei|beim) (.+)$/,
        aspect: 'writer',
      },
      { pattern: /\bwer hat (.+?) geschrieben$/, aspect: 'writer' },
      { pattern: /\bdrehbuch(?:autor(?:in)?)? (?:von|vom|zu|zum|zur|des|bei|beim) (.+)$/, aspect: 'writer' },
      { pattern: /\bwer hat (.+?) (?:gedreht|inszeniert|gemacht)$/, aspect: 'director' },
      // 'und der erste ist von wem?': who made the film named or pointed at before.
      {
        pattern:
          /\b(?:(?:ist|war)(?: der| die| das| er| sie| es)? von wem|von wem (?:ist|war|stammt)(?: der| die| das| er| sie| es)?)()$/,
        aspect: 'director',
      },
      // 'wer hat bei das leben der anderen regie geführt', 'wer führte bei alien regie'.
      {
        pattern: /\bwer (?:hat|fuhrte|fuhrt) (?:bei|beim|in|im) (.+?) (?:die )?regie(?: gefuhrt)?$/,
        aspect: 'director',
      },
      { pattern: /\bwie lange? (?:dauert|geht|lauft) (.+)$/, aspect: 'runtime' },
      { pattern: /\bworum geht es in (.+)$/, aspect: 'plot' },
      // 'wer ist der regisseur von alien', 'die laenge von titanic': the fact named as a noun, then its film.
      { pattern: /\bregisseur(?:in)? (?:von |des )(.+)$/, aspect: 'director' },
      { pattern: /\b(?:laenge|lange|laufzeit|dauer) (?:von |des )(.+)$/, aspect: 'runtime' },
      // 'das boot, wann kam der nochmal raus', 'in welchem jahr ist der erschienen': the film named before.
      {
        pattern:
          /\b(?:wann|in welchem jahr) (?:kam|ist|wurde) (?:der|die|das|er|sie|es)(?: (?:nochmal|noch mal|eigentlich))? (?:raus|heraus|ins kino|erschienen|rausgekommen|herausgekommen)()$/,
        aspect: 'year',
      },
      // 'alien kam wann raus', 'der pate ist in welchem jahr erschienen': the question word after the film's verb.
      {
        pattern:
          /\b(?:kam|ist|wurde) (?:(?:der|die|das|er|sie|es) )?(?:(?:nochmal|noch mal|eigentlich) )?(?:wann|in welchem jahr) (?:raus|heraus|ins kino|erschienen|rausgekommen|herausgekommen)()$/,
        aspect: 'year',
      },
      // 'wann kam alien raus', 'in welchem jahr ist der pate erschienen', 'aus welchem jahr ist dieser film'.
      {
        pattern:
          /\b(?:wann|in welchem jahr) (?:kam|ist|wurde) (.+?) (?:raus|heraus|ins kino|erschienen|rausgekommen|herausgekommen|gedreht|gemacht)\b/,
        aspect: 'year',
      },
      { pattern: /\baus welchem jahr (?:ist|stammt) ?(.*)$/, aspect: 'year' },
      // 'von wann ist der film eigentlich': from when, the year.
      { pattern: /\bvon wann (?:ist|stammt) ?(.*)$/, aspect: 'year' },
      // 'wie ist coco? lohnt es sich mit meinen neffen?': the film named before.
      {
        pattern: /(?<=^|[?!.,] )lohnt (?:es|der|er|sie) sich()(?: (?:mit|fur|zusammen|heute) .*)?$/,
        aspect: 'worth',
      },
      { pattern: /\blohnt sich (.+)$/, aspect: 'worth' },
      // 'wer ist der hauptdarsteller von forrest gump', 'wer spielt die hauptrolle in heat': its lead, in its cast.
      {
        pattern:
          /(?:^|\bwer (?:ist|war|spielt|spielte) )(?:der |die |den )?(?:hauptdarsteller(?:in)?|hauptfigur|hauptrolle) (?:in |von |bei |im |vom )(.+?)(?: mit)?$/,
        aspect: 'cast',
      },
      // 'was hältst du von interstellar', 'deine meinung zu heat': an opinion of the film asked, as 'is it good'.
      { pattern: /\bwas (?:haltst|denkst) du (?:von|vom|uber) (.+)$/, aspect: 'worth' },
      { pattern: /\b(?:deine|ihre) meinung (?:zu|uber) (.+)$/, aspect: 'worth' },
      { pattern: /\bist (.+?) (?:sehenswert|empfehlenswert|gut)$/, aspect: 'worth' },
    ],
    // 'wer spielt den joker in the dark knight', 'wer hat rose in titanic gespielt', 'wer spricht woody in toy story'.
    characters: [
      /\bwer (?:spielt|spielte|verkorpert|verkorperte|spricht|sprach|hat|hatte)(?: die rolle)? (?!(?:alles|mit|da|denn|eigentlich|so|noch|ueberhaupt|uberhaupt)\b)(?:des |der |von |den |die |das )?(.+?) in (.+?)(?: (?:gespielt|verkorpert|gesprochen|synchronisiert))?$/,
      // 'wer spielte forrest gump', 'wer hat den joker gespielt': no title, so the film in view or of that name.
      /^wer (?:spielt|spielte|verkorpert|verkorperte) (?:den |die )?(?!(?:in|im|bei|beim|mit|da|darin|dort|denn|alles|eigentlich|hauptrolle|die hauptrolle)\b)((?:(?! (?:in|im|bei|beim) ).)+?)()$/,
      /^wer hat (?:den |die )?(?!(?:in|mit|da)\b)(.+?)() gespielt$/,
      // 'zurück in die zukunft, wer spielt da den doc': a title typed before the question.
      /\bwer (?:spielt|spielte|verkorpert|verkorperte|spricht|sprach)(?: (?:da|denn|dort|darin|eigentlich|so|noch))* (?:die rolle (?:des|der|von) |den |die |das )(?!haupt)((?:(?! in ).)+?)()$/,
    ],
    castChecks: [
      // 'spielt samuel l jackson in django unchained mit', 'ist brad pitt in fight club dabei', 'hat tom hanks in big gespielt'.
      /^(?:spielt|spielte|ist|war) (.+?) (?:in|bei) (.+?)(?: (?:mit|dabei|zu sehen))?$/,
      /^hat (.+?) (?:in|bei) (.+?) (?:mitgespielt|gespielt|mitgewirkt)$/,
    ],
    directorChecks: [
      // 'hat spielberg den gedreht', 'ist der von spielberg': the film named before or in view.
      /^hat (?<name>.+?) (?:den|das|ihn|es) (?:gedreht|gemacht|inszeniert)$/,
      /^(?:ist|war) (?:der|das|er|es) (?:ein film )?(?:von|vom) (?<name>.+)$/,
      // 'hat spielberg den weißen hai gedreht', 'ist der weiße hai von spielberg', 'führte scott bei alien regie'.
      /^hat (?<name>.+?) (?<title>(?:den|der|die|das|dem) .+?) (?:gedreht|gemacht|inszeniert)$/,
      /^(?:hat|fuhrte) (?<name>.+?) (?:bei|beim|in|im) (?<title>.+?) regie(?: gefuhrt)?$/,
      /^(?:ist|war) (?<title>.+?) (?:ein film )?(?:von|vom) (?<name>.+)$/,
    ],
    kindChecks: [
      // 'ist alien ein horrorfilm', 'ist shining wirklich gruselig', 'alien ist ein horrorfilm oder?'.
      /^(?:ist|war) (?<title>.+?) (?<kind>(?:ein|eine|wirklich|echt|sehr|so) .+|\S+)$/,
      /^(?<title>.+?) ist (?<kind>(?:ein|eine) .+?)(?: oder)?$/,
    ],
    languageChecks: [
      // 'ist parasite auf koreanisch', 'ist der auf englisch?', 'ist das ein französischer film'.
      /^(?:ist|war) (?:(?<title>.+?) )?(?:auf|in) (?<lang>[a-z]+)$/,
      /^(?:ist|war) (?:(?<title>.+?) )?(?:ein|eine) (?<lang>[a-z]+?)(?:er|es|e)? film$/,
    ],
    catalogNouns: [
      'katalog',
      'seite',
      'webseite',
      'website',
      'app',
      'datenbank',
      'sammlung',
      'bibliothek',
      'top \\d+',
    ],
    longerCompares: [
      /\bwelche[rs]?(?: film)? (?:ist|dauert|geht|lauft|laeuft) (?:langer|laenger)[:,]? (.+?) oder (.+)$/,
      /^(.+?) oder (.+?)[:,]? welche[rs]?(?: film)? (?:ist|dauert|geht|lauft|laeuft) (?:langer|laenger)$/,
      /^(?:ist|dauert|geht) (.+?) (?:langer|laenger) als (.+)$/,
    ],
    shorterCompares: [
      /\bwelche[rs]?(?: film)? (?:ist|dauert|geht|lauft|laeuft) (?:kurzer|kuerzer)[:,]? (.+?) oder (.+)$/,
      /^(.+?) oder (.+?)[:,]? welche[rs]?(?: film)? (?:ist|dauert|geht|lauft|laeuft) (?:kurzer|kuerzer)$/,
      /^(?:ist|dauert|geht) (.+?) (?:kurzer|kuerzer) als (.+)$/,
    ],
    releaseCompares: [
      // 'welcher kam zuerst raus, blade runner oder terminator', 'welcher film ist alter: alien oder jaws'.
      // 'was kam zuerst raus': 'what' asks which of the two as well.
      /\b(?:welche[rs]?|was)(?: film)? (?:kam|erschien|lief) (?:zuerst|fruher|als erste[rs]?)(?: raus| heraus| ins kino)?[:,]? (.+?) oder (.+)$/,
      /\bwelche[rs]?(?: film)? (?:ist|war) (?:alter|neuer|der altere|der neuere)[:,]? (.+?) oder (.+)$/,
    ],
    beyondLeads: ['nicht nur', 'mehr als nur'],
    unseen: [
      String.raw`(?:(?:den|die|das|welchen|welche) )?ich (?:noch )?(?:nicht|nie|noch nie) (?:gesehen|geschaut|angeschaut)(?: habe| hab)?`,
    ],
    sequelsLeftOut: [
      '(?:aber )?(?:keine|ohne|nicht die|nicht seine) (?:fortsetzungen|sequels|anderen teile)',
    ],
    sameAsBefore: [
      // 'sowas in der Art, aber kürzer', 'etwas in dieser Richtung': a likeness with no film after it (not 'Horror oder
      // so was in der Art', a filler after a kind).
      '(?<!\\boder (?:so ?)?(?:was |etwas )?)(?:(?:so ?)?(?:was|etwas) )?(?:in (?:der|dieser|die|diese) (?:art|richtung)|von (?:der|dieser) (?:art|sorte))(?! (?:wie|von)\\b)',
      'dasselbe',
      'das gleiche',
      '(?:so )?(?:was|etwas) in (?:der|die) (?:art|richtung)(?! (?:wie|von) )',
      '(?:im |in der )?gleichen (?:stil|art|richtung|geist)(?! (?:wie|von) )',
    ],
    speakerClause: ['(?:die|denen|den) (?:ich|wir)'],
    moreOfShown: [
      // 'ohne die von vorhin zu wiederholen', 'ohne Wiederholungen': andere zur Anfrage davor, keiner noch einmal.
      String.raw`(?:aber )?ohne (?:(?:die|diese|jene|die gleichen|dieselben)(?: filme)?(?: von (?:vorhin|eben|vorher|davor|oben))? )?(?:zu )?(?:wiederholen|wiederholung(?:en)?|doppelte)`,
      String.raw`(?:aber )?(?:keine|nicht die) (?:wiederholungen|gleichen|selben)(?: (?:wie|von) (?:vorhin|eben|vorher|davor|oben))?`,
      String.raw`(?:wie|ahnlich wie) (?:diese|jene)(?: (?:da|hier|filme))?`,
      String.raw`(?:die )?du (?:mir )?(?:noch )?(?:nicht|nie) (?:genannt|erwahnt|gezeigt|vorgeschlagen|empfohlen)(?: hast)?`,
    ],
    // 'hat spielberg je einen horrorfilm gedreht?': whether such a film exists.
    everMade: [
      String.raw`\b(?:hat|haben|hatte|hatten) (?:[\w.'-]+ ){1,3}(?:je|jemals|schon mal|schon einmal|uberhaupt|irgendwann)\b`,
    ],
    // 'von mir am höchsten bewertet', 'par moi': a pronoun after 'by' is the speaker, never a person's name.
    speakerPronouns: ['mir', 'mich', 'dir', 'dich', 'uns'],
    notNames: [
      // 'mit mehr als 2 Stunden': a comparative before a quantity (a length, a count) is no one's name.
      'mehr',
      'weniger',
      // The parts of any film a quality is wished of (qualityWishes): no one's name.
      'ende',
      'schluss',
      'twist',
      'wendung',
      'wendungen',
      'plottwist',
      'soundtrack',
      'filmmusik',
      'musik',
      'handlung',
      'drehbuch',
      'dialogen',
      'bildern',
      'kamera',
      'besetzung',
      // What is eaten while watching ('avec le dîner', 'zum Abendessen'): no one's name.
      'abendessen',
      'mittagessen',
      'fruhstuck',
      'essen',
      'popcorn',
      'pizza',
      'snacks',
      'kinder',
      'familie',
      'freunden',
      'oma',
      'opa',
      'eltern',
      'grosseltern',
      'meiner',
      'meinem',
      'meinen',
      'zu',
      'lang',
      'lange',
      'langen',
      'kurz',
      'kurze',
      'kurzen',
      // 'gibt es einen spielberg film…', 'welche nolan filme…': question words around a bare name.
      'gibt',
      'es',
      'welche',
      'welchen',
      'welcher',
      // 'einer will Tom Hanks, die anderen wollen lachen': the rest of the group, no second name.
      'die',
      'das',
      'andere',
      'anderen',
      'wollen',
      'einfach',
      'lachen',
      // 'von wem ist der nochmal?': a question word or 'nochmal' is no part of a name.
      'wem',
      'wen',
      'wer',
      'nochmal',
    ],
    runtimeMax: [
      'weniger als',
      'unter',
      'hochstens',
      'maximal',
      'max',
      'nicht mehr als',
      'nicht langer als',
      'kurzer als',
    ],
    runtimeMaxAfter: ['oder weniger', 'maximal', 'max', 'hochstens'],
    runtimeTooMuchAfter: ['(?:ist|sind|waren|war) (?:mir )?(?:viel |echt |einfach )?zu (?:viel|lang|lange)'],
    runtimeMin: ['mehr als', 'uber', 'mindestens', 'langer als', 'uberschreite[tn]?'],
    minuteUnits: ['minuten', 'min'],
    hourUnits: ['stunden?', 'stundchen', 'std', 'h'],
    // 'ne Stunde': the spoken 'eine'.
    oneUnit: ['eine', 'einer', 'ne'],
    notLong: ['nicht (?:ganz )?(?:zu|so|allzu) lange?[nrs]?'],
    short: ['kurze?[nrs]?'],
    long: ['lange?[nrs]?'],
    // 'keinen echten horror': a word saying the thing itself, between the negation and it.
    filmNouns: ['filme[n]?', 'streifen'],
    // 'Rachefilme', 'Horrorfilme': bare 'filme' is also one Portuguese film.
    kindNouns: ['\\w+filme', 'streifen', 'zeug'],
    // 'one of those that wreck you', 'daqueles q deixam a gente mal': a kind of film pointed at, no one film.
    // 'anything with a heist in it', 'quiero una peli de…': films of a kind wanted, no one film told by its story.
    filmsWanted: [
      "(?:ich (?:will|mochte|hatte gern|hatte gerne|brauche)|gib mir) (?:einen|nen|'nen|ein paar) filme? (?:uber|mit|wo|in dem|der|die)",
      '(?:irgendwas|irgendetwas|etwas|was) (?:mit|uber)',
    ],
    kindPointers: ['(?:einer |eins )?von denen,? (?:die|wo)', 'so (?:einer|eins|einen),? (?:der|die|das|wo)'],
    // 'pas un miyazaki', 'no un ridley scott': an article between the negation and the name turned down.
    avoidedPersonGaps: ['ein', 'einen'],
    oneFilmOfLeads: ['ein', 'einen'],
    // 'no quiero nada de terror', "je ne veux rien d'horreur": wanting, right after a negation, turns down what follows.
    countAsks: ['wie ?viele?'],
    catalogHolds: [
      'habt ihr',
      'hast du',
      'gibt (?:es|s)',
      'gibts',
      'sind (?:hier|auf der seite|im katalog)',
      'auf der seite',
      'im katalog',
      'hier',
      'insgesamt',
      'verfugbar',
    ],
    negatedWants: [
      'will',
      'wollen',
      'mochte',
      'moechte',
      'brauche',
      'soll',
      'sollte',
      // 'keine Lust auf Horror', 'kein Bock auf Musicals', 'nicht in Stimmung für Krieg': a wish denied turns it down.
      '(?:so |richtig |wirklich )?(?:lust|bock) auf',
      'in (?:der )?stimmung (?:fur|auf)',
    ],
    // 'handelt von', 'über': what the films are about; turned down after a negation ('nichts über krieg', 'es soll nicht um krieg gehen').
    aboutVerbs: ['uber', 'um', 'handel[nt] von', 'dreh(?:t|en) sich um'],
    negationGaps: [
      // 'keiner will was über 100 minuten', 'nichts mit gewalt': the 'something' refused, then what it is.
      'was',
      'etwas',
      'irgendwas',
      'irgendetwas',
      // 'not the usual westerns', 'non i soliti western': the kind turned down, said as worn out.
      'ublichen',
      'typischen',
      'ewigen',
      'zu',
      'mit',
      'von',
      // 'nichts während eines Krieges', 'nichts aus dem Krieg': when the films take place.
      'wahrend',
      'des',
      'aus',
      'so',
      'viel',
      'den',
      'die',
      'das',
      'echte[nrs]?',
      'richtige[nrs]?',
      // 'hasst lange filme und alles brutale': 'anything' between the negation and the thing.
      'alles',
      // 'ohne den ganzen Gesang': the whole of the thing turned down.
      'all(?:e[mn]?)?',
      'ganze[mn]?',
      'dem',
      'irgendwas',
      'irgendetwas',
    ],
    // 'sauf Titanic stp': a please after a title left out is no part of it.
    avoidedTitleTrails: ['bitte', 'schon', 'nochmal', 'lol', '(?:ha)+h?', '(?:he)+h?', 'xd'],
    // 'wie der hier', 'wie den da': the film pointed at, said with 'here' or 'there'.
    thisMovie: [
      // 'wer spielt da drin mit': the film in view.
      'darin',
      'da drin',
      '(?:diese[mnrs]?|de[mnr]|das|im) (?:film|streifen)',
      'das',
      'dem',
      'diesen film',
      'dieser film',
      'den film',
      'dieser',
      'diesen',
      'diesem',
      '(?:der|die|das|den|dem|dieser|diesen) (?:hier|da)',
      // 'Alien, wer hat den gedreht?': a pronoun for the film just named.
      'den',
      'ihn',
      'es',
    ],
    // 'X and Y together': both in one film, the word is no part of a name.
    // 'haben brad pitt und morgan freeman mal zusammen gespielt?': the verb and adverbs after the names end them.
    nameEnds: [
      // 'ein scorsese film mit dicaprio drin': a word saying the person is in the film ends the name.
      '(?:mit )?drin',
      '(?:mit )?dabei',
      // 'tarantino sorted by year', 'les films de nolan classés du plus récent…': a list put in order, no part of a name.
      '(?:sortiert|geordnet|aufgelistet|gereiht|aufgereiht)',
      // 'brad pitt und morgan freeman im selben film?': one film, no part of a name.
      '(?:im |in einem |derselbe |dem )?(?:selben|gleichen)',
      'zusammen',
      'beide',
      'gemeinsam',
      'mal',
      'schon',
      'jemals',
      // 'x und y waren zusammen in einem film': the verb after the names.
      '(?:waren|sind|haben)',
      'je',
      'gespielt',
      'gedreht',
      // 'welche filme hat kurosawa mit mifune gemacht', 'in denen x und y dabei sind': the words after the names.
      'gemacht',
      'dabei',
      'wo',
      'in denen',
      // 'filme mit tom hanks, bei denen spielberg regie führte': a relative clause after the name ends it.
      'bei (?:denen|dem|der)',
      // '… bei denen spielberg regie geführt hat': the director's words after the name end it.
      'regie',
      '(?:mit)?spiel(?:en|t|ten)',
      // 'filme mit michael caine gibt es?': 'there are' ends the name.
      'gibt es',
      // 'filme mit tom hanks aus den 90ern', '… unter 2 stunden': a preposition of time or place ends the name.
      'aus',
      'vor',
      'nach',
      'seit',
      'ab',
      'bis',
      'zwischen',
      'unter',
      'uber',
      'ohne',
      'fur',
      // 'welche filme von spielberg hat tom hanks gemacht': the verb 'have' is no part of a name.
      'hat',
      // 'kannst du mir was von kubrick empfehlen?': the asking verb closing the clause ends the name.
      '(?:empfehlen|vorschlagen|zeigen|nennen)',
      // 'filme von tarantino bitte': a please ends the name.
      'bitte',
      'bitteschon',
      // 'zähl mir filme von hitchcock auf', 'such mir was von nolan raus': a separable verb's particle closes the clause.
      'auf',
      'an',
      'raus',
      'heraus',
    ],
    // 'wo x und y beide mitspielen'.
    together: ['zusammen', 'gemeinsam', 'im selben film', 'beide'],
    togetherOpeners: ['haben', 'hatten', 'waren', 'sind'],
    pairRelatives: ['wo', 'worin', 'in denen', 'in dem'],
    pairCorrelatives: { leads: ['sowohl'], joins: ['als auch'] },
    firstOfSeries: ['der (?:aller)?erste(?: film| teil)?', 'nicht die fortsetzungen?', 'das original'],
    pointedFilm: ['(?:dieser|diesen|jener|jenen|der|den) film (?:mit|von)', '(?:der|den) (?:mit|von)'],
    toldByScene: [
      '(?:aus|in) welchem film (?:ist|stammt|kommt)',
      'welcher film hat (?:die|diese) (?:szene|stelle)',
      '(?:die|diese) (?:beruhmte |legendare )?(?:szene|stelle) (?:mit|wo|in der|aus|als)',
      '(?:bei dem|in dem|der) am ende (?:rauskommt|herauskommt|sich herausstellt|klar wird)(?:,? dass)?',
      'am ende (?:kommt raus|stellt sich heraus|erfahrt man)(?:,? dass)?',
      '(?:der|die) (?:mit dem|endet mit dem) twist(?:,? dass)?',
      '(?:der|das) (?:damit|so) endet,? dass',
    ],
    asksFilmName: [
      // 'kennt ihr den film mit dem riesigen weißen hai, wo…': a film pointed at and told, to be named.
      '(?:kennt ihr|kennst du|kennen sie|kennt jemand) (?:den|diesen) film,? (?:mit (?:dem|der|den|einem|einer)|wo|in dem|uber)',
      // 'was ist der Zeichentrickfilm mit dem kleinen Roboter…': a film of a kind pointed at and told, to be named.
      'was ist (?:der|das|dieser) (?:film|zeichentrickfilm|trickfilm|animationsfilm),? (?:wo|in dem|mit dem|mit der|uber den|uber die)',
      'wie (?:heisst|hiess|hies) (?:der|dieser|das)',
      'wie war der (?:name|titel)',
      'welcher film ist das',
      // 'looking for the title': the story after it is told to be named.
      'ich suche den (?:namen?|titel)',
      '(?:ich habe|hab) den (?:namen?|titel) vergessen',
      'mir fallt der (?:name|titel) nicht ein',
    ],
    negatedListJoins: ['oder', 'noch'],
    softeners: ['weniger', 'nicht (?:zu|so|sehr|allzu)'],
    milder: [
      '(?:weniger|nicht so|nicht zu) (?:brutal\\w*|gewalttatig\\w*|blutig\\w*|dunkel|duster\\w*|heftig\\w*|gruselig\\w*|beangstigend\\w*|furchterregend\\w*|hart)',
      'harmloser\\w*',
      'sanfter\\w*',
      'milder\\w*',
    ],
    avoidables: {
      violent: ['gewalt', 'gewalttaetige?[nrs]?', 'brutale?[nrs]?', 'brutalitaet'],
      gory: ['blut', 'blutige?[nrs]?', 'splatter'],
      scary: ['gruselige?[nrs]?', 'grusel', 'angst', 'schocker'],
      dark: ['duestere?[nrs]?', 'dustere?[nrs]?', 'deprimierende?[nrs]?'],
      sad: ['traurige?[nrs]?'],
      battles: [
        '(?:kampf|schlacht)szenen',
        'schlacht(?:en|feld(?:er)?)?',
        'kampfhandlungen',
        'gefechte?',
        'schutzengraben',
        // 'keine Kämpfe', 'keine Prügeleien': Gekämpfe jeder Art, der Stoff von Actionfilmen.
        'k(?:a|ae)mpfe',
        'pr(?:u|ue)geleien',
        'schl(?:a|ae)gereien',
        'faustk(?:a|ae)mpfe',
        'schiessereien',
      ],
    },
    decadeLeads: ['jahre'],
    // 'vor 1990', 'nach 2010', 'zwischen 1980 und 1990': bounds on the year, never the year itself.
    runtimeJudgements: [
      // 'ist titanic zu lang?', 'der pate ist zu lang?': whether the film is long, asked either way round.
      /\bist (?!(?:\S+ ){0,5}(?:nicht|nichts|es|das|er|sie|der film|das hier|ein|eine|einer)\b)((?:\S+ ){0,5}\S+?) (?:zu|sehr|ziemlich|echt|arg) (?:lang|kurz)\b/,
      /^(?!(?:\S+ ){0,5}(?:nicht|nichts|ein|eine|was|etwas|filme?)\b)((?:\S+ ){0,5}\S+?) ist (?:zu|sehr|ziemlich|echt|arg) (?:lang|kurz)\b/,
    ],
    yearsFrom: ['zwischen', 'von'],
    yearsTo: ['und', 'bis'],
    yearsBefore: ['vor', 'bis', 'aelter als', 'alter als', 'fru?e?her als'],
    yearsAfter: ['nach', 'seit', 'neuer als'],
    partNouns: ['teile?', 'aspekte?', 'elemente?'],
    partJoins: ['von', 'vom', 'an', 'aus', 'in'],
    thisYear: ['(?:aus|von) diesem jahr', 'diesjahrig\\w*'],
    lastYear: ['(?:aus dem|vom) (?:letzten|vorigen) jahr', 'letztjahrig\\w*'],
    thisCentury: [
      '(?:aus|von) diesem jahrhundert',
      'dieses jahrhunderts',
      '(?:aus dem|vom) 21\\.? jahrhundert',
    ],
    lastCentury: [
      '(?:aus dem|vom) (?:letzten|vorigen|vergangenen) jahrhundert',
      '(?:des|der) (?:letzten|vorigen|vergangenen) jahrhunderts',
    ],
    yearsAgo: ['von vor N jahren'],
    pastYears: ['aus den letzten N jahren', 'der letzten N jahre'],
    decadeSuffixes: ['ern', 'er'],
    articles: ['der', 'die', 'das', 'den', 'dem'],
    filmCompounds: [String.raw`\p{L}+filme?n?`],
    // 'hmm, lieber ne Komödie', 'ein bisschen leichter': hesitation and degree name no topic.
    filler: (
      'hmm hm lieber ne bisschen ' +
      'danke schon sehr heute abend ich mochte will sehen guter gute guten zwei drei ein eine einen aus den bitte mit und der die das ' +
      'jahren etwas soll gucken schauen kann konnen was wir ich hab habe nur noch heute einzigen einziger einzige bloss ohne kein keine keinen nichts aber' +
      // 'meine freundin hasst ... und alles brutale': who it is for and 'anything' name no topic.
      ' alles irgendwas mein meine freundin freund' +
      // 'welche außer X': which of the films, no topic.
      ' welche welcher irgendwelche andere ausser außer abgesehen' +
      // How the answer is laid out ('one line each', 'con lo que duran'): no topic of its own.
      ' alle reihe nach ihre ihrer seine seiner besten beste schlechtesten dauer laufzeit laufzeiten beschreibung zusammenfassung tabelle liste jeweils jeden reihenfolge zeile satz' +
      // 'about' and 'or' between themes ('über KI oder Roboter'): no topic of their own.
      ' uber oder' +
      // The members of a group ('wir sind zu viert: einer mag Horror, einer Komodien'): who the film is for, no topic.
      ' sind zu dritt viert zweit einer mag passt gefallt' +
      // 'hat spielberg je einen horrorfilm gedreht?': the question's verbs around the name, no topic.
      ' hat je jemals gedreht gemacht inszeniert' +
      // 'goosebumps guaranteed', 'so richtig gruseln': how sure and how much, no topic.
      ' garantiert richtig mich' +
      // 'the longest film you have on the site': the catalog talked about, no topic.
      ' ihr habt euch seite webseite katalog app' +
      // 'hast du was von kubrick?', 'haben sie etwas von wes anderson': asking what the catalog has, no topic.
      ' hast haben' +
      // 'kannst du mir nen krimi empfehlen?', 'zeig mir mal ein paar', 'such mir einen raus': how the films are asked
      // for (the asking verb, 'me', 'for me'), no topic.
      ' kannst konntest wurdest konnt du dir mir uns mal gern gerne gib zeig zeige nenn nenne such suche raus heraus' +
      ' empfiehl empfehlen empfiehlst vorschlagen schlag vor tipp tipps hatte fur paar nen ne' +
      // 'zwei lieben horror und zwei hassen es': who likes what in a group names no topic.
      ' lieben liebt liebe mogen'
    ).split(' '),
    origins: {
      French: ['franzosische?[nrs]?', 'aus frankreich', 'franzosischsprachige?[nrs]?'],
      Italian: ['italienische?[nrs]?', 'aus italien', 'italienischsprachige?[nrs]?'],
      German: ['deutsche?[nrs]?', 'aus deutschland', 'auf deutsch', 'deutschsprachige?[nrs]?'],
      Japanese: ['japanische?[nrs]?', 'aus japan', 'japanischsprachige?[nrs]?'],
      Korean: ['koreanische?[nrs]?', 'aus korea', 'koreanischsprachige?[nrs]?'],
      Chinese: ['chinesische?[nrs]?', 'aus china', 'chinesischsprachige?[nrs]?'],
      Cantonese: ['kantonesische?[nrs]?', 'aus hongkong'],
      Hindi: ['indische?[nrs]?', 'bollywood', 'aus indien'],
      Spanish: ['spanische?[nrs]?', 'aus spanien', 'spanischsprachige?[nrs]?'],
      Mexican: ['mexikanische?[nrs]?', 'aus mexiko'],
      Russian: ['russische?[nrs]?', 'aus russland', 'russischsprachige?[nrs]?'],
      Swedish: ['schwedische?[nrs]?', 'aus schweden', 'schwedischsprachige?[nrs]?'],
      Danish: ['danische?[nrs]?', 'aus danemark', 'danischsprachige?[nrs]?'],
      Portuguese: [
        'portugiesische?[nrs]?',
        'brasilianische?[nrs]?',
        'aus brasilien',
        'portugiesischsprachige?[nrs]?',
      ],
      English: ['englisch(?:e[nrs]?)?', 'auf englisch', 'englischsprachige?[nrs]?'],
      British: ['britische?[nrs]?'],
      American: ['amerikanische?[nrs]?', 'us-amerikanische?[nrs]?', 'hollywood'],
      Persian: ['iranische?[nrs]?', 'persische?[nrs]?'],
      Turkish: ['turkische?[nrs]?', 'turkischsprachige?[nrs]?'],
      Thai: ['thailandische?[nrs]?'],
      Australian: ['australische?[nrs]?'],
      Canadian: ['kanadische?[nrs]?'],
      Irish: ['irische?[nrs]?'],
    },
  },
};

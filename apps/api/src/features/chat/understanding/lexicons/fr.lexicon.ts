import { NO_PHRASES, type LanguageLexicon } from './language-lexicon.ts';

/** How much a film was liked, before the participle ('j'ai vraiment aimé', 'j'ai tellement adoré', 'j'ai immensément aimé'). */
const LIKED_DEGREES = String.raw`(?:vraiment|beaucoup|trop|grave|tellement|enormement|carrement|immensement|follement)`;

/** "qu'est-ce que tu me conseilles de miyazaki": the films asked for are the person's, whatever their role. */
const RECOMMENDED_OF = String.raw`(?:qu'est-ce que (?:tu|vous) (?:me )?|que (?:me )?)(?:conseilles|conseillez|recommandes|recommandez)(?:-tu|-vous)? (?:de|du)(?! (?:voir|regarder|bien|bon|nouveau|tous les temps)\b)`;

/** Words heightening a length turned down ('not so insanely long'): the length is still the one turned down. */
const LENGTH_DEGREES = String.raw`(?:(?:super|hyper|terriblement|incroyablement|interminablement|affreusement|tres) )?`;

export const FRENCH: LanguageLexicon = {
  code: 'fr',
  name: 'French',
  genres: {
    Action: ["film d'action", "d'action", 'action', 'courses?[- ]poursuites?', 'explosions', 'fusillades?'],
    Adventure: ['aventures?', "d'aventures?"],
    Animation: ['dessins? animes?', "films? d'animation", 'animation', '(?<!\\b(?:me|te|se|nos|que) )animes'],
    Comedy: [
      'comedies?',
      'droles?',
      'marrants?',
      'rigolos?',
      'rigolotes?',
      'humour',
      'rire',
      'rigoler',
      'se marrer',
    ],
    Crime: ['policiers?', 'polars?', 'gangsters?'],
    Documentary: ['documentaires?', 'docus?'],
    Drama: ['drames?', 'dramatiques?'],
    Family: ['familial(?:e|es|aux)?'],
    Fantasy: ['fantastiques?', 'fantasy', 'magie'],
    History: ['historiques?'],
    Horror: [
      'horreur',
      "d'epouvante",
      'epouvante',
      'effrayants?',
      // 'un film terrifiant', 'moins terrifiant': a film said frightening.
      'terrifiant(?:e|s|es)?',
      // 'des films qui font vraiment peur': a fright made, however strongly said.
      '(?:qui )?f(?:ait|ont|aire|asse|assent) (?:(?:bien|vraiment|tres|trop|super|grave|hyper) )?peur',
      '(?:qui )?fai(?:t|re) (?:bien |vraiment )?flipper',
      'flippants?',
      'horrifiques?',
      // 'des films qui font sursauter'.
      'sursauter',
      // 'la chair de poule garantie'.
      'chair de poule',
    ],
    Music: ['comedies? musicales?', 'musicaux', 'musicales?', 'musique', 'chanter'],
    Mystery: ['mysteres?', 'enquetes?'],
    Romance: ['romantiques?', "d'amour", "histoires? d'amour", 'en amoureux'],
    'Science Fiction': ['science-fiction', 'science fiction', 'sf'],
    Thriller: ['thrillers?', 'suspense', 'a suspense'],
    War: ['guerre', 'de guerre'],
    Western: ['westerns?', 'cowboys?'],
  },
  moods: {
    uplifting: [
      'joyeux',
      'joyeuses?',
      'qui fait du bien',
      'bonne humeur',
      'optimistes?',
      'feel-?good',
      "plein(?:e|s|es)? d'espoir",
      "porteu(?:r|rs|se|ses) d'espoir",
      // 'un film qui donne la pêche', 'qui remonte le moral'.
      '(?:donne|donnent|donner|redonne|redonner) (?:la peche|la patate|le sourire)',
      '(?:remonte|remontent|remonter|regonfle|regonfler) le moral',
    ],
    fun: [
      'divertissants?',
      'amusants?',
      'sans (?:trop )?reflechir',
      'cerveau (?:debranche|eteint|off)',
      'debrancher (?:le|mon) cerveau',
    ],
    'mind-bending': [
      // 'qui fait réfléchir', 'qui me fasse cogiter', 'auquel on repense pendant des jours'.
      'qui (?:(?:me|te|vous|nous) )?(?:fait|fasse|font|fassent) (?:reflechir|cogiter|penser)',
      'repense(?:r|s|z)? (?:pendant|des) (?:des )?jours',
      'retournements?',
      'cerebral(?:e|es|aux)?',
      // 'qui retourne le cerveau', 'qui laisse songeur pendant des jours'.
      '(?:retourne|retournent|retourner) (?:le cerveau|la tete)',
      '(?:laisse|laissent) (?:songeur|songeuse|pensif|pensive|perplexe)s?',
    ],
    emotional: ['emouvants?', 'emouvantes?', 'pleurer', 'chialer', 'tristes?'],
    thrilling: [
      'palpitants?',
      'haletants?',
      'epiques?',
      // 'au bord de mon siège', 'qui tient en haleine', 'le cœur qui bat à cent à l'heure'.
      'au bord (?:du|de mon|de son) siege',
      '(?:tient|tiennent|tenir) en haleine',
      'le c(?:oe|œ)ur qui bat',
    ],
    cozy: [
      'reconfortants?',
      'tranquilles?',
      'detente',
      'legers?',
      'legeres?',
      // 'comme un câlin', 'un film doudou', 'plaid et chocolat chaud'.
      '(?:un|comme un) calin',
      'doudou',
      'cocooning',
      'plaid',
    ],
    dark: ['sombres?'],
    'slow-burn': ['lents?', 'lentes?'],
    'fast-paced': ['rythme', 'rythmes?'],
  },
  kids: [
    'enfants',
    'gamins',
    'mes petits',
    'petits-enfants',
    'ma fille',
    'mon fils',
    'mes filles',
    '(?:petit|petite) (?:cousin|cousine|frere|soeur)s?',
    // nieces, nephews and grandchildren.
    'nieces?',
    'neveux?',
    'petite?s?-(?:fils|filles?)',
  ],
  family: [
    'en famille',
    'toute la famille',
    'soiree (?:en )?famille',
    'famille entiere',
    'tous (?:les )?ages',
    'petits et grands',
  ],
  teens: [
    'avec (?:ma|mon|mes) (?:grand-mere|grand-pere|grands-parents|mamie|papi|parents)',
    'ados?',
    'adolescents?',
  ],
  schoolStages: {
    '(?:a l.)?ecole primaire|en primaire|en cm[12]|en ce[12]': 8,
    'au college|en (?:sixieme|cinquieme|quatrieme|troisieme|6e|5e|4e|3e)': 12,
    'au lycee|en (?:seconde|premiere|terminale)': 15,
  },
  decades: {
    'annees vingt': 1920,
    'annees trente': 1930,
    'annees quarante': 1940,
    'annees cinquante': 1950,
    'annees soixante(?!-dix)': 1960,
    'annees soixante-dix': 1970,
    'annees quatre-vingts?(?!-dix)': 1980,
    'annees quatre-vingt-dix': 1990,
  },
  numbers: { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10 },
  sequelParts: ['partie', 'chapitre', 'episode', 'volume', 'vol'],
  counts: {
    couple: ['un couple de', 'une paire de'],
    few: ['quelques'],
    just: ['seulement', 'juste', 'uniquement'],
    oneLeads: [
      'recommande(?:-moi| moi)?',
      'conseille(?:-moi| moi)?',
      'donne(?:-moi| moi)?',
      'propose(?:-moi| moi)?',
      'juste',
      'seulement',
      'veux',
      'voudrais',
      'cherche',
    ],
    // 'un film d'horreur' names a kind of film, not a count: only these ask for exactly one.
    one: ['un seul', 'une seule'],
    oneAfterJust: ['un', 'une'],
    either: ['ou'],
    oneAndNoMore: ["et c'est tout", 'et basta', 'point barre'],
  },
  shownVerdicts: {
    subjects: [
      'ils',
      'elles',
      'ceux-(?:la|ci)',
      'celles-(?:la|ci)',
      'ce sont',
      'tes films',
      'tous',
      'toutes',
    ],
    dismissals: ['non', 'bof', 'bah', 'mouais', 'ben', 'hm+'],
  },
  // 'sauf les Mission impossible': titles (and the films of a series) left out.
  seen: [
    'sauf',
    'a part',
    'hormis',
    'autres? que',
    'qui ne (?:sont|soient|soit|est) pas',
    "mais (?:surtout |pitie )?pas(?! (?:de|des|d'|du|un|une|trop|si|tres|avant|apres|plus)\\b)",
  ],
  references: ['eux', 'ceux-ci', 'ceux-la', 'ceux ci', 'ceux la', 'celles-ci', 'celles-la', 'ces films'],
  ordinals: {
    premier: 0,
    premiere: 0,
    deuxieme: 1,
    second: 1,
    seconde: 1,
    troisieme: 2,
    dernier: -1,
    derniere: -1,
    // '1er', 'le 3e', 'la 2ème': numbered ordinals too.
    '1er': 0,
    '1ere': 0,
    '2e': 1,
    '2eme': 1,
    '3e': 2,
    '3eme': 2,
    quatrieme: 3,
    '4e': 3,
    '4eme': 3,
    cinquieme: 4,
    '5e': 4,
    '5eme': 4,
  },
  roles: {
    director: ['realise par', 'du realisateur', 'de la realisatrice'],
    cast: ['avec', "avec l'acteur", "avec l'actrice"],
    // 'pas de Miyazaki', 'non di Sergio Leone': who made the films turned down, in whatever role.
    any: ['de', 'du'],
  },
  // 'the kids think cartoons are babyish': a kind said to be for babies is turned down, as 'not my thing' is.
  negationsAfter: [
    // "deux adorent l'horreur et deux détestent ça": a kind someone in the group turns down after others wanted it.
    "(?:et|mais) (?:[\\w']+ ){1,3}(?:(?:le|la|les) |l')?(?:detestent|deteste|detestons|haissent|hait|aiment pas|aime pas|supportent pas|supporte pas)(?: ca|(?=\\s*(?:[,.;!?]|$)))",
    "(?:c'est|est|sont) (?:(?:trop|un peu|vraiment) )?(?:pour les bebes|pour bebes|bebe|enfantins?|enfantines?|pour les petits|pueril(?:e|s|es)?)",
  ],
  negations: [
    'pas de',
    // 'ni de disney ni de pixar': each of two turned down.
    'ni',
    'pas',
    'sans',
    'aucun',
    'aucune',
    'zero',
    'rien de',
    // "rien d'horreur": 'nothing' before an elided 'de'.
    'rien',
    // 'rien du genre Terminator'.
    'rien du',
    'deteste',
    'detestent',
    'supporte pas',
  ],
  // 'elle déteste les films longs et tout ce qui est violent'.
  dislikes: {
    verbs: [
      "s'endort(?:ent)? devant",
      'tombe dans les pommes devant',
      'deteste',
      'detestent',
      'hait',
      'haissent',
      'supporte pas',
      'supportent pas',
      // 'ma copine peut pas regarder de l'horreur', 'il gère pas le gore': what someone can't bear to watch.
      '(?:peut|peuvent|peux) pas (?:voir|regarder|supporter|encaisser)',
      '(?:gere|gerent) pas',
      'aime pas',
      'aiment pas',
      // 'personne ne veut', 'ne touche pas à': refusals said of someone watching.
      // "personne n'aime les westerns": nobody watching likes the kind.
      "personne (?:ne veut|ne supporte|n'?aime)",
      'touchent? pas a',
      // 'mon mari qui refuse de regarder des dessins animés': a refusal to watch a kind turns it down.
      "refus(?:e|ent) de (?:voir|regarder)(?: les| le| la| l'| des| du| de)?",
      // 'marre des', 'lassé du': weariness of a kind turns it down, as 'sick of' does.
      'marre (?:des|du|de la|de)',
      '(?:lasse|fatigue)e?s? (?:des|du|de la|de)',
      // "j'en ai fini avec les westerns", "j'ai eu ma dose de marvel": having had enough of a kind turns it down.
      "(?:j'en ai|en avoir) (?:fini|termine) avec(?: les| le| la| l')?",
      "j'ai (?:eu )?ma dose (?:des|du|de la|de)",
    ],
    joins: ['et'],
    // 'one hates war films and another westerns', 'and my sister musicals': the other people watching, the verb
    // left out.
    others: [
      'une? autre',
      "l'autre",
      'une? deuxieme',
      'le deuxieme',
      'la deuxieme',
      '(?:mon|ma|mes|notre|nos|son|sa|ses) [a-z-]+',
    ],
  },
  // 'j' and 'du' are left out: initials ('J.J. Abrams') and German 'du'; 'le' alone starts titles ('Le Mans').
  markers: {
    strong: [
      // "t'en penses quoi", 'ça vaut le coup', 'ya des films de zombies': French as it is typed.
      'penses',
      'vaut le coup',
      'ya des',
      'je',
      'une',
      'avec',
      'pour',
      'annees',
      'qui a',
      'quelque chose',
      'merci',
      'bonjour',
      'bonsoir',
      'enfants',
      'horreur',
      'droles?',
      'combien de temps',
      'de quoi',
      'quand est sorti',
      'realises?',
      'realisees?',
      'realisateur',
      'ce soir',
      'voudrais',
      'veux',
      'conseille',
      'recommande',
      // 'que me conseilles-tu ?', 'vous me recommandez quoi': the asking verb said to the assistant.
      'conseilles',
      'conseillez',
      'recommandes',
      'recommandez',
      'quels?',
      'quelles?',
      'dessins? animes?',
      "d'autres",
      'plus anciens?',
      'a revoir',
    ],
    weak: [
      'des',
      'les',
      'et',
      'ou',
      'est',
      'sans',
      'voir',
      'soir',
      'aime',
      'avant',
      'apres',
      'trop',
      'etre',
      'tout',
      'comme',
      // Common words of the language: each shows it a little, shared ones no more than the others.
      'le',
      'la',
      'du',
      'un',
      "c'est",
      "j'ai",
      'qui',
      'que',
      'quoi',
      'dans',
      'sur',
      'pas',
      'mais',
      'tu',
      'vous',
      'moi',
      'mon',
      'ma',
      'mes',
      'ton',
      'ce',
      'cette',
      'ces',
      'au',
      'aux',
      'seul',
      'seulement',
      'juste',
      'moins',
      'tres',
      'bien',
      'mieux',
      'bon',
      'bonne',
      'salut',
      'stp',
      'svp',
      'peux',
      'pouvez',
      'ai',
      'vu',
      'vus',
      'suis',
      'nous',
      'on',
      'entre',
      'quel',
      'quelle',
      'copain',
      'copine',
      'copines',
      'copains',
      'mari',
      'femme',
      'parents',
      'frere',
      'soeur',
      'amis',
      'amies',
    ],
  },
  library: {
    watchlist: [
      'ma liste(?: a voir)?',
      'ma watch ?list',
      "(?:les )?films? (?:que )?j'ai (?:enregistres?|sauvegardes?|mis de cote)",
      'mis de cote',
    ],
    rewatch: ['a revoir'],
    rewatchNeeded: ['(?:il )?faut (?:la |le )?revoir', 'faut (?:le |la )?voir (?:deux|plusieurs) fois'],
    likedFilms: [
      "(?:les films|ceux|celles) (?:que|qu') ?j(?:'| )?ai (?:le plus )?(?:aimes?|adores?|likes?|apprecies?)(?: le plus)?",
      // 'ceux que j'ai le mieux notés': the films they rated best.
      "(?:les films|ceux|celles) (?:que|qu') ?j(?:'| )?ai (?:le mieux|le plus|(?:(?:tres|vraiment|super|plutot) )?bien) notes?",
      // 'les films à qui j'ai mis 10': the films they rated best, said by what they gave them.
      "(?:les films|ceux|celles) (?:a qui|auxquels|auxquelles) j'ai (?:mis|donne) (?:un )?(?:10|dix)",
      'mes films (?:aimes|likes|preferes)',
    ],
    likedThatWay: ['dans ce (?:genre|style|esprit)(?:-la)?', 'dans cette (?:veine|direction)'],
    // 'in the vein of the last thing i watched': the film last in their diary, loved or not.
    lastSeen: [
      "(?:comme|dans la lignee|dans le style|similaires? a|proches?)(?: d[eu])? (?:(?:le|la|au) )?derniere? (?:film )?que j'ai (?:vu|regarde)",
    ],
    taste: [
      "(?:d'apres|selon|en fonction de|par rapport a) (?:ce que|les films que) j'(?:ai (?:aime|adore|apprecie)|aime|adore|apprecie)",
      "(?:d'apres|selon|en fonction de|par rapport a|a) mes (?:gouts|notes|likes|favoris|preferences)",
      'a mon gout',
    ],
    lastLoved: [
      "(?:d'apres|selon|en fonction de) ce que (?:j'ai regarde|je regarde|j'ai vu) (?:dernierement|ces derniers temps|recemment)",
    ],
    rated: [
      "(?:quels?|quelles?) films? (?:ai-je|j'ai) (?:le mieux note|mis (?:un )?10|donne (?:ma |la )?meilleure note)",
      '(?:a )?quels? films? (?:ai-je|j.ai) (?:donne|mis) (?:ma |la )?meilleure note',
      'mes films (?:les )?mieux notes',
    ],
    best: ['meilleure?s?', 'mieux', 'plus haut(?:e|es|s)?'],
    worst: ['pires?', 'moins bien', 'plus mal', 'plus bas(?:se|ses)?'],
    // 'celui que j'ai le moins aimé': liking said least, their lowest-rated film.
    leastLiked: [
      '(?:le )?moins (?:aime|aimes|aimee|aimees|apprecie|apprecies|plu)',
      '(?:aime|aimes|aimee|aimees|apprecie|apprecies|plu) le moins',
    ],
    favoriteDirector: ['mon (?:realisateur|cineaste) (?:prefere|favori)'],
    mostLiked: [
      '(?:le plus|le mieux) (?:aime|aimee|apprecie|appreciee|plu)',
      '(?:aime|aimee|apprecie|appreciee|plu) le plus',
    ],
    listedAlready: ['deja', 'qui (?:est|sont|soit|soient)'],
    likedVerbs: [
      "(?:j'?ai|ai-je) (?:bien |beaucoup |vraiment |le plus |deja )?(?:aime|aimes|aimee|aimees|adore|adores|adoree|adorees|like|likes|apprecie|apprecies)",
      'mes (?:favoris|coups de coeur|likes|films (?:aimes|preferes|favoris))',
    ],
    ratedVerbs: ['note(?:e|s|es)?', 'evalue(?:e|s|es)?'],
    ownVerbs: [
      "(?:j'?ai|ai-je) (?:deja )?(?:note|notes|notee|notees|vu|vus|vue|regarde|regardes|donne|mis)",
      // 'les films que j'ai le mieux notés': the ranking word after it.
      "j'?ai",
      'mes notes',
      // 'le film le mieux noté par moi': the score they gave, said by who gave it.
      'par moi',
    ],
    mine: ['mes'],
    recommendAsks: ['conseill\\w*', 'recommand\\w*', 'sugger\\w*', 'je regarde quoi', 'quoi regarder'],
    ratingOf: [
      "(?:est-ce que )?(?:j'?ai|ai-je) (?:deja )?note(?= )",
      '(?:quelle note|combien) (?:est-ce que )?(?:je (?:lui )?ai|lui ai-je|ai-je) (?:mis|donne)',
      "(?:qu'est-ce que j'ai|qu'ai-je) pense (?:de|du|des)",
      "j'ai pense quoi (?:de|du|des)",
    ],
    // 'quels films ai-je vus': the participle agrees with the films asked about.
    seenIt: ["(?:est-ce que )?(?:j'?ai|ai-je) (?:deja )?vu(?:e?s)?(?= )"],
  },
  period: {
    recent: ['derniere?s?', 'passee?s?'],
    units: { jours: 1, jour: 1, semaines: 7, semaine: 7, quinzaine: 14, mois: 30 },
    // The twelve months, January first ('|' between a month's spellings).
    months: [
      'janvier',
      'février|fevrier',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août|aout',
      'septembre',
      'octobre',
      'novembre',
      'décembre|decembre',
    ],
    since: ['depuis'],
    seasons: {
      printemps: 2,
      'l.ete': 5,
      ete: 5,
      'l.automne': 8,
      automne: 8,
      'l.hiver': 11,
      hiver: 11,
      noel: 11,
    },
  },
  letters: 'éèêëàâçôîïûùüÿœæ',
  plurals: [
    { plural: 's$', singular: '' },
    { plural: 'x$', singular: '' },
  ],
  // 'jsp quoi regarder', 'qqch de drôle stp': the shorthand French is typed in.
  spellings: {
    jsp: 'je sais pas',
    jsais: 'je sais',
    bcp: 'beaucoup',
    cb: 'combien',
    qqch: 'quelque chose',
    qqc: 'quelque chose',
    qch: 'quelque chose',
    qqn: "quelqu'un",
    pr: 'pour',
    ds: 'dans',
    dc: 'donc',
    tjs: 'toujours',
    pk: 'pourquoi',
    pcq: 'parce que',
    ptet: 'peut-etre',
    vrmt: 'vraiment',
    jveux: 'je veux',
    chui: 'je suis',
    jsuis: 'je suis',
    mtn: 'maintenant',
    auj: "aujourd'hui",
    ajd: "aujourd'hui",
    dsl: 'desole',
    slt: 'salut',
    bjr: 'bonjour',
    bsr: 'bonsoir',
    mrc: 'merci',
  },
  orders: {
    vote_average: [
      '(?:les |le |la )?mieux note(?:e)?s?',
      '(?:les|le) meilleurs? films?',
      'chefs?[- ]d.oeuvre',
    ],
    release_date: ['(?:les|le|la) (?:films? )?plus recente?s?', 'dernieres sorties', 'nouveautes'],
    // 'le premier film de kubrick': someone's first film, no place in a list.
    oldest: [
      '(?:les|le|la) (?:films? )?plus (?:ancien(?:ne)?s?|vieux|vieilles?)',
      "premier film (?=de |du |d')",
    ],
    shortest: ['(?:les|le|la) (?:films? )?plus court(?:e)?s?'],
    longest: ['(?:les|le|la) (?:films? )?plus long(?:ue)?s?'],
  },
  layout: {
    shapes: [
      "(?:en |sous forme d'|sous forme de )?(?:une )?liste (?:a puces|numerotee|a points)",
      "(?:en |sous forme d'|sous forme de )une liste",
      'en liste',
      'numerot(?:e|ee|es|ees)',
      '(?:a|en) puces',
      'en markdown',
    ],
    tables: ["(?:en |sous forme de |sous forme d')?(?:un )?tableau"],
    bullets: ['(?:liste )?a puces', 'puces', '(?:avec des |en )?tirets'],
    openers: ['liste(?:-moi| moi)?', 'enumere(?:-moi| moi)?'],
    leads: [
      'fais[- ]moi',
      'donne[- ]moi',
      'je (?:veux|voudrais)',
      '(?:tu peux|peux[- ]tu|pourrais[- ]tu|tu pourrais) (?:me )?(?:faire|donner|sortir)',
    ],
    joins: ['de', 'des', "d'", 'avec', 'sur'],
    closers: [],
    columns: {
      title: ['titres?'],
      year: ['annees?', 'dates?(?: de sortie)?'],
      director: ['realisat(?:eur|rice)s?', 'metteur en scene'],
      runtime: ['durees?', 'combien (?:de temps )?(?:dure|durent)(?= chacun)'],
      rating: ['notes?'],
      note: [
        '(?:une |un )?(?:courte |petite |breve |petit )?(?:description|phrase|resume|synopsis|mot)s?(?: courte| breve)?',
      ],
    },
    askedBefore: ['qui', 'quel', 'quelle', 'quels', 'quelles'],
    columnLeads: [
      "avec(?: le| la| les| l'| leur| son| sa| une| un)?",
      "et(?: le| la| l')?",
      "(?:mets|mettez|ajoute|ajoutez|indique|indiquez)(?:-moi| moi)?(?: le| la| les| l'| leur)?",
    ],
    columnJoins: ['et'],
    columnTails: [
      '(?:sur|pour|a|dans) chaque (?:ligne|rangee)',
      '(?:pour|de|sur) chacun(?:e)?',
      'a cote',
      'chacun(?:e)?',
      '(?:en )?colonnes?',
    ],
    titlesOnly: [
      '(?:juste|seulement|uniquement) (?:les )?titres',
      'que les titres',
      'les titres seulement',
      'sans (?:description|resume|synopsis|details?)s?',
      '(?:sans|pas de) (?:blabla|baratin|fioritures|explications?|descriptions?|resumes?)',
      // 'rien de plus vieux que 2000' compares: no layout.
      "rien (?:d'autre|de plus)(?! [a-z]+ (?:que|qu'|de|d'))",
    ],
    perLine: ['une ligne (?:chacun|chacune|par film)', 'une? par ligne', 'une ligne pour chacun'],
    reasonTails: ['(?:sur|pour dire|en expliquant|qui explique|avec) pourquoi'],
    prose: [
      '(?:pas de|sans|aucune) listes?',
      '(?:ne )?(?:me )?fais pas (?:de )?listes?',
      '(?:parle|parlez|ecris|ecrivez)(?:-moi| moi)? comme (?:un|une|le ferait un|le ferait une) ami(?:e)?',
      'comme le ferait un(?:e)? ami(?:e)?',
      'en (?:un )?paragraphe',
      'en prose',
    ],
    short: [
      '(?:fais|faites|faire) court',
      '(?:sois|soyez) (?:brefs?|breves?)',
      '(?:une )?reponse courte',
      'en (?:deux|2|quelques) mots',
      'en bref',
      '(?:pas de|sans) longues? listes?',
    ],
    replyLength: {
      leads: [
        '(?:(?:fais|faites|garde|reponds|repondez) (?:en )?)?(?:en )?(?:moins de|maximum|au maximum|pas plus de|au plus)',
      ],
      tails: ['max(?:imum|i)?', 'au maximum', 'ou moins', 'grand max'],
      characters: ['caracteres', 'lettres'],
      words: ['mots'],
    },
    bold: [
      '(?:mets |met |mettez )?(?:en )?gras (?:les |leurs )?(?:titres|noms)',
      '(?:les |leurs )?(?:titres|noms) en gras',
      "(?:mets |met |mettez )?(?:en )?gras(?: [a-z']+){0,4}? (?:le |la )?meilleur(?:e)?",
      '(?:mets |met |mettez )?(?:le |la )?meilleur(?:e)? en gras',
    ],
    sorts: {
      vote_average: [
        '(?:trie(?:e)?s?|classe(?:e)?s?|range(?:e)?s?|par ordre de) (?:par )?(?:la )?note',
        "(?:les )?meilleur(?:e)?s? d'abord",
        'du meilleur au (?:pire|moins bon)',
      ],
      oldest: [
        "(?:trie(?:e)?s?|classe(?:e)?s?|range(?:e)?s?) par (?:l')?(?:annee|date)(?: de sortie)?",
        'par ordre chronologique',
        // 'par ordre de sortie', "dans l'ordre où ils sont sortis": the order of release said as a phrase.
        "(?:par |dans l')ordre (?:de (?:leur )?(?:sortie|parution|date|l'annee)|chronologique)",
        "dans l'ordre (?:ou|dans lequel) ils sont sortis",
        "(?:le |les )?plus ancien(?:ne)?(?:s)? d'abord",
        'du plus (?:ancien|vieux) au plus recent',
        // 'in order', 'in the right order': the order a series came out in.
        "dans l'ordre(?! (?:de|ou|dans))",
        'dans le bon ordre',
        'en ordre',
      ],
      release_date: [
        "(?:le |les )?plus recent(?:e)?(?:s)? d'abord",
        'du plus recent au plus (?:ancien|vieux)',
      ],
      shortest: [
        "(?:le |les )?plus court(?:e)?s? d'abord",
        'par (?:leur |la )?duree',
        'du plus court au plus long',
      ],
      longest: ["(?:le |les )?plus long(?:ue)?s? d'abord", 'du plus long au plus court'],
    },
    fillers: ['svp', 'stp', "s'il (?:te|vous) plait"],
    again: [
      '(?:peux|pourrais|pouvez|pourriez|tu|vous)',
      '(?:refais|refaites|refaire|fais|faites|faire|mets|mettez|mettre|remets|remettez|presente|presentez|montre|montrez|donne|donnez|redonne|reecris|ecris|trie|triez|trier|classe|classez|classer|range|rangez|ranger)',
      "(?:moi|les|la|le|l'|ca|cela|ceux-la|celles-la|meme|memes|liste|films)",
      '(?:encore|plutot|mais|et|maintenant|en|sous forme de|sous forme d|merci)',
    ],
  },
  filmRelations: {
    sequel: ['(?:la )?suite', '(?:la )?sequelle', '(?:le )?deuxieme (?:film|volet|opus)', 'partie 2'],
    lead: [
      "(?:l'?)?acteur principal",
      "(?:l'?)?actrice principale",
      '(?:le|la) (?:heros|heroine|protagoniste)',
      '(?:le )?personnage principal',
    ],
    similar: [
      "(?:quelque chose|des films|un film|d'autres) (?:de )?(?:similaires?|pareils?|semblables?)",
      'dans le meme genre',
      "(?:d'autres|des films|quelque chose) comme (?:ca|celui-la|lui)",
    ],
  },
  endingWishes: [
    String.raw`(?:un )?(?:ou|dans lequel|dans laquelle|mais) (?:le |la |les |l'|son |sa |ses )?(?<subject>[\p{L}]+) (?:ne )?meur(?:t|ent) pas(?: a la fin)?`,
    '(?:ou )?personne ne meurt',
  ],
  qualityWishes: [
    String.raw`(?:avec|qui a) (?:un |une |des )?(?:(?!(?:le|la|les|ce|cette|son|sa) )[\p{L}'-]+ ){0,2}(?:fin|twist|retournements?|rebondissements?|denouement|bande[- ]son|bande originale|musique|intrigue|scenario|dialogues|photographie|interpretation|casting)(?! (?:ou|dans (?:lequel|laquelle)))`,
  ],
  referenceQuestions: {
    overview: [
      'de quoi (?:ca )?parle',
      "parle[- ]m'en",
      "(?:dis|dites)[- ]m'en (?:plus|davantage)",
      'raconte',
      "c'est quoi l'histoire",
      'resume',
    ],
    runtime: ['combien de temps', 'duree', 'dure combien', 'combien de minutes'],
    director: [
      "qui (?:l'a |les a )?(?:realisee?s?|tournee?s?)",
      "qui (?:la |le |les |l')?(?:realise|dirige)",
      'realisateur',
    ],
    year: ['quand est sorti', 'quelle annee', "l'annee(?! \\d)", '(?:date|annee) de sortie'],
    cast: ['qui (?:y )?joue', 'casting', 'acteurs'],
    genres: ['quel genre', 'fait peur', "c'est drole", "c'est une comedie"],
  },
  filmLanguages: {
    noSubtitles: [
      'sans sous-titres?',
      'pas de sous-titres?',
      "(?:deteste|hais|n'aime pas|ne supporte pas) (?:lire )?les sous-titres?",
    ],
    cannotBear: [
      'ne (?:peut|peuvent|pouvons|supporte|supportent|veut|veulent|lit|lisent)',
      'personne ne',
      'deteste(?:nt)?',
      'refuse(?:nt)?',
    ],
    notEnglish: [
      'etrangers?',
      'etrangeres?',
      'sous-titres?',
      'en v\\.?o\\.?',
      'en version originale',
      // "dans d'autres langues", 'dans une autre langue': films in other languages than English.
      "(?:dans |en )?d'autres langues",
      '(?:dans|en) une autre langue',
    ],
    // 'qui ne soit pas tourné en anglais': how the film was made may stand before the language.
    notIn: [
      "(?:qui )?n'est pas (?:(?:parle|tourne|filme)e?s? )?en",
      '(?:qui )?ne (?:soit|sont) pas (?:(?:parle|tourne|filme)e?s? )?en',
      'pas (?:(?:parle|tourne|filme)e?s? )?en',
      'pas',
    ],
    madeAfter: ['(?:parle|tourne|filme|double)e?s?'],
    regions: {
      asian: ['asiatiques?', 'asie'],
      european: ['europeens?', 'europeennes?', 'europe'],
      'latin-american': ['latino-americains?', 'latino-americaines?', 'amerique latine'],
      nordic: ['nordiques?', 'scandinaves?'],
    },
  },
  timeBudget: {
    andHalf: ['et demie?'],
    halfHour: ['une demi-heure', 'demi-heure', 'une demi heure'],
    amounts: {},
    and: ['et'],
    minutes: {
      dix: 10,
      quinze: 15,
      vingt: 20,
      'vingt-cinq': 25,
      'vingt cinq': 25,
      trente: 30,
      'trente-cinq': 35,
      'trente cinq': 35,
      quarante: 40,
      'quarante-cinq': 45,
      'quarante cinq': 45,
      cinquante: 50,
      'cinquante-cinq': 55,
      'cinquante cinq': 55,
      quart: 15,
    },
    atLeastAfter: ['ou plus', 'minimum', 'au moins', 'au minimum'],
    budget: ["j'ai", 'on a', 'nous avons', "j'ai seulement", 'libres?', 'devant moi', 'avant'],
    around: ['environ', 'autour de', 'a peu pres', 'dans les', 'vers'],
    // 'un film bien long', 'une grosse épopée': as long as an epic.
    longest: [
      'le plus long possible',
      '(?:tres|bien|super|vraiment) long(?:ue)?s?',
      'epiques?',
      'epopees?',
      'fresques?',
    ],
    not: ['rien', 'pas', 'aucun', 'aucune', 'ne', 'personne'],
    ifWords: ['si', 'quand', "s'il", "s'ils"],
    lacking: ["(?:je n'ai|j'ai|on n'a|on a|nous n'avons) (?:meme )?pas"],
    accepted: ['(?:ca )?(?:ne )?me derange pas', 'peu importe', "(?:c'est )?pas grave", "(?:ca )?m'est egal"],
    fromNow: ['dans', "d'ici"],
    watchedWithin: { before: [String.raw`(?:regarder|voir|finir|caser)(?: [\p{L}']+){0,3} en`] },
    trips: ['vols?', 'trajets?', 'voyages?', 'train', 'escales?', 'pause(?: (?:dej|dejeuner|de midi))?'],
    clock: {
      at: ['a', 'avant', "jusqu'a", 'vers', 'il est', 'des', 'pour'],
      marks: ['h', 'heures?'],
      named: { minuit: 0, midi: 0 },
    },
    parts: ['(?:la |le |les )?(?:derniere|premiere|dernier|premier)s?'],
  },
  smallTalk: {
    goodbyes: [
      'au revoir',
      'bonne nuit',
      'a plus(?: tard)?',
      'a bientot',
      'a demain',
      'bonne soiree',
      'bonne journee',
      'ciao',
      // 'salut' greets as well as it parts: alone at the start of a conversation it greets.
      'salut',
      "je (?:m'en vais|file)",
      'a la prochaine',
    ],
    wellbeing: [
      'ca va',
      'comment vas-tu',
      'comment allez-vous',
      'comment ca va',
      'comment tu vas',
      'quoi de neuf',
      "(?:comment s'est passee|c'etait comment) ta journee",
      "ta journee (?:s'est bien passee|ca va)",
      'tout va bien',
      'tout roule',
    ],
    identity: [
      'qui es-tu',
      'qui etes-vous',
      "t'es qui",
      'tu es qui',
      'tu es (?:un |une )?(?:bot|robot|humain|ia)',
      'es-tu un (?:bot|robot)',
      "comment tu t'appelles",
      'tu es quoi',
      "(?:tu es|es-tu|t'es|vous etes|etes-vous) (?:un |une )?(?:vrai(?:e)? )?(?:personne|humain|bot|robot|ia|machine|programme)(?: ou (?:un |une )?(?:vrai(?:e)? )?(?:personne|humain|bot|robot|ia|machine|programme))?",
      'je (?:parle|discute) (?:a|avec) (?:un |une )?(?:vrai(?:e)? )?(?:personne|humain|robot|bot|machine|ia)',
      "(?:il y a|y a) (?:un |une )?(?:vrai(?:e)? )?(?:personne|humain|quelqu'un) (?:derriere|la|de l'autre cote|qui (?:repond|ecrit|tape))",
    ],
    complaints: [
      "(?:ces|tes|vos|les) (?:suggestions|recommandations|propositions|choix|idees|films)(?: que tu m'as (?:donnes|donnees|proposes|proposees))? (?:etaient|sont|c'etait) (?:(?:un peu|assez|vraiment|plutot|trop|franchement|carrement|pas mal) )*(?:nul(?:le)?s?|mauvai(?:s|ses)|bof|pas terribles?|pas top|pas ouf|decevant(?:e)?s?|a cote|ennuyeu(?:x|ses)|naz(?:es)?)",
      '(?:mauvai(?:s|ses)|nulles|pietres) (?:suggestions|recommandations|propositions|idees)',
      "(?:je )?n'ai (?:pas|rien) aime (?:de )?(?:ces|tes|vos) (?:suggestions|recommandations|propositions|films)",
    ],
    praise: [
      "(?:tu es|t'es|vous etes) (?:(?:vraiment|trop|super|le|la|un|une|franchement|tellement|carrement|bien) )*(?:fort(?:e)?|genial(?:e)?|doue(?:e)?|meilleur(?:e)?|top|excellent(?:e)?|incroyable|genie|au top)(?: (?:a ce jeu|pour ca|en conseils?))?(?: que (?:mes|mon|ma|les|tous) [a-z]+)?",
      'tu me connais (?:trop |vraiment |si )?bien',
      'bien joue',
      'bravo',
    ],
    closers: [
      // 'merci, c'était drôle': how the film just seen was, not a kind of film asked for.
      "(?:c'etait|il etait|elle etait|c'est) (?:(?:tres|trop|super|vraiment|hyper) )?(?:drole|marrant|bien|genial|top|sympa|super|beau|triste|effrayant|genial|excellent|chouette|rigolo)",
      "c'est exactement ce qu'il me fallait",
      "exactement ce qu'il me fallait",
      "c'est parfait",
      "c'etait",
      "c'est",
      // 'super recommandation', 'c'était un bon conseil': praise of the films just recommended.
      "(?:(?:c'etait|c'est) )?(?:une? )?(?:tres )?(?:super|bonne?|excellente?|chouette|top) (?:recommandation|conseil|choix|suggestion)",
    ],
    offTopic: [
      // 'il va pleuvoir ce week-end ?', 'will it rain tomorrow': rain or snow to come is the weather.
      '(?:va )?(?:pleuvoir|neiger)',
      '(?:il )?(?:pleuvra|neigera)',
      'quel temps',
      'la meteo',
      'meteo',
      'recettes?',
      'comment (?:cuire|preparer|faire) (?:un|une|des|le|la|du)',
      'taux de change',
      'devoirs',
      'horoscope',
      'capitale de',
      'racine carree',
      'qui a gagne',
      'score du match',
      'resultat du match',
      'tradui[st]',
      'traduire',
      String.raw`\d+ (?:plus|moins|fois|divise par) \d+`,
      'combien font',
    ],
    fillers: [
      'beaucoup',
      'mille',
      'mon',
      'ami',
      'pote',
      'vraiment',
      'tres',
      'haha',
      'mdr',
      'ah',
      'oh',
      'bon',
      'ok',
      'a',
      'toi',
      'vous',
      'encore',
      'bien',
      'et',
      'tout',
    ],
    hedges: ['vraiment', 'en fait', 'en vrai', 'au fond'],
  },
  phrases: {
    ...NO_PHRASES,
    filmographies: [
      // 'la filmographie de Varda'.
      { pattern: /\bfilmographie (?:complete )?(?:de |d'|du )(.+)$/, role: 'any' },
      { pattern: /\bcombien de films (?:a realise|a tourne) (.+?)$/, role: 'director' },
      { pattern: /\bcombien de films (.+?) a-t-(?:il|elle) (?:realise|tourne)\b/, role: 'director' },
      { pattern: /\bcombien de films (?:a fait) (.+?)$/, role: 'any' },
      { pattern: /\bdans combien de films (?:a joue|joue) (.+?)$/, role: 'cast' },
      { pattern: /\bqu'?est-ce qu'?(il|elle) a (?:fait|realise|tourne)\b/, role: 'any' },
      { pattern: /\b(il|elle) a (?:fait|realise|tourne) quoi d'?autre\b/, role: 'any' },
      { pattern: /\bqu'?a-t-(il|elle) (?:fait|realise|tourne) d'?autre\b/, role: 'any' },
      { pattern: /\bquels? (?:autres )?films a-t-(il|elle) (?:realises?|faits?|tournes?)\b/, role: 'any' },
      {
        pattern: /\bquels? (?:autres )?films (.+?) a-t-(?:il|elle) (?:realises?|faits?|tournes?)\b/,
        role: 'any',
      },
      { pattern: /\bquels? (?:autres )?films a (?:realise|fait|tourne)(?: (.+))?$/, role: 'any' },
      { pattern: /\bdans quels (?:autres )?films (?:a )?joue (.+)$/, role: 'cast' },
    ],
    // 'le réalisateur de whiplash', 'le réalisateur' alone: the person through the film named, or the one in view.
    // "d'autres films du", 'encore des films de': the person after them is one a film names ('même réalisateur').
    // 'remets-les à nouveau', 'montre-moi la liste encore une fois': the films of the last list, asked for again.
    listedAgain: [
      String.raw`(?:les|la liste|ceux-(?:ci|la)|celles-(?:ci|la)|tous|toutes|\S+-les)(?: \S+){0,2} (?:de nouveau|a nouveau|encore une fois|une nouvelle fois)`,
      String.raw`(?:de nouveau|a nouveau|encore une fois) (?:la liste|tous|toutes|ceux-(?:ci|la)|celles-(?:ci|la))`,
    ],
    othersOfLeads: [
      "(?:(?:d')?autres|encore|plus) (?:de |des )?films? (?:de|du|des|par|avec)",
      "(?:quoi|rien|quelque chose) d'autre (?:de|du|par|avec)",
    ],
    filmographyVia: [
      {
        pattern:
          /^(?:le |la |ce |cet |cette )?(?:meme )?(?:realisateur|realisatrice|cineaste)(?: (?:de |d'|du )(.+))?$/,
        role: 'director',
      },
      {
        pattern:
          /^(?:l'|le meme |la meme |cet |cette )?(?:acteur|actrice) principale?(?: (?:de |d'|du )(.+))?$/,
        role: 'cast',
      },
    ],
    personPronouns: [
      'celui-ci',
      'celui-la',
      'celle-ci',
      'celle-la',
      'il',
      'elle',
      'lui',
      'ce realisateur',
      'cet acteur',
      'cette actrice',
    ],
    personPossessives: ['de lui', "d'elle", 'ses films', 'ses autres'],
    othersOfSomeone: ['autres?'],
    madeVerbs: [
      'fait',
      'faits',
      'realise',
      'realises',
      'tourne',
      'tournes',
      'dirige',
      'diriges',
      '(?:il|elle|on) a',
      'a-t-(?:il|elle)',
    ],
    meantLeads: ['je voulais dire', 'je parlais de', 'je pensais a'],
    correctionOpeners: ['non', 'pardon', 'desole(?:e)?', 'oups', 'pas'],
    returningLeads: [
      'pour (?:en )?revenir (?:a|au|sur)',
      'revenons (?:a|au|sur)',
      'retour (?:a|au|sur)',
      '(?:pour )?en revenir (?:a|au)',
    ],
    filmPronouns: ['dedans', 'lui', 'elle'],
    olderOfName: ['vieux', 'vieille', 'ancien(?:ne)?', 'original(?:e)?', 'classique'],
    newerOfName: ['nouveau', 'nouvelle', 'recent(?:e)?', 'moderne'],
    otherOfName: ['autre'],
    seriesPartNouns: ['partie', 'chapitre', 'volet'],
    replyInLeads: [
      "(?:(?:et|ok|maintenant) )*(?:(?:tu peux|vous pouvez|peux-tu|pouvez-vous|tu pourrais|vous pourriez|pourrais-tu|pourriez-vous) )?(?:(?:me |nous )?(?:le |l'|me )?(?:repondre|ecrire|redire|dire|repeter|reponds|reponds-moi|repondez|ecris|dis-le|redis-le|ecris-le|repete|traduire|reecrire|traduis|traduis-le|reecris|reecris-le) )?en",
      '(?:(?:et|ok|maintenant) )*(?:(?:tu peux|vous pouvez|peux-tu|pouvez-vous|tu pourrais|vous pourriez|pourrais-tu|pourriez-vous) )?(?:passer|passe|passez|repasser|repasse) en',
      // 'perdón, mejor en español': the language the reply had better be in.
      '(?:(?:et|ok|maintenant) )*(?:plutot|mieux|de preference) en',
    ],
    replyInTails: [
      "s'il te plait",
      "s'il vous plait",
      'stp',
      'svp',
      'merci',
      'maintenant',
      'plutot',
      'a partir de maintenant',
      'desormais',
      'dorenavant',
      'a nouveau',
      'de nouveau',
      '(?:pour|pendant) (?:le reste de|toute) la conversation',
    ],
    replyInPlease: ["s'il te plait", "s'il vous plait", 'stp', 'svp'],
    replyInApologies: ['pardon', 'desole', 'desolee', 'oups'],
    ownLanguageLeads: ['mon', 'ma', 'je (?:ne )?(?:parle|comprends|lis)(?: pas)?'],
    speakAskedLeads: [
      '(?:tu |vous )?(?:parles|parlez|parles-tu|parlez-vous|comprends|comprenez|ecris|ecrivez)(?: en)?',
      '(?:tu sais|tu peux|vous savez|vous pouvez) (?:parler|ecrire|comprendre)(?: en)?',
    ],
    replyInReasons: [
      "(?:je m'entraine|j'apprends|je pratique|j'etudie)",
      "c'est pour (?:ma|mon|mes|un|une|des|quelqu'un)",
      '(?:elle|il|ils|elles) ne (?:parlent?|lisent|lit|comprennent|comprend)',
      'parce que (?:je|elle|il|mon|ma)',
    ],
    likedTitle: [
      new RegExp(
        String.raw`\bj'?ai (?:${LIKED_DEGREES} )?(?:adore|aime|kiffe)\s+(.+?)(?:[,;]| mais | et | tu | des | d'autres | quelque |[?!.]+ |[?!.]*$)`,
      ),
      /\bje viens de (?:voir|regarder|finir)\s+(.+?)(?:[,;]| mais | et | tu | des | d'autres | quelque |[?!.]+ |[?!.]*$)/,
      // "j'ai vu oldboy hier", "hier soir j'ai regardé oldboy": a film seen at a time said, then what it was like.
      /\b(?:j'?ai (?:vu|regarde|revu)|on a (?:vu|regarde|revu)|nous avons (?:vu|regarde))\s+(.+?),?\s+(?:hier(?: soir)?|avant-hier|l'autre jour|ce week-?end|le week-?end dernier|la semaine derniere|recemment|aujourd'hui|ce soir)(?=\s|[,;.!?]|$)/,
      /(?:^|\s)(?:hier(?: soir)?|avant-hier|l'autre jour|ce week-?end|le week-?end dernier|la semaine derniere|recemment|aujourd'hui|ce soir),? (?:j'?ai (?:vu|regarde|revu)|on a (?:vu|regarde|revu)|nous avons (?:vu|regarde))\s+(.+?)(?:[,;]| mais | et | tu | t'as | vous | des | d'autres | quelque | avec |[?!.]+ |[?!.]*$)/,
      // 'mon fils a vu encanto genre 40 fois': a film seen over and over is a film loved.
      /\b(?:a vu|ai vu|ont vu|avons vu|a regarde|ai regarde|ont regarde)\s+(.+?)\s+(?:(?:genre|environ|au moins|plus de|presque|facilement|deja)\s+)*(?:\d+|mille|cent|cinquante|vingt|dix) fois\b/,
    ],
    lovesTitle: [
      /\bj'?(?:adore|aime (?:beaucoup|trop|vraiment|grave))\s+(.+?)(?:[,;]| mais | et | tu | des | d'autres | quelque |[?!.]+ |[?!.]*$)/,
      // 'mes enfants adorent toy story et shrek': loved by whoever watches.
      // 'mon fils adore coco', 'elle kiffe shrek': the verb of one person, after who loves.
      /\b(?:il|elle|(?:mon|ma|notre|son|sa|ton|ta) (?:[a-z]+ ){0,2}?[a-z]+) (?:adore|kiffe|aime (?:beaucoup|trop|vraiment|grave))\s+(?!(?:ca|ce|le voir|les voir)\b)(.+?)(?:[,;]| mais | et | tu | vous | des | d'autres | quelque |[?!.]+ |[?!.]*$)/,
      /\b(?:adorent|kiffent|aiment (?:beaucoup|trop|vraiment|grave))\s+(.+?)(?:[,;]| mais | et | tu | des | d'autres | quelque |[?!.]+ |[?!.]*$)/,
      // 'les enfants ont adore ratatouille', 'mon fils a vraiment aime shrek': loved by whoever watched.
      new RegExp(
        String.raw`\b(?:a|ont|avons|avez) (?:${LIKED_DEGREES} )?(?:adore|aime|kiffe)\s+(?!(?:ca|ce|le voir|les voir)\b)(.+?)(?:[,;]| mais | et | tu | des | d'autres | quelque |[?!.]+ |[?!.]*$)`,
      ),
    ],
    praisedTitles: [
      /(?:^|[.!?;]\s+)(.+?) (?:est|sont|fait partie de|font partie de) (?:un de |une de |l'un de |l'une de |parmi )?(?:mes|mon) (?:films? )?(?:preferes?|favoris?|favorites?)\b/,
      /(?:^|[.!?;]\s+)(.+?) m'a (?:vraiment |completement |trop )?(?:bouleverse|retourne|scotche|marque|touche|souffle)\b/,
      /\b(?:obsedee?s? par|fou (?:de|d')|folle (?:de|d')|accro a) (?!(?:ca|cela|lui|elle)\b)(.+?)(?:[,;]| mais | et | tu | des | quelque |[?!.]+ |[?!.]*$)/,
      /(?:^|[.!?;]\s+)(?!(?:c'|ca|cela|tout)\b)(.+?) (?:etait|est) (?:vraiment |trop |tellement )?(?:genial|incroyable|excellent|magnifique|un chef-d'oeuvre|ouf|dingue)(?=\s*(?:[.!?,;]|$))/,
    ],
    changedTitles: [
      /^(?!(?:quelque|un film|des films|une?)\b)(.+?),? mais (?:(?:en (?:version )?|version |plus ))?(?=(?:drole|comedie|marrant|horreur|flippant|romantique|pour (?:les )?enfants|anime)\b)/,
      // 'x mais en anglais', 'x mais moins triste': the film, changed.
      /^(?!(?:quelque|un film|des films|une?|je|le (?:premier|deuxieme|dernier))\b)(.+?),? mais (?=(?:en (?:anglais|francais|espagnol|vf|vo)|pas|moins|sans|plus (?:recent|court|long|leger|ancien)e?s?|double|sous-titre)\b)/,
    ],
    // A whole message turning down the film just recommended: another of the same request.
    rejections: [
      String.raw`(?:(?:non|nan|bof|mouais),?\s+)?(?:aucun(?:e)? de (?:ceux|celles)(?:-la|-ci)?|pas (?:celui-la|celui-ci|celle-la|celle-ci|ca|ce film)|autre chose|un autre|une autre|(?:je l'ai )?deja vu)(?: (?:stp|svp|s'il te plait))?`,
      String.raw`bof`,
    ],
    // 'which of these are under 2 hours': the last answer's films, narrowed.
    amongLeads: [
      String.raw`(?:le|la|les)quel(?:le)?s? (?:d'entre (?:eux|elles)|de ces films|de ceux-(?:ci|la)|parmi (?:eux|elles|ceux-(?:ci|la)|ces films))`,
      String.raw`(?:est-ce qu')?(?:un|une|certains|certaines) d'entre (?:eux|elles)`,
      String.raw`parmi (?:eux|elles|ceux-(?:ci|la)|ces films),? (?:le|la|les)quel(?:le)?s?`,
      // 'un de moins de deux heures parmi ceux-là ?': the films shown named as where the answer comes from.
      String.raw`(?:parmi|dans) (?:eux|elles|ceux-(?:ci|la)|celles-(?:ci|la)|ces films|ta liste)(?=\s*(?:[,;?.!]|$))`,
    ],
    // 'seulement ceux de moins de deux heures', 'juste celles-là': the films just shown, narrowed.
    narrowingLeads: [String.raw`(?:seulement|juste|uniquement) (?:ceux|celles)(?:-(?:ci|la))?`],
    headcountNouns: ['personnes', 'amis', 'potes', 'adultes', 'collegues'],
    notCounted: [
      'veut',
      'veulent',
      'prefere',
      'preferent',
      'aime',
      'aiment',
      'adore',
      'adorent',
      'kiffe',
      'kiffent',
      'par',
      'fois',
    ],
    refinementLeads: ['seulement', 'juste', 'uniquement', 'sans', 'mais sans', 'mais', 'et'],
    // 'animation pour adultes', 'rien pour les gamins': the family shelf is left out.
    childish: [
      "rien d'enfantin",
      'pas enfantins?',
      'rien pour (?:les )?(?:enfants|gamins|gosses|petits)',
      'pas de trucs? (?:pour|de) (?:enfants|gamins|gosses|petits)',
      '(?:seulement |que )?pour (?:les )?adultes',
    ],
    notAfterJust: ['heures?', 'minutes?', 'ans', 'quelques', 'bon', 'bonne'],
    pickLeads: [
      String.raw`\b(?:le|la)quel(?:le)?(?: d'entre eux| d'entre elles| de ces films)?(?: est)? (?:le |la )?(?:plus )?`,
      // 'quel est le plus court parmi ceux-ci ?', as 'qual è il più corto' and 'cuál es la más corta' ask.
      String.raw`\bquel(?:le)? est (?:le |la )?(?:plus )?`,
      // 'et le plus récent, c'est lequel ?': about the last answer only with such a tail (parse-prompt.ts).
      String.raw`^(?:et |alors )?(?:le|la) (?:plus )?`,
    ],
    pickOrders: {
      shortest: ['court', 'courte', 'dure le moins'],
      longest: ['long', 'longue', 'dure le plus'],
      oldest: ['ancien', 'ancienne', 'vieux', 'vieille', '(?:est )?sortie? en premier'],
      release_date: ['recent', 'recente', 'nouveau', 'nouvelle', '(?:est )?sortie? en dernier'],
      vote_average: ['meilleur(?:e)?(?: note)?', 'mieux note'],
    },
    pickOfAnswer: ["d'entre", 'de ces', 'parmi'],
    pickTails: ["c'?est (?:le|la)quel(?:le)?"],
    pickCountLinks: ['de', "d'entre"],
    greetings: ['bonjour', 'bonsoir', 'salut'],
    help: [
      'aide',
      '(?:qu.est[- ]ce que )?(?:tu peux|tu sais|vous pouvez) faire',
      'que (?:peux|sais)[- ]tu faire',
      'tu sers a quoi',
      "(?:tu es|t'es|vous etes) capable de faire quoi",
      'de quoi (?:es-tu|tu es|etes-vous|vous etes) capable',
      'comment (?:tu fonctionnes|ca marche|ca fonctionne)',
    ],
    thanks: ['merci(?: beaucoup| bien)?', 'je te remercie', 'je vous remercie', 'thx'],
    acknowledgements: [
      'super',
      'parfait',
      'genial',
      'top',
      'excellent',
      'trop bien',
      'nickel',
      'cool',
      "d'accord",
      'dac',
      'ok',
    ],
    // 'tu me recommandes quoi ?': a request for films at all.
    // Whole words: a stem would be read as a word of its own, no typo ('recommand').
    generic: [
      'recommande',
      'recommandes',
      'recommandez',
      'recommander',
      'recommanderais',
      'recommandation',
      'recommandations',
      'conseilles?',
      'conseillez',
      'conseiller',
      'suggestions?',
      'suggeres?',
      'suggerez',
      // 'tu me proposes quoi de kubrick ?': the asking verb said to the assistant.
      'proposes?',
      'proposez',
      'quelque chose',
      'trucs?',
    ],
    more: ["d'autres", 'encore'],
    comparedOnes: ['ceux', 'celles?', 'celui', 'films?'],
    older: [
      'plus anciens?',
      'plus anciennes?',
      'plus vieux',
      'plus vieilles?',
      // 'proches de matrix sortis avant lui', "ceux qui l'ont inspiré": before the seed.
      '(?:sortie?s?|faite?s?) avant(?: (?:lui|elle|celui-ci|celui-la))?',
      "qui l'ont (?:inspiree?|influencee?)",
    ],
    // 'les grands classiques', 'des vieux films': films from before the eighties.
    classics: ['classiques?', 'vieux films'],
    blackAndWhite: ['(?:en )?noir (?:et|&) blanc'],
    goldenAge: [
      '(?:le )?vieil hollywood',
      "(?:l')?age d'or(?: (?:d'|de )hollywood| du cinema)?",
      "classiques (?:d'|de )hollywood",
    ],
    newer: ['plus recents?', 'plus recentes?', 'plus modernes?'],
    newerSurely: ['plus recent(?:e)?s?'],
    oldFilms: ['vieux', 'vieilles?', 'anciens?', 'anciennes?', '(?:en )?noir et blanc'],
    liveAction: ['live[- ]action', 'prises? de vues? reelles?', 'avec de vrais acteurs'],
    // 'ma fille et ses copines, elles ont 14 ans': an age said of them, not 'il y a 20 ans'.
    ageLeads: [String.raw`(?:elles?|ils?) (?:ont|a)(?= \d{1,2} ans\b)`],
    // 'comme die hard mais plus court': shorter or longer than one film or than the last answer.
    shorterThan: ['(?<!\\b(?:le|la|les) (?:\\w+ )?)plus courte?s? que', 'moins longu?e?s? que'],
    longerThan: ['(?<!\\b(?:le|la|les) (?:\\w+ )?)plus longu?e?s? que'],
    // A pointer that can only be a film: a length compared with it is the film in view's.
    oneFilmPointer: ['(?:celui|celle)[- ](?:ci|la)', '(?:ce|cet) film(?:-ci|-la)?'],
    thisOne: ['(?:celui|celle)[- ](?:ci|la)', 'ce film(?:-ci|-la)?'],
    shorter: [
      'plus courte?s?',
      'moins longs?',
      'moins longues?',
      `pas (?:tout a fait )?(?:aussi|si) ${LENGTH_DEGREES}long(?:ue)?s?`,
      // 'mais qui dure moins': lasting less.
      '(?:qui )?dur(?:e|ent) moins(?! de)',
    ],
    longer: ['plus longs?', 'plus longues?'],
    lighter: [
      'plus leg(?:er|ere)s?',
      'moins (?:deprimant|triste|lourd|sombre|plombant)e?s?',
      'plus (?:joyeux|gai)',
    ],
    // 'un melange de alien et the thing', 'un croisement entre … et …': two titles a film is between.
    mashups: [
      // 'si princess bride et indiana jones avaient un bébé'.
      /(?:^|\s)(?:si )?(?!\d)([^.,;!?]+?) et (?!\d)([^.,;!?]+?) (?:avaient|faisaient) un (?:bebe|enfant)\b/,
      /(?:^|\s)(?:(?:melange|croisement|mix|hybride|fusion|cocktail) (?:de |d'|des |du |entre )|(?:a mi-chemin|a mi chemin|quelque part|pile|juste|a cheval|au croisement) entre |(?:quelque chose|un truc|un film) (?:qui soit )?entre )(?!\d)([^.,;!?]+?) (?:et|avec) (?!\d)([^.,;!?]+?)(?=\s*(?:[.,;!?]|$)|\s+(?:mais|svp|stp|pour|qui)\b)/,
    ],
    // 'too long for tonight, …': how much, not the start of a title.
    // 'il a adoré coco, et après ?': a time after the title asks what next, no second title.
    // "j'ai regardé quoi ce week-end": the question word where the film would go, no title.
    notATitle: ["(?:apres|maintenant|ensuite|aujourd'hui|ce soir|demain|plus tard)$", 'quoi'],
    notATitleStart: ['trop', 'tres', 'vraiment'],
    // 'quelque chose de similaire ?', 'encore des trucs comme ça': films like the page's movie or the ones just shown
    // (a title after 'similaire à' is a seed instead).
    moreLikeThis: [
      // 'vous en avez des similaires ?': a likeness asked with 'any' or 'some', nothing after it, is of the film in view.
      "(?:des|d'autres|en) (?:similaires|semblables|pareils|comparables)(?! a\\b)",
      // 'quoi d'autre de similaire ?': likeness with nothing after it is the film in view.
      "(?:quoi|quelque chose|qu'est-ce qu'il y a|il y a quoi) d'autre de (?:similaire|semblable|pareil|comparable)",
      // Not 'des trucs comme ça': 'and stuff like that' after a kind of film.
      "(?:quelque chose|un truc|des films|un film|d'autres|autre chose) (?:de )?(?:similaires?|pareils?|semblables?|du meme (?:genre|style))",
      "(?:(?:encore|plus) )?(?:d'autres|quelque chose|un truc|autre chose|encore) (?:comme|dans le genre de) (?:ca|celui-(?:la|ci)|lui|celui la|celui ci)",
    ],
    // 'un film avec cette ambiance', 'avec une atmosphère similaire': the feel of the film in view.
    feelOfThis: [
      "(?:avec|dans) (?:(?:cette|ce) (?:genre d'|type d')?(?:ambiance|vibe|atmosphere|energie|feeling)|(?:une|un) (?:ambiance|vibe|atmosphere|energie|feeling) (?:similaire|semblable|pareille?|proche))",
    ],
    likeLeads: [
      'comme',
      // "dans l'ambiance d'amélie", 'avec le mood de up et coco': a film's feel, named by its titles, is likeness.
      "(?:dans|avec) (?:le |la |l')(?:mood|vibe|ambiance|atmosphere|esprit|ton|energie|feeling) (?:d[e']|du|des)",
      // 'quelque chose de similaire à alien'.
      '(?:similaires?|semblables?|pareils?) (?:a|au|aux)',
      // 'des films proches de celui-ci', 'voisins de heat': nearness is likeness.
      "(?:proches?|voisins?) (?:de|du|des|d')",
      // 'du' is 'de le': 'dans le genre du Seigneur des anneaux'.
      "dans le style (?:d[e']|du)",
      // 'à la manière de heat', 'façon heat': a film's manner is its style.
      "a la (?:maniere|facon|mode) (?:d[e']|du)",
      "du style (?:d[e']|du)",
      "dans le genre (?:d[e']|du)",
      "a la maniere d[e']",
      "dans la (?:veine|lignee) (?:d[e']|du|des)",
      "dans l'esprit (?:d[e']|du|des)",
      // 'dans le meme esprit que whiplash', 'du meme genre que heat': the same kind of film as a title.
      "(?:dans |du |de |avec )?(?:le |la )?meme (?:genre|style|esprit|delire|type|veine|ambiance|ton) (?:que|qu')",
      "avec l'ambiance (?:d[e']|du|des)",
    ],
    // After 'pas du', 'rien du': 'rien du genre Terminator'.
    kindLeads: ['genre', 'style', 'facon', 'a la', 'type'],
    kindTrails: [' (?:et )?(?:ce|ces) genres? de (?:trucs?|choses?|films?)', ' et compagnie'],
    titleEnds: [
      // 'heat et ronin tous les deux': a word for all the titles said, no part of the last.
      'tou(?:s|tes) les (?:deux|trois)',
      'mais',
      'sans',
      'moins',
      'avec',
      'par contre',
      // 'comme toy story pour mes enfants': whom the films are for, no part of the title.
      'pour (?:mes|mon|ma|nos|notre|les|des|enfants|petits)',
      // 'comme heat juste plus drôle', 'comme alien seulement plus court': a degree word before a comparative ends it.
      '(?:juste|seulement|simplement) (?=(?:plus|moins)\\b)',
    ],
    // 'des films où jouent X et Y': the verb before the names ('jouent avec' is no name).
    castLeads: [
      'avec',
      String.raw`(?:jouent|ou joue)(?! (?:avec|dans|sur|a|au|aux|les|le|la|un|une|des)\b)`,
      // 'les films où on voit x et y ensemble', "où l'on retrouve x".
      "(?:l'|l )?on (?:voit|retrouve)",
    ],
    // 'le deuxième de ta liste': the film of the last answer.
    referenceFillers: ['de (?:ta|votre|la|cette) liste'],
    numbered: ['numero', 'n[o°]\\.?', '#'],
    everyOne: ['chaque'],
    // 'the saga', 'esta franquicia': a series pointed at, the one of the film in view.
    seriesInView: ['(?:la|cette|toute la) (?:saga|serie|franchise|trilogie)'],
    peopleJoins: ['et'],
    clauseJoins: ['mais', 'alors', 'donc', 'bon'],
    elidedWords: ['l', 'c', 'd', 'j', 'qu', 's', 'n', 'm', 't'],
    besidesLeads: ['a part', 'en dehors de', 'hormis', 'outre', 'sauf', "a cote d(?:e |')"],
    indefiniteArticles: ['un', 'une', 'des'],
    possessives: [
      'mon',
      'ma',
      'mes',
      'ton',
      'ta',
      'tes',
      'son',
      'sa',
      'ses',
      'notre',
      'nos',
      'votre',
      'vos',
      'leur',
      'leurs',
    ],
    factCues: {
      // 'quel genre est alien', "c'est quel genre amelie": the genres it is filed under.
      // Not 'genre' alone: 'rien du genre terminator' sets films like it aside.
      genres: ["(?:c'est |il est |elle est )?(?:de )?quels? genres?(?: de film)?(?: est| a)?", 'genres'],
      // 'en quelle langue est parasite', 'la langue originale de amelie'.
      language: [
        "(?:il est |c'est |elle est )?(?:tourne |filme )?en quelle langue(?: est| a ete tourne)?",
        'quelle (?:est la )?langue(?: originale)?(?: de)?',
        '(?:la )?(?:langue|version) originale(?: de)?',
      ],
      // 'quel age a les dents de la mer', 'il a quel age': the years since it came out.
      age: ['quel age a', '(?:(?:il|elle|ca) )?a quel age'],
      // 'forrest gump il a quelle note', 'la note de heat ici'.
      rating: [
        '(?:(?:il|elle) )?(?:a )?quelle (?:note|evaluation)(?: a)?',
        '(?:(?:il|elle) est )?note combien',
        // Not 'note' alone: 'quelle note j'ai mise à alien' asks of their own rating.
        "(?:la |sa )?(?:note|notation) (?:de|du|d')",
      ],
      director: [
        'qui a (?:realise|fait|dirige)',
        "(?:c'est )?de qui(?: est(?:-(?:il|elle|ce))?)?",
        'realisateur',
        'realisatrice',
        'realise par',
      ],
      // 'titanic ça dure combien de temps ?': the pronoun and 'de temps' belong to the question, not the title.
      plot: [
        '(?:(?:ca|il|elle) )?raconte quoi',
        'que raconte',
        "qu'est-ce qui se passe(?: dans)?",
        '(?:(?:il|ca) )?se passe quoi(?: dans)?',
        '(?:(?:ca|il|elle) )?parle de quoi',
        'de quoi (?:(?:ca|il|elle) )?parle',
        "(?:c'est quoi|quelle est) l'histoire(?: de)?",
        'synopsis',
      ],
      runtime: [
        'combien de temps (?:(?:ca|il|elle) )?dure(?:-t-(?:il|elle))?',
        '(?:(?:ca|il|elle) fait )?combien de temps(?: (?:ca|il|elle) fait)?',
        '(?:(?:ca|il|elle) )?dure(?:-t-(?:il|elle))? combien(?: de temps)?',
        'duree',
        // "combien d'heures dure titanic": the length asked in its units.
        "combien d'heures",
        'combien de minutes',
      ],
      // 'date de sortie de titanic', "l'année de sortie": the release named as a noun.
      year: [
        'en quelle annee',
        'quelle annee',
        'quand est sorti',
        'sorti quand',
        "(?:la |l')?(?:date|annee) de sortie",
      ],
      // 'a partir de quel age', 'a quel age peut-on voir alien': the age it suits, not its own.
      certification: [
        // 'il est classé comment', 'il est classé pg-13 ?': the rating it was given, as 'rated' asks it.
        'classee? (?:comment|quoi|pg(?:-13)?|r|g)',
        'age minimum',
        'classification',
        "(?:a partir )?(?:de|d') quel age",
        'a quel age (?:peut-on|on peut|pour|le voir|voir)',
        'pour quel age',
      ],
      // "combien d'oscars a eu titanic", 'il a gagné un oscar': des récompenses que le catalogue ne suit pas.
      awards: [
        "combien d'(?:oscars?|recompenses|prix)(?: a(?: eu| gagne| remporte)?)?",
        "(?:a )?(?:gagne|remporte|eu) (?:un |des |l'|les )?(?:oscars?|recompenses?|prix)",
        'oscars?',
      ],
      // 'tu penses quoi de titanic', 'alien ça vaut le coup ?': an opinion of the film asked.
      worth: [
        '(?:ca |il |elle )?vaut le coup',
        '(?:tu|vous) (?:en )?pens(?:es|ez) quoi',
        "t'en penses quoi",
        "(?:c'est|il est|elle est) (?:bien|bon|bonne)",
        '(?:ton|votre) avis(?: sur)?',
      ],
      // "qui d'autre joue dedans à part X": the rest of the cast.
      cast: [
        "qui (?:d'autre |encore )?joue(?:nt)?(?: (?:d'autre|aussi|encore))?(?: dans)?",
        'acteurs',
        'casting',
        // "qui est l'acteur principal ?", 'le héros': son rôle principal, premier du casting.
        "(?:qui (?:est|joue)|c'est qui|qui c'est) (?:l'|le |la )?(?:acteur principal|actrice principale|heros|heroine|protagoniste|premier role|role principal)(?: (?:de|d'|du|dans))?",
        "(?:l')?(?:acteur principal|actrice principale)",
      ],
    },
    contractedArticles: { du: 'le', au: 'le', des: 'les', aux: 'les' },
    // 'oppenheimer jaja tengo que planear la noche': a laugh or a need of one's own ends the title's clause.
    subjectClauseLeads: [
      'mdr',
      'ptdr',
      'lol',
      'haha\\w*',
      'xd',
      "(?:je dois|je veux|je vais|il faut que|j'ai besoin)",
    ],
    factAsks: [
      // 'spirited away was originally made in what language': how the film was made, no part of its title.
      "(?:a ete|est|etait) (?:a l'origine |originellement |initialement )?(?:fait|tourne|filme|realise|produit)e?(?: a l'origine| originellement| initialement)?",
      "a l'origine",
      'a ete',
      'originellement',
      'initialement',
      // 'what's its score here', 'qual a nota aqui no site': the catalog the question is asked in, no title.
      'ici',
      '(?:sur|dans) (?:le|ce|ton|votre) (?:site|catalogue|appli(?:cation)?)',
      "c'est",
      'dure',
      'qui',
      'quel',
      'quelle',
      'est',
      'de',
      'du',
      'dans',
      'film',
      'en fait',
      'exactement',
      'tous',
      // 'c'est qui le réalisateur, déjà ?': the question asked again.
      'deja',
      'encore',
    ],
    subjectPrefixes: [
      'en fait',
      'exactement',
      'au juste',
      // 'qui joue au film les dents de la mer': the film noun bare, its article held by the preposition ('au').
      '(?:le )?film',
      "(?:et )?(?:c'est comment|comment est|que vaut)",
    ],
    subjectSuffixes: ['en fait', 'au juste', 'exactement', 'au final'],
    // 'did nolan direct it, right', 'la dirigió spielberg, no': a tag closing a yes/no question.
    questionTags: ['non', 'hein', "n'est-ce pas", "n'est ce pas", 'oui', 'vrai', 'ou pas'],
    doubtTails: [
      "ou (?:je (?:confonds|melange|me trompe|pense a)|c'est (?:un autre|autre chose))(?: .*)?",
      // 'ou c'etait quelqu'un d'autre': another person may have done it.
      "ou (?:(?:c'etait|c'est|c etait|ce serait) )?(?:quelqu'un d'autre|quelqu un d autre|un autre)(?: .*)?",
    ],
    directorLeads: [
      // 'seulement ceux de burton', 'celui de tim burton': a pronoun for the films, then whose they are.
      "(?:ceux|celles|celui|celle)(?:-la)? (?:de|du|d')",
      RECOMMENDED_OF,
      'realises? par',
      'realisees? par',
      "films?(?: (?:le|la|les) plus (?:celebres?|connus?|populaires?|vus?)| (?:le|la|les) mieux notes?)? (?:de|du)(?! (?:tous les temps|monde|l'histoire)\\b)",
      // "un film d'Hitchcock": the elided 'de' before a name.
      "films? d'",
    ],
    // 'o melhor filme do nolan': a film of a person is one they made or are in.
    makerLeads: [
      // 'seulement ceux de burton', 'celui de tim burton': a pronoun for the films, then whose they are.
      "(?:ceux|celles|celui|celle)(?:-la)? (?:de|du|d')",
      RECOMMENDED_OF,
      "films?(?: (?:le|la|les) plus (?:celebres?|connus?|populaires?|vus?)| (?:le|la|les) mieux notes?)? (?:de|du)(?! (?:tous les temps|monde|l'histoire)\\b)",
      // "un film d'Hitchcock": the elided 'de' before a name.
      "films? d'",
    ],
    facts: [
      // 'qui a composé la musique de star wars', 'compositeur des dents de la mer', 'qui a écrit le scénario de fargo'.
      {
        pattern:
          /\bqui a (?:compose|fait|ecrit|signe|cree) (?:la )?(?:musique|bande[- ]originale|bo|bande[- ]son|partition)(?: originale)?(?: (?:de |du |des |d'|pour )(.+))?$/,
        aspect: 'music',
      },
      { pattern: /\bqui a compose (.+)$/, aspect: 'music' },
      { pattern: /\b(?:compositeur|compositrice) (?:de |du |des |d')(.+)$/, aspect: 'music' },
      {
        pattern: /\bqui a (?:ecrit|signe|fait) (?:le )?(?:scenario|script) (?:de |du |des |d'|pour )(.+)$/,
        aspect: 'writer',
      },
      { pattern: /\bqui (?:l'a|a) ecrit()$/, aspect: 'writer' },
      { pattern: /\bqui a ecrit (.+)$/, aspect: 'writer' },
      { pattern: /\bscenaristes? (?:de |du |des |d')(.+)$/, aspect: 'writer' },
      { pattern: /\bqui a (?:realise|dirige|fait) (.+)$/, aspect: 'director' },
      // 'heat, qui l'a realise ?': a question of the film named before it (frontedTitle).
      { pattern: /\bqui (?:l'a|a) (?:realise|dirige|tourne|fait)()$/, aspect: 'director' },
      { pattern: /\bcombien de temps dure (.+)$/, aspect: 'runtime' },
      { pattern: /\bquelle est la duree de (.+)$/, aspect: 'runtime' },
      { pattern: /\bde quoi parle (.+)$/, aspect: 'plot' },
      { pattern: /\bquand est sorti (.+)$/, aspect: 'year' },
      // 'c'est qui le realisateur d'amelie', 'la duree du parrain': the fact named as a noun, then its film.
      { pattern: /\b(?:realisateur|realisatrice) (?:de |d'|du )(.+)$/, aspect: 'director' },
      { pattern: /\bduree (?:de |d'|du )(.+)$/, aspect: 'runtime' },
      { pattern: /\bqui (?:joue|jouent) dans (.+)$/, aspect: 'cast' },
      // "qui est l'acteur principal de forrest gump": its lead, in its cast.
      {
        pattern:
          /(?:^|\bqui (?:est|joue) )(?:l'|le |la )?(?:acteur principal|actrice principale|heros|heroine|protagoniste|personnage principal|role principal|premier role) (?:de |d'|du |dans )(.+)$/,
        aspect: 'cast',
      },
      // 'qui apparait dans amelie', 'qui est dans le casting de heat': who appears in it.
      {
        pattern: /\bqui (?:apparait|apparaissent|figure|figurent|participe|participent|est|sont) dans (.+)$/,
        aspect: 'cast',
      },
      // 'et le premier il est de qui ?', 'amelie c'est de qui': who made the film named before it.
      {
        pattern:
          /\b(?:c'est|il est|elle est|est|il a ete|elle a ete) (?:de qui|realisee? par qui)()(?: deja)?$/,
        aspect: 'director',
      },
      // 'c'est comment coco ? ça vaut le coup avec mes neveux ?': the film named before.
      {
        pattern:
          /(?<=^|[?!.,] )(?:est-ce que )?(?:ca|ce film|il|elle) vaut (?:le coup|la peine)()(?: (?:avec|pour|ce soir) .*)?$/,
        aspect: 'worth',
      },
      // 'que penses-tu d'interstellar', 'ton avis sur amélie': an opinion of the film asked, as 'is it good'.
      {
        pattern:
          /\b(?:qu'?est-ce que|que) (?:tu penses|vous pensez|penses-tu|pensez-vous) (?:de |du |des |d')(.+)$/,
        aspect: 'worth',
      },
      { pattern: /\b(?:ton|votre) avis (?:sur|de) (.+)$/, aspect: 'worth' },
      { pattern: /\b(?:ca|cela) vaut (?:le coup|la peine) (?:de (?:regarder|voir) )?(.+)$/, aspect: 'worth' },
      { pattern: /\b(?:est-ce que )?(.+?) vaut (?:le coup|la peine)\b/, aspect: 'worth' },
      // 'en quelle annee est sorti alien', 'de quelle annee est ce film'.
      { pattern: /\ben quelle annee (?:est )?(?:sortie?|a ete tournee?) (.+)$/, aspect: 'year' },
      { pattern: /\bde quelle annee (?:est|date) ?(.*)$/, aspect: 'year' },
      // 'de quand date le film', 'il est de quand': from when, the year.
      { pattern: /\bde quand (?:est|date) ?(.*)$/, aspect: 'year' },
      // 'leon, c'est sorti en quelle annee deja', 'amelie est sortie quand': the film named before (frontedTitle).
      {
        pattern:
          /\b(?:c'est|il est|elle est|est|ca date de) (?:sortie? )?(?:en quelle annee|quand)()(?: deja)?$/,
        aspect: 'year',
      },
    ],
    // 'qui joue le joker dans the dark knight', 'qui a incarné rose dans titanic', 'qui fait la voix de woody dans toy story'.
    characters: [
      /\bqui (?:joue|jouait|a joue|interprete|interpretait|a interprete|incarne|incarnait|a incarne|double|a double|fait|faisait|a fait|tient|tenait|a tenu)(?: le role| la voix)? (?:d(?:e|u|es) |de la |de l')?(.+?) dans (.+)$/,
      // 'qui joue forrest gump': no title, so the film in view or of that name.
      /^qui (?:joue|jouait|a joue|incarne|incarnait|a incarne|interprete|a interprete)(?: le role de| le role d')? (?!(?:dans|dedans|la-dedans|avec|aussi|quoi|ici|le (?:role principal|premier role))\b)((?:(?! dans ).)+?)()$/,
      // 'les dents de la mer, qui joue brody ?': a title typed before the question.
      /\bqui (?:joue|jouait|a joue|interprete|interpretait|a interprete|incarne|incarnait|a incarne|double|a double|tient|tenait|a tenu)(?: le role| la voix)? (?:d(?:e|u|es) |de la |de l')?(?!(?:dedans|la-dedans|dans|avec|aussi|quoi|ici|le film|ce film|la musique|le (?:role principal|premier role))\b)((?:(?! dans ).)+?)()$/,
    ],
    castChecks: [
      // 'est-ce que samuel l jackson joue dans django unchained', 'jean reno est dans léon ?'.
      /^(?:est-ce qu'|est ce qu'|est-ce que |est ce que )?(.+?) (?:joue|jouait|a joue|est|etait|apparait|figure|participe|a participe) dans (.+)$/,
    ],
    directorChecks: [
      // "spielberg l'a réalisé ?", "c'est spielberg qui l'a réalisé ?": the film named before or in view.
      /^c'est (?<name>.+?) qui l'a (?:realise|tourne|fait)$/,
      /^(?<name>[^,]+?)(?<! qui) l'a (?:realise|tourne|fait)$/,
      // 'est-ce que spielberg a réalisé les dents de la mer', 'alien a été réalisé par ridley scott'.
      /^(?:est-ce qu'|est ce qu'|est-ce que |est ce que )?(?<name>.+?) a (?:realise|tourne|fait) (?<title>(?!(?:des|un|une|d'autres|autre|quelque)\b).+)$/,
      /^c'est (?<name>.+?) qui a (?:realise|tourne|fait) (?<title>.+)$/,
      /^(?<title>.+?) (?:a ete|est|etait|fut) (?:realisee?|tournee?) par (?<name>.+)$/,
      /^(?<title>.+?) (?:c'est|est|etait) un film de (?<name>.+)$/,
    ],
    kindChecks: [
      // "alien c'est un film d'horreur ?", 'est-ce que shining fait peur', 'grease est une comédie musicale ?'.
      /^(?:est-ce que |est ce que )?(?<title>.+?),? (?:c'est|est) (?<kind>(?:un|une|de|d') ?.+)$/,
      /^(?:est-ce que |est ce que )?(?<title>.+?) (?<kind>fait (?:vraiment )?peur)$/,
    ],
    languageChecks: [
      // "parasite c'est en coréen ?", "c'est en anglais ?", "amélie c'est un film français ?".
      /^(?:(?<title>.+?),? )?(?:c'est|est-ce|est|etait) (?:tourne |parle )?en (?<lang>[a-z]+)$/,
      /^(?:(?<title>.+?),? )?(?:c'est|est) un film (?<lang>[a-z]+)$/,
    ],
    catalogNouns: [
      'catalogue',
      'site',
      'appli(?:cation)?',
      'base de donnees',
      'collection',
      'bibliotheque',
      'top \\d+',
    ],
    longerCompares: [
      /\b(?:lequel|laquelle|quel film)(?: des deux)? (?:est (?:le |la )?plus longu?e?|dure (?:le )?plus(?: longtemps)?)[:,]? (.+?) ou (.+)$/,
      /^(.+?) ou (.+?)[:,]? (?:lequel|laquelle)(?: des deux)? (?:est (?:le |la )?plus longu?e?|dure (?:le )?plus(?: longtemps)?)$/,
    ],
    shorterCompares: [
      /\b(?:lequel|laquelle|quel film)(?: des deux)? (?:est (?:le |la )?plus courte?|dure (?:le )?moins(?: longtemps)?)[:,]? (.+?) ou (.+)$/,
      /^(.+?) ou (.+?)[:,]? (?:lequel|laquelle)(?: des deux)? (?:est (?:le |la )?plus courte?|dure (?:le )?moins(?: longtemps)?)$/,
    ],
    releaseCompares: [
      // 'lequel est sorti en premier, blade runner ou terminator', 'quel film est le plus ancien : alien ou jaws'.
      /\b(?:lequel|laquelle|quel film|lequel des deux) (?:est sorti|est sortie|a ete fait|a ete realise|sort) (?:en premier|avant|d'abord|le premier)[:,]? (.+?) ou (.+)$/,
      /\b(?:lequel|laquelle|quel film|lequel des deux) est (?:le |la )?plus (?:ancien|ancienne|vieux|vieille|recent|recente)[:,]? (.+?) ou (.+)$/,
    ],
    beyondLeads: ['pas seulement', 'pas juste', 'pas uniquement', 'au-dela d(?:es|u|e)'],
    unseen: [String.raw`(?:que )?(?:je |j')?(?:n'?)?(?:ai|aie) (?:pas|jamais) (?:encore )?vus?(?: encore)?`],
    sequelsLeftOut: [
      '(?:mais )?(?:pas|sans|sauf|hors|aucune de) (?:les |ses )?(?:suites|sequelles|autres (?:films|volets))',
    ],
    sameAsBefore: [
      // 'un truc dans le genre mais plus court', 'quelque chose de ce style': a likeness with no film after it (not
      // 'horreur ou un truc du genre', a filler after a kind).
      "(?<!\\bou )(?:(?:un truc|quelque chose|des films|autre chose) (?:dans le genre|du genre)|(?:dans|de) ce (?:genre|style|type)(?:-la)?)(?! (?:de|d'|du|des|que|qu')\\b)",
      '(?:la )?meme chose',
      'pareil',
      "(?:dans|du) (?:le )?meme (?:genre|style|esprit|delire|trip|type)(?! (?:que|qu'|a|de) )",
      "dans la meme (?:veine|ambiance|idee)(?! (?:que|qu'|a|de) )",
    ],
    speakerClause: ["(?:que|qu'?) ?(?:j'?|je |nous )"],
    moreOfShown: [
      // 'sans répéter ceux d'avant', 'sans répétition': d'autres films de la demande d'avant, aucun montré de nouveau.
      String.raw`(?:mais )?(?:sans|ne) (?:repeter|repetition|(?:les |me les )?(?:redonner|remettre)|reprendre)(?: (?:ceux|celles|les memes|les films|aucun(?:e)?)(?: (?:d'avant|de tout a l'heure|que (?:tu |vous )?(?:m'as|m'avez|as|avez) (?:deja )?(?:donnes?|montres?|dits?|proposes?)))?(?: (?:avant|deja|plus haut))?)?`,
      String.raw`(?:comme|similaires? a|du meme genre que) (?:ceux|celles)(?:-(?:la|ci))?`,
      String.raw`(?:que )?(?:tu|vous) (?:ne |n')?(?:m'|nous )?(?:as|aies|avez|ayez) pas (?:encore |deja )?(?:mentionnee?s?|citee?s?|proposee?s?|donnee?s?|montree?s?|suggeree?s?)(?: (?:avant|encore))?`,
    ],
    // 'spielberg a-t-il déjà fait un film d'horreur ?': whether such a film exists.
    everMade: [
      String.raw`\b(?:a|ont)(?:-t-(?:il|elle|ils|elles))? (?:deja|jamais)\b`,
      String.raw`\ba-t-(?:il|elle) (?:fait|realise|tourne|joue)\b`,
    ],
    // 'von mir am höchsten bewertet', 'par moi': a pronoun after 'by' is the speaker, never a person's name.
    speakerPronouns: ['moi', 'toi', 'nous', 'vous', 'eux'],
    notNames: [
      // 'avec plus de 2 heures': a comparative before a quantity (a length, a count) is no one's name.
      'plus',
      'moins',
      // A kind of film after an elided 'de' ("un film d'amour", "d'auteur"): no one's name.
      'amour',
      'auteur',
      'aventure',
      'aventures',
      'action',
      'animation',
      'espionnage',
      'epouvante',
      'anticipation',
      'horreur',
      'art',
      'epoque',
      // The parts of any film a quality is wished of (qualityWishes): no one's name.
      'fin',
      'twist',
      'retournement',
      'retournements',
      'rebondissement',
      'rebondissements',
      'denouement',
      'bande-son',
      'musique',
      'intrigue',
      'scenario',
      'dialogues',
      'photographie',
      'interpretation',
      'casting',
      // What is eaten while watching ('avec le dîner', 'zum Abendessen'): no one's name.
      'diner',
      'dejeuner',
      'repas',
      'gouter',
      'popcorn',
      'pizza',
      'noel',
      'annee',
      'enfants',
      'famille',
      'amis',
      'mamie',
      'papi',
      'grand-mere',
      'grand-pere',
      'grands-parents',
      'parents',
      'trop',
      'long',
      'longs',
      'longue',
      'longues',
      'court',
      'courts',
      'courte',
      'courtes',
      // Who the film is watched with, and pronouns: 'avec ma copine, elle déteste l'horreur'.
      'ma',
      'mon',
      'mes',
      'sa',
      'son',
      'ses',
      'elle',
      'il',
      'elles',
      'ils',
      'copine',
      'copain',
      'copines',
      'copains',
      'potes',
      'meuf',
      'mec',
      'femme',
      'mari',
      'gamins',
      'gosses',
      // 'harrison ford dirigido pelo spielberg, tem quais?': the question after the names is no name.
      'lesquels',
      'quels',
      'quelles',
      // 'de qui est-il déjà ?': a question word or 'déjà' is no part of a name.
      'qui',
      'deja',
    ],
    runtimeMax: [
      'moins de',
      "moins d'",
      'pas plus de',
      "pas plus d'",
      'au maximum',
      'maximum',
      'max',
      'en dessous de',
    ],
    runtimeMaxAfter: ['maximum', 'max', 'ou moins', 'grand maximum'],
    runtimeTooMuchAfter: ["(?:c'est|c est|ca fait|est|sont) (?:beaucoup )?trop(?: long)?"],
    runtimeMin: [
      'plus longu?e?s? (?:que|de)',
      'plus de',
      "plus d'",
      'au[ -]dessus de',
      'au moins',
      'minimum',
      // 'qui ne dépasse pas deux heures': going past a length.
      'depass(?:e|ent|er)(?: pas)?',
    ],
    minuteUnits: ['minutes?', 'mins?', 'mn'],
    hourUnits: ['heures?', 'h'],
    oneUnit: ['une'],
    notLong: ["(?:n'est |ne soit |ne sont )?pas (?:trop|tres|si|aussi) (?:longs?|longues?)"],
    short: ['courts?', 'courtes?'],
    long: ['longs?', 'longues?'],
    // 'pas de vraie horreur': a word saying the thing itself, between the negation and it.
    filmNouns: ['films?', 'trucs?'],
    kindNouns: ['films', 'trucs'],
    // 'one of those that wreck you', 'daqueles q deixam a gente mal': a kind of film pointed at, no one film.
    // 'anything with a heist in it', 'quiero una peli de…': films of a kind wanted, no one film told by its story.
    filmsWanted: [
      "(?:(?:je veux|je voudrais|j'aimerais|donne-moi|donne moi) (?:voir )?(?:un|des)|j'?ai envie (?:de voir )?(?:d'un|de|des)) films? (?:sur|avec|ou|qui|de|d')",
      "(?:quelque chose|n'importe quoi|un truc|des trucs) (?:avec|sur)",
    ],
    kindPointers: ['(?:de|parmi) (?:ceux|celles) (?:qui|que|ou)', 'du genre (?:qui|ou)'],
    // 'pas un miyazaki', 'no un ridley scott': an article between the negation and the name turned down.
    avoidedPersonGaps: ['un', 'une'],
    oneFilmOfLeads: ['un', 'une'],
    // 'no quiero nada de terror', "je ne veux rien d'horreur": wanting, right after a negation, turns down what follows.
    countAsks: ["combien (?:de |d')?"],
    catalogHolds: [
      'il y (?:en )?a',
      'y (?:en )?a(?:-t-il| t il)?',
      'vous (?:en )?avez',
      'avez[- ]vous',
      "t'(?:en )?as",
      'tu (?:en )?as',
      'sur (?:le|ce|votre|ton) site',
      'dans (?:le|ce|votre|ton) catalogue',
      'existent',
      'en tout',
      'disponibles',
    ],
    negatedWants: [
      'veu[xt]',
      'veulent',
      'voudrais',
      'doit',
      'devrait',
      // "pas d'humeur pour un drame", 'pas envie de regarder un western': a wish denied turns it down.
      "(?:suis |sommes )?d'?humeur (?:a|pour)",
      "(?:trop |vraiment )d'?humeur (?:a|pour)",
      '(?:suis |sommes )?(?:chaud|motive)e?s? pour',
      'le moral pour',
      "envie (?:de regarder|de voir|de|d'|du|des)",
    ],
    // 'parle de', 'sur': what the films are about; turned down after a negation ('pas sur la guerre', 'qui ne parle pas de guerre').
    aboutVerbs: [
      'sur',
      'a propos (?:de|du|des)',
      'parle(?:nt)?',
      'parlant',
      'traite(?:nt)?',
      'traitant',
      'centree?s? sur',
    ],
    negationGaps: [
      // 'personne ne veut quelque chose de plus de 100 minutes': the 'something' refused, then what it is.
      'quelque chose',
      'un truc',
      'truc',
      'avec',
      // 'not the usual westerns', 'non i soliti western': the kind turned down, said as worn out.
      'habituel(?:le)?s?',
      'eternel(?:le)?s?',
      'memes',
      'trop',
      'du',
      'de',
      // 'mais pas des dessins animés', 'pas un film d'horreur'.
      'des',
      // 'rien qui se passe pendant une guerre', 'rien situé en guerre': where or when the films take place.
      'qui se passe(?:nt)?',
      'se passant',
      'situee?s?',
      'pendant',
      'en',
      'un',
      'une',
      'le',
      'la',
      'les',
      "l'",
      "d'",
      'vrai(?:e|ment)?',
      // 'comme shining sans être de l'horreur': the thing named as what the film would be.
      'etre',
      'tout ce qui est',
      'tout',
      // 'sans toutes les chansons': the whole of the thing turned down.
      'tou(?:te|s|tes)',
      'rien',
      // 'sans le côté horreur': the side of the film that is that thing.
      'cote',
      'aspect',
      'partie',
    ],
    // 'sauf Titanic stp': a please after a title left out is no part of it.
    avoidedTitleTrails: [
      "s'il (?:te|vous) plait",
      'stp',
      'svp',
      'deja',
      'encore',
      'p?tdr',
      'mdr',
      'lol',
      'xd',
    ],
    thisMovie: [
      // 'qui joue dedans': the film in view.
      'dedans',
      'la-dedans',
      'la dedans',
      '(?:ce|cet) (?:film|long-metrage)(?:-(?:ci|la))?',
      'ca',
      'cela',
      'celui-la',
      'ce film',
      'ce',
      'celui-ci',
      'celui ci',
      'celui la',
      'celle-ci',
      'celle-la',
      'ce film-ci',
      'ce film-la',
      // 'il se passe quoi dans le film ?' on a film's page: the film in view.
      '(?:le|du) film',
    ],
    // 'X and Y together': both in one film, the word is no part of a name.
    // 'brad pitt et morgan freeman ont déjà joué ensemble ?': the verb after the names ends them.
    // 'les films de tarantino où joue x': 'where' ends the name before it.
    nameEnds: [
      // 'un film de scorsese avec dicaprio dedans': a word saying the person is in the film ends the name.
      'dedans',
      'dans le film',
      // 'tarantino sorted by year', 'les films de nolan classés du plus récent…': a list put in order, no part of a name.
      '(?:classe|trie|range|ordonne|liste)e?s?',
      // 'brad pitt et morgan freeman même film ?': one film, no part of a name.
      '(?:le )?meme',
      'ensemble',
      'tous les deux',
      'selon',
      'pour',
      'a ton avis',
      'a votre avis',
      'ont',
      'deja',
      'jamais',
      // 'x et y étaient dans un film ensemble': the verb after the names.
      '(?:etaient|sont|jouaient|ont joue)',
      'ou',
      'dans lesquels',
      // 'films avec tom hanks des années 90', '… avant 2000': words of time end the name.
      '(?:des|dans les|les) annees',
      'avant',
      'apres',
      'depuis',
      'entre',
      'sans',
      // 'les films de tarantino svp': a please ends the name.
      "s'il (?:te|vous) plait",
      'stp',
      'svp',
    ],
    together: ['ensemble', 'dans le meme film'],
    togetherOpeners: ['est-ce que', 'est ce que'],
    pairRelatives: ['ou', 'dans lesquels'],
    pairCorrelatives: { leads: ['a la fois'], joins: ['et'] },
    firstOfSeries: ['le (?:tout )?premier(?: film)?', 'pas les suites', "l'original"],
    pointedFilm: ['(?:ce|le) film (?:de|avec)', '(?:celui|celle)(?:-la)? (?:de|avec)'],
    toldByScene: [
      '(?:de|dans) quel film (?:est|vient|c.est)',
      '(?:la|cette) (?:fameuse |celebre )?scene (?:du|de la|des|de l|ou|avec|dans laquelle|quand)',
      'scene (?:culte|celebre|mythique)',
      'qui (?:se termine|finit) (?:quand|par|avec|sur)',
      '(?:et )?a la fin,? (?:on (?:decouvre|apprend)|il (?:s.avere|decouvre)|il se trouve)(?: qu.?e?)?',
      '(?:le|avec le) (?:twist|retournement) (?:c.est|est) qu',
    ],
    asksFilmName: [
      // 'vous connaissez le film avec le requin géant où…': a film pointed at and told, to be named.
      "(?:tu connais|vous connaissez|connais-tu|connaissez-vous|quelqu'un connait) (?:le|ce) film (?:avec (?:le|la|les|un|une)|ou|dans lequel|dans laquelle|sur)",
      // "c'est quoi le dessin animé avec le petit robot…": a film of a kind pointed at and told, to be named.
      "c'est quoi (?:le|ce) (?:film|dessin anime|film d'animation) (?:avec (?:le|la|les|un|une)|ou|dans lequel|dans laquelle)",
      "comment (?:s'appelle|s'appelait|il s'appelle)",
      "c'est quoi le (?:nom|titre)",
      'quel est le (?:nom|titre)',
      // 'looking for the title': the story after it is told to be named.
      'je cherche le (?:nom|titre)',
      "(?:j'ai oublie|je ne me souviens (?:plus|pas) du|je me souviens plus du) (?:nom|titre)",
    ],
    negatedListJoins: ['ni', 'ou'],
    softeners: ['moins', 'pas (?:trop|si|tres|aussi)'],
    milder: [
      '(?:moins|pas (?:trop|si|aussi)) (?:violent(?:e|s|es)?|sanglant(?:e|s|es)?|sombres?|intenses?|effrayant(?:e|s|es)?|terrifiant(?:e|s|es)?|gore|dur(?:e|s|es)?|flippant(?:e|s|es)?)',
      'plus (?:doux|douce|leger|legere|soft)',
    ],
    avoidables: {
      violent: ['violents?', 'violentes?', 'violence', 'brutal', 'brutaux', 'brutales?'],
      gory: ['sang', 'sanglants?', 'sanglantes?', 'gore'],
      scary: ['peur', 'effrayants?', 'effrayantes?', 'flippants?', 'flippantes?'],
      dark: ['sombres?', 'deprimants?', 'deprimantes?', 'glauques?'],
      sad: ['tristes?'],
      battles: [
        'scenes? de (?:bataille|combat)',
        'batailles?',
        'combats?',
        'champs? de bataille',
        'tranchees?',
        // 'pas de bagarres': la bagarre en tout genre, ce dont vit le film d'action.
        'bagarres?',
        'castagnes?',
        'coups de poing',
        'fusillades?',
      ],
    },
    elisions: ["d'", "de l'", "l'", 'd'],
    decadeLeads: ['annees'],
    // 'sortis avant 1990', 'après 2010', 'entre 1980 et 1990': bounds on the year, never the year itself.
    runtimeJudgements: [
      // "titanic c'est trop long ?", 'est-ce que titanic est trop long': the title before the verb.
      /^(?:et |est-ce que )?(?!(?:\S+ ){0,5}(?:un|une|des|quelque|film|films|pas)\b)((?:\S+ ){0,5}\S+?),? (?:c'est|il est|elle est|est) (?:trop|tres|super|vraiment) (?:long|longue|court|courte)\b/,
    ],
    yearsFrom: ['entre', 'de'],
    yearsTo: ['et', 'a'],
    yearsBefore: [
      'avant',
      "jusqu'en",
      "jusqu'a",
      'anterieurs? a',
      'plus (?:vieux|vieilles?|anciens?|anciennes?) que',
    ],
    yearsAfter: ['apres', 'depuis', 'posterieurs? a', 'plus (?:recente?s?|nouveaux|nouvelles?) que'],
    partNouns: ['parties?', 'aspects?', 'elements?', 'cote'],
    partJoins: ['de', 'du', 'des'],
    thisYear: ['de cette annee', 'sortie?s? cette annee'],
    lastYear: ["de l'annee (?:derniere|passee)", "de l'an (?:dernier|passe)", "sortie?s? l'annee derniere"],
    thisCentury: ['de ce siecle', 'du (?:xxie|21e) siecle', 'sortie?s? (?:dans )?ce siecle'],
    lastCentury: ['du siecle dernier', 'du siecle passe', 'sortie?s? le siecle dernier'],
    yearsAgo: ["d'il y a N ans", 'sortie?s? il y a N ans'],
    pastYears: ['des N dernieres annees', 'ces N dernieres annees'],
    articles: ['le', 'la', 'du', 'de la'],
    // 'hmm, plutôt une comédie', 'un peu plus léger': hesitation and degree name no topic.
    filler: (
      'hmm hm plutot peu ' +
      'merci beaucoup pour ce soir je veux voudrais voir bon bonne un deux trois des du le les une quelque chose annees regarder voir puis peut on ai seulement juste seul seule uniquement stp svp dans mais sans avec sur pour rien' +
      // 'nothing set during a war', 'rien qui se passe pendant une guerre': where or when films take place, no topic.
      ' passe passent passant situe situee situes pendant' +
      // 'ma copine déteste ... et tout ce qui est violent': who it is for and 'anything' name no topic.
      ' tout ce qui est elle copine copain mari' +
      // How the answer is laid out ('one line each', 'con lo que duran'): no topic of its own.
      ' tous toutes leur leurs sa son ses meilleurs meilleures pires duree durees description descriptions resume tableau liste chacun chaque ordre ligne phrase' +
      // 'about' and 'or' between themes ('über KI oder Roboter'): no topic of their own.
      ' ou et' +
      // The members of a group ('nous sommes quatre : l'un veut de l'horreur, l'autre une comedie'): who the film is for, no topic.
      ' nous sommes autre autres veut veulent plaise convienne' +
      // 'spielberg a-t-il déjà fait un film d'horreur ?': the question's verbs around the name, no topic.
      ' deja fait realise tourne' +
      // 'goosebumps guaranteed', 'so richtig gruseln': how sure and how much, no topic.
      ' garanti garantie' +
      // 'the longest film you have on the site': the catalog talked about, no topic.
      ' quoi vous avez site catalogue appli' +
      // 'as-tu quelque chose de kubrick ?', "t'as un truc de wes anderson": asking what the catalog has, no topic.
      ' as as-tu avez-vous tu' +
      // 'tu peux me conseiller un polar ?', 'montre-moi des polars', 'je cherche un polar': how the films are asked
      // for (the asking verb, 'me'), no topic.
      ' peux pouvez pourrais pourriez conseiller conseilles conseillez proposer proposes montre montrez montre-moi' +
      ' moi me cherche cherches trouve trouver trouves aurais auriez donne donnez' +
      // "deux adorent l'horreur et deux détestent ça": who likes what in a group names no topic.
      ' adorent adore aiment aime kiffent kiffe'
    ).split(' '),
    origins: {
      French: ['francais(?:e|es)?', 'en francais', 'france'],
      Italian: ['italien(?:ne)?s?', 'italie'],
      German: ['allemand(?:e)?s?', 'allemagne'],
      Japanese: ['japonais(?:es?)?', 'japon'],
      Korean: ['coreen(?:ne)?s?', 'coree'],
      Chinese: ['chinois(?:es?)?', 'chine'],
      Cantonese: ['cantonais(?:es?)?', 'hong kong'],
      Hindi: ['indien(?:ne)?s?', 'bollywood', 'inde'],
      Spanish: ['espagnol(?:e)?s?', 'espagne'],
      Mexican: ['mexicain(?:e)?s?', 'mexique'],
      Russian: ['russes?', 'russie'],
      Swedish: ['suedois(?:es?)?', 'suede'],
      Danish: ['danois(?:es?)?', 'danemark'],
      Portuguese: ['portugais(?:es?)?', 'bresilien(?:ne)?s?', 'portugal', 'bresil'],
      English: ['en anglais', 'anglais(?:es?)?'],
      British: ['britanniques?'],
      American: ['americain(?:e)?s?', 'hollywoodien(?:ne)?s?'],
      Persian: ['iranien(?:ne)?s?', 'persans?'],
      Turkish: ['turcs?', 'turques?'],
      Thai: ['thailandais(?:es?)?'],
      Australian: ['australien(?:ne)?s?'],
      Canadian: ['canadien(?:ne)?s?', 'quebecois(?:es?)?'],
      Irish: ['irlandais(?:es?)?'],
    },
  },
};

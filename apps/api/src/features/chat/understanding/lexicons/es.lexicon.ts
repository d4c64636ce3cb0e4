import { NO_PHRASES, type LanguageLexicon } from './language-lexicon.ts';

/** How much a film was liked, after the verb ('me gustó mucho', 'me encantó un montón', 'me gustó inmensamente'). */
const LIKED_DEGREES = String.raw`(?:mucho|muchisimo|un monton|de verdad|inmensamente|un mogollon|bastante|tanto)`;

/** 'que me recomiendas de miyazaki': the films asked for are the person's, whatever their role. */
const RECOMMENDED_OF = String.raw`(?:que|cual(?:es)?) (?:me )?(?:recomiendas|recomendarias|recomienda|recomendaria|sugieres|aconsejas)(?: ver)? de(?! (?:ver|bueno|nuevo|todos los tiempos|la historia|siempre)\b)`;

/** 'que pelis hizo scorsese con dicaprio', 'las peliculas que ha dirigido almodovar': the films the person made. */
const FILMS_MADE_BY = String.raw`(?:peliculas?|pelis?|films?) (?:que )?(?:hizo|ha hecho|dirigio|ha dirigido)`;

/** Words heightening a length turned down ('not so insanely long'): the length is still the one turned down. */
const LENGTH_DEGREES = String.raw`(?:(?:super|terriblemente|increiblemente|exageradamente|tremendamente|eternamente|muy) )?`;

export const SPANISH: LanguageLexicon = {
  code: 'es',
  name: 'Spanish',
  genres: {
    Action: ['accion', 'persecuciones', 'explosiones', 'tiroteos?'],
    Adventure: ['aventuras?'],
    Animation: ['animad[ao]s?', 'animacion', 'dibujos(?: animados)?', '(?<!\\b(?:me|te|se|nos|que) )animes?'],
    // 'gangsters pero con humor': a film with humor is a comedy.
    Comedy: [
      'comedias?',
      'con (?:algo de |un poco de |mucho )?humor',
      'graciosas?',
      'divertidas?',
      'reir(?:me|se|nos)?',
      'risas?',
    ],
    Crime: ['crimen', 'policiac[ao]s?', 'cine negro'],
    Documentary: ['documentales?'],
    Drama: ['dramatic[ao]s?'],
    Family: ['familiar(?:es)?', 'en familia'],
    Fantasy: ['fantasia', 'fantastic[ao]s?', 'magia'],
    // 'pelis de historia'; 'historia(s) de amor', 'historia de musica' tell stories of a kind, no history.
    History: ['historic[ao]s?', 'historia(?!s? (?:de|sobre) )'],
    Horror: [
      'terror',
      'miedo',
      'de susto',
      'escalofriantes?',
      // 'algo aterrador', 'menos espeluznante': a film said frightening.
      'aterrador(?:es|as?)?',
      'terrorific[oa]s?',
      'espeluznantes?',
      'sustos',
      '(?:te|me|nos) hagan? saltar',
      // 'que me ponga la piel de gallina'.
      'piel de gallina',
    ],
    Music: ['musicales?', 'musica', 'cantar'],
    Mystery: ['misterio'],
    Romance: ['romantic[ao]s?', 'de amor', 'historias? de amor'],
    'Science Fiction': ['ciencia ficcion', 'espacio', 'extraterrestres?'],
    Thriller: ['suspenso', 'de suspense'],
    War: ['guerra', 'belic[ao]s?'],
    Western: ['vaqueros?', 'del oeste'],
  },
  moods: {
    uplifting: [
      'alegres?',
      'animad[ao] para subir el animo',
      'que me anime',
      'feliz',
      'de bajon',
      'animarme',
      'esperanzador(?:a|es|as)?',
      'llen[ao]s? de esperanza',
      'optimistas?',
      // 'algo que me levante el ánimo', 'que me alegre el día'.
      '(?:levant|sub)(?:e|a|ar|ir)(?:me|nos)? el animo',
      'alegr(?:e|ar)(?:me|nos)? el dia',
    ],
    fun: [
      'sin (?:tener que )?pensar(?: mucho)?',
      '(?:desconectar|apagar) (?:el|mi) cerebro',
      'cerebro apagado',
    ],
    'mind-bending': [
      // 'que me haga pensar', 'que te hace reflexionar', 'de las que piensas durante días'.
      'que (?:(?:te|me|nos) )?(?:haga|hace|hagan|hacen) (?:pensar|reflexionar)',
      '(?:pienso|piensas) (?:en ella )?(?:durante|por) (?:varios |muchos )?dias',
      'giros?',
      // 'que me vuele la cabeza', 'de esas que te dejan pensando varios días'.
      '(?:vuel[ae]n?|volar(?:me|te)?) (?:la cabeza|el cerebro|la mente)',
      '(?:te|me|nos) (?:deja|dejan|deje|dejen) pensando(?: (?:durante |por )?(?:varios|muchos|unos) dias)?',
    ],
    emotional: ['llorar', 'lagrimas', 'triste', 'emotiv[ao]s?', 'emocional(?:es)?'],
    thrilling: [
      'emocionantes?',
      'trepidantes?',
      'epic[ao]s?',
      // 'al borde del asiento', 'con el corazón a mil', 'de infarto'.
      'al borde del asiento',
      'el corazon a mil',
      'de infarto',
      'sin respiro',
    ],
    cozy: [
      'tranquil[ao]s?',
      'relajad[ao]s?',
      'relajante',
      'acogedor[ao]?s?',
      'ligeras?',
      // 'algo que se sienta como un abrazo', 'reconfortante', 'manta y chocolate'.
      'un abrazo',
      'reconfortantes?',
      'mantita',
      'manta y',
    ],
    'slow-burn': ['pausad[ao]s?', 'lent[ae]?s?'],
    'fast-paced': ['rapid[ao]s?'],
    dark: ['oscur[ao]s?'],
  },
  kids: [
    'ninos',
    'ninas',
    'hijos',
    'infantil(?:es)?',
    'para peques',
    'mi hij[oa]',
    // nieces, nephews and grandchildren.
    'niet[oa]s?',
    'sobrin[oa]s?',
    'primit[oa]s?',
    'hermanit[oa]s?',
  ],
  family: [
    'toda la (?:familia|flia)',
    'en familia',
    'familia entera',
    'todas las edades',
    'grandes y (?:chicos|pequenos)',
  ],
  teens: ['con (?:mis|mi) (?:padres|abuelos|abuela|abuelo|abuelita|abuelito)', 'adolescentes?'],
  numbers: {
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
  },
  sequelParts: ['parte', 'capitulo', 'episodio', 'volumen', 'vol'],
  negations: [
    'sin',
    'odia',
    'odian',
    'detesta',
    'no soporta',
    'ni',
    'nada',
    'nada de',
    'cero',
    'ningun',
    'ninguna',
    'menos',
    'no quiero',
    'no sea',
    'no sean',
    'odio',
    'excepto',
    'salvo',
  ],
  // 'odia las pelis largas y todo lo violento': todo lo que no quiere, con 'y' entre medias.
  dislikes: {
    verbs: [
      'se (?:duerme|duermen|queda dormid[oa]|quedan dormid[oa]s) con',
      'se desmaya con',
      'odia',
      'odian',
      'odio',
      'detesta',
      'detestan',
      'detesto',
      'no soporta',
      'no soportan',
      'no soporto',
      'no (?:le|les|me|nos) gustan?',
      // 'nadie quiere', 'no aguanta': refusals said of someone watching.
      // 'a nadie le gusta el terror', 'nadie aguanta los musicales': nobody watching likes the kind.
      'nadie (?:quiere|aguanta|soporta)',
      'a nadie (?:le |les )?gustan?',
      'no aguant(?:a|an|o)',
      // 'mi marido, que se niega a ver dibujos animados': a refusal to watch a kind turns it down.
      'se (?:niega|niegan|rehusa|rehusan) a (?:ver|mirar)(?: el| la| los| las| lo)?',
      // 'mi novia no puede con el terror', 'no lleva bien la sangre': what someone can't bear to watch.
      'no (?:puede|pueden|puedo) (?:con|ver)(?: el| la| los| las| lo)?',
      'no (?:lleva|llevan|llevo) bien(?: el| la| los| las| lo)?',
      // 'harto de', 'cansada de las': weariness of a kind turns it down, as 'sick of' does.
      '(?:hart|cansad)[oa]s? (?:de l[oa]s|de la|del|de)',
      // 'ya me cansé del cine de marvel', 'paso de los superhéroes': having had enough of a kind turns it down.
      '(?:ya )?me (?:canse|harte) (?:de l[oa]s|de la|del|de)',
      '(?:yo )?paso (?:de l[oa]s|de la|del|de)',
    ],
    joins: ['y', 'e'],
    // 'one hates war films and another westerns', 'and my sister musicals': the other people watching, the verb
    // left out.
    others: ['otr[oa]', 'el otro', 'la otra', 'otr[oa] mas', '(?:mis?|sus?|nuestr[oa]s?) [a-z-]+'],
  },
  // 'the kids think cartoons are babyish': a kind said to be for babies is turned down, as 'not my thing' is.
  negationsAfter: [
    'no (?:me gusta|me gustan|es lo mio|son lo mio)',
    '(?:mi|la) \\w+ (?:las |los |lo )?odia',
    // 'dos aman el terror y dos lo odian': a kind someone in the group turns down after others wanted it is left out.
    "(?:y|pero|mientras) (?:[\\w']+ ){1,3}(?:no )?(?:lo|la|los|las) (?:odia|odian|odio|odiamos|detesta|detestan|detesto|aguanta|aguantan|soporta|soportan|soporto)",
    '(?:es|son) (?:(?:muy|demasiado|re|super) )?(?:infantil(?:es)?|para bebes|de bebes|cosa de (?:ninos|bebes))',
  ],
  ordinals: {
    primera: 0,
    primero: 0,
    segunda: 1,
    segundo: 1,
    tercera: 2,
    tercero: 2,
    cuarta: 3,
    cuarto: 3,
    quinta: 4,
    ultima: -1,
    ultimo: -1,
    quinto: 4,
    // 'la 3a', 'el 2º': numbered ordinals too.
    '1a': 0,
    '1o': 0,
    '2a': 1,
    '2o': 1,
    '3a': 2,
    '3o': 2,
    '4a': 3,
    '4o': 3,
    '5a': 4,
    '5o': 4,
  },
  shownVerdicts: {
    subjects: [
      '(?:todas )?(?:esas|esos|estas|estos)',
      'son (?:todas|todos|muy|demasiado)',
      'las que me (?:diste|pasaste|recomendaste)',
    ],
    dismissals: ['no', 'nah', 'bah', 'uf+', 'puf', 'm+'],
  },
  references: ['estas', 'esas', 'de ellas', 'ellos', 'de estas', 'de esas'],
  schoolStages: {
    '(?:la )?(?:escuela )?primaria': 8,
    '(?:la )?secundaria|(?:la )?eso|(?:el )?instituto|(?:el )?insti|(?:el )?bachillerato|(?:la )?prepa(?:ratoria)?': 15,
  },
  decades: {
    '(?:los|anos|decada de los) veinte': 1920,
    '(?:los|anos|decada de los) treinta': 1930,
    '(?:los|anos|decada de los) cuarenta': 1940,
    '(?:los|anos|decada de los) cincuenta': 1950,
    '(?:los|anos|decada de los) sesenta': 1960,
    '(?:los|anos|decada de los) setenta': 1970,
    '(?:los|anos|decada de los) ochenta': 1980,
    '(?:los|anos|decada de los) noventa': 1990,
  },
  markers: {
    strong: [
      'peliculas?',
      'pelis?',
      'quiero',
      'recomiendame',
      'recomienda',
      'dirigio',
      'gracias',
      'hola',
      'algo de',
      'vale la pena',
      'de que trata',
      'cuanto dura',
      'ninos',
      'que puedes hacer',
      'dame',
      'comedias',
      'quien hace de',
      'demasiado',
      'cual es',
      'mas corta',
      'mas larga',
      'ha dirigido',
      'hijos?',
      'hija',
      'de esas',
      'de estas',
      'de ellas',
    ],
    weak: [
      'busco',
      'recomiendas',
      'recomendacion(?:es)?',
      'algo',
      'una',
      'unas',
      'unos',
      'para',
      'con',
      'que',
      'sobre',
      'mas',
      'menos',
      'nada',
      'ver',
      'esta noche',
      'muestrame',
      'hay',
      'alguna',
      'alguno',
      'mejor',
      'cual',
      'quien',
      'cuando',
      'cuanto',
      'dura',
      'trata',
      'de los',
      'de la',
      'anos',
      'tengo',
      'mis',
      'favor',
      'otra',
      'otras',
      'sin',
      'solo',
      'sean',
      'muy',
      // Common words of the language: each shows it a little, shared ones no more than the others.
      'el',
      'los',
      'las',
      'del',
      'y',
      'o',
      'es',
      'en',
      'lo',
      'me',
      'mi',
      'te',
      'tu',
      'su',
      'se',
      'por',
      'pero',
      'como',
      'donde',
      'hoy',
      'ahora',
      'hace',
      'ya',
      'vi',
      'visto',
      'he',
      'has',
      'peli',
      'ultima',
      'ultimo',
      'estoy',
      'soy',
      'tambien',
      'esto',
      'eso',
      'ese',
      'esa',
      'este',
      'esta',
      'estas',
      'estos',
      'novio',
      'novia',
      'esposo',
      'esposa',
      'marido',
      'mujer',
      'amigos',
      'amigas',
      'padres',
      'hermano',
      'hermana',
      'nos',
      'nuestro',
      'cuales',
    ],
  },
  letters: 'ñáéíóúü',
  plurals: [
    { plural: 'es$', singular: '' },
    { plural: 's$', singular: '' },
  ],
  // 'de q va', 'pelis q den miedo': the shorthand typed for 'que' (Portuguese types it too), 'porque' as 'xq', 'pq',
  // and the rest Spanish is typed in ('algo pa ver', 'tmb', 'xfa').
  spellings: {
    q: 'que',
    xq: 'porque',
    pq: 'porque',
    pa: 'para',
    tmb: 'tambien',
    tmbn: 'tambien',
    xfa: 'por favor',
    porfa: 'por favor',
    grax: 'gracias',
    nse: 'no se',
    dnd: 'donde',
    cnto: 'cuanto',
    cto: 'cuanto',
    xo: 'pero',
    finde: 'fin de semana',
  },
  filmWords: ['peliculas?', 'pelis?', 'titulos?', 'opciones'],
  counts: {
    couple: ['un par de'],
    few: ['unas cuantas', 'algunas'],
    just: ['solo', 'solamente'],
    oneLeads: ['quiero', 'quisiera', 'busco', 'dame', 'recomiendame', 'muestrame', 'solo'],
    one: ['uno', 'uno solo', 'una sola', 'un solo', 'una unica', 'una única', 'un unico', 'un único'],
    oneAfterJust: ['una', 'un', 'uno'],
    either: ['o', 'u'],
    oneAndNoMore: ['y ya', 'y listo', 'y punto', 'y ya esta'],
  },
  orders: {
    vote_average: ['mejores', 'mejor valoradas?', 'aclamadas?', 'obras maestras'],
    release_date: ['mas recientes?', 'ultimas?', 'recientes?', 'estrenos'],
    // 'la primera peli de tarantino': someone's first film, no place in a list.
    oldest: ['mas antiguas?', 'mas viejas?', 'primera (?:peli|pelicula) (?=de |del )', 'opera prima'],
    shortest: ['(?:la|las|el|los|lo) (?:peliculas? |pelis? )?mas cort[ao]s?'],
    longest: ['(?:la|las|el|los|lo) (?:peliculas? |pelis? )?mas larg[ao]s?'],
  },
  library: {
    watchlist: [
      'de mi lista',
      'mi lista',
      'mi watch ?list',
      '(?:las )?(?:pelis|peliculas) (?:que )?(?:he )?guardad[oa]s?',
      '(?:que )?guarde para (?:despues|luego|mas tarde)',
      'ya guardad[oa]s',
    ],
    rewatch: ['volver a ver'],
    rewatchNeeded: ['(?:hay|tienes|tenes) que volver a ver', 'hay que ver(?:la|lo) (?:dos|varias) veces'],
    likedFilms: [
      '(?:las|los) (?:pelis|peliculas|que) (?:que )?(?:mas )?me (?:gustaron|encantaron)(?: mas)?',
      // 'como esas que me encantaron': 'those' with a clause of the speaker's own.
      '(?:esas|esos|aquellas|aquellos) (?:pelis |peliculas )?que (?:mas )?me (?:gustaron|encantaron)(?: mas)?',
      // 'las pelis a las que les puse un 10': the films they rated best, said by what they gave them.
      '(?:las|los) (?:pelis|peliculas) (?:a )?(?:las|los) que (?:les )?(?:puse|di|he puesto|he dado) (?:un )?(?:10|diez)',
      '(?:las|los) (?:pelis|peliculas) que (?:likee|he likeado|marque con like)',
      // 'las que mejor he puntuado', 'las pelis que puntue mas alto': the films they rated best.
      '(?:las|los) (?:pelis |peliculas )?que (?:mejor|mas alto) (?:he )?(?:puntuado|puntue|valorado|valore|calificado|califique)',
      '(?:las|los) (?:pelis |peliculas )?que (?:he )?(?:puntuado|puntue|valorado|valore|calificado|califique) (?:mejor|mas alto)',
      // 'como esas que puntué muy bien': 'those' with a rating of the speaker's own.
      '(?:las|los|esas|esos|aquellas|aquellos) (?:pelis |peliculas )?que (?:he )?(?:puntuado|puntue|valorado|valore|calificado|califique) (?:(?:muy|super|bastante) )?(?:bien|alto)',
    ],
    likedThatWay: [
      'en esa (?:linea|onda|direccion)',
      'por (?:ese|el mismo) estilo',
      'de ese (?:estilo|tipo|rollo)',
    ],
    // 'in the vein of the last thing i watched': the film last in their diary, loved or not.
    lastSeen: [
      '(?:como|parecid[oa]s? a|en la (?:linea|onda) de|(?:del|al) estilo de|tipo) (?:lo|la|el) ultim[oa] (?:(?:pelicula|peli) )?que (?:he )?(?:vi|visto|mire)',
    ],
    taste: [
      '(?:segun|basad[oa]s? en|en base a|de acuerdo (?:a|con)) (?:lo|las|las pelis|las peliculas) que (?:mas )?me (?:gusta|gustan|gusto|gustaron|encanta|encantan|encanto|encantaron)',
      '(?:segun|basad[oa]s? en|en base a|de acuerdo (?:a|con)|acorde (?:a|con)|a) mis (?:gustos|notas|likes|favoritas|favoritos|preferencias)',
      'a mi gusto',
    ],
    lastLoved: [
      'como la ultima (?:pelicula )?que me (?:encanto|gusto)',
      'parecid[oa]s? a (?:lo|las|las pelis|las peliculas) que me (?:gusto|gustaron|encanto|encantaron)',
      '(?:segun|basad[oa]s? en|en base a) lo que (?:he estado viendo|he visto|estoy viendo|vengo viendo) (?:ultimamente|estos dias)',
    ],
    rated: [
      '(?:a )?(?:que|cuales) (?:peliculas?|pelis?) (?:le )?(?:he dado|di) (?:mi |la )?(?:mejor|mas alta) (?:nota|puntuacion)',
      '(?:que|cuales) (?:peliculas?|pelis?) (?:he|le he) (?:puntuado|calificado|valorado) (?:mas alto|mejor|con (?:un )?(?:10|diez))',
      '(?:peliculas?|pelis?) (?:(?:a las )?que )?(?:le )?(?:di|he dado) (?:un )?(?:10|diez)',
      'mis (?:peliculas|pelis) (?:mejor|mas) (?:valoradas|puntuadas)',
    ],
    best: ['mejor(?:es)?', 'mas alt[ao]s?'],
    worst: ['peor(?:es)?', 'mas baj[ao]s?'],
    // 'la que menos me gustó': liking said least, their lowest-rated film.
    leastLiked: [
      'menos me (?:gusto|gustaron|ha gustado|han gustado|encanto)',
      'me (?:gusto|gustaron|ha gustado|han gustado) menos(?! de| que)',
    ],
    favoriteDirector: ['mi (?:director|cineasta) (?:favorito|preferido)'],
    mostLiked: ['mas me (?:gusto|ha gustado|encanto)', 'me (?:gusto|ha gustado|encanto) mas(?! de| que)'],
    listedAlready: ['ya', 'que (?:este|esten|esta|estan|tenga|tengo)'],
    likedVerbs: [
      'me (?:han |habian )?(?:gustaron|gusto|gustado|encantaron|encanto|encantado)',
      '(?:marque|he marcado|puse|he puesto|di|he dado|les di|le di) (?:con )?(?:un )?(?:like|me gusta|corazon)',
      '(?:likee|he likeado)',
      'mis (?:favoritas|favoritos|likes|me gusta|pelis favoritas|peliculas favoritas)',
    ],
    ratedVerbs: ['puntuado', 'valorado', 'calificado', 'votado', 'puntue', 'valore', 'califique'],
    ownVerbs: [
      '(?:he|e|habia) (?:puntuado|valorado|calificado|visto|dado)',
      'puntue',
      'valore',
      // 'la peli a la que le puse mejor nota', 'la mejor valorada por mi': the score they gave.
      '(?:le |les )?(?:puse|di|he puesto)',
      'por mi',
      'califique',
      'vi',
      'mire',
      'di',
      'mis (?:notas|puntuaciones|valoraciones)',
    ],
    mine: ['mis'],
    recommendAsks: [
      'recomienda\\w*',
      'recomendar\\w*',
      'recomiendes',
      'sugier\\w*',
      'que (?:me )?(?:veo|miro)',
      'basad[oa]s? en',
    ],
    ratingOf: [
      '(?:ya )?(?:he|habia) (?:puntuado|valorado|calificado)(?= )',
      '(?:que|cuanta) (?:nota|puntuacion) (?:le )?(?:di|puse|he dado|he puesto)(?: a)?',
      '(?:que|como) me (?:parecio|parecieron)',
      'que (?:pense|opine) (?:de|sobre)',
    ],
    seenIt: ['(?:ya )?(?:he|habia) visto(?= )', 'vi ya(?= )'],
  },
  period: {
    recent: ['ultim[oa]s?', 'pasad[oa]s?'],
    units: { dias: 1, dia: 1, semanas: 7, semana: 7, quincena: 14, meses: 30, mes: 30 },
    // The twelve months, January first ('|' between a month's spellings).
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    since: ['desde'],
    seasons: { primavera: 2, verano: 5, otono: 8, invierno: 11, navidad: 11, 'ano nuevo': 0 },
  },
  roles: {
    director: ['dirigidas? por', 'del director', 'de la directora'],
    cast: ['con', 'con el actor', 'con la actriz', 'protagonizadas? por'],
    any: ['de'],
  },
  seen: [
    'ya (?:he )?(?:vi|visto)',
    'menos',
    'excepto',
    'salvo',
    'que no (?:sean|sea|son|es)(?: de)?(?! en\\b)',
    'pero (?:por favor |porfa |plis )?no(?! (?:un|una|de|del|muy|tan|tanto|demasiado|antes|despues|mas)\\b)',
  ],
  layout: {
    shapes: [
      '(?:en |como )?(?:una )?lista (?:numerada|con vinetas|de puntos|enumerada)',
      '(?:en |como )(?:una )?lista',
      'una lista',
      'numerad[ao]s?',
      'enumerad[ao]s?',
      '(?:en |con )vinetas',
      'vinetas',
      'en (?:forma de )?(?:puntos|lista)',
      'en markdown',
    ],
    tables: ['(?:en |como )?(?:una )?tabla'],
    bullets: ['(?:con |en )?vinetas', 'en (?:forma de )?puntos', 'de puntos'],
    openers: ['lista(?:me)?', 'enumera(?:me)?'],
    leads: [
      'hazme',
      'haz',
      'dame',
      'quiero',
      'necesito',
      'me (?:haces|das|pasas|armas)',
      '(?:puedes|podrias|me puedes|me podrias) (?:hacerme|darme|pasarme|hacer|dar|armar)',
      'armame',
      'pasame',
    ],
    joins: ['de', 'con', 'para'],
    closers: [],
    columns: {
      title: ['titulos?', 'nombres?'],
      year: ['anos?', 'ano de estreno', 'fechas?(?: de estreno)?'],
      director: ['director(?:es|a)?'],
      // 'y cuanto dura cada una': how long each film runs ('y cuanto dura' alone asks of one film).
      runtime: ['duracion(?:es)?', 'minutos', 'cuanto (?:tiempo )?duran?(?= cada)'],
      rating: ['notas?', 'puntuacion(?:es)?', 'valoracion(?:es)?'],
      note: [
        '(?:una |un )?(?:breve |pequena |corta |pequeno |corto )?(?:descripcion(?:es)?|frases?|sinopsis|resenas?|resumen(?:es)?|comentarios?)(?: cort[ao]s?| breves?)?',
      ],
    },
    askedBefore: ['quien', 'quienes', 'cual', 'cuales'],
    columnLeads: [
      'con(?: el| la| los| las| su| sus| un| una)?',
      'y(?: el| la| su)?',
      'mas(?: el| la)?',
      '(?:pon|anade|agrega|incluye)(?:me|le|les)?(?: el| la| los| las| su| sus)?',
    ],
    columnJoins: ['y', 'e'],
    columnTails: [
      '(?:en|para) cada (?:linea|fila|renglon)',
      '(?:de|para|sobre) cada (?:una|uno|peli|pelicula)',
      '(?:al|a su) lado',
      'cada una',
      'cada uno',
      '(?:en |como )?columnas?',
    ],
    titlesOnly: [
      '(?:solo|solamente|unicamente|nada mas|nomas) (?:los )?(?:titulos|nombres)',
      '(?:los )?titulos nada mas',
      'sin (?:descripcion(?:es)?|sinopsis|resumen(?:es)?|detalles)',
      'sin (?:rollos?|enrollarte|paja|relleno|explicaciones)',
      // 'y nada más antiguo que 2005' compares: no layout.
      '(?:y|sin) nada mas(?! [a-z]+ (?:que|de))',
    ],
    perLine: [
      'una (?:linea|frase) (?:cada una|cada uno|por (?:peli|pelicula))',
      'un[oa]? por linea',
      'cada una en una linea',
    ],
    reasonTails: ['(?:de|sobre|explicando|diciendo|con el) (?:por ?que|porque)'],
    prose: [
      '(?:sin|nada de|ninguna) listas?',
      'no (?:me )?(?:hagas|pongas|des|mandes) (?:una )?listas?',
      '(?:hablame|habla|cuentamelo|dimelo|escribeme|escribe) como (?:un|una|lo haria un|lo haria una) amig[oa]',
      'como lo haria un(?:a)? amig[oa]',
      'en (?:un )?parrafo',
      'en prosa',
    ],
    short: [
      'se breve',
      '(?:una )?respuesta (?:corta|breve)',
      'en (?:pocas|dos|2) palabras',
      'hazlo (?:corto|breve)',
      '(?:sin|nada de) listas largas',
      'resumido',
    ],
    replyLength: {
      leads: [
        '(?:(?:mantenlo|hazlo|que sea|responde(?:me)?|contesta(?:me)?) )?(?:en )?(?:menos de|maximo|como maximo|no mas de|un maximo de|hasta)',
      ],
      tails: ['(?:como )?maximo', 'o menos', 'como mucho', 'max'],
      characters: ['caracteres', 'letras'],
      words: ['palabras'],
    },
    bold: [
      '(?:pon(?:me)? |marca(?:me)? )?(?:en )?negrita (?:los |sus )?(?:titulos|nombres)',
      '(?:los |sus )?(?:titulos|nombres) en negrita',
      "(?:pon(?:me)? |marca(?:me)? |resalta(?:me)? )?(?:en )?negrita(?: [a-z']+){0,4}? (?:la |el )?mejor",
      '(?:pon(?:me)? |marca(?:me)? )?(?:la |el )?mejor en negrita',
    ],
    sorts: {
      vote_average: [
        '(?:ordenad[ao]s|ordenalas|ordenar|clasificad[ao]s) (?:por|segun) (?:la |su )?(?:puntuacion|nota|valoracion)',
        '(?:de )?(?:la |las )?mejor(?:es)?(?: valoradas?)? primero',
        '(?:de|desde) (?:la )?mejor a (?:la )?peor',
        'rankead[ao]s',
      ],
      oldest: [
        '(?:ordenad[ao]s|ordenalas|ordenar) (?:por|segun) (?:el |su )?(?:ano|fecha)(?: de estreno)?',
        'en orden cronologico',
        '(?:de )?(?:la |las |el |los )?mas antigu[ao]s? primero',
        // 'por orden de estreno', 'en el orden en que salieron': the order of release said as a phrase.
        '(?:por|en) (?:el )?orden de (?:estreno|salida|lanzamiento|aparicion|publicacion|(?:la )?fecha|ano)',
        'en el orden en (?:el )?que (?:salieron|se estrenaron|se hicieron)',
        '(?:de )?(?:la |las |el |los |lo )?mas antigu[ao]s? a (?:la |las |lo |los )?mas (?:recientes?|nuev[ao]s?)',
        // 'in order', 'in the right order': the order a series came out in.
        '(?:en|por) (?:el )?orden(?: correcto| adecuado)?(?! (?:de|en))',
      ],
      release_date: [
        '(?:de )?(?:la |las |el |los )?mas recientes? primero',
        '(?:de )?(?:la |las |el |los |lo )?mas (?:recientes?|nuev[ao]s?) a (?:la |las |lo |los )?mas antigu[ao]s?',
      ],
      shortest: [
        '(?:de )?(?:la |las |los )?mas cort[ao]s? primero',
        '(?:por|segun) (?:la |su )?duracion',
        '(?:de )?(?:la |las |el |los |lo )?mas cort[ao]s? a (?:la |las |lo |los )?mas larg[ao]s?',
      ],
      longest: [
        '(?:de )?(?:la |las |los )?mas larg[ao]s? primero',
        '(?:de )?(?:la |las |el |los |lo )?mas larg[ao]s? a (?:la |las |lo |los )?mas cort[ao]s?',
      ],
    },
    fillers: ['porfa', 'por favor', 'plis'],
    again: [
      '(?:puedes|podrias|podes)',
      '(?:pon|pasa|muestra|ensena|da|haz|rehaz|repite|reescribe|escribe|organiza|presenta|ordena|reordena)(?:me|nos)?(?:lo|la|los|las)?',
      '(?:me|lo|la|los|las|eso|esa|esas|esos|esto|estas|estos|mism[ao]s?|lista|pelis|peliculas)',
      '(?:otra vez|de nuevo|ahora|pero|y|en|como|vale|gracias)',
    ],
  },
  filmRelations: {
    sequel: ['(?:la )?secuelas?', '(?:la )?segunda parte', '(?:la )?continuacion', 'parte (?:2|dos)'],
    lead: ['(?:el|la) protagonista', '(?:el|la) (?:actor|actriz) principal', '(?:el|la) prota'],
    similar: [
      'algo (?:parecido|similar)',
      '(?:peliculas|pelis|otras?) (?:parecidas|similares)',
      '(?:algo|otras?|mas) (?:como|parecidas? a) (?:esa|esta|ella)',
    ],
  },
  endingWishes: [
    String.raw`(?:(?:una|alguna) )?(?:donde|en (?:la|el) que|pero) (?:el |la |los |las |su |sus )?(?<subject>[\p{L}]+) no (?:se )?muer[ae]n?(?: al final)?`,
    '(?:donde )?(?:no muere nadie|nadie muere)',
  ],
  qualityWishes: [
    String.raw`(?:con|que tenga|que tiene) (?:un |una )?(?:(?!(?:el|la|los|las|ese|esa|su) )[\p{L}'-]+ ){0,2}(?:final(?:es)?|giros?|desenlace|banda sonora|musica|trama|guion|dialogos|fotografia|actuacion(?:es)?|reparto)(?! (?:donde|en (?:el|la) que|en que))`,
  ],
  referenceQuestions: {
    overview: ['de que (?:trata|va)', 'cuentame (?:mas|de)', 'mas (?:info|detalles)', 'argumento'],
    // 'y la segunda dura cuanto', 'cuantos minutos tiene': the verb before its question word, the length by its unit.
    runtime: ['cuanto (?:tiempo )?dura', 'dura cuanto', 'cuantos minutos', 'duracion'],
    director: ['quien (?:la |lo )?(?:dirigio|dirige|hizo)', 'director'],
    year: ['cuando salio', 'de que ano', 'el ano(?! \\d)', '(?:ano|fecha) de estreno'],
    cast: ['quien(?:es)? (?:sale|salen|actua|actuan)', 'reparto'],
    genres: ['que genero', 'de que genero', 'da miedo', 'es de miedo', 'es de terror', 'es comedia'],
  },
  filmLanguages: {
    noSubtitles: [
      'sin subtitulos',
      'nada de subtitulos',
      '(?:odio|no quiero|no me gustan) (?:leer )?(?:los )?subtitulos',
    ],
    cannotBear: [
      'no (?:puede|pueden|podemos|soporta|soportan|soportamos|aguanta|aguantan|quiere|quieren|lee|leen)',
      'nadie',
      'odia',
      'odian',
      'se niega a',
    ],
    notEnglish: [
      'extranjer[ao]s?',
      'subtitulad[ao]s?',
      'con subtitulos',
      'que no (?:sea|sean|este|esten) en ingles',
      // 'en otros idiomas', 'en otra lengua': films in other languages than English.
      '(?:en )?otr[oa]s (?:idiomas|lenguas)',
      'en otr[oa] (?:idioma|lengua)',
    ],
    // 'que no sea hablada en inglés': how the film was made may stand before the language.
    notIn: [
      'que no (?:sea|sean|este|esten) (?:(?:hablad|rodad|filmad)[ao]s? )?en',
      'no (?:(?:hablad|rodad|filmad)[ao]s? )?en',
      'no',
    ],
    madeAfter: ['(?:hablad|rodad|filmad|doblad)[ao]s?'],
    regions: {
      asian: ['asiatic[ao]s?', 'asia'],
      european: ['europe[ao]s?', 'europa'],
      'latin-american': ['latinoamerican[ao]s?', 'latinoamerica'],
      nordic: ['nordic[ao]s?', 'escandinav[ao]s?'],
    },
  },
  timeBudget: {
    andHalf: ['y media'],
    halfHour: ['media hora'],
    amounts: {},
    and: ['y'],
    minutes: {
      diez: 10,
      quince: 15,
      veinte: 20,
      veinticinco: 25,
      treinta: 30,
      'treinta y cinco': 35,
      cuarenta: 40,
      'cuarenta y cinco': 45,
      cincuenta: 50,
      'cincuenta y cinco': 55,
      cuarto: 15,
    },
    atLeastAfter: ['o mas', 'como minimo', 'minimo', 'por lo menos', 'al menos'],
    budget: ['tengo', 'tenemos', 'solo tengo', 'libres?', 'antes de'],
    around: ['alrededor de', 'unos', 'unas', 'mas o menos', 'aproximadamente', 'cerca de'],
    // 'una peli bien larga', 'una epopeya': as long as an epic.
    longest: [
      'cuanto mas larga mejor',
      '(?:muy|bien|super) larg[ao]s?',
      'larguisim[ao]s?',
      'epicas?',
      'epopeyas?',
    ],
    not: ['nada', 'no', 'ninguna', 'ninguno', 'nadie'],
    ifWords: ['si', 'cuando'],
    lacking: ['no (?:tengo|tenemos|hay)'],
    accepted: ['no me importa', 'me da igual', 'no pasa nada', 'no hay problema', 'esta bien'],
    fromNow: ['en', 'dentro de', 'de aqui a'],
    watchedWithin: { before: [String.raw`(?:ver|mirar|terminar|acabar)(?: [\p{L}']+){0,3} en`] },
    trips: [
      'vuelos?',
      'viajes?',
      'trayectos?',
      'tren',
      'autobus',
      'escalas?',
      'descansos?',
      'pausa(?: para comer)?',
    ],
    clock: {
      at: ['a las?', 'antes de las?', 'hasta las?', 'son las', 'es la', 'para las?', 'desde las?'],
      marks: ['am', 'pm', 'h'],
      named: { medianoche: 0, mediodia: 0 },
    },
    parts: ['(?:la |las |el |los )?(?:ultim[ao]s?|primer[ao]s?)'],
  },
  smallTalk: {
    goodbyes: [
      'adios',
      'hasta luego',
      'hasta manana',
      'hasta pronto',
      'nos vemos',
      'buenas noches',
      'chao',
      'chau',
      'me voy',
      'hasta la proxima',
      'hasta mas ver',
    ],
    wellbeing: [
      'que tal',
      'como estas',
      'como vas',
      'como te va',
      'que hay',
      'como andas',
      'que tal (?:tu|el) (?:dia|finde|fin de semana)',
      'como (?:fue|va|te fue) (?:tu|el) dia',
      'todo (?:bien|en orden|tranquilo)',
    ],
    identity: [
      'quien eres',
      'que eres',
      'eres (?:un |una )?(?:bot|robot|humano|persona|ia)',
      'como te llamas',
      'quien te (?:hizo|creo)',
      '(?:eres|sos) (?:un |una )?(?:persona(?: real| de verdad)?|humano|bot|robot|ia|maquina|programa)(?: o (?:un |una )?(?:persona|humano|bot|robot|ia|maquina|programa)(?: real| de verdad)?)?',
      '(?:hablo|estoy hablando) con (?:un |una )?(?:persona|humano|bot|robot|maquina|ia)(?: real| de verdad)?',
      '(?:hay|esta) (?:un |una )?(?:persona|humano|alguien)(?: real)? (?:detras|ahi|al otro lado|escribiendo|contestando)',
    ],
    complaints: [
      '(?:esas|estas|tus|las|esos|estos) (?:sugerencias|recomendaciones|pelis|peliculas|opciones|propuestas)(?: que me (?:diste|has dado|recomendaste|pasaste))? (?:eran|son|fueron|estaban|estan|han sido) (?:(?:un poco|bastante|muy|super|medio|re|todas|algo|francamente) )*(?:malas|horribles|aburridas|flojas|fatal|pesimas|un asco|una mierda|nada buenas|regulares|un desastre)',
      '(?:malas|pesimas|flojas|vaya|horribles|aburridas) (?:sugerencias|recomendaciones|opciones|propuestas)',
      'no me (?:gusto|gustaron|convencio|convencieron|sirvio|sirvieron) (?:ninguna|nada|esas|estas|tus (?:sugerencias|recomendaciones))',
    ],
    praise: [
      '(?:eres|sos) (?:(?:muy|super|re|el|la|un|una|lo|mucho|realmente|de verdad|sinceramente) )*(?:crack|genial|buenisimo|buenisima|bueno|buena|mejor|maquina|maximo|top|genio|increible|lo mas)(?: (?:en esto|para esto|recomendando))?(?: que (?:mis|mi|tus|los|las|cualquier) [a-z]+)?',
      '(?:se te da|lo haces) (?:muy |super |re )?bien',
      'me conoces (?:muy |super )?bien',
      'buen trabajo',
    ],
    closers: [
      // 'gracias, estuvo buenísima': how the film just seen was, not a kind of film asked for.
      '(?:(?:la peli|la pelicula) )?(?:estuvo|fue|era|esta) (?:(?:muy|super|re|bien) )?(?:buenisima|buenisimo|buena|bueno|genial|divertida|divertido|graciosa|gracioso|increible|preciosa|bonita|triste|emocionante|brutal|chula|top)',
      'justo lo que (?:necesitaba|buscaba|queria)',
      'era justo eso',
      'me encanta',
      'me encanto',
      'eso era',
      'esta bien',
      // 'fue una gran recomendación', 'buen consejo': praise of the films just recommended.
      '(?:(?:fue|es|era) )?(?:una? )?(?:muy )?(?:buena?|gran|genial|excelente) (?:recomendacion|consejo|eleccion|sugerencia)',
    ],
    offTopic: [
      // 'il va pleuvoir ce week-end ?', 'will it rain tomorrow': rain or snow to come is the weather.
      '(?:va a )?(?:llover|nevar)',
      '(?:llovera|nevara)',
      'que tiempo hace',
      'el tiempo (?:hoy|manana|en)',
      'clima',
      'pronostico',
      'recetas?',
      'como (?:se )?(?:cocin[ao]|hag[oa]|prepar[ao]) (?:un|una|el|la|arroz|pasta)',
      'tipo de cambio',
      'deberes',
      'tarea',
      'horoscopo',
      'capital de',
      'raiz cuadrada',
      'quien gano (?:el|la|ayer)',
      'resultado del partido',
      'traduce',
      'traducir',
      String.raw`\d+ (?:mas|menos|por|entre) \d+`,
    ],
    fillers: [
      'muchas',
      'mil',
      'tio',
      'tia',
      'amigo',
      'amiga',
      'crack',
      'jaja',
      'jeje',
      'ah',
      'oh',
      'eh',
      'muy',
      'todo',
      'por',
      'tu',
      'ayuda',
      'de',
      'nada',
      'mas',
      'hoy',
      'bien',
      'y',
      'eres',
      'un',
      'una',
      'bot',
      'ok',
    ],
    hedges: ['realmente', 'de verdad', 'en serio', 'en realidad'],
  },
  phrases: {
    ...NO_PHRASES,
    likedTitle: [
      new RegExp(
        String.raw`\b(?<!(?:peliculas|pelis|films?) (?:que )?)me (?:gusto|gustaron|encanto|encantaron|flipo|fliparon)(?: ${LIKED_DEGREES})?\s+(?!(?:mas|este ano|hasta ahora|ultimamente)\b)(.+?)(?:[,;]| pero | y | que | algo | alguna | tienes | hay |[?!.]+ |[?!.]*$)`,
      ),
      /\b(?:acabo de ver|acabe de ver|por fin vi)\s+(.+?)(?:[,;]| pero | y | que | algo | alguna | tienes | hay |[?!.]+ |[?!.]*$)/,
      // 'vi whiplash el finde', 'anoche vimos heat': a film seen at a time said, then what it was like.
      /\b(?:vi|vimos|mire|miramos|he visto|hemos visto|volvi a ver)\s+(.+?),?\s+(?:ayer|anoche|anteayer|el otro dia|este finde|el finde|el fin de semana|este fin de semana|la semana pasada|hace poco|hoy)\b/,
      /\b(?:ayer|anoche|anteayer|el otro dia|este finde|el finde|el fin de semana|este fin de semana|la semana pasada|hace poco|hoy),? (?:yo |nosotros )?(?:vi|vimos|mire|miramos|he visto|hemos visto|volvi a ver)\s+(.+?)(?:[,;]| pero | y | que | algo | alguna | tienes | hay | con |[?!.]+ |[?!.]*$)/,
      // 'mi hijo ha visto encanto como 40 veces': a film seen over and over is a film loved.
      /\b(?:ha visto|he visto|han visto|vio|vi|vieron|ha mirado)\s+(.+?)\s+(?:(?:como|unas|casi|mas de|por lo menos|ya)\s+)*(?:\d+|mil|cien|cincuenta|veinte|diez) veces\b/,
    ],
    lovesTitle: [
      /\b(?<!(?:peliculas|pelis|films?) (?:que )?)me (?:encanta|encantan|flipa|flipan|gusta mucho|gustan mucho)\s+(?!(?:mas|ver)\b)(.+?)(?:[,;]| pero | y | que | algo | alguna | tienes | hay |[?!.]+ |[?!.]*$)/,
      // 'mi hijo ama toy story', 'ella adora shrek', 'amo coco': the verb of one person, after who loves ('ama de casa'
      // is no love), or the speaker's own.
      /\b(?:(?:el|ella|(?:mi|tu|su|nuestr[oa]) (?:[a-z]+ ){0,2}?[a-z]+) (?:ama|adora)|(?:^|yo )(?:amo|adoro))(?: muchisimo| mucho)?\s+(?!(?:mas|ver|las?|los?)\b)(.+?)(?:[,;]| pero | y | que | algo | alguna | tienes | hay |[?!.]+ |[?!.]*$)/,
      // 'a mis hijos les encantan toy story y shrek', 'mis hijos aman shrek', 'les encanto coco': loved by whoever watches
      // or watched.
      new RegExp(
        String.raw`\b(?<!(?:peliculas|pelis|films?) (?:que )?)(?:(?:les?|nos) (?:encanta|encantan|flipa|flipan|encanto|encantaron|flipo|fliparon|gusto|gustaron)(?: ${LIKED_DEGREES})?|aman|adoran|amaron|adoraron|disfrutaron)\s+(?!(?:mas|ver)\b)(.+?)(?:[,;]| pero | y | que | algo | alguna | tienes | hay |[?!.]+ |[?!.]*$)`,
      ),
    ],
    praisedTitles: [
      /(?:^|[.!?;]\s+)(.+?) (?:es|son|fue|fueron) (?:una?s? de |de )?mis? (?:peliculas? |pelis? )?(?:favorit[ao]s?|preferid[ao]s?)\b/,
      /(?:^|[.!?;]\s+)(.+?) me (?:dejo|partio|rompio|volo la cabeza|marco|llego|destrozo)\b/,
      /\b(?:obsesionad[oa]s? con|loc[oa]s? (?:con|por)) (?!(?:eso|esa|ese|ella|el)\b)(.+?)(?:[,;]| pero | y | que | algo |[?!.]+ |[?!.]*$)/,
      /(?:^|[.!?;]\s+)(?!(?:eso|esa|ese|esta|este|todo)\b)(.+?) (?:estuvo|fue|es) (?:muy |super |re )?(?:increible|genial|buenisim[ao]|brutal|espectacular|una obra maestra|una pasada|alucinante)(?=\s*(?:[.!?,;]|$))/,
    ],
    changedTitles: [
      /^(?!(?:algo|alguna|peliculas?|pelis?|una?)\b)(.+?),? pero (?:(?:en (?:plan|version)|version|que sea|mas) )?(?=(?:comedia|graciosa|divertida|de risa|(?:de )?terror|(?:de )?miedo|romantica|para ninos|animada)\b)/,
      // 'x pero en inglés', 'x pero menos triste': the film, changed.
      /^(?!(?:algo|alguna|peliculas?|pelis?|una?|yo|quiero|la (?:primera|segunda|tercera|ultima))\b)(.+?),? pero (?=(?:en (?:ingles|espanol|castellano|frances)|doblad[ao]|subtitulad[ao]|no|menos|sin|mas (?:recientes?|nuev[ao]s?|cort[ao]s?|larg[ao]s?|liger[ao]s?|antigu[ao]s?))\b)/,
    ],
    // A whole message turning down the film just recommended: another of the same request.
    rejections: [
      String.raw`(?:(?:no|nah|nop|mmm+),?\s+)?(?:ningun[ao] de (?:esas|esos|estas|estos)|esa no|ese no|esta no|este no|(?:dame |dime )?otra(?: cosa| peli(?:cula)?| opcion)?|otro|alguna otra|ya la (?:he visto|vi)|no me convence)(?: por favor)?`,
    ],
    // 'which of these are under 2 hours': the last answer's films, narrowed.
    amongLeads: [
      String.raw`(?:cual(?:es)?|alguna|alguno|algunas|algunos) de (?:estas|estos|esas|esos|ellas|ellos)`,
      String.raw`de (?:estas|estos|esas|esos),? (?:cual(?:es)?|que)`,
      // 'alguna de menos de dos horas de esas?': the films shown named as where the answer comes from.
      String.raw`(?:de entre|entre|de) (?:estas|estos|esas|esos|ellas|ellos)(?=\s*(?:[,;?.!]|$))`,
    ],
    // 'solo las de menos de dos horas', 'solo esas': the films just shown, narrowed.
    narrowingLeads: [
      String.raw`(?:solo|solamente|nada mas) (?:(?:las|los) (?:de|que|con|sin)|esas|esos|estas|estos)`,
    ],
    greetings: ['hola', 'buenas', 'buenos dias', 'buenas tardes', 'buenas noches'],
    thanks: ['gracias', 'muchas gracias', 'mil gracias', 'te lo agradezco', 'grax'],
    acknowledgements: [
      'genial',
      'perfecto',
      'vale',
      'guay',
      'buenisimo',
      'excelente',
      'estupendo',
      'chevere',
      'de lujo',
      'fenomenal',
      'ok',
    ],
    help: [
      'ayuda',
      'que (?:puedes|sabes|eres capaz de|logras) hacer',
      'como funcionas',
      'como funciona esto',
    ],
    generic: [
      'peliculas?',
      'pelis?',
      'recomienda(?:me)?',
      'recomendacion(?:es)?',
      'algo',
      'ver',
      // '¿me sugieres algo de spielberg?', '¿me sugerís algo?': the asking verb said to the assistant (tú, vos).
      'sugieres',
      'sugeris',
      // '¿qué me recomiendas?', '¿qué me recomendarías?': recommending asked of the assistant.
      'recomiendas',
      'recomendarias',
      'sugiere(?:me)?',
      'aconsejas',
      'aconseja(?:me)?',
      'propones',
    ],
    more: ['mas', 'otras?', 'otros?'],
    moreNotBefore: ['antiguas?', 'viejas?', 'recientes?', 'nuevas?'],
    comparedOnes: ['unos?', 'unas?', 'peliculas?', 'pelis?'],
    older: [
      'mas antigu[oa]s?',
      'mas viej[oa]s?',
      'anteriores',
      // 'parecidas a matrix que salieron antes', 'las que la inspiraron': before the seed.
      '(?:salieron|salieran?|estrenadas?|hechas?|salio) antes(?: (?:de ella|que ella|de esa|que esa))?',
      '(?:que|las que|los que) (?:la|lo) (?:inspiraron|influyeron)',
    ],
    // 'los clásicos', 'pelis antiguas': films from before the eighties.
    classics: ['clasic[oa]s?', '(?:peliculas|pelis) antiguas'],
    blackAndWhite: ['(?:en )?blanco y negro'],
    goldenAge: [
      '(?:el )?viejo hollywood',
      'edad de oro(?: de hollywood| del cine)?',
      'clasicos (?:de|del) hollywood',
    ],
    newer: ['mas recientes?', 'mas nuev[oa]s?', 'mas modern[oa]s?', 'recientes?', 'nuevas?', 'estrenos'],
    newerSurely: ['mas recientes?', 'mas nuevas?'],
    oldFilms: ['antigu[oa]s?', 'viej[oa]s?', '(?:en )?blanco y negro'],
    // 'pero no tan larga', 'que no sea tan largo': shorter than the seed or the films shown.
    shorterThan: ['(?<!\\b(?:el|la|los|las|lo) (?:\\w+ )?)mas cort[oa]s? que', 'menos larg[oa]s? que'],
    longerThan: ['(?<!\\b(?:el|la|los|las|lo) (?:\\w+ )?)mas larg[oa]s? que'],
    // A pointer that can only be a film: a length compared with it is the film in view's.
    oneFilmPointer: ['(?:esa|esta|aquella|ese|este|aquel)(?: pelicula| peli)?(?! \\w+s\\b)'],
    thisOne: ['(?:esta|este|esa|ese)(?: pelicula| peli| de aqui)?'],
    // 'pero que dure menos': lasting less.
    shorter: [
      'mas cort[oa]s?',
      'menos larg[oa]s?',
      `no (?:(?:sean|son|sea|es) )?tan ${LENGTH_DEGREES}larg[oa]s?`,
      '(?:que )?dur(?:e|en|a|an) menos',
    ],
    longer: ['mas larg[oa]s?'],
    lighter: ['mas liger[ao]s?', 'menos (?:deprimentes?|tristes?|pesad[ao]s?|oscur[ao]s?)', 'mas alegres?'],
    refinementLeads: ['y', 'pero', 'solo', 'menos', 'sin', 'que tal', 'y de', 'mejor'],
    // 'animación para adultos', 'nada para niños': the family shelf is left out.
    childish: [
      'nada infantil',
      'no infantil(?:es)?',
      'nada (?:para|de) ninos',
      '(?:solo )?para (?:adultos|mayores|gente grande)',
    ],
    moreLikeThis: [
      // 'tienes alguna parecida?': a likeness asked with 'any' or 'some', nothing after it, is of the film in view.
      '(?:algun[ao]s?|unas|unos) (?:parecid[ao]s?|similar(?:es)?)(?! a\\b)',
      'parecid[ao]s? a (?:esta|este|esto|eso|esa|ese)',
      'como (?:esta|este|esa|ese)',
      // 'algo parecido?', 'más de eso': films like the page's movie or the ones just shown ('parecido a' names a seed).
      '(?:algo|otras?|otros?|mas|pelis|peliculas) (?:parecid[ao]s?|similar(?:es)?|del estilo|por el estilo)(?! a\\b)',
      'mas de (?:eso|esto|lo mismo)',
      // 'qué más hay parecido?': likeness with nothing after it is the film in view.
      '(?:que|algo) mas (?:hay )?(?:de )?(?:parecido|similar)',
    ],
    // 'algo con este rollo', 'con un ambiente parecido': the feel of the film in view.
    feelOfThis: [
      '(?:con|de) (?:(?:este|esta) (?:(?:tipo|estilo) de )?(?:rollo|vibra|vibe|ambiente|atmosfera|onda|tono)|(?:un|una) (?:rollo|vibra|vibe|ambiente|atmosfera|onda|tono) (?:parecid[oa]|similar))',
    ],
    // 'too long for tonight, …': how much, not the start of a title.
    notATitleStart: ['demasiado', 'muy', 'tan'],
    likeLeads: [
      'parecid[ao]s? a',
      // 'pelis similares a esta', 'cercanas a heat': nearness is likeness.
      'similar(?:es)? a',
      'cercan[ao]s? a',
      'como',
      'tipo',
      // 'en el mood de amelie', 'con el ambiente de up y coco': a film's feel, named by its titles, is likeness.
      '(?:en|con) (?:el|la) (?:mood|vibe|vibra|onda|rollo|ambiente|atmosfera|espiritu|tono|energia|aire) del?',
      'al estilo del?',
      // 'a la manera de heat': a film's manner is its style.
      'a la (?:manera|moda) del?',
      'del estilo del?',
      'en la (?:misma )?(?:linea|onda) del?',
      // 'en el mismo espiritu que whiplash', 'del mismo estilo que heat': the same kind of film as a title.
      '(?:en |de |con )?(?:el |la |lo )?mism[oa] (?:estilo|genero|espiritu|tono|rollo|tipo|vibra|linea|onda) (?:que|de)',
      'con (?:la )?(?:vibra|onda|energia) del?',
    ],
    // 'donde salen tanto bale como caine': two people in one film, no film to be like.
    likeNotAfter: [
      String.raw`\btanto (?:\S+ ){1,4}`,
      // 'la película del tipo que vive en un programa de tele': after an article or a pointer 'tipo' is the guy a story
      // is about, not 'like'.
      String.raw`\b(?:el|del|al|un|ese|este|aquel|otro) (?=tipo\b)`,
    ],
    kindLeads: ['estilo', 'rollo', 'en plan', 'a lo'],
    kindTrails: [' y (?:cosas|rollos) (?:asi|por el estilo)'],
    mashups: [
      // 'si la princesa prometida e indiana jones tuvieran un hijo'.
      /(?:^|\s)(?:si )?(?!\d)([^.,;!?]+?) (?:y|e) (?!\d)([^.,;!?]+?) (?:tuvieran|tuviesen|hicieran) un (?:hijo|bebe|nino)\b/,
      /^(?:algo )?(?:entre|una mezcla de|mezcla de) (.+?) y (.+)$/,
      // 'algo que sea una mezcla entre alien y la cosa. monstruo…': wherever the clause sits.
      /(?:^|\s)(?:(?:mezcla|cruce|combinacion|fusion|hibrido|mix) (?:de|entre)|(?:a medio camino|a mitad de camino|a caballo|en algun punto|en algun lugar|justo|en medio|(?:un )?punto medio) entre|(?:algo|una peli|una pelicula) (?:que este )?entre) (?!\d)([^.,;!?]+?) (?:y|con) (?!\d)([^.,;!?]+?)(?=\s*(?:[.,;!?]|$)|\s+(?:pero|por favor|porfa|para|que)\b)/,
    ],
    // 'parecido a lo que mas me gusto': what they loved, no title.
    notATitle: [
      // 'hora y media como mucho': 'at most', no likeness ('como' is 'like').
      'mucho',
      'maximo',
      'minimo',
      'una?',
      'algo',
      'peliculas?',
      'esta',
      'eso',
      'l[oa]s? que',
      'se (?:llama|llamaba|titula|titulaba|dice)',
      'que',
      // 'le encantó coco, ¿y ahora?': a time after the title asks what next, no second title.
      '(?:ahora|luego|despues|hoy|esta noche|manana|mas tarde)$',
    ],
    titleEnds: [
      // 'heat y ronin, las dos': a word for all the titles said, no part of the last ('las dos torres' goes on).
      'amb[oa]s',
      '(?:a )?(?:los|las) (?:dos|tres)(?=\\s*(?:[,;.!?]|$))',
      'pero',
      'de los',
      'sin',
      'menos',
      'para',
      'con',
      // 'como heat solo que mas graciosa', 'como alien solo mas corta': a degree word before a comparative ends it.
      '(?:solo|solamente|nada mas|simplemente)(?: que)? (?=(?:mas|menos)\\b)',
    ],
    titleJoins: ['y'],
    // 'la segunda de tu lista': the film of the last answer.
    referenceFillers: ['(?:de|en) (?:tu|su|la|esa|esta) lista'],
    peopleJoins: ['y', 'e'],
    clauseJoins: ['pero', 'entonces', 'pues', 'bueno'],
    // en, es, de and pt elide no word before a vowel with an apostrophe.
    elidedWords: [],
    besidesLeads: ['aparte de', 'ademas de', 'fuera de', 'excepto', 'salvo', 'quitando a'],
    nameArticles: ['el', 'la'],
    indefiniteArticles: ['un', 'una', 'unos', 'unas'],
    possessives: ['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras'],
    factCues: {
      // 'de que genero es coco', 'que genero tiene alien': the genres it is filed under.
      genres: [
        'de que genero(?: es)?',
        'que genero(?: es| tiene)?',
        'que tipo de (?:pelicula|peli|film) es',
        // Not 'genero' alone: 'algo del genero de alien' asks for films like it.
        'generos',
      ],
      // 'en que idioma esta parasite', 'idioma original de amelie'.
      language: [
        'en que (?:idioma|lengua)(?: (?:esta|es|se rodo|se grabo|se hizo))?',
        'que (?:idioma|lengua)(?: (?:tiene|habla(?:n)?))?',
        '(?:idioma|lengua|version) original(?: de)?',
      ],
      // 'cuantos anos tiene tiburon', 'que edad tiene': the years since it came out.
      age: [
        'cuantos anos tiene',
        'tiene cuantos anos',
        'que edad tiene',
        'hace cuantos anos (?:salio|se estreno)',
      ],
      // 'que nota tiene forrest gump', 'la puntuacion de heat aqui'.
      rating: [
        'que (?:nota|puntuacion|valoracion|calificacion) tiene',
        'cual es (?:la|su) (?:nota|puntuacion|valoracion|calificacion)(?: de)?',
        // Not 'nota' alone: 'que nota le di a alien' asks of their own rating.
        '(?:la |su )?(?:nota|puntuacion|valoracion|calificacion) de',
      ],
      director: ['quien dirigio', 'quien hizo', 'de quien es', 'director(?:a)?', 'dirigida'],
      plot: [
        'que (?:pasa|ocurre|sucede) en',
        'de que (?:va|trata)',
        'cual es (?:la historia|el argumento|la trama)(?: de)?',
        'argumento',
        'sinopsis',
      ],
      runtime: [
        'cuanto (?:tiempo )?dura',
        // 'y dura cuanto': the question word after the verb.
        'dura cuanto(?: tiempo)?',
        'cuanto tiempo',
        'duracion',
        'dura',
        'cuant[oa]s (?:horas|minutos)',
      ],
      year: [
        'en que ano',
        'que ano',
        'cuando (?:salio|se estreno)',
        'ano de estreno',
        // 'fecha de estreno de titanic', 'en que fecha salio': the release named as a noun.
        '(?:la )?fecha de (?:estreno|salida|lanzamiento)',
        'ano de (?:salida|lanzamiento)',
        'en que fecha(?: (?:salio|se estreno))?',
      ],
      // 'a partir de que edad', 'para que edad es': the age it suits, not its own.
      certification: [
        // 'cómo está clasificada', 'está clasificada para mayores?': the rating it was given, as 'rated' asks it.
        '(?:esta )?(?:clasificad|calificad)[ao] (?:como|para|pg(?:-13)?|r|g)',
        'como esta (?:clasificad|calificad)[ao]',
        'clasificacion',
        'edad minima',
        'a partir de que edad',
        'para que edad(?: es)?',
      ],
      // 'cuántos oscars ganó titanic', 'ganó algún premio': premios, que el catálogo no registra.
      awards: [
        'cuantos (?:oscars?|premios)(?: gano| tiene| ha ganado)?',
        '(?:gano|ha ganado|tiene) (?:el |algun |un |algunos )?(?:oscars?|premios?)',
        'oscars?',
      ],
      // 'que tal titanic', 'que te parece alien', 'titanic vale la pena?': an opinion of the film asked.
      worth: [
        'vale la pena(?: verla| verlo| ver)?',
        'que (?:tal|te parece)(?: es| esta)?',
        '(?:es|esta) buena',
        'la recomiendas',
        'que opinas(?: de| del| sobre)?',
      ],
      // 'quién más sale aparte de X': the rest of the cast.
      cast: [
        'quien(?:es)? (?:mas )?sale(?:n)?(?: (?:tambien|mas))?(?: en)?',
        'quien(?:es)? (?:mas )?actua(?:n)?(?: (?:tambien|mas))?(?: en)?',
        'reparto',
        'actores',
        // 'quién es el protagonista?', 'el actor principal': su protagonista, primero de su reparto.
        'quien(?: es| era)? (?:el |la )?(?:protagonista|prota|actor principal|actriz principal)(?: (?:de|del|en))?',
        '(?:el |la )?(?:actor|actriz) principal',
      ],
    },
    contractedArticles: { del: 'el', al: 'el' },
    // 'oppenheimer jaja tengo que planear la noche': a laugh or a need of one's own ends the title's clause.
    subjectClauseLeads: ['jaja\\w*', 'jeje\\w*', 'lol', 'xd', '(?:tengo que|necesito|quiero|voy a|es que)'],
    factAsks: [
      // 'spirited away was originally made in what language': how the film was made, no part of its title.
      '(?:fue|esta) (?:originalmente )?(?:hech|filmad|rodad|grabad|producid)[ao](?: originalmente)?',
      'originalmente',
      // 'what's its score here', 'qual a nota aqui no site': the catalog the question is asked in, no title.
      'aqui',
      '(?:en )?(?:el|este|tu|vuestro) (?:sitio|catalogo)',
      'en (?:la|esta|tu) (?:web|app|pagina)',
      'que',
      // 'quién es el director': the question word for a person, no part of a title.
      'quien',
      'quienes',
      'cual es',
      'es',
      'de',
      'del',
      'en',
      'tiene',
      'pelicula',
      'exactamente',
      'en realidad',
      'todos',
      // '¿quién era el director otra vez?': the question asked again.
      'otra vez',
      'de nuevo',
    ],
    // 'que no sean anime porfa': a please after a title left out is no part of it.
    avoidedTitleTrails: [
      'ya',
      'por favor',
      'porfa',
      'porfis?',
      'plis',
      'ja(?:ja)+',
      'je(?:je)+',
      'lol',
      'xd',
    ],
    interjections: ['bueno', 'oye', 'entonces', 'pues', 'una pregunta', 'por cierto'],
    thisMovie: [
      // 'quién más sale en ella': the film in view.
      'en ella',
      'ahi',
      '(?:esta|esa|aquella) (?:pelicula|peli)',
      '(?:este|ese|aquel) (?:film|filme)',
      'esta',
      'esta pelicula',
      'este',
      'eso',
      'esa',
      'ese',
      'esto',
      '(?:esta|este|esa|ese) de aqui',
      // '¿de qué va la película?' on a film's page: the film in view.
      '(?:la|el) (?:pelicula|peli|film)',
    ],
    // 'quién sale en película tiburón': the film noun bare, its article dropped or held by the preposition ('del').
    subjectPrefixes: [
      '(?:la )?pelicula',
      '(?:la )?peli',
      'exactamente',
      'en realidad',
      '(?:y )?que tal(?: es| esta)?',
      'como es',
    ],
    subjectSuffixes: ['pelicula', 'por favor', 'en realidad', 'exactamente', 'al final'],
    // 'did nolan direct it, right', 'la dirigió spielberg, no': a tag closing a yes/no question.
    questionTags: ['no', 'verdad', 'cierto', 'eh', 'si', 'o no'],
    doubtTails: [
      'o (?:me )?(?:estoy confundiendo|confundo|equivoco|estoy equivocad[oa])(?: .*)?',
      'o (?:estoy|ando) pensando en (?:otra|otro)(?: .*)?',
      // 'o fue otro', 'o era alguien mas': another person may have done it.
      'o (?:(?:fue|era|es) )?(?:otro|otra|alguien mas|otra persona)(?: .*)?',
    ],
    directorLeads: [
      // 'solo las de tarantino', 'los de almodovar': a pronoun for the films, then whose they are.
      '(?:solo |solamente )?(?:las|los|aquellas|aquellos|esas|esos) (?:de|del)',
      RECOMMENDED_OF,
      'dirigidas? por',
      // '… y las dirige scorsese': the verb, then its subject.
      '(?:las|los|la|lo) (?:dirige|dirigio)',
      'del director',
      'de la directora',
      '(?:peliculas?|pelis?|films?)(?: mas (?:famosas?|conocidas?|populares?|vistas?)| mejor valoradas?)? de(?! (?:todos los tiempos|la historia|siempre)\\b)',
      FILMS_MADE_BY,
    ],
    // 'o melhor filme do nolan': a film of a person is one they made or are in.
    makerLeads: [
      // 'solo las de tarantino', 'los de almodovar': a pronoun for the films, then whose they are.
      '(?:solo |solamente )?(?:las|los|aquellas|aquellos|esas|esos) (?:de|del)',
      RECOMMENDED_OF,
      '(?:peliculas?|pelis?|films?)(?: mas (?:famosas?|conocidas?|populares?|vistas?)| mejor valoradas?)? de(?! (?:todos los tiempos|la historia|siempre)\\b)',
      FILMS_MADE_BY,
    ],
    // 'con el ricardo darin'; 'pelis donde actuan X y Y': the verb before the names.
    castLeads: [
      'con el actor',
      'con la actriz',
      'con (?:el|la)',
      'con',
      'protagonizadas? por',
      // 'donde actue dicaprio': the subjunctive too.
      String.raw`(?:actuan|actua|actuen|actue|protagonizan|protagonicen|protagonice)(?! (?:en|con|de|el|la|los|las|un|una)\b)`,
      // 'pelis donde sale leo dicaprio': the verb of appearing before the name.
      String.raw`(?:sale|salen|salga|salgan|aparece|aparecen|aparezca|aparezcan)(?! (?:en|con|de|el|la|los|las|un|una|bien|mal)\b)`,
    ],
    explicitRoleLeads: [
      'dirigidas? por',
      'del director',
      'con el actor',
      'con la actriz',
      'protagonizadas? por',
    ],
    // 'brad pitt y morgan freeman han trabajado juntos?': the verb after the names ends them.
    nameEnds: [
      // 'una peli de scorsese con dicaprio dentro': a word saying the person is in the film ends the name.
      'a?dentro',
      // 'tarantino sorted by year', 'les films de nolan classés du plus récent…': a list put in order, no part of a name.
      '(?:ordenad|clasificad|organizad|listad)[oa]s?',
      // 'brad pitt y morgan freeman misma peli?': one film, no part of a name.
      '(?:la )?misma',
      'en',
      'de',
      'y',
      'o',
      'pero',
      'para',
      'juntos',
      'juntas',
      'han',
      'alguna vez',
      'trabajado',
      'actuado',
      // 'x e y salieron juntos en una peli': the verb after the names.
      '(?:estuvieron|estaban|salieron|salen|actuaron|trabajaron)',
      // 'pelis de tarantino donde sale x': 'where' ends the name before it.
      'donde',
      // '¿qué pelis de spielberg tienen a tom hanks?': the verb 'have' is no part of a name.
      'tienen?',
      'tengan?',
      // 'pelis con tom hanks antes del 2000': a preposition of time ends the name.
      'antes',
      'despues',
      'desde',
      'entre',
      'sin',
      // 'pelis de tarantino por favor': a please ends the name.
      'por favor',
      'porfa',
      'porfis?',
    ],
    together: ['juntos', 'juntas', 'en la misma (?:pelicula|peli)'],
    togetherOpeners: ['han'],
    // 'pelis donde salgan x y y juntos': the verb may come before the names.
    pairRelatives: [
      'donde',
      'en (?:las|los) que',
      'donde (?:salgan|salen|actuen|actuan|aparezcan|aparecen|trabajen|trabajan)',
    ],
    pairCorrelatives: { leads: ['tanto'], joins: ['como'] },
    // 'von mir am höchsten bewertet', 'par moi': a pronoun after 'by' is the speaker, never a person's name.
    nameNotStart: ['en', 'de', 'la', 'el', 'las', 'los', 'un', 'una'],
    speakerPronouns: ['mi', 'ti', 'nosotros'],
    beyondLeads: ['no solo', 'no solamente', 'no unicamente', 'mas alla de'],
    unseen: [
      String.raw`(?:que )?(?:yo )?(?:no|nunca|todavia no|aun no) (?:(?:he|haya|hayamos|hemos|hayas) (?:visto|mirado)|vi|vimos)(?: (?:todavia|aun|antes))?`,
    ],
    sequelsLeftOut: [
      '(?:pero )?(?:sin|ni|no|nada de|menos) (?:las |sus )?(?:secuelas|continuaciones|otras partes)',
      'que no sean? (?:las |sus )?secuelas',
    ],
    sameAsBefore: [
      // 'algo de ese estilo pero más corto', 'algo así pero más nuevo': a likeness with no film after it (not 'terror o
      // algo así', a filler after a kind).
      '(?<!\\bo )(?:algo asi|(?:algo |pelis |peliculas )?(?:por el estilo|de (?:ese|este) (?:estilo|tipo|rollo|genero)|en (?:esa|esta) (?:linea|onda)))(?! (?:como|que|a|de)\\b)',
      'lo mismo',
      '(?:algo )?(?:igual|parecido) pero',
      '(?:con |de |en )?(?:la )?misma (?:onda|vibra|vibe|linea|tematica|tonica)(?! (?:que|a|de) )',
      '(?:con |de |en )?(?:el )?mismo (?:rollo|estilo|tipo|genero|royo|plan|espiritu)(?! (?:que|a|de) )',
    ],
    speakerClause: [
      '(?:que|a (?:las|los) que) (?:yo |mas |mejor |ya )?(?:me|he|hemos|vi|vimos|puse|di|marque|califique|puntue|valore|likee)',
    ],
    moreOfShown: [
      // 'sin repetir las de antes', 'sin repetir': otras de lo pedido antes, ninguna mostrada otra vez.
      String.raw`(?:pero )?(?:sin|no) (?:repetir|repitas|repeticiones)(?: (?:ningun[ao] de )?(?:las?|los?|esas|esos|estas|estos|ellas|ellos|ningun[ao])(?: (?:pelis|peliculas|mismas|mismos))?(?: (?:de|que (?:ya )?(?:me )?(?:diste|diste antes|pusiste|dijiste)))?(?: (?:antes|ya|arriba|la otra vez))?)?`,
      String.raw`(?:como|parecid[ao]s? a|similares a) (?:esas|estas|esos|estos|ellas|ellos)(?: (?:pelis|peliculas))?`,
      String.raw`(?:que )?(?:todavia |aun )?no (?:me )?(?:hayas|has) (?:mencionado|dicho|recomendado|puesto|sugerido|nombrado)(?: (?:todavia|aun|antes|ya))?`,
    ],
    // '¿spielberg ha hecho alguna vez una de terror?': whether such a film exists.
    everMade: [
      String.raw`\balguna vez\b`,
      String.raw`\b(?:ha|han) (?:hecho|dirigido|rodado|actuado|salido|trabajado) (?:en )?(?:alguna|algun|alguno|una|un)\b`,
      String.raw`\b(?:hizo|dirigio|rodo|actuo|salio) (?:en )?(?:alguna|algun|alguno)\b`,
    ],
    notNames:
      // What is eaten while watching ('algo para ver con la cena'): no one's name.
      // The parts of any film a quality is wished of (qualityWishes): no one's name.
      (
        'final finales giro giros desenlace banda sonora musica trama guion dialogos fotografia actuacion actuaciones reparto ' +
        'cena comida almuerzo desayuno merienda palomitas pizza ' +
        // 'con más de 2 horas': a comparative before a quantity (a length, a count) is no one's name.
        'mas menos ' +
        'ninos ninas hijos hijo hija hijas amigos amigas familia mi mis padres pareja novia novio abuelos peques lo que duran dura duracion descripcion resumen' +
        // 'harrison ford dirigido pelo spielberg, tem quais?': the question after the names is no name.
        ' hay cuales cual quien quienes vez'
      ).split(' '),
    // 'no quiero verdadero terror': a word saying the thing itself, between the negation and it.
    // 'no quiero nada de terror', "je ne veux rien d'horreur": wanting, right after a negation, turns down what follows.
    countAsks: ['cuantas', 'cuantos'],
    catalogHolds: [
      'hay',
      'tienen',
      'tenes',
      'tienes',
      'teneis',
      'existen',
      'en (?:el|tu|su|este) (?:sitio|catalogo|web|app)',
      'en (?:la|esta|tu|su) (?:web|pagina|app)',
      'en total',
      'disponibles',
    ],
    negatedWants: [
      'quier[eo]n?',
      'quisiera',
      'necesito',
      'deberia',
      'debe',
      // 'no tengo ganas de terror', 'no me apetece un drama': a wish denied turns it down.
      '(?:tengo|tenemos) ganas de(?: ver)?',
      'me apetecen?(?: ver)?',
      'me provocan?(?: ver)?',
      'estoy (?:de humor|con ganas|para) (?:de|para)?',
    ],
    // 'va de', 'trata de': what the films are about; turned down after a negation ('que no vaya de guerra', 'que no trate de nazis').
    aboutVerbs: [
      'vayan?',
      'van?',
      'traten?',
      'tratan?',
      'hablen?',
      'hablan?',
      'tengan? que ver con',
      'acerca de',
      'centrad[oa]s? en',
    ],
    negationGaps: [
      // 'no quiero nada de terror': 'nothing' between the negation and the thing.
      'nada',
      // 'not the usual westerns', 'non i soliti western': the kind turned down, said as worn out.
      'tipic[oa]s',
      'habituales',
      'mism[oa]s',
      'de',
      // 'que no sean anime': the thing named as what the films would be.
      'sean?',
      'ser',
      'el',
      'la',
      'los',
      'las',
      'lo',
      'tan',
      'tant[oa]s?',
      'muy',
      'mas',
      'demasiad[oa]s?',
      'con',
      'sobre',
      // 'nada ambientado en una guerra', 'nada situado durante una guerra': where or when the films take place.
      'ambientad[oa]s?',
      'situad[oa]s?',
      'durante',
      'en',
      'verdader[oa]',
      'pur[oa]',
      'ser',
      // 'odia las pelis largas y todo lo violento': 'anything' between the negation and the thing.
      'todo',
      // 'sin toda la música': the whole of the thing turned down.
      'tod(?:a|os|as)',
      'algo',
      'cualquier cosa',
      // 'sin la parte de terror': the side of the film that is that thing.
      'parte',
      'lado',
    ],
    firstOfSeries: [
      'la primera(?: peli(?:cula)?)?',
      'el primero',
      'no (?:las|los) (?:secuelas|continuaciones)',
      'la original',
    ],
    pointedFilm: ['(?:esa|aquella|la) (?:peli|pelicula) (?:de|con)', '(?:esa|aquella) (?:de|con)'],
    toldByScene: [
      '(?:de|en) (?:q|que|cual) (?:peli|pelicula) (?:es|sale|era)',
      '(?:la|esa|aquella) (?:famosa )?escena (?:del|de la|de los|de las|de un|de una|en (?:la )?(?:q|que)|donde|con)',
      'escena (?:famosa|iconica)',
      '(?:q|que) (?:al final|termina (?:con|cuando))',
      '(?:y )?al final,? (?:resulta (?:q|que)|se descubre (?:q|que)|descubre (?:q|que))',
      '(?:y )?resulta (?:q|que) (?:era|es|estaba|estuvo)(?= )',
      '(?:el|con el) giro (?:de (?:q|que)|es (?:q|que))',
    ],
    asksFilmName: [
      // '¿conocéis la peli del tiburón gigante donde…': a film pointed at and told, to be named.
      '(?:conoces|conoceis|conocen|conoce alguien|sabes|sabeis) (?:la|esa|aquella) (?:peli|pelicula) (?:del|de la|donde|en la que|con (?:el|la|los|las|un|una)|sobre)',
      // 'cual es la peli animada del robot…': a film of a kind pointed at and told, to be named.
      'cual es (?:la|esa|aquella) (?:peli|pelicula)(?: animada| de dibujos)? (?:del|de la|donde|en la que|con (?:el|la|un|una))',
      'como se (?:llama|llamaba|titula|titulaba)',
      'cual es el (?:nombre|titulo)',
      'no me acuerdo del (?:nombre|titulo)',
      // 'looking for the title': the story after it is told to be named.
      '(?:estoy )?buscando el (?:nombre|titulo)',
      'busco el (?:nombre|titulo)',
      '(?:he olvidado|olvide) el (?:nombre|titulo)',
      'no recuerdo el (?:nombre|titulo)',
    ],
    negatedListJoins: ['ni', 'o'],
    softeners: ['menos', 'no (?:tan|muy)'],
    milder: [
      '(?:menos|no (?:tan|muy|demasiado)) (?:violentas?|sangrientas?|oscuras?|intensas?|miedo|de miedo|aterrador(?:es|as?)?|terrorific[oa]s?|espeluznantes?|fuertes?)',
    ],
    intensifiers: ['demasiado'],
    filmNouns: ['peliculas?', 'pelis?', 'films?'],
    kindNouns: ['peliculas', 'pelis', 'films', 'cosas'],
    // 'one of those that wreck you', 'daqueles q deixam a gente mal': a kind of film pointed at, no one film.
    // 'anything with a heist in it', 'quiero una peli de…': films of a kind wanted, no one film told by its story.
    filmsWanted: [
      '(?:quiero|quisiera|me apetece|dame|ponme) (?:ver )?(?:una|un|alguna|algun|unas|unos) (?:peli|pelicula|film)s? (?:de|sobre|con|donde|en la que|en el que|que)',
      '(?:algo|cualquier cosa|alguna cosa) (?:con|sobre)',
    ],
    kindPointers: ['de (?:esas|esos|aquellas|aquellos) (?:que|q|donde)'],
    // 'pas un miyazaki', 'no un ridley scott': an article between the negation and the name turned down.
    avoidedPersonGaps: ['un', 'una'],
    oneFilmOfLeads: ['un', 'una'],
    facts: [
      // 'quien hizo la musica de star wars', 'compositor de tiburon', 'quien escribio el guion de pulp fiction'.
      {
        pattern:
          /\bquien (?:(?:fue )?(?:el |la )?que )?(?:compuso|hizo|escribio|creo|firmo|esta detras de) (?:la )?(?:musica|banda sonora|bso|partitura|cancion principal)(?: original)?(?: (?:de|del|para|en) (.+))?$/,
        aspect: 'music',
      },
      { pattern: /\bquien compuso (.+)$/, aspect: 'music' },
      { pattern: /\bcompositor(?:a)? (?:de la musica )?(?:de|del) (.+)$/, aspect: 'music' },
      {
        pattern:
          /\bquien (?:(?:fue )?(?:el |la )?que )?(?:escribio|hizo|firmo) (?:el )?(?:guion|libreto|argumento) (?:de|del|para) (.+)$/,
        aspect: 'writer',
      },
      { pattern: /\bquien (?:la |lo )?escribio()$/, aspect: 'writer' },
      { pattern: /\bquien escribio (.+)$/, aspect: 'writer' },
      { pattern: /\bguionistas? (?:de|del) (.+)$/, aspect: 'writer' },
      { pattern: /\bquien (?:dirigio|dirige|hizo) (.+)$/, aspect: 'director' },
      // 'heat, quien la dirigio?': a question of the film named before it (frontedTitle).
      { pattern: /\bquien (?:la |lo )?(?:dirigio|dirige|hizo|rodo)()$/, aspect: 'director' },
      { pattern: /\bquien es el director de (.+)$/, aspect: 'director' },
      // 'y la primera de quién es': who made the film named or pointed at before.
      { pattern: /\bde quien (?:es|era)()(?: esa| esta)?$/, aspect: 'director' },
      { pattern: /\bcuando (?:salio|se estreno|se hizo) (.+)$/, aspect: 'year' },
      { pattern: /\bde que ano es (.+)$/, aspect: 'year' },
      // 'de cuando es la pelicula': from when, the year (not 'pelis de cuando era nino').
      { pattern: /\bde cuando es ?(.*)$/, aspect: 'year' },
      // 'y de que año es?': the year of the film named or pointed at before, or of the page's.
      { pattern: /\bde (?:que|cual) ano (?:es|era)()(?: esa| esta)?$/, aspect: 'year' },
      { pattern: /\ben (?:que|cual) ano (?:salio|se estreno|se hizo) (.+)$/, aspect: 'year' },
      // 'coco, en que ano salio', 'roma salio en que ano', 'roma salio cuando': the film named before (frontedTitle).
      {
        pattern:
          /\b(?:en (?:que|cual) ano (?:salio|se estreno)|(?:salio|se estreno) (?:(?:en )?(?:que|cual) ano|cuando))()$/,
        aspect: 'year',
      },
      { pattern: /\bde que (?:va|trata) (.+)$/, aspect: 'plot' },
      { pattern: /\bcuanto dura (.+)$/, aspect: 'runtime' },
      {
        pattern:
          /\bes (.+?) (?:apta|adecuada|buena) para (?:mi |mis |un |una )?(?:ninos?|ninas?|hij[oa]s?|\d)/,
        aspect: 'certification',
      },
      { pattern: /\bquien (?:sale|actua) en (.+)$/, aspect: 'cast' },
      // 'quién es el protagonista de forrest gump': its lead, in its cast.
      {
        pattern:
          /(?:^|\bquien es )(?:el |la )?(?:protagonista|prota|actor principal|actriz principal|personaje principal) (?:de |del |en )(.+)$/,
        aspect: 'cast',
      },
      // 'quienes aparecen en coco', 'quien participa en roma': who appears in it.
      {
        pattern:
          /\bquien(?:es)? (?:salen|actuan|aparece|aparecen|participa|participan|trabaja|trabajan|esta|estan|entra|entran) en (.+)$/,
        aspect: 'cast',
      },
      // 'qué tal coco? vale la pena verla con mis sobrinos?': 'see it' is the film named before.
      { pattern: /\bvale la pena (?:verla|verlo)()(?: .*)?$/, aspect: 'worth' },
      // 'qué opinas de interstellar', 'tu opinión sobre roma': an opinion of the film asked, as 'is it good'.
      {
        pattern: /\bque (?:opinas|piensas|opina usted|piensa usted) (?:de|del|sobre) (.+)$/,
        aspect: 'worth',
      },
      { pattern: /\b(?:tu|su) opinion (?:de|del|sobre) (.+)$/, aspect: 'worth' },
      // Not the Italian 'vale la pena vederlo / vedere X' (its own shapes).
      { pattern: /\bvale la pena (?:ver )?(?!(?:veder|guardar)\w* )(.+)$/, aspect: 'worth' },
      { pattern: /\b(?:es|esta) buena (.+)$/, aspect: 'worth' },
      { pattern: /\bhablame (?:de|sobre) (.+)$/, aspect: 'overview' },
    ],
    compares: [/\bcual es mejor[:,]? (.+?) o (.+)$/],
    characters: [
      /\b(?:quien|quienes) (?:hace de|hizo de|interpreta a|interpreto a|da voz a) (.+?) en (.+)$/,
      // 'quién hizo el papel del joker en el caballero oscuro', 'quién interpretó a rose en titanic'.
      /\bquien (?:hace|hizo|hacia|interpreta|interpreto|interpretaba|dobla|doblo)(?: el papel| el personaje)? (?:de |del |de la |a |al )?(.+?) en (.+)$/,
      // 'quién interpretó a forrest gump': no title, so the film in view or of that name.
      /^quien (?:interpreto|interpreta|interpretaba|hizo de|hace de|hacia de|dio vida a|da vida a) (?:a |al )?(?!(?:ahi|alli|en ella|en esa)\b)((?:(?! en ).)+?)()$/,
      // 'tiburón, ¿quién hace de brody?': a title typed before the question.
      /\bquien(?:es)? (?:hace|hizo|hacia|interpreta|interpreto|interpretaba|dobla|doblo|da voz|dio voz)(?: el papel| el personaje)? (?:de |del |de la |a |al )(?!(?:la |el )?(?:pelicula|peli|musica|guion|direccion|ella|el|ahi|alli)\b)((?:(?! en ).)+?)()$/,
    ],
    castChecks: [
      // 'sale samuel l jackson en django desencadenado', '¿penélope cruz actúa en volver?'.
      /^(?:sale|salia|salio|actua|actuo|aparece|aparecio|esta|estaba|trabaja|trabajo) (.+?) en (.+)$/,
      /^(.+?) (?:sale|salia|salio|actua|actuo|aparece|aparecio|trabaja|trabajo|participa|participo|esta|estaba) en (.+)$/,
    ],
    directorChecks: [
      // 'la dirigió spielberg?', 'fue dirigida por spielberg?': the film named before or in view, by a pronoun.
      /^(?:la|lo) (?:dirigio|dirige|hizo|ha dirigido) (?<name>.+)$/,
      /^(?:fue|es|esta) dirigid[ao] por (?<name>.+)$/,
      // '¿spielberg dirigió tiburón?', 'tiburon fue dirigida por spielberg', 'tiburon es de spielberg'.
      /^(?:(?:el|la) )?(?<name>.+?) (?:dirigio|dirige|hizo) (?<title>(?!(?:algun[ao]?|algo|una?|otr[ao]s?|mas)\b).+)$/,
      /^(?<title>.+?) (?:fue|es|esta) dirigid[ao] por (?<name>.+)$/,
      /^(?<title>.+?) (?:es|era|fue) (?:una (?:peli|pelicula) )?de (?<name>.+)$/,
    ],
    kindChecks: [
      // 'alien es de terror?', '¿es shrek una peli para niños?', 'el resplandor da miedo?'.
      /^(?<title>.+?) es (?<kind>(?:de|una|un) .+)$/,
      /^(?:es|era) (?<title>.+?) (?<kind>(?:de|una|un) .+)$/,
      /^(?<title>.+?) (?<kind>da miedo)$/,
    ],
    languageChecks: [
      // 'parasitos esta en coreano?', '¿está en inglés?', 'amelie es francesa?'.
      /^(?:(?<title>.+?) )?(?:esta|es|fue) (?:hablada |rodada |filmada |hecha )?en (?<lang>[a-z]+)$/,
      /^(?:(?<title>.+?) )?es (?:una (?:peli|pelicula) )?(?<lang>[a-z]+)$/,
    ],
    catalogNouns: [
      'catalogo',
      'sitio',
      'web',
      'app',
      'aplicacion',
      'base de datos',
      'coleccion',
      'biblioteca',
      'top \\d+',
    ],
    longerCompares: [
      /\bcual (?:es (?:la |el )?mas larg[ao]|dura mas)[:,]? (.+?) o (.+)$/,
      /^(.+?) o (.+?)[:,]? cual (?:es (?:la |el )?mas larg[ao]|dura mas)$/,
      /^(?:es|dura) (.+?) mas (?:larga |largo )?que (.+)$/,
    ],
    shorterCompares: [
      /\bcual (?:es (?:la |el )?mas cort[ao]|dura menos)[:,]? (.+?) o (.+)$/,
      /^(.+?) o (.+?)[:,]? cual (?:es (?:la |el )?mas cort[ao]|dura menos)$/,
    ],
    releaseCompares: [
      // 'cuál salió primero, blade runner o terminator', 'cuál es más antigua: alien o tiburón'.
      /\bcual (?:salio|se estreno|llego|vino|fue) (?:primero|antes)[:,]? (.+?) o (.+)$/,
      /\bcual (?:es|era) (?:la |el )?mas (?:antigu[ao]|viej[ao]|nuev[ao]|reciente)[:,]? (.+?) o (.+)$/,
    ],
    filmographies: [
      // 'la filmografía de Almodóvar'.
      { pattern: /\bfilmografia (?:completa )?(?:de|del) (.+)$/, role: 'any' },
      { pattern: /\bcuant[ao]s (?:peliculas|pelis|films?) (?:ha dirigido|dirigio) (.+?)$/, role: 'director' },
      {
        pattern: /\bcuant[ao]s (?:peliculas|pelis|films?) (?:ha hecho|hizo|tiene|ha rodado) (.+?)$/,
        role: 'any',
      },
      {
        pattern: /\ben cuant[ao]s (?:peliculas|pelis) (?:ha salido|sale|ha actuado|actua) (.+?)$/,
        role: 'cast',
      },
      { pattern: /\ben que peliculas (?:sale|ha salido|actua|ha actuado|aparece) (.+)$/, role: 'cast' },
      { pattern: /\bque peliculas (?:ha dirigido|dirigio) (.+)$/, role: 'director' },
      // 'y que otras peliculas hizo?': the person of the last reply when no one is named.
      {
        pattern: /\bque (?:otras |mas )peliculas (?:ha hecho|hizo|ha dirigido|dirigio|tiene)(?: (.+))?$/,
        role: 'any',
      },
      { pattern: /\bque mas (?:ha hecho|hizo)(?: (.+))?$/, role: 'any' },
      { pattern: /\bque mas (?:ha dirigido|dirigio)(?: (.+))?$/, role: 'director' },
    ],
    // 'el director de whiplash', 'el director' alone: the person through the film named, or the one in view.
    // 'otras películas del', 'algo más de': the person after them is one a film names ('mismo director').
    // 'muéstramelas de nuevo', 'ponlas otra vez': the films of the last list, asked for again.
    listedAgain: [
      String.raw`(?:las|los|esas|esos|estas|estos|la lista|todas|todos|\S+(?:las|los))(?: \S+){0,2} (?:de nuevo|otra vez|nuevamente)`,
      String.raw`(?:de nuevo|otra vez|nuevamente) (?:la lista|todas|todos|esas|esos)`,
    ],
    othersOfLeads: [
      '(?:otras|mas) (?:peliculas|pelis|cosas) (?:de|del|por|con)',
      '(?:otras|mas|algo mas|que mas hay) (?:de|del|por|con)',
    ],
    filmographyVia: [
      {
        pattern:
          /^(?:el |la |ese |esa |este |esta )?(?:mism[oa] )?(?:director|directora)(?: (?:de|del) (.+))?$/,
        role: 'director',
      },
      {
        pattern:
          /^(?:el |la |ese |esa )?(?:mism[oa] )?(?:protagonista|actor principal|actriz principal)(?: (?:de|del) (.+))?$/,
        role: 'cast',
      },
    ],
    personPronouns: [
      'ese',
      'esa',
      'este',
      'esta',
      'el',
      'ella',
      'este director',
      'ese director',
      'ese actor',
      'esa actriz',
    ],
    personPossessives: ['suyo', 'suya', 'suyos', 'suyas', 'de el', 'de ella'],
    othersOfSomeone: ['otr[oa]s?', 'mas'],
    madeVerbs: [
      'hecho',
      'hizo',
      'hace',
      'tiene',
      'tenga',
      'dirigido',
      'dirigio',
      'dirige',
      'rodado',
      'rodo',
      'filmado',
      'filmo',
    ],
    meantLeads: ['quise decir', 'queria decir', 'me referia a', 'hablaba de'],
    correctionOpeners: ['no', 'perdon', 'perdona', 'ups', 'uy'],
    returningLeads: [
      'volviendo (?:a|al|con)',
      'volvamos (?:a|al)',
      'regresando (?:a|al)',
      'de vuelta (?:a|al|con)',
      'retomando',
    ],
    filmPronouns: ['ella', 'el', 'ello'],
    olderOfName: ['viej[oa]', 'antigu[oa]', 'original', 'clasic[oa]'],
    newerOfName: ['nuev[oa]', 'reciente', 'moderna?o?'],
    otherOfName: ['otr[oa]'],
    seriesPartNouns: ['parte', 'capitulo'],
    replyInLeads: [
      // 'puedes decirmelo en español', 'me lo traduces al español': a verb of saying, its pronouns joined to it.
      '(?:(?:y|ok|vale|ahora|otra vez) )*(?:(?:(?:me |nos |me lo |nos lo )?(?:puedes|podes|puede|podeis|podrias|podria)|me lo) )?(?:(?:(?:responder|contestar|escribir|decir|poner|pasar|traducir|repetir)(?:me|nos)?(?:lo|la|los|las)?|hablame|respondeme|responde|contestame|contesta|dime|dimelo|dilo|(?:escribe|pon|pasa|traduce|repite)(?:me)?(?:lo)?|traduces|escribes|pones|pasas|repites)(?: eso)? )?(?:en|al)',
      '(?:(?:y|ok|vale|ahora) )*(?:(?:puedes|podes|puede|podeis|podrias|podria) )?(?:cambia|cambiar|cambiate|pasa|pasar|pasate) (?:a|al)',
      // 'perdón, mejor en español': the language the reply had better be in.
      '(?:(?:y|ok|vale|ahora) )*(?:mejor|mas bien|preferiblemente) en',
    ],
    replyInTails: [
      'por favor',
      'porfa',
      'porfi',
      'gracias',
      'ahora',
      'mejor',
      'de ahora en adelante',
      'desde ahora',
      'a partir de ahora',
      'de aqui en adelante',
      'otra vez',
      'de nuevo',
      '(?:por|durante) el resto de la conversacion',
    ],
    replyInPlease: ['por favor', 'porfa', 'porfi', 'plis'],
    replyInApologies: ['perdon', 'perdona', 'lo siento', 'disculpa', 'oye'],
    ownLanguageLeads: ['mi', 'no (?:hablo|entiendo|leo)'],
    speakAskedLeads: [
      '(?:hablas|entiendes|entendes|escribes)(?: en)?',
      '(?:sabes|puedes|podes|sabe|puede) (?:hablar|entender|escribir)(?: en)?',
    ],
    replyInReasons: [
      '(?:estoy )?(?:practicando|aprendiendo|estudiando)',
      '(?:es )?para mi (?:madre|padre|abuel[oa]|suegr[oa]|herman[oa]|novi[oa]|pareja|amig[oa])',
      'es para (?:un|una)',
      '(?:ella|el|mi \\S+) no (?:habla|lee|entiende)',
      'porque (?:estoy|no|mi)',
    ],
    pickLeads: [
      String.raw`\bcual(?: de (?:ellas|estas|esas))?(?: es)? (?:la |el )?`,
      // 'y la más corta?': about the last answer only with such a tail (parse-prompt.ts).
      String.raw`^(?:y |entonces )?(?:la|el) `,
    ],
    // 'de esas, ¿cuál es la más nueva?', 'el más viejo': either gender, any word for new or old.
    pickOrders: {
      shortest: ['mas cort[ao]', 'dura menos'],
      longest: ['mas larg[ao]', 'dura mas'],
      oldest: ['mas antigu[ao]', 'mas viej[ao]', '(?:salio|se estreno|se hizo) (?:primero|antes)'],
      release_date: [
        'mas reciente',
        'mas nuev[ao]',
        'mas modern[ao]',
        '(?:salio|se estreno|se hizo) (?:la )?(?:ultima|ultimo|al final)',
      ],
      vote_average: ['mejor(?: valorada)?'],
    },
    pickOfAnswer: ['de', 'entre'],
    pickTails: ['cual es'],
    pickCountLinks: ['de'],
    picksForAge: [
      /\bcual(?: de (?:ellas|estas|esas))?(?: es)? (?:apta|adecuada|buena)? ?para (?:un |una |mi |mis )?(?:nin[oa]s? de )?\d/,
    ],
    // 'es muy larga?': a degree word after the verb is no film's title, the film is the one asked about before.
    runtimeJudgements: [
      // 'titanic es muy larga?': the title before the verb.
      /^(?:y )?(?!(?:\S+ ){0,5}(?:una?|algo|alguna?|peliculas?|pelis?|que|no)\b)((?:\S+ ){0,5}\S+) (?:es|sera) (?:demasiado|muy|bastante) (?:larga|largo|corta|corto)\b/,
      /\b(?:es|sera) (?!(?:muy|demasiado|bastante|tan|algo|un poco|super) )(.+?) (?:demasiado larga|muy larga|larga|corta)\b/,
    ],
    whenToWatch: ['entre semana', 'esta noche'],
    questionOnly: ['quien', 'cuando', 'cuanto'],
    decadeLeads: ['los', 'anos', 'decada de(?: los)?'],
    yearsFrom: ['entre', 'de'],
    yearsTo: ['y', 'a'],
    yearsBefore: ['antes de(?:l)?', 'mas (?:antigu|viej)[oa]s? (?:que|de)'],
    yearsAfter: ['despues de(?:l)?', 'desde(?: el)?', 'mas (?:nuev[oa]s?|recientes?) (?:que|de)'],
    partNouns: ['partes?', 'aspectos?', 'elementos?', 'rollo'],
    partJoins: ['de', 'del'],
    thisYear: ['de este ano', 'estrenadas? este ano'],
    lastYear: ['del ano pasado', 'de hace un ano', 'estrenadas? el ano pasado'],
    thisCentury: ['de este siglo', 'del siglo (?:xxi|21)', 'estrenadas? (?:en )?este siglo'],
    lastCentury: ['del siglo pasado', 'estrenadas? el siglo pasado'],
    yearsAgo: ['de hace N anos'],
    pastYears: ['de los ultimos N anos', 'en los ultimos N anos'],
    runtimeMax: ['menos de', 'como mucho', 'maximo', 'no mas de'],
    runtimeMaxAfter: ['o menos', 'como (?:mucho|maximo)', 'maximo', 'max'],
    runtimeTooMuchAfter: ['(?:es|son|se me hacen?) (?:muy |demasiado )?(?:demasiad[oa]s?|mucho|muchas)'],
    runtimeMin: [
      'mas larg[oa]s? (?:de|que)',
      'mas de',
      'por encima de',
      'al menos',
      // 'que no pase de dos horas': going past a length.
      'pas(?:e|en|a|an|ar) de',
      'super(?:e|en|a|an|ar)',
      'exced(?:a|an|e|en|er)',
    ],
    notLong: ['no (?:(?:sean|son|sea|es) )?(?:muy|tan|demasiado) largas?'],
    short: ['cortas?', 'corto', 'cortit[oa]s?'],
    long: ['largas?', 'largo'],
    minuteUnits: ['minutos'],
    hourUnits: ['horas?', 'horitas?'],
    oneUnit: ['una'],
    ageLeads: ['de'],
    ageUnits: ['anos'],
    ageOlds: ['anos'],
    ownLanguage: ['espanol[ae]?s?', 'en espanol', 'spanish'],
    liveAction: ['live[- ]action', 'accion real', 'imagen real', 'con actores (?:reales|de verdad)'],
    // 'hmm, mejor una comedia', 'un poco más ligera': hesitation and degree name no topic.
    filler: (
      'hmm hm poco ' +
      'pero mi hijo hija hijos hijas ninos ninas nino nina peque peques sobrino sobrina tres dos cuatro cinco quiero ' +
      'una? unos unas algo de del la las el los para con que y o ver peliculas? pelis? en por favor recomienda ' +
      'recomiendame dame anos veo vemos puedo podemos tengo tenemos solo hoy sin nada ni' +
      // 'mi novia odia ... y todo lo violento': who it is for and 'anything' name no topic.
      ' todo novia novio pareja esposa esposo marido' +
      // How the answer is laid out ('one line each', 'con lo que duran'): no topic of its own.
      ' todas todos su sus mejores mejor peores duran dura duracion descripcion descripciones resumen tabla lista cada orden linea frase' +
      // 'about' and 'or' between themes ('über KI oder Roboter'): no topic of their own.
      ' sobre' +
      // The members of a group ('somos cuatro: uno quiere terror, otra comedia'): who the film is for, no topic.
      ' somos uno otra otro otros quiere quieren nos sirva guste' +
      // '¿spielberg ha hecho alguna vez una de terror?', '¿hay alguna para los dos?': the question's verbs and
      // pronouns around the name, no topic.
      ' ha han hay yo hecho hizo rodado rodo dirigido dirigio alguna algun vez' +
      // 'de esas que te dejan pensando': a kind pointed at, no topic.
      ' esa esas ese esos' +
      // 'goosebumps guaranteed', 'so richtig gruseln': how sure and how much, no topic.
      ' garantizado garantizada' +
      // 'the longest film you have on the site': the catalog talked about, no topic.
      ' tienen teneis tengais tienes sitio web catalogo pagina app' +
      // 'tenés algo de wes anderson?', '¿tiene algo de kubrick?': asking what the catalog has (vos, usted), no topic.
      ' tenes tiene' +
      // '¿me podrías recomendar una policiaca?', 'busco una peli', 'muéstrame pelis': how the films are asked for (the
      // asking verb, 'me'), no topic.
      ' podrias puedes podes podrian busco buscando muestrame muestra ensename pasame consigueme recomendar sugerir' +
      ' sugiereme me' +
      // 'dos aman el terror y dos lo odian': who likes what in a group names no topic.
      ' aman ama adoran adora encanta encantan'
    ).split(' '),
    origins: {
      French: ['frances[ae]?s?', 'francia'],
      Italian: ['italian[ao]s?', 'italia'],
      German: ['aleman[ae]?s?', 'alemania'],
      Japanese: ['japones[ae]?s?', 'japon'],
      Korean: ['corean[ao]s?', 'corea'],
      Chinese: ['chin[ao]s?'],
      Spanish: ['espanol[ae]?s?', 'espana', 'en espanol'],
      Mexican: ['mexican[ao]s?'],
      Russian: ['rus[ao]s?', 'rusia'],
      Swedish: ['suec[ao]s?'],
      Danish: ['danes[ae]?s?'],
      Portuguese: ['portugues[ae]?s?', 'brasilen[ao]s?'],
      English: ['in ingles', 'en ingles'],
      British: ['britanic[ao]s?', 'ingles[ae]?s?'],
      American: ['estadounidenses?'],
      Persian: ['irani(?:es)?'],
      Turkish: ['turc[ao]s?'],
      Thai: ['tailandes[ae]?s?'],
      Australian: ['australian[ao]s?'],
      Canadian: ['canadienses?'],
      Irish: ['irlandes[ae]?s?'],
    },
    avoidables: {
      violent: ['violent[ao]s?', 'violencia'],
      gory: ['sangrient[ao]s?', 'sangre', 'gore'],
      scary: ['miedo', 'terror', 'sustos?'],
      dark: ['oscur[ao]s?', 'deprimentes?'],
      sad: ['triste'],
      battles: [
        'escenas de (?:batalla|combate|lucha)',
        'batallas?',
        'combates?',
        'campos? de batalla',
        'trincheras?',
        // 'nada de peleas': peleas de cualquier clase, lo propio del cine de acción.
        'peleas',
        'luchas',
        'pele[ao]s callejer[ao]s',
        'pu[nñ]etazos',
        'tiroteos',
      ],
    },
    headcountNouns: ['personas', 'amigos', 'amigas', 'adultos', 'colegas', 'companeros'],
    notCounted: ['anos', 'y', 'quiere', 'quieren', 'prefiere', 'prefieren', 'aman', 'adoran', 'por', 'veces'],
    moreCounted: ['mas', 'otras'],
    notAfterJust: ['par', 'horas?', 'minutos?', 'anos', 'buen[oa]?'],
    articles: ['la', 'el', 'los', 'las', 'del', 'de la'],
    referenceNouns: ['de (?:estas|esas|la lista)', 'pelicula'],
    numbered: ['numero', 'n[o°º]\\.?', '#'],
    everyOne: ['cada'],
    // 'the saga', 'esta franquicia': a series pointed at, the one of the film in view.
    seriesInView: ['(?:la|esta|esa|toda la) (?:saga|serie|franquicia|trilogia)'],
  },
};

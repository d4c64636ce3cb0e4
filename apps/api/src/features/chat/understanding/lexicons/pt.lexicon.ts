import { NO_PHRASES, type LanguageLexicon } from './language-lexicon.ts';

/** How much a film was liked, after the verb ('gostei muito de', 'adorei demais', 'gostei imenso do'). */
const LIKED_DEGREES = String.raw`(?:muito|demais|bastante|de verdade|imenso|imensamente|mesmo|tanto|pra caramba)`;

/** 'o que me recomenda do miyazaki': the films asked for are the person's, whatever their role. */
const RECOMMENDED_OF = String.raw`(?:o que|que|qual|quais) (?:(?:voce|vc|tu) )?(?:me )?(?:recomenda|recomendaria|indica|indicaria|sugere|sugeriria)(?: (?:ver|assistir))? (?:de|do|da)(?! (?:ver|assistir|bom|novo|todos os tempos|sempre)\b)`;

/** Words heightening a length turned down ('not so insanely long'): the length is still the one turned down. */
const LENGTH_DEGREES = String.raw`(?:(?:super|terrivelmente|incrivelmente|exageradamente|absurdamente|eternamente|muito) )?`;

export const PORTUGUESE: LanguageLexicon = {
  code: 'pt',
  name: 'Portuguese',
  genres: {
    Action: ['acao', 'perseguicoes', 'explosoes', 'tiroteios?'],
    Adventure: ['aventuras?'],
    Animation: [
      'animacao',
      'animacoes',
      'desenhos? animados?',
      'desenhos?',
      '(?<!\\b(?:me|te|se|nos|que) )animes?',
    ],
    // 'gangsters mas com humor': a film with humor is a comedy.
    Comedy: [
      'comedias?',
      'com (?:algum |um pouco de |muito )?humor',
      'engracad[oa]s?',
      'dar risada',
      'risadas',
      'rir(?:mos)?',
    ],
    Crime: ['policia(?:l|is)', 'crimes?', 'gangsters?', 'filmes? noir'],
    Documentary: ['documentarios?'],
    Drama: ['dramas?', 'dramatic[oa]s?'],
    Family: ['para a familia', 'em familia'],
    Fantasy: ['fantasia', 'fantastic[oa]s?', 'magia'],
    History: ['historic[oa]s?', 'de epoca'],
    Horror: [
      'terror',
      'assustador(?:es|as?)?',
      // 'um filme aterrorizante', 'menos apavorante': a film said frightening.
      'aterrorizantes?',
      'apavorantes?',
      'aterrador(?:es|as?)?',
      'de medo',
      // 'filmes que dão muito medo': a fright made, however strongly said.
      'd(?:ao|a|e|em) (?:(?:muito|bastante|mesmo) )?medo',
      'arrepiantes?',
      'sustos',
      'pular da cadeira',
      // 'quero ficar todo arrepiado', 'pele arrepiada garantida'.
      '(?:(?:ficar|fique|fico|deixar|deixe|deixa) )?(?:tod[oa] )?arrepiad[oa]s?',
      'arrepios',
    ],
    Music: ['musica(?:l|is)', 'musica', 'cantar'],
    Mystery: ['misterio', 'misterios'],
    Romance: ['romantic[oa]s?', 'romance', 'de amor', 'historias? de amor'],
    'Science Fiction': ['ficcao cientifica', 'alienigenas?', 'extraterrestres?'],
    Thriller: ['suspense'],
    War: ['guerra', 'de guerra'],
    Western: ['faroestes?', 'bang[ue]{1,2}-bang[ue]{1,2}', 'caubois?'],
  },
  moods: {
    uplifting: [
      'levantar o astral',
      'alto astral',
      'alegres?',
      'feliz(?:es)?',
      'pra cima',
      'esperancos[oa]s?',
      'chei[oa]s? de esperanca',
      'otimistas?',
    ],
    fun: ['divertid[oa]s?', 'sem (?:ter que )?pensar(?: muito)?', 'desligar o cerebro', 'cerebro desligado'],
    'mind-bending': [
      // 'que faça pensar', 'que me faz refletir', 'que você fica pensando por dias'.
      'que (?:(?:me|te|nos) )?(?:faca|faz|facam|fazem) (?:pensar|refletir)',
      'pensando (?:nele )?por dias',
      'reviravoltas?',
      'complex[oa]s?',
      // 'um filme que exploda minha cabeça', 'que te deixa pensando por dias'.
      'expl(?:odir|oda|ode) (?:a |minha )?(?:cabeca|mente)',
      '(?:te|me|nos) (?:deixa|deixam|deixe) pensando',
    ],
    emotional: ['chorar', 'lagrimas', 'tristes?', 'emotiv[oa]s?', 'comovente(?:s)?'],
    thrilling: [
      'empolgantes?',
      'epic[oa]s?',
      'eletrizantes?',
      // 'de tirar o fôlego', 'com o coração na mão', 'pra roer as unhas'.
      'tirar o folego',
      'coracao na mao',
      'roer as unhas',
      'ponta da cadeira',
    ],
    cozy: [
      'leves?',
      'tranquil[oa]s?',
      'aconchegantes?',
      'relaxantes?',
      // 'que pareça um abraço', 'quentinho', 'cobertor e chocolate quente'.
      'um abraco',
      'quentinh[oa]',
      'cobertor',
    ],
    dark: ['sombri[oa]s?', 'pesad[oa]s?'],
    'slow-burn': ['lent[oa]s?'],
    'fast-paced': ['ritmo acelerado', 'frenetic[oa]s?'],
  },
  kids: [
    'criancas',
    'meus filhos',
    'minhas filhas',
    'infantil',
    'infantis',
    'meu filho',
    'minha filha',
    'priminh[oa]s?',
    'irmaozinh[oa]s?',
    'sobrinh[oa]s?',
    // nieces, nephews and grandchildren.
    'net[oa]s?',
    'netinh[oa]s?',
  ],
  family: [
    'com a familia',
    'toda a familia',
    'familia toda',
    'familia inteira',
    'todas as idades',
    'grandes e pequenos',
  ],
  teens: ['com (?:a )?(?:minha|meu|meus|minhas) (?:avo|avos|vovo|pais)', 'adolescentes?'],
  schoolStages: {
    '(?:no |o )?ensino fundamental|(?:na |a )?escola primaria|(?:no |o )?primario': 9,
    '(?:no |o )?ensino medio|(?:no |o )?colegial|(?:no |o )?secundario|(?:no |o )?liceu': 15,
  },
  decades: {
    'anos vinte': 1920,
    'anos trinta': 1930,
    'anos quarenta': 1940,
    'anos cinquenta': 1950,
    'anos sessenta': 1960,
    'anos setenta': 1970,
    'anos oitenta': 1980,
    'anos noventa': 1990,
  },
  numbers: { dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10 },
  sequelParts: ['parte', 'capitulo', 'episodio', 'volume', 'vol'],
  counts: {
    couple: ['um par de'],
    few: ['alguns', 'algumas'],
    // 'so um' is 'só um' with its accent removed ('so' only before a Portuguese number: English 'so two of us...').
    just: ['somente', 'apenas', String.raw`so(?= (?:uma?|dois|duas|tres)\b)`],
    oneLeads: ['me (?:recomenda|indica|da|mostra)', 'quero', 'queria', 'procuro', 'somente', 'apenas'],
    // 'um filme de terror' names a kind of film, not a count: only these ask for exactly one.
    one: ['um so', 'uma so', 'um unico', 'uma unica'],
    oneAfterJust: ['um', 'uma'],
    either: ['ou'],
    oneAndNoMore: ['e pronto', 'e so', 'e acabou'],
  },
  shownVerdicts: {
    subjects: ['(?:todos )?(?:esses|essas|estes|estas)', 'eles', 'elas', 'sao (?:todos|todas|muito|demais)'],
    dismissals: ['nao', 'nah', 'aff', 'putz', 'hm+'],
  },
  // 'sauf les Mission impossible': titles (and the films of a series) left out.
  seen: [
    'exceto',
    'tirando',
    'menos',
    'que nao (?:sejam|seja|sao|e)(?: de| do| da)?',
    'mas (?:por favor |pfv |pf )?nao(?! (?:um|uma|de|do|da|dos|das|muito|tao|tanto|antes|depois|mais)\\b)',
  ],
  references: ['esses', 'essas', 'estes', 'esses filmes', 'estes filmes'],
  ordinals: {
    primeiro: 0,
    primeira: 0,
    segundo: 1,
    segunda: 1,
    terceiro: 2,
    terceira: 2,
    ultimo: -1,
    ultima: -1,
    quarto: 3,
    quarta: 3,
    quinto: 4,
    quinta: 4,
    // 'o 3o', 'a 2a': numbered ordinals too.
    '1o': 0,
    '1a': 0,
    '2o': 1,
    '2a': 1,
    '3o': 2,
    '3a': 2,
    '4o': 3,
    '4a': 3,
    '5o': 4,
    '5a': 4,
  },
  roles: {
    director: [
      'dirigido por',
      'realizado por',
      'do diretor',
      'da diretora',
      'do realizador',
      'da realizadora',
    ],
    cast: ['com', 'com o', 'com a', 'com o ator', 'com a atriz'],
    // 'pas de Miyazaki', 'non di Sergio Leone': who made the films turned down, in whatever role.
    any: ['de', 'do', 'da'],
  },
  // 'the kids think cartoons are babyish': a kind said to be for babies is turned down, as 'not my thing' is.
  negationsAfter: [
    // 'dois curtem terror e dois odeiam': a kind someone in the group turns down after others wanted it.
    "(?:e|mas) (?:[\\w']+ ){1,3}(?:odeiam|odeia|odeio|odiamos|detestam|detesta|detesto|nao (?:suportam|suporta|suporto|curtem|curte|curto|gostam|gosta|gosto))(?: isso| aquilo|(?=\\s*(?:[,.;!?]|$)))",
    '(?:e|sao) (?:(?:muito|meio|coisa) )?(?:infantil|infantis|de bebe|pra bebe|para bebes|coisa de (?:crianca|bebe|nenem))',
  ],
  negations: [
    'sem',
    // 'nem da disney nem da pixar': each of two turned down.
    'nem',
    'nada de',
    'nenhum',
    'nenhuma',
    'zero',
    // 'nao quero um terror': what is not wanted comes after the verb.
    'nao quero',
    'nao queremos',
    'nao queria',
    'nao',
    'odeia',
    'odeiam',
    'detesta',
  ],
  // 'ela odeia filmes longos e qualquer coisa violenta'.
  dislikes: {
    verbs: [
      '(?:dorme|dormem|pega no sono) com',
      'desmaia com',
      'odeia',
      'odeiam',
      'odeio',
      'detesta',
      'detestam',
      'detesto',
      'nao suporta',
      'nao suportam',
      // the speaker's own: 'eu não suporto musicais', 'não gosto de terror'.
      'nao suporto',
      'nao gosto de',
      'nao gosta de',
      'nao gostam de',
      // 'ninguém quer', 'não aguenta': refusals said of someone watching.
      // 'ninguém gosta de terror', 'não curte musical': nobody watching likes the kind, or one does not.
      'ninguem (?:quer|aguenta|suporta|gosta de|curte)',
      'nao curt(?:e|em|o)',
      'nao aguent(?:a|am|o)',
      // 'meu marido, que se recusa a ver desenho': a refusal to watch a kind turns it down.
      'se recusa(?:m)? a (?:ver|assistir)(?: a| o| os| as)?',
      // 'minha namorada não consegue ver terror', 'não lida bem com sangue': what someone can't bear to watch.
      'nao (?:consegue|conseguem|consigo) (?:ver|assistir|encarar)',
      'nao (?:lida|lidam|lido) bem com',
      // 'cansado dos', 'farta de': weariness of a kind turns it down, as 'sick of' does.
      '(?:cansad|fart)[oa]s? d(?:e|os|as|o|a)',
      'de saco cheio d(?:e|os|as|o|a)',
      // 'cansei da marvel', 'chega de super-heróis': having had enough of a kind turns it down.
      '(?:ja )?(?:cansei|enjoei) d(?:e|os|as|o|a)',
      'chega d(?:e|os|as|o|a)',
    ],
    joins: ['e'],
    // 'one hates war films and another westerns', 'and my sister musicals': the other people watching, the verb
    // left out.
    others: [
      'outr[oa]',
      'o outro',
      'a outra',
      'um segundo',
      'uma segunda',
      '(?:[ao]s? )?(?:meu|minha|nosso|nossa|seu|sua)s? [a-z-]+',
    ],
  },
  // 'um', 'com' and 'mais' are weak: 'um' is an English hesitation, 'mais' French for 'but'.
  markers: {
    strong: [
      // 'vale a pena ver alien?', 'curtiu titanic?', 'o que achou': an opinion asked the Portuguese way.
      'vale a pena',
      'curtiu',
      'achou',
      // 'como foi seu dia': 'fue' and 'su' in Spanish.
      'foi',
      'seu',
      'como vai',
      'quero',
      'queria',
      'filmes',
      'voce',
      'quem',
      'dirigiu',
      'obrigad[oa]',
      'ola',
      'criancas',
      'nao',
      'sem',
      'uma',
      'umas',
      'uns',
      'engracad[oa]s?',
      'acao',
      'animacao',
      'ficcao',
      'assustador(?:es)?',
      'sobre o que',
      'quanto tempo',
      // Italian asks so too: shared, it tells each language half as much.
      'quanto dura',
      'assistir',
      'hoje',
      'noite',
      'muito',
      'melhor(?:es)?',
      'recomenda',
      'indica',
      'algum',
      'alguma',
      'dos anos',
      'outros',
      'outras',
      'parecid[oa]s',
    ],
    weak: [
      'um',
      'com',
      'mais',
      // 'o leo dicaprio ta no titanic?': 'tá', 'tava', the spoken 'está', 'estava'.
      'ta',
      'tava',
      'dos',
      'das',
      'pra',
      'tem',
      'bom',
      'boa',
      'bons',
      'boas',
      'filme',
      // Common words of the language: each shows it a little, shared ones no more than the others.
      'o',
      'os',
      'as',
      'do',
      'da',
      // 'no' ('in the') left out: English, Spanish and Italian say it too ('spy films, no bond').
      'na',
      'nos',
      'nas',
      'em',
      'e',
      'ou',
      'algo',
      'sobre',
      'nada',
      'eu',
      'ele',
      'ela',
      'meu',
      'minha',
      'meus',
      'minhas',
      'que',
      'qual',
      'quais',
      'para',
      'por',
      'ano',
      'saiu',
      'aquele',
      'aquela',
      'ate',
      'agora',
      'quantos',
      'quantas',
      'vi',
      'assisti',
      'tenho',
      'livre',
      'fala',
      'me',
      'foi',
      'esta',
      'estou',
      'tambem',
      'namorado',
      'namorada',
      'marido',
      'esposa',
      'amigos',
      'amigas',
      'pais',
      'irmao',
      'irma',
      'nosso',
      'nossa',
    ],
  },
  library: {
    watchlist: [
      'minha lista',
      'minha watch ?list',
      '(?:os )?filmes (?:que )?(?:eu )?salvei',
      'salvos? (?:pra|para) depois',
      'ja salvos?',
    ],
    rewatch: ['rever', '(?:ver|assistir) de novo'],
    rewatchNeeded: ['(?:precisa|tem que|tem de) (?:rever|(?:ver|assistir) de novo)'],
    likedFilms: [
      '(?:os )?filmes (?:que )?(?:eu )?(?:mais )?(?:curti|gostei|amei|adorei|dei like)(?: mais)?',
      // 'na linha dos que eu mais curti': the films named by 'the ones' alone.
      '(?:(?:d?os|d?as|esses|essas|aqueles|aquelas) )?que (?:eu )?(?:mais )?(?:curti|gostei|amei|adorei)(?: mais)?',
      // 'os filmes que eu dei 10': the films they rated best, said by what they gave them.
      '(?:os )?filmes (?:que|a que|pra que|para os quais) (?:eu )?dei (?:um |nota )?(?:10|dez)',
      'meus filmes (?:curtidos|favoritos)',
      // 'os que eu avaliei melhor': the films they rated best.
      '(?:(?:os )?filmes|os) (?:que )?(?:eu )?(?:avaliei|votei|dei nota) (?:melhor|mais alt[oa])',
      // 'como aqueles que eu avaliei muito bem': 'those' with a rating of the speaker's own.
      '(?:(?:os )?filmes|os|esses|aqueles) (?:que )?(?:eu )?(?:avaliei|votei|dei nota) (?:(?:muito|super|bem) )?(?:bem|alt[oa])',
    ],
    likedThatWay: ['nessa (?:linha|pegada|vibe|direcao)', 'desse (?:estilo|tipo)'],
    // 'in the vein of the last thing i watched': the film last in their diary, loved or not.
    lastSeen: [
      '(?:como|parecid[oa]s? com|na linha d[oa]|no estilo d[oa]|tipo) (?:o |a )?ultim[oa] (?:filme )?que (?:eu )?(?:vi|assisti)',
    ],
    taste: [
      '(?:com base (?:no|nos|nos filmes)|de acordo com (?:o|os filmes)|baseado no) que (?:eu )?(?:gostei|curti|amei|gosto|curto|amo)',
      '(?:com base|de acordo|baseado|segundo|conforme|pelos?|pelas?)(?: (?:em|com|no|nos|na|nas|o|os|a|as)){0,2} (?:meus?|minhas?) (?:gostos?|notas|avaliacoes|likes|favoritos|preferencias)',
      '(?:a|ao) meu gosto',
    ],
    lastLoved: [
      'parecidos? com (?:o|os) que (?:eu )?(?:gostei|curti|amei)',
      '(?:com base (?:no|nos filmes)) que (?:eu )?(?:tenho (?:visto|assistido)|vi|assisti) (?:ultimamente|recentemente)',
    ],
    rated: [
      '(?:quais|que) filmes? (?:eu )?dei (?:a )?(?:nota|notas) (?:10|dez|maxima|mais alta)',
      '(?:quais|que) filmes? (?:eu )?(?:avaliei|classifiquei) (?:melhor|com (?:nota )?(?:10|dez))',
      'meus filmes (?:mais bem avaliados|mais bem votados)',
    ],
    best: ['melhor(?:es)?', 'mais alt[ao]s?'],
    worst: ['pior(?:es)?', 'mais baix[ao]s?'],
    // 'o que eu menos curti': liking said least, their lowest-rated film.
    leastLiked: ['menos (?:gostei|curti|amei)', '(?:gostei|curti) (?:\\S+ )?menos(?! de| que)'],
    favoriteDirector: ['(?:o )?meu (?:diretor|realizador|cineasta) (?:favorito|preferido)'],
    mostLiked: ['mais (?:gostei|curti|amei)', '(?:gostei|curti|amei) (?:\\S+ )?mais(?! de| que)'],
    listedAlready: ['ja', 'que (?:esteja|estejam|esta|estao|ta)'],
    likedVerbs: [
      '(?:eu )?(?:mais )?(?:curti|gostei|amei|adorei)',
      '(?:dei|marquei com) (?:um )?(?:like|coracao|gostei)',
      '(?:meus|minhas) (?:favoritos|favoritas|likes|filmes (?:curtidos|favoritos))',
    ],
    ratedVerbs: ['avaliei', 'avaliad[oa]s?', 'dei nota', 'classifiquei'],
    ownVerbs: [
      '(?:eu )?(?:ja )?(?:avaliei|vi|assisti|dei)',
      '(?:as )?minhas (?:notas|avaliacoes)',
      // 'o filme melhor avaliado por mim': the score they gave, said by who gave it.
      'por mim',
    ],
    mine: ['(?:os )?meus', '(?:as )?minhas'],
    recommendAsks: [
      'recomenda\\w*',
      'recomende\\w*',
      'indica\\w*',
      'suger\\w*',
      'o que (?:eu )?(?:assisto|vejo)',
      'com base',
    ],
    ratingOf: [
      '(?:eu )?(?:ja )?avaliei(?= )',
      '(?:que|qual) nota (?:eu )?(?:dei|tinha dado)(?: (?:a|ao|pra|para|pro))?',
      'o (?:que|q) (?:eu )?achei (?:de|do|da|dos|das)',
    ],
    seenIt: ['(?:eu )?ja (?:vi|assisti)(?= )', '(?:eu )?(?:vi|assisti) (?=.*\\bja\\b)'],
  },
  period: {
    recent: ['ultim[oa]s?', 'passad[oa]s?'],
    units: { dias: 1, dia: 1, semanas: 7, semana: 7, quinzena: 14, meses: 30, mes: 30 },
    // The twelve months, January first ('|' between a month's spellings).
    months: [
      'janeiro',
      'fevereiro',
      'março|marco',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ],
    since: ['desde(?: o| a)?'],
    seasons: { primavera: 2, verao: 5, outono: 8, inverno: 11, natal: 11, 'ano novo': 0 },
  },
  letters: 'ãõáâêçéíóôúà',
  plurals: [
    { plural: 'oes$', singular: 'ao' },
    { plural: 'ns$', singular: 'm' },
    { plural: 'es$', singular: '' },
    { plural: 's$', singular: '' },
  ],
  // 'vc tem algo pra hj?', 'qro algo q nao seja mto longo': the shorthand Portuguese is typed in.
  spellings: {
    vc: 'voce',
    vcs: 'voces',
    hj: 'hoje',
    qro: 'quero',
    qria: 'queria',
    mto: 'muito',
    mta: 'muita',
    mtos: 'muitos',
    mtas: 'muitas',
    tbm: 'tambem',
    oq: 'o que',
    msm: 'mesmo',
    td: 'tudo',
    tds: 'todos',
    ngm: 'ninguem',
    agr: 'agora',
    dps: 'depois',
    obg: 'obrigado',
    vlw: 'valeu',
    blz: 'beleza',
    pfv: 'por favor',
    pfvr: 'por favor',
    qdo: 'quando',
    qnt: 'quanto',
    qnto: 'quanto',
    qto: 'quanto',
    qnts: 'quantos',
    qnd: 'quando',
    qm: 'quem',
    cmg: 'comigo',
    ctz: 'certeza',
    dnv: 'de novo',
    fds: 'fim de semana',
  },
  filmWords: ['filmes?'],
  orders: {
    vote_average: ['mais bem avaliad[oa]s?', 'melhor(?:es)? avaliad[oa]s?', 'obras?[- ]primas?'],
    release_date: ['(?:os|as|o|a) (?:filmes? )?mais recentes?', 'lancamentos'],
    // 'o primeiro filme do tarantino': someone's first film, no place in a list.
    oldest: ['(?:os|as|o|a) (?:filmes? )?mais (?:antig|velh)[oa]s?', 'primeiro filme (?=do |da |de )'],
    shortest: ['(?:os|as) (?:filmes )?mais curt[oa]s'],
    longest: ['(?:os|as) (?:filmes )?mais long[oa]s'],
  },
  layout: {
    shapes: [
      '(?:em |numa |uma |como )?(?:uma )?lista (?:numerada|com marcadores|em topicos)',
      '(?:em |numa |como )(?:uma )?lista',
      'uma lista',
      'numerad[oa]s?',
      '(?:em |por )?topicos',
      '(?:com|em) marcadores',
      'em markdown',
    ],
    tables: ['(?:em |numa |uma |como )?(?:uma )?tabela'],
    bullets: ['(?:com |em )?marcadores', '(?:em |com )?topicos', '(?:com |em )?bolinhas'],
    openers: ['lista(?:-me| me)?', 'liste', 'enumere'],
    leads: [
      'me (?:passa|passe|da|de|faz|faca|manda|mande)',
      'faz(?:-me)?',
      'faca',
      'quero',
      'preciso de',
      '(?:pode|poderia|consegue) (?:me )?(?:fazer|passar|dar|mandar)',
    ],
    joins: ['de', 'com', 'dos', 'das', 'do', 'da'],
    closers: [],
    columns: {
      title: ['titulos?', 'nomes?'],
      year: ['anos?', 'ano de lancamento', 'datas?(?: de lancamento)?'],
      director: ['diretor(?:es|a)?', 'realizador(?:es)?'],
      runtime: ['duracao', 'duracoes', 'minutos', 'quanto (?:tempo )?duram?(?= cada)'],
      rating: ['notas?', 'avaliacao', 'avaliacoes', 'pontuacao'],
      note: [
        '(?:uma |um )?(?:breve |pequena |curta |pequeno )?(?:frases?|descricao|descricoes|sinopses?|resumos?|comentarios?)(?: curtas?| breves?)?',
      ],
    },
    askedBefore: ['quem', 'qual', 'quais'],
    columnLeads: [
      'com(?: o| a| os| as| seu| sua| um| uma)?',
      'e(?: o| a| seu| sua)?',
      '(?:poe|coloca|coloque|bota|acrescenta|acrescente|adiciona|adicione|inclui|inclua)(?: o| a| os| as| seu| sua)?',
    ],
    columnJoins: ['e'],
    columnTails: [
      '(?:em|para|por) cada (?:linha|fileira)',
      '(?:sobre|de|para) cada (?:um|uma|filme)',
      'do lado',
      'ao lado',
      'cada um',
      'cada uma',
      '(?:em |como )?colunas?',
    ],
    titlesOnly: [
      '(?:so|apenas|somente|soh) (?:os )?(?:titulos|nomes)',
      '(?:os )?titulos apenas',
      'sem (?:descricao|descricoes|sinopses?|resumos?|detalhes)',
      'sem (?:enrolacao|enrolar|blabla|explicac(?:ao|oes)|firula)',
      '(?:e )?mais nada',
      'so isso',
    ],
    perLine: ['uma linha (?:cada|para cada|por filme)(?: um)?', 'um(?:a)? por linha'],
    reasonTails: ['(?:sobre|dizendo|explicando|com) (?:o )?(?:por ?que|porque)'],
    prose: [
      '(?:sem|nada de|nenhuma) listas?',
      'nao (?:me )?(?:faca|faz|de|mande|manda) (?:uma )?listas?',
      '(?:fala|fale|escreve|escreva)(?: comigo)? como (?:um|uma) amig[oa]',
      'como um(?:a)? amig[oa] faria',
      '(?:em|num) (?:um )?paragrafo',
      'em prosa',
    ],
    short: [
      'seja breve',
      '(?:uma )?resposta (?:curta|rapida)',
      'em (?:poucas|duas|2) palavras',
      'resumindo',
      '(?:sem|nada de) listas? longas?',
      'faz curto',
    ],
    replyLength: {
      leads: [
        '(?:(?:responde|responda|faz|faca|deixa) (?:em )?)?(?:em )?(?:menos de|no maximo|maximo de|ate|nao mais (?:de|que))',
      ],
      tails: ['(?:no )?maximo', 'ou menos', 'max'],
      characters: ['caracteres', 'letras'],
      words: ['palavras'],
    },
    bold: [
      '(?:coloca |poe |bota |deixa )?(?:em )?negrito (?:os )?(?:titulos|nomes)',
      '(?:os )?(?:titulos|nomes) em negrito',
      "(?:coloca |poe |bota |deixa )?(?:em )?negrito(?: [a-z']+){0,4}? (?:o |a )?melhor",
      '(?:coloca |poe |bota |deixa )?(?:o |a )?melhor em negrito',
    ],
    sorts: {
      vote_average: [
        '(?:ordenad[oa]s|classificad[oa]s|em ordem de) (?:por |pela |pelo )?(?:nota|avaliacao|pontuacao)',
        '(?:os )?melhores primeiro',
        'do melhor (?:para o|ao) pior',
        'ranqueados',
      ],
      oldest: [
        '(?:ordenad[oa]s|classificad[oa]s) (?:por|pelo|pela) (?:ano|data)(?: de lancamento)?',
        'em ordem cronologica',
        // 'por ordem de lancamento', 'na ordem em que sairam': the order of release said as a phrase.
        '(?:por|em|na) ordem (?:de|do|da) (?:lancamento|estreia|saida|publicacao|data|ano)',
        'na ordem em que (?:sairam|foram lancad[oa]s|estrearam)',
        '(?:os |o |as |a )?mais antig[oa]s? primeiro',
        '(?:d[oa]s? )?mais antig[oa]s? (?:a|ao|aos|para o|para os) mais (?:recentes?|nov[oa]s?)',
        // 'in order', 'in the right order': the order a series came out in.
        '(?:em|na) ordem(?: certa| correta)?(?! (?:de|do|da|em))',
      ],
      release_date: [
        '(?:os |o |as |a )?mais recentes? primeiro',
        '(?:d[oa]s? )?mais (?:recentes?|nov[oa]s?) (?:a|ao|aos|para o|para os) mais antig[oa]s?',
      ],
      shortest: [
        '(?:os |as )?mais curt[oa]s? primeiro',
        '(?:por|pela|pelo) (?:sua )?duracao',
        '(?:d[oa]s? )?mais curt[oa]s? (?:a|ao|aos|para o|para os) mais long[oa]s?',
      ],
      longest: [
        '(?:os |as )?mais long[oa]s? primeiro',
        '(?:d[oa]s? )?mais long[oa]s? (?:a|ao|aos|para o|para os) mais curt[oa]s?',
      ],
    },
    fillers: ['por favor', 'pf', 'pfv'],
    again: [
      '(?:pode|podes|poderia|voce|vc)',
      '(?:faz|faca|fazer|refaz|refaca|refazer|mostra|mostre|mostrar|poe|por|coloca|coloque|colocar|bota|botar|passa|passe|passar|manda|mande|mandar|da|de|dar|reescreve|reescreva|reescrever|organiza|organize|organizar|ordena|ordene|ordenar)',
      '(?:me|isso|isto|esse|essa|esses|essas|eles|elas|os|as|o|a|mesm[oa]s?|lista|filmes)',
      '(?:de novo|outra vez|novamente|mas|e|agora|em|como|valeu|obrigad[oa])',
    ],
  },
  filmRelations: {
    sequel: ['(?:a )?continuacao', '(?:a )?sequencia', '(?:o )?segundo filme', 'parte (?:2|dois)'],
    lead: ['(?:o|a) protagonista', '(?:o )?ator principal', '(?:a )?atriz principal'],
    similar: [
      'algo (?:parecido|similar|do tipo)',
      'filmes (?:parecidos|similares)',
      '(?:outros|mais) (?:parecidos|como esse)',
    ],
  },
  endingWishes: [
    String.raw`(?:um )?(?:onde|em que|no qual|na qual|mas) (?:o |a |os |as |seu |sua )?(?<subject>[\p{L}]+) (?:nao|nunca) morre(?:m)?(?: no final)?`,
    '(?:onde )?ninguem morre',
  ],
  qualityWishes: [
    String.raw`(?:com|que tenha|que tem) (?:um |uma )?(?:(?!(?:o|a|os|as|esse|essa|seu|sua) )[\p{L}'-]+ ){0,2}(?:final|finais|reviravoltas?|twist|desfecho|trilha sonora|musica|trama|enredo|roteiro|dialogos|fotografia|atuac(?:ao|oes)|elenco)(?! (?:onde|em que|no qual|na qual))`,
  ],
  referenceQuestions: {
    overview: ['(?:me )?fala mais', '(?:me )?conta mais', 'sobre o que e', 'do que se trata', 'enredo'],
    // 'e o segundo dura quanto', 'tem quantos minutos': the verb before its question word, the length by its unit.
    runtime: ['quanto tempo', 'quanto dura', 'dura quanto', 'quantos minutos', 'duracao'],
    director: ['quem (?:o |a )?(?:dirigiu|dirige|realizou|realiza|fez)', 'diretor', 'realizador'],
    year: ['quando saiu', 'de que ano', 'o ano(?! \\d)', '(?:ano|data) de lancamento'],
    cast: ['quem (?:atua|aparece)', 'elenco'],
    genres: ['que genero', 'qual o genero', 'qual genero', 'da medo', 'e de terror', 'e comedia'],
  },
  filmLanguages: {
    noSubtitles: ['sem legendas?', 'nada de legendas?', '(?:odeio|detesto) (?:ler )?(?:as )?legendas?'],
    cannotBear: [
      'nao (?:consegue|conseguem|conseguimos|gosta|gostam|quer|querem|suporta|suportam|le|leem)',
      'ninguem',
      'odeia',
      'odeiam',
      'se recusa a',
    ],
    notEnglish: [
      'estrangeir[oa]s?',
      'legendad[oa]s?',
      'com legendas?',
      'que nao (?:seja|sejam) em ingles',
      // 'em outros idiomas', 'em outra lingua': films in other languages than English.
      '(?:em )?outr[oa]s (?:idiomas|linguas)',
      'em outr[oa] (?:idioma|lingua)',
    ],
    // 'que não seja falado em inglês': how the film was made may stand before the language.
    notIn: [
      'que nao (?:seja|sejam|esteja|estejam) (?:(?:falad|filmad|gravad|rodad)[oa]s? )?em',
      'nao (?:(?:falad|filmad|gravad|rodad)[oa]s? )?em',
      'nao',
    ],
    madeAfter: ['(?:falad|filmad|gravad|rodad|dublad)[oa]s?'],
    regions: {
      asian: ['asiatic[oa]s?', 'asia'],
      european: ['europe[ui]as?', 'europeus', 'europeu', 'europa'],
      'latin-american': ['latino-american[oa]s?', 'latinos?', 'america latina'],
      nordic: ['nordic[oa]s?', 'escandinav[oa]s?'],
    },
  },
  timeBudget: {
    andHalf: ['e meia'],
    halfHour: ['meia hora', 'meia-hora'],
    amounts: {},
    and: ['e'],
    minutes: {
      dez: 10,
      quinze: 15,
      vinte: 20,
      'vinte e cinco': 25,
      trinta: 30,
      'trinta e cinco': 35,
      quarenta: 40,
      'quarenta e cinco': 45,
      cinquenta: 50,
      'cinquenta e cinco': 55,
      'um quarto': 15,
    },
    atLeastAfter: ['ou mais', 'no minimo', 'pelo menos'],
    budget: ['tenho', 'temos', 'so tenho', 'livres?', 'antes de'],
    around: ['cerca de', 'uns', 'umas', 'mais ou menos', 'aproximadamente', 'por volta de'],
    // 'um filme bem longo', 'uma epopeia': as long as an epic.
    longest: [
      'quanto mais longo melhor',
      '(?:bem|muito|super) long[oa]s?',
      'longuissim[oa]s?',
      'epic[oa]s?',
      'epopeias?',
    ],
    not: ['nada', 'nao', 'nenhum', 'nenhuma', 'ninguem'],
    ifWords: ['se', 'quando'],
    lacking: ['nao (?:tenho|temos)'],
    accepted: ['nao me importo', 'tanto faz', 'nao tem problema', 'tudo bem'],
    fromNow: ['em', 'dentro de', 'daqui a'],
    watchedWithin: { before: [String.raw`(?:ver|assistir|terminar|acabar)(?: [\p{L}']+){0,3} em`] },
    trips: [
      'voos?',
      'viagem',
      'viagens',
      'trajetos?',
      'trem',
      'onibus',
      'escalas?',
      'pausa(?: para o almoco)?',
      'intervalo',
    ],
    clock: {
      at: ['as', 'antes das?', 'ate as', 'ate a', 'sao', 'e a', 'a partir das?', 'depois das?'],
      marks: ['h', 'horas'],
      named: { 'meia-noite': 0, 'meia noite': 0, 'meio-dia': 0, 'meio dia': 0 },
    },
    parts: ['(?:a |as |o |os )?(?:ultim[ao]s?|primeir[ao]s?)'],
  },
  smallTalk: {
    goodbyes: [
      'tchau',
      'ate logo',
      'ate mais',
      'ate amanha',
      'ate breve',
      'boa noite',
      'falou',
      'fui',
      'ate a proxima',
    ],
    wellbeing: [
      'tudo (?:bem|bom|certo|tranquilo|joia)',
      'como vai',
      'como voce esta',
      'como (?:vc|voce) ta',
      'e ai',
      'como (?:foi|ta|esta) (?:o )?(?:seu|teu) dia',
      'como vai a vida',
    ],
    identity: [
      'quem e voce',
      'quem (?:e|es) tu',
      'o que (?:e )?voce e',
      'voce e (?:um |uma )?(?:bot|robo|humano|pessoa|ia)',
      'qual (?:e )?o seu nome',
      'como (?:voce )?se chama',
      '(?:voce|vc|tu) (?:e|eh|es) (?:um |uma )?(?:pessoa|humano|bot|robo|ia|maquina|programa)(?: de verdade| real)?(?: ou (?:um |uma )?(?:pessoa|humano|bot|robo|ia|maquina|programa)(?: de verdade| real)?)?',
      '(?:estou|to|tou) (?:falando|conversando) com (?:um |uma )?(?:pessoa|humano|bot|robo|maquina|ia)(?: de verdade| real)?',
      '(?:tem|ha) (?:um |uma )?(?:pessoa|humano|alguem)(?: real)? (?:ai|atras|do outro lado|digitando|respondendo)',
    ],
    complaints: [
      '(?:essas|estas|suas|as|esses|estes|seus|os) (?:sugestoes|recomendacoes|indicacoes|dicas|opcoes|filmes)(?: que (?:voce|vc) (?:me )?(?:deu|passou|indicou))? (?:foram|sao|estavam|tavam|eram|ficaram) (?:(?:meio|bem|muito|bastante|mo|tudo|um pouco|sinceramente) )*(?:ruins|pessimas|pessimos|chatas|chatos|fracas|fracos|horriveis|uma bosta|nada a ver|mais ou menos|ruinzinhas)',
      '(?:pessimas|ruins|fracas|horriveis) (?:sugestoes|recomendacoes|indicacoes|dicas)',
      'nao gostei (?:de )?(?:nenhuma|nenhum|dessas|desses|das suas|dos seus)',
    ],
    praise: [
      '(?:voce|vc|tu) (?:e|eh|es|ta|esta) (?:(?:muito|mt|mto|super|bem|o|a|demais|realmente|sinceramente) )*(?:bom|boa|otimo|otima|incrivel|genial|cara|fera|brabo|craque|melhor|top|demais)(?: nisso)?(?: (?:do )?que (?:meus|minhas|os|as|qualquer) [a-z]+)?',
      '(?:voce|vc|tu) manda(?:s)? (?:muito |mt |mto )?bem',
      '(?:voce|vc|tu) me conhece(?:s)? (?:muito |mt )?bem',
      'bom trabalho',
    ],
    closers: [
      // 'valeu, foi muito engraçado': how the film just seen was, not a kind of film asked for.
      '(?:(?:o filme) )?(?:foi|estava|era) (?:(?:muito|super|bem|mega) )?(?:engracado|divertido|otimo|bom|legal|incrivel|lindo|triste|assustador|demais|show)',
      'era (?:isso|exatamente isso) que eu (?:precisava|queria)',
      'exatamente o que eu (?:precisava|queria)',
      'era isso',
      'adorei',
      // 'foi uma ótima indicação', 'boa dica': praise of the films just recommended.
      '(?:(?:foi|e) )?(?:uma? )?(?:muito )?(?:boa|otima|excelente|grande|bela) (?:recomendacao|dica|indicacao|escolha|sugestao)',
    ],
    offTopic: [
      // 'il va pleuvoir ce week-end ?', 'will it rain tomorrow': rain or snow to come is the weather.
      '(?:vai )?(?:chover|nevar)',
      '(?:chovera|nevara)',
      'previsao do tempo',
      'como esta o tempo',
      'que tempo faz',
      'clima',
      'receitas?',
      'como (?:fazer|faco|preparo|cozinho) (?:um|uma|o|a|arroz|bolo)',
      'cambio do dolar',
      'dever de casa',
      'licao de casa',
      'horoscopo',
      'capital d[oae]',
      'raiz quadrada',
      'quem ganhou',
      'placar',
      'resultado do jogo',
      'traduz',
      'traduzir',
      String.raw`\d+ (?:mais|menos|vezes|dividido por) \d+`,
    ],
    fillers: [
      'muito',
      'mil',
      'cara',
      'mano',
      'amigo',
      'amiga',
      'demais',
      'kkk',
      'kkkk',
      'haha',
      'ah',
      'oh',
      'ok',
      'pela',
      'ajuda',
      'de',
      'novo',
      'e',
      'voce',
      'vc',
      'tudo',
    ],
    hedges: ['mesmo', 'realmente', 'de verdade', 'na verdade'],
  },
  phrases: {
    ...NO_PHRASES,
    filmographies: [
      // 'a filmografia do Kurosawa'.
      { pattern: /\bfilmografia (?:completa )?(?:de|do|da) (.+)$/, role: 'any' },
      { pattern: /\bquantos filmes (?:o |a )?(.+?) (?:ja )?(?:dirigiu|realizou)\b/, role: 'director' },
      { pattern: /\bquantos filmes (?:dirigiu|fez) (?:o |a )?(.+?)$/, role: 'any' },
      { pattern: /\bquantos filmes (?:o |a )?(.+?) (?:fez|ja fez)\b/, role: 'any' },
      { pattern: /\bem quantos filmes (?:o |a )?(.+?) (?:atuou|trabalhou)\b/, role: 'cast' },
      { pattern: /\b(?:quais|que) (?:outros )?filmes (.+?) (?:fez|dirigiu|realizou|tem)$/, role: 'any' },
      { pattern: /\b(?:quais|que) (?:outros )?filmes (?:fez|dirigiu|realizou)(?: (.+))?$/, role: 'any' },
      { pattern: /\bem que (?:outros )?filmes (.+?) (?:atuou|aparece|trabalhou)$/, role: 'cast' },
      { pattern: /\bo que mais (.+?) fez$/, role: 'any' },
      { pattern: /\bo que mais (.+?) (?:dirigiu|realizou)$/, role: 'director' },
    ],
    // 'o diretor de whiplash', 'o diretor' alone: the person through the film named, or the one in view.
    // 'outros filmes do', 'mais coisas de': the person after them is one a film names ('mesmo diretor').
    // 'lista eles de novo', 'mostra-os novamente': the films of the last list, asked for again.
    listedAgain: [
      String.raw`(?:os|as|eles|elas|esses|essas|a lista|todos|todas|\S+-(?:os|as|los|las))(?: \S+){0,2} (?:de novo|novamente|outra vez)`,
      String.raw`(?:de novo|novamente|outra vez) (?:a lista|todos|todas|eles|elas|esses|essas)`,
    ],
    othersOfLeads: [
      '(?:outros|mais) (?:filmes|coisas) (?:de|do|da|dos|das|com)',
      '(?:outros|mais|algo mais|o que mais tem) (?:de|do|da|dos|das|com)',
    ],
    filmographyVia: [
      {
        pattern:
          /^(?:o |a |esse |essa |este |esta )?(?:mesm[oa] )?(?:diretor|diretora|realizador|realizadora)(?: (?:de|do|da) (.+))?$/,
        role: 'director',
      },
      {
        pattern:
          /^(?:o |a |esse |essa )?(?:mesm[oa] )?(?:protagonista|ator principal|atriz principal)(?: (?:de|do|da) (.+))?$/,
        role: 'cast',
      },
    ],
    personPronouns: [
      'esse',
      'essa',
      'este',
      'esta',
      'ele',
      'ela',
      'esse diretor',
      'esse realizador',
      'esse ator',
      'essa atriz',
    ],
    personPossessives: ['dele', 'dela', 'seus filmes', 'seus outros'],
    othersOfSomeone: ['outr[oa]s?', 'mais'],
    madeVerbs: ['fez', 'feito', 'faz', 'tem', 'teve', 'dirigiu', 'dirigido', 'dirige', 'filmou', 'rodou'],
    meantLeads: ['eu quis dizer', 'quis dizer', 'eu queria dizer', 'me referia a', 'eu falava d[eo]'],
    correctionOpeners: ['nao', 'desculpa', 'foi mal', 'opa', 'ops'],
    returningLeads: [
      'voltando (?:a|ao|para|pro)',
      'voltemos (?:a|ao)',
      'de volta (?:a|ao|para)',
      'retomando',
    ],
    filmPronouns: ['ele', 'ela', 'nele', 'nela', 'dele', 'dela'],
    olderOfName: ['antig[oa]', 'velh[oa]', 'original', 'classic[oa]'],
    newerOfName: ['nov[oa]', 'recente', 'modern[oa]'],
    otherOfName: ['outr[oa]'],
    seriesPartNouns: ['parte', 'capitulo'],
    replyInLeads: [
      '(?:(?:e|ok|agora|de novo) )*(?:(?:(?:voce|vc|voces) )?(?:pode|podes|podem|poderia|poderiam) )?(?:(?:me )?(?:responder|escrever|dizer|responde|responda|escreve|escreva|diz|repete|repetir|repita|traduzir|traduz|traduza|falar|fala|fale)(?: isso)? )?(?:em|no|pro|para o|pra)',
      '(?:(?:e|ok|agora) )*(?:(?:(?:voce|vc|voces) )?(?:pode|podes|podem|poderia|poderiam) )?(?:mudar|muda|mude|trocar|troca|troque|passar|passa|passe) (?:para|pra|pro)(?: o)?',
      // 'perdón, mejor en español': the language the reply had better be in.
      '(?:(?:e|ok|agora) )*(?:melhor|de preferencia) (?:em|no)',
    ],
    replyInTails: [
      'por favor',
      'pfv',
      'de agora em diante',
      'de novo',
      'novamente',
      '(?:pelo|durante o) resto da conversa',
      'obrigad[oa]',
      'agora',
      'a partir de agora',
      'daqui (?:pra|para) frente',
    ],
    replyInPlease: ['por favor', 'pfv', 'pf'],
    replyInApologies: ['desculpa', 'desculpe', 'foi mal', 'perdao'],
    ownLanguageLeads: ['(?:o )?meu', 'nao (?:falo|entendo|leio)'],
    speakAskedLeads: [
      '(?:voce|tu) (?:fala|entende|escreve)(?: em)?',
      '(?:falas|entendes|escreves)(?: em)?',
      '(?:sabe|sabes|pode|podes|consegue) (?:falar|entender|escrever)(?: em)?',
    ],
    replyInReasons: [
      '(?:(?:to|tou|estou) )?(?:praticando|aprendendo|estudando)',
      'e (?:pra|para) (?:minha|meu|a minha|o meu|um|uma)',
      '(?:ela|ele|minha \\S+|meu \\S+) nao (?:fala|le|entende)',
      'porque (?:to|tou|estou|nao|minha|meu)',
    ],
    likedTitle: [
      new RegExp(
        String.raw`\b(?:eu )?(?<!filmes (?:que )?(?:eu )?)(?:(?:adorei|amei|curti)(?: ${LIKED_DEGREES})?|gostei (?:${LIKED_DEGREES} )?d(?:e|o|a|os|as))\s+(?!ate (?:agora|hoje)|ultimamente|recentemente)(.+?)(?:[,;]| mas | e | tem | algo | alguma |[?!.]+ |[?!.]*$)`,
      ),
      /\b(?:eu )?(?:acabei de (?:ver|assistir)|finalmente vi)\s+(.+?)(?:[,;]| mas | e | tem | algo | alguma |[?!.]+ |[?!.]*$)/,
      // 'assisti arrival ontem', 'ontem vi parasita': a film seen at a time said, then what it was like.
      /\b(?:vi|vimos|assisti|assistimos|revi)\s+(.+?),?\s+(?:ontem(?: a noite| de noite)?|anteontem|outro dia|no fim de semana|nesse fim de semana|neste fim de semana|no fds|semana passada|recentemente|hoje)\b/,
      /\b(?:ontem(?: a noite| de noite)?|anteontem|outro dia|no fim de semana|nesse fim de semana|neste fim de semana|no fds|semana passada|recentemente|hoje),? (?:eu |a gente |nos )?(?:vi|vimos|assisti|assistimos|revi)\s+(.+?)(?:[,;]| mas | e | tem | algo | alguma | com |[?!.]+ |[?!.]*$)/,
      // 'meu filho já assistiu encanto umas 40 vezes': a film seen over and over is a film loved.
      /\b(?:assistiu|assisti|assistiram|viu|vi|viram|ja viu|ja vi)\s+(.+?)\s+(?:(?:umas|tipo|quase|mais de|pelo menos|ja)\s+)*(?:\d+|mil|cem|cinquenta|vinte|dez) vezes\b/,
    ],
    lovesTitle: [
      /\b(?:eu )?(?:amo|adoro)\s+(?!ver\b)(.+?)(?:[,;]| mas | e | tem | algo | alguma |[?!.]+ |[?!.]*$)/,
      // 'minha filha ama ratatouille', 'ele adora shrek': the verb of one person, after who loves.
      /\b(?:ele|ela|(?:(?:o|a) )?(?:meu|minha|nosso|nossa|seu|sua) (?:[a-z]+ ){0,2}?[a-z]+) (?:ama|adora|curte)(?: muito| demais)?\s+(?!(?:ver|isso|esse|essa)\b)(.+?)(?:[,;]| mas | e | tem | algo | alguma |[?!.]+ |[?!.]*$)/,
      // 'meus filhos amam toy story e shrek', 'as criancas amaram coco': loved by whoever watches or watched.
      new RegExp(
        String.raw`\b(?:amam|adoram|curtem|amaram|adoraram|curtiram|amou|adorou|curtiu|(?:gostaram|gostou) (?:${LIKED_DEGREES} )?d(?:e|o|a|os|as))\s+(?!ver\b)(.+?)(?:[,;]| mas | e | tem | algo | alguma |[?!.]+ |[?!.]*$)`,
      ),
    ],
    praisedTitles: [
      /(?:^|[.!?;]\s+)(.+?) (?:e|sao|foi|foram) (?:um dos |uma das |uns dos |dos |das )?(?:meus?|minhas?) (?:filmes? )?(?:favorit[oa]s?|preferid[oa]s?)\b/,
      /(?:^|[.!?;]\s+)(.+?) (?:me (?:pegou|destruiu|emocionou|quebrou|marcou)|mexeu comigo)\b/,
      /\b(?:obcecad[oa] (?:por|com|pel[oa])|viciad[oa] em|louc[oa] (?:por|pel[oa])) (?!(?:isso|esse|essa|ele|ela)\b)(.+?)(?:[,;]| mas | e | tem | algo |[?!.]+ |[?!.]*$)/,
      /(?:^|[.!?;]\s+)(?!(?:isso|esse|essa|tudo)\b)(.+?) (?:foi|era) (?:muito |simplesmente )?(?:incrivel|sensacional|maravilhos[oa]|genial|uma obra-prima|fantastic[oa])(?=\s*(?:[.!?,;]|$))/,
    ],
    changedTitles: [
      /^(?!(?:algo|filmes?|uma?)\b)(.+?),? mas (?:(?:em versao|versao|mais|de) )?(?=(?:engracad[oa]|comedia|terror|assustador|romantic[oa]|para criancas|animad[oa])\b)/,
      // 'invocação do mal mas em inglês', 'x mas menos triste': the film, changed.
      /^(?!(?:algo|filmes?|uma?|eu|quero|o (?:primeiro|segundo|terceiro|ultimo))\b)(.+?),? mas (?=(?:em (?:ingles|portugues|espanhol|frances)|dublad[oa]|legendad[oa]|nao|menos|sem|mais (?:recentes?|nov[oa]s?|curt[oa]s?|long[oa]s?|leves?|antig[oa]s?))\b)/,
    ],
    // A whole message turning down the film just recommended: another of the same request.
    rejections: [
      String.raw`(?:(?:nao|nah|hmm+),?\s+)?(?:nenhum(?:a)? (?:desses|dessas|destes|destas)|esse nao|essa nao|este nao|outro|outra(?: coisa| opcao)?|(?:eu )?(?:ja )?(?:vi|assisti) (?:esse|essa)|(?:eu )?ja (?:vi|assisti))(?: por favor)?`,
    ],
    // 'which of these are under 2 hours': the last answer's films, narrowed.
    amongLeads: [
      String.raw`(?:qua(?:l|is)|algum|alguns|alguma|algumas) (?:desses|dessas|destes|destas|deles|delas)`,
      // 'algum com menos de duas horas desses?': the films shown named as where the answer comes from.
      String.raw`(?:desses|dessas|destes|destas|(?:dentre|entre) (?:esses|essas|eles|elas))(?=\s*(?:[,;?.!]|$))`,
    ],
    // 'só os de menos de duas horas', 'apenas esses': the films just shown, narrowed.
    narrowingLeads: [
      String.raw`(?:so|somente|apenas) (?:(?:os|as) (?:de|que|com|sem)|esses|essas|estes|estas)`,
    ],
    headcountNouns: ['pessoas', 'amigos', 'amigas', 'adultos', 'colegas'],
    notCounted: [
      'quer',
      'querem',
      'prefere',
      'preferem',
      'gosta',
      'gostam',
      'curte',
      'curtem',
      'ama',
      'amam',
      'por',
      'vezes',
    ],
    refinementLeads: ['somente', 'apenas', 'sem', 'mas sem', 'mas', 'e'],
    // 'animação para adultos', 'nada de coisa de criança': the family shelf is left out.
    childish: [
      'nada infantil',
      'nao infantil',
      'nada (?:para|de) criancas?',
      'nada de coisa de criancas?',
      '(?:so )?para (?:adultos|gente grande)',
    ],
    themes: ['zumbis?', 'tubaroes', 'tubarao', 'dinossauros?', 'alienigenas?', 'bruxas?', 'dragoes'],
    notAfterJust: ['horas?', 'minutos?', 'anos', 'bo[ma]'],
    pickLeads: [
      String.raw`\bqua(?:l|is)(?: (?:deles|delas|desses|dessas))?(?: e)? (?:o |a )?(?:mais )?`,
      // 'e o mais recente, qual é?': about the last answer only with such a tail (parse-prompt.ts).
      String.raw`^(?:e |entao )?(?:o|a) (?:mais )?`,
    ],
    pickOrders: {
      // 'o mais curtinho', 'o mais novinho': the diminutive says the same.
      shortest: ['curtinh[oa]', 'curto', 'curta', 'dura menos'],
      longest: ['longuinh[oa]', 'longo', 'longa', 'dura mais'],
      oldest: [
        'antiguinh[oa]',
        'antigo',
        'antiga',
        'velho',
        'velha',
        '(?:saiu|foi lancad[oa]|estreou) primeiro',
      ],
      release_date: ['recente', 'novinh[oa]', 'novo', 'nova', '(?:saiu|foi lancad[oa]|estreou) por ultimo'],
      vote_average: ['melhor(?: avaliado| avaliada)?', 'bem avaliado', 'bem avaliada'],
    },
    pickOfAnswer: ['deles', 'delas', 'desses', 'dessas', 'entre', 'dentre'],
    pickTails: ['qual e'],
    pickCountLinks: ['de', 'deles', 'delas'],
    greetings: ['ola', 'oi', 'bom dia', 'boa (?:tarde|noite)'],
    help: [
      'ajuda',
      'o que (?:voce|tu) (?:pode|podes|sabe|sabes|consegue|consegues|e capaz de) fazer',
      'como (?:voce )?funciona',
      'como (?:e que )?funcionas',
    ],
    thanks: ['obrigad[oa]', 'brigad[oa]', 'valeu', 'muito obrigad[oa]', 'agradeco'],
    acknowledgements: [
      'otimo',
      'perfeito',
      'show',
      'massa',
      'legal',
      'maravilha',
      'top',
      'beleza',
      'excelente',
      'ok',
      'blz',
    ],
    // 'mais' alone at the end only: French writes it for 'but'.
    // 'que filme vc me recomenda?': a request for films at all.
    // Whole words: a stem would be read as a word of its own, no typo ('recomend').
    generic: [
      'recomenda',
      'recomendas',
      'recomende',
      'recomendar',
      'recomendaria',
      'recomendacao',
      'recomendacoes',
      'indica',
      'indicar',
      'indicaria',
      'indicacao',
      'indicacoes',
      'sugestao',
      'sugestoes',
      'sugere',
      'sugerir',
      'sugira',
      // 'me indicas algo do kubrick?', 'tu me sugeres algo': the asking verb said to the assistant (tu).
      'indicas',
      'indique',
      'sugeres',
      'algo',
      'alguma coisa',
    ],
    more: [String.raw`mais(?=\W*$)`, 'mais opcoes', 'mais filmes', 'outros', 'outras'],
    // Singular too: 'tipo o poderoso chefao mas mais recente' compares with one film.
    comparedOnes: ['uns', 'umas?', 'filmes?'],
    older: [
      'mais antig[oa]s?',
      'mais velh[oa]s?',
      // 'parecidos com matrix que sairam antes dele', 'que o inspiraram': before the seed.
      '(?:sairam|saiu|lancados?|feitos?) antes(?: (?:dele|dela|desse|dessa))?',
      'que (?:o|a) (?:inspiraram|influenciaram)',
    ],
    // 'os clássicos', 'filmes antigos': films from before the eighties.
    classics: ['classic[oa]s?', 'filmes antigos'],
    blackAndWhite: ['(?:em )?preto e branco'],
    goldenAge: [
      '(?:a )?velha hollywood',
      'era de ouro(?: de hollywood| do cinema)?',
      'classicos de hollywood',
    ],
    newer: ['mais recentes?', 'mais nov[oa]s?', 'mais modern[oa]s?'],
    newerSurely: ['mais recentes?', 'mais nov[oa]s?'],
    oldFilms: ['antig[oa]s?', 'velh[oa]s?', '(?:em )?preto[- ]e[- ]branco'],
    liveAction: ['live[- ]action', 'com atores (?:reais|de verdade)', 'imagem real'],
    // 'minha filha e as amigas, elas têm 14 anos': an age said of them.
    ageLeads: [String.raw`(?:tem|teem)(?= \d{1,2} anos\b)`],
    // 'tipo duro de matar mas mais curto': shorter or longer than one film or than the last answer.
    shorterThan: [
      '(?<!\\b(?:o|a|os|as) (?:\\w+ )?)mais curt[oa]s? (?:do )?que',
      'menos long[oa]s? (?:do )?que',
    ],
    longerThan: ['(?<!\\b(?:o|a|os|as) (?:\\w+ )?)mais long[oa]s? (?:do )?que'],
    // A pointer that can only be a film: a length compared with it is the film in view's.
    oneFilmPointer: ['(?:esse|este|essa|esta|aquele|aquela)(?: filme)?(?! \\w+s\\b)'],
    thisOne: ['(?:esse|este|essa|esta|desse|deste|dessa|desta)(?: filme| aqui)?'],
    // 'mas que dure menos': lasting less.
    shorter: [
      'mais curt[oa]s?',
      'menos long[oa]s?',
      `nao (?:(?:seja|sejam|e) )?tao ${LENGTH_DEGREES}long[oa]s?`,
      '(?:que )?dur(?:e|em|a|am) menos',
    ],
    longer: ['mais long[oa]s?'],
    lighter: [
      'mais leves?',
      'menos (?:deprimentes?|tristes?|pesad[oa]s?|sombri[oa]s?)',
      'mais alegres?',
      'mais (?:pra|para) cima',
    ],
    // 'uma mistura de alien e o enigma de outro mundo', 'um cruzamento entre … e …': two titles a film is between.
    mashups: [
      // 'se a princesa prometida e indiana jones tivessem um filho'.
      /(?:^|\s)(?:se )?(?!\d)([^.,;!?]+?) e (?!\d)([^.,;!?]+?) (?:tivessem|fizessem) um (?:filho|bebe)\b/,
      /(?:^|\s)(?:(?:mistura|cruzamento|mix|combinacao|fusao|hibrido) (?:de|do|da|dos|das|entre)|(?:(?:a |no )?meio(?: do)? caminho|(?:um )?meio[- ]termo|em algum lugar|em algum ponto|bem|no meio) entre|(?:algo|um filme|alguma coisa) (?:que seja )?entre) (?!\d)([^.,;!?]+?) (?:e|com) (?!\d)([^.,;!?]+?)(?=\s*(?:[.,;!?]|$)|\s+(?:mas|por favor|pfv|pra|para|que)\b)/,
    ],
    // 'too long for tonight, …': how much, not the start of a title.
    // 'amaram coco, e agora?': a time after the title asks what next, no second title.
    notATitle: ['(?:agora|depois|hoje|hoje a noite|amanha|mais tarde|em seguida)$', 'o que'],
    notATitleStart: ['muito', 'demasiado', 'tao', 'bem'],
    // 'algo parecido?', 'mais desse tipo': films like the page's movie or the ones just shown ('parecido com' names a
    // seed).
    moreLikeThis: [
      // 'tem algum parecido?': a likeness asked with 'any' or 'some', nothing after it, is of the film in view.
      '(?:algu(?:m|ma|ns|mas)) (?:parecid[oa]s?|similar(?:es)?|semelhantes?)(?! (?:a|com)\\b)',
      // 'o que mais tem de parecido?': likeness with nothing after it is the film in view.
      '(?:o que|que) mais (?:tem |ha )?(?:de )?(?:parecido|similar|semelhante)',
      // Not 'e coisas do tipo', 'coisas assim': 'and stuff like that' after a kind of film.
      '(?:algo|alguma coisa|outros?|mais) (?:parecid[oa]s?|similar(?:es)?|desse tipo|assim)',
      'filmes (?:parecidos|similares|desse tipo)',
      '(?:outros?|mais|algo) (?:como|parecid[oa]s? com) (?:esse|este|isso|ele)',
    ],
    // 'algo com essa vibe', 'com um clima parecido': the feel of the film in view.
    feelOfThis: [
      'com (?:(?:essa|esse|esta|este) (?:tipo de )?(?:vibe|clima|atmosfera|energia|pegada)|(?:uma|um) (?:vibe|clima|atmosfera|energia|pegada) (?:parecid[oa]|similar|semelhante))',
    ],
    // 'o filme sobre o tipo que acorda sempre no mesmo dia': after an article or a pointer 'tipo' is the guy a story is about, not 'like'.
    likeNotAfter: [String.raw`\b(?:o|um|esse|este|aquele|outro) (?=tipo\b)`],
    likeLeads: [
      'parecid[oa]s? com',
      // 'filmes próximos desse', 'semelhantes a heat': nearness is likeness.
      '(?:proximos?|semelhantes?|similares?) (?:a|ao|aos|de|do|da|dos|das)',
      // 'próximos desse': the preposition joined to the pointer ('de' + 'esse').
      '(?:proximos?|semelhantes?|similares?|parecid[oa]s?)(?= d(?:esse|este|essa)\\b)',
      'tipo',
      // 'no mood de amelie', 'com a vibe de up e coco': a film's feel, named by its titles, is likeness.
      '(?:n[oa]|com (?:o|a)) (?:mood|vibe|clima|atmosfera|espirito|tom|energia|onda) d[eoa]s?',
      'filmes? como',
      'algo como',
      // 'no estilo de', 'ao estilo de', 'do estilo de': a film's style after any preposition is likeness.
      '(?:n|a|d)o estilo d[eoa]s?',
      '(?:a|n)a (?:maneira|moda) d[eoa]s?',
      'na (?:pegada|linha|vibe|onda) d[eoa]s?',
      'no (?:clima|espirito) d[eoa]s?',
      // 'no mesmo espirito de whiplash', 'do mesmo estilo que heat': the same kind of film as a title.
      '(?:no |do |com o |na |da |com a )?mesm[oa] (?:estilo|genero|espirito|clima|tom|pegada|linha|vibe|onda) (?:que|de|d[oa]s?)',
    ],
    kindLeads: ['estilo', 'como', 'do tipo', 'a la'],
    kindTrails: [' e coisas do tipo'],
    titleEnds: [
      // 'heat e ronin, os dois': a word for all the titles said, no part of the last ('as duas torres' goes on).
      'amb[oa]s',
      '(?:os|as) (?:dois|duas|tres)(?=\\s*(?:[,;.!?]|$))',
      'tod[oa]s (?:os|as) (?:dois|duas|tres)',
      'mas',
      'sem',
      'menos',
      'com',
      'porem',
      // 'como toy story para os meus filhos': whom the films are for, no part of the title.
      'para (?:o|a|os|as|meu|minha|meus|minhas|nosso|nossa|nossos|nossas|criancas)',
      // 'como heat só que mais engraçado', 'como alien apenas mais curto': a degree word before a comparative ends it.
      '(?:so|apenas|somente|simplesmente)(?: que)? (?=(?:mais|menos)\\b)',
    ],
    // 'com o samuel l jackson'; 'filmes em que atuam X e Y': the verb before the names.
    castLeads: [
      'com (?:o|a)',
      'com',
      String.raw`(?:atuam|atua|atuem|atue|contracenam|contracenem|estrelam|estrelem|estrele)(?! (?:em|com|de|no|na|o|a|os|as|um|uma)\b)`,
    ],
    // 'o segundo da sua lista': the film of the last answer.
    referenceFillers: ['(?:da|na) (?:tua |sua |essa |esta )?lista'],
    numbered: ['numero', 'n[o°º]\\.?', '#'],
    everyOne: ['cada'],
    // 'the saga', 'esta franquicia': a series pointed at, the one of the film in view.
    seriesInView: ['(?:a|da|essa|dessa|esta|desta|toda a) (?:saga|serie|franquia|trilogia)'],
    peopleJoins: ['e'],
    clauseJoins: ['mas', 'entao', 'bom'],
    // en, es, de and pt elide no word before a vowel with an apostrophe.
    elidedWords: [],
    besidesLeads: ['alem d[eoa]s?', 'fora', 'tirando', 'exceto', 'menos'],
    nameArticles: ['o', 'a'],
    indefiniteArticles: ['um', 'uma', 'uns', 'umas'],
    possessives: [
      'meu',
      'minha',
      'meus',
      'minhas',
      'seu',
      'sua',
      'seus',
      'suas',
      'nosso',
      'nossa',
      'nossos',
      'nossas',
    ],
    factCues: {
      // 'de que genero e coco', 'qual o genero de alien': the genres it is filed under.
      genres: [
        'de que genero(?: e)?',
        'qual (?:e )?o genero(?: de| do| da)?',
        'que genero(?: e| tem)?',
        // Not 'genero' alone: 'algo do genero de alien' asks for films like it.
        'generos',
      ],
      // 'em que idioma e parasita', 'idioma original de amelie'.
      language: [
        'em que (?:idioma|lingua)(?: (?:e|foi (?:filmado|gravado|feito)))?',
        'qual (?:e )?(?:o idioma|a lingua)(?: original)?(?: de| do| da)?',
        '(?:idioma|lingua|versao) original(?: de| do| da)?',
      ],
      // 'quantos anos tem tubarao', 'que idade tem': the years since it came out.
      age: ['quantos anos tem', 'tem quantos anos', 'que idade tem', 'qual (?:e )?a idade(?: de| do| da)?'],
      // 'qual a nota de parasita', 'que nota tem heat'.
      rating: [
        'qual (?:e )?a (?:nota|avaliacao|pontuacao)(?: de| do| da)?',
        'que (?:nota|avaliacao|pontuacao) tem',
        // Not 'nota' alone: 'que nota eu dei pra alien' asks of their own rating.
        '(?:a )?(?:nota|avaliacao|pontuacao) (?:de|do|da)',
      ],
      director: [
        'quem (?:dirigiu|realizou)',
        'quem fez',
        'de quem e',
        '(?:diretor|realizador)(?:a)?',
        '(?:dirigido|realizado)',
      ],
      plot: [
        'o que acontece(?: em| n[oa])?',
        'qual (?:e )?a (?:historia|sinopse|trama)(?: de| do| da)?',
        'sobre o que e',
        'do que se trata',
        'sinopse',
        'enredo',
      ],
      runtime: [
        'quanto tempo dura',
        // 'e dura quanto': the question word after the verb.
        'dura quanto(?: tempo)?',
        'quanto dura',
        'quanto tempo',
        'duracao',
        // 'o titanic tem quantas horas': the length asked in its units.
        'quant[oa]s (?:horas|minutos)',
      ],
      // 'ano de lançamento de pulp fiction', 'data de estreia do titanic': the release named as a noun.
      year: [
        'em que ano',
        'que ano',
        'quando saiu',
        'saiu',
        'lancado',
        '(?:(?:o )?ano|(?:a )?data) de (?:lancamento|estreia)',
        'lancamento',
      ],
      // 'a partir de que idade', 'pra que idade e': the age it suits, not its own.
      certification: [
        // 'ele é classificado como', 'como foi classificado': the rating it was given, as 'rated' asks it.
        '(?:e |foi |esta )?classificad[oa] (?:como|para|pg(?:-13)?|r|g)',
        'como (?:e|foi|esta) classificad[oa]',
        'classificacao',
        'idade minima',
        'a partir de que idade',
        'p(?:a)?ra que idade(?: e)?',
      ],
      // 'quantos oscars titanic ganhou', 'ganhou algum oscar': prêmios, que o catálogo não registra.
      awards: [
        'quantos (?:oscars?|premios)(?: ganhou| levou| tem)?',
        '(?:ganhou|levou) (?:o |algum |um |os )?(?:oscars?|premios?)',
        'oscars?',
      ],
      // 'titanic é bom?', 'vale a pena alien', 'o que achou de heat': an opinion of the film asked.
      worth: [
        'vale a pena(?: ver| assistir)?',
        '(?:e|eh) bom',
        'o que (?:voce |vc |tu )?(?:acha|achou|achas)(?: de| do| da| sobre)?',
        '(?:oq|oque) (?:voce |vc |tu )?(?:acha|achou|achas)(?: de| do| da| sobre)?',
        'presta',
      ],
      // 'quem mais atua além de X': the rest of the cast.
      cast: [
        'quem (?:mais )?atua(?: (?:tambem|mais))?(?: em)?',
        'quem (?:mais )?(?:esta|ta) em',
        'elenco',
        'atores',
        // 'quem é o protagonista?', 'o ator principal': o protagonista, primeiro do elenco.
        'quem(?: e| era)? (?:o |a )?(?:protagonista|ator principal|atriz principal)(?: (?:de|do|da|em|no|na))?',
        '(?:o |a )?(?:ator|atriz) principal',
      ],
    },
    contractedArticles: {
      do: 'o',
      no: 'o',
      ao: 'o',
      pelo: 'o',
      da: 'a',
      na: 'a',
      pela: 'a',
      dos: 'os',
      nos: 'os',
      das: 'as',
      nas: 'as',
    },
    // 'oppenheimer jaja tengo que planear la noche': a laugh or a need of one's own ends the title's clause.
    subjectClauseLeads: ['k{3,}', 'rs(?:rs)*', 'haha\\w*', 'lol', 'xd', '(?:preciso|tenho que|quero|vou)'],
    factAsks: [
      // 'spirited away was originally made in what language': how the film was made, no part of its title.
      '(?:foi|e) (?:originalmente )?(?:feit|filmad|gravad|rodad|produzid)[oa](?: originalmente)?',
      'originalmente',
      // 'what's its score here', 'qual a nota aqui no site': the catalog the question is asked in, no title.
      'aqui',
      '(?:no|neste|nesse) (?:site|catalogo|app)',
      'qual',
      // 'quem é o diretor': the question word for a person, no part of a title.
      'quem',
      'tem',
      'e',
      'de',
      'do',
      'da',
      'em',
      'no',
      'na',
      'filme',
      'exatamente',
      'todos',
      // 'quem é o diretor mesmo?': the question asked again.
      'mesmo',
      'de novo',
    ],
    // 'quem entra no filme tubarão': the film noun bare, its article held by the preposition ('no').
    subjectPrefixes: ['exatamente', 'mesmo', '(?:o )?filme', '(?:e )?como e'],
    subjectSuffixes: ['exatamente', 'mesmo', 'afinal'],
    // 'did nolan direct it, right', 'la dirigió spielberg, no': a tag closing a yes/no question.
    questionTags: ['ne', 'nao', 'certo', 'nao e', 'ou nao', 'sim', 'verdade'],
    doubtTails: [
      'ou (?:(?:eu )?(?:to|tou|estou) (?:confundindo|misturando|pensando em)|(?:eu )?(?:me )?confundi|me engano)(?: .*)?',
      // 'ou foi outro', 'ou era outra pessoa': another person may have done it.
      'ou (?:(?:foi|era|e) )?(?:outro|outra pessoa|outra|alguem mais)(?: .*)?',
    ],
    directorLeads: [
      // 'só os do tarantino', 'aqueles de almodovar': a pronoun for the films, then whose they are.
      '(?:so |apenas |somente )?(?:os|as|aqueles|aquelas|esses|essas) (?:de|do|da)',
      RECOMMENDED_OF,
      '(?:dirigid|realizad)[oa]s? (?:por|pel[oa])',
      'filmes?(?: mais (?:famos[oa]s?|conhecid[oa]s?|populares?|vistos?|bem avaliados?))? (?:de|do|da)(?! (?:todos os tempos|historia|mundo|sempre)\\b)',
    ],
    // 'o melhor filme do nolan': a film of a person is one they made or are in.
    makerLeads: [
      // 'só os do tarantino', 'aqueles de almodovar': a pronoun for the films, then whose they are.
      '(?:so |apenas |somente )?(?:os|as|aqueles|aquelas|esses|essas) (?:de|do|da)',
      RECOMMENDED_OF,
      'filmes?(?: mais (?:famos[oa]s?|conhecid[oa]s?|populares?|vistos?|bem avaliados?))? (?:de|do|da)(?! (?:todos os tempos|historia|mundo|sempre)\\b)',
    ],
    facts: [
      // 'quem fez a trilha sonora de star wars', 'compositor de tubarao', 'quem escreveu o roteiro de pulp fiction'.
      {
        pattern:
          /\bquem (?:(?:foi )?que |afinal )?(?:compos|fez|escreveu|criou|assina) (?:a )?(?:musica|trilha sonora|trilha|banda sonora|tema)(?: original)?(?: (?:de|do|da|para|em|no|na) (.+))?$/,
        aspect: 'music',
      },
      { pattern: /\bquem compos (.+)$/, aspect: 'music' },
      {
        pattern: /\bcompositor(?:a)? (?:da (?:musica|trilha(?: sonora)?) )?(?:de|do|da) (.+)$/,
        aspect: 'music',
      },
      {
        pattern:
          /\bquem (?:(?:foi )?que |afinal )?(?:escreveu|fez|assina) (?:o )?(?:roteiro|argumento|guiao|script) (?:de|do|da|para) (.+)$/,
        aspect: 'writer',
      },
      { pattern: /\bquem (?:o |a )?escreveu()$/, aspect: 'writer' },
      { pattern: /\bquem escreveu (.+)$/, aspect: 'writer' },
      { pattern: /\b(?:roteirista|argumentista)s? (?:de|do|da) (.+)$/, aspect: 'writer' },
      { pattern: /\bquem (?:dirigiu|realizou) (.+)$/, aspect: 'director' },
      // 'inception, quem dirigiu?': a question of the film named before it (frontedTitle).
      { pattern: /\bquem (?:o |a )?(?:dirigiu|realizou|fez|filmou)()$/, aspect: 'director' },
      // 'e o primeiro é de quem?': who made the film named or pointed at before.
      { pattern: /\b(?:(?:e|eh) de quem|de quem (?:e|eh))()$/, aspect: 'director' },
      { pattern: /\bquanto tempo dura (.+)$/, aspect: 'runtime' },
      { pattern: /\bsobre o que e (.+)$/, aspect: 'plot' },
      // 'quem e o diretor de alien', 'a duracao do poderoso chefao': the fact named as a noun, then its film.
      { pattern: /\b(?:diretor|realizador)(?:a)? (?:de |do |da )(.+)$/, aspect: 'director' },
      { pattern: /\bduracao (?:de |do |da )(.+)$/, aspect: 'runtime' },
      { pattern: /\bquem (?:atua|esta no elenco de) (?:em |no |na )?(.+)$/, aspect: 'cast' },
      // 'quem é o protagonista de forrest gump': its lead, in its cast.
      {
        pattern:
          /(?:^|\bquem e )(?:o |a )?(?:protagonista|ator principal|atriz principal|personagem principal) (?:de |do |da |em |no |na )(.+)$/,
        aspect: 'cast',
      },
      // 'quem entra no pulp fiction', 'quem aparece em cidade de deus': who appears in it.
      {
        pattern:
          /\bquem (?:entra|entrou|aparece|apareceu|participa|participou|trabalha|trabalhou|sai|saiu|esta|ta) (?:em|no|na|nos|nas) (.+)$/,
        aspect: 'cast',
      },
      // 'como é coco? vale a pena ver com meus sobrinhos?': 'see it' is the film named before.
      {
        pattern:
          /\bvale a pena (?:ver|assistir)(?:-?l[oa]| ele| ela)?()(?: (?:com|junto|em|no|na|hoje) .*)?$/,
        aspect: 'worth',
      },
      { pattern: /\bvale a pena (?:ver |assistir )?(.+)$/, aspect: 'worth' },
      // 'o que você acha de interestelar', 'sua opinião sobre cidade de deus': an opinion of the film asked.
      {
        pattern: /\bo que (?:voce|vc|tu) (?:acha|achas|pensa|pensas) (?:de|do|da|sobre) (.+)$/,
        aspect: 'worth',
      },
      { pattern: /\b(?:sua|tua) opiniao (?:de|do|da|sobre) (.+)$/, aspect: 'worth' },
      // 'em que ano saiu alien', 'de que ano e esse filme', 'quando foi lancado cidade de deus'.
      { pattern: /\b(?:em )?(?:que|qual) ano (?:saiu|foi lancad[oa]|lancou|estreou) (.+)$/, aspect: 'year' },
      { pattern: /\bde (?:que|qual) ano e\b ?(.*)$/, aspect: 'year' },
      // 'de quando e esse filme': from when, the year (not 'filmes de quando eu era crianca').
      { pattern: /\bde quando (?:e|eh)\b ?(.*)$/, aspect: 'year' },
      { pattern: /\bquando (?:saiu|foi lancad[oa]|estreou) (.+)$/, aspect: 'year' },
      // 'central do brasil, saiu em que ano mesmo', 'coco foi lancado quando': the film named before (frontedTitle).
      {
        pattern:
          /\b(?:(?:em )?(?:que|qual) ano (?:ele |ela )?(?:saiu|foi lancad[oa]|estreou)|(?:saiu|foi lancad[oa]|estreou) (?:em (?:que|qual) ano|quando))()(?: mesmo)?$/,
        aspect: 'year',
      },
    ],
    // 'quem fez o papel do coringa em batman', 'quem interpretou a rose no titanic', 'quem dublou o woody em toy story'.
    characters: [
      /\bquem (?:fez|faz|interpretou|interpreta|viveu|vive|dublou|dubla|deu voz a|da voz a)(?: o papel| a personagem| o personagem)? (?:d[eoa] |a |o )?(.+?) (?:em|no|na) (.+)$/,
      // 'quem interpretou forrest gump': no title, so the film in view or of that name.
      /^quem (?:interpretou|interpreta|interpretava|fez o papel d[eoa]|faz o papel d[eoa]|viveu|deu vida a|da vida a) (?:o |a )?(?!(?:nele|nela|nesse|nessa|ali)\b)((?:(?! (?:em|no|na) ).)+?)()$/,
      // 'tubarão, quem faz o brody?': a title typed before the question.
      /\bquem (?:fez|faz|interpretou|interpreta|viveu|vive|dublou|dubla|deu voz a|da voz a)(?: o papel| a personagem| o personagem)? (?:d[eoa] |a |o )(?!(?:filme|direcao|roteiro|trilha|musica|ele|ela|nele|nela|ali)\b)((?:(?! (?:em|no|na) ).)+?)()$/,
    ],
    castChecks: [
      // 'o samuel l jackson está em django livre', 'a fernanda montenegro atua em central do brasil?'.
      /^(?:(?:o|a) )?(.+?) (?:esta|estava|ta|tava|atua|atuou|aparece|apareceu|participa|participou|trabalha|trabalhou|entra|entrou|sai|saiu) (?:em|no|na) (.+)$/,
    ],
    directorChecks: [
      // 'foi o spielberg que dirigiu?', 'foi dirigido pelo spielberg?': the film named before or in view.
      /^(?:foi (?:(?:o|a) )?|(?:o|a) )(?<name>[^,]+?) (?:que|quem) (?:o |a )?(?:dirigiu|fez)$/,
      /^(?:foi |e )?dirigid[oa] (?:por|pelo|pela) (?<name>.+)$/,
      // 'o spielberg dirigiu tubarão?', 'tubarao foi dirigido pelo spielberg', 'tubarão é do spielberg'.
      /^(?:(?:o|a) )?(?<name>.+?) (?:dirigiu|dirige|realizou|fez) (?<title>(?!(?:algum|alguma|algo|um|uma|outr[oa]s?|mais)\b).+)$/,
      /^(?<title>.+?) (?:foi|e|eh) (?:dirigid|realizad)[oa] (?:por|pelo|pela) (?<name>.+)$/,
      /^(?<title>.+?) (?:e|eh|foi) (?:um filme )?(?:do|da|de) (?<name>.+)$/,
    ],
    kindChecks: [
      // 'alien é de terror?', 'o iluminado é um filme de terror?', 'shrek é pra criança?'.
      /^(?<title>.+?) (?:e|eh) (?<kind>(?:de|um|uma) .+)$/,
      /^(?<title>.+?) (?<kind>da medo)$/,
    ],
    languageChecks: [
      // 'parasita é em coreano?', 'tá em inglês?', 'amelie é um filme francês?'.
      /^(?:(?<title>.+?) )?(?:e|eh|ta|esta|foi) (?:falado |gravado |feito )?em (?<lang>[a-z]+)$/,
      /^(?:(?<title>.+?) )?(?:e|eh) (?:um filme )?(?<lang>[a-z]+)$/,
    ],
    catalogNouns: [
      'catalogo',
      'site',
      'app',
      'aplicativo',
      'base de dados',
      'colecao',
      'biblioteca',
      'top \\d+',
    ],
    longerCompares: [
      /\bqual (?:(?:e|eh|tem) (?:o |a )?mais (?:long[oa]|comprid[oa]|duracao)|dura mais)[:,]? (.+?) ou (.+)$/,
      /^(.+?) ou (.+?)[:,]? qual (?:(?:e|eh|tem) (?:o |a )?mais (?:long[oa]|comprid[oa]|duracao)|dura mais)$/,
    ],
    shorterCompares: [
      /\bqual (?:(?:e|eh) (?:o |a )?mais curt[oa]|dura menos)[:,]? (.+?) ou (.+)$/,
      /^(.+?) ou (.+?)[:,]? qual (?:(?:e|eh) (?:o |a )?mais curt[oa]|dura menos)$/,
    ],
    releaseCompares: [
      // 'qual saiu primeiro, blade runner ou o exterminador do futuro', 'qual é mais antigo: alien ou tubarão'.
      /\bqual (?:saiu|veio|foi lancad[oa]|estreou|chegou) (?:primeiro|antes)[:,]? (.+?) ou (.+)$/,
      /\bqual (?:e|era) (?:o |a )?mais (?:antig[oa]|velh[oa]|nov[oa]|recente)[:,]? (.+?) ou (.+)$/,
    ],
    beyondLeads: ['nao so', 'nao somente', 'nao apenas', 'mais do que so'],
    unseen: [
      String.raw`(?:que )?(?:eu )?(?:ainda )?(?:nao|nunca) (?:vi|assisti|tenha visto|tenha assistido)(?: ainda)?`,
    ],
    sequelsLeftOut: [
      '(?:mas )?(?:sem|nao|nada de|menos) (?:as |suas )?(?:sequencias|continuacoes|sequels|outras partes)',
    ],
    sameAsBefore: [
      // 'algo do tipo mas mais curto', 'alguma coisa nessa linha': a likeness with no film after it (not 'terror ou algo
      // do tipo', a filler after a kind).
      '(?<!\\bou )(?:algo|alguma coisa|coisas?|filmes?) (?:do tipo|desse (?:tipo|estilo|jeito)|nessa (?:linha|pegada|vibe|onda))(?! (?:de|do|da|dos|das|que|como)\\b)',
      'a mesma coisa',
      '(?:na|da|com a|nessa) mesma (?:vibe|pegada|linha|onda|vibe)(?! (?:que|a|de|do|da) )',
      '(?:no|do|nesse) mesmo (?:estilo|genero|clima|esquema|espirito)(?! (?:que|a|de|do|da) )',
      'igual(?:zinho)? (?:mas|so que)',
    ],
    speakerClause: ['(?:que|de que) (?:eu|mais|ja|nos|curti|gostei|amei|adorei|vi|assisti|avaliei|dei)'],
    moreOfShown: [
      // 'sem repetir os de antes', 'sem repetir': outros do pedido de antes, nenhum mostrado de novo.
      String.raw`(?:mas )?(?:sem|nao) (?:repetir|repita|repeticoes)(?: (?:nenhum(?:a)? d)?(?:os|as|o|a|esses|essas|estes|estas|eles|elas|nenhum(?:a)?)(?: (?:filmes|mesm[oa]s))?(?: (?:de|que (?:voce )?(?:ja )?(?:mostrou|deu|falou|indicou)))?(?: (?:antes|ja|acima|da outra vez))?)?`,
      String.raw`(?:como|parecid[oa]s? com|tipo) (?:esses|essas|estes|estas|aqueles|aquelas)(?: filmes)?`,
      String.raw`(?:que )?(?:voce )?(?:ainda )?nao (?:me )?(?:mencionou|citou|sugeriu|mostrou|indicou|recomendou|falou)(?: ainda)?`,
    ],
    // 'o spielberg já fez algum filme de terror?': whether such a film exists.
    everMade: [
      String.raw`\b(?:ja|alguma vez|algum dia) (?:fez|fizeram|dirigiu|filmou|atuou|participou|trabalhou|esteve)\b`,
      String.raw`\b(?:fez|dirigiu|filmou) (?:algum|alguma)\b`,
    ],
    // 'von mir am höchsten bewertet', 'par moi': a pronoun after 'by' is the speaker, never a person's name.
    speakerPronouns: ['mim', 'ti', 'nos'],
    notNames: [
      // 'com mais de 2 horas': a comparative before a quantity (a length, a count) is no one's name.
      'mais',
      'menos',
      // The parts of any film a quality is wished of (qualityWishes): no one's name.
      'final',
      'finais',
      'reviravolta',
      'reviravoltas',
      'twist',
      'desfecho',
      'trilha',
      'sonora',
      'musica',
      'trama',
      'enredo',
      'roteiro',
      'dialogos',
      'fotografia',
      'atuacao',
      'atuacoes',
      'elenco',
      // What is eaten while watching ('avec le dîner', 'zum Abendessen'): no one's name.
      // Who the film is watched with, and pronouns: never a person to search for.
      'minha',
      'meu',
      'minhas',
      'meus',
      'sua',
      'seu',
      'ela',
      'ele',
      'elas',
      'eles',
      'namorada',
      'namorado',
      'esposa',
      'marido',
      'mulher',
      'amigos',
      'amigas',
      'filhos',
      'filhas',
      'criancas',
      'galera',
      'familia',
      'pais',
      'mae',
      'pai',
      'janta',
      'jantar',
      'almoco',
      'lanche',
      'pipoca',
      'pizza',
      'comida',
      'ano',
      'semana',
      'momento',
      'criancas',
      'familia',
      'amigos',
      'avo',
      'avos',
      'vovo',
      'pais',
      'muito',
      'longos',
      'longas',
      'longo',
      'longa',
      'curtos',
      'curtas',
      // 'harrison ford dirigido pelo spielberg, tem quais?': the question after the names is no name.
      'tem',
      'quais',
      'qual',
      'quem',
      // 'quem é o diretor mesmo?': 'mesmo' is no part of a name.
      'mesmo',
    ],
    // 'antes de 1990', 'depois de 2010', 'entre 1980 e 1990': bounds on the year, never the year itself.
    runtimeJudgements: [
      // 'o titanic é muito longo?': the title before the verb.
      /^(?:e )?(?!(?:\S+ ){0,5}(?:um|uma|algo|filmes?|que|nao)\b)((?:\S+ ){0,5}\S+?) (?:e|eh|sera) (?:muito|demasiado|mt|mto|bem) (?:longo|longa|comprido|comprida|curto|curta)\b/,
    ],
    yearsFrom: ['entre'],
    yearsTo: ['e'],
    yearsBefore: ['antes de', 'mais (?:antig|velh)[oa]s? (?:do )?que'],
    yearsAfter: ['depois de', 'desde(?: o)?', 'mais (?:nov[oa]s?|recentes?) (?:do )?que'],
    partNouns: ['partes?', 'aspectos?', 'elementos?', 'lado'],
    partJoins: ['de', 'do', 'da', 'dos', 'das'],
    thisYear: ['deste ano', 'desse ano', 'lancad[oa]s? este ano'],
    lastYear: ['do ano passado', 'lancad[oa]s? no ano passado'],
    thisCentury: [
      'deste seculo',
      'desse seculo',
      'do seculo (?:xxi|21)',
      'lancad[oa]s? (?:neste|nesse) seculo',
    ],
    lastCentury: ['do seculo passado', 'lancad[oa]s? no seculo passado'],
    yearsAgo: ['de (?:ha|faz) N anos'],
    pastYears: ['dos ultimos N anos', 'nos ultimos N anos'],
    runtimeMax: ['menos de', 'no maximo', 'maximo', 'nao mais (?:de|que)', 'ate'],
    runtimeMaxAfter: ['ou menos', 'no maximo'],
    runtimeTooMuchAfter: ['(?:e|sao|eh) (?:muito|demais|muita coisa)'],
    runtimeMin: [
      'mais long[oa]s? (?:do )?(?:de|que)',
      'mais de',
      'acima de',
      'pelo menos',
      'no minimo',
      // 'se passar de duas horas': going past a length.
      'pass(?:a|ar|e|em|am) de',
      'ultrapass(?:a|ar|e|em|am)',
    ],
    minuteUnits: ['minutos', 'min'],
    hourUnits: ['horas?', 'horinhas?', 'h'],
    oneUnit: ['uma'],
    notLong: [
      'nao (?:(?:e|seja|sejam|for|sao) )?(?:muito|tao|demasiado) (?:longos?|longas?|compridos?|compridas?)',
    ],
    // 'eu curto ficção', 'não curto terror': 'curto' after its subject is 'I enjoy', no length.
    short: ['(?<!\\b(?:eu|nao|tambem|ja|so|ainda) )curto', 'curtos', 'curtas?', 'curtinh[oa]s?'],
    long: ['longos?', 'longas?'],
    // 'nao quero terror de verdade' reads after; 'nada de verdadeiro terror' before.
    filmNouns: ['filmes?'],
    kindNouns: ['filmes', 'coisas'],
    // 'one of those that wreck you', 'daqueles q deixam a gente mal': a kind of film pointed at, no one film.
    // 'anything with a heist in it', 'quiero una peli de…': films of a kind wanted, no one film told by its story.
    filmsWanted: [
      '(?:quero|queria|gostaria de|me (?:da|de|indica|indique)) (?:ver )?(?:um|uma|uns|algum) filmes? (?:de|sobre|com|onde|em que|que)',
      '(?:algo|qualquer coisa|alguma coisa|qualquer um) (?:com|sobre)',
    ],
    kindPointers: ['(?:daqueles|daquelas|desses|dessas) (?:que|q|onde)'],
    // 'pas un miyazaki', 'no un ridley scott': an article between the negation and the name turned down.
    avoidedPersonGaps: ['um', 'uma'],
    oneFilmOfLeads: ['um', 'uma'],
    // 'no quiero nada de terror', "je ne veux rien d'horreur": wanting, right after a negation, turns down what follows.
    countAsks: ['quantos', 'quantas', 'qtos', 'qtas'],
    catalogHolds: [
      '(?:voces|vcs|vc|voce|ces) (?:tem|teem)',
      'tem aqui',
      'tem (?:no|neste) (?:site|catalogo|app)',
      'tem',
      'ha',
      'existem',
      '(?:no|neste) (?:site|catalogo|app)',
      'aqui',
      'no total',
      'disponiveis',
    ],
    negatedWants: [
      'quer(?:o|em)?',
      'queria',
      'preciso',
      'deve',
      'deveria',
      // 'não tô a fim de terror', 'sem vontade de drama', 'não estou no clima pra musical': a wish denied turns it down.
      '(?:to|tou|estou|estamos) (?:a fim|afim|no clima) (?:de|pra)',
      '(?:a fim|afim|no clima|com vontade) (?:de|pra|para)(?: ver)?',
      'vontade de(?: ver)?',
    ],
    // 'fala de', 'sobre': what the films are about; turned down after a negation ('que nao seja sobre guerra', 'que nao fale de nazistas').
    aboutVerbs: [
      'sobre',
      'falem?',
      'falam?',
      'tratem?',
      'tratam?',
      'tenham? a ver com',
      'acerca de',
      'centrad[oa]s? em',
    ],
    negationGaps: [
      // 'ninguém quer algo com mais de 100 minutos': the 'something' refused, then what it is.
      'algo',
      'alguma coisa',
      'com',
      // 'not the usual westerns', 'non i soliti western': the kind turned down, said as worn out.
      'tipic[oa]s',
      'habituais',
      'mesm[oa]s',
      'muito',
      'ser',
      // 'que não sejam anime': the thing named as what the films would be.
      'sejam?',
      'forem',
      'de',
      // 'que não seja da pixar': 'of the' as one word.
      'd[ao]s?',
      'o',
      'a',
      'os',
      'as',
      'verdadeir[oa]',
      'um',
      // 'nada passado durante uma guerra', 'nada ambientado na guerra': where or when the films take place.
      'passad[oa]s?',
      'ambientad[oa]s?',
      'durante',
      'em',
      'n[ao]s?',
      'uma',
      // 'sem toda aquela cantoria': the whole of the thing turned down.
      'tod[oa]s?',
      'tant[oa]s?',
      'aquel[ae]s?',
      // 'odeia filmes longos e qualquer coisa violenta': 'anything' between the negation and the thing.
      'qualquer coisa',
      'tudo (?:o )?que (?:e|seja)',
      'nada',
      // 'sem a parte de terror': the side of the film that is that thing.
      'parte',
      'lado',
    ],
    // 'sauf Titanic stp': a please after a title left out is no part of it.
    avoidedTitleTrails: ['por favor', 'pfv', 'ja', 'de novo', 'k{3,}', 'rs(?:rs)*', '(?:ha)+h?', 'lol', 'xd'],
    thisMovie: [
      // 'quem mais atua nele': the film in view.
      'nele',
      'nela',
      '(?:esse|este|desse|deste|nesse|neste|aquele|daquele) filme',
      'isso',
      'esse',
      'esse filme',
      'este filme',
      'este',
      'essa',
      'desse',
      'deste',
      '(?:esse|este|essa) aqui',
      // 'o que acontece no filme?' on a film's page: the film in view.
      '(?:o|no|do) filme',
    ],
    // 'X and Y together': both in one film, the word is no part of a name.
    // 'brad pitt e morgan freeman já fizeram filme juntos?': the verb after the names ends them.
    nameEnds: [
      // 'um filme do scorsese com o dicaprio nele': a word saying the person is in the film ends the name.
      'nele',
      '(?:la )?dentro',
      // 'tarantino sorted by year', 'les films de nolan classés du plus récent…': a list put in order, no part of a name.
      '(?:ordenad|classificad|organizad|listad)[oa]s?',
      // 'brad pitt e morgan freeman mesmo filme?': one film, no part of a name.
      '(?:o |no |na )?mesm[oa]',
      'juntos',
      'juntas',
      'na sua',
      'na tua',
      'na minha',
      'em sua',
      'para',
      'ja',
      'fizeram',
      'atuaram',
      'trabalharam',
      // 'x e y estavam juntos num filme': the verb after the names.
      '(?:estavam|estiveram|estao|sairam)',
      'contracenaram',
      // 'filmes do tarantino onde atua x': 'where' ends the name before it.
      'onde',
      // 'quais filmes do spielberg têm o tom hanks?': the verb 'have' is no part of a name.
      'tem',
      'tenham?',
      'tinham?',
      // 'filmes com tom hanks dos anos 90', '… antes de 2000': words of time end the name.
      '(?:dos|nos|das|nas) (?:anos|decadas?)',
      '(?:da|na) decada',
      'antes',
      'depois',
      'desde',
      'entre',
      'sem',
      'em que',
      // 'lista dos filmes do tarantino por favor': a please ends the name.
      'por favor',
      'pfv',
      'pf',
      'porfa',
    ],
    together: ['juntos', 'juntas', 'no mesmo filme'],
    togetherOpeners: ['ja'],
    // 'filmes onde aparecem x e y juntos': the verb may come before the names.
    pairRelatives: [
      'onde',
      'em que',
      'nos quais',
      'nas quais',
      'onde (?:aparecem|aparecam|atuam|atuem|trabalham|trabalhem)',
    ],
    pairCorrelatives: { leads: ['tanto'], joins: ['quanto', 'como'] },
    firstOfSeries: ['o primeiro(?: filme)?', 'nao (?:as|os) (?:continuacoes|sequencias)', 'o original'],
    pointedFilm: ['(?:aquele|esse|o) filme (?:do|da|de|com)', '(?:aquele|aquela) (?:do|da|com)'],
    toldByScene: [
      '(?:de|em) (?:que|qual) filme (?:e|eh|era)',
      '(?:a|aquela|essa) (?:famosa )?cena (?:do|da|dos|das|de um|de uma|em que|onde|que|com)',
      'cena (?:famosa|iconica|classica)',
      'que (?:termina (?:com|quando))',
      '(?:e )?no final,? (?:descobre(?:-se)? que|se descobre que|ele descobre que|ela descobre que)',
      '(?:o|com o|e o) plot twist (?:e|era) que',
    ],
    asksFilmName: [
      // 'vocês conhecem aquele filme do tubarão gigante onde…': a film pointed at and told, to be named.
      '(?:conhece|conheces|conhecem|voce conhece|voces conhecem|vc conhece|vcs conhecem|alguem conhece) (?:o|aquele|esse) filme (?:com (?:o|a|os|as|um|uma)|do|da|em que|onde|sobre)',
      // 'qual é o desenho do robozinho…': a film of a kind pointed at and told, to be named.
      'qual (?:e )?(?:o|aquele|aquela) (?:desenho(?: animado)?|animacao) (?:do|da|de um|de uma|com|em que|onde)',
      'como se chama(?:va)?',
      'qual (?:e )?o nome',
      'qual (?:e )?(?:o|aquele) filme (?:[a-z]+ )?(?:que|em que|onde)',
      // 'qual é aquele filme de um cara que…': 'that film' is one told to be named.
      'qual (?:e )?aquele filme (?:de|do|da|com|sobre)\\b',
      'nao lembro o nome',
      // 'looking for the title': the story after it is told to be named.
      '(?:estou )?procurando o (?:nome|titulo)',
      'procuro o (?:nome|titulo)',
      'esqueci o (?:nome|titulo)',
      'nao (?:me )?lembro (?:do|o) (?:nome|titulo)',
    ],
    negatedListJoins: ['nem', 'ou'],
    softeners: ['menos', 'nao (?:tao|muito|tanto)'],
    milder: [
      '(?:menos|nao (?:tao|muito)) (?:violent[oa]s?|sangrent[oa]s?|pesad[oa]s?|sombri[oa]s?|intens[oa]s?|assustador(?:es|as?)?|aterrorizantes?|apavorantes?)',
      'mais leve',
      'mais levinho',
    ],
    avoidables: {
      violent: ['violencia', 'violent[oa]s?', 'brutal', 'brutais'],
      gory: ['sangue', 'sangrent[oa]s?'],
      scary: ['medo', 'assustador(?:es|as?)?'],
      dark: ['sombri[oa]s?', 'deprimentes?', 'pesad[oa]s?'],
      sad: ['tristes?'],
      battles: [
        'cenas de (?:batalha|combate|luta)',
        'batalhas?',
        'combates?',
        'campos? de batalha',
        'trincheiras?',
        // 'nada de lutas', 'sem brigas': luta de qualquer tipo, o que faz um filme de ação.
        'lutas',
        'brigas',
        'pancadaria',
        'socos',
        'tiroteios',
      ],
    },
    articles: ['o', 'a', 'do', 'da', 'no', 'na'],
    // 'hmm, melhor uma comédia', 'um pouco mais leve': hesitation and degree name no topic.
    filler: (
      'hmm hm pouco ' +
      'obrigado obrigada muito hoje noite quero bom boa dois um uma filme filmes com anos assisto assistir vejo ver posso tenho temos so hoje somente apenas unico unica sem nada nenhum mas' +
      // 'nothing set during a war', 'rien qui se passe pendant une guerre': where or when films take place, no topic.
      ' passado passada passados passadas ambientado ambientada ambientados ambientadas durante' +
      // 'minha namorada odeia ... e qualquer coisa violenta': who it is for and 'anything' name no topic.
      ' qualquer coisa tudo minha meu ela namorada namorado esposa marido' +
      // 'algum que não seja X': which of the films, no topic.
      ' algum alguma alguns algumas seja sejam' +
      // How the answer is laid out ('one line each', 'con lo que duran'): no topic of its own.
      ' os em todos todas sua suas seu seus melhores piores duracao duram descricao resumo tabela lista cada ordem linha frase' +
      // 'about' and 'or' between themes ('über KI oder Roboter'): no topic of their own.
      ' sobre ou' +
      // The members of a group ('somos quatro: um quer terror, outro comedia'): who the film is for, no topic.
      ' somos outro outra outros quer querem nos sirva agrade' +
      // 'o spielberg já fez algum filme de terror?': the question's verbs around the name, no topic.
      ' ja fez fizeram dirigiu realizou filmou' +
      // 'semana horrivel no trampo, preciso de um filme pra levantar o astral, pelo amor': the day they had, no topic.
      ' preciso precisando pra pelo amor deus semana dia trampo trabalho' +
      // 'goosebumps guaranteed', 'so richtig gruseln': how sure and how much, no topic.
      ' garantido garantida' +
      // 'the longest film you have on the site': the catalog talked about, no topic.
      ' voces tem site catalogo pagina app' +
      // 'tens algo do wes anderson?', 'vcs têm algo do kubrick': asking what the catalog has, no topic.
      ' tens tem temos' +
      // 'q filme vc me recomenda? to entediadaaa': 'you', 'me' and being bored name no topic.
      ' vc voce me te to estou ta entediad[oa]+ recomenda recomende indica indique sugere sugira' +
      // 'vc pode me indicar um policial?', 'me mostra uns filmes', 'to procurando um policial': how the films are asked
      // for (the asking verb), no topic.
      ' pode podia poderia mostra mostrar mostre procurando procuro procurar consegue conseguir arranja arruma uns umas' +
      ' indicar recomendar sugerir manda' +
      // 'dois curtem terror e dois odeiam': who likes what in a group names no topic.
      ' amam ama adoram adora curtem curte'
    ).split(' '),
    origins: {
      French: ['frances(?:a|es|as)?', 'franca'],
      Italian: ['italian[oa]s?', 'italia'],
      German: ['alem(?:ao|aes|a|as)', 'alemanha'],
      Japanese: ['japones(?:a|es|as)?', 'japao'],
      Korean: ['corean[oa]s?', 'coreia'],
      Chinese: ['chines(?:a|es|as)?', 'china'],
      Cantonese: ['cantones(?:a|es|as)?', 'hong kong'],
      Hindi: ['indian[oa]s?', 'bollywood', 'india'],
      Spanish: ['espanh(?:ol|ola|ois|olas)', 'espanha'],
      Mexican: ['mexican[oa]s?', 'mexico'],
      Russian: ['russ[oa]s?', 'russia'],
      Swedish: ['suec[oa]s?', 'suecia'],
      Danish: ['dinamarques(?:a|es|as)?', 'dinamarca'],
      Portuguese: ['portugues(?:a|es|as)?', 'brasileir[oa]s?', 'nacionais', 'portugal', 'brasil'],
      English: ['em ingles', 'ingles(?:a|es|as)?'],
      British: ['britanic[oa]s?'],
      American: ['american[oa]s?', 'hollywood'],
      Persian: ['iranian[oa]s?', 'persas?'],
      Turkish: ['turc[oa]s?'],
      Thai: ['tailandes(?:a|es|as)?'],
      Australian: ['australian[oa]s?'],
      Canadian: ['canadens(?:e|es)'],
      Irish: ['irlandes(?:a|es|as)?'],
    },
  },
};

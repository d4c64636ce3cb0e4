/**
 * Portuguese as written in Brazil, addressing the user as 'você'. Sentences that introduce a list say 'opções de'
 * before it, so 'algumas' agrees whatever the films are ('filmes de terror', 'comédias').
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

const HELP = [
  'Eu recomendo filmes do catálogo do Marquee e respondo perguntas sobre eles. Você pode me pedir coisas como:',
  '',
  '- um clima: *algo para levantar o astral*, *um filme sombrio*',
  '- um gênero, uma década, uma duração ou um idioma: *filmes de terror dos anos 80*, *uma comédia não muito longa*, *um filme francês*',
  '- uma pessoa: *filmes com Tom Hanks*, *filmes dirigidos por Nolan*',
  '- um filme que você adorou: *parecidos com Inception*',
  '- uma pergunta: *quem dirigiu Alien?*, *quanto tempo dura Inception?*, *sobre o que é Interstellar?*',
  '',
  'Depois é só pedir *mais* ou *mais antigos* para continuar.',
].join('\n');

const FILMS_OF: Record<GenreName, FilmsNoun> = {
  Action: { text: 'filmes de ação', feminine: false },
  Adventure: { text: 'filmes de aventura', feminine: false },
  Animation: { text: 'filmes de animação', feminine: false },
  Comedy: { text: 'comédias', feminine: true },
  Crime: { text: 'filmes policiais', feminine: false },
  Documentary: { text: 'documentários', feminine: false },
  Drama: { text: 'dramas', feminine: false },
  Family: { text: 'filmes familiares', feminine: false },
  Fantasy: { text: 'filmes de fantasia', feminine: false },
  History: { text: 'filmes históricos', feminine: false },
  Horror: { text: 'filmes de terror', feminine: false },
  Music: { text: 'filmes musicais', feminine: false },
  Mystery: { text: 'filmes de mistério', feminine: false },
  Romance: { text: 'filmes românticos', feminine: false },
  'Science Fiction': { text: 'filmes de ficção científica', feminine: false },
  'TV Movie': { text: 'filmes para TV', feminine: false },
  Thriller: { text: 'filmes de suspense', feminine: false },
  War: { text: 'filmes de guerra', feminine: false },
  Western: { text: 'faroestes', feminine: false },
};

const FILMS: FilmsGrammar = {
  ofGenre: FILMS_OF,
  ofGenres: (names) => `filmes que misturam ${listed(names, 'e')}`,
  plain: 'filmes',
  inLanguages: (names) => `em ${listed(names, 'ou')}`,
};

/** Moods after the noun, worded so they fit 'filmes' and 'comédias' alike. */
const MOODS: Record<MoodLabel, string> = {
  uplifting: 'para levantar o astral',
  fun: 'com muito humor',
  'mind-bending': 'de dar nó na cabeça',
  emotional: 'de emocionar',
  thrilling: 'de tirar o fôlego',
  cozy: 'aconchegantes',
  dark: 'de clima sombrio',
  'slow-burn': 'de tensão crescente',
  'fast-paced': 'de ritmo acelerado',
};

/** The user's own films, a film told by its story, and messages about something else. */
const PEOPLE: PeoplePhrases = {
  and: 'e',
  noneTogether: (names, more) =>
    `Não encontrei ${more ? 'outro filme' : 'nenhum filme'} no nosso catálogo com ${names} juntos. Pergunte por cada um separadamente para ver os filmes deles.`,
  togetherLoosened:
    'Nenhum dos filmes deles juntos combina com o resto do seu pedido, então aqui estão todos.',
  filmographyIntro: (name, films, role, bestKnown) =>
    `${name} ${role === 'director' ? 'dirigiu' : 'está em'} ${films} ${films === 1 ? 'filme' : 'filmes'} do nosso catálogo${bestKnown ? '; estes são os mais conhecidos' : ''}:`,
  filmographyNone: (name, role) =>
    `Não encontrei filmes ${role === 'director' ? 'dirigidos por' : 'com'} ${name} no nosso catálogo.`,
  filmographyNoOther: (name, role) =>
    `Nosso catálogo não tem outros filmes ${role === 'director' ? 'dirigidos por' : 'com'} ${name}.`,
  asDirector: 'direção',
  asCharacter: (character) => `como ${character}`,
  inCast: 'no elenco',
};

const CLARIFY: ClarifyWording = {
  readings: {
    recommend: 'recomendações',
    fact: 'saber algo sobre um filme',
    library: 'ver os seus próprios filmes',
    identify: 'encontrar um filme pela história',
    group: 'sugestões para um grupo',
  },
  question: (first, second) => `Uma pergunta antes de responder: você quer ${first} ou ${second}?`,
  picks: {
    recommend: ['recomend\\w*', 'indica\\w*', 'sugest\\w*', 'ideias', 'uma lista', 'algo pra ver'],
    fact: ['um dado', 'dados?', 'saber', 'info\\w*', 'detalhes?', 'sobre (?:um|o) filme'],
    library: [
      'meus (?:proprios )?(?:filmes|votos)',
      'meu (?:diario|historico)',
      'o que (?:eu )?(?:vi|assisti)',
    ],
    identify: ['encontrar', 'achar', 'o (?:nome|titulo)', 'qual e', 'a historia', 'identificar'],
    group: ['(?:um )?grupo', 'juntos', 'pra (?:gente|todos)', 'para (?:nos|todos)', 'amigos', 'familia'],
  },
  first: ['(?:a |o )?primeir[oa]', '1', 'opcao (?:1|a)'],
  second: ['(?:a |o )?segund[oa]', '2', '(?:a |o )?outr[oa]', 'opcao (?:2|b)'],
};

const LIBRARY: LibraryPhrases = {
  lastWatchedIntro: 'Seus filmes mais recentes, do último para o primeiro:',
  lastWatchedOne: 'Este é o último filme que você viu, segundo o seu diário:',
  watchedOn: (date) => `visto em ${date}`,
  yourRating: (rating) => `você deu ${rating}/10`,
  periodIntro: (period) => `O que você viu em ${period}:`,
  periodEmpty: (period) => `Você não registrou nenhum filme em ${period}.`,
  diaryEmpty: 'Seu diário ainda está vazio: registre um filme que você viu e eu te conto.',
  countInPeriod: (films, period) =>
    films === 1 ? `Você registrou 1 filme em ${period}.` : `Você registrou ${films} filmes em ${period}.`,
  likeLovedIntro: (titles) => `Mais filmes parecidos com os que você adorou (${titles}):`,
  becauseYouLoved: (title) => `porque você adorou ${title}`,
  nothingLovedYet: 'Você ainda não avaliou nem curtiu nenhum filme: avalie alguns e eu encontro parecidos.',
  identifyIntro: 'Pela sua descrição, acho que você está pensando neste filme:',
  identifyUnsure: 'Não tenho certeza de qual filme é. Pode ser um destes:',
  bestMatch: 'o que mais combina com a sua descrição',
  otherMatch: 'ou então este filme',
  identifyNone:
    'Não consegui identificar o filme pela descrição. Mais algum detalhe: um ator, um ano, uma cena?',
  noSequel: (title) => `Não há nenhuma continuação de ${title} no nosso catálogo.`,
  offTopic:
    'Só posso ajudar com filmes: recomendações, informações sobre um filme ou o seu diário. O que você quer assistir?',
  seenYes: (film, date) =>
    date ? `Sim: você viu ${film} em ${date}.` : `Sim: ${film} está na sua lista de vistos.`,
  seenNo: (film) => `Ainda não: ${film} não está no seu diário nem nos seus vistos.`,
  ratedIt: (film, rating) => `Você deu ${rating} de 10 para ${film}.`,
  notRated: (film) => `Você ainda não avaliou ${film}.`,
  lowestIntro: 'Seus filmes com as notas mais baixas, da menor para a maior:',
  lowestInPeriodIntro: (period) => `Os filmes que você viu em ${period}, da menor nota para a maior:`,
  highestInPeriodIntro: (period) => `Os filmes que você viu em ${period}, da maior nota para a menor:`,
  gaveIntro: (rating) => `Os filmes em que você deu ${rating}/10:`,
  gaveNone: (rating) => `Você não deu ${rating}/10 a nenhum filme.`,
  countRated: (films, period) =>
    `Você avaliou ${films === 1 ? '1 filme' : `${films} filmes`} ${period ? `em ${period}` : 'até agora'}.`,
  countLoved: (films) =>
    films === 1 ? 'Até agora você curtiu 1 filme.' : `Até agora você curtiu ${films} filmes.`,
  highestIntro: 'Os filmes que você avaliou melhor, do maior para o menor:',
  seenWith: (name) => `Os filmes com ${name} que você já viu:`,
  seenNoneWith: (name) => `Você ainda não registrou nenhum filme com ${name}.`,
  favoriteDirector: (name) =>
    `Pelas suas notas, seu diretor favorito é ${name}. Os filmes dele que você avaliou melhor:`,
  noFavoriteDirector: 'Você ainda não avaliou bem filmes suficientes para saber seu diretor favorito.',
  seenReason: 'na sua lista de vistos',
  seenOfKind: 'Os filmes desse tipo que você já viu:',
  seenNoneOfKind: 'Nenhum dos filmes que você registrou é desse tipo.',
  ownInOrderIntro: (part, order) =>
    `${{ liked: 'Os filmes que você curtiu', rated: 'Os filmes que você avaliou', watchlist: 'Os filmes da sua lista', seen: 'Os filmes que você viu' }[part]}, ${{ oldest: 'do mais antigo ao mais recente', newest: 'do mais recente ao mais antigo', shortest: 'do mais curto ao mais longo', longest: 'do mais longo ao mais curto' }[order]}:`,
  ownPartEmpty: (part) =>
    ({
      liked: 'Você ainda não curtiu nenhum filme.',
      rated: 'Você ainda não avaliou nenhum filme.',
      watchlist: 'Sua lista está vazia.',
      seen: 'Você ainda não registrou nenhum filme.',
    })[part],
};

export const PORTUGUESE: ReplyWording<'pt'> = {
  code: 'pt',
  locale: 'pt-BR',
  phrases: {
    help: HELP,
    cannotHelp: [
      'Desculpe, não entendi que tipo de filme você procura, e eu só conheço os filmes do nosso catálogo.',
      '',
      HELP,
    ].join('\n'),
    greeting: 'Olá!',
    thanks: 'De nada! Bom filme. Peça mais ideias quando quiser. 🍿',
    goodbye: 'Até mais, e bom filme! Volte quando quiser para mais ideias. 🍿',
    wellbeing:
      'Tudo ótimo, obrigado por perguntar! O que você está a fim de ver: um gênero, um clima, um ator?',
    identity:
      'Eu sou o assistente de filmes do Marquee: um programa, não uma pessoa. Eu recomendo filmes do catálogo deste site e respondo perguntas sobre eles, como quem dirigiu um filme ou quanto tempo ele dura. O que você quer assistir?',
    complaint:
      'Desculpe, essas sugestões não agradaram. Me diga o que não funcionou (antigos demais, outro clima, não é seu gênero) ou o que você prefere, e eu tento de novo.',
    praise: 'Obrigado, que gentileza! Quando quiser outra ideia, é só pedir. 🍿',
    tip: '_Quer outras opções? Peça **mais**, **mais antigos**, uma década ou filmes **parecidos com** um destes._',
    counted: (count, description, all) =>
      count === 1
        ? 'Nosso catálogo tem só um:'
        : `Nosso catálogo tem ${count} ${description}${all ? ':' : '. Alguns deles:'}`,
    found: (description, more) =>
      `Aqui estão ${more ? 'mais' : 'algumas'} opções de ${description} que você pode curtir:`,
    uplifting: (description) => `Aqui estão algumas opções de ${description} para alegrar o seu dia:`,
    noneFound: (description, more) =>
      `Não encontrei ${more ? 'mais ' : ''}${description} no nosso catálogo. Tente outro gênero, outro clima ou outra década.`,
    studioUnknown: (studios) =>
      `Nosso catálogo não informa qual estúdio fez cada filme, então não consigo escolher filmes da ${studios} para você. Tente um gênero, um diretor ou um título.`,
    seriesIntro: (series) => `Os filmes de ${series} do nosso catálogo:`,
    likeIntro: (movie, years) => `Se você gostou de ${movie}, experimente estes${years ? ` ${years}` : ''}:`,
    likeNone: (movie, years) =>
      `Não encontrei mais filmes parecidos com ${movie}${years ? ` ${years}` : ''} no nosso catálogo. Tente outro título ou um gênero.`,
    titleNotFound:
      'Não encontrei esse título no nosso catálogo, então não consigo falar dele nem sugerir filmes parecidos. Confira a grafia ou me descreva o tipo de filme que você quer.',
    liveDataUnavailable:
      '_Os dados de filmes em tempo real estão indisponíveis agora, então esta resposta vem dos filmes salvos neste site._',
    whichMovie:
      'Não sei bem de qual filme você está falando. Abra a página de um filme e pergunte de novo, ou me diga um título, como *filmes parecidos com Inception*.',
    personIntro: (description, more) =>
      `Aqui estão ${more ? 'mais' : 'algumas'} opções de ${description} do nosso catálogo:`,
    personNone: (name, more) => `Não encontrei ${more ? 'mais ' : ''}filmes com ${name} no nosso catálogo.`,
    someForEach: (parts) =>
      `Nenhum filme agrada a todos ao mesmo tempo, então aqui vão alguns para cada um: ${parts}.`,
    fewAbout: (description) => `Nosso catálogo só tem estes ${description}.`,
    fewGenres: (all) =>
      `Encontrei poucos filmes que sejam ao mesmo tempo ${all}, então incluí alguns de cada um.`,
    widenedYears: (years) => `Nosso catálogo tem poucos resultados ${years}, então ampliei o período.`,
    themeBeyondShelf:
      'Poucos dos nossos filmes infantis são sobre isso, então incluí outros filmes sobre o tema adequados para a idade.',
    noCertifications:
      'Nosso catálogo não tem a classificação indicativa de alguns destes; confira antes de dar o play.',
    personNoneOfKind: (name, description) =>
      `No nosso catálogo não há opções de ${description} com ${name}, então aqui estão outros títulos conhecidos.`,
    rated: (score) => `, nota ${decimalComma(score)}/10`,
    directedBy: (name) => `dirigido por ${name}`,
    /** The header of a table of films, a column each ('a table: title, year, runtime'). */
    tableColumns: { title: 'Título', year: 'Ano', director: 'Direção', runtime: 'Duração', rating: 'Nota' },
    as: (character) => ` como ${character}`,
    sharesFeel: (genres) => `tem a mesma pegada (${genres})`,
    favouriteOf: (title) => `queridinho dos fãs de ${title}`,
    catalogFavourite: 'um queridinho do catálogo',
    popularIntro: (more) =>
      `Aqui estão ${more ? 'mais' : 'alguns'} dos filmes mais queridos do nosso catálogo. Me diga um clima, um gênero ou um ator e eu refino a busca:`,
    watchlistEmpty:
      'Sua lista para assistir está vazia. Adicione filmes pela página de cada um e eu escolho entre eles.',
    watchlistNone:
      'Nada na sua lista combina com isso. Tente menos condições ou pergunte sem mencionar a lista.',
    watchlistIntro: 'Da sua lista para assistir:',
    rewatchEmpty:
      'Você ainda não registrou, avaliou nem curtiu nenhum filme, então não tenho o que sugerir para rever. Marque alguns como vistos.',
    rewatchNone: 'Nenhum dos filmes que você viu combina com isso. Tente menos condições.',
    rewatchIntro: 'Entre os filmes que você já viu, para rever:',
    ratedEmpty: 'Você ainda não avaliou nenhum filme. Avalie alguns e eu listo os seus favoritos.',
    ratedNone: 'Nenhum dos filmes que você avaliou combina com isso. Tente menos condições.',
    ratedIntro: 'Os filmes que você avaliou melhor:',
    yourRating: (rating) => `você deu ${rating}/10`,
    signInForLibrary:
      'Entre na sua conta e eu posso usar sua lista e seu diário; por enquanto não sei quais filmes você já viu.',
    noLovedYet:
      'Você ainda não curtiu nem deu nota alta a nenhum filme, então não sei qual foi o último que você adorou. Me diga um título.',
    historyUsed:
      'Deixei de fora os filmes que você já registrou ou avaliou (peça filmes para *rever* se quiser incluí-los).',
    personUnknown:
      'Não encontrei essa pessoa no nosso catálogo. Confira a grafia ou tente um gênero ou um clima.',
    questionNotUnderstood:
      'Não consegui entender de qual filme ou pessoa é a pergunta, e prefiro não chutar. Tente *quem dirigiu Alien?* ou *quanto tempo dura Inception?*',
    avoiding: (what) => `Sem ${what}.`,
    picks: {
      several: (count) => `Desses, estes ${count}:`,
      fitting: 'Desses, estes servem:',
      noneFits: 'Nenhum desses serve.',
      fewFitMore: 'Poucos desses servem, então aqui estão com outros que servem:',
      noneFitMore: 'Nenhum desses serve, mas estes servem:',
      unknown: 'Nosso catálogo não sabe isso sobre esses filmes.',
      shortest: (link, runtime) => `Desses, ${link} é o mais curto: ${runtime}.`,
      longest: (link, runtime) => `Desses, ${link} é o mais longo: ${runtime}.`,
      oldest: (link, year) => `Desses, ${link} é o mais antigo, de ${year}.`,
      release_date: (link, year) => `Desses, ${link} é o mais recente, de ${year}.`,
      vote_average: (link, score) => `Desses, ${link} é o mais bem avaliado: ${decimalComma(score)}/10.`,
      popularity: (link) => `Desses, ${link} é o mais popular.`,
      rated: (score) => `nota ${decimalComma(score)}/10`,
    },
    facts: {
      and: 'e',
      director: (link, directors) => `${link} é um filme dirigido por **${directors}**.`,
      noDirector: (link) => `Nosso catálogo não informa quem dirigiu ${link}.`,
      music: (link, names) => `A trilha sonora de ${link} é de **${names}**.`,
      noMusic: (link) => `Nosso catálogo não informa quem compôs a música de ${link}.`,
      writers: (link, names) => `O roteiro de ${link} é de **${names}**.`,
      noWriters: (link) => `Nosso catálogo não informa quem escreveu ${link}.`,
      longer: (longer, longerRuns, shorter, shorterRuns) =>
        `${longer} é o mais longo: tem ${longerRuns}, contra ${shorterRuns} de ${shorter}.`,
      shorter: (shorter, shorterRuns, longer, longerRuns) =>
        `${shorter} é o mais curto: tem ${shorterRuns}, contra ${longerRuns} de ${longer}.`,
      sameLength: (first, second, runs) => `${first} e ${second} têm a mesma duração: ${runs}.`,
      released: (link, date) => `${link} foi lançado em ${longDate(date, 'pt-BR')}.`,
      noReleaseDate: (link) => `Nosso catálogo não tem a data de estreia de ${link}.`,
      genres: (link, genres) => `No nosso catálogo, ${link} é um filme de ${genres}.`,
      noGenres: (link) => `Nosso catálogo não indica nenhum gênero para ${link}.`,
      originalLanguage: (link, language) => `A versão original de ${link} é em ${language}.`,
      noOriginalLanguage: (link) => `Nosso catálogo não diz em que idioma ${link} foi filmado.`,
      age: (link, date, years) =>
        `${link} foi lançado em ${longDate(date, 'pt-BR')}, então tem ${years} ${years === 1 ? 'ano' : 'anos'}.`,
      plot: (link, overview) => `Esta é a sinopse de ${link} no nosso catálogo: ${overview}`,
      noPlot: (link) => `Nosso catálogo não tem a sinopse de ${link}.`,
      runtime: (link, duration) => `${link} é um filme com duração de ${duration}.`,
      runtimeJudged: (link, duration, judgement) => `${link} tem ${duration}: ${judgement}.`,
      noRuntime: (link) => `Nosso catálogo não sabe quanto tempo dura ${link}.`,
      duration: (minutes, hours, rest) => `${minutes} minutos (${hours}h${String(rest).padStart(2, '0')})`,
      characterPlayedBy: (link, character, name) =>
        `No filme ${link}, o papel de ${character} é interpretado por **${name}**.`,
      characterUnknown: (link, billed) =>
        `Não conheço esse papel em ${link}: nosso catálogo não tem esse personagem.${billed ? ` O elenco principal: ${billed}.` : ''}`,
      compareIntro: 'Veja como eles se comparam no nosso catálogo:',
      compareClose:
        'O público dá notas parecidas aos dois, então escolha pelo clima: a diferença está nos gêneros.',
      compareAhead: (link) => `Pelas notas do público, ${link} sai na frente.`,
      releasedFirst: (first, second) => `${first} saiu primeiro, e depois ${second}.`,
      releasedSameYear: (first, second) => `Os dois saíram no mesmo ano: ${first} e ${second}.`,
      castYes: (name, link, character) =>
        character
          ? `Sim: **${name}** está em ${link}, como ${character}.`
          : `Sim: **${name}** está em ${link}.`,
      castDirected: (name, link) => `Sim: **${name}** dirigiu ${link}.`,
      directorNo: (name, link, directors) =>
        directors
          ? `Não: ${link} foi dirigido por ${directors}, não por ${name}.`
          : `Não, nosso catálogo não indica que ${name} dirigiu ${link}.`,
      castNo: (name, link, billed) =>
        `Não, nosso catálogo não tem ${name} em ${link}.${billed ? ` O elenco principal: ${billed}.` : ''}`,
      notRatedYet: 'ainda sem notas',
      ageFits: (age, ceiling, list) =>
        `Para uma criança de ${age} anos eu procuraria ${ceiling}. Desses, estes servem:\n\n${list}`,
      ageNone: (age, ceiling) =>
        `Para uma criança de ${age} anos eu procuraria ${ceiling}, e nenhum desses tem essa classificação (ou nosso catálogo não a conhece).`,
      judgements: {
        long: 'longo para um dia de semana; melhor guardar para uma noite livre ou o fim de semana',
        longish: 'um pouco longo para um dia de semana, mas dá se você começar cedo',
        comfortable: 'uma duração tranquila para um dia de semana',
        short: 'curto: cabe em qualquer noite',
      },
      score: (score, votes) => `nota ${decimalComma(score)}/10 com ${countIn(votes, 'pt-BR')} votos`,
      rating: (link, score) => `${link} tem ${score} no TMDB.`,
      noRating: (link) => `Ninguém avaliou ${link} no nosso catálogo ainda.`,
      cast: (link, cast) =>
        `O elenco de ${link} conta com ${cast.join(', ').replace(/, (?=[^,]*$)/, ' e ')}, entre outros.`,
      noCast: (link) => `Nosso catálogo não tem o elenco de ${link}.`,
      streaming: (link) =>
        `Pelo chat eu não vejo os serviços de streaming. A página de ${link} mostra onde assistir quando o Marquee está conectado ao TMDB.`,
      worth: (link, score, genres, directors, verdict) =>
        `${link} tem ${score}${genres ? ` (${genres})` : ''}${directors ? `, dirigido por ${directors}` : ''}. ${verdict}`,
      awardsUntracked: 'Mas nosso catálogo não registra prêmios, então não sei dizer o que ele ganhou.',
      worthUnrated: (link) =>
        `Ninguém avaliou ${link} no nosso catálogo ainda, então não consigo dar uma opinião.`,
      verdicts: {
        tooFew: 'Pouca gente avaliou para eu poder dar uma opinião.',
        loved: 'É um dos filmes mais queridos do nosso catálogo: sim, vale muito a pena.',
        good: 'O público avalia bem: vale a pena se você curte o gênero.',
        mixed: 'As opiniões se dividem: bom para fãs do gênero, mas não é imperdível.',
        poor: 'O público avalia mal: eu escolheria outro.',
      },
      certified: (certification) => `classificação ${certification}`,
      certification: (link, certification, meaning) =>
        `${link} tem classificação **${certification}** nos EUA${meaning ? ` (${meaning})` : ''}.`,
      meanings: {
        G: 'livre para todas as idades',
        PG: 'algumas cenas podem não ser adequadas para crianças pequenas',
        'PG-13': 'os pais devem ter cautela com menores de 13 anos',
        R: 'menores de 17 só acompanhados de um adulto',
        'NC-17': 'somente para adultos',
      },
      noCertification: (link, genres, age) =>
        `Nosso catálogo não tem a classificação indicativa de ${link}, então não posso afirmar${age ? ` se é adequado para uma criança de ${age} anos` : ' para quem ele é indicado'}. Gêneros: ${genres || 'desconhecidos'}; dê uma olhada num guia para pais antes de dar o play.`,
      suitsAge: (age, ceiling) =>
        `Para ${age} anos eu procuraria ${ceiling}, então costuma ser adequado, mas ninguém conhece seu filho melhor do que você.`,
      notForAge: (age, ceiling) => `Para ${age} anos eu procuraria ${ceiling}, então eu escolheria outro.`,
    },
  },
  library: LIBRARY,
  people: PEOPLE,
  clarify: CLARIFY,
  genres: {
    Action: 'ação',
    Adventure: 'aventura',
    Animation: 'animação',
    Comedy: 'comédia',
    Crime: 'policial',
    Documentary: 'documentário',
    Drama: 'drama',
    Family: 'família',
    Fantasy: 'fantasia',
    History: 'história',
    Horror: 'terror',
    Music: 'música',
    Mystery: 'mistério',
    Romance: 'romance',
    'Science Fiction': 'ficção científica',
    'TV Movie': 'filme para TV',
    Thriller: 'suspense',
    War: 'guerra',
    Western: 'faroeste',
  },
  languages: {
    fr: 'francês',
    it: 'italiano',
    de: 'alemão',
    ja: 'japonês',
    ko: 'coreano',
    zh: 'chinês',
    cn: 'cantonês',
    hi: 'hindi',
    es: 'espanhol',
    ru: 'russo',
    sv: 'sueco',
    da: 'dinamarquês',
    pt: 'português',
    fa: 'persa',
    tr: 'turco',
    th: 'tailandês',
    en: 'inglês',
  },
  topics: {
    violent: 'violência',
    gory: 'sangue',
    scary: 'sustos',
    dark: 'clima pesado',
    sad: 'tristeza',
    battles: 'batalhas',
    uplifting: 'otimismo',
    fun: 'humor',
    'mind-bending': 'quebra-cabeças',
    emotional: 'choradeira',
    thrilling: 'suspense',
    cozy: 'aconchego',
    'slow-burn': 'lentidão',
    'fast-paced': 'correria',
    heist: 'assaltos',
    'time travel': 'viagem no tempo',
    'true story': 'histórias reais',
    dystopia: 'distopias',
    zombies: 'zumbis',
    'serial killers': 'assassinos em série',
    'coming of age': 'amadurecimento',
    revenge: 'vingança',
    'road trip': 'viagens de carro',
    superheroes: 'super-heróis',
    vampires: 'vampiros',
    dinosaurs: 'dinossauros',
    'artificial intelligence': 'inteligência artificial',
    prison: 'prisão',
    spies: 'espiões',
    'James Bond': 'James Bond',
    'World War II': 'a Segunda Guerra Mundial',
    Christmas: 'Natal',
    ghosts: 'fantasmas',
    sharks: 'tubarões',
    spiders: 'aranhas',
    pirates: 'piratas',
    'martial arts': 'artes marciais',
    aliens: 'alienígenas',
    space: 'o espaço',
    sports: 'esporte',
    boxing: 'boxe',
    witches: 'bruxas',
    dragons: 'dragões',
    robots: 'robôs',
    weddings: 'casamentos',
    dogs: 'cachorros',
    animals: 'animais',
    journalists: 'jornalistas',
    'high school': 'o ensino médio',
    musicals: 'musicais',
    musicians: 'músicos',
    assassins: 'assassinos de aluguel',
    mafia: 'a máfia',
    survival: 'sobrevivência',
    castaways: 'náufragos',
    islands: 'ilhas',
    'time loops': 'loops temporais',
    teachers: 'professores',
    detectives: 'detetives',
    ninjas: 'ninjas',
    'found footage': 'found footage',
    slashers: 'slashers',
    cyberpunk: 'cyberpunk',
    'based on a book': 'adaptações de livros',
    dreams: 'sonhos',
    'the Holocaust': 'o Holocausto',
    grief: 'o luto',
    friendship: 'amizade',
    slavery: 'a escravidão',
    'con artists': 'golpistas',
    'new york': 'Nova York',
    paris: 'Paris',
    london: 'Londres',
    'los angeles': 'Los Angeles',
    italy: 'Itália',
    france: 'França',
    spain: 'Espanha',
    germany: 'Alemanha',
    japan: 'Japão',
    mexico: 'México',
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
    films: (genres, languages) => filmsNoun(FILMS, PORTUGUESE.genres, genres, languages),
    sort: (order, feminine) =>
      order === 'vote_average' ? `bem avaliad${feminine ? 'as' : 'os'}` : 'recentes',
    mood: (label) => MOODS[label],
    person: (name, directed, feminine) =>
      directed ? `dirigid${feminine ? 'as' : 'os'} por ${name}` : `com ${name}`,
    studios: (names) => `${names.length > 1 ? 'dos estúdios' : 'do estúdio'} ${listed(names, 'ou')}`,
    runtime: {
      range: (min, max) => `de ${min} a ${max} minutos`,
      atMost: (max) => `de até ${max} minutos`,
      over: (min) => `de mais de ${min} minutos`,
    },
    years: {
      year: (year) => `de ${year}`,
      decade: (first) => `dos anos ${spokenDecade(first)}`,
      range: (from, to) => `de ${from} a ${to}`,
      before: (year) => `anteriores a ${year}`,
      since: (year) => `a partir de ${year}`,
    },
    audience: ({ rating, group, age }) => {
      if (rating) return `com classificação ${rating.certification}${rating.orLower ? ' ou menor' : ''}`;
      if (group === 'family') return 'para toda a família';
      if (group === 'with-family') return 'para ver em família';
      if (group === 'teens') return `para adolescentes de ${age} anos`;
      return `para crianças${age !== undefined ? ` de ${age} anos` : ''}`;
    },
    themes: (topics) => `sobre ${listed(topics, 'e')}`,
    avoided: (topics) => `sem ${listed(topics, 'nem')}`,
    described: 'de acordo com a sua descrição',
  },
};

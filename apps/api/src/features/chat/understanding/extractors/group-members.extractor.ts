/**
 * Grown-ups named beside a young audience ('my kids and my dad who only watches westerns', 'mis hijos y mi padre',
 * 'mes enfants et mon mari'): a genre the message asks for may be theirs, not the children's. Text is normalized
 * (lower case, no accents).
 */
import { wordsOf } from '../lexicons/all-languages.ts';

const GROWN_UP_WORDS = [
  // English
  'dad',
  'daddy',
  'father',
  'mom',
  'mum',
  'mother',
  'grandpa',
  'grandma',
  'grandfather',
  'grandmother',
  'grandparents',
  'parents',
  'wife',
  'husband',
  'partner',
  'girlfriend',
  'boyfriend',
  'uncle',
  'aunt',
  'in-laws',
  // Spanish and Portuguese
  'papa',
  'padre',
  'mama',
  'madre',
  'abuel[oa]s?',
  'espos[oa]',
  'marido',
  'novi[oa]',
  'pareja',
  'ti[oa]',
  'suegr[oa]s?',
  'pai',
  'mae',
  'avo',
  'avos',
  'namorad[oa]',
  // French
  'pere',
  'mere',
  'grand-pere',
  'grand-mere',
  'grands-parents',
  'papy',
  'papi',
  'mamie',
  'mari',
  'femme',
  'copain',
  'copine',
  'conjointe?',
  'oncle',
  'tante',
  // German
  'vater',
  'mutter',
  'opa',
  'oma',
  'eltern',
  'grosseltern',
  'mann',
  'frau',
  'freundin',
  'onkel',
  // Italian
  'nonn[oi]',
  'nonna',
  'moglie',
  'marito',
  'fidanzat[oa]',
  'zi[oa]',
  'genitori',
];
const GROWN_UPS = new RegExp(String.raw`\b(?:${GROWN_UP_WORDS.join('|')})\b`);

/** Whether the message names a grown-up member of the group ('my dad', 'mi padre', 'mon mari', 'meine Frau'). */
export const namesGrownUps = (text: string): boolean => GROWN_UPS.test(text);

/**
 * 'is there a western that's ok for a kid?', 'un western adapté aux enfants', 'ein Western, der für Kinder geeignet
 * ist': the kind asked is asked for the children, whoever else watches.
 */
const SUITS_THE_CHILD = new RegExp(
  String.raw`\b(?:(?:ok|okay|fine|good|safe|suitable|appropriate|alright) for|apt[oa]s? para|adecuad[oa]s? para|adapte(?:e|s|es)? (?:a|aux|pour)|adequad[oa]s? (?:a|para|pra)|adatt[oi] (?:a|ai|per)|geeignet fur) (?:(?:a|an|the|my|our|un|una|les|des|mes|nos|los|las|mis|os|as|meus|minhas|i|ai|miei|die|meine|kleine) )?(?:kids?|child(?:ren)?|ninos?|ninas?|enfants?|gamins?|criancas?|bambini|kinder(?:n)?)\b|\b(?:kids?|kinder(?:n)?) geeignet\b`,
);

/** Whether the kind the message asks for is asked for the children it names ('a western that's ok for a kid'). */
export const asksKindForTheChild = (text: string): boolean => SUITS_THE_CHILD.test(text);

/** Company besides family: friends, flatmates, colleagues, guests. */
const COMPANIONS = [
  'friends?',
  'buddies',
  'mates',
  'roommates?',
  'flatmates?',
  'housemates?',
  'coworkers?',
  'colleagues',
  'guests',
  'gf',
  'bf',
  'amig[oa]s?',
  'compis',
  'companer[oa]s?',
  'colegas',
  'invitados',
  'galera',
  'amis',
  'amies?',
  'potes',
  'copains',
  'copines',
  'colocs?',
  'colocataires?',
  'collegues',
  'invites',
  'freunde(?:n)?',
  'kumpels',
  'mitbewohner(?:in|innen)?',
  'kollegen',
  'gaste(?:n)?',
  'amici',
  'amiche',
  'coinquilin[oi]',
  'colleghi',
  'ospiti',
];

/** Words that make the next one someone watching with the user: 'my', 'with', 'mes', 'mit meinen'. */
const WATCHERS_LEAD = [
  'my',
  'our',
  'with',
  'me and',
  'mis?',
  'con(?: (?:mis?|los|las|unos|unas|gli|i|le|miei|mie|mio|mia))?',
  'nuestr[oa]s?',
  'mes',
  'mon',
  'ma',
  'nos',
  'avec(?: (?:mes|des|ma|mon|nos))?',
  'entre',
  'mein(?:e|en|er)?',
  'unser(?:e|en)?',
  'mit(?: (?:meinen|meiner|meinem|unseren|den))?',
  'meus',
  'minhas?',
  'meu',
  'com(?: (?:os|as|meus|minhas|uns|umas))?',
  'miei',
  'mie',
  'mio',
  'mia',
  'tra',
];

/** A headcount or everyone at once: '4 of us', 'on est trois', 'siamo in quattro', 'tout le monde d'accord'. */
const EVERYONE = [
  'everyone',
  'everybody',
  'all of us',
  'both of us',
  '(?:the )?(?:two|three|four|five|six|\\d+) of us',
  "we(?: a|')re (?:two|three|four|five|six|\\d+)",
  'double date',
  'sleepover',
  'movie club',
  'todo el mundo',
  'todo mundo',
  'para todos',
  'a todos',
  'somos (?:dos|dois|duas|tres|cuatro|quatro|cinco|seis|\\d+)',
  'tout le monde',
  'pour tous',
  'on est (?:deux|trois|quatre|cinq|six|\\d+)',
  'nous sommes (?:deux|trois|quatre|cinq|six|\\d+)',
  'fur alle',
  'zu (?:zweit|dritt|viert|funft|sechst)',
  'per tutti',
  'a tutti',
  'tutti quanti',
  'siamo in (?:due|tre|quattro|cinque|sei|\\d+)',
];

/** 'with 4 friends', 'com quatro amigos', 'mit drei Freunden': how many come, between the lead and who they are. */
const HEADCOUNT = String.raw`(?:(?:\d+|${wordsOf((lexicon) => Object.keys(lexicon.numbers)).join('|')}) )?`;

const WATCHING_TOGETHER = new RegExp(
  String.raw`\b(?:(?:${WATCHERS_LEAD.join('|')}) ${HEADCOUNT}(?:${[...GROWN_UP_WORDS, ...COMPANIONS].join('|')})|${EVERYONE.join('|')})\b`,
);

/**
 * Whether the message speaks for several people watching together ('my gf wants something funny', 'serata con
 * amici', 'on est trois'): what it says is who watches and what each wants, not a film's story. A member counts
 * only after 'my', 'with' and the like: 'a man whose wife vanishes' tells a story.
 */
export const speaksForAGroup = (text: string): boolean => WATCHING_TOGETHER.test(text);

/** Verbs that take someone back out of the group: 'forget my brother', 'olvida a mi hermano', 'vergiss meinen Bruder'. */
const LEAVE_OUT = [
  'forget(?: about)?',
  'scratch',
  'never ?mind',
  'olvida(?:te de)?',
  'olvidate de',
  'oublie',
  'laisse tomber',
  'vergiss',
  'streich',
  'esquece',
  'esqueca',
  'dimentica',
  'lascia (?:stare|perdere)',
];
/** Someone said not to come after all: 'my brother isn't coming', 'mi hermano no viene', 'mon frère ne vient pas'. */
const NOT_COMING = [
  "(?:is|'s) not coming",
  "isn'?t coming",
  "(?:can'?t|won'?t) (?:come|make it)",
  'ya no viene',
  'no viene',
  'ne vient (?:plus|pas)',
  'vient (?:plus|pas)',
  'kommt (?:doch )?nicht',
  'nao vem',
  'non viene',
  'non (?:ci )?sara',
];
const MEMBER_OWNER = String.raw`(?:(?:a|al|o|about) )?(?:my|mi|mis|mon|ma|mes|mein(?:e|en|er)?|meu|meus|minha|minhas|mio|mia|miei|mie|il|la) ([\p{L}-]+)`;
/** The words taking a member back out, to the end of their sentence ('forget my brother he's not coming.'). */
const LEFT_OUT = new RegExp(
  String.raw`\b(?:(?:${LEAVE_OUT.join('|')}) ${MEMBER_OWNER}|${MEMBER_OWNER} (?:${NOT_COMING.join('|')}))\b[^.!?;…]*`,
  'u',
);

/** 'mi hermana quiere terror y mi novio comedia': each member's wish, joined in one clause. */
const JOINED_WISHES = /\s(?:and|but|y|pero|et|mais|und|aber|e|mas|ed|ma)\s/;

/**
 * The message without a member taken back out ('my brother only likes asian cinema... actually forget my brother,
 * he's not coming'): the words taking them out, and every clause before that speaks of them, wish or limit.
 */
export function withoutMembersLeftOut(text: string): string {
  const left = LEFT_OUT.exec(text);
  const member = left?.[1] ?? left?.[2];
  if (!left || !member) return text;
  const mentions = new RegExp(String.raw`(?<![\p{L}-])${member}(?![\p{L}-])`, 'u');
  const before = text.slice(0, left.index).replace(/[^,;.!?…]+/g, (clause) =>
    clause
      .split(JOINED_WISHES)
      .filter((part) => !mentions.test(part))
      .join(', '),
  );
  return withoutMembersLeftOut(`${before} ${text.slice(left.index + left[0].length)}`);
}

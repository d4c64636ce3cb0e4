/**
 * People a message names, with their roles. Wanted: 'directed by Nolan', 'with Tom Hanks and Meg Ryan', 'con Matt
 * Damon dirigidas por Ridley Scott' (several people mean one film with all of them). Avoided: 'nothing directed by
 * Nolan', 'no Adam Sandler movies', 'without Tom Cruise'. Names are candidates only: retrieval keeps those the
 * catalog confirms as people, and names typed with no role word at all ('uma thurman tarantino') are left in the
 * message's leftover for the catalog to split (answers/people.answer.ts).
 */
import type { PersonRole } from '../chat-query.ts';
import { alternationOf, anyOf } from '../lexicons/all-languages.ts';
import { LEXICONS } from '../lexicons/registry.ts';
import { phrase } from '../lexicons/phrase-patterns.ts';
import { STAND_IN } from '../held-names.ts';
import { stripQuotes } from '../text.ts';

const ROLE_WORDS = alternationOf((lexicon) => [
  ...(lexicon.roles?.director ?? []),
  ...(lexicon.roles?.cast ?? []),
  ...(lexicon.roles?.any ?? []),
]);
const DIRECTOR = new RegExp(`^(?:${alternationOf((lexicon) => lexicon.roles?.director)})$`);
const CAST = new RegExp(`^(?:${alternationOf((lexicon) => lexicon.roles?.cast)})$`);
/** A role word is whole: 'not depressing' opens with no 'de' before a name 'pressing'. */
const AVOIDED = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.negations)})\s+(?:(?:${anyOf((lexicon) => lexicon.phrases.avoidedPersonGaps)}|${anyOf((lexicon) => lexicon.phrases.filmNouns)})\s+){0,2}(?:(${ROLE_WORDS})\b)?\s*([a-z][a-z'.-]*(?: [a-z][a-z'.-]*){0,3})`,
  'g',
);

/**
 * 'brad pitt e morgan freeman hanno mai recitato insieme?', 'have x and y ever been in a movie together': names
 * opening a sentence, or a clause ('filme wo x und y zusammen spielen'; not 'où jouent x et y', read by its verb), that
 * says they were together, joined before that word; a comma may come before it ('x + y, what did they do together').
 * The word may come before the names instead ('pelis donde salgan juntos x y y'). The match ends where the names begin.
 */
const PAIR_JOIN = String.raw`(?:\s${phrase((p) => p.peopleJoins)}\s|\s?[&+]\s?)`;
const PAIR_OPENING = new RegExp(
  String.raw`(?:^(?:${phrase((p) => p.togetherOpeners)}\s+)?|\b${phrase((p) => p.pairRelatives)}\s+(?!${phrase((p) => p.castLeads)}\s)(?:${phrase((p) => p.together)}\s+(?=[^,.;!?]*${PAIR_JOIN}))?)(?=[^,.;!?]*${PAIR_JOIN}[^.;!?]*\b${phrase((p) => p.together)}\b|(?<=\b${phrase((p) => p.together)}\s+))`,
  'g',
);

/**
 * 'both de niro and pesci', 'sia de niro che pesci', 'tanto o bale quanto o caine': the word before the first name of
 * a pair (after a role word too: 'con sia bale che caine'), and its joins; an article may follow either.
 */
const NAME_ARTICLE = String.raw`(?:(?:${alternationOf((lexicon) => lexicon.phrases.nameArticles)})\s+)?`;
const CORRELATIVE_LEAD = String.raw`${phrase((p) => p.pairCorrelatives.leads)}\s+${NAME_ARTICLE}(?=\S)`;
const CORRELATIVE = new RegExp(String.raw`\b${CORRELATIVE_LEAD}`, 'g');
const CORRELATIVE_OPENING = new RegExp(`^${CORRELATIVE_LEAD}`);
const CORRELATIVE_JOIN = phrase((p) => p.pairCorrelatives.joins);
const CORRELATIVE_JOINED = new RegExp(String.raw`^\s*${CORRELATIVE_JOIN}\s+${NAME_ARTICLE}(?=\S)`);

/** "tarantino's films", "christopher nolan's movies": up to three words before the possessive, the name among them. */
const POSSESSIVE = new RegExp(
  String.raw`(?<![\p{L}'.-])((?:[a-z][a-z.'-]* ){0,2}[a-z][a-z.-]*)'s ${phrase((p) => p.possessiveFilms)}\b`,
  'gu',
);

/**
 * "lang's german stuff", "stanley kubrick's early films": a name the catalog confirmed (held-names.ts) may have a word
 * or two between its possessive and the films.
 */
const HELD_POSSESSIVE = new RegExp(
  String.raw`(?<![\p{L}'.-])(${STAND_IN}[a-z](?: ${STAND_IN}[a-z])*)'s (?:[\p{L}-]+ ){0,2}${phrase((p) => p.possessiveFilms)}\b`,
  'gu',
);

/**
 * A lead's end: spaces, or none after an elided word ("un film d'hitchcock", "un film d'argento"); a word saying they
 * were together is no part of the name after it ('donde salgan juntos x y y', 'où jouent ensemble x et y').
 */
const AFTER_LEAD = String.raw`(?:\s+(?:${phrase((p) => p.together)}\s+)?|(?<='))(?=\S)`;

/** Each role word, followed by what may be a name (the match ends where the name begins). */
const LEADS: { pattern: RegExp; role: 'director' | 'cast' | 'any'; pair?: boolean; joins?: RegExp }[] = [
  {
    pattern: new RegExp(String.raw`\b${phrase((p) => p.directorLeads)}${AFTER_LEAD}`, 'g'),
    role: 'director',
  },
  { pattern: new RegExp(String.raw`\b${phrase((p) => p.castLeads)}${AFTER_LEAD}`, 'g'), role: 'cast' },
  // Two or more people, each in whatever role they had ('did nolan and caine work together').
  { pattern: PAIR_OPENING, role: 'any', pair: true },
  { pattern: CORRELATIVE, role: 'any', pair: true, joins: CORRELATIVE_JOINED },
];
const EXPLICIT_ROLE = new RegExp(String.raw`^${phrase((p) => p.explicitRoleLeads)}`);
const MAKER = new RegExp(String.raw`^${phrase((p) => p.makerLeads)}$`);
/** Role words that never belong to a name ('dirigidas por'); not 'by' or 'von', which a name may hold ('max von sydow'). */
const ROLE_STOPS = alternationOf((lexicon) => [
  ...lexicon.phrases.directorLeads.filter((lead) => !lexicon.phrases.makerLeads.includes(lead)),
  ...lexicon.phrases.castLeads,
]);
/** 'in welchen hitchcock filmen spielt…', 'nolan films with caine': the name before a film noun made those films. */
const FILMS_OF_NAME =
  /^\s+(?:filme?n?|films?|filmes?|movies?|streifen|klassikern?|peliculas?|pelis?)(?=[\s,.;!?]|$)/;

/**
 * Where a typed name ends: a word that never belongs to a name, punctuation, or another role word; such a word ends
 * it before punctuation too ('emma stone insieme?', 'with x and y together?'). The period of an initial does not
 * ('samuel l. jackson'). A role word opening the words after a join leaves no name there ('… y las dirige scorsese').
 */
const NAME_STOP = new RegExp(
  String.raw`${FILMS_OF_NAME.source.slice(1)}|\s+(?:${phrase((p) => p.nameEnds)}|${phrase((p) => p.peopleJoins)}|${CORRELATIVE_JOIN}|${ROLE_STOPS})(?=[\s,.;!?]|$)|^(?:${ROLE_STOPS})\s|[,;:!?&+]|(?<!\b[a-z])\.`,
);
/** 'what movie did x and y star in': a word that never starts a name is no name alone. */
const FUNCTION_WORD_ONLY = new RegExp(String.raw`^${phrase((p) => p.nameNotStart)}$`);
/** 'von mir am höchsten bewertet', 'rated by me': the speaker after a lead, no name however many words follow. */
const SPEAKER_FIRST = new RegExp(String.raw`^${phrase((p) => p.speakerPronouns ?? [])}\b`);
/**
 * A language's join with the article its names may take after it ('e o ryan gosling', 'und dem nick frost'), tried
 * before any join alone: another language's bare 'e' would otherwise leave the article on the name.
 */
const JOINS_WITH_ARTICLE = LEXICONS.filter(({ phrases }) => phrases.nameArticles.length).map(
  ({ phrases: { peopleJoins, nameArticles } }) =>
    `(?:${peopleJoins.join('|')})\\s+(?:${nameArticles.join('|')})`,
);
/** 'tom hanks and meg ryan', 'emma stone e mark ruffalo': a second name in the same role. */
const JOINED = new RegExp(
  String.raw`^\s*(?:,\s*)?(?:${[...JOINS_WITH_ARTICLE, phrase((p) => p.peopleJoins)].join('|')}|&|\+|,)\s+(?=\S)`,
);
/** 'des films où x et y jouent ensemble': the word saying they were together is no third name after the verb. */
const TOGETHER_ALONE = new RegExp(String.raw`^${phrase((p) => p.together)}$`);

/**
 * 'robert de niro', 'guillermo del toro', 'danny de vito': a particle between a first name and a surname belongs to
 * the name, though the same word ends a name elsewhere ('tarantino de los 90').
 */
/** Articles of every language: 'de los 90', 'de la epoca' go on the sentence, not the name. */
const ARTICLES = '(?:los|las|les|la|el|the|die|das|des|gli|il|lo|os|as|un|una|uno|une|um|uma)';
const PARTICLE_NAME = new RegExp(
  String.raw`^(?!${phrase((p) => p.nameNotStart)} )[a-z'.-]{2,} (?:de|del|da|di|van|von|le|du|dos|der) (?!(?:${phrase((p) => p.nameNotStart)}|${phrase((p) => p.nameEnds)}|${ARTICLES})\b)[a-z'.-]{3,}(?![^\s,.;!?&+])`,
);

const TRAILING_PARTICLE = / (?:de|del|da|di|van|von|le|du|dos|der)$/;
const PARTICLE = /^(?:de|del|da|di|van|von|le|du|dos|der)$/;
/** 'by', 'von', 'de', 'di': the word before whoever made the films ('with x by y', 'mit x von y'). */
const MAKER_WORD = new RegExp(`^(?:${alternationOf((lexicon) => lexicon.roles?.any)})$`);

/**
 * 'leonardo dicaprio von martin scorsese', 'tom hanks by spielberg': a word saying who made the films ends a name of
 * two words or more, the maker named after it; a particle after one word stays ('max von sydow', 'robert de niro').
 */
function beforeMaker(name: string): string {
  const words = name.split(' ');
  const end = words.findIndex(
    (word, index) => index > 0 && MAKER_WORD.test(word) && (index > 1 || !PARTICLE.test(word)),
  );
  return end === -1 ? name : words.slice(0, end).join(' ');
}

/**
 * A name the catalog confirmed in full (held-names.ts) is the whole name: 'only the ones by sergio leone though',
 * 'solo quelli di sergio leone però' go on after it.
 */
const HELD_NAME_FIRST = new RegExp(String.raw`^${STAND_IN}([a-z])(?: ${STAND_IN}\1)*(?![\p{L}])`, 'u');

/** The words of a name typed inside a sentence, up to where the sentence goes on (at most four words). */
export function captureName(rest: string): string {
  const held = HELD_NAME_FIRST.exec(rest)?.[0];
  if (held) return held;
  const particle = PARTICLE_NAME.exec(rest)?.[0] ?? '';
  const after = rest.slice(particle.length);
  const stop = NAME_STOP.exec(after);
  const name = particle + (stop ? after.slice(0, stop.index) : after);
  // 'mit tom hanks von 1990 bis 1999': a particle ends no name, it began the words after it.
  return stripQuotes(name).split(' ').slice(0, 4).join(' ').replace(TRAILING_PARTICLE, '');
}

export interface PersonMention {
  name: string;
  role: PersonRole;
  /** The role was said outright ('directed by', 'starring'), not only implied ('with', 'by'). */
  explicit: boolean;
  /** The words read, role word included ('directed by nolan'), for the caller to take out of the message. */
  typed: string;
}

export interface PeopleReaders {
  /** Whether captured words can be a person's name (no genre, mood or common word). */
  looksLikeName: (name: string) => boolean;
  /** Whether a negation governs the text at this index ('nothing directed by Nolan'). */
  negatedAt: (text: string, index: number) => boolean;
}

/**
 * The people a request wants in its films, in the order typed: each role word's name, and the names joined to it
 * ('with X and Y'). A name inside another mention ('max von sydow' read again after 'von') counts once.
 */
export function extractPeople(text: string, { looksLikeName, negatedAt }: PeopleReaders): PersonMention[] {
  const found: (PersonMention & { at: number; from: number })[] = [];
  for (const { pattern, role: leadRole, pair, joins = JOINED } of LEADS) {
    for (const match of text.matchAll(pattern)) {
      if (negatedAt(text, match.index + (/^\s/.test(match[0]) ? 1 : 0))) continue;
      const marker = match[0].trim();
      const role: PersonRole = leadRole === 'director' && MAKER.test(marker) ? 'any' : leadRole;
      const explicit = !pair && EXPLICIT_ROLE.test(marker);
      let from = match.index;
      let at = match.index + match[0].length;
      // 'con sia bale che caine': a correlative after the role word opens a pair.
      const opened = CORRELATIVE_OPENING.exec(text.slice(at));
      if (opened) at += opened[0].length;
      const before = found.length;
      for (let names = 0; names < 4; names++) {
        const captured = captureName(text.slice(at));
        const name = leadRole === 'cast' ? beforeMaker(captured).replace(TRAILING_PARTICLE, '') : captured;
        const notAName = !name || FUNCTION_WORD_ONLY.test(name) || SPEAKER_FIRST.test(name);
        if (notAName || TOGETHER_ALONE.test(name) || !looksLikeName(name)) break;
        at = text.indexOf(name, at);
        // 'in welchen hitchcock filmen spielt x mit': a name before a film noun is the films' maker, whatever the lead.
        const maker = FILMS_OF_NAME.test(text.slice(at + name.length));
        found.push({
          name,
          role: maker ? 'any' : role,
          explicit: explicit && !maker,
          at,
          from,
          typed: text.slice(from, at + name.length),
        });
        const joined = (opened ? CORRELATIVE_JOINED : joins).exec(text.slice(at + name.length));
        if (!joined) break;
        from = at + name.length;
        at += name.length + joined[0].length;
      }
      // Without a role word, only names joined together are people ('something to watch together' is none).
      if (pair && found.length - before < 2) found.length = before;
    }
  }
  // The name is the last words before the possessive that read as one ('show me nolan's films' -> 'nolan').
  for (const match of [...text.matchAll(POSSESSIVE), ...text.matchAll(HELD_POSSESSIVE)]) {
    const words = match[1]!.split(' ');
    const start = words.findIndex((_word, index) => {
      const name = words.slice(index).join(' ');
      return !FUNCTION_WORD_ONLY.test(words[index]!) && looksLikeName(name);
    });
    if (start === -1) continue;
    const name = words.slice(start).join(' ');
    const at = match.index + match[1]!.length - name.length;
    if (negatedAt(text, at)) continue;
    found.push({
      name,
      role: 'any',
      explicit: false,
      at,
      from: at,
      typed: text.slice(at, match.index + match[0].length),
    });
  }
  found.sort((a, b) => a.at - b.at);
  const kept = found.filter(
    (mention, index) =>
      !found.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.at <= mention.at &&
          other.at + other.name.length >= mention.at + mention.name.length &&
          (other.at < mention.at || otherIndex < index),
      ),
  );
  return kept.map(({ name, role, explicit, typed }) => ({ name, role, explicit, typed }));
}

const TOGETHER = new RegExp(String.raw`\b${phrase((p) => p.together)}\b`);

/**
 * 'my husband loved humphrey bogart and peter lorre. were there any films in which they appeared together?': people
 * named in full, in a message that asks for them together, are asked together wherever the sentence put them.
 */
export function namedTogether(text: string, fullNames: readonly string[]): PersonMention[] {
  if (fullNames.length < 2 || !TOGETHER.test(text)) return [];
  return fullNames.map((name) => ({ name, role: 'any', explicit: false, typed: name }));
}

/** Whether words say people were together ('were they ever in a film together', 'ensemble', 'zusammen'). */
export const saysTogether = (text: string): boolean => TOGETHER.test(text);

const EVER_MADE = new RegExp(anyOf((lexicon) => lexicon.phrases.everMade));

/** 'did spielberg ever do a horror movie?', 'o spielberg já fez algum filme de terror?': whether any such film is. */
export const asksEverMade = (text: string): boolean => EVER_MADE.test(text);

export interface AvoidedPerson {
  name: string;
  role: PersonRole;
  /** A role word came before the name ('by', 'with'): a single word may be a name then. */
  marked: boolean;
}

/** 'not a nolan', 'pas un miyazaki': an indefinite article before one word makes it a film of someone's. */
const ONE_FILM_OF = new RegExp(
  String.raw`(?:^|\s)(?:${alternationOf((lexicon) => lexicon.phrases.oneFilmOfLeads)})\s+$`,
);

export function extractAvoidedPeople(
  text: string,
  cleanName: (raw: string) => string | undefined,
): AvoidedPerson[] {
  const found: AvoidedPerson[] = [];
  for (const match of text.matchAll(AVOIDED)) {
    const marker = match[1];
    const name = cleanName(match[2] ?? '');
    if (!name) continue;
    const oneFilmOf = ONE_FILM_OF.test(match[0].slice(0, match[0].length - (match[2] ?? '').length));
    if (!marker && !oneFilmOf && name.split(' ').length < 2) continue;
    const role: PersonRole =
      marker && DIRECTOR.test(marker) ? 'director' : marker && CAST.test(marker) ? 'cast' : 'any';
    found.push({ name, role, marked: Boolean(marker) || oneFilmOf });
  }
  return found;
}

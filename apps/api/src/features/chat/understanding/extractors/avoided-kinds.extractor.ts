/**
 * Kinds of film turned down by a film or a thing that names them: 'nothing like Terminator', 'not a terminator kind
 * of thing', 'nada tipo Terminator', 'rien du genre Terminator', 'nichts wie Terminator', 'niente tipo Terminator'.
 * The name is no seed to recommend films like: the films whose own words name it are left out.
 */
import { alternationOf, anyOf } from '../lexicons/all-languages.ts';

export interface AvoidedKind {
  /** The film or thing naming the kind, as typed ('terminator', 'star wars'). */
  thing: string;
  /** Where it starts in the text, and the words of the whole shape (lead or trail with it), to be read no further. */
  index: number;
  words: string;
}

type NegatedAt = (text: string, index: number) => boolean;

/** Most words a name of a kind holds after a lead ('nada tipo el señor de los anillos'). */
const MOST_WORDS = 5;

const LEADS = anyOf((lexicon) => [...lexicon.phrases.likeLeads, ...(lexicon.phrases.kindLeads ?? [])]);
const NOT_AFTER = alternationOf((lexicon) => [
  ...lexicon.phrases.likeNotAfter,
  ...(lexicon.phrases.kindNotAfter ?? []),
]);
const LEAD = new RegExp(String.raw`(?:^|[^\p{L}'])(?<!${NOT_AFTER || '(?!)'})(${LEADS})\s+([^,;.!?]+)`, 'gu');
const TRAILS = anyOf((lexicon) => lexicon.phrases.kindTrails);
const TRAIL = new RegExp(String.raw`([\p{L}\d']+(?: [\p{L}\d']+)?)${TRAILS}(?![\p{L}])`, 'gu');
const ENDS = new RegExp(String.raw`\s+${anyOf((lexicon) => lexicon.phrases.titleEnds)}(?![\p{L}]).*$`, 'u');

/** The name after a lead, up to a word that ends titles ('but', 'sin') and at most MOST_WORDS words. */
function nameAfterLead(words: string): string {
  return words.replace(ENDS, '').trim().split(/\s+/).slice(0, MOST_WORDS).join(' ');
}

function afterLeads(text: string, negatedAt: NegatedAt): AvoidedKind[] {
  const found: AvoidedKind[] = [];
  for (const match of text.matchAll(LEAD)) {
    const leadAt = match.index + match[0].indexOf(match[1]!);
    const thing = nameAfterLead(match[2] ?? '');
    if (!thing || !negatedAt(text, leadAt)) continue;
    found.push({ thing, index: text.indexOf(thing, leadAt), words: `${match[1]} ${thing}` });
  }
  return found;
}

/** 'not a terminator kind of thing': the last word before the trail, or the two last ('star wars') when those are negated. */
function beforeTrails(text: string, negatedAt: NegatedAt): AvoidedKind[] {
  const found: AvoidedKind[] = [];
  for (const match of text.matchAll(TRAIL)) {
    const [two, trailWords] = [match[1]!, match[0].slice(match[1]!.length)];
    const one = two.split(' ').at(-1)!;
    const oneAt = match.index + two.length - one.length;
    const thing = negatedAt(text, oneAt) ? one : negatedAt(text, match.index) ? two : undefined;
    if (thing)
      found.push({ thing, index: match.index + two.length - thing.length, words: thing + trailWords });
  }
  return found;
}

/** Every kind of film the text turns down by naming a film or a thing, in order. */
export function findAvoidedKinds(text: string, negatedAt: NegatedAt): AvoidedKind[] {
  return [...afterLeads(text, negatedAt), ...beforeTrails(text, negatedAt)].sort((a, b) => a.index - b.index);
}

/**
 * Two questions in one message ('when did jaws come out and who is in it', 'quien la dirigio y cuanto dura'): the
 * message split where a join meets a question word, each half read on its own.
 */

/** Question words of every reply language that may open the second question. */
const QUESTION_WORDS =
  "when|what|whats|what's|who|whos|who's|how|where|which|is it|cuando|quien|quienes|que|cuanto|cuanta|de que|donde|quand|qui|quel|quelle|combien|de quoi|wann|wer|wie|was|worum|quando|quem|qual|quanto|sobre o que|chi|quale|quanto|di cosa|di che|in che|en que|em que|de qual|de quel|de quelle|en quelle|aus welchem|in welchem|von wann";
const JOINS = 'and|y|e|et|und|also';

const SPLIT = new RegExp(String.raw`^(.+?),?\s+(?:${JOINS})\s+((?:${QUESTION_WORDS})\b.+)$`);

/** The two halves of a message asking two things, when it is split that way. */
export function twoQuestions(text: string): [string, string] | undefined {
  const match = SPLIT.exec(text);
  return match ? [match[1]!, match[2]!] : undefined;
}

const EACH_SPLIT = new RegExp(String.raw`,?\s+(?:${JOINS})\s+(?=(?:${QUESTION_WORDS})\b)`, 'g');

/**
 * Each way a message splits where a join meets a question word, the first join first: 'clube da luta é de que ano? e
 * quem tá no elenco' splits at its second 'e', its first being the verb 'é' typed without its accent.
 */
export function eachTwoQuestions(text: string): [string, string][] {
  return [...text.matchAll(EACH_SPLIT)]
    .map((match): [string, string] => [text.slice(0, match.index), text.slice(match.index + match[0].length)])
    .filter(([first, second]) => first.trim() !== '' && second.trim() !== '');
}

const LAST_JOIN = new RegExp(String.raw`^(.+?),?\s+(?:${JOINS})\s+((?:(?!\s(?:${JOINS})\s).)+)$`);

/**
 * 'le parrain il est sorti quand et il dure combien': a message split at its last join, whatever word opens the second
 * half; the caller checks that half asks something on its own.
 */
export function halvesAtLastJoin(text: string): [string, string] | undefined {
  const match = LAST_JOIN.exec(text);
  return match ? [match[1]!, match[2]!] : undefined;
}

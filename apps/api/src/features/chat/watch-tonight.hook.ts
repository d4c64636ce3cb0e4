import { WATCH_TONIGHT_PATH } from '@marquee/contracts';
import { escapeMarkdown } from './chat.markdown.ts';
import { hasCriteria } from './understanding/chat-query.ts';
import { parsePrompt } from './understanding/parse-prompt.ts';

/** "tonight" beside "watch", asked for a group ("we", "us", "together") or with someone named. */
const TONIGHT = /\bwatch\b.*\btonight\b|\btonight\b.*\bwatch\b/i;
const GROUP = /\b(we|us|together|our)\b/i;
/** Names after "with": capitalised words or @handles, joined by commas, "and" or "&". */
const WITH_NAMES =
  /\bwith\s+((?:@[\w-]+|\p{Lu}[\p{L}'-]*)(?:\s*(?:,|&|\band\b)\s*(?:@[\w-]+|\p{Lu}[\p{L}'-]*))*)/u;

/**
 * "what should we watch tonight with Ana?": a link to the Watch tonight page with Ana preselected (the page
 * matches the names against the user's watch partners). Undefined for every other message, and for one that asks for a
 * kind of film too ('my husband and I would like to watch a musical tonight'): the assistant answers that.
 */
/** Whether the message asks for films of some kind; the people it watches with ('with Ana') are no kind. */
function asksForAKind(prompt: string): boolean {
  const { query } = parsePrompt(prompt);
  return hasCriteria({ ...query, person: undefined, alsoPeople: undefined });
}

export function watchTonightReply(prompt: string): string | undefined {
  if (!TONIGHT.test(prompt) || asksForAKind(prompt)) return undefined;
  const names = (WITH_NAMES.exec(prompt)?.[1] ?? '')
    .split(/\s*(?:,|&|\band\b)\s*/)
    .map((name) => name.replace(/^@/, '').trim())
    .filter(Boolean);
  if (names.length === 0 && !GROUP.test(prompt)) return undefined;
  const query = names.map((name) => `with=${encodeURIComponent(name)}`).join('&');
  const label = names.length ? `Watch tonight with ${escapeMarkdown(names.join(' and '))}` : 'Watch tonight';
  return (
    `Pick who is watching and I'll find 5 movies none of you has seen, ranked so nobody is left unhappy: ` +
    `**[${label}](${WATCH_TONIGHT_PATH}${query ? `?${query}` : ''})**`
  );
}

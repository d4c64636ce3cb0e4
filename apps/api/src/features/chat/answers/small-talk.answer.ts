/** Replies to small talk: short, in the language asked, and never a list of films. */
import type { SmallTalk } from '../understanding/extractors/small-talk.extractor.ts';
import type { ReplyLanguage } from '../understanding/chat-query.ts';
import { phrasesFor } from '../wording/phrases.ts';

export function smallTalkReply(topic: SmallTalk, language: ReplyLanguage): string {
  const phrases = phrasesFor(language);
  switch (topic) {
    case 'greeting':
      return `${phrases.greeting} ${phrases.help}`;
    case 'help':
      return phrases.help;
    default:
      return phrases[topic];
  }
}

import { CHAT_FAILURE_MESSAGE, CHAT_GREETING } from '@marquee/contracts';
import { defineMessages } from '../../lib/i18n/i18n.ts';

/**
 * The conversation's own lines, kept in it in English as contracts write them: their translations are keys
 * `chatLines.greeting` and `chatLines.failure` (`botText` in chat-conversation.tsx). Only the catalog check reads these.
 */
export const chatLineMessages = defineMessages('chatLines', {
  greeting: CHAT_GREETING,
  failure: CHAT_FAILURE_MESSAGE,
});

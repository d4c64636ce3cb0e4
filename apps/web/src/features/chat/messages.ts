import { defineMessages } from '../../lib/i18n/i18n.ts';

/**
 * The conversation's controls (the assistant's replies come in the language of the request), and the /chatbot
 * page's title: the widget has its own (chat-widget.messages.ts), so every page's first screen loads only that.
 */
export const chatMessages = defineMessages('chat', {
  title: 'Movie Recommendation Chatbot',
  conversation: 'Conversation',
  thinking: 'Thinking...',
  placeholder: 'Ask about movie recommendations...',
  message: 'Message',
  send: 'Send',
});

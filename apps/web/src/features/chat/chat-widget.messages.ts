import { defineMessages } from '../../lib/i18n/i18n.ts';

/** The floating chat button and panel: on every page's first screen, so apart from the conversation's words. */
export const chatWidgetMessages = defineMessages('chatWidget', {
  title: 'Movie Recommendation Chatbot',
  openChat: 'Open chat',
  closeChat: 'Close chat',
  loadingChat: 'Loading chat',
});

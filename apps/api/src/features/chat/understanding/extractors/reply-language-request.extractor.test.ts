import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { readConversation } from '../conversation.ts';
import { normalizeText } from '../text.ts';
import { replyLanguageAsked } from './reply-language-request.extractor.ts';

describe('a message asking only for the reply in another language', () => {
  it.each([
    ['could you answer in german', 'de'],
    ['now in portuguese pls', 'pt'],
    ['y ahora en francés, por favor', 'fr'],
    ['contestame en español porfa', 'es'],
    ['redis-le en anglais stp', 'en'],
    ['et maintenant en italien', 'it'],
    ['kannst du auf spanisch antworten', 'es'],
    ['antworte auf englisch bitte', 'en'],
    ['pode responder em alemão?', 'de'],
    ['rispondi in portoghese per favore', 'pt'],
  ])('%s', (text, language) => {
    expect(replyLanguageAsked(normalizeText(text))).toBe(language);
  });

  it.each(['any in spanish?', 'a thriller in french', 'peliculas en frances', 'filme auf deutsch bitte'])(
    '%s asks for films, not a reply language',
    (text) => expect(replyLanguageAsked(normalizeText(text))).toBeUndefined(),
  );

  it('reads the message before it again, in the language asked', () => {
    const history: ChatMessage[] = [
      { text: 'westerns from the 60s', isBot: false },
      { text: '1. **[Film 7](/movie/7)** (1966) — Western', isBot: true },
    ];
    const turn = readConversation(history, 'answer in italian please');
    expect(turn).toMatchObject({ kind: 'request', language: 'it', rereads: 'westerns from the 60s' });
    if (turn.kind === 'request') expect(turn.query.languages).toEqual([]);
    expect(readConversation([], 'in italian please').rereads).toBeUndefined();
  });
});

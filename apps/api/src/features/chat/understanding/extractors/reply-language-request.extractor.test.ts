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

  it.each([
    ["vous pouvez nous le redire en espagnol ? c'est pour une amie", 'es'],
    ['me lo ridici in tedesco? è per una collega', 'de'],
    ['pode me dizer isso em francês? é para uma amiga', 'fr'],
    ['me lo puedes decir en portugués? es para una vecina', 'pt'],
    ['kannst du mir das auf italienisch sagen? ist für eine Freundin', 'it'],
  ])(
    'two pronouns before the verb, and a reason for someone after, ask only the reply: %s',
    (text, language) => {
      expect(replyLanguageAsked(normalizeText(text))).toBe(language);
    },
  );

  it.each(['any in spanish?', 'a thriller in french', 'peliculas en frances', 'filme auf deutsch bitte'])(
    '%s asks for films, not a reply language',
    (text) => expect(replyLanguageAsked(normalizeText(text))).toBeUndefined(),
  );

  it.each([
    ['oops, could you change to french? i barely read english', 'fr'],
    ['perdona, puedes pasar al inglés? mi alemán es malísimo', 'en'],
    ['desolé, tu peux passer en anglais ? mon espagnol est nul', 'en'],
    ['entschuldigung, kannst du auf englisch wechseln? ich spreche kaum französisch', 'en'],
    ['entschuldigung, wechsel auf englisch bitte, mein italienisch ist eingerostet', 'en'],
    ['scusa, puoi passare in inglese? il mio tedesco è pessimo', 'en'],
    ['desculpa, muda pro inglês por favor, não falo bem espanhol', 'en'],
  ])('an apology before and a word on their own languages after ask nothing more: %s', (text, language) => {
    expect(replyLanguageAsked(normalizeText(text))).toBe(language);
  });

  it.each(['my german is fine, any german comedies?', 'sorry, any in spanish?'])(
    '%s still asks for films',
    (text) => expect(replyLanguageAsked(normalizeText(text))).toBeUndefined(),
  );

  it('a "please" after the language opening a message asks for the reply, the rest refines the request', () => {
    const history: ChatMessage[] = [
      { text: 'some thrillers please', isBot: false },
      { text: '1. **[Film 7](/movie/7)** (2001) — Thriller', isBot: true },
    ];
    const turn = readConversation(history, 'e adesso in italiano per favore, ma degli anni 80');
    expect(turn).toMatchObject({ kind: 'request', language: 'it', followUp: true });
    if (turn.kind === 'request') {
      expect(turn.query).toMatchObject({ genreIds: [53], yearFrom: 1980, yearTo: 1989, languages: [] });
    }
    const films = readConversation([], 'a thriller, and in german');
    if (films.kind === 'request') expect(films.query.languages).toEqual(['de']);
  });

  it.each([
    ['could you reply in spanish please – some war films?', 'es', [10752]],
    ['rispondi in francese per favore — dei western?', 'fr', [37]],
  ])('a dash parts the reply language asked from the request: %s', (text, language, genreIds) => {
    const turn = readConversation([], text);
    expect(turn).toMatchObject({ kind: 'request', language });
    if (turn.kind === 'request') expect(turn.query).toMatchObject({ genreIds, languages: [] });
  });

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

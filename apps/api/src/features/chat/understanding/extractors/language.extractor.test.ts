import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text.ts';
import { replyLanguageOf } from './language.extractor.ts';

const read = (text: string, conversation?: Parameters<typeof replyLanguageOf>[1]) =>
  replyLanguageOf(normalizeText(text), conversation);

describe('the language a message is written in', () => {
  it.each([
    ['anything good on tonight for a rainy day?', 'en'],
    ['busco una peli de miedo para esta noche', 'es'],
    ['je voudrais un polar pas trop long', 'fr'],
    ['habt ihr einen lustigen Film für heute', 'de'],
    ['quero ver uma comédia com a minha namorada', 'pt'],
    ['cerco un film giapponese da vedere con mio marito', 'it'],
  ] as const)('reads %j as %s', (text, language) => {
    expect(read(text)).toBe(language);
  });

  it('reads a two-word request by the words its own lexicon alone has', () => {
    expect(read('polars coréens')).toBe('fr');
    expect(read('schwedische krimis')).toBe('de');
    expect(read('film tedeschi')).toBe('it');
  });

  it('breaks a tie between languages by their little words', () => {
    expect(read('una de vaqueros')).toBe('es');
    expect(read('une de tes comedies')).toBe('fr');
    expect(read('uma de terror')).toBe('pt');
    expect(read('uno di paura')).toBe('it');
  });

  it.each([
    [
      'it',
      'quel film in cui un uomo scopre che la sua vita intera è uno show televisivo e la sua città è un set',
    ],
    ['pt', 'aquele em que um velho amarra balões na casa e sai voando com um menino escoteiro'],
    ['es', 'una en la que un chico viaja al pasado y su madre se enamora de él'],
  ])('reads a story told in %s by the words its story table glosses', (language, story) => {
    expect(read(story)).toBe(language);
  });

  it('keeps the conversation language when a message shows none', () => {
    expect(read('2', 'de')).toBe('de');
    expect(read('Oppenheimer', 'pt')).toBe('pt');
    expect(read('Oppenheimer')).toBe('en');
  });

  it('does not take an English request with a foreign title for that language', () => {
    expect(read('something like la vita è bella please')).toBe('en');
    expect(read('movies like das boot')).toBe('en');
  });

  it("reads an English question opening on 'was', a word German writes too", () => {
    expect(read('was harrison ford in blade runner?')).toBe('en');
    expect(read('was Tom Hanks in Big')).toBe('en');
    expect(read('was gibt es Neues mit Tom Hanks')).toBe('de');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text.ts';
import { parsePrompt } from '../parse-prompt.ts';
import { replyLanguageOf } from './language.extractor.ts';
import { replyLanguageRequestIn } from './reply-language-request.extractor.ts';

describe('a reply language asked at an end of a longer request', () => {
  it.each([
    ['reply in french please: something scary for tonight', 'fr'],
    ['un thriller de los 90, contestame en ingles', 'en'],
    ['antworte auf italienisch: ein guter western', 'it'],
    ['des films de zombies, réponds-moi en espagnol stp', 'es'],
    ['rispondi in tedesco: un film di fantascienza', 'de'],
    ['um drama curto, pode responder em francês', 'fr'],
  ])('%s', (message, language) => {
    const text = normalizeText(message);
    expect(replyLanguageRequestIn(text)?.language).toBe(language);
    expect(replyLanguageOf(text)).toBe(language);
  });

  it('asks for no films in that language', () => {
    const parsed = parsePrompt('write in german: a funny heist movie');
    expect(parsed.language).toBe('de');
    expect(parsed.query.languages).toEqual([]);
    expect(parsed.query.genreIds.length).toBeGreaterThan(0);
  });

  it.each(['war films in german', 'comedies, and in spanish', 'a thriller in french please'])(
    '%s still asks for films in that language',
    (message) => {
      expect(replyLanguageRequestIn(normalizeText(message))).toBeUndefined();
      expect(parsePrompt(message).query.languages.length).toBe(1);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';
import { asksOffTopic } from './extractors/off-topic.extractor.ts';
import { replyLanguageRequestIn } from './extractors/reply-language-request.extractor.ts';
import { normalizeText } from './text.ts';

const HORROR = 27;

describe('moods, the weather and asides said loosely, in every language', () => {
  it.each(['des films qui font super peur', 'filmes que dão muito medo', 'Filme, die richtig Angst machen'])(
    'a fright made, however strongly said, asks for horror: %s',
    (message) => {
      expect(parsePrompt(message).query.genreIds).toContain(HORROR);
    },
  );

  it.each(['un film pour chialer un bon coup', 'un film da lacrime', 'was zum Flennen bitte'])(
    'crying said in slang asks for a moving film: %s',
    (message) => {
      expect(parsePrompt(message).query.mood?.label).toBe('emotional');
    },
  );

  it.each([
    'un thriller que hay que volver a ver para entenderlo',
    "un film à twist qu'il faut revoir pour tout comprendre",
    'a puzzle movie you need to rewatch to understand',
  ])('a rewatch the film calls for asks for no rewatch of their own: %s', (message) => {
    expect(parsePrompt(message).query.rewatch).toBe(false);
  });

  it.each(['Wird es morgen regnen?', 'vai chover amanhã em Lisboa?', 'pioverà domani a Roma?'])(
    'rain to come is the weather, no film: %s',
    (message) => {
      expect(asksOffTopic(normalizeText(message))).toBe(true);
    },
  );

  it('reads the reply language asked in the middle, a reason after it: a western, but answer in french please, …', () => {
    const text = normalizeText("a good western, but answer in french please, it's for my mother");
    expect(replyLanguageRequestIn(text)?.language).toBe('fr');
  });
});

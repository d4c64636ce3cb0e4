import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('a number before "best" counts the films, in every language', () => {
  it.each([
    ["kubrick's 4 best", 4],
    ['the two best of hitchcock', 2],
    ['las 4 mejores de Kubrick', 4],
    ['les 2 meilleurs de Hitchcock', 2],
    ['die 4 besten von Kubrick', 4],
    ['os 2 melhores do Hitchcock', 2],
    ['i 4 migliori di Kubrick', 4],
  ])('%s -> %i', (prompt, count) => {
    expect(parsePrompt(prompt).query.count).toBe(count);
  });

  it('leaves "best" before another noun uncounted', () => {
    expect(parsePrompt('a comedy for me and my 3 best mates').query.count).toBeUndefined();
  });
});

describe('a decade written with four digits and a German ending', () => {
  it.each([
    ['Komödien aus den 1990ern', 1990],
    ['was aus den 2010ern', 2010],
    ['Filme der 1970er', 1970],
  ])('%s', (prompt, yearFrom) => {
    const { query } = parsePrompt(prompt);
    expect(query.yearFrom).toBe(yearFrom);
    expect(query.yearTo).toBe(yearFrom + 9);
  });
});

describe('POST /api/chat: a count before "best" and a follow-up decade after a director', () => {
  const { ask, askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("lists the number asked of a director's best", async () => {
    expect(moviesShownIn(await ask("kubrick's 2 best"))).toHaveLength(2);
  });

  it('keeps the director of the last list when a German follow-up asks for a decade of his', async () => {
    const { answer } = await askAfter('Spielberg Filme', 'und welche aus den 1990ern?');
    const films = moviesShownIn(answer);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) {
      expect(film.year).toBeGreaterThanOrEqual(1990);
      expect(film.year).toBeLessThan(2000);
      const crew = (await testApp().context.catalog.getCredits(film.id))?.crew ?? [];
      expect(crew.filter((member) => member.job === 'Director').map((member) => member.name)).toContain(
        'Steven Spielberg',
      );
    }
  });
});

import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * 'parte 2', 'teil 2', 'partie 2', 'part two': a word naming a sequel's part before its number names the series' n-th
 * film, in a question or typed alone, and the number is no count of films.
 */
describe("POST /api/chat: 'el padrino parte dos', 'le parrain partie 2' name a series' sequel", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['pt', 'quanto dura o senhor dos anéis parte 2?', /\[The Lord of the Rings: The Two Towers\]/],
    ['fr', 'le parrain partie 2 dure combien de temps ?', /\[The Godfather: Part II\]/],
    ['de', 'wann kam herr der ringe teil 3 raus', /\[The Lord of the Rings: The Return of the King\]/],
    ['it', 'quanto dura dune parte 2?', /\[Dune: Part Two\]\(\/movie\/693134\).*167/],
  ])('%s: "%s"', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });

  // A title typed alone with its sequel's number: the sequel, not the first film.
  it.each([
    ['es', 'el padrino parte dos', /^Si te gustó \*\*\[The Godfather: Part II\]/],
    ['en', 'dune part two', /^If you liked \*\*\[Dune: Part Two\]/],
  ])('%s: "%s" alone', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });

  // 'toy story 2' beside 'Toy Story 3': a number no title of the series carries is no later film of it.
  it('a sequel the catalog lacks is not another numbered one', async () => {
    expect(await ask('how long is toy story 2?')).not.toMatch(/\[Toy Story 3\]/);
  });
});

import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const GOODFELLAS = 769;
const DJANGO_UNCHAINED = 68718;
const INGLOURIOUS_BASTERDS = 16869;

describe("POST /api/chat: a director's surname beside a kind of film", () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it.each([
    ['scorsese crime films', 'Martin Scorsese', 'Crime', GOODFELLAS],
    ['películas de crimen scorsese', 'Martin Scorsese', 'Crime', GOODFELLAS],
    ['scorsese krimis bitte', 'Martin Scorsese', 'Crime', GOODFELLAS],
  ])('lists only that director’s films of the kind: %s', async (prompt, director, genre, expected) => {
    const reply = await ask(prompt);
    const ids = listed(reply);
    expect(ids, prompt).toContain(expected);
    expect(reply.match(new RegExp(director, 'g'))?.length ?? 0).toBeGreaterThan(ids.length);
    for (const id of ids) expect((await filmFacts(testApp(), id)).genres, prompt).toContain(genre);
  });

  it.each([
    ['has tarantino ever made a war film?', INGLOURIOUS_BASTERDS],
    ['¿tarantino ha rodado alguna vez un western?', DJANGO_UNCHAINED],
    ['tarantino a-t-il déjà réalisé un western ?', DJANGO_UNCHAINED],
    ['hat tarantino jemals einen western gedreht?', DJANGO_UNCHAINED],
  ])('answers whether they made one with those films alone: %s', async (prompt, expected) => {
    const reply = await ask(prompt);
    expect(listed(reply), prompt).toContain(expected);
    expect(reply, prompt).not.toMatch(/few|pocas|peu de|wenige/i);
    expect(reply, prompt).toMatch(/Quentin Tarantino/);
  });

  it.each([
    [
      'did scorsese ever make an animated movie?',
      /couldn't find any Animation movies directed by Martin Scorsese/,
    ],
    ['o scorsese já fez algum western?', /Não encontrei faroestes dirigidos por Martin Scorsese/],
    ['scorsese ha mai girato un horror?', /Non ho trovato .*horror.*Martin Scorsese/i],
  ])('says so when they made none, listing none of their other films: %s', async (prompt, said) => {
    const reply = await ask(prompt);
    expect(listed(reply), prompt).toEqual([]);
    expect(reply, prompt).toMatch(said);
  });

  it('reads a word after an indefinite article as a thing, not a director: a lean thriller', async () => {
    const reply = await ask('a lean thriller');
    expect(reply).not.toMatch(/David Lean/);
    expect(listed(reply).length).toBeGreaterThanOrEqual(3);
  });
});

import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';

/** The numbered lines of a reply, each with its genres. */
const listLines = (reply: string) => reply.split('\n').filter((line) => /^\d+\. /.test(line));

describe.each(routeTestEngines())('a group whose members want different things, on %s', (engine) => {
  const chat = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it.each([
    [
      'movie night with the kids and my grandma, who only likes westerns',
      /Family|Animation/,
      /Western/,
      /some for each/,
    ],
    [
      'soirée film avec mes enfants et mon père, qui adore les westerns',
      /familial|animation/,
      /western/i,
      /pour chacun/,
    ],
    [
      'noche de pelis con mis hijos y mi abuela, que solo ve westerns',
      /familia|animaci/,
      /western/i,
      /para cada uno/,
    ],
    [
      'Filmabend mit meinen Kindern und meinem Opa, der nur Western schaut',
      /Familie|Animation/,
      /Western/,
      /für jeden/,
    ],
  ])('%s: some films for the children, some for the grown-up', async (prompt, children, grownUp, note) => {
    const reply = await chat.ask(prompt);
    const lines = listLines(reply);
    expect(lines.length, reply).toBeGreaterThanOrEqual(3);
    expect(
      lines.some((line) => children.test(line)),
      reply,
    ).toBe(true);
    expect(
      lines.some((line) => grownUp.test(line)),
      reply,
    ).toBe(true);
    expect(reply).toMatch(note);
  });

  it('keeps one film for everyone when the catalog has such films', async () => {
    const reply = await chat.ask('a comedy for my kids and my husband');
    const lines = listLines(reply);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(reply).not.toMatch(/some for each/);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    'three of us tonight: one likes horror, another likes comedy. give us one movie that suits everyone',
    'somos tres: una quiere terror, otro quiere comedia. una peli que nos guste a todos',
    "on est trois : l'un aime l'horreur, l'autre les comédies. un film qui plaise à tous",
    'wir sind zu viert: einer mag Horror, einer Komödien. einen Film, der allen gefällt',
    'somos três: um quer terror, outro quer comédia. um filme que agrade a todos',
    "siamo in tre: uno vuole horror, l'altro commedia. un film che piaccia a tutti",
  ])('%s: one film for the whole group, not a list', async (prompt) => {
    const reply = await chat.ask(prompt);
    expect(listLines(reply), reply).toHaveLength(1);
  });
});

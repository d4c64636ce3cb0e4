import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { parsePrompt } from './understanding/parse-prompt.ts';

/** The numbered lines of a reply. */
const listLines = (reply: string) => reply.split('\n').filter((line) => /^\d+\. /.test(line));

describe.each(routeTestEngines())('a person asked for in any words, on %s', (engine) => {
  const chat = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['mi scrivi la lista dei film di hitchcock dal più vecchio al più recente?', /Alfred Hitchcock/],
    ['mi fai una lista dei film western ordinati per anno?', /western/],
  ])('%s: "dei" is an Italian article, no film they gave a rating to', async (prompt, films) => {
    const reply = await chat.ask(prompt);
    const lines = listLines(reply);
    expect(lines.length, reply).toBeGreaterThanOrEqual(2);
    // The films asked for, from the catalog: their kind or maker opens the reply.
    expect(reply.split('\n')[0]).toMatch(films);
  });

  it.each([
    ['tens algo do spielberg?', 'Steven Spielberg'],
    ['as-tu quelque chose de spielberg ?', 'Steven Spielberg'],
    ['me sugieres algo de kubrick?', 'Stanley Kubrick'],
    ['kannst du mir was von kubrick empfehlen?', 'Stanley Kubrick'],
    ['mi consigliate qualcosa di nolan?', 'Christopher Nolan'],
    ['tu me proposes quoi de nolan ?', 'Christopher Nolan'],
  ])('%s: asked with whatever verb, the films are the person’s', async (prompt, director) => {
    const reply = await chat.ask(prompt);
    const lines = listLines(reply);
    expect(lines.length, reply).toBeGreaterThanOrEqual(1);
    for (const line of lines) expect(line).toContain(director);
  });

  it.each([
    [
      'hey, who are you? can you recommend something by tarantino?',
      /program, not a person/,
      /Quentin Tarantino/,
    ],
    ['salut ! tu es qui ? tu me conseilles un film de nolan ?', /un programme/, /Christopher Nolan/],
  ])('%s: the question to the assistant answered, then the request', async (prompt, intro, films) => {
    const reply = await chat.ask(prompt);
    expect(reply).toMatch(intro);
    const lines = listLines(reply);
    expect(lines.length, reply).toBeGreaterThanOrEqual(1);
    for (const line of lines) expect(line).toMatch(films);
  });

  it.each([
    ['filme mit leonardo dicaprio, in denen scorsese regie führte', 'Leonardo DiCaprio', 'Martin Scorsese'],
    ['ein film mit harrison ford, bei dem spielberg regie geführt hat', 'Harrison Ford', 'Steven Spielberg'],
  ])('%s: the name before "regie" directed them', async (prompt, actor, director) => {
    const reply = await chat.ask(prompt);
    const lines = listLines(reply);
    expect(lines.length, reply).toBeGreaterThanOrEqual(1);
    for (const line of lines) expect(line).toContain(actor);
    for (const line of lines) expect(line).toContain(`Regie: ${director}`);
  });
});

describe('a length nobody wants, said with "something"', () => {
  it.each([
    ['niemand will etwas über 90 minuten', 90],
    ['ninguém quer algo com mais de 110 minutos', 110],
    ['nessuno vuole qualcosa con più di 100 minuti', 100],
    ['personne ne veut quelque chose de plus de 95 minutes', 95],
  ])('%s: a longest length, no shortest', (prompt, minutes) => {
    const { query } = parsePrompt(prompt);
    expect(query.runtimeMax).toBe(minutes);
    expect(query.runtimeMin).toBeUndefined();
  });
});

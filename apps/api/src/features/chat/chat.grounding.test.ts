import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { useChatTestApp } from '../../testing/chat-test-app.ts';

/** Invented names, titles and markup: none of it may come back in a reply. */
const INVENTED = ['Zorblax Quinn', 'Fakey McFakerson', 'Quuxley Baz', 'Skyfire Returns 3000', 'Blorptown'];
const MARKUP = [
  '[Tom Hanks](http://evil.example/x)',
  '<b>Brad Pitt</b>',
  '**Nolan**',
  '<script>alert(1)</script>',
  '![x](http://evil.example/i.png)',
];
const KNOWN = ['Tom Hanks', 'nolan', 'Inception', 'Titanic', 'meryl streep', 'the matrix', 'Alien'];
const TEMPLATES = [
  'movies with {}',
  'directed by {}',
  'something like {}',
  'who directed {}?',
  'how long is {}?',
  'who plays the hero in {}?',
  'what has {} been in?',
  'a comedy without {}',
  "i've seen {}, something else",
  'is {} ok for my 8 year old?',
  '{} or Inception?',
  'three thrillers, nothing by {}',
  'pelis con {}',
  'un film avec {}',
  'nothing by {} pls',
  'gimme 2 flicks like {}',
  'who did the voice of {} in toy story',
  'in {}, who plays the hero',
  'a pixar movie with {}',
  'stuff like {} but not so long',
  'is {} ok for my 8 yo',
  'ein film mit {}',
];

/** A small deterministic generator, so a failing prompt can be replayed. */
function* prompts(seed: number, count: number) {
  let state = seed;
  const next = (length: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % length;
  };
  const fillers = [...INVENTED, ...MARKUP, ...KNOWN];
  for (let index = 0; index < count; index++)
    yield TEMPLATES[next(TEMPLATES.length)]!.replace('{}', fillers[next(fillers.length)]!);
}

describe('grounding: replies only link catalog movies and only name catalog people', () => {
  const chat = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string, history: ChatMessage[]) => chat.ask(prompt, { history });
  beforeAll(async () => {
    // Loads the sentence encoder (the intent router reads this message) before the timed properties run.
    await chat.ask('what did i watch last');
  });

  async function expectGrounded(prompt: string, reply: string) {
    const targets = [...reply.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]!);
    for (const target of targets) {
      expect(target, `${prompt}: link target`).toMatch(/^\/movie\/\d+$/);
      const movie = await chat.testApp().context.catalog.getMovie(Number(target.slice('/movie/'.length)));
      expect(movie, `${prompt}: ${target} is a catalog movie`).not.toBeNull();
    }
    expect(reply, prompt).not.toMatch(/<[a-z/!]/i);
    expect(reply, prompt).not.toMatch(/evil\.example|javascript:/);
    for (const invented of INVENTED)
      expect(reply.toLowerCase(), prompt).not.toContain(invented.toLowerCase());
    // Names in bold are catalog people (a director, an actor) or a certification.
    const withoutLinks = reply.replace(/\*\*\[[^\]]*\]\(\/movie\/\d+\)\*\*/g, '');
    for (const [, bold] of withoutLinks.matchAll(/\*\*([^*\n]+)\*\*/g)) {
      if (
        /^(?:G|PG|PG-13|R|NC-17|more|older ones|like|más|más antiguas|parecidas a|rewatch|volver a ver)$/.test(
          bold!,
        )
      )
        continue;
      for (const name of bold!.split(/ and | y /)) {
        const people = await chat.testApp().context.catalog.searchPeople(name.replace(/\\(.)/g, '$1'), 5);
        expect(
          people.map((person) => person.name),
          `${prompt}: ${name} is a catalog person`,
        ).toContain(name.replace(/\\(.)/g, '$1'));
      }
    }
  }

  it('holds over generated one-message prompts', async () => {
    for (const prompt of prompts(7, 80)) await expectGrounded(prompt, await ask(prompt, []));
  });

  it('holds over generated follow-ups to an answer', async () => {
    const followUps = [...prompts(11, 20)];
    for (const [index, prompt] of followUps.entries()) {
      const first = index % 2 ? 'sci-fi movies' : 'movies with Tom Hanks';
      const history: ChatMessage[] = [
        { text: first, isBot: false },
        { text: await ask(first, []), isBot: true },
      ];
      await expectGrounded(prompt, await ask(prompt, history));
      await expectGrounded('the first one', await ask('who directed the first one?', history));
    }
  });
});

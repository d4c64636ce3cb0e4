import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';

const JAWS = 578;
const SHAUN_OF_THE_DEAD = 747;
const NIGHT_OF_THE_LIVING_DEAD = 10331;

describe.each(routeTestEngines())('words read as the language the message is written in, on %s', (engine) => {
  const chat = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const ids = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it('reads a German theme fused with "Filme" as that theme', async () => {
    expect(ids(await chat.ask('ein paar gute zombiefilme'))).toEqual(
      expect.arrayContaining([SHAUN_OF_THE_DEAD, NIGHT_OF_THE_LIVING_DEAD]),
    );
    expect(ids(await chat.ask('kennst du haifilme?'))).toContain(JAWS);
  });

  it('reads the German "war" (was) as no war film, and thanks for a recommendation as thanks', async () => {
    for (const prompt of ['danke, das war echt ein guter tipp', 'vielen dank, war eine tolle empfehlung!']) {
      const reply = await chat.ask(prompt);
      expect(ids(reply), prompt).toEqual([]);
      expect(reply, prompt).toMatch(/Gern geschehen/);
    }
    expect(await chat.ask('ein paar kriegsfilme')).toMatch(/Kriegsfilme/);
  });

  it('reads thanks for a good recommendation as thanks in every language', async () => {
    for (const [prompt, reply] of [
      ['thanks, that was a great pick', /You're welcome/],
      ['gracias, muy buena recomendación', /De nada/],
      ['merci, très bon conseil', /Avec plaisir|De rien/],
      ['grazie, ottima scelta', /Figurati|Prego/],
      ['valeu, boa dica', /De nada/],
    ] as const) {
      const answer = await chat.ask(prompt);
      expect(ids(answer), prompt).toEqual([]);
      expect(answer, prompt).toMatch(reply);
    }
  });
});

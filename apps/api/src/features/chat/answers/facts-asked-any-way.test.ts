import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: a fact of one film asked with its words anywhere in the message', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("reads a story asked after the title ('X, worum geht es da?') as the film's plot", async () => {
    const reply = await ask('Jaws, worum geht es da eigentlich?');
    expect(reply).toMatch(/\[Jaws\]\(\/movie\/578\)/);
    expect(reply).not.toMatch(/^Hier sind/);
  });

  it("reads 'qual é a sinopse de X' as the film's plot, no films like it", async () => {
    const reply = await ask('qual é a sinopse de Memento?');
    expect(reply).toMatch(/sinopse de \*\*\[Memento\]\(\/movie\/77\)/);
  });

  it("reads 'how much time' said in another word order as the runtime ('X, cuánto tiempo?')", async () => {
    const reply = await ask('Heat, ¿cuánto tiempo?');
    expect(reply).toMatch(/\[Heat\]\(\/movie\/949\).*170/);
  });

  it("gives back the article a preposition holds ('nella vita è bella' -> 'la vita è bella')", async () => {
    const reply = await ask('chi recita nella Vita è bella?');
    expect(reply).toMatch(/\[Life Is Beautiful\]\(\/movie\/637\).*Roberto Benigni/);
  });

  it("reads 'again' after a question as the question asked again, no person's name", async () => {
    const reply = await ask("Jaws - who's the director again? can't remember");
    expect(reply).toMatch(/\[Jaws\]\(\/movie\/578\).*Steven Spielberg/);
  });

  it("reads a sentence opened by 'von wem ist' as who made the title after it", async () => {
    const reply = await ask('Von wem ist eigentlich Alien? Ich komm nicht drauf');
    expect(reply).toMatch(/\[Alien\]\(\/movie\/348\).*Ridley Scott/);
  });
});

import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: whether someone is in a film, which of two came first, who plays a part', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("answers 'is X in Y' yes in French, with the part played", async () => {
    expect(await ask('est-ce que Jean Reno joue dans Léon ?')).toMatch(
      /^Oui : \*\*Jean Reno\*\* joue dans \*\*\[Leon: The Professional\]\(\/movie\/101\).*Léon/,
    );
  });

  it("answers 'is X in Y' yes in Italian, the title after a preposition holding its article", async () => {
    expect(await ask("c'è Al Pacino nel Padrino?")).toMatch(
      /^Sì: \*\*Al Pacino\*\*.*\/movie\/238.*Michael Corleone/,
    );
  });

  it("answers 'does X star in Y' yes, a title that is a word too", async () => {
    expect(await ask('does Sigourney Weaver star in Alien?')).toMatch(
      /^Yes: \*\*Sigourney Weaver\*\*.*\/movie\/348/,
    );
  });

  it("answers 'is X in Y' no when the catalog does not credit them, naming who is", async () => {
    const reply = await ask('spielt Tom Hanks in Der weiße Hai mit?');
    expect(reply).toMatch(/^Nein.*\/movie\/578.*Roy Scheider/);
  });

  it('answers which of two films came out first with both films and years', async () => {
    const pt = await ask('qual saiu primeiro, Tubarão ou Alien?');
    expect(pt).toMatch(
      /^\*\*\[Jaws\]\(\/movie\/578\)\*\* \(1975\) saiu primeiro.*\[Alien\]\(\/movie\/348\)\*\* \(1979\)/,
    );
    const de = await ask('Welcher Film ist älter: Inception oder Der Pate?');
    expect(de).toMatch(/^\*\*\[The Godfather\]\(\/movie\/238\)\*\* \(1972\) kam zuerst.*\/movie\/27205/);
  });

  it('reads who plays a character asked in French, German, Italian, Spanish or Portuguese', async () => {
    expect(await ask('qui a incarné Rose dans Titanic ?')).toMatch(/\/movie\/597.*Kate Winslet/);
    expect(await ask('Wer hat Michael Corleone in Der Pate gespielt?')).toMatch(/\/movie\/238.*Al Pacino/);
    expect(await ask('chi ha fatto la parte di Michael Corleone nel Padrino')).toMatch(
      /\/movie\/238.*Al Pacino/,
    );
    expect(await ask('quién hizo el papel de Rose en Titanic')).toMatch(/\/movie\/597.*Kate Winslet/);
    expect(await ask('quem interpretou o Michael Corleone em O Poderoso Chefão?')).toMatch(
      /\/movie\/238.*Al Pacino/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe("POST /api/chat: who wrote a film's music or script, and which of two films runs longer", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('names the composer, in the language asked', async () => {
    const pt = await ask('quem compôs a trilha sonora de Tubarão?');
    expect(pt).toMatch(/\/movie\/578/);
    expect(pt).toMatch(/John Williams/);
    expect(pt).toMatch(/trilha sonora/);
    const en = await ask('who did the score for the dark knight');
    expect(en).toMatch(/\/movie\/155.*Hans Zimmer.*James Newton Howard/);
  });

  it("names the composer before a song's other music credits", async () => {
    const reply = await ask('chi ha fatto la colonna sonora di Titanic?');
    expect(reply).toMatch(/\/movie\/597.*James Horner/);
    expect(reply).not.toMatch(/Will Jennings/);
  });

  it('names the screenwriters, not the author of the book it came from', async () => {
    const es = await ask('quién escribió el guion de Forrest Gump');
    expect(es).toMatch(/\/movie\/13.*Eric Roth/);
    expect(es).not.toMatch(/Winston Groom/);
    expect(await ask('wer hat das Drehbuch zu Alien geschrieben?')).toMatch(/\/movie\/348.*Dan O'Bannon/);
  });

  it('reads the question past an aside and a sentence after it', async () => {
    const de = await ask('wer hat denn eigentlich die Filmmusik zu Inception gemacht? die ist der Wahnsinn');
    expect(de).toMatch(/\/movie\/27205.*Hans Zimmer/);
    expect(await ask('quem foi que escreveu o roteiro de matrix')).toMatch(/\/movie\/603.*Wachowski/);
  });

  it('answers who wrote the music of the film on the page', async () => {
    expect(await ask('who wrote the music?', { movieId: 603 })).toMatch(/\/movie\/603.*Don Davis/);
  });

  it('says which of two films runs longer, with both runtimes', async () => {
    const it_ = await ask('quale dura di più, Il Padrino o Forrest Gump?');
    expect(it_).toMatch(/^\*\*\[The Godfather\]\(\/movie\/238\)\*\* \(1972\) è il più lungo/);
    expect(it_).toMatch(/175 minuti.*142 minuti/);
    const en = await ask('is pulp fiction longer than fight club');
    expect(en).toMatch(
      /^\*\*\[Pulp Fiction\]\(\/movie\/680\)\*\* \(1994\) is the longer one: it runs 154 minutes/,
    );
  });

  it('says which of two films is shorter when that is asked', async () => {
    const reply = await ask('cuál es más corta, Tiburón o Alien?');
    expect(reply).toMatch(/^\*\*\[Alien\]\(\/movie\/348\)\*\* \(1979\) es la más corta: dura 117 minutos/);
    expect(reply).toMatch(/124 minutos.*\/movie\/578/);
  });
});

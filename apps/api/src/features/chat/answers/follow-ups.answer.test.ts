import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { ALIEN } from '@marquee/catalog/testing';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: follow-ups answered from the list before', () => {
  const { ask, testApp, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const after = async (first: string, next: string) => (await askAfter(first, next)).answer;

  it('keeps a bare name typed with no role word as the person when a decade follows', async () => {
    const reply = await after('tom hanks films', 'and from the 90s?');
    const films = moviesShownIn(reply);
    expect(films.length).toBeGreaterThan(0);
    expect(films[0]!.year).toBeGreaterThanOrEqual(1990);
    expect(films[0]!.year).toBeLessThan(2000);
    const lines = reply.split('\n').filter((line) => /^\d+\. /.test(line));
    for (const line of lines) expect(line).toMatch(/Tom Hanks/);
  });

  it('keeps the director a bare surname named when a follow-up asks more or bounds the years', async () => {
    const directed = async (id: number) =>
      (await testApp().context.catalog.getCredits(id))?.crew
        .filter((member) => member.job === 'Director')
        .map((member) => member.name);
    const { before, answer } = await askAfter('kubrick films', 'encore');
    const more = moviesShownIn(answer);
    expect(more.length).toBeGreaterThan(0);
    for (const film of more) {
      expect(before).not.toContain(film.id);
      expect(await directed(film.id)).toContain('Stanley Kubrick');
    }
    const decade = moviesShownIn(await after('nolan films', 'any from the 2000s?'));
    expect(decade.length).toBeGreaterThanOrEqual(2);
    for (const film of decade) {
      expect(film.year).toBeGreaterThanOrEqual(2000);
      expect(film.year).toBeLessThan(2010);
      expect(await directed(film.id)).toContain('Christopher Nolan');
    }
    expect(await after('kubrick films', 'what about spielberg')).toMatch(/Steven Spielberg/);
  });

  it('picks among the list when asked for its extreme without "which", in the language asked', async () => {
    const first = 'science fiction films';
    const listed = moviesShownIn(await ask(first)).map((film) => film.id);
    const picked = await after(first, 'welcher davon ist der kürzeste?');
    expect(picked).toMatch(/^Davon ist .* der kürzeste, mit \d+ Minuten/);
    expect(listed).toContain(moviesShownIn(picked)[0]?.id);
  });

  it('reads "he" in a filmography question as the person the last reply named', async () => {
    const reply = await after('who directed alien?', 'what else has he made?');
    expect(reply).toMatch(/^Ridley Scott directed \d+ films? in our catalog/);
    const films = moviesShownIn(reply).map((film) => film.id);
    expect(films.length).toBeGreaterThan(0);
    expect(films, 'the film asked about is no "else"').not.toContain(ALIEN);
  });

  it('narrows the list just shown when asked for "only the ones" under a length, in every language', async () => {
    const runtime = async (id: number) =>
      (await testApp().context.catalog.getMovieFacts(id))?.movie.runtime ?? Infinity;
    for (const [first, next] of [
      ['science fiction films', 'only those under 2 hours please'],
      ['películas de ciencia ficción', 'solo las de menos de 2 horas'],
      ['des films de science-fiction', 'seulement ceux de moins de 2 heures'],
      ['Science-Fiction-Filme', 'nur die unter 2 Stunden'],
      ['filmes de ficção científica', 'só os de menos de 2 horas'],
      ['film di fantascienza', 'soltanto quelli sotto le 2 ore'],
    ]) {
      const shown = moviesShownIn(await ask(first)).map((film) => film.id);
      const narrowed = moviesShownIn(await after(first, next)).map((film) => film.id);
      expect(narrowed.length, next).toBeGreaterThan(0);
      for (const id of narrowed) {
        expect(shown, next).toContain(id);
        expect(await runtime(id), next).toBeLessThanOrEqual(120);
      }
    }
  });
});

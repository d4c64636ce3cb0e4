import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { askChat, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';
import { readConversation } from '../understanding/conversation.ts';

/**
 * A conversation keeps its people through its changes of course: a decade asked of someone's films bounds their
 * films, 'his' after a fact about a film points at its director, 'older ones' after a person's films keeps the person,
 * and a partner named at the start stays through a kind turned down.
 */
describe('POST /api/chat: the people of a conversation are kept through its changes', () => {
  const { testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  /** Every reply of a conversation of `turns`, each message sent with the ones before it. */
  async function converse(turns: string[]): Promise<string[]> {
    const history: ChatMessage[] = [];
    const replies: string[] = [];
    for (const prompt of turns) {
      const reply = await askChat(testApp(), prompt, { history: [...history] });
      history.push({ text: prompt, isBot: false }, { text: reply, isBot: true });
      replies.push(reply);
    }
    return replies;
  }

  const credits = async (id: number) => testApp().context.catalog.getCredits(id);
  const directorsOf = async (id: number) =>
    ((await credits(id))?.crew ?? [])
      .filter((member) => member.job === 'Director')
      .map((member) => member.name);
  const castOf = async (id: number) => ((await credits(id))?.cast ?? []).map((member) => member.name);

  it("bounds a director's films by the decade a French follow-up asks of 'him'", async () => {
    const [, reply] = await converse([
      'qui a réalisé Pulp Fiction ?',
      "et il a fait quoi d'autre dans les années 2000 ?",
    ]);
    const films = moviesShownIn(reply!);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) {
      expect(film.year).toBeGreaterThanOrEqual(2000);
      expect(film.year).toBeLessThan(2010);
      expect(await directorsOf(film.id)).toContain('Quentin Tarantino');
    }
  });

  it.each([
    ['how long is the dark knight?', 'recommend me another film of his', 155, 'Christopher Nolan'],
    ['¿cuánto dura Titanic?', 'otra película suya', 597, 'James Cameron'],
  ])(
    "reads '%s' then '%s' as the films of the director of the film asked about",
    async (fact, possessive, filmId, director) => {
      const [, reply] = await converse([fact, possessive]);
      const films = moviesListedIn(reply!);
      expect(films.length).toBeGreaterThanOrEqual(1);
      expect(films.map((film) => film.id)).not.toContain(filmId);
      for (const film of films) expect(await directorsOf(film.id)).toContain(director);
    },
  );

  it("keeps the actor whose films were listed when 'older ones' follows", async () => {
    const [listed, older] = await converse(['what has tom hanks been in', 'any older ones?']);
    const films = moviesListedIn(older!);
    expect(films.length).toBeGreaterThanOrEqual(1);
    const shownYears = moviesShownIn(listed!).map((film) => film.year ?? 0);
    for (const film of films) {
      expect(await castOf(film.id)).toContain('Tom Hanks');
      expect(film.year).toBeLessThan(Math.max(...shownYears));
    }
  });

  it('keeps both people and the kind turned down until a pick among them', async () => {
    const [, narrowed, oldest] = await converse([
      'spielberg movies with tom hanks',
      'without the war ones',
      'which is the oldest?',
    ]);
    const films = moviesListedIn(narrowed!);
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const film of films) {
      expect(await directorsOf(film.id)).toContain('Steven Spielberg');
      expect(await castOf(film.id)).toContain('Tom Hanks');
    }
    expect(films.map((film) => film.id)).not.toContain(857);
    const picked = moviesShownIn(oldest!)[0];
    expect(films.map((film) => film.id)).toContain(picked?.id);
  });
});

describe("a possessive in a story told is no one's films asked", () => {
  it.each([
    'the one where the kid gets a puppy for his birthday and it turns out to be a monster',
    'el de la niña que pierde a su perro y lo busca por toda la ciudad suya',
  ])('%s', (story) => {
    const history = [
      { text: 'who directed jaws', isBot: false },
      { text: '**[Jaws](/movie/578)** (1975) was directed by **Steven Spielberg**.', isBot: true },
    ];
    const turn = readConversation(history, story);
    expect(turn.kind === 'question' && turn.question.kind).not.toBe('filmography');
    expect(turn.kind === 'request' ? turn.query.person : undefined).toBeUndefined();
  });
});

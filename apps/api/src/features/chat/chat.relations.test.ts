import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { JAWS, TITANIC } from '@marquee/catalog/testing';
import { moviesShownIn } from './chat.markdown.ts';

const THE_DARK_KNIGHT_RISES = 49026;
const TOY_STORY_3 = 10193;

describe.each(routeTestEngines())(
  'follow-ups about the one film the last answer was about, on %s',
  (engine) => {
    const chat = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    /** Asks `first`, then `then` with the first exchange as history; the second reply. */
    const after = async (first: string, then: string) => {
      const reply = await chat.ask(first);
      const history: ChatMessage[] = [
        { text: first, isBot: false },
        { text: reply, isBot: true },
      ];
      return chat.ask(then, { history });
    };
    const ids = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

    it('answers the same fact about the sequel, in the language of the conversation', async () => {
      const runtime = await after('how long is the dark knight', 'what about the sequel?');
      expect(ids(runtime)).toEqual([THE_DARK_KNIGHT_RISES]);
      expect(runtime).toMatch(/\d+ min/);
      const spanish = await after('¿quién dirigió toy story?', '¿y la secuela?');
      expect(ids(spanish)).toEqual([TOY_STORY_3]);
      expect(spanish).toMatch(/Lee Unkrich/);
    });

    it('says so when the catalog holds no sequel', async () => {
      const reply = await after('when did casablanca come out', 'and the sequel?');
      expect(reply).toMatch(/no sequel to \*\*\[Casablanca\]/);
    });

    it("lists the lead actor's other films, without the film itself", async () => {
      const reply = await after('who plays in titanic', 'what else was the main actor in');
      expect(reply).toMatch(/Leonardo DiCaprio/);
      expect(ids(reply)).not.toContain(TITANIC);
      const german = await after(
        'wer spielt in inception mit',
        'in welchen filmen war der hauptdarsteller noch?',
      );
      expect(german).toMatch(/Leonardo DiCaprio/);
    });

    it('recommends films like the one just answered about, and like a whole list when no film is open', async () => {
      const similar = await after('how long is jaws', 'ok, anything similar?');
      expect(ids(similar).length).toBeGreaterThanOrEqual(4);
      expect(similar).toMatch(/If you liked \*\*\[Jaws\]/);
      const westerns = await chat.ask('some westerns');
      const shown = ids(westerns);
      const more = await chat.ask('more like that', {
        history: [
          { text: 'some westerns', isBot: false },
          { text: westerns, isBot: true },
        ],
      });
      const listed = ids(more).filter((id) => !shown.includes(id));
      expect(listed.length).toBeGreaterThanOrEqual(3);
    });

    it("reads 'who's in it' as the cast of the film just answered about", async () => {
      const reply = await after('who directed jaws', "ok and who's in it");
      expect(ids(reply)).toEqual([JAWS]);
      expect(reply).toMatch(/Roy Scheider/);
    });
  },
);

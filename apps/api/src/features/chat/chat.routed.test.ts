import { beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { askChat, postingAs } from '../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import { moviesShownIn } from './chat.markdown.ts';
import { INCEPTION, INTERSTELLAR, JAWS, MEMENTO, THE_DARK_KNIGHT } from '@marquee/catalog/testing';

const today = new Date();
const isoDaysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
const monthName = (isoDate: string) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(new Date(isoDate));

describe.each(routeTestEngines())(
  'what the intent router settles before the slot grammar, on %s',
  (engine) => {
    // More questions than the default chat rate limit allows one user.
    const suite = useTestAppWithUsers(engine, { diarist: {} }, { RATE_LIMIT_MAX: '10000' });
    const ask = (prompt: string, cookie?: string) => askChat(suite.testApp, prompt, { cookie });
    const ids = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);
    const lastWatchedOn = isoDaysAgo(2);

    beforeAll(async () => {
      const post = postingAs(suite.testApp, suite.diarist.headers);
      await post('/api/diary', { tmdb_id: INCEPTION, watched_on: isoDaysAgo(40), rating: 9 });
      await post('/api/diary', { tmdb_id: THE_DARK_KNIGHT, watched_on: isoDaysAgo(20), rating: 10 });
      await post('/api/diary', { tmdb_id: JAWS, watched_on: lastWatchedOn, rating: 6 });
      await post('/api/likes', { tmdb_id: INTERSTELLAR });
    });

    it('reads a title with "i" and a loving word in it as the film to be like, not a question about their films', async () => {
      const reply = await ask('movies like 10 things i hate about you', suite.diarist.cookie);
      expect(ids(reply).length).toBeGreaterThanOrEqual(3);
      expect(reply).not.toMatch(/your diary|you rated/i);
    });

    it('answers what the user watched last from their diary, newest first, with dates and ratings', async () => {
      const reply = await ask('what were the last movies i watched?', suite.diarist.cookie);
      expect(ids(reply).slice(0, 3)).toEqual([JAWS, THE_DARK_KNIGHT, INCEPTION]);
      expect(reply).toMatch(/you rated it 6\/10/);
      // The first message of a process embeds the router's examples (about 300 sentences): slow on a busy machine.
    }, 120_000);

    it('answers the one newest film when a single last film is asked for, in any language', async () => {
      for (const prompt of [
        'remind me, the last film i saw was what?',
        'which was the most recent movie i logged, again?',
        'dime la última peli que vi',
        "rappelle-moi le dernier film que j'ai regardé",
        'welches war nochmal der letzte Film, den ich geschaut habe?',
        'me lembra o último filme que eu assisti',
        "dimmi l'ultimo film che ho guardato",
      ]) {
        const reply = await ask(prompt, suite.diarist.cookie);
        expect(ids(reply), prompt).toEqual([JAWS]);
      }
    });

    it('lists a month of the diary and counts a year', async () => {
      const month = monthName(lastWatchedOn);
      const inMonth = await ask(`what did i watch in ${month}`, suite.diarist.cookie);
      expect(ids(inMonth)).toContain(JAWS);
      const year = lastWatchedOn.slice(0, 4);
      const count = await ask(`how many films did i watch in ${year}?`, suite.diarist.cookie);
      const expected = [isoDaysAgo(40), isoDaysAgo(20), lastWatchedOn].filter((date) =>
        date.startsWith(year),
      );
      expect(count).toContain(
        `You logged ${expected.length} film${expected.length === 1 ? '' : 's'} in ${year}.`,
      );
    });

    it('recommends more like the films the user loved, never one they have seen', async () => {
      const reply = await ask('more like the ones i loved please', suite.diarist.cookie);
      const shown = ids(reply);
      expect(shown.length).toBeGreaterThanOrEqual(3);
      // The intro names the seeds; the list never repeats a film they logged or liked.
      const listed = reply
        .split('\n')
        .filter((line) => /^\d+\. /.test(line))
        .flatMap((line) => ids(line).slice(0, 1));
      for (const seen of [INCEPTION, THE_DARK_KNIGHT, JAWS, INTERSTELLAR]) expect(listed).not.toContain(seen);
    });

    it('lists a month of the diary asked in other languages, however watching is said', async () => {
      const month = (language: string) =>
        new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(lastWatchedOn));
      for (const prompt of [
        `qu'est-ce que j'ai regardé en ${month('fr')} ?`,
        `¿qué películas miré en ${month('es')}?`,
        `was hab ich im ${month('de')} geguckt`,
        `che film ho guardato a ${month('it')}?`,
      ])
        expect(ids(await ask(prompt, suite.diarist.cookie)), prompt).toContain(JAWS);
    });

    it('answers questions about their own films in their language, whatever the router makes of them', async () => {
      const highest = await ask("c'est quoi le film que j'ai le mieux noté ?", suite.diarist.cookie);
      expect(ids(highest)[0]).toBe(THE_DARK_KNIGHT);
      expect(highest).toMatch(/mieux notés/);
      const last = await ask('¿cuál fue la última peli que vi?', suite.diarist.cookie);
      expect(ids(last)[0]).toBe(JAWS);
      const lastTwo = await ask('my last 2 watches?', suite.diarist.cookie);
      expect(ids(lastTwo)).toEqual([JAWS, THE_DARK_KNIGHT]);
      // The score said is the one asked for, however it is said, not their rated films best first.
      for (const prompt of [
        'which films did i give a 10?',
        'which films did i give a rating of 10',
        'quais filmes eu dei nota 10?',
        'a que pelis les puse un 10',
        'welche filme habe ich mit 10 bewertet',
        "montre-moi les films où j'ai mis 10/10",
        'quels films ai-je notés 10 ?',
        'i film a cui ho messo 10 quali sono?',
        'las pelis a las que he puesto un 10/10',
      ])
        expect(ids(await ask(prompt, suite.diarist.cookie)), prompt).toEqual([THE_DARK_KNIGHT]);
      const seen = await ask('did i ever see jaws? cant remember', suite.diarist.cookie);
      expect(seen).toMatch(/^Yes/);
      expect(ids(seen)).toEqual([JAWS]);
      const least = await ask("c'est quoi le film que j'ai le moins aimé ?", suite.diarist.cookie);
      expect(ids(least)[0]).toBe(JAWS);
      const rated = await ask('what did i give jaws', suite.diarist.cookie);
      expect(rated).toMatch(/6 out of 10/);
      const liked = await ask('quantos filmes eu curti até agora?', suite.diarist.cookie);
      expect(liked).toMatch(/curtiu 3 filmes/);
      const nolan = await ask('have i watched any nolan films', suite.diarist.cookie);
      // A film they liked counts as seen.
      expect(ids(nolan).sort()).toEqual([INCEPTION, THE_DARK_KNIGHT, INTERSTELLAR].sort());
    });

    it('lists only the last few days of the diary, in any language', async () => {
      for (const prompt of [
        'what did i watch the past few days?',
        'que he visto estos ultimos dias',
        'was habe ich in den letzten tagen angeschaut',
      ]) {
        const recent = ids(await ask(prompt, suite.diarist.cookie));
        expect(recent, prompt).toContain(JAWS);
        expect(recent, prompt).not.toContain(THE_DARK_KNIGHT);
      }
    });

    it('answers which of the films just listed they rated highest, among those only', async () => {
      const recent = await ask('what did i watch the past few days?', suite.diarist.cookie);
      expect(ids(recent)).toEqual([JAWS]);
      const history = [
        { text: 'what did i watch the past few days?', isBot: false },
        { text: recent, isBot: true },
      ];
      const best = await askChat(suite.testApp, 'which of those did i rate highest', {
        cookie: suite.diarist.cookie,
        history,
      });
      expect(ids(best)).toEqual([JAWS]);
    });

    it('recommends films like their best rated, not the best rated themselves', async () => {
      const reply = await ask('anything similar to my highest rated ones?', suite.diarist.cookie);
      const listed = reply
        .split('\n')
        .filter((line) => /^\d+\. /.test(line))
        .flatMap((line) => ids(line).slice(0, 1));
      expect(listed.length).toBeGreaterThanOrEqual(3);
      for (const seen of [INCEPTION, THE_DARK_KNIGHT, JAWS]) expect(listed).not.toContain(seen);
    });

    it('asks a visitor to sign in for their diary', async () => {
      expect(await ask('what did i watch last?')).toMatch(/Sign in/);
    });

    it('identifies a film told by its story, with alternatives', async () => {
      const reply = await ask('the movie where a guy cant make new memories and tattoos notes on his body');
      expect(ids(reply)[0]).toBe(MEMENTO);
      expect(ids(reply).length).toBeGreaterThanOrEqual(2);
    });

    it('declines what is not about films, without listing any', async () => {
      for (const prompt of ['what is the weather today', 'write me a poem about my cat']) {
        const reply = await ask(prompt);
        expect(ids(reply)).toEqual([]);
        expect(reply).toMatch(/only help with movies/);
      }
    });
  },
);

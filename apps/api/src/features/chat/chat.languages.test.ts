import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';
import { INCEPTION } from '@marquee/catalog/testing';

/** Sentences of the English wording that must never appear in a reply written in another language. */
const ENGLISH_FILLER =
  /\b(here are|you might enjoy|directed by|was directed|our catalog|want different ones)\b/i;

interface LanguageCase {
  language: string;
  request: string;
  /** The reply's opening sentence, exactly as that language's wording writes it. */
  intro: string;
  /** Words of the list items and the tip, in that language. */
  also: RegExp;
  fact: string;
  director: string;
}

const CASES: LanguageCase[] = [
  {
    language: 'French',
    request: 'des comédies des années 90',
    intro: 'Voici quelques comédies des années 90 qui pourraient vous plaire :',
    also: /comédie.*noté \d,\d\/10[\s\S]*Envie d'autre chose \?/,
    fact: 'qui a réalisé Inception ?',
    director: '**[Inception](/movie/27205)** (2010) est un film réalisé par **Christopher Nolan**.',
  },
  {
    language: 'German',
    request: 'ein paar Thriller',
    intro: 'Hier sind ein paar Thriller, die dir gefallen könnten:',
    also: /Thriller.*Bewertung \d,\d\/10[\s\S]*Lieber etwas anderes\?/,
    fact: 'wer hat Inception gedreht',
    director: 'Bei **[Inception](/movie/27205)** (2010) führte **Christopher Nolan** die Regie.',
  },
  {
    language: 'Portuguese',
    request: 'filmes de terror',
    intro: 'Aqui estão algumas opções de filmes de terror que você pode curtir:',
    also: /terror.*nota \d,\d\/10[\s\S]*Quer outras opções\?/,
    fact: 'quem dirigiu Inception',
    director: '**[Inception](/movie/27205)** (2010) é um filme dirigido por **Christopher Nolan**.',
  },
  {
    language: 'Italian',
    request: "film d'animazione per bambini",
    intro: "Ecco una selezione di film d'animazione per bambini che potrebbero piacerti:",
    also: /animazione.*voto \d,\d\/10[\s\S]*Vuoi qualcos'altro\?/,
    fact: 'chi ha diretto Inception',
    director: '**[Inception](/movie/27205)** (2010) è stato diretto da **Christopher Nolan**.',
  },
];

describe.each(routeTestEngines())('POST /api/chat answers in the language asked on %s', (engine) => {
  // Every language's request and fact from one client: more than the default rate limit allows.
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it.each(CASES)('$language: a request gets its list introduced in $language', async (language) => {
    const reply = await ask(language.request);
    expect(reply.split('\n')[0]).toBe(language.intro);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
    expect(reply).toMatch(language.also);
    expect(reply).not.toMatch(ENGLISH_FILLER);
  });

  it.each(CASES)('$language: a fact question is answered in $language', async (language) => {
    const reply = await ask(language.fact);
    expect(reply).toBe(language.director);
    expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual([INCEPTION]);
  });

  it("a follow-up in the same language ('d'autres') goes on in it", async () => {
    const first = await ask('des comédies des années 90');
    const reply = await ask("d'autres", {
      history: [
        { text: 'des comédies des années 90', isBot: false },
        { text: first, isBot: true },
      ],
    });
    expect(reply.split('\n')[0]).toBe("Voici d'autres comédies des années 90 qui pourraient vous plaire :");
  });

  it('a message that does not tell its language is answered in the one the site is read in', async () => {
    const english = await ask('Christopher Nolan');
    const french = await ask('Christopher Nolan', { cookie: 'marquee-language=fr' });
    expect(english).toMatch(/^Here are movies directed by Christopher Nolan/);
    expect(french).toMatch(/^Voici des films réalisés par Christopher Nolan/);
    expect(moviesShownIn(french)).toEqual(moviesShownIn(english));
    // The message's own language still wins over the site's.
    const asked = await ask(CASES[0]!.request, { cookie: 'marquee-language=de' });
    expect(asked.split('\n')[0]).toBe(CASES[0]!.intro);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@marquee/contracts';
import { activateLocale, defineMessages, loadCatalog, translate, type Message } from './i18n.ts';
import { apiErrorText, apiText, genreLabel } from './known-text.ts';
import { formatRuntime } from './format.ts';
import { formatCalendarDate } from '../calendar-date.ts';

/** Every English message the app declares: the exports of every `messages.ts` and `*.messages.ts` module. */
const messageModules = import.meta.glob<Record<string, Record<string, Message>>>(
  ['../../**/messages.ts', '../../**/*.messages.ts'],
  { eager: true },
);
const english = new Map<string, Message>();
for (const exports of Object.values(messageModules))
  for (const group of Object.values(exports))
    for (const message of Object.values(group)) english.set(message.id, message);

/**
 * A message's compiled form: the build compiles `defineMessages` literals; the API's messages (built from a list)
 * are texts as the API writes them, so an apostrophe is literal there, never ICU's quote.
 */
const compiledEnglish = ({ message }: Message): unknown =>
  typeof message === 'string' ? compileMessage(message.replaceAll("'", "''")) : message;

/** The placeholder names of a compiled message (Lingui's tokens: a string, or [name, type?, choices?]). */
function placeholders(compiled: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(compiled))
    for (const token of compiled) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [string, string?, unknown?];
      into.add(name);
      if (choices && typeof choices === 'object')
        for (const [key, choice] of Object.entries(choices)) if (key !== 'offset') placeholders(choice, into);
    }
  return into;
}

describe('catalogs', () => {
  afterEach(() => activateLocale('en'));

  it('declares English messages with unique ids', () => {
    expect(english.size).toBeGreaterThan(50);
    const ids = Object.values(messageModules).flatMap((exports) =>
      Object.values(exports).flatMap((group) => Object.values(group).map((message) => message.id)),
    );
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  // Every language the interface offers speaks on every screen (issue #42): no page falls back to English.
  for (const { code } of LOCALES.filter((locale) => locale.code !== 'en')) {
    it(`${code} has every English key, no other, with the same placeholders`, async () => {
      const catalog = await loadCatalog(code);
      const missing = [...english.keys()].filter((id) => !(id in catalog));
      const unknown = Object.keys(catalog).filter((id) => !english.has(id));
      expect(missing, `keys missing from ${code}.json`).toEqual([]);
      expect(unknown, `keys in ${code}.json that no message declares`).toEqual([]);
      const mismatched = [...english.values()]
        .filter(({ id }) => {
          if (!(id in catalog)) return false;
          const ours = [...placeholders(compiledEnglish(english.get(id)!))].sort().join();
          return ours !== [...placeholders(catalog[id])].sort().join();
        })
        .map(({ id }) => id);
      expect(mismatched, `messages whose placeholders differ in ${code}.json`).toEqual([]);
    });
  }

  it('shows the English message where a catalog has no text for it, and plurals by the language', async () => {
    // Compiled by the build only in messages.ts files: here, Lingui's development compiler reads them.
    const test = defineMessages('test', {
      untranslated: 'Only in English',
      pageOf: 'Page {page} of {pages}',
    });
    await activateLocale('es');
    expect(translate(test.untranslated)).toBe('Only in English');
    expect(translate({ id: 'common.pageOf', message: '' }, { page: 2, pages: 9 })).toBe('Página 2 de 9');
  });

  it('shows the API’s English messages and the genre names in Spanish, and a message no catalog knows as it came', async () => {
    await activateLocale('es');
    expect(apiText('Movie not found')).toBe('Película no encontrada');
    expect(apiErrorText(new Error('You cannot invite yourself'), 'x')).toBe('No puedes invitarte a ti mismo');
    expect(apiText('A message no catalog knows')).toBe('A message no catalog knows');
    expect(genreLabel({ id: 878, name: 'Science Fiction' })).toBe('Ciencia ficción');
    expect(genreLabel({ id: 1, name: 'Something New' })).toBe('Something New');
    await activateLocale('en');
    expect(apiText('Movie not found')).toBe('Movie not found');
    expect(genreLabel({ id: 878, name: 'Science Fiction' })).toBe('Science Fiction');
  });

  it('shows the API’s messages with variable parts in the interface’s language, and in English as the API wrote them', async () => {
    const invalidRating = "Invalid body field 'rating': must be between 1 and 10";
    const badStars = 'ratings.csv, line 4: Rating "7" is not 0.5 to 5 stars';
    await activateLocale('es');
    expect(apiText('No one on Marquee has the handle ana_b')).toBe(
      'Nadie en Marquee tiene el nombre de usuario ana_b',
    );
    expect(apiText(invalidRating)).toBe('El campo «rating» no es válido: debe estar entre 1 y 10');
    // What a part stands for must be known too, else the whole message shows as it came.
    const unknownProblem = "Invalid body field 'rating': is somehow wrong";
    expect(apiText(unknownProblem)).toBe(unknownProblem);
    await activateLocale('de');
    expect(apiText(badStars)).toBe('ratings.csv, Zeile 4: Rating „7“ liegt nicht zwischen 0,5 und 5 Sternen');
    await activateLocale('fr');
    expect(apiText('Too many requests, please try again in 1 seconds.')).toBe(
      'Trop de requêtes, veuillez réessayer dans 1 seconde.',
    );
    expect(apiText('Too many requests, please try again in 30 seconds.')).toBe(
      'Trop de requêtes, veuillez réessayer dans 30 secondes.',
    );
    expect(apiText('Added to 1 of the 3 watchlists; the others already had it')).toBe(
      'Ajouté à 1 liste à voir sur 3 ; les autres l’avaient déjà',
    );
    await activateLocale('en');
    expect(apiText(invalidRating)).toBe(invalidRating);
    expect(apiText(badStars)).toBe(badStars);
  });

  it('speaks French in French formats, and English for a message no catalog has', async () => {
    await activateLocale('fr');
    expect(translate({ id: 'common.pageOf', message: '' }, { page: 2, pages: 9 })).toBe('Page 2 sur 9');
    expect(translate({ id: 'pages.likedCount', message: '' }, { count: 1 })).toBe('Vous aimez 1 film');
    expect(genreLabel({ id: 878, name: 'Science Fiction' })).toBe('Science-fiction');
    expect(formatCalendarDate('2014-11-05')).toBe('5 novembre 2014');
    expect(formatRuntime(169)).toBe('2h 49min');
    const test = defineMessages('test', { untranslated: 'Only in English' });
    expect(translate(test.untranslated)).toBe('Only in English');
  });

  // German, Italian and Portuguese (Brazil's), with their own plurals.
  for (const [code, pageOf, likedOne, likedMany, scienceFiction] of [
    ['de', 'Seite 2 von 9', '1 Film gefällt dir', '3 Filme gefallen dir', 'Science-Fiction'],
    ['it', 'Pagina 2 di 9', 'Ti piace 1 film', 'Ti piacciono 3 film', 'Fantascienza'],
    ['pt', 'Página 2 de 9', 'Você curtiu 1 filme', 'Você curtiu 3 filmes', 'Ficção científica'],
  ] as const)
    it(`speaks ${code} with its plurals, and English for a message no catalog has`, async () => {
      await activateLocale(code);
      expect(translate({ id: 'common.pageOf', message: '' }, { page: 2, pages: 9 })).toBe(pageOf);
      expect(translate({ id: 'pages.likedCount', message: '' }, { count: 1 })).toBe(likedOne);
      expect(translate({ id: 'pages.likedCount', message: '' }, { count: 3 })).toBe(likedMany);
      expect(genreLabel({ id: 878, name: 'Science Fiction' })).toBe(scienceFiction);
      expect(translate(defineMessages('test', { untranslated: 'Only in English' }).untranslated)).toBe(
        'Only in English',
      );
    });
});

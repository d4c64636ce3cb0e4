import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openInApp } from './support/in-app.ts';
import { browserSuite, signInContext, useBrowserServer, VIEWPORTS } from './support/index.ts';

const INTERSTELLAR = 157336;

/**
 * A browser whose language is Spanish from Spain (or `locale`), as Chromium started with `--lang=es-ES` is: its
 * `Accept-Language` and `navigator.languages` say so. Like openPage, each full load waits for the app to take
 * over the page the server drew.
 */
async function openSpanishPage(
  browser: Browser,
  baseUrl: string,
  width: number = VIEWPORTS.desktop.width,
  locale = 'es-ES',
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale,
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Loads `path` (or reloads the page) and waits until the app has taken over; returns the HTML the server sent. */
async function load(page: Page, path: string, how: 'goto' | 'reload' = 'goto'): Promise<string> {
  const response = await (how === 'goto' ? page.goto(path) : page.reload());
  const drawn = await response!.text();
  await page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'), undefined, {
    timeout: 15_000,
  });
  return drawn;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const mainNavigation = (page: Page) => page.locator('header nav').first();

/** Nothing on the page passes the right edge of the viewport, and the page does not scroll sideways. */
async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Rows that scroll sideways (and loading rows) clip what passes their edge: only what shows counts.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const wider = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !clipped(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wider: wider.slice(0, 5) };
  });
  expect(overflow.wider).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
}

browserSuite('the interface in the visitor’s language', () => {
  const suite = useBrowserServer();

  it('speaks Spanish to a browser set to es-ES: the page’s language, the navigation and the search box', async () => {
    const { context, page, pageErrors } = await openSpanishPage(suite.browser, suite.server.baseUrl);
    try {
      // As the server sent it, before any script: already Spanish, so nothing flashes English first. One load: the
      // page the server drew, then what the app made of it.
      const drawn = await load(page, '/');
      expect(drawn).toContain('<html lang="es"');
      expect(drawn).toContain('Saltar al contenido');
      expect(await htmlLang(page)).toBe('es');
      const nav = mainNavigation(page);
      await expect.poll(() => nav.getByRole('link', { name: 'Inicio', exact: true }).count()).toBe(1);
      expect(await nav.getByRole('button', { name: 'Categorías' }).count()).toBe(1);
      expect(await nav.getByRole('link', { name: 'Listas', exact: true }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'En cartelera' }).count()).toBe(1);

      await nav.getByRole('button', { name: 'Buscar películas' }).click();
      const search = page.getByRole('combobox', { name: 'Buscar películas' });
      expect(await search.getAttribute('placeholder')).toBe('Busca una película...');
      expect(pageErrors.map((error) => error.slice(0, 300))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('writes a movie’s runtime and release date the Spanish way', async () => {
    const { context, page } = await openSpanishPage(suite.browser, suite.server.baseUrl);
    try {
      const movie = (await (await context.request.get(`/api/tmdb/movie/${INTERSTELLAR}`)).json()) as {
        runtime: number;
        release_date: string;
      };
      const hours = Math.floor(movie.runtime / 60);
      const [year, month, day] = movie.release_date.split('-').map(Number) as [number, number, number];
      const monthName = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, month - 1, day)),
      );

      await load(page, `/movie/${INTERSTELLAR}`);
      const facts = page.getByRole('list', { name: 'Datos' });
      await expect.poll(() => facts.textContent()).toContain(`${hours}h ${movie.runtime % 60}min`);
      expect(await facts.textContent()).toContain(`${day} de ${monthName} de ${year}`);
      expect(await page.getByRole('heading', { name: 'Reparto' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('switches to English from the footer without a reload, and keeps it after one', async () => {
    const { context, page, pageErrors } = await openSpanishPage(suite.browser, suite.server.baseUrl);
    try {
      await load(page, '/');
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

      await expect.poll(() => htmlLang(page)).toBe('en');
      const nav = mainNavigation(page);
      await expect.poll(() => nav.getByRole('link', { name: 'Home', exact: true }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Now Playing' }).count()).toBe(1);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

      await load(page, '/', 'reload');
      expect(await htmlLang(page)).toBe('en');
      await expect.poll(() => nav.getByRole('link', { name: 'Home', exact: true }).count()).toBe(1);
      expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
      expect(pageErrors.map((error) => error.slice(0, 300))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('follows a signed-in user’s own setting over the browser’s language', async () => {
    const { context, page } = await openSpanishPage(suite.browser, suite.server.baseUrl);
    try {
      await signInContext(suite.server, context, 'Inés');
      const saved = await context.request.put('/api/account/language', {
        headers: { origin: suite.server.baseUrl },
        data: { language: 'en' },
      });
      expect(saved.status()).toBe(200);

      await load(page, '/');
      await expect.poll(() => htmlLang(page)).toBe('en');
      await expect
        .poll(() => mainNavigation(page).getByRole('link', { name: 'Home', exact: true }).count())
        .toBe(1);
      // The next page the server draws is in the account's language at once (the cookie now carries it).
      expect(await (await context.request.get('/')).text()).toContain('<html lang="en"');
    } finally {
      await context.close();
    }
  });

  it('keeps the language chosen in Settings on the account, for the next page and the next device', async () => {
    const { context, page } = await openSpanishPage(suite.browser, suite.server.baseUrl);
    try {
      await signInContext(suite.server, context, 'Ana');
      await load(page, '/settings');
      // Settings' own control, in its Language section (the footer has one too).
      const setting = page.getByRole('region', { name: 'Idioma' }).getByRole('combobox');
      const savedAnswer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/account/language') && response.request().method() === 'PUT',
      );
      await setting.selectOption('en');
      expect((await savedAnswer).status()).toBe(200);
      await expect.poll(() => htmlLang(page)).toBe('en');
      await expect.poll(() => page.getByText('Language saved.').count(), { timeout: 15_000 }).toBe(1);
      const saved = await context.request.get('/api/account/language');
      expect(((await saved.json()) as { data: { language: string } }).data.language).toBe('en');

      // Another device of the same user, in a Spanish browser that never chose anything.
      const other = await openSpanishPage(suite.browser, suite.server.baseUrl);
      try {
        await other.context.addCookies(
          (await context.cookies()).filter((cookie) => cookie.name !== 'marquee-language'),
        );
        await load(other.page, '/');
        await expect.poll(() => htmlLang(other.page)).toBe('en');
      } finally {
        await other.context.close();
      }
    } finally {
      await context.close();
    }
  });

  for (const path of ['/', `/movie/${INTERSTELLAR}`])
    it(`lays out the Spanish ${path === '/' ? 'home' : 'movie'} page within a 390 px phone`, async () => {
      const { context, page } = await openSpanishPage(suite.browser, suite.server.baseUrl, 390);
      try {
        await load(page, path);
        expect(await htmlLang(page)).toBe('es');
        await expectNoOverflow(page);
      } finally {
        await context.close();
      }
    });

  it('shows a signed-in Spanish visitor the diary, stats and watch tonight pages in Spanish, dates the Spanish way, within a 390 px phone', async () => {
    const { context, page, pageErrors } = await openSpanishPage(suite.browser, suite.server.baseUrl);
    try {
      await signInContext(suite.server, context, 'Lucía');
      for (const [tmdbId, watchedOn, rating] of [
        [INTERSTELLAR, '2025-03-05', 9],
        [680, '2025-03-21', undefined],
      ] as const) {
        const logged = await context.request.post('/api/diary', {
          headers: { origin: suite.server.baseUrl },
          data: { tmdb_id: tmdbId, watched_on: watchedOn, rating },
        });
        expect(logged.status()).toBe(201);
      }

      await load(page, '/diary');
      expect(await htmlLang(page)).toBe('es');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Diario' }).count()).toBe(1);
      await expect.poll(() => page.getByText('2 visionados anotados').count()).toBe(1);
      // The month's heading and each entry's day as Spanish writes them: "marzo de 2025", "5 de marzo de 2025".
      expect(await page.getByRole('heading', { level: 2, name: 'marzo de 2025' }).count()).toBe(1);
      expect(await page.getByRole('article', { name: /, vista el 5 de marzo de 2025$/ }).count()).toBe(1);
      expect(await page.getByRole('button', { name: /^Editar .* del 21 de marzo de 2025$/ }).count()).toBe(1);

      await load(page, '/stats');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Tus estadísticas' }).count())
        .toBe(1);
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: 'Tu 2025 en resumen' }).count())
        .toBe(1);
      expect(await page.getByRole('heading', { level: 2, name: 'Desde siempre' }).count()).toBe(1);
      // The first film's day, without the year, the Spanish way.
      expect(await page.getByText('5 de marzo', { exact: true }).count()).toBe(1);

      await load(page, '/tonight');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Ver esta noche' }).count())
        .toBe(1);
      // The planner shows once the watch partners are in.
      await expect.poll(() => page.getByRole('button', { name: 'Buscar sugerencias' }).count()).toBe(1);
      expect(await page.getByRole('combobox', { name: 'Estado de ánimo o género' }).count()).toBe(1);
      expect(await page.getByRole('option', { name: 'Ciencia ficción' }).count()).toBe(1);
      expect(await page.title()).toContain('Ver esta noche');

      // Spanish runs longer than English: the three pages still fit a 390 px phone.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const [path, settled] of [
        ['/diary', page.getByText('2 visionados anotados')],
        ['/stats', page.getByRole('heading', { level: 2, name: 'Tu 2025 en resumen' })],
        ['/tonight', page.getByRole('button', { name: 'Buscar sugerencias' })],
      ] as const) {
        await load(page, path);
        await expect.poll(() => settled.count()).toBe(1);
        await expectNoOverflow(page);
      }
      expect(pageErrors.map((error) => error.slice(0, 300))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a signed-in German reader the diary, stats and watch tonight pages in German, within a 390 px phone', async () => {
    // German's long words are the hardest fit; French, Italian and Portuguese have every message too (catalogs.test.ts).
    const { context, page, pageErrors } = await openSpanishPage(
      suite.browser,
      suite.server.baseUrl,
      390,
      'de-DE',
    );
    try {
      await signInContext(suite.server, context, 'Jürgen');
      const logged = await context.request.post('/api/diary', {
        headers: { origin: suite.server.baseUrl },
        data: { tmdb_id: INTERSTELLAR, watched_on: '2025-03-05', rating: 9 },
      });
      expect(logged.status()).toBe(201);
      for (const [path, settled] of [
        ['/diary', page.getByText('1 Sichtung eingetragen')],
        ['/stats', page.getByRole('heading', { level: 1, name: 'Deine Statistiken' })],
        ['/tonight', page.getByRole('button', { name: 'Vorschläge finden' })],
      ] as const) {
        await load(page, path);
        await expect.poll(() => settled.count(), { message: path }).toBe(1);
        expect(await htmlLang(page)).toBe('de');
        await expectNoOverflow(page);
      }
      expect(await page.getByRole('combobox', { name: 'Stimmung oder Genre' }).count()).toBe(1);
      expect(pageErrors.map((error) => error.slice(0, 300))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('speaks French to a browser set to fr-FR on the common screens, dates the French way', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      locale: 'fr-FR',
      viewport: { width: VIEWPORTS.desktop.width, height: 900 },
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      const drawn = await load(page, '/');
      expect(drawn).toContain('<html lang="fr"');
      expect(drawn).toContain('Aller au contenu');
      const nav = mainNavigation(page);
      await expect.poll(() => nav.getByRole('link', { name: 'Accueil', exact: true }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'À l’affiche' }).count()).toBe(1);

      const movie = (await (await context.request.get(`/api/tmdb/movie/${INTERSTELLAR}`)).json()) as {
        release_date: string;
      };
      const released = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${movie.release_date}T00:00:00Z`),
      );
      // Reached from the home page in the app, as its links do (a full load of the movie page costs Chromium three
      // times as much).
      await openInApp(page, `/movie/${INTERSTELLAR}`);
      const facts = page.getByRole('list', { name: 'Infos' });
      await expect.poll(() => facts.textContent()).toContain(released);
      expect(await page.getByRole('heading', { name: 'Distribution' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  // The server's page alone, no browser: German, Italian and Portuguese are there before any script runs.
  for (const [acceptLanguage, lang, words] of [
    ['de-DE,de;q=0.9,en;q=0.8', 'de', ['Zum Inhalt springen', 'Startseite', 'Kategorien', 'Jetzt im Kino']],
    ['it-IT,it;q=0.9,en;q=0.8', 'it', ['Vai al contenuto', 'Categorie', 'Al cinema']],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt', ['Pular para o conteúdo', 'Início', 'Categorias', 'Em cartaz']],
  ] as const)
    it(`draws the home page in ${lang} for a browser that asks for ${acceptLanguage.split(',')[0]}`, async () => {
      const response = await fetch(`${suite.server.baseUrl}/`, {
        headers: { 'accept-language': acceptLanguage },
      });
      const drawn = await response.text();
      expect(drawn).toContain(`<html lang="${lang}"`);
      expect(words.filter((word) => !drawn.includes(word))).toEqual([]);
    });
});

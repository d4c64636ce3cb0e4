import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { DEFAULT_LOCALE, isLocale, localeFromCookies, localeOfTag, type Locale } from '@marquee/contracts';
import { activateLocale } from '../lib/i18n/i18n.ts';
import { beginHydration } from '../lib/page-hydration.ts';
import { appRoutes, loadRoutesFor } from './router.tsx';

/**
 * The page's language: the server's, which drew the page in it (`<html lang>`), else chosen here the same way
 * (the visitor's cookie, then the browser's languages). A signed-in account's own setting follows later.
 */
function pageLocale(container: HTMLElement): Locale {
  const drawn = document.documentElement.lang;
  if (container.hasChildNodes() && isLocale(drawn)) return drawn;
  return (
    localeFromCookies(document.cookie) ?? navigator.languages.map(localeOfTag).find(Boolean) ?? DEFAULT_LOCALE
  );
}

/**
 * Starts the app in `container`: hydrates the page the server drew (first-screen.server.tsx), whose
 * `data-hydrating` mark goes once React has taken all of it over (the page's content included, which hydrates
 * after the header and footer), or renders the page from scratch.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const routes = appRoutes();
  // The catalog is in before the first render, so hydration finds the server's words.
  const locale = pageLocale(container);
  await Promise.all([loadRoutesFor(routes, window.location.pathname), activateLocale(locale)]);
  document.documentElement.lang = locale;
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    void beginHydration().then(() => container.removeAttribute('data-hydrating'));
    // As a transition, hydration works in slices and the page stays responsive while it does.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

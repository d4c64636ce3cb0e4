import { useSyncExternalStore } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@marquee/contracts';
import { pageHydrated } from '../page-hydration.ts';

/**
 * The interface's language (ADR 036). English messages are declared beside the components that show them
 * (`defineMessages` in a feature's `messages.ts`); every other language is one catalog, `locales/<code>.json`,
 * fetched when first needed. A key missing from a catalog shows in English. Messages are ICU, compiled at build
 * time (build/compile-messages.ts), so `message` here holds Lingui's compiled form at run time.
 */
export interface Message {
  id: string;
  message: string;
}

/**
 * A feature's English messages, `{ name: 'ICU text' }`, as messages whose ids are `namespace.name` (the keys of
 * the other languages' catalogs). Written as plain strings to keep what the browser downloads small.
 */
export function defineMessages<const T extends Record<string, string>>(
  namespace: string,
  messages: T,
): { [K in keyof T]: Message } {
  const defined: Record<string, Message> = {};
  for (const [name, message] of Object.entries(messages))
    defined[name] = { id: `${namespace}.${name}`, message };
  return defined as { [K in keyof T]: Message };
}

export type MessageValues = Record<string, string | number | null | undefined>;
type Catalog = Messages;

const catalogLoaders = import.meta.glob<Catalog>('./locales/*.json', { import: 'default' });
const loaded = new Map<Locale, Catalog>([[DEFAULT_LOCALE, {}]]);

// English from the start, so nothing ever renders without a language (the server build, tests, first paint).
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

/** The catalog of a language, fetched once (its own chunk); English has none, its messages are the code's. */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const known = loaded.get(locale);
  if (known) return known;
  const loader = catalogLoaders[`./locales/${locale}.json`];
  const catalog = loader ? await loader() : {};
  loaded.set(locale, catalog);
  return catalog;
}

/**
 * Makes `locale` the interface's language once its catalog is here. Synchronous after the wait, so a server
 * render that follows at once renders in it (renders never interleave within one tick).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const catalog = await loadCatalog(locale);
  if (i18n.locale === locale) return;
  i18n.loadAndActivate({ locale, messages: catalog });
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The text of a message in the current language, its `{placeholders}` filled from `values`. */
export function translate(message: Message, values?: MessageValues): string {
  return i18n._({ id: message.id, message: message.message, values });
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The current language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** `translate`, for a component that renders again when the language changes. */
export function useT(): typeof translate {
  useLocale();
  return translate;
}

/** The visitor's choice, kept a year for the server's next render of a page (ADR 036). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Switches the interface to `locale` in place (no reload) and keeps the choice for the next visit. Not before the
 * page is hydrated: what React had not yet taken over would render in the new language against the server's
 * markup in the old one.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await pageHydrated();
  await activateLocale(locale);
  rememberLocale(locale);
  document.documentElement.lang = locale;
}

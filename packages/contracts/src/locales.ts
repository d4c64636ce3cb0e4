/**
 * The interface languages (ADR 036) and how a request's language is chosen. Free of zod: the web app imports
 * it, and the API's web shell negotiates with the same function, so the server's markup and the browser agree.
 * Adding a language: its catalog `apps/web/src/lib/i18n/locales/<code>.json` and one line here.
 */
export const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = 'en';

/** The visitor's choice (the footer's, or a copy of the account's setting): read by the server too. */
export const LOCALE_COOKIE = 'marquee-language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as string[]).includes(value);
}

/** The language of a tag such as "es-ES" or "ES", if it is one we have. */
export function localeOfTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/** The first language we have among an `Accept-Language` header's, by quality then order. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The language cookie's value in a `Cookie` header (or `document.cookie`), if it names one we have. */
export function localeFromCookies(cookieHeader: string | undefined | null): Locale | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() === LOCALE_COOKIE && isLocale(value?.trim())) return value.trim() as Locale;
  }
  return undefined;
}

/** The language of a page: the visitor's chosen one (cookie), else their browser's, else English. */
export function negotiateLocale(request: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  return (
    localeFromCookies(request.cookie) ?? localeFromAcceptLanguage(request.acceptLanguage) ?? DEFAULT_LOCALE
  );
}

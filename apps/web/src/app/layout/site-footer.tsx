import { useId } from 'react';
import { Languages } from 'lucide-react';
import { isLocale, LOCALES } from '@marquee/contracts';
import { ABOUT_DEV_URL } from '../../lib/links.ts';
import { chooseLocale, useLocale, useT } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useSaveAccountLanguage } from '../../features/account/api/account-language.ts';
import { layoutMessages as m } from './messages.ts';

/**
 * The visitor's language (ADR 036): switches in place and is kept in a cookie; a signed-in user's choice is
 * saved on their account too, where it is their Settings → Language.
 */
function LanguageSelect() {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  const saveToAccount = useSaveAccountLanguage();
  const selectId = useId();
  return (
    <div className="flex items-center gap-2">
      <Languages size={16} aria-hidden="true" />
      <label htmlFor={selectId} className="sr-only">
        {t(m.language)}
      </label>
      <select
        id={selectId}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          void chooseLocale(chosen);
          if (user) saveToAccount.mutate(chosen);
        }}
        className="min-h-11 rounded-lg border border-hairline bg-surface px-2 text-sm text-text"
      >
        {LOCALES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The bottom padding keeps the page's last line clear of the floating chat button. */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-hairline pb-24 pt-8 text-sm text-muted">
      <div className="page-container flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-between sm:text-left">
        <p>{t(m.footerTagline)}</p>
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
          <p>{t(m.footerData)}</p>
          <span aria-hidden="true" className="hidden h-4 w-px bg-hairline sm:block" />
          <a
            href={ABOUT_DEV_URL}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-text underline-offset-4 hover:underline"
          >
            {t(m.aboutDev)}
          </a>
          <span aria-hidden="true" className="hidden h-4 w-px bg-hairline sm:block" />
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}

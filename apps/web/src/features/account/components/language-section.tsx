import { useId } from 'react';
import { isLocale, LOCALES, type Locale } from '@marquee/contracts';
import { FormNotice, type Notice } from '../../../components/ui/form-controls.tsx';
import { chooseLocale, useT } from '../../../lib/i18n/i18n.ts';
import { useAccountLanguage, useSaveAccountLanguage } from '../api/account-language.ts';
import { accountMessages as m } from '../messages.ts';
import { SettingsSection } from './settings-section.tsx';

const FOLLOW_BROWSER = '';

/**
 * Settings → Language (ADR 036): saved on the account, so it wins over the browser's language on every device;
 * the interface switches as soon as it is chosen. Choosing the browser's clears it.
 */
export function LanguageSection() {
  const t = useT();
  const selectId = useId();
  const saved = useAccountLanguage();
  const save = useSaveAccountLanguage();
  const notice: Notice | null = save.isSuccess
    ? { tone: 'success', text: t(m.languageSaved) }
    : save.isError
      ? { tone: 'error', text: t(m.languageNotSaved) }
      : null;

  const choose = (value: string) => {
    const language: Locale | null = isLocale(value) ? value : null;
    if (language) void chooseLocale(language);
    save.mutate(language);
  };

  return (
    <SettingsSection title={t(m.language)} description={t(m.languageDescription)}>
      <div className="flex flex-col gap-4">
        <FormNotice notice={notice} />
        <label htmlFor={selectId} className="sr-only">
          {t(m.language)}
        </label>
        <select
          id={selectId}
          value={saved.data ?? FOLLOW_BROWSER}
          disabled={saved.isPending || save.isPending}
          onChange={(event) => choose(event.target.value)}
          className="min-h-11 rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-3 text-base text-text sm:w-72"
        >
          <option value={FOLLOW_BROWSER}>{t(m.followBrowser)}</option>
          {LOCALES.map(({ code, name }) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </SettingsSection>
  );
}

import { useState } from 'react';
import toast from 'react-hot-toast';
import type { WatchServices } from '@marquee/contracts';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRegionProviders, useSaveWatchServices, useWatchServices } from '../api/use-where-to-watch.ts';
import { regionName } from '../../../lib/i18n/format.ts';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { watchServicesMessages as m } from '../messages.ts';
import { ProviderLogo } from './provider-logo.tsx';

const REGIONS = [
  'AR',
  'AU',
  'AT',
  'BE',
  'BR',
  'CA',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IN',
  'IT',
  'JP',
  'KR',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'SE',
  'US',
];

/** Settings: the user's region and streaming services (live-TMDB mode only; absent otherwise). */
export function WatchServicesSection() {
  const t = useT();
  const settings = useWatchServices();
  if (settings.isPending) return <Spinner label={t(m.loading)} />;
  if (settings.isError) return <ErrorMessage message={errorText(settings.error)} />;
  if (!settings.data.available) return null;
  return <WatchServicesForm key={settings.data.region} saved={settings.data} />;
}

function WatchServicesForm({ saved }: { saved: WatchServices }) {
  const t = useT();
  const [region, setRegion] = useState(saved.region);
  const [picked, setPicked] = useState(() => new Set(saved.provider_ids));
  const providers = useRegionProviders(region, true);
  const save = useSaveWatchServices();
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const offered = new Set(providers.data?.map((provider) => provider.provider_id));

  return (
    <section
      aria-labelledby="services-title"
      className="rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6"
    >
      <h2 id="services-title" className="text-xl font-semibold">
        {t(m.title)}
      </h2>
      <p className="mt-1 text-sm text-muted">{t(m.intro)}</p>
      <form
        className="mt-5 flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { region, provider_ids: [...picked].filter((id) => offered.has(id)) },
            {
              onSuccess: () => toast.success(translate(m.saved)),
              onError: (failure) => toast.error(errorText(failure)),
            },
          );
        }}
      >
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t(m.region)}
          <select
            value={region}
            onChange={(event) => setRegion(event.target.value)}
            className="h-12 rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-3 text-base focus:border-accent focus:outline-none sm:w-72"
          >
            {[...new Set([...REGIONS, saved.region])].sort().map((code) => (
              <option key={code} value={code}>
                {regionName(code)}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t(m.services)}</legend>
          {providers.isPending ? (
            <Spinner label={t(m.loadingRegion)} />
          ) : providers.isError ? (
            <ErrorMessage message={errorText(providers.error)} />
          ) : providers.data.length === 0 ? (
            <p className="text-sm text-muted">{t(m.noneInRegion)}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {providers.data.map((provider) => (
                <li key={provider.provider_id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-[var(--radius-card)] border border-hairline px-3 text-sm hover:bg-surface-2">
                    <input
                      type="checkbox"
                      checked={picked.has(provider.provider_id)}
                      onChange={() => toggle(provider.provider_id)}
                      className="h-4 w-4 accent-[var(--color-accent)]"
                    />
                    <ProviderLogo path={provider.logo_path} />
                    <span className="min-w-0 [overflow-wrap:anywhere]">{provider.provider_name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="sm:w-56">
          <button
            type="submit"
            disabled={save.isPending}
            className="inline-flex h-12 w-full items-center justify-center rounded-[var(--radius-card)] bg-accent px-4 font-semibold text-on-accent transition-colors duration-150 hover:bg-accent-hover disabled:opacity-60"
          >
            {t(m.save)}
          </button>
        </div>
      </form>
    </section>
  );
}

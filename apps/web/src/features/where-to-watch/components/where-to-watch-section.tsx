import { useId } from 'react';
import { JUSTWATCH_ATTRIBUTION, type WatchProvider } from '@marquee/contracts';
import { useMovieWatchProviders } from '../api/use-where-to-watch.ts';
import { ProviderLogo } from './provider-logo.tsx';
import { regionName } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { whereToWatchMessages as m } from '../where-to-watch.messages.ts';

const KINDS = [
  ['stream', m.stream],
  ['rent', m.rent],
  ['buy', m.buy],
] as const;

/**
 * The movie page's "Where to watch" (live-TMDB mode): streaming, rent and buy services in the user's region,
 * with the JustWatch attribution TMDB's terms ask for. Absent while loading, offline (404) or on any error.
 */
export function WhereToWatchSection({ movieId }: { movieId: number }) {
  const t = useT();
  const titleId = useId();
  const providers = useMovieWatchProviders(movieId);
  if (!providers.data) return null;
  const offers = providers.data;
  const region = regionName(offers.region);
  const none = KINDS.every(([kind]) => offers[kind].length === 0);
  return (
    <section aria-labelledby={titleId} className="page-container mt-10">
      <h2 id={titleId} className="mb-4 text-xl font-semibold tracking-tight md:text-2xl">
        {t(m.title)}
      </h2>
      {offers.on_my_services && (
        <p className="mb-3 text-sm font-medium text-success">{t(m.onYourServices)}</p>
      )}
      {none ? (
        <p className="text-sm text-muted">{t(m.nowhere, { region })}</p>
      ) : (
        <div className="flex flex-col gap-4 md:flex-row md:gap-10">
          {KINDS.map(([kind, label]) =>
            offers[kind].length ? (
              <ProviderList key={kind} label={t(label)} providers={offers[kind]} />
            ) : null,
          )}
        </div>
      )}
      <p className="mt-4 text-xs text-muted">
        {t(m.inRegion, { region })}{' '}
        {offers.link ? (
          <a href={offers.link} target="_blank" rel="noreferrer" className="underline hover:text-text">
            {JUSTWATCH_ATTRIBUTION}
          </a>
        ) : (
          JUSTWATCH_ATTRIBUTION
        )}
        .
      </p>
    </section>
  );
}

function ProviderList({ label, providers }: { label: string; providers: WatchProvider[] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-muted">{label}</h3>
      <ul className="flex flex-wrap gap-2">
        {providers.map((provider) => (
          <li
            key={provider.provider_id}
            className="flex min-h-11 items-center gap-2 rounded-full border border-hairline bg-surface py-1 pl-1 pr-4 text-sm"
          >
            <ProviderLogo path={provider.logo_path} />
            {provider.provider_name}
          </li>
        ))}
      </ul>
    </div>
  );
}

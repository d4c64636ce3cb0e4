import { useId } from 'react';
import { JUSTWATCH_ATTRIBUTION, type WatchProvider } from '@marquee/contracts';
import { useMovieWatchProviders } from '../api/use-where-to-watch.ts';
import { ProviderLogo } from './watch-services-section.tsx';

const KINDS = [
  ['stream', 'Stream'],
  ['rent', 'Rent'],
  ['buy', 'Buy'],
] as const;
const regionNames = new Intl.DisplayNames(undefined, { type: 'region' });

/**
 * The movie page's "Where to watch" (live-TMDB mode): streaming, rent and buy services in the user's region,
 * with the JustWatch attribution TMDB's terms ask for. Absent while loading, offline (404) or on any error.
 */
export function WhereToWatchSection({ movieId }: { movieId: number }) {
  const titleId = useId();
  const providers = useMovieWatchProviders(movieId);
  if (!providers.data) return null;
  const offers = providers.data;
  const region = regionNames.of(offers.region) ?? offers.region;
  const none = KINDS.every(([kind]) => offers[kind].length === 0);
  return (
    <section aria-labelledby={titleId} className="page-container mt-10">
      <h2 id={titleId} className="mb-4 text-xl font-semibold tracking-tight md:text-2xl">
        Where to watch
      </h2>
      {offers.on_my_services && <p className="mb-3 text-sm font-medium text-success">On your services</p>}
      {none ? (
        <p className="text-sm text-muted">Not streaming, for rent or for sale in {region}.</p>
      ) : (
        <div className="flex flex-col gap-4 md:flex-row md:gap-10">
          {KINDS.map(([kind, label]) =>
            offers[kind].length ? <ProviderList key={kind} label={label} providers={offers[kind]} /> : null,
          )}
        </div>
      )}
      <p className="mt-4 text-xs text-muted">
        In {region}.{' '}
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

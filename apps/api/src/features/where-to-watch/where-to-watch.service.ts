import { CatalogUnavailableError, type CatalogAvailability, type WatchProviderOffer } from '@marquee/catalog';
import {
  WHERE_TO_WATCH_OFFLINE_MESSAGE,
  type MovieListPage,
  type MovieWatchProviders,
  type WatchProvider,
  type WatchServices,
} from '@marquee/contracts';
import { NotFoundError, UpstreamError } from '../../platform/errors.ts';
import {
  NO_WATCH_SERVICES,
  streamingOnServices,
  type WatchServicesRepository,
} from '../../platform/watch-services.ts';

const asProvider = ({ provider_id, provider_name, logo_path }: WatchProviderOffer): WatchProvider => ({
  provider_id,
  provider_name,
  logo_path,
});

/** TMDB unreachable with nothing cached: a clear 502, never a 500. */
async function fromTmdb<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof CatalogUnavailableError) throw new UpstreamError(error.message);
    throw error;
  }
}

/**
 * Where to watch, from TMDB's watch providers (JustWatch's data): live-TMDB mode only. Without
 * `availability` (the local catalog) every route but the settings answers 404 and the web app shows nothing.
 */
export function createWhereToWatchService({
  services,
  availability,
}: {
  services: WatchServicesRepository;
  availability: CatalogAvailability | undefined;
}) {
  const live = (): CatalogAvailability => {
    if (!availability) throw new NotFoundError(WHERE_TO_WATCH_OFFLINE_MESSAGE);
    return availability;
  };
  const settingsOf = async (userId: string | undefined) =>
    (userId ? await services.find(userId) : undefined) ?? NO_WATCH_SERVICES;

  return {
    async settings(userId: string): Promise<WatchServices> {
      const { region, providerIds } = await settingsOf(userId);
      return { available: availability !== undefined, region, provider_ids: providerIds };
    },

    async saveSettings(userId: string, region: string, providerIds: number[], now: string) {
      const unique = [...new Set(providerIds)];
      await services.save(userId, { region, providerIds: unique }, now);
      return { available: availability !== undefined, region, provider_ids: unique };
    },

    async regionProviders(userId: string | undefined, region: string | undefined): Promise<WatchProvider[]> {
      const source = live();
      const wanted = region ?? (await settingsOf(userId)).region;
      return (await fromTmdb(() => source.listRegionProviders(wanted))).map(asProvider);
    },

    /** In the user's region (a visitor's: the default one); null without live TMDB. */
    async forMovie(userId: string | undefined, tmdbId: number): Promise<MovieWatchProviders | null> {
      if (!availability) return null;
      const source = availability;
      const { region, providerIds } = await settingsOf(userId);
      const offers = await fromTmdb(() => source.getWatchProviders(tmdbId, region));
      if (!offers) throw new NotFoundError('Movie not found');
      return {
        region,
        link: offers.link,
        stream: offers.flatrate.map(asProvider),
        rent: offers.rent.map(asProvider),
        buy: offers.buy.map(asProvider),
        on_my_services: offers.flatrate.some((offer) => providerIds.includes(offer.provider_id)),
      };
    },

    /** Home's "On your services": popular movies streaming on the user's services in their region. */
    async onMyServices(userId: string, page: number): Promise<MovieListPage> {
      const source = live();
      const { region, providerIds } = await settingsOf(userId);
      if (providerIds.length === 0) return { page, results: [], total_pages: 0, total_results: 0 };
      return fromTmdb(() => source.discoverOnProviders(providerIds, region, page));
    },

    /** Of these movies, those streaming on the user's services (a movie TMDB can't tell about is left out). */
    async availableOnMyServices(userId: string, tmdbIds: number[]): Promise<number[]> {
      return streamingOnServices(live(), await settingsOf(userId), tmdbIds);
    },
  };
}

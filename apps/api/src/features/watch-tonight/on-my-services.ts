import type { CatalogAvailability } from '@marquee/catalog';
import { DEFAULT_WATCH_REGION } from '@marquee/contracts';
import type { TonightRepository } from './tonight.repository.ts';

/**
 * "On my services" for Watch tonight: of these movies, those streaming (flat rate) on the user's services in
 * their region, as the where-to-watch settings say; a movie TMDB cannot tell about is left out. The same
 * reading as where-to-watch's availableOnMyServices (features do not import each other; the two could share
 * one in platform).
 */
export function createOnMyServices(tonight: TonightRepository, availability: CatalogAvailability) {
  return async (userId: string, tmdbIds: number[]): Promise<number[]> => {
    const { region, providerIds } = (await tonight.watchServices(userId)) ?? {
      region: DEFAULT_WATCH_REGION,
      providerIds: [],
    };
    if (providerIds.length === 0) return [];
    const offers = await Promise.all(
      tmdbIds.map((id) => availability.getWatchProviders(id, region).catch(() => null)),
    );
    return tmdbIds.filter((_, index) =>
      offers[index]?.flatrate.some((offer) => providerIds.includes(offer.provider_id)),
    );
  };
}

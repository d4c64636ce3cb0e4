import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MovieListPage } from '@marquee/contracts';
import { Switch } from '../../../components/ui/switch.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAvailableOnMyServices, useWatchServices } from '../api/use-where-to-watch.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { whereToWatchMessages as m } from '../where-to-watch.messages.ts';

/**
 * "Available on my services" for search results and listings: a switch, and the page's movies narrowed to
 * those streaming on the user's services. Only in live-TMDB mode for a user who picked services; else no
 * switch and the page as it is.
 */
export function useMyServicesFilter(query: UseQueryResult<MovieListPage>) {
  const t = useT();
  const { user } = useSession();
  const services = useWatchServices(user !== null);
  const usable = Boolean(services.data?.available && services.data.provider_ids.length > 0);
  const [on, setOn] = useState(false);
  const ids = query.data?.results.map((movie) => movie.id) ?? [];
  const available = useAvailableOnMyServices(ids, usable && on);
  const control = usable ? (
    <div className="mb-6 max-w-sm">
      <Switch label={t(m.availableOnMyServices)} checked={on} onChange={setOn} />
    </div>
  ) : null;
  if (!usable || !on || !query.data || !available.data) return { control, query };
  const wanted = new Set(available.data);
  const data = { ...query.data, results: query.data.results.filter((movie) => wanted.has(movie.id)) };
  return { control, query: { ...query, data } as UseQueryResult<MovieListPage> };
}

import { useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Visibilities, Visibility, VisibilityItem } from '@marquee/contracts';
import { apiRequest, isUnauthorized } from './api-client.ts';
import { translate } from './i18n/i18n.ts';
import { apiErrorText } from './i18n/known-text.ts';
import { visibilityMessages as m } from './i18n/visibility.messages.ts';
import { signedInRequest } from './signed-in-request.ts';

/** Under the Friends page's `['federation']` key, so changing the account's settings asks again. */
const VISIBILITY_KEY = ['federation', 'visibility'] as const;

export interface ItemVisibility {
  /** Federation is on for the server and the user: only then is there anything to choose. */
  enabled: boolean;
  /** The item's own visibility, or the account's default for a new item or one without a choice yet. */
  visibility: Visibility | undefined;
}

/**
 * Who sees one of the signed-in user's diary entries, ratings (by TMDB id) or comments on other servers (issue
 * #44); without `itemId`, what a new one would get.
 */
export function useItemVisibility(item: VisibilityItem, itemId?: number): ItemVisibility {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...VISIBILITY_KEY, item, itemId ?? 'new'],
    queryFn: async () => {
      const path = `api/federation/visibility${itemId === undefined ? '' : `?${item}=${itemId}`}`;
      return (await signedInRequest<{ data: Visibilities }>(queryClient, path)).data;
    },
    staleTime: 60_000,
  });
  return {
    enabled: data?.enabled ?? false,
    visibility: data?.items[0]?.visibility ?? data?.default_visibility,
  };
}

/** Saves who sees one item, then has every visibility asked again. */
async function saveItemVisibility(
  queryClient: QueryClient,
  item: VisibilityItem,
  itemId: number,
  visibility: Visibility,
): Promise<void> {
  const path =
    item === 'diary'
      ? `api/federation/diary/${itemId}/visibility`
      : `api/federation/items/${item}/${itemId}/visibility`;
  await apiRequest(path, { method: 'PUT', body: { visibility } });
  await queryClient.invalidateQueries({ queryKey: VISIBILITY_KEY });
}

/**
 * Saving who sees an item: `save` resolves true once saved (with a "Visibility saved" toast when `announce`),
 * false when it failed and a toast said so; `saving` meanwhile.
 */
export function useSaveItemVisibility() {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const save = async (
    item: VisibilityItem,
    itemId: number,
    visibility: Visibility,
    { announce = false } = {},
  ): Promise<boolean> => {
    setSaving(true);
    try {
      await saveItemVisibility(queryClient, item, itemId, visibility);
      if (announce) toast.success(translate(m.saved));
      return true;
    } catch (error) {
      // A 401: the session ended, and the page says so (auth's session expiry) instead.
      if (!isUnauthorized(error)) toast.error(apiErrorText(error, translate(m.saveFailed)));
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}

/**
 * Who sees an existing item, saved as soon as it changes (with a toast): `value` is undefined while there is
 * nothing to choose (federation off for the user, or not known yet); a choice shows at once, the saved one once
 * the save is done or failed.
 */
export function useInstantItemVisibility(item: VisibilityItem, itemId: number) {
  const shared = useItemVisibility(item, itemId);
  const { save, saving } = useSaveItemVisibility();
  const [choosing, setChoosing] = useState<Visibility | null>(null);
  const change = async (visibility: Visibility) => {
    setChoosing(visibility);
    await save(item, itemId, visibility, { announce: true });
    setChoosing(null);
  };
  const value = shared.enabled ? (choosing ?? shared.visibility) : undefined;
  return { value, change, saving };
}

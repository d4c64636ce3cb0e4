import { CompactVisibilityChoice } from '../../../components/ui/visibility-choice.tsx';
import { useInstantItemVisibility } from '../../../lib/use-item-visibility.ts';

/**
 * Who sees the user's rating of a film on other servers, saved as soon as it changes; nothing while federation
 * is off for them.
 */
export function RatingVisibility({ tmdbId }: { tmdbId: number }) {
  const { value, change, saving } = useInstantItemVisibility('rating', tmdbId);
  if (!value) return null;
  return <CompactVisibilityChoice value={value} onChange={change} disabled={saving} />;
}

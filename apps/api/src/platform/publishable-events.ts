import type { Visibility } from '@marquee/contracts';
import { instanceEvents, type InstanceEvents } from './instance-events.ts';

/**
 * A user's rating (of the film `itemId`), comment or playlist was written, changed or deleted: federation
 * publishes what it now is (ADR 035), the writing feature knows nothing of it. One set per app instance.
 */
export interface PublishableChange {
  item: 'rating' | 'comment' | 'playlist';
  userId: string;
  /** The film's TMDB id for a rating, else the comment's or playlist's id. */
  itemId: number;
  /** Chosen with a new comment: applies before anything is published, so a private one never leaves. */
  visibility?: Visibility;
}

export type PublishableEvents = InstanceEvents<PublishableChange>;

/** The publishable events of one app instance (keyed by its context object). */
export const publishableEventsOf = instanceEvents<PublishableChange>();

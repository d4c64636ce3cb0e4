import type { Visibility } from '@marquee/contracts';
import { instanceEvents, type InstanceEvents } from './instance-events.ts';

/**
 * What happened to a diary entry, for features that follow the diary without the diary knowing them
 * (federation publishes entries, ADR 035). One set of listeners per app instance.
 */
export interface DiaryChange {
  kind: 'logged' | 'updated' | 'deleted';
  userId: string;
  entryId: number;
  /** Chosen with a new entry: applies before anything is published, so a private one never leaves. */
  visibility?: Visibility;
}

export type DiaryEvents = InstanceEvents<DiaryChange>;

/** The diary events of one app instance (keyed by its context object). */
export const diaryEventsOf = instanceEvents<DiaryChange>();

import { Temporal } from '@js-temporal/polyfill';
import type { KvStoreSetOptions, MessageQueueEnqueueOptions } from '@fedify/fedify';
import type { Note } from '@fedify/fedify/vocab';

/*
 * Fedify declares its times with the TypeScript lib's Temporal (`esnext.temporal`), which TypeScript 7 has and
 * 5.9 lacks, while it runs on @js-temporal/polyfill, as Node has no Temporal yet. The polyfill's objects are what
 * Fedify itself makes and reads; only the two declarations differ, so the casts are here, once.
 */
type FedifyInstant = NonNullable<ConstructorParameters<typeof Note>[0]['published']>;
type FedifyDuration = NonNullable<KvStoreSetOptions['ttl'] & MessageQueueEnqueueOptions['delay']>;

/** An ISO timestamp as the instant Fedify's vocabulary takes. */
export const instantAt = (timestamp: string) => Temporal.Instant.from(timestamp) as unknown as FedifyInstant;

/** A duration as Fedify's key-value store and queue take it. */
export const durationOf = (duration: Temporal.DurationLike) =>
  Temporal.Duration.from(duration) as unknown as FedifyDuration;

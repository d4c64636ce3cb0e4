let lastStamp = 0;

/**
 * ISO timestamps that never repeat within a process, so "newest first" is a total order even when
 * two writes land in the same millisecond.
 */
export function uniqueTimestamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

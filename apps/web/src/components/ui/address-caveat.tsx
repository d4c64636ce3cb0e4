import { TriangleAlert } from 'lucide-react';

/** A note beside an address to copy into another app, when it may not work there (see usePublicAddress). */
export function AddressCaveat({ caveat }: { caveat: string | null }) {
  if (!caveat) return null;
  return (
    <p role="note" className="flex items-start gap-2 text-xs text-accent">
      <TriangleAlert size={14} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>{caveat}</span>
    </p>
  );
}

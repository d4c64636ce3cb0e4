import type { Ref } from 'react';
import { X } from 'lucide-react';

/** Title bar of a full-screen phone overlay (menu, search): the title and a 44 px close button. */
export function OverlayHeader({
  title,
  titleId,
  closeLabel,
  onClose,
  closeRef,
}: {
  title: string;
  titleId?: string;
  closeLabel: string;
  onClose: () => void;
  closeRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex h-16 shrink-0 items-center justify-between border-b border-hairline px-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <button
        ref={closeRef}
        type="button"
        aria-label={closeLabel}
        onClick={onClose}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-2"
      >
        <X size={22} aria-hidden="true" />
      </button>
    </div>
  );
}

import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalOverlay } from '../../lib/use-modal-overlay.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A destructive action gets the danger colour. */
  danger?: boolean;
}

/**
 * Asks before something is lost. Focus starts on Cancel and stays inside; Escape or the backdrop cancels, and
 * focus then goes back to the control that opened it.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  danger,
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useModalOverlay(true, onCancel, panelRef, cancelRef);

  return createPortal(
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-black/70 p-4 backdrop-blur-sm"
      onClick={(event) => {
        event.stopPropagation();
        if (!panelRef.current?.contains(event.target as Node)) onCancel();
      }}
    >
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="w-full max-w-sm rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 shadow-2xl shadow-black/60"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={messageId} className="mt-2 text-sm text-muted [overflow-wrap:anywhere]">
          {message}
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center rounded-lg border border-hairline px-4 text-sm font-semibold hover:bg-surface-2"
          >
            {t(c.cancel)}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ${
              danger
                ? 'bg-danger text-bg hover:bg-danger/85'
                : 'bg-accent text-on-accent hover:bg-accent-hover'
            }`}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

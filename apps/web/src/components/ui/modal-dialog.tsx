import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useModalOverlay } from '../../lib/use-modal-overlay.ts';
import { useOpenDialogForToasts } from '../../lib/toast-placement.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

interface ModalDialogProps {
  title: string;
  /** A line under the title, e.g. the movie the dialog is about. */
  subtitle?: ReactNode;
  /** `alertdialog` for a dialog that asks to confirm something that can't be undone. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the text that says what the dialog is for. */
  describedBy?: string;
  onClose: () => void;
  /** What takes the focus on open (the first field); the panel's first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  width?: 'md' | 'lg';
  /** Makes the whole panel one form, so its header and footer belong to the same submit. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

const PANEL =
  'flex max-h-[90dvh] w-full flex-col rounded-t-[var(--radius-panel)] border border-hairline bg-surface shadow-2xl shadow-black/60 sm:rounded-[var(--radius-panel)]';

/**
 * A modal panel over a dimmed page, a bottom sheet on a phone: Tab stays inside, Escape, the close button or a
 * click outside closes it, and focus returns to what opened it. Clicks inside never reach the page behind (a
 * movie card that opened it, say).
 */
export function ModalDialog({
  title,
  subtitle,
  role = 'dialog',
  describedBy,
  onClose,
  initialFocus,
  width = 'md',
  onSubmit,
  children,
}: ModalDialogProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useModalOverlay(true, onClose, panelRef, initialFocus);
  useOpenDialogForToasts();

  const panelProps = {
    role,
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': describedBy,
    className: `${PANEL} ${width === 'lg' ? 'sm:max-w-lg' : 'sm:max-w-md'}`,
  };
  const content = (
    <>
      <div className="flex items-start justify-between gap-3 border-b border-hairline px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {subtitle && <p className="truncate text-sm text-muted">{subtitle}</p>}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t(c.close)}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      {children}
    </>
  );

  return createPortal(
    <div
      className="fixed inset-0 z-[60] flex items-end justify-center bg-black/70 p-0 backdrop-blur-sm sm:items-center sm:p-4"
      onClick={(event) => {
        event.stopPropagation();
        if (!panelRef.current?.contains(event.target as Node)) onClose();
      }}
    >
      {onSubmit ? (
        <form ref={panelRef as RefObject<HTMLFormElement>} onSubmit={onSubmit} noValidate {...panelProps}>
          {content}
        </form>
      ) : (
        <div ref={panelRef as RefObject<HTMLDivElement>} {...panelProps}>
          {content}
        </div>
      )}
    </div>,
    document.body,
  );
}

/** The primary action of a dialog's footer. */
export const DIALOG_PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center rounded-lg bg-accent px-5 text-sm font-semibold text-on-accent hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50';

/** A dialog's footer: Cancel (closes it) beside the dialog's own primary action. */
export function ModalActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex justify-end gap-2 border-t border-hairline px-5 py-4">
      <button
        type="button"
        onClick={onCancel}
        className="inline-flex min-h-11 items-center rounded-lg border border-hairline px-4 text-sm font-semibold hover:bg-surface-2"
      >
        {t(c.cancel)}
      </button>
      {children}
    </div>
  );
}

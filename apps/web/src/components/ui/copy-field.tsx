import { useId, useRef, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Copy } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

interface CopyFieldProps {
  /** The box's accessible name. */
  label: string;
  /** Show the label above the box (by default only assistive tech reads it). */
  showLabel?: boolean;
  value: string;
  /** A line under the box, read out with it (what the value is for, that it is shown once). */
  description?: ReactNode;
  /** The button's icon and words, which then name it; by default it shows "Copy" and is named "Copy <label>". */
  button?: ReactNode;
  /** The toasts once copied and when the browser would not copy (the value is then selected). */
  copiedMessage?: string;
  failedMessage?: string;
  /** The accent button, where copying the value is what the section is for (a share link). */
  primary?: boolean;
  /** Focus (and so select) the value when it appears: a value shown once, right after the user asked for it. */
  autoFocus?: boolean;
}

/** A read-only value (a secret address, a token, a share link) with a Copy button; selecting it by hand works too. */
export function CopyField({
  label,
  showLabel = false,
  value,
  description,
  button,
  copiedMessage,
  failedMessage,
  primary = false,
  autoFocus = false,
}: CopyFieldProps) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copiedMessage ?? t(c.copied));
    } catch {
      inputRef.current?.select();
      toast.error(failedMessage ?? t(c.copyFailed));
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* A fixed height, not a flex share: stacked on a phone, flex-1 alone would squash it to one text line. */}
        <input
          id={id}
          ref={inputRef}
          readOnly
          value={value}
          autoFocus={autoFocus}
          aria-describedby={description ? `${id}-description` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 shrink-0 rounded-lg border border-hairline bg-bg px-3 font-mono text-sm text-muted focus:border-accent focus:outline-none sm:flex-1"
        />
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={button ? undefined : t(c.copyLabel, { label: label.toLowerCase() })}
          className={`inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-4 text-sm ${
            primary
              ? 'bg-accent font-semibold text-on-accent hover:bg-accent-hover'
              : 'border border-hairline font-medium transition-colors duration-150 hover:bg-surface-2'
          }`}
        >
          {button ?? (
            <>
              <Copy aria-hidden="true" size={18} />
              {t(c.copy)}
            </>
          )}
        </button>
      </div>
      {description && (
        <p id={`${id}-description`} className="text-xs text-muted">
          {description}
        </p>
      )}
    </div>
  );
}

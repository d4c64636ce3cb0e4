import { useId, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Copy } from 'lucide-react';

interface CopyFieldProps {
  /** The box's accessible name. */
  label: string;
  value: string;
  /** The button's icon and words, which then name it; by default it shows "Copy" and is named "Copy <label>". */
  button?: ReactNode;
  /** The toasts once copied and when the browser would not copy. */
  copiedMessage?: string;
  failedMessage?: string;
  /** The accent button, where copying the value is what the section is for (a share link). */
  primary?: boolean;
}

/** A read-only value (a secret address, a token, a share link) with a Copy button; selecting it by hand works too. */
export function CopyField({
  label,
  value,
  button,
  copiedMessage = 'Copied!',
  failedMessage = 'Could not copy. Select the text in the box and copy it yourself.',
  primary = false,
}: CopyFieldProps) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copiedMessage);
    } catch {
      toast.error(failedMessage);
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-hairline bg-bg px-3 font-mono text-sm text-muted focus:border-accent focus:outline-none"
      />
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={button ? undefined : `Copy ${label.toLowerCase()}`}
        className={`inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-4 text-sm ${
          primary
            ? 'bg-accent font-semibold text-on-accent hover:bg-accent-hover'
            : 'border border-hairline font-medium transition-colors duration-150 hover:bg-surface-2'
        }`}
      >
        {button ?? (
          <>
            <Copy aria-hidden="true" size={18} />
            Copy
          </>
        )}
      </button>
    </div>
  );
}

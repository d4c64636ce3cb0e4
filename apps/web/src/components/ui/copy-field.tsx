import { useId } from 'react';
import toast from 'react-hot-toast';
import { Copy } from 'lucide-react';

/** A read-only value (a secret address, a token) with a Copy button; selecting it by hand works too. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success('Copied!');
    } catch {
      toast.error('Could not copy. Select the text in the box and copy it yourself.');
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
        aria-label={`Copy ${label.toLowerCase()}`}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-hairline px-4 text-sm font-medium transition-colors duration-150 hover:bg-surface-2"
      >
        <Copy aria-hidden="true" size={18} />
        Copy
      </button>
    </div>
  );
}

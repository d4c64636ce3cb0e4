import { useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { Copy } from 'lucide-react';
import { CONNECTION_SOURCE_NAMES, type ConnectionSource } from '@marquee/contracts';
import { SECONDARY_BUTTON } from './panel-styles.ts';

/**
 * The connection's address. Right after connecting or rotating, the whole address with a copy button; later only
 * its last characters, since the server keeps nothing but a hash of the secret.
 */
export function WebhookAddress({
  source,
  path,
  hint,
}: {
  source: ConnectionSource;
  path: string | null;
  hint: string | null;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const noteId = useId();
  const name = CONNECTION_SOURCE_NAMES[source];
  const address = path ? `${window.location.origin}${path}` : null;

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success(`${name} address copied`);
    } catch {
      inputRef.current?.select();
      toast.error('Could not copy: the address is selected, press Ctrl+C or ⌘C');
    }
  };

  if (!address)
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">Webhook address</p>
        <p className="break-all font-mono text-sm text-muted">
          {`${window.location.origin}/api/webhooks/${source}/…${hint ?? ''}`}
        </p>
        <p className="text-xs text-muted">
          The full address was shown when it was made. Choose “Rotate address” for a new one.
        </p>
      </div>
    );

  return (
    <div className="flex flex-col gap-1.5">
      <label id={labelId} htmlFor={`${labelId}-input`} className="text-sm font-medium">
        {name} webhook address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${labelId}-input`}
          ref={inputRef}
          readOnly
          value={address}
          aria-describedby={noteId}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-[var(--radius-card)] border border-accent bg-surface-2 px-3 font-mono text-sm text-text focus:outline-none focus-visible:outline-2 focus-visible:outline-accent"
        />
        <button type="button" className={SECONDARY_BUTTON} onClick={() => void copy()}>
          <Copy size={18} aria-hidden="true" />
          Copy address
        </button>
      </div>
      <p id={noteId} className="text-xs text-muted">
        Shown this once: copy it into {name} now. Anyone with this address can log films to your diary.
      </p>
    </div>
  );
}

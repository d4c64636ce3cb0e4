import { useId, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { importMessages as m } from '../messages.ts';

/** A file picker that also takes a dropped file; the input stays a real, focusable file input. */
export function ImportDropzone({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const t = useT();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-[var(--radius-panel)] border-2 border-dashed px-4 py-8 text-center transition-colors duration-150 focus-within:border-accent md:py-10 ${
        dragging ? 'border-accent bg-accent/10' : 'border-hairline bg-surface'
      } ${disabled ? 'opacity-60' : ''}`}
    >
      <Upload size={28} aria-hidden="true" className="text-accent" />
      <p className="text-base font-medium">{t(m.dropHere)}</p>
      <p className="text-sm text-muted">{t(m.fileTypes)}</p>
      <label
        htmlFor={id}
        className={`inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent transition-colors hover:bg-accent-hover ${
          disabled ? 'cursor-not-allowed' : 'cursor-pointer'
        }`}
      >
        {t(m.chooseFile)}
      </label>
      <input
        id={id}
        type="file"
        accept=".zip,.csv,.json,application/zip,text/csv,application/json"
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}

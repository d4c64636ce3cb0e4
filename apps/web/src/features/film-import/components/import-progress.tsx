import type { ImportProgress } from '../api/upload-film-history.ts';

const formatter = new Intl.NumberFormat('en');

function describe(progress: ImportProgress): { value: number; max: number; text: string } {
  if (progress.phase === 'uploading') {
    const max = Math.max(progress.total, 1);
    return {
      value: progress.loaded,
      max,
      text: `Uploading… ${Math.round((progress.loaded / max) * 100)}%`,
    };
  }
  return {
    value: progress.done,
    max: Math.max(progress.total, 1),
    text: `Matching rows… ${formatter.format(progress.done)} of ${formatter.format(progress.total)}`,
  };
}

export function ImportProgressBar({ fileName, progress }: { fileName: string; progress: ImportProgress }) {
  const { value, max, text } = describe(progress);
  return (
    <div className="flex flex-col gap-2 rounded-[var(--radius-panel)] border border-hairline bg-surface p-4">
      <p className="truncate text-sm font-medium" title={fileName}>
        Importing {fileName}
      </p>
      <progress
        aria-label="Import progress"
        aria-valuetext={text}
        value={value}
        max={max}
        className="h-2 w-full overflow-hidden rounded-full accent-accent [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:bg-accent"
      />
      <p role="status" aria-live="polite" className="text-sm tabular-nums text-muted">
        {text}
      </p>
    </div>
  );
}

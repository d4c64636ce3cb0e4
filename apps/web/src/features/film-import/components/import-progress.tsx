import type { ImportProgress } from '../api/upload-film-history.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { importMessages as m } from '../messages.ts';

function describe(progress: ImportProgress): { value: number; max: number; text: string } {
  if (progress.phase === 'uploading') {
    const max = Math.max(progress.total, 1);
    return {
      value: progress.loaded,
      max,
      text: translate(m.uploading, { percent: Math.round((progress.loaded / max) * 100) }),
    };
  }
  return {
    value: progress.done,
    max: Math.max(progress.total, 1),
    text: translate(m.matching, { done: formatNumber(progress.done), total: formatNumber(progress.total) }),
  };
}

export function ImportProgressBar({ fileName, progress }: { fileName: string; progress: ImportProgress }) {
  const t = useT();
  const { value, max, text } = describe(progress);
  return (
    <div className="flex flex-col gap-2 rounded-[var(--radius-panel)] border border-hairline bg-surface p-4">
      <p className="truncate text-sm font-medium" title={fileName}>
        {t(m.importing, { file: fileName })}
      </p>
      <progress
        aria-label={t(m.progress)}
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

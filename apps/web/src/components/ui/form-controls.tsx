import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { CheckCircle2, AlertCircle } from 'lucide-react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A line under the field; may hold a link. */
  hint?: ReactNode;
  error?: string;
}

export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-12 w-full rounded-[var(--radius-card)] border bg-surface-2 px-4 text-base text-text placeholder:text-muted/70 transition-colors duration-150 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent ${
          error ? 'border-danger' : 'border-hairline'
        }`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message under a form: green for success and verify notices, red for errors. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export function FormNotice({ notice, children }: { notice: Notice | null; children?: ReactNode }) {
  if (!notice) return null;
  const success = notice.tone === 'success';
  const Icon = success ? CheckCircle2 : AlertCircle;
  return (
    <div
      role={success ? 'status' : 'alert'}
      data-tone={notice.tone}
      className={`flex gap-2 rounded-[var(--radius-card)] border px-4 py-3 text-sm ${
        success ? 'border-success/40 bg-success/10 text-success' : 'border-danger/40 bg-danger/10 text-danger'
      }`}
    >
      <Icon size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
      <div className="flex flex-col gap-2">
        <p>{notice.text}</p>
        {children}
      </div>
    </div>
  );
}

export function PrimaryButton({
  children,
  pending,
  ...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending || button.disabled}
      aria-busy={pending || undefined}
      className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-[var(--radius-card)] bg-accent px-4 text-base font-semibold text-on-accent transition-colors duration-150 hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-60"
      {...button}
    >
      {pending && (
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-on-accent/40 border-t-on-accent"
          aria-hidden="true"
        />
      )}
      {children}
    </button>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-muted">
      <span className="h-px flex-1 bg-hairline" />
      {label}
      <span className="h-px flex-1 bg-hairline" />
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '@marquee/contracts';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  placeholder?: string;
  pending: boolean;
  /** Resolves true when saved (the form then clears). */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** The text box of a new comment, a reply or an edit: trimmed, non-blank, at most 2,000 characters. */
export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  placeholder,
  pending,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const trimmed = text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || pending) return;
    if (await onSubmit(trimmed)) setText('');
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        placeholder={placeholder}
        className="w-full resize-y rounded-lg border border-hairline bg-bg px-3 py-2 text-sm placeholder:text-muted focus:border-accent focus:outline-none"
      />
      <div className="flex items-center justify-end gap-2">
        <span className="mr-auto text-xs tabular-nums text-muted">
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-10 items-center rounded-lg border border-hairline px-3 text-sm font-medium hover:bg-surface-2"
          >
            Cancel
          </button>
        )}
        <button
          type="submit"
          disabled={!trimmed || pending}
          className="inline-flex min-h-10 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

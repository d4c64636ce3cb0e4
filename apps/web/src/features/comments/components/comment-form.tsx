import { useId, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH, type Visibility } from '@marquee/contracts';
import { VisibilityChoice } from '../../../components/ui/visibility-choice.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useItemVisibility, useSaveItemVisibility } from '../../../lib/use-item-visibility.ts';
import { commentMessages as m } from '../messages.ts';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  placeholder?: string;
  pending: boolean;
  /** The comment edited; without it the form writes a new one. */
  commentId?: number;
  /**
   * Resolves the saved comment's id (the form then clears), or null when it failed. A new comment is written with
   * the visibility chosen, if any; an edited one has it saved after.
   */
  onSubmit: (text: string, visibility?: Visibility) => Promise<number | null>;
  onCancel?: () => void;
}

/**
 * The text box of a new comment, a reply or an edit: trimmed, non-blank, at most 2,000 characters; with
 * federation on for the user, who can see it on other servers.
 */
export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  placeholder,
  pending,
  commentId,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(initialText);
  const trimmed = text.trim();
  const shared = useItemVisibility('comment', commentId);
  const [chosenVisibility, setChosenVisibility] = useState<Visibility | null>(null);
  const visibilitySaver = useSaveItemVisibility();
  const busy = pending || visibilitySaver.saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    const changedVisibility =
      shared.enabled && chosenVisibility && chosenVisibility !== shared.visibility
        ? chosenVisibility
        : undefined;
    const savedId = await onSubmit(trimmed, commentId === undefined ? changedVisibility : undefined);
    if (savedId === null) return;
    if (commentId !== undefined && changedVisibility)
      await visibilitySaver.save('comment', savedId, changedVisibility);
    setText('');
    setChosenVisibility(null);
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
      {shared.enabled && shared.visibility && (
        <VisibilityChoice value={chosenVisibility ?? shared.visibility} onChange={setChosenVisibility} />
      )}
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
            {t(m.cancel)}
          </button>
        )}
        <button
          type="submit"
          disabled={!trimmed || busy}
          className="inline-flex min-h-10 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

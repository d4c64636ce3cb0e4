import { useId } from 'react';
import type { Visibility } from '@marquee/contracts';
import { useT, type Message } from '../../lib/i18n/i18n.ts';
import { visibilityMessages as m } from '../../lib/i18n/visibility.messages.ts';

const CHOICES: [Visibility, Message][] = [
  ['public', m.public],
  ['followers', m.followers],
  ['private', m.private],
];

interface VisibilityChoiceProps {
  value: Visibility;
  onChange: (visibility: Visibility) => void;
  disabled?: boolean;
}

/**
 * "Who can see this": Public / Followers only / Only me, three radio buttons side by side (arrow keys move
 * between them), for a diary entry or a comment the user writes.
 */
export function VisibilityChoice({ value, onChange, disabled }: VisibilityChoiceProps) {
  const t = useT();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={hintId}
      className="flex flex-col gap-2 disabled:opacity-60"
    >
      <legend className="mb-2 text-sm font-medium">{t(m.whoCanSee)}</legend>
      <div className="grid grid-cols-3 gap-1.5">
        {CHOICES.map(([visibility, label]) => {
          const checked = value === visibility;
          return (
            <label
              key={visibility}
              className={`inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-center text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
                checked
                  ? 'border-accent bg-accent text-on-accent'
                  : 'border-hairline bg-surface-2 text-text hover:border-muted'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={visibility}
                checked={checked}
                onChange={() => onChange(visibility)}
                className="sr-only"
              />
              {t(label)}
            </label>
          );
        })}
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t(m.hint)}
      </p>
    </fieldset>
  );
}

/** The same choice, compact: a labelled select beside the user's rating. */
export function CompactVisibilityChoice({ value, onChange, disabled }: VisibilityChoiceProps) {
  const t = useT();
  return (
    <select
      aria-label={t(m.whoCanSeeRating)}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Visibility)}
      className="h-11 rounded-lg border border-hairline bg-surface-2 px-3 text-sm text-text focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
    >
      {CHOICES.map(([visibility, label]) => (
        <option key={visibility} value={visibility}>
          {t(label)}
        </option>
      ))}
    </select>
  );
}

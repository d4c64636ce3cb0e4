import { useId, type ReactNode } from 'react';

interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the label saying what the switch does. */
  description?: ReactNode;
  disabled?: boolean;
}

/** An on/off switch (role=switch): Space or Enter toggles it, the label names it, the state is announced. */
export function Switch({ label, checked, onChange, description, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        {description && (
          <p id={`${id}-description`} className="text-xs text-muted">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors duration-150 ease-out disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'border-accent bg-accent' : 'border-hairline bg-surface-2'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full shadow transition-transform duration-150 ease-out motion-reduce:transition-none ${
            checked ? 'translate-x-6 bg-on-accent' : 'translate-x-1 bg-muted'
          }`}
        />
      </button>
    </div>
  );
}

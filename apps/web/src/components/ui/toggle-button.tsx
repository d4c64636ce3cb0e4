import type { ButtonHTMLAttributes, ReactNode } from 'react';

const PRESSED_TONES = {
  danger: 'border-danger/60 bg-danger/15 text-danger hover:bg-danger/25',
  accent: 'border-accent/60 bg-accent/15 text-accent hover:bg-accent/25',
} as const;

/** A labelled on/off button of the movie page's action row ('Like', 'Mark as Watched'...). */
export function ToggleButton({
  pressed,
  tone,
  icon,
  children,
  ...button
}: {
  pressed: boolean;
  /** The colour it takes while pressed. */
  tone: keyof typeof PRESSED_TONES;
  icon: ReactNode;
  children: ReactNode;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled'>) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      {...button}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-60 ${
        pressed ? PRESSED_TONES[tone] : 'border-hairline bg-surface-2 text-text hover:bg-surface'
      }`}
    >
      {icon}
      {children}
    </button>
  );
}

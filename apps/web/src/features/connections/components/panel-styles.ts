/** Buttons of the Connections page, in the settings page's look. */
const OUTLINE_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-card)] border px-4 font-medium transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON = `${OUTLINE_BUTTON} border-hairline hover:bg-surface-2`;
export const ACCENT_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-card)] bg-accent px-5 font-semibold text-on-accent transition-colors duration-150 hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-60';
export const DANGER_BUTTON = `${OUTLINE_BUTTON} border-danger text-danger hover:bg-danger hover:text-bg`;
export const PANEL = 'rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6';

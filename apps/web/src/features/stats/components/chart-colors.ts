/** The design tokens (index.css `@theme`) the charts draw with, read from the page so they never drift. */
export interface ChartColors {
  accent: string;
  text: string;
  muted: string;
  hairline: string;
  surface: string;
}

const FALLBACK: ChartColors = {
  accent: '#f5b50a',
  text: '#f4f4f5',
  muted: '#a1a1aa',
  hairline: '#2a2a35',
  surface: '#1d1d26',
};

export function chartColors(): ChartColors {
  if (typeof document === 'undefined') return FALLBACK;
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    accent: token('--color-accent', FALLBACK.accent),
    text: token('--color-text', FALLBACK.text),
    muted: token('--color-muted', FALLBACK.muted),
    hairline: token('--color-hairline', FALLBACK.hairline),
    surface: token('--color-surface-2', FALLBACK.surface),
  };
}

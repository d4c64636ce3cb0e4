import { Bookmark, Eye, Heart, Star, Users, type LucideIcon } from 'lucide-react';

/**
 * The icon of each mark, shared by the marks on posters and their legend. Each has its own shape, so a mark
 * reads without its colour: the eye and the bookmark of the movie page's buttons, the star and the heart.
 */
export const STATUS_MARK_ICONS = {
  watched: { Icon: Eye, className: 'text-success' },
  want_to_watch: { Icon: Bookmark, className: 'fill-current text-accent' },
  rating: { Icon: Star, className: 'fill-current text-accent' },
  liked: { Icon: Heart, className: 'fill-current text-danger' },
  friends: { Icon: Users, className: 'text-text' },
} as const satisfies Record<string, { Icon: LucideIcon; className: string }>;

export type StatusMarkKind = keyof typeof STATUS_MARK_ICONS;

export function StatusMarkIcon({ kind, size }: { kind: StatusMarkKind; size: number }) {
  const { Icon, className } = STATUS_MARK_ICONS[kind];
  return <Icon size={size} aria-hidden="true" className={`shrink-0 ${className}`} />;
}

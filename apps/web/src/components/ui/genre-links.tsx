import { GENRES } from '@marquee/contracts';
import { MenuLink } from './menu-link.tsx';
import { useLocale } from '../../lib/i18n/i18n.ts';
import { genreLabel } from '../../lib/i18n/known-text.ts';

/** Every genre as a link to its page: the body of the header's Categories menu and of the mobile menu's. */
export function GenreLinks({
  id,
  label,
  className,
  onNavigate,
}: {
  id: string;
  label?: string;
  className: string;
  /** Called when a genre is chosen (the menu around it closes). */
  onNavigate: () => void;
}) {
  useLocale();
  return (
    <ul id={id} aria-label={label} className={className}>
      {GENRES.map((genre) => (
        <li key={genre.id}>
          <MenuLink to={`/genre/${genre.id}`} onClick={onNavigate}>
            {genreLabel(genre)}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

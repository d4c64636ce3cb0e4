import { Link } from 'react-router';
import { Film } from 'lucide-react';
import { SearchForm } from '../features/search/components/search-form.tsx';
import { useT } from '../lib/i18n/i18n.ts';
import { layoutMessages as m } from './layout/messages.ts';

/**
 * What an address that shows nothing gets (an unknown page, a movie the catalog doesn't have), with the ways
 * onward: a search and the home page. The server answers such addresses with a 404 and this same page.
 */
export function NotFoundPage({ title, hint }: { title: string; hint: string }) {
  const t = useT();
  return (
    <div className="page-container flex min-h-[60dvh] flex-col items-center justify-center gap-4 py-16 text-center">
      <Film size={48} className="text-muted" aria-hidden="true" />
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-muted">{hint}</p>
      <SearchForm />
      <Link
        to="/"
        className="rounded-lg bg-accent px-5 py-2.5 font-semibold text-on-accent hover:bg-accent-hover"
      >
        {t(m.backToHome)}
      </Link>
    </div>
  );
}

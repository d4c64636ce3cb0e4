import { Link } from 'react-router';
import { Film } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <div className="page-container flex min-h-[60dvh] flex-col items-center justify-center gap-4 py-16 text-center">
      <Film size={48} className="text-muted" aria-hidden="true" />
      <h1 className="text-3xl font-semibold">Page Not Found</h1>
      <p className="text-muted">The page you are looking for does not exist.</p>
      <Link
        to="/"
        className="rounded-lg bg-accent px-5 py-2.5 font-semibold text-on-accent hover:bg-accent-hover"
      >
        Back to Home
      </Link>
    </div>
  );
}

import { ABOUT_DEV_URL } from '../../lib/links.ts';

/** The bottom padding keeps the page's last line clear of the floating chat button. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-hairline pb-24 pt-8 text-sm text-muted">
      <div className="page-container flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-between sm:text-left">
        <p>Marquee: open-source movie discovery.</p>
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
          <p>Movie data and images from TMDB.</p>
          <span aria-hidden="true" className="hidden h-4 w-px bg-hairline sm:block" />
          <a
            href={ABOUT_DEV_URL}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-text underline-offset-4 hover:underline"
          >
            About Dev
          </a>
        </div>
      </div>
    </footer>
  );
}

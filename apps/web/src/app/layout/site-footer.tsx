import { ABOUT_DEV_URL } from '../../lib/links.ts';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-hairline pb-28 pt-8 text-sm text-muted sm:pb-8 sm:pr-24">
      <div className="page-container flex flex-col items-center justify-between gap-3 sm:flex-row">
        <p>Marquee: open-source movie discovery.</p>
        <p>
          Movie data and images from TMDB.{' '}
          <a
            href={ABOUT_DEV_URL}
            target="_blank"
            rel="noreferrer"
            className="underline-offset-4 hover:text-text hover:underline"
          >
            About Dev
          </a>
        </p>
      </div>
    </footer>
  );
}

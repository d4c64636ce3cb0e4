import { useEffect } from 'react';
import { documentTitle } from '@marquee/contracts';

/**
 * Sets the browser tab's title to the page's subject ("Interstellar (2014) · Marquee"); undefined while it is
 * not known yet (the site's name alone). Every route calls it, so client-side navigation retitles each page.
 */
export function useDocumentTitle(subject: string | null | undefined): void {
  const title = documentTitle(subject);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

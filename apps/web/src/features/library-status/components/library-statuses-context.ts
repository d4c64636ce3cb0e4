import { createContext, useContext } from 'react';
import type { LibraryStatus } from '@marquee/contracts';
import type { LibraryStatusMap } from '../api/use-library-statuses.ts';

export const LibraryStatusesContext = createContext<LibraryStatusMap>(new Map());

/** The signed-in user's mark for one movie of the page, once the page's request has answered. */
export function useLibraryStatus(movieId: number): LibraryStatus | undefined {
  return useContext(LibraryStatusesContext).get(movieId);
}

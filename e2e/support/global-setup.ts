// @ts-expect-error plain ESM script shared with `npm start`
import { ensureWebBuilt } from '@marquee/web/build';

/** The browser suites test the built web app the API serves: build it once if sources changed. */
export default function setup(): void {
  (ensureWebBuilt as () => boolean)();
}

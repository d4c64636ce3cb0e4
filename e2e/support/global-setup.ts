// @ts-expect-error plain ESM script shared with `npm start`
import { ensureWebBuilt } from '../../scripts/web-build.mjs';

/** The browser suites test the built web app the API serves: build it once if sources changed. */
export default function setup(): void {
  (ensureWebBuilt as () => boolean)();
}

import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Result = AxeResults['violations'][number];
type RunOptions = Parameters<AxeBuilder['options']>[0];

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core as @axe-core/playwright has it (the same package and version: it is that package's dependency). */
const axeCore = createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as {
  source: string;
};

/**
 * The page's axe, put there once per document: @axe-core/playwright evaluates its 1.3 MB source twice on every
 * analysis (about 0.3 CPU-second of Chromium's a time), and a page opened in the app keeps it from the last one.
 * Configured as @axe-core/playwright's legacy mode configures it.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
  await page.evaluate(
    `${axeCore.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`,
  );
}

/**
 * A list's movie cards after its first four: the same component again with other data, which axe would analyse
 * again at a cost (its contrast rule above all: excluding them takes a 60-card home page's analysis from about
 * 2.8 to 1.5 CPU-seconds of Chromium's main thread). A card's own link name is checked apart (a11y's grids).
 */
const REPEATED_CARD = 'li:nth-child(n+5) > article';

/**
 * An axe run in the page itself, collecting violations only, as @axe-core/playwright's legacy mode runs it (with
 * `axe.run` in the page) without its re-injection. Its default mode finishes every run in a new blank page and
 * gathers every passing node too, which made an axe check several times slower (the home page: 5-13 s against
 * 2-3 s); what it adds, checking cross-origin frames, has nothing to check here: no page embeds one. A page with
 * a frame after all goes through @axe-core/playwright, which puts axe in every frame. `extraRules` run beside the
 * rules chosen by tag, in the same pass over the page. Repeated movie cards are left out (REPEATED_CARD).
 */
async function axeViolations(page: Page, extraRules: readonly string[]): Promise<Result[]> {
  const rules = Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }]));
  const options = { resultTypes: ['violations'], rules, runOnly: { type: 'tag', values: WCAG_21_AA } };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).setLegacyMode(true).options(options as RunOptions);
    return (await builder.analyze()).violations;
  }
  await injectAxe(page);
  return await page.evaluate(
    async ({ runOptions, repeatedCard }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
      };
      const exclude = Array.from(document.querySelectorAll(repeatedCard));
      return (await axe.run({ include: [document], exclude }, runOptions)).violations;
    },
    { runOptions: options, repeatedCard: REPEATED_CARD },
  );
}

/** One line a violation: rule, help and the first few elements it was found on. */
function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

export interface AxeFindings {
  /** Serious or critical violations under WCAG 2.1 A and AA. */
  serious: string[];
  /** Violations of the extra rules asked for, whatever their impact. */
  ofRules: string[];
}

/**
 * One axe pass over the page: what is serious or critical under WCAG 2.1 A and AA, and what `extraRules` find
 * whatever their impact (rules Lighthouse scores that the WCAG tags leave out: best practices such as
 * `heading-order`, experimental ones such as `label-content-name-mismatch`). A pass costs Chromium about a
 * CPU-second, so a page state is analysed once for both.
 */
export async function axeFindings(page: Page, extraRules: readonly string[] = []): Promise<AxeFindings> {
  const violations = await axeViolations(page, extraRules);
  const extra = violations.filter((violation) => extraRules.includes(violation.id));
  const tagged = violations.filter((violation) => !extraRules.includes(violation.id));
  return {
    serious: describeViolations(
      tagged.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ),
    ofRules: describeViolations(extra),
  };
}

/** What axe finds on the page that is serious or critical under WCAG 2.1 A and AA, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeFindings(page)).serious;
}

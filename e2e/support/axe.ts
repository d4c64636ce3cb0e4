import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe run in the page itself, collecting violations only. The default mode finishes every run in a new blank
 * page and gathers every passing node too, which made an axe check several times slower (the home page: 5-13 s
 * against 2-3 s); what it adds, checking cross-origin frames, has nothing to check here: no page embeds one.
 * `extraRules` run beside the rules chosen by tag, in the same pass over the page.
 */
function axeOn(page: Page, extraRules: readonly string[] = []): AxeBuilder {
  const rules = Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }]));
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], rules });
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
  const { violations } = await axeOn(page, extraRules).withTags(WCAG_21_AA).analyze();
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

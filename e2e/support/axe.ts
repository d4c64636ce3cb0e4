import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * An axe run in the page itself, collecting violations only. The default mode finishes every run in a new blank
 * page and gathers every passing node too, which made an axe check several times slower (the home page: 5-13 s
 * against 2-3 s); what it adds, checking cross-origin frames, has nothing to check here: no page embeds one.
 */
function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
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

/** What axe finds on the page that is serious or critical under WCAG 2.1 A and AA, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return describeViolations(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  );
}

/**
 * What these axe rules find, whatever their impact: for rules Lighthouse scores that the WCAG tags leave out
 * (best practices such as `heading-order`, experimental ones such as `label-content-name-mismatch`).
 */
export async function violationsOfRules(page: Page, rules: string[]): Promise<string[]> {
  const { violations } = await axeOn(page).withRules(rules).analyze();
  return describeViolations(violations);
}

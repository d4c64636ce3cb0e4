import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

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
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return describeViolations(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  );
}

/**
 * What these axe rules find, whatever their impact: for rules Lighthouse scores that the WCAG tags leave out
 * (best practices such as `heading-order`, experimental ones such as `label-content-name-mismatch`).
 */
export async function violationsOfRules(page: Page, rules: string[]): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(rules).analyze();
  return describeViolations(violations);
}

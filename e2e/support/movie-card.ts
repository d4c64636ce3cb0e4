import type { Locator } from 'playwright-core';

/**
 * The movie title a card (or the first card inside `scope`) shows. Its link is named by its text, which reads
 * 'Title (year) Rating 8.4': the title alone is the first text of the card's title line.
 */
export function cardTitle(scope: Locator): Promise<string> {
  return scope
    .locator('[data-card-title]')
    .first()
    .evaluate((element) => element.firstChild?.textContent ?? '');
}

/** The titles of every card inside `scope`, in page order. */
export function cardTitles(scope: Locator): Promise<string[]> {
  return scope
    .locator('[data-card-title]')
    .evaluateAll((elements) => elements.map((element) => element.firstChild?.textContent ?? ''));
}

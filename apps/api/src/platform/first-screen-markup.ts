import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { FIRST_SCREEN_RENDERER_FILE, type Locale, type RenderFirstScreen } from '@marquee/contracts';

/** Pages whose markup is kept (per language): the home page and the most visited movie pages. */
const KEPT_PAGES = 200;

/**
 * The markup of a first screen, from the web app's server build: the page shows before its scripts arrive,
 * and React hydrates it. A render takes some milliseconds, so each page's markup is kept until its answers
 * change. Without a server build, or when a render fails, there is no markup and the browser draws the page
 * itself, as for every other page: the site never depends on it.
 */
export function createFirstScreenMarkup(distDir: string, log: FastifyBaseLogger) {
  const rendererFile = path.join(distDir, FIRST_SCREEN_RENDERER_FILE);
  let renderer: { modified: number; render: Promise<RenderFirstScreen | undefined> } | undefined;
  const kept = new Map<string, { answersJson: string; markup: string }>();

  /** The server build, imported again when a rebuild replaced it (its markup must match the browser build). */
  async function currentRenderer(): Promise<RenderFirstScreen | undefined> {
    const modified = await fs.stat(rendererFile).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );
    if (renderer?.modified !== modified) {
      kept.clear();
      const url = `${pathToFileURL(rendererFile).href}?built=${modified}`;
      renderer = {
        modified,
        render: modified
          ? import(url).then((module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen)
          : Promise.resolve(undefined),
      };
    }
    return renderer.render;
  }

  // Imported now rather than by the first visitor, who would wait for it.
  void currentRenderer().catch((error: unknown) =>
    log.error({ err: error }, 'the first screen renderer failed to load; the browser renders pages'),
  );

  return async function firstScreenMarkup(
    pathname: string,
    answersJson: string,
    locale: Locale,
  ): Promise<string> {
    try {
      // First, so a rebuild drops the markup of the build before (the browser's new code would not match it).
      const render = await currentRenderer();
      if (!render) return '';
      const page = `${locale} ${pathname}`;
      const known = kept.get(page);
      if (known?.answersJson === answersJson) {
        // Most recently used last, so the oldest page is the one dropped.
        kept.delete(page);
        kept.set(page, known);
        return known.markup;
      }
      const markup = await render(pathname, JSON.parse(answersJson) as Record<string, unknown>, locale);
      kept.set(page, { answersJson, markup });
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value!);
      return markup;
    } catch (error) {
      log.error({ err: error, pathname }, 'first screen render failed; the browser renders the page');
      return '';
    }
  };
}

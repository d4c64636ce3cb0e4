import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_ANSWERS_ELEMENT_ID, firstScreen } from '@marquee/contracts';
import { CompressibleBody } from './compression.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The route module's chunk and every chunk it imports, minus those the entry already preloads. */
function routeChunkFiles(manifest: Manifest, route: string): string[] {
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  collect('index.html', entryChunks);
  const routeChunks = new Set<string>();
  collect(`src/app/routes/${route}.tsx`, routeChunks);
  return [...routeChunks].filter((key) => !entryChunks.has(key)).map((key) => manifest[key]!.file);
}

/** Inside a <script> element, "</script>" in a title would end it: JSON may spell "<" as \u003c instead. */
export function jsonForScriptElement(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * A file's parsed content, read again only when the file has changed (a rebuild needs no restart), so a page
 * view costs a stat rather than a read and a parse.
 */
function fileWhenChanged<T>(file: string, parse: (text: string) => T): () => Promise<T> {
  let kept: { modified: number; content: T } | undefined;
  return async () => {
    const { mtimeMs } = await fs.stat(file);
    if (kept?.modified !== mtimeMs)
      kept = { modified: mtimeMs, content: parse(await fs.readFile(file, 'utf8')) };
    return kept.content;
  };
}

/**
 * The web app's HTML shell for one page. For the pages people land on most (firstScreen) it carries the
 * page's route chunks as modulepreload links, so they download beside the entry script instead of after it,
 * and the catalog answers its first screen shows as JSON, so the page renders as soon as its script runs
 * instead of asking the API afterwards. The answers come from the API's own routes (in-process), so they are
 * exactly what the browser would get.
 */
export function createWebShell(app: FastifyInstance, distDir: string) {
  const indexHtml = fileWhenChanged(path.join(distDir, 'index.html'), (text) => text);
  const manifest = fileWhenChanged(
    path.join(distDir, '.vite', 'manifest.json'),
    (text) => JSON.parse(text) as Manifest,
  );

  async function preloadLinks(route: string): Promise<string> {
    return routeChunkFiles((await manifest().catch(() => ({}))) as Manifest, route)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  }

  async function embeddedAnswers(apiPaths: string[]): Promise<string> {
    const entries = await Promise.all(
      apiPaths.map(async (apiPath) => {
        const response = await app.inject({ method: 'GET', url: `/${apiPath}` });
        return response.statusCode === 200 ? `${JSON.stringify(apiPath)}:${response.body}` : undefined;
      }),
    );
    const found = entries.filter((entry) => entry !== undefined);
    if (found.length === 0) return '';
    const json = jsonForScriptElement(`{${found.join(',')}}`);
    return `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ELEMENT_ID}">${json}</script>`;
  }

  async function render(pathname: string): Promise<Buffer> {
    const screen = firstScreen(pathname);
    const [html, links, answers] = await Promise.all([
      indexHtml(),
      screen ? preloadLinks(screen.route) : '',
      screen ? embeddedAnswers(screen.apiPaths) : '',
    ]);
    return Buffer.from(html.replace('</head>', `${links}</head>`).replace('</body>', `${answers}</body>`));
  }

  return async function sendWebShell(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const page = new CompressibleBody(await render(pathname));
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return page.send(request, reply);
  };
}

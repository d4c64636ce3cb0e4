import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_ANSWERS_ELEMENT_ID, IMAGE_SETTINGS_API_PATH, firstScreen } from '@marquee/contracts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character]!);
import { CompressibleBody } from './compression.ts';
import { createFirstScreenMarkup } from './first-screen-markup.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The web app's start module: the entry imports it (after the first paint, on a page that arrives drawn). */
const APP_START_MODULE = 'src/app/start.tsx';
const routeModule = (route: string) => `src/app/routes/${route}.tsx`;

/** The chunks of these modules and every chunk they import, minus those the entry already preloads. */
function chunkFiles(manifest: Manifest, modules: string[]): string[] {
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  const entryChunks = new Set<string>();
  collect('index.html', entryChunks);
  const chunks = new Set<string>();
  for (const module of modules) collect(module, chunks);
  return [...chunks].filter((key) => !entryChunks.has(key)).map((key) => manifest[key]!.file);
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
 * catalog answers the first screen shows, as JSON, and that screen's markup rendered from them: the page
 * shows as soon as its stylesheet arrives, and React hydrates it from the same answers. The answers come from
 * the API's own routes (in-process), so they are exactly what the browser would get. A page that has no
 * markup announces the app's chunks (and its route's) as modulepreload links instead, so they download beside
 * the entry script rather than after it.
 */
export function createWebShell(app: FastifyInstance, distDir: string) {
  const indexHtml = fileWhenChanged(path.join(distDir, 'index.html'), (text) => text);
  const manifest = fileWhenChanged(
    path.join(distDir, '.vite', 'manifest.json'),
    (text) => JSON.parse(text) as Manifest,
  );

  async function preloadLinks(modules: string[]): Promise<string> {
    return chunkFiles((await manifest().catch(() => ({}))) as Manifest, modules)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  }

  const firstScreenMarkup = createFirstScreenMarkup(distDir, app.log);

  /** The answers that came back 200, as `"path":body` members of a JSON object (the bodies spliced in as they are). */
  async function answerMembers(apiPaths: string[]): Promise<Map<string, string>> {
    const entries = await Promise.all(
      apiPaths.map(async (apiPath) => {
        const response = await app.inject({ method: 'GET', url: `/${apiPath}` });
        return [
          apiPath,
          response.statusCode === 200 ? `${JSON.stringify(apiPath)}:${response.body}` : undefined,
        ];
      }),
    );
    return new Map(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
  }

  async function render(pathname: string): Promise<Buffer> {
    const screen = firstScreen(pathname);
    const appModules = screen ? [APP_START_MODULE, routeModule(screen.route)] : [APP_START_MODULE];
    // Every page carries the site's image settings too, while the server's image cache (features/images) is on.
    const settingsPaths = app.hasRoute({ method: 'GET', url: `/${IMAGE_SETTINGS_API_PATH}` })
      ? [IMAGE_SETTINGS_API_PATH]
      : [];
    const [html, members] = await Promise.all([
      indexHtml(),
      answerMembers([...(screen?.apiPaths ?? []), ...settingsPaths]),
    ]);
    const hasScreenAnswers = screen?.apiPaths.some((apiPath) => members.has(apiPath)) ?? false;
    const answers = members.size === 0 ? undefined : `{${[...members.values()].join(',')}}`;
    const markup = hasScreenAnswers && answers ? await firstScreenMarkup(pathname, answers) : '';
    // The tab shows the page's own title before any script runs (a movie page: "Interstellar (2014) · Marquee").
    const title =
      screen && hasScreenAnswers && answers
        ? screen.title(JSON.parse(answers) as Record<string, unknown>)
        : undefined;
    // A drawn page asks for its code only after its first paint (main.tsx), so none is announced up front.
    const links = markup ? '' : await preloadLinks(appModules);
    const answersElement = answers
      ? `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ELEMENT_ID}">${jsonForScriptElement(answers)}</script>`
      : '';
    return Buffer.from(
      html
        .replace(/<title>[^<]*<\/title>/, (shell) => (title ? `<title>${escapeHtml(title)}</title>` : shell))
        .replace('</head>', () => `${links}</head>`)
        .replace('<div id="root"></div>', () =>
          markup ? `<div id="root" data-hydrating>${markup}</div>` : '<div id="root"></div>',
        )
        .replace('</body>', () => `${answersElement}</body>`),
    );
  }

  return async function sendWebShell(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const page = new CompressibleBody(await render(pathname));
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return page.send(request, reply);
  };
}

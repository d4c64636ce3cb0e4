import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  documentTitle,
  FIRST_SCREEN_ANSWERS_ELEMENT_ID,
  firstScreen,
  IMAGE_SETTINGS_API_PATH,
  negotiateLocale,
  TMDB_IMAGE_BASE,
  type ImageSettings,
  type Locale,
} from '@marquee/contracts';
import { CompressibleBody } from './compression.ts';
import { createFirstScreenMarkup } from './first-screen-markup.ts';
import { escapeHtml, linkPreviewTags } from './link-preview.ts';
import { planPage, type PagePlan, type SubjectDescription } from './page-subjects.ts';
import { addVary } from './vary.ts';

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

/** An in-process API answer: its status, and its body as the API sent it. */
interface Answer {
  status: number;
  body: string;
}

/** The page's head and status, from what the API answered about the page's subject. */
interface PageHead {
  status: 200 | 404;
  /** The document title, or undefined to keep the shell's ("Marquee"). */
  title?: string;
  /** Canonical link, Open Graph tags and the description, for link previews. */
  tags: string;
  description?: string;
}

/** A subject the API refuses to know (404, or 400 for an address that can name nothing) is a missing page. */
const isMissing = (answer: Answer | undefined) => answer?.status === 404 || answer?.status === 400;

/** Where the page's images are, made absolute: the image settings the page carries, else TMDB's host. */
function imageBaseOf(answers: Map<string, Answer>): string {
  const settings = answers.get(IMAGE_SETTINGS_API_PATH);
  return settings?.status === 200 ? (JSON.parse(settings.body) as ImageSettings).base : TMDB_IMAGE_BASE;
}

function pageHead(
  plan: PagePlan,
  answers: Map<string, Answer>,
  publicUrl: string,
  log: FastifyBaseLogger,
): PageHead {
  const answer = plan.subject && answers.get(plan.subject.apiPath);
  if (!plan.exists || isMissing(answer))
    return { status: 404, title: documentTitle(plan.missingTitleSubject), tags: '' };
  if (!plan.subject || answer?.status !== 200) return { status: 200, tags: '' };
  let description: SubjectDescription;
  try {
    description = plan.subject.describe(JSON.parse(answer.body));
  } catch (error) {
    // The page still works without its preview; the browser asks for the same answer itself.
    log.error({ err: error, apiPath: plan.subject.apiPath }, 'link preview failed; the page goes without');
    return { status: 200, tags: '' };
  }
  const { titleSubject, preview } = description;
  return {
    status: 200,
    title: documentTitle(titleSubject),
    tags: linkPreviewTags(preview, { publicUrl, imageBase: imageBaseOf(answers) }),
    description: preview.description,
  };
}

/**
 * The web app's HTML shell for one page. For the pages people land on most (firstScreen) it carries the
 * catalog answers the first screen shows, as JSON, and that screen's markup rendered from them: the page
 * shows as soon as its stylesheet arrives, and React hydrates it from the same answers. The answers come from
 * the API's own routes (in-process), so they are exactly what the browser would get. A page that has no
 * markup announces the app's chunks (and its route's) as modulepreload links instead, so they download beside
 * the entry script rather than after it. An address no page takes, or whose subject (a movie, a shared
 * playlist, a profile) the API doesn't know, answers 404 with the same app, which shows its not-found page; a
 * page about one thing carries its title and link preview (Open Graph) in its head.
 */
export function createWebShell(app: FastifyInstance, distDir: string, publicUrl: string) {
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

  /** The API's answers to these paths, each asked once. */
  async function answersTo(apiPaths: string[]): Promise<Map<string, Answer>> {
    const unique = [...new Set(apiPaths)];
    const answers = await Promise.all(
      unique.map(async (apiPath) => {
        const response = await app.inject({ method: 'GET', url: `/${apiPath}` });
        return [apiPath, { status: response.statusCode, body: response.body }] as const;
      }),
    );
    return new Map(answers);
  }

  /** The answers that came back 200 among these, as a JSON object keyed by path (the bodies spliced in as they are). */
  function embeddedAnswers(answers: Map<string, Answer>, apiPaths: string[]): string | undefined {
    const members = apiPaths
      .filter((apiPath) => answers.get(apiPath)?.status === 200)
      .map((apiPath) => `${JSON.stringify(apiPath)}:${answers.get(apiPath)!.body}`);
    return members.length === 0 ? undefined : `{${members.join(',')}}`;
  }

  async function render(pathname: string, locale: Locale): Promise<{ status: number; html: Buffer }> {
    const plan = planPage(pathname);
    const screen = plan.exists ? firstScreen(pathname) : undefined;
    const appModules = screen ? [APP_START_MODULE, routeModule(screen.route)] : [APP_START_MODULE];
    // Every page carries the site's image settings too, while the server's image cache (features/images) is on.
    const settingsPaths = app.hasRoute({ method: 'GET', url: `/${IMAGE_SETTINGS_API_PATH}` })
      ? [IMAGE_SETTINGS_API_PATH]
      : [];
    const embeddedPaths = [...(screen?.apiPaths ?? []), ...settingsPaths];
    const [html, answers] = await Promise.all([
      indexHtml(),
      answersTo([...embeddedPaths, ...(plan.subject ? [plan.subject.apiPath] : [])]),
    ]);
    const head = pageHead(plan, answers, publicUrl, app.log);
    const hasScreenAnswers =
      screen?.apiPaths.some((apiPath) => answers.get(apiPath)?.status === 200) ?? false;
    const embedded = embeddedAnswers(answers, embeddedPaths);
    const markup =
      head.status === 200 && hasScreenAnswers && embedded
        ? await firstScreenMarkup(pathname, embedded, locale)
        : '';
    // A drawn page asks for its code only after its first paint (main.tsx), so none is announced up front.
    const links = markup ? '' : await preloadLinks(appModules);
    const answersElement = embedded
      ? `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ELEMENT_ID}">${jsonForScriptElement(embedded)}</script>`
      : '';
    const page = html
      // The page's language (ADR 036): the markup below is drawn in it, and the browser hydrates in it.
      .replace(/<html(\s+lang="[^"]*")?/, () => `<html lang="${locale}"`)
      // The tab shows the page's own title before any script runs (a movie page: "Interstellar (2014) · Marquee").
      .replace(/<title>[^<]*<\/title>/, (shell) =>
        head.title ? `<title>${escapeHtml(head.title)}</title>` : shell,
      )
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, (shell) =>
        head.description ? `<meta name="description" content="${escapeHtml(head.description)}" />` : shell,
      )
      .replace('</head>', () => `${head.tags}${links}</head>`)
      .replace('<div id="root"></div>', () =>
        markup ? `<div id="root" data-hydrating>${markup}</div>` : '<div id="root"></div>',
      )
      .replace('</body>', () => `${answersElement}</body>`);
    return { status: head.status, html: Buffer.from(page) };
  }

  return async function sendWebShell(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const locale = negotiateLocale({
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const { status, html } = await render(pathname, locale);
    const page = new CompressibleBody(html);
    addVary(addVary(reply, 'Cookie'), 'Accept-Language');
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return page.send(request, reply);
  };
}

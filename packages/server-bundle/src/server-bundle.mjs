// The API's and the recommender's TypeScript bundled into one JavaScript file each (node_modules/.cache), built
// when missing or older than any of their sources. A process then starts without a TypeScript loader: through
// tsx, Node resolves, transforms and loads some 400 files one by one, which cost the API about twice the CPU of
// its whole start-up from the bundle (npm start, the test harness and its server pool start many).
// Third-party packages stay outside the bundle, loaded from node_modules as before, each from the exact file
// Node would pick for the importing workspace.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const defaultOutDir = path.join(root, 'node_modules/.cache/marquee-servers');

/** Each server's TypeScript entry, by the name of its bundle. */
export const SERVER_ENTRIES = {
  api: 'apps/api/src/main.ts',
  recommender: 'services/recommender/src/main.ts',
};

/**
 * Worker threads' TypeScript, bundled beside the servers. Each worker's `.mjs` entry (beside its `.ts`) loads
 * its bundle from MARQUEE_SERVER_BUNDLES when whoever built the bundles fresh set it (npm start, npm test), and
 * otherwise registers tsx in its thread, which costs each new thread about half a CPU-second.
 */
export const WORKER_ENTRIES = {
  'read-upload.worker': 'apps/api/src/features/import/formats/read-upload.worker.ts',
  'model-training.worker': 'services/recommender/src/model-training.worker.ts',
};

/** The variable that tells processes started from fresh bundles where the bundles are. */
export const BUNDLES_VARIABLE = 'MARQUEE_SERVER_BUNDLES';

/**
 * A bundled module keeps its own file's `import.meta.url` and `dirname`: what it finds beside itself (worker
 * scripts, the starter catalog's data) stays where it is.
 */
const ownLocation = {
  name: 'own-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const contents = source.includes('import.meta')
        ? source
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
            .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
            .replaceAll('import.meta.filename', JSON.stringify(args.path))
        : source;
      return { contents, loader: 'ts' };
    });
  },
};

/** Our workspaces are bundled; every other package is imported from the file esbuild resolved it to. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@marquee/') || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { external: true };
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: found.path, external: true };
    });
  },
};

function bundlePath(outDir, name) {
  return path.join(outDir, `${name}.mjs`);
}

function isFresh(outDir) {
  const metafilePath = path.join(outDir, 'meta.json');
  if (!fs.existsSync(metafilePath)) return false;
  const builtAt = fs.statSync(metafilePath).mtimeMs;
  const names = [...Object.keys(SERVER_ENTRIES), ...Object.keys(WORKER_ENTRIES)];
  if (!names.every((name) => fs.existsSync(bundlePath(outDir, name)))) return false;
  const { inputs } = JSON.parse(fs.readFileSync(metafilePath, 'utf8'));
  return Object.keys(inputs).every((input) => {
    const file = path.join(root, input);
    return fs.existsSync(file) && fs.statSync(file).mtimeMs < builtAt;
  });
}

async function build(outDir) {
  const esbuild = await import('esbuild');
  // Built beside, then moved in place: a process starting meanwhile reads the old bundle or the new one whole.
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(outDir), 'marquee-servers-'));
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { ...SERVER_ENTRIES, ...WORKER_ENTRIES },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcemap: 'linked',
    plugins: [ownLocation, packagesOutside],
    metafile: true,
    logLevel: 'silent',
  });
  fs.writeFileSync(path.join(staging, 'meta.json'), JSON.stringify({ inputs: result.metafile.inputs }));
  const previous = `${outDir}.old-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, previous);
  fs.renameSync(staging, outDir);
  fs.rmSync(previous, { recursive: true, force: true });
}

/**
 * The bundles' paths by server name (in `outDir`), built first when missing or stale; undefined when they cannot be built
 * (esbuild missing, as in an image pruned of development packages): callers then run the TypeScript entries.
 */
export async function ensureServerBundles(outDir = defaultOutDir) {
  try {
    if (!isFresh(outDir)) await build(outDir);
    return Object.fromEntries(Object.keys(SERVER_ENTRIES).map((name) => [name, bundlePath(outDir, name)]));
  } catch (error) {
    console.warn(
      `[marquee] running the servers from TypeScript (bundling failed: ${error instanceof Error ? error.message : error})`,
    );
    return undefined;
  }
}

/**
 * ensureServerBundles, then BUNDLES_VARIABLE set for what this process starts from now on (its servers, its
 * own worker threads): they run from the bundles, fresh at this moment.
 */
export async function useServerBundles() {
  const bundles = await ensureServerBundles();
  if (bundles) process.env[BUNDLES_VARIABLE] = defaultOutDir;
  return bundles;
}

/** The command line's arguments after `node` that start a server: its bundle, else its TypeScript entry. */
export function serverArguments(name, bundles) {
  return bundles ? ['--enable-source-maps', bundles[name]] : ['--import', 'tsx', SERVER_ENTRIES[name]];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureServerBundles();

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { i18nLint } from './eslint.i18n.js';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = import.meta.dirname;

function subfolders(relativeDir) {
  const dir = path.join(repoRoot, relativeDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// A feature never imports another feature, whatever the path looks like (relative or not): the import is
// resolved to a file and the file's folder decides. Features are read from disk so a new one is covered at once.
function featureIsolation(featuresDir, sharedHome) {
  return subfolders(featuresDir).map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: `Features do not import each other: move what both need to ${sharedHome}.`,
  }));
}

// Each workspace's test kit (a `src/testing` folder or `src/testing.ts`), read from disk like the features.
function testKits() {
  return ['apps', 'packages', 'services'].flatMap((group) =>
    subfolders(group).flatMap((name) =>
      [`${group}/${name}/src/testing`, `${group}/${name}/src/testing.ts`].filter((kit) =>
        fs.existsSync(path.join(repoRoot, kit)),
      ),
    ),
  );
}

const WORKSPACES = {
  web: 'apps/web',
  api: 'apps/api',
  packages: 'packages',
  services: 'services',
  e2e: 'e2e',
  bench: 'bench',
};

// Imports flow one way: shared -> features -> app (web), platform -> features (API); apps never import apps;
// packages and services never reach into apps; e2e and bench share code only through a package.
export const boundaryZones = [
  ...featureIsolation('apps/web/src/features', 'apps/web/src/lib or components/ui'),
  ...featureIsolation('apps/api/src/features', 'apps/api/src/platform'),
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'Shared web code (components, lib) does not depend on features or the app layer.',
  },
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/app',
    message: 'Features do not import the app layer (routes, layout, router).',
  },
  {
    target: 'apps/api/src/platform',
    from: 'apps/api/src/features',
    message: 'Platform code is shared by features and does not depend on any of them.',
  },
  { target: WORKSPACES.web, from: WORKSPACES.api, message: 'Apps do not import other apps.' },
  { target: WORKSPACES.api, from: WORKSPACES.web, message: 'Apps do not import other apps.' },
  {
    target: [WORKSPACES.packages, WORKSPACES.services],
    from: [WORKSPACES.web, WORKSPACES.api],
    message: 'Packages and services do not depend on the apps.',
  },
  {
    target: [WORKSPACES.packages, WORKSPACES.services, WORKSPACES.web, WORKSPACES.api],
    from: [WORKSPACES.e2e, WORKSPACES.bench],
    message: 'Test harness code shared with e2e or bench lives in @marquee/harness.',
  },
  {
    target: Object.values(WORKSPACES),
    from: 'scripts',
    message:
      "The root's scripts run the repository; a workspace does not import them: what both need lives in a package.",
  },
  {
    target: WORKSPACES.e2e,
    from: WORKSPACES.bench,
    message: 'e2e and bench share code only through a package.',
  },
  {
    target: WORKSPACES.bench,
    from: WORKSPACES.e2e,
    message: 'e2e and bench share code only through a package.',
  },
];

// Product code: what the servers and the browser run. Not the tests, the test kits, the harness, nor the files
// that assemble the API for a process (main.ts starts it; index.ts lends buildApp to the test kit and bench). The
// chat's evaluation is a tool that builds a whole app; it leaves features/chat under the assistant issue.
export const productFiles = {
  files: ['apps/*/src/**/*.{ts,tsx,mjs}', 'packages/*/src/**/*.{ts,mjs}', 'services/*/src/**/*.{ts,mjs}'],
  ignores: [
    '**/*.test.{ts,tsx}',
    '**/src/testing/**',
    '**/src/testing.ts',
    'packages/harness/**',
    'apps/api/src/main.ts',
    'apps/api/src/index.ts',
    'apps/api/src/fuzz/**',
    'apps/api/src/features/chat/eval/**',
  ],
};

// Product code never runs test code, nor reaches for the assembled app: what it needs is handed to it.
export const productZones = [
  {
    target: Object.values(WORKSPACES),
    from: testKits(),
    message: 'Product code does not import a test kit (src/testing): tests and tools use it.',
  },
  {
    target: WORKSPACES.api,
    from: 'apps/api/src/app.ts',
    message:
      'Product code does not import app.ts: it assembles the app from the features, which are handed what they need.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/catalog/starter/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the files an import leads to: TypeScript ones too, with the TypeScript parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Resolves as TypeScript does for each workspace (the root tsconfig references them all): `exports` of
      // our packages, `paths`, `.ts` extensions and `@types` packages.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(repoRoot, 'tsconfig.json'),
          alwaysTryTypes: true,
        }),
      ],
    },
    rules: {
      'import-x/no-unresolved': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: boundaryZones }],
      // Another workspace is reached by its package name and its `exports`, never by a relative path.
      'import-x/no-relative-packages': 'error',
    },
  },
  // A file's zones are one option list: product files get the boundaries and their own zones.
  {
    ...productFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [...boundaryZones, ...productZones] },
      ],
    },
  },
  // Globals per runtime: the browser app sees only browser globals, everything else runs on Node.
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: ['apps/web/src/**', 'apps/web/public/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  i18nLint,
);

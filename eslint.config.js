import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
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
);

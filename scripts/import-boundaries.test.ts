// The import boundaries are lint rules: this runs ESLint with the repository's own config on small files placed
// where real code lives, so a rule that stops matching (a renamed folder, a plugin update) fails here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary problems ESLint reports for `code` saved at `file` (repository-relative). */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it('a web feature cannot import another feature by a relative path', async () => {
    const problems = await boundaryProblems(
      'apps/web/src/features/likes/api/boundary-probe.ts',
      "export { useSignOut } from '../../auth/api/use-sign-out.ts';\n",
    );
    expect(problems).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/),
    ]);
  });

  it('the same import is fine from the app layer, and a feature may import its own files and lib/', async () => {
    expect(
      await boundaryProblems(
        'apps/web/src/app/layout/boundary-probe.ts',
        "export { useSignOut } from '../../features/auth/api/use-sign-out.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryProblems(
        'apps/web/src/features/likes/components/boundary-probe.ts',
        "export * from '../api/use-likes.ts';\nexport * from '../../../lib/signed-in-request.ts';\n",
      ),
    ).toEqual([]);
  });

  it('shared web code cannot import a feature', async () => {
    const problems = await boundaryProblems(
      'apps/web/src/lib/boundary-probe.ts',
      "export * from '../features/likes/api/use-likes.ts';\n",
    );
    expect(problems).toEqual([expect.stringMatching(/Shared web code .* does not depend on features/)]);
  });

  it('an API feature cannot import another feature', async () => {
    const problems = await boundaryProblems(
      'apps/api/src/features/for-you/boundary-probe.ts',
      "export * from '../recommendations/recommendations.service.ts';\n",
    );
    expect(problems).toEqual([
      expect.stringMatching(/Features do not import each other: move .*api\/src\/platform/),
    ]);
  });

  it('bench cannot reach into e2e, nor into another workspace by a relative path', async () => {
    const problems = await boundaryProblems(
      'bench/boundary-probe.ts',
      "export * from '../e2e/support/index.ts';\n",
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^import-x\/no-restricted-paths: .*e2e and bench share code only through a package/,
        ),
        expect.stringMatching(/^import-x\/no-relative-packages: /),
      ]),
    );
  });

  it("product code cannot import a test kit, its own workspace's or a package's by name", async () => {
    expect(
      await boundaryProblems(
        'apps/api/src/features/likes/boundary-probe.ts',
        "export * from '../../testing/test-users.ts';\nexport * from '@marquee/db/testing';\n",
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Product code does not import a test kit/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Product code does not import a test kit/),
    ]);
    expect(
      await boundaryProblems(
        'services/recommender/src/boundary-probe.ts',
        "export * from './testing/start-test-recommender.ts';\n",
      ),
    ).toEqual([expect.stringMatching(/Product code does not import a test kit/)]);
  });

  it('tests and the test kit itself may import a test kit', async () => {
    expect(
      await boundaryProblems(
        'apps/api/src/features/likes/boundary-probe.test.ts',
        "export * from '../../testing/test-users.ts';\nexport * from '@marquee/db/testing';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryProblems(
        'apps/api/src/testing/boundary-probe.ts',
        "export * from '@marquee/db/testing';\n",
      ),
    ).toEqual([]);
  });

  it('product code cannot import app.ts; the entry point and tests can', async () => {
    expect(
      await boundaryProblems('apps/api/src/platform/boundary-probe.ts', "export * from '../app.ts';\n"),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Product code does not import app\.ts/),
    ]);
    expect(await boundaryProblems('apps/api/src/main.ts', "export * from './app.ts';\n")).toEqual([]);
    expect(
      await boundaryProblems('apps/api/src/platform/boundary-probe.test.ts', "export * from '../app.ts';\n"),
    ).toEqual([]);
  });

  it("a package cannot import the root's scripts, not even the harness", async () => {
    const problems = await boundaryProblems(
      'packages/harness/src/boundary-probe.ts',
      "export * from '../../../scripts/settings-table.mjs';\n",
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*a workspace does not import them/),
      ]),
    );
  });

  it('a module that imports its own package barrel back is a dependency cycle', async () => {
    const problems = await boundaryProblems(
      'packages/contracts/src/genres.ts',
      "import { MAX_ID } from './index.ts';\nexport const probe = MAX_ID;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });

  it('an import that does not resolve is reported, and a package is reached through its `exports`', async () => {
    // A test file: a package's test kit is there to be imported by tests.
    const problems = await boundaryProblems(
      'apps/api/src/features/likes/boundary-probe.test.ts',
      [
        "export * from './likes.servce.ts';",
        "export * from '@marquee/catalog/src/index.ts';",
        "export * from '@marquee/catalog/testing';",
        "export * from '@marquee/contracts';",
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^import-x\/no-unresolved: .*'\.\/likes\.servce\.ts'/),
      expect.stringMatching(/^import-x\/no-unresolved: .*'@marquee\/catalog\/src\/index\.ts'/),
    ]);
  });
});

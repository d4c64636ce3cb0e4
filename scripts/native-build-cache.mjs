// Keeps better-sqlite3's compiled binary for the next `npm ci` on this machine, the way a CI cache would.
//
// better-sqlite3 installs with `prebuild-install || node-gyp rebuild`: prebuild-install first looks in npm's cache
// (`<npm cache>/_prebuilds/`, outside the clone) for the prebuilt archive it would download, and only then goes to
// the network. Where the download is not possible, node-gyp compiles SQLite from source (about a minute of one
// core: the gyp makefile builds the one-file SQLite amalgamation before the addon, so more make jobs do not help).
// Run after `npm ci`: when the binary was compiled here, this packs it as that archive, under the name
// prebuild-install derives from the download URL (package version, Node ABI, platform, libc, architecture), so
// the next install with the same version and Node finds it. prebuild-install loads the unpacked binary before
// accepting it; a binary that does not load falls back to the compile.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = path.join(root, 'node_modules', 'better-sqlite3');
const require = createRequire(path.join(packageDir, 'package.json'));
const pkg = require('./package.json');
const util = require('prebuild-install/util');
const archive = util.cachedPrebuild(util.getDownloadUrl({ ...require('prebuild-install/rc')(pkg), pkg }));
const binary = path.join('build', 'Release', 'better_sqlite3.node');
const label = `better-sqlite3 ${pkg.version} (Node ABI ${process.versions.modules}, ${process.platform}-${process.arch})`;
// A compile leaves its object files beside the binary; an unpacked archive is the binary alone.
const compiledHere = fs.existsSync(path.join(packageDir, 'build', 'Release', 'obj.target'));

if (!compiledHere) {
  console.log(`${label}: installed from ${fs.existsSync(archive) ? archive : 'a prebuilt download'}`);
} else if (fs.existsSync(archive)) {
  console.log(
    `${label}: compiled from source although ${archive} exists (added after this install began, or it did not load); replacing it`,
  );
  save();
} else {
  console.log(`${label}: compiled from source; saved to ${archive} for the next install`);
  save();
}

/** Never fails the install it follows: without the archive the next install compiles again, nothing worse. */
function save() {
  const partial = `${archive}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(archive), { recursive: true });
    const tar = spawnSync('tar', ['-czf', partial, '-C', packageDir, binary], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`tar exited with ${tar.status ?? tar.signal}`);
    fs.renameSync(partial, archive);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    console.warn(`could not keep ${binary} (${error.message}); the next install compiles it again`);
  }
}

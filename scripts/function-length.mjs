// The longest functions of the API's product code, measured with the TypeScript compiler's own parser. A function
// over MAX_FUNCTION_LINES lines fails a test (scripts/function-length.test.ts, so CI runs it): one that long holds
// several jobs, and its inner ones get no name in outlines, stack traces or code search (issue #43). Tests and test support are left out; so are data
// tables, which are object literals, not functions. `node scripts/function-length.mjs [--top N]` lists them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MAX_FUNCTION_LINES = 120;
/** Where the limit holds, repository-relative. */
export const MEASURED_DIRS = ['apps/api/src'];
/**
 * Folders whose long functions are listed but do not fail the check yet, each with who splits them: another
 * piece of work owns the code there.
 */
/** @type {{ prefix: string, by: string }[]} */
export const NOT_YET_SPLIT = [];
const notYetSplit = (file) => NOT_YET_SPLIT.find((exempt) => file.startsWith(exempt.prefix));
/** Test code, not product code: `*.test.ts` and the app's test support. */
const isTestCode = (file) => /\.test\.tsx?$/.test(file) || file.split('/').includes('testing');

/** What a function is called in the listing: its own name, its variable's, its property's, or `(anonymous)`. */
function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source)})`;
  return '(anonymous)';
}

/** Every function-like node of `text` (declarations, expressions, arrows, methods, accessors, constructors). */
export function measureFunctions(text, file = 'file.ts') {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      found.push({ file, name: nameOf(node, source), line: first, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function productFiles(dir) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !isTestCode(file) && !file.split('/').includes('node_modules'));
}

/** Whether a function over the limit is in a folder listed in NOT_YET_SPLIT (listed, not failed). */
export const isNotYetSplit = (fn) => notYetSplit(fn.file) !== undefined;

/** The functions of the measured folders, longest first. */
export function longestFunctions(dirs = MEASURED_DIRS) {
  return dirs
    .flatMap(productFiles)
    .flatMap((file) => measureFunctions(fs.readFileSync(path.join(root, file), 'utf8'), file))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const topAt = process.argv.indexOf('--top');
  const top = topAt === -1 ? 10 : Number(process.argv[topAt + 1]);
  const functions = longestFunctions();
  const long = functions.filter((fn) => fn.lines > MAX_FUNCTION_LINES);
  const over = long.filter((fn) => !notYetSplit(fn.file));
  const listed = functions.slice(0, Math.max(top, long.length));
  console.log(`The longest functions of ${MEASURED_DIRS.join(', ')} (limit ${MAX_FUNCTION_LINES} lines):`);
  for (const fn of listed) {
    const mark =
      fn.lines <= MAX_FUNCTION_LINES
        ? ''
        : notYetSplit(fn.file)
          ? `  (not yet split: ${notYetSplit(fn.file).by})`
          : '  OVER';
    console.log(`${String(fn.lines).padStart(5)}  ${fn.file}:${fn.line}  ${fn.name}${mark}`);
  }
  if (over.length > 0) {
    console.error(
      `${over.length} function${over.length === 1 ? ' is' : 's are'} over ${MAX_FUNCTION_LINES} lines: split ${over.length === 1 ? 'it' : 'them'} into named functions.`,
    );
    process.exitCode = 1;
  }
}

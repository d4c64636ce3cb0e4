import { describe, expect, it } from 'vitest';
import { isNotYetSplit, longestFunctions, MAX_FUNCTION_LINES, measureFunctions } from './function-length.mjs';

describe('scripts/function-length.mjs', () => {
  it('measures each function, nested ones too, by the lines it spans, and names it', () => {
    const code = [
      'export function createThing(db: unknown) {', // 1
      '  const helper = (x: number) => {', // 2
      '    return x + 1;', // 3
      '  };', // 4
      '  return {', // 5
      '    async find(id: number) {', // 6
      '      return helper(id);', // 7
      '    },', // 8
      '    remove: async () => db,', // 9
      '  };', // 10
      '}', // 11
      'items.map(function () { return 1; });', // 12
    ].join('\n');
    expect(measureFunctions(code)).toEqual([
      { file: 'file.ts', name: 'createThing', line: 1, lines: 11 },
      { file: 'file.ts', name: 'helper', line: 2, lines: 3 },
      { file: 'file.ts', name: 'find', line: 6, lines: 3 },
      { file: 'file.ts', name: 'remove', line: 9, lines: 1 },
      { file: 'file.ts', name: '(callback of items.map)', line: 12, lines: 1 },
    ]);
  });

  it('leaves out tests and test support, and finds the API’s product code', () => {
    const files = new Set(longestFunctions().map((fn) => fn.file));
    expect(files.has('apps/api/src/app.ts')).toBe(true);
    expect([...files].filter((file) => file.endsWith('.test.ts') || file.includes('/testing/'))).toEqual([]);
    expect(MAX_FUNCTION_LINES).toBe(120);
  });

  it(`finds no function of the API's product code over ${MAX_FUNCTION_LINES} lines (\`node scripts/function-length.mjs\` lists the longest)`, () => {
    const over = longestFunctions().filter((fn) => fn.lines > MAX_FUNCTION_LINES && !isNotYetSplit(fn));
    expect(over.map((fn) => `${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`)).toEqual([]);
  });
});

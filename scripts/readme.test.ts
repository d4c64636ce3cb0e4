// The README shows the app in a page a visitor reads at a glance: short, with screenshots that the screenshot
// script makes (npm run screenshots), small enough to load quickly.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const MAX_LINES = 120;
const MAX_SCREENSHOT_BYTES = 150 * 1024;

describe('README.md', () => {
  it(`is at most ${MAX_LINES} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('shows at least 4 screenshots, each made by the screenshot script and under 150 KB', () => {
    const images = [...readme.matchAll(/(?:!\[[^\]]*\]\(|<img src=")(docs\/screenshots\/[^)"]+)/g)].map(
      (match) => match[1]!,
    );
    expect(new Set(images).size).toBeGreaterThanOrEqual(4);
    const script = fs.readFileSync(path.join(root, 'e2e/readme-screenshots.test.ts'), 'utf8');
    for (const image of images) {
      const file = path.join(root, image);
      expect(fs.existsSync(file), image).toBe(true);
      expect(fs.statSync(file).size, image).toBeLessThan(MAX_SCREENSHOT_BYTES);
      expect(script, `${image} is taken by e2e/readme-screenshots.test.ts`).toContain(
        `'${path.basename(image, path.extname(image))}'`,
      );
    }
  });
});

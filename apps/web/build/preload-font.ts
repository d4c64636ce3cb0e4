import type { Plugin } from 'vite';

/**
 * Announces the Latin subset of the text font in the page's head, so it downloads beside the scripts rather
 * than after the stylesheet has been read and the first text laid out: text then rarely paints in the
 * fallback at all.
 */
export function preloadFont(fileNamePattern: RegExp): Plugin {
  return {
    name: 'marquee-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((fileName) => fileNamePattern.test(fileName));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

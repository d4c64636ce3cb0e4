import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { parseAst, Visitor, type Plugin } from 'vite';

/** English messages (`messages.ts`, `home.messages.ts`: `defineMessages`) and the other languages' catalogs (ADR 036). */
const MESSAGES_MODULE = /[\\/.]messages\.ts$/;
const CATALOG = /[\\/]lib[\\/]i18n[\\/]locales[\\/][\w-]+\.json$/;

/**
 * Compiles ICU messages at build time with Lingui's own compiler, so the browser gets them ready to use and
 * never downloads the compiler (7 KB gzipped). A `messages.ts` module has each string value of its objects (the
 * English messages given to `defineMessages`) replaced by its compiled form; a catalog's values are compiled in place and it stays JSON for Vite's JSON loader.
 * Also runs for the tests and the dev server, which therefore see exactly what the browser does.
 */
/** Always an array, even for plain text: Lingui's runtime takes any string for an uncompiled message. */
const compiled = (message: string): CompiledMessage => compileMessageOrThrow(message);

export function compileMessages(): Plugin {
  return {
    name: 'marquee-compile-messages',
    // Before Vite's own JSON and TypeScript transforms: a catalog is still JSON, a messages module still TS.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (CATALOG.test(file)) {
        const catalog = JSON.parse(code) as Record<string, string>;
        const catalogCompiled = Object.fromEntries(
          Object.entries(catalog).map(([key, message]) => [key, compiled(message)]),
        );
        return { code: JSON.stringify(catalogCompiled), map: null };
      }
      if (!MESSAGES_MODULE.test(file)) return undefined;
      const replacements: { start: number; end: number; text: string }[] = [];
      new Visitor({
        Property(node) {
          const { value } = node;
          if (value.type !== 'Literal' || typeof value.value !== 'string') return;
          replacements.push({
            start: value.start,
            end: value.end,
            text: JSON.stringify(compiled(value.value)),
          });
        },
      }).visit(parseAst(code, { lang: 'ts' }, file));
      if (replacements.length === 0) return undefined;
      let output = code;
      for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start))
        output = output.slice(0, start) + text + output.slice(end);
      return { code: output, map: null };
    },
  };
}

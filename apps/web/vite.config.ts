/// <reference types="vitest/config" />
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { preloadFont } from './build/preload-font.ts';
import { compileMessages } from './build/compile-messages.ts';
import path from 'node:path';
// Vite bundles its config's relative imports but loads packages with plain Node, which cannot run TypeScript.
// eslint-disable-next-line import-x/no-relative-packages
import { FIRST_SCREEN_RENDERER_FILE } from '../../packages/contracts/src/first-screen.ts';

// `vite build --ssr`: the renderer the API uses for first screens, beside the browser build it must match.
// React and the rest are bundled in, built for production whatever NODE_ENV the API runs with.
const firstScreenRendererBuild: BuildEnvironmentOptions = {
  outDir: path.join('dist', path.dirname(FIRST_SCREEN_RENDERER_FILE)),
  copyPublicDir: false,
  chunkSizeWarningLimit: 4096,
  emptyOutDir: true,
  rolldownOptions: {
    input: { [path.basename(FIRST_SCREEN_RENDERER_FILE, '.js')]: 'src/first-screen.server.tsx' },
    // One file with the route modules inside: the API imports each build afresh, and a chunk shared between two
    // builds' imports would split the module state (the answers being rendered) in two.
    output: { codeSplitting: false },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  plugins: isSsrBuild
    ? [react(), compileMessages()]
    : [
        react(),
        compileMessages(),
        tailwindcss(),
        preloadFont(/inter-latin-wght-normal-[\w-]+\.woff2$/),
        precompress(),
      ],
  // The manifest tells the API which chunks a page's route needs, to announce them in the page's HTML.
  build: isSsrBuild
    ? firstScreenRendererBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 300,
        manifest: true,
        rolldownOptions: {
          output: {
            // Few files rather than many tiny ones: over HTTP/1.1 a browser opens six connections to a host, so a
            // page needing twenty chunks waits several round trips for them. The framework every page runs on is
            // one file; UI pieces and helpers shared by several routes are another; each route keeps its own.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui|lucide-react|react-hot-toast|goober)[\\/]/,
                  priority: 20,
                },
                {
                  name: 'shared',
                  test: /apps[\\/]web[\\/]src[\\/](components|lib)[\\/]/,
                  minShareCount: 2,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 15_000,
    // Files share a worker's imported modules (React, the router, the messages) instead of importing them again per
    // file: 104 tests took 60 CPU-seconds isolated, 22-30 shared. Each file renders its own tree and cleans it up
    // (src/testing/setup.ts), and the API stubs are per test, so nothing leaks between files.
    isolate: false,
  },
}));

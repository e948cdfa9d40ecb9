import { vitePlugin as remix } from '@remix-run/dev';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@notices/common': here('../common/src/index.ts'),
      '~': here('./app'),
    },
  },
  // The shared package is TypeScript source: bundle it into the server build instead of requiring it,
  // with its date library (common's date-fns 4; the root's date-fns 3, react-admin's, lacks TZDate support).
  ssr: { noExternal: ['@notices/common', 'date-fns', '@date-fns/tz'] },
  // Kept after the build (Remix deletes it otherwise): scripts/bundle-weight.mjs weighs the home page with it.
  build: { manifest: true },
  plugins: [
    remix({
      buildDirectory: 'build',
      serverBuildFile: 'index.js',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        // Off: with it, every server render matched the URL against the route table once more to cut the
        // page's own manifest, ~1.8 ms of CPU a home page (14.6 -> 12.8 ms at 1M notices, bench/README
        // "Rendering a page afresh"); the whole manifest is one cached script of 10 kB (2 kB compressed).
        v3_lazyRouteDiscovery: false,
      },
    }),
  ],
});

import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Unit tests of the pure modules: the build's aliases without the Remix plugin (not meant for Vitest),
// in Node (no DOM is installed).
export default defineConfig({
  resolve: viteConfig.resolve,
  test: { environment: 'node', include: ['app/**/*.test.ts'] },
});

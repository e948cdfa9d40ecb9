import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Unit tests of the pure modules, and components rendered to HTML by react-dom/server: the build's
// aliases, no plugins, Node (no DOM is installed).
export default defineConfig({
  resolve: viteConfig.resolve,
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});

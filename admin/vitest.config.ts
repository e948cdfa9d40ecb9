import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Unit tests of the admin's pure modules, with the app's own resolution (aliases) from vite.config.ts.
export default mergeConfig(viteConfig, defineConfig({ test: { environment: 'node' } }));

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// React itself changes less often than our code or react-admin: its own chunk stays cached across
// releases. Everything else is left to Rollup, which splits it by route (the pages load lazily, see
// components/lazyPage.ts), so the first screen downloads only what it uses.
const REACT_CORE = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', '@remix-run'];

function vendorChunk(id: string): string | undefined {
  const path = id.replace(/\\/g, '/');
  const index = path.lastIndexOf('/node_modules/');
  if (index < 0) return undefined;
  const rest = path.slice(index + '/node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  return REACT_CORE.includes(name) || REACT_CORE.includes(rest[0]) ? 'react' : undefined;
}

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: { '@notices/common': fileURLToPath(new URL('../common/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lists each entry's chunks: scripts/bundle-weight.mjs weighs the first load with it.
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks: vendorChunk,
      },
    },
  },
});

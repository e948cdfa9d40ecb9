import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Vendor code is split so that no chunk is huge (one chunk of react-admin + MUI was ~900 kB).
const VENDOR_CHUNKS: Array<[RegExp, string]> = [
  [/[\\/]node_modules[\\/](@mui[\\/]icons-material)[\\/]/, 'mui-icons'],
  [/[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/, 'mui'],
  [/[\\/]node_modules[\\/](react-admin|ra-[a-z-]+|react-hook-form|@tanstack|node-polyglot|query-string)[\\/]/, 'react-admin'],
  [/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run)[\\/]/, 'react'],
];

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: { '@notices/common': fileURLToPath(new URL('../common/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          return VENDOR_CHUNKS.find(([pattern]) => pattern.test(id))?.[1] ?? 'vendor';
        },
      },
    },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Vendor code is split so that no chunk is huge (one chunk of react-admin + MUI was ~900 kB). Small
// packages both MUI and react-admin use go with React, so no two chunks import each other.
const VENDOR_CHUNKS: Record<string, string[]> = {
  mui: ['@mui', '@emotion', '@popperjs', 'react-transition-group'],
  'react-admin': [
    'react-admin',
    'ra-core',
    'ra-ui-materialui',
    'ra-i18n-polyglot',
    'ra-language-english',
    'react-hook-form',
    '@tanstack',
  ],
  react: [
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'react-router-dom',
    '@remix-run',
    'react-is',
    'prop-types',
    'clsx',
    '@babel/runtime',
    'hoist-non-react-statics',
    'use-sync-external-store',
    'stylis',
  ],
};

function vendorChunk(id: string): string | undefined {
  const path = id.replace(/\\/g, '/');
  const index = path.lastIndexOf('/node_modules/');
  if (index < 0) return undefined;
  const rest = path.slice(index + '/node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  const scope = rest[0];
  // Other packages are left to Rollup, which places them without creating chunk cycles.
  return Object.keys(VENDOR_CHUNKS).find((chunk) =>
    VENDOR_CHUNKS[chunk].some((p) => p === name || p === scope),
  );
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
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        manualChunks: vendorChunk,
      },
    },
  },
});

import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The branching rules and path (issue 29) have one home, shared with the server: the browser
      // walks the same pure code for instant navigation, and the server's reading decides.
      '@survey-rules': fileURLToPath(new URL('../shared/src/survey-rules', import.meta.url)),
      '@proposal-wording': fileURLToPath(new URL('../shared/src/proposal', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
      '/admin/queues': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads the manifest to measure the home page's JS.
    manifest: true,
  },
});

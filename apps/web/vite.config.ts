import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { contractWithoutSchemas } from './build/contract-without-schemas';
import { routeChunks } from './build/route-chunks';

/** The API (and its WebSocket at /api/realtime) runs on the server's port in development. */
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: 'http://localhost:3000', ws: true },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contractWithoutSchemas(),
    routeChunks(),
    // Brotli and gzip copies next to every text asset (index.html and public files included), made once at
    // build time at the highest levels; the server picks one by Accept-Encoding (preCompressed).
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt|webmanifest|ico)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      threshold: 0,
      skipIfLargerOrEqual: true,
    }),
  ],
  // `@/` is apps/web/src (the same alias in tsconfig.json; vitest reads this file too).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // Inlining common chunks (below) requires entry signatures not to be kept (the app has no exports).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What index.html loads goes in one file: split in six by default, each paying its own request
          // and about 1 KB of response headers, and the imports between them.
          groups: [{ name: 'boot', tags: ['$initial'] }],
          // The shared pieces under 20 KB of source (an icon, a button, a hook, an area's texts) are copied
          // into the chunks that use them instead of being files of their own: a signed-in page loads about
          // eight files, not fifty (on a phone over HTTP/1.1, six at a time, each one a round trip). Rolldown
          // keeps the modules' order of execution for that (strictExecutionOrder).
          experimentalInlineCommonChunks: { maxSize: 20000 },
        },
      },
    },
  },
});

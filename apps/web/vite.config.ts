import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The API (and its WebSocket at /api/realtime) runs on the server's port in development. */
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: 'http://localhost:3000', ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // `@/` is apps/web/src (the same alias in tsconfig.json; vitest reads this file too).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});

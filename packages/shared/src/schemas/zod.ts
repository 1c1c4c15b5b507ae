import { z } from 'zod';

// French default messages for every zod error a schema does not word itself. Every shared schema
// imports `z` from here, so the locale is set wherever a schema is used (server and web alike).
z.config(z.locales.fr());
// No compiled fast path: zod would otherwise probe `new Function` on its first object parse, which the
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') blocks and Chromium reports on every page.
z.config({ jitless: true });

export { z };

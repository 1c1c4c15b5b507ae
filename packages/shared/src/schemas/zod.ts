import { z } from 'zod';

// French default messages for every zod error a schema does not word itself. Every shared schema
// imports `z` from here, so the locale is set wherever a schema is used (server and web alike).
z.config(z.locales.fr());

export { z };

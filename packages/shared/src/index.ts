import { z } from 'zod';

// French default messages for every zod error a schema does not word itself.
z.config(z.locales.fr());

export * from './enums';
export * from './events';
export * from './messages.fr';
export * from './rules/badge-count';
export * from './schemas/auth';
export * from './schemas/common';

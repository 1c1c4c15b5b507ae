import { z } from 'zod';

// French default messages for every zod error a schema does not word itself.
z.config(z.locales.fr());

export * from './api/index';
export * from './enums';
export * from './events';
export * from './messages/magazine.fr';
export * from './messages/messaging.fr';
export * from './messages/network.fr';
export * from './messages/notifications.fr';
export * from './messages/profile.fr';
export * from './messages/projects.fr';
export * from './messages.fr';
export * from './rules/availability';
export * from './rules/badge-count';
export * from './rules/categories-preview';
export * from './rules/connection-state';
export * from './rules/normalize-link';
export * from './rules/notification-target';
export * from './rules/project-rules';
export * from './rules/reading-time';
export * from './rules/return-path';
export * from './rules/skills-preview';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/magazine';
export * from './schemas/messaging';
export * from './schemas/network';
export * from './schemas/notifications';
export * from './schemas/portfolio';
export * from './schemas/profile';
export * from './schemas/profile-fields';
export * from './schemas/project-responses';
export * from './schemas/projects';
export * from './schemas/talents';
export * from './schemas/uploads';

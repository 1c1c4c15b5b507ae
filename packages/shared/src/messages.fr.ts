// The texts moved to `messages/<area>.fr.ts`; this path keeps `@plateau/shared/messages.fr` imports working.
export * from './messages/index';

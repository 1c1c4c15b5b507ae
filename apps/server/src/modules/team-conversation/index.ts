// The team conversation of a project (issue 33) as other areas see it.

export { teamConversationRoutes } from './team-conversation.routes';

import { relations } from 'drizzle-orm';
import { connections } from './connections';
import { influencerApplications, influencerProjectDetails, influencerRoles } from './influencer';
import { articleComments, news, userFavoriteArticles } from './magazine';
import { messages } from './messages';
import { notifications } from './notifications';
import { portfolioItems } from './portfolio';
import { projectJoinRequests, projectMembers, projects } from './projects';
import { taskComments, tasks } from './tasks';
import { users } from './users';

// Relations for Drizzle's relational queries (db.query.x.findMany({ with: ... })).

export const usersRelations = relations(users, ({ many }) => ({
  portfolioItems: many(portfolioItems),
  ownedProjects: many(projects),
  projectMemberships: many(projectMembers),
  joinRequests: many(projectJoinRequests),
  notifications: many(notifications),
  favoriteArticles: many(userFavoriteArticles),
}));

export const connectionsRelations = relations(connections, ({ one }) => ({
  requester: one(users, {
    fields: [connections.userId],
    references: [users.id],
    relationName: 'connection_requester',
  }),
  recipient: one(users, {
    fields: [connections.connectedUserId],
    references: [users.id],
    relationName: 'connection_recipient',
  }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  sender: one(users, { fields: [messages.senderId], references: [users.id], relationName: 'message_sender' }),
  receiver: one(users, {
    fields: [messages.receiverId],
    references: [users.id],
    relationName: 'message_receiver',
  }),
}));

export const portfolioItemsRelations = relations(portfolioItems, ({ one }) => ({
  user: one(users, { fields: [portfolioItems.userId], references: [users.id] }),
}));

export const newsRelations = relations(news, ({ one, many }) => ({
  author: one(users, { fields: [news.authorId], references: [users.id], relationName: 'news_author' }),
  comments: many(articleComments),
  favorites: many(userFavoriteArticles),
}));

export const userFavoriteArticlesRelations = relations(userFavoriteArticles, ({ one }) => ({
  user: one(users, { fields: [userFavoriteArticles.userId], references: [users.id] }),
  article: one(news, { fields: [userFavoriteArticles.articleId], references: [news.id] }),
}));

export const articleCommentsRelations = relations(articleComments, ({ one }) => ({
  article: one(news, { fields: [articleComments.articleId], references: [news.id] }),
  user: one(users, {
    fields: [articleComments.userId],
    references: [users.id],
    relationName: 'article_comment_author',
  }),
}));

export const projectsRelations = relations(projects, ({ one, many }) => ({
  owner: one(users, { fields: [projects.userId], references: [users.id] }),
  members: many(projectMembers),
  joinRequests: many(projectJoinRequests),
  tasks: many(tasks),
  influencerDetails: one(influencerProjectDetails),
  influencerRoles: many(influencerRoles),
}));

export const projectMembersRelations = relations(projectMembers, ({ one }) => ({
  project: one(projects, { fields: [projectMembers.projectId], references: [projects.id] }),
  user: one(users, { fields: [projectMembers.userId], references: [users.id] }),
}));

export const projectJoinRequestsRelations = relations(projectJoinRequests, ({ one }) => ({
  project: one(projects, { fields: [projectJoinRequests.projectId], references: [projects.id] }),
  user: one(users, { fields: [projectJoinRequests.userId], references: [users.id] }),
  application: one(influencerApplications),
}));

export const tasksRelations = relations(tasks, ({ one, many }) => ({
  project: one(projects, { fields: [tasks.projectId], references: [projects.id] }),
  assignee: one(users, { fields: [tasks.assignedTo], references: [users.id], relationName: 'task_assignee' }),
  comments: many(taskComments),
}));

export const taskCommentsRelations = relations(taskComments, ({ one }) => ({
  task: one(tasks, { fields: [taskComments.taskId], references: [tasks.id] }),
  user: one(users, {
    fields: [taskComments.userId],
    references: [users.id],
    relationName: 'task_comment_author',
  }),
}));

export const influencerProjectDetailsRelations = relations(influencerProjectDetails, ({ one }) => ({
  project: one(projects, { fields: [influencerProjectDetails.projectId], references: [projects.id] }),
}));

export const influencerRolesRelations = relations(influencerRoles, ({ one }) => ({
  project: one(projects, { fields: [influencerRoles.projectId], references: [projects.id] }),
}));

export const influencerApplicationsRelations = relations(influencerApplications, ({ one }) => ({
  joinRequest: one(projectJoinRequests, {
    fields: [influencerApplications.joinRequestId],
    references: [projectJoinRequests.id],
  }),
  role: one(influencerRoles, { fields: [influencerApplications.roleId], references: [influencerRoles.id] }),
}));

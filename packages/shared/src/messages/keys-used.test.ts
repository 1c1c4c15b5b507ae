/// <reference types="node" />
// Node types for this test only: it reads the source tree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as texts from './index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sourceDirs = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

/** Source files that can show a text: no tests, no text definitions. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || /\.fr\.ts$/.test(entry.name)) {
      return [];
    }
    return [full];
  });
}

const source = sourceDirs
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Maps read with a computed key (a value of an enum), so no source line names their keys. */
const dynamicMaps: Record<string, string> = {
  'adminMessages.diagnostics.serviceNames': 'read by the service name (ConnectionChecks)',
  'adminMessages.diagnostics.drivers': 'read by the driver name (ConnectionChecks)',
  'adminMessages.diagnostics.fixes': 'read by the failing driver (ConnectionChecks)',
  'adminMessages.diagnostics.jobNames': 'read by the job name (JobQueueState)',
  'blockMessages.messagePolicies': "read by MessagePolicy ('Qui peut m'écrire')",
  'diagnosticsMessages.levelHints': 'read by LogLevel (the levels of the diagnostics dialog)',
  'glassmorphismMessages.buttons': 'read by ButtonVariant (the buttons of /examples/glassmorphism)',
  'glassmorphismMessages.badges': 'read by BadgeVariant (the badges of /examples/glassmorphism)',
  'dashboardMessages.sizes': 'read by DashboardWidgetSize (the size picker of a widget)',
  'dashboardMessages.statistics.metrics': 'read by DashboardMetric (the Statistiques widget)',
  'dashboardMessages.widgets': 'read by DashboardWidget (the widget titles)',
  'emailPreferenceMessages.frequencyNames': 'read by EmailFrequency (the choices of each e-mail type)',
  'unsubscribeMessages.scopeNames': 'read by UnsubscribeScope (what an unsubscribe link turns off)',
  'notificationMailTexts.digestSubjects': 'read by DigestFrequency (the summary e-mail)',
  'notificationMailTexts.digestIntro': 'read by DigestFrequency (the summary e-mail)',
  'notificationMailTexts.digestArticles': 'read by DigestFrequency (the summary e-mail)',
  'influencerMessages.statusLabels': 'read by ApplicationStatusFilter (the dashboard status filter)',
  'networkMessages.button': 'read by ConnectionState (connectionButton in rules/connection-state.ts)',
  'networkMessages.tabs': 'read by NetworkTab (the tabs of /reseau)',
  'networkMessages.empty': 'read by NetworkTab, and `search` when a search is typed',
  'notificationMessages.typeNames': 'read by NotificationType',
  'notificationMessages.typeFilterNames': 'read by NotificationType (the type filter)',
  'profileMessages.availability': 'read by AvailabilityStatus (availabilityLabel in rules/availability.ts)',
  'taskMessages.columnLabels': 'read by TaskStatus (the Kanban columns and their tabs on a phone)',
  'projectMessages.joinButton': 'read by the join request state (joinButton in rules/project-rules.ts)',
  'projectMessages.recruitmentOptions': 'read by RecruitmentFilter (the /projets filter)',
  'projectMessages.visibilityOptions': 'read by MemberVisibility (the project form)',
  'reportsMessages.categories': 'read by ReportCategory (the report form, the queue)',
  'reportsMessages.kinds': 'read by ReportTargetKind (the queue, the e-mails)',
  'reportsMessages.actions': 'read by ModerationAction (the decision form, the e-mails)',
  'reportsMessages.suspensions': 'read by SuspensionDuration (the decision form)',
  'reportsMessages.grounds': 'read by ModerationGround (the statement of reasons)',
};

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every key of the texts objects, nested objects included, as `exportName.path.to.key`. */
function keysOf(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const here = `${prefix}.${key}`;
    return isTree(value) ? [here, ...keysOf(value, here)] : [here];
  });
}

const exported: Record<string, unknown> = texts;
const textObjects = Object.entries(exported).filter(
  (entry): entry is [string, Tree] => isTree(entry[1]) && entry[0] !== 'messages',
);

/**
 * The names the source reads as `.name` or `['name']` (`"name"` too), gathered in one pass: a key is used when
 * its name is one of them (the same as searching the source for `.key\b` or `['key']` key by key, in a
 * fraction of the time: about 8 s at load 17 for the key-by-key search).
 */
const namesRead = new Set(
  [...source.matchAll(/\.(\w+)|\[['"](\w+)['"]\]/g)].map((match) => match[1] ?? match[2] ?? ''),
);
const isUsed = (key: string) => namesRead.has(key);

describe('French texts', () => {
  it('lists only maps that exist', () => {
    const allKeys = textObjects.flatMap(([name, tree]) => keysOf(tree, name));
    expect(Object.keys(dynamicMaps).filter((map) => !allKeys.includes(map))).toEqual([]);
  });

  it('writes no count as "(s)": every count has its two French forms, for plural()', () => {
    const texts = (tree: Tree): string[] =>
      Object.values(tree).flatMap((value) =>
        isTree(value) ? texts(value) : typeof value === 'string' ? [value] : [],
      );
    const hedged = textObjects
      .flatMap(([, tree]) => texts(tree))
      .filter((text) => /\w\((s|es|e)\)/.test(text));
    expect(hedged).toEqual([]);
  });

  it('has no key that nothing reads', () => {
    const unused = textObjects
      .flatMap(([name, tree]) => keysOf(tree, name))
      .filter((fullKey) => {
        if (Object.keys(dynamicMaps).some((map) => fullKey.startsWith(`${map}.`))) return false;
        const key = fullKey.split('.').at(-1) ?? '';
        return !/^\w+$/.test(key) || !isUsed(key);
      });
    expect(unused).toEqual([]);
  });
});

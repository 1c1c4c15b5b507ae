/** Query keys of the administration; every action refreshes `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  diagnostics: () => [...adminKeys.all, 'diagnostics'] as const,
  list: (name: 'users' | 'projects' | 'tasks' | 'log' | 'news', filters: Record<string, string>) =>
    [...adminKeys.all, name, filters] as const,
};

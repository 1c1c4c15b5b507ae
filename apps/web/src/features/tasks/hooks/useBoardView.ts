import { useState } from 'react';

export type BoardView = 'kanban' | 'liste';

const storageKey = (memberId: string) => `plateau:vue-taches:${memberId}`;

function readView(memberId: string): BoardView {
  try {
    return localStorage.getItem(storageKey(memberId)) === 'liste' ? 'liste' : 'kanban';
  } catch {
    return 'kanban';
  }
}

/** The Kanban/Liste toggle, remembered per member in this browser. */
export function useBoardView(memberId: string) {
  const [view, setView] = useState<BoardView>(() => readView(memberId));
  const choose = (next: BoardView) => {
    setView(next);
    try {
      localStorage.setItem(storageKey(memberId), next);
    } catch {
      // Private browsing without storage: the choice lasts for the page.
    }
  };
  return [view, choose] as const;
}

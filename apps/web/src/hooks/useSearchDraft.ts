import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The text of a search box whose value lives in the address: what the member types is committed once
 * typing pauses (`onCommit`, which replaces the history entry), and a change of the address from elsewhere
 * (Back, a reset) shows in the box.
 */
export function useSearchDraft(value: string, onCommit: (text: string) => void, delayMs = 300) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }
  const settled = useDebouncedValue(draft, delayMs);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  useEffect(() => {
    if (settled !== draft || settled.trim() === value.trim()) return;
    commit.current(settled);
  }, [settled, draft, value]);
  return [draft, setDraft] as const;
}

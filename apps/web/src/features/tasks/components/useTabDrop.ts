import { type TaskStatus, taskStatuses } from '@plateau/shared/enums';
import { type RefObject, useEffect, useRef, useState } from 'react';

const isStatus = (value: string | undefined): value is TaskStatus =>
  (taskStatuses as readonly (string | undefined)[]).includes(value);

/** The column whose tab is under a point of the screen (none when the tabs are hidden, from 768 px on). */
function tabAt(tabs: HTMLElement | null, x: number, y: number): TaskStatus | null {
  for (const tab of tabs?.querySelectorAll<HTMLElement>('[data-tab]') ?? []) {
    const box = tab.getBoundingClientRect();
    const status = tab.dataset.tab;
    if (
      box.width > 0 &&
      x >= box.left &&
      x <= box.right &&
      y >= box.top &&
      y <= box.bottom &&
      isStatus(status)
    ) {
      return status;
    }
  }
  return null;
}

/**
 * On a phone one column shows at a time: a card held by a long press (or the mouse) is moved to another column by
 * lifting it over that column's tab. The drag library only knows the columns it can measure, and a wide card
 * over three small tabs overlaps them all: the finger itself says which tab is meant, followed from the drag's
 * start to its end. `start` begins following, `finish` stops and answers the tab under the finger, if any.
 */
export function useTabDrop(tabsRef: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<TaskStatus | null>(null);
  const targetRef = useRef<TaskStatus | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  const follow = (x: number, y: number) => {
    const over = tabAt(tabsRef.current, x, y);
    if (over === targetRef.current) return;
    targetRef.current = over;
    setTarget(over);
  };

  const start = () => {
    stopRef.current?.();
    const onTouch = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) follow(touch.clientX, touch.clientY);
    };
    const onMouse = (event: MouseEvent) => follow(event.clientX, event.clientY);
    const options = { capture: true, passive: true } as const;
    window.addEventListener('touchmove', onTouch, options);
    window.addEventListener('mousemove', onMouse, options);
    stopRef.current = () => {
      window.removeEventListener('touchmove', onTouch, options);
      window.removeEventListener('mousemove', onMouse, options);
    };
  };

  const finish = (): TaskStatus | null => {
    stopRef.current?.();
    stopRef.current = null;
    const over = targetRef.current;
    targetRef.current = null;
    setTarget(null);
    return over;
  };

  // A board taken off the page mid-drag stops following the finger.
  useEffect(() => () => stopRef.current?.(), []);

  return { target, start, finish };
}

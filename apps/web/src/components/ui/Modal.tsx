import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './ModalDialog';

const ModalDialog = lazy(() => import('./ModalDialog').then((module) => ({ default: module.ModalDialog })));

/**
 * A dialog with a title and an accessible close button. Its code (Radix Dialog, focus trap, scroll lock)
 * loads when it first opens: most pages show theirs only on a press, if ever.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

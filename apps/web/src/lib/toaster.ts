// The toasts' code (react-hot-toast) is not in the first load: app/providers/LazyToaster.tsx mounts the
// Toaster at the member's first action (a press, typing, a file chosen: every toast of a page answers one)
// or when code that runs unasked (the session check at start) shows a toast through `toastLater`.

type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;

/** Calls `listener` once the Toaster is wanted (at once if it already is); returns the unsubscribe. */
export function onToasterWanted(listener: Listener): () => void {
  if (wanted) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** What a toast may say besides its text: an id, so the same toast shows once however often it is asked. */
interface ToastOptions {
  id?: string;
}

/** A toast: loads react-hot-toast and the Toaster (once), then shows it. */
export function toastLater(kind: 'success' | 'error', text: string, options?: ToastOptions) {
  wantToaster();
  void import('react-hot-toast').then(({ toast }) => toast[kind](text, options));
}

/**
 * The toasts the pages show ('Profil mis à jour', an error of the API): react-hot-toast's calls, its code
 * loaded at the first one rather than with every page that may show one.
 */
export const toast = {
  success: (text: string, options?: ToastOptions) => toastLater('success', text, options),
  error: (text: string, options?: ToastOptions) => toastLater('error', text, options),
};

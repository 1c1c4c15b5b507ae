import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

/**
 * React Router's declarative mode, which is about half the size of its data router (the data router's
 * loaders, actions and fetchers are not used here): see the README's Decisions. The one addition to its
 * `BrowserRouter` is `flushNextNavigation`, which the data router offered as the `flushSync` option.
 */
let flushNext = false;

/**
 * The next address change renders at once instead of in a transition: a click on a filter kept in the
 * address (a controlled checkbox) shows its new state in the same frame.
 */
export function flushNextNavigation() {
  flushNext = true;
}

type HistoryUpdate = {
  action: ReturnType<typeof createBrowserHistory>['action'];
  location: ReturnType<typeof createBrowserHistory>['location'];
};

/**
 * The browser's history as the router's: a navigation renders in a transition (the page shown stays until
 * the next one's code has loaded), unless `flushNextNavigation` asked for it at once.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<ReturnType<typeof createBrowserHistory>>(null);
  historyRef.current ??= createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<HistoryUpdate>({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((update) => {
        const next = { action: update.action, location: update.location };
        if (flushNext) {
          flushNext = false;
          flushSync(() => setState(next));
        } else {
          startTransition(() => setState(next));
        }
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

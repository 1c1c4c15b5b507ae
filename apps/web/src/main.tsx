import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/providers/query-client';
import { preloadFirstPage } from './app/router';
import { pageSession, seedSessionFromPage } from './features/auth';
import './index.css';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const queryClient = createQueryClient();
  seedSessionFromPage(queryClient);
  // The page's code and data first (on their way already, preloaded by the server): one render, page
  // included. Should its code fail to load, the page's own lazy load shows the error as on any navigation.
  const signedIn = Boolean(pageSession()?.user);
  await preloadFirstPage(new URL(window.location.href), signedIn, queryClient).catch(() => undefined);
  // A transition renders in slices of a few milliseconds, yielding to the browser between them: the first
  // render is not one long task that blocks a phone's main thread (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstPage } from './app/router';
import { pageSession } from './features/auth';
import './index.css';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // The page's code first (its chunk is on its way, preloaded by the server): one render, page included.
  // Should it fail to load, the page's own lazy load shows the error as on any navigation.
  await preloadFirstPage(window.location.pathname, Boolean(pageSession()?.user)).catch(() => undefined);
  // A transition renders in slices of a few milliseconds, yielding to the browser between them: the first
  // render is not one long task that blocks a phone's main thread (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
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

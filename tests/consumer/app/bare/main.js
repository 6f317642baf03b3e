// The baseline: React and nothing else, so the loan app's difference is what the widgets cost. It
// starts the same way as the loan app (hydrate or render, then the `data-hydrated` flag).
import { createElement, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

function Live({ children }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

const root = document.getElementById('root');
const app = createElement(Live, null, createElement('p', null, 'Pénzügy'));
if (root.hasChildNodes()) hydrateRoot(root, app, { onRecoverableError: (e) => console.error('recoverable:', e) });
else createRoot(root).render(app);

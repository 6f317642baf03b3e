// An app that uses one widget: it must not pay for the others, pdf.js or the Monte Carlo worker.
// check.mjs serves it with the calculator's server-rendered HTML in #root, so it hydrates that
// (a mismatch is reported through onRecoverableError) and then flags <html data-hydrated>.
import { createElement, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LoanCalculator } from '@penzugy/widgets';

function Live({ children }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

const root = document.getElementById('root');
const app = createElement(Live, null, createElement(LoanCalculator));
if (root.hasChildNodes()) hydrateRoot(root, app, { onRecoverableError: (e) => console.error('recoverable:', e) });
else createRoot(root).render(app);

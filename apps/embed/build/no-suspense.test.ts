/**
 * preact/compat without its Suspense runtime (preactWithoutSuspense in plugins.mjs): the cuts match
 * the installed preact, a changed preact stops the build, and what is left works — the unit tests
 * run on it (vitest.config.ts), the widgets with them — while Suspense says it is not there.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { COMPAT_SUSPENSE_CUTS, withoutSuspense } from './plugins.mjs';

const compat = readFileSync(
  createRequire(import.meta.url)
    .resolve('preact/compat')
    .replace(/compat\.js$/, 'compat.module.js'),
  'utf8',
);

describe('preact/compat without Suspense', () => {
  it('cuts Suspense’s hooks and classes out of the installed preact/compat, and only them', () => {
    const cut = withoutSuspense(compat);
    for (const [from] of COMPAT_SUSPENSE_CUTS) expect(cut).not.toContain(from);
    // The suspended-unmount marks and the resolvers are gone…
    expect(cut).not.toContain('__z');
    expect(cut).not.toContain('__R');
    // …React's event and prop names, forwardRef and memo stay.
    for (const kept of ['ondblclick', 'react.forward_ref', 'Memo(', 'isReactComponent']) expect(cut).toContain(kept);
    expect(compat.length - cut.length).toBeGreaterThan(1000);
  });

  it('stops the build when preact/compat no longer matches', () => {
    expect(() => withoutSuspense(compat.replace('(B.prototype=new n).__a=', '(B.prototype=new n).__A='))).toThrow(
      /preact\/compat changed: .*COMPAT_SUSPENSE_CUTS/,
    );
    // A cut that matches twice is as wrong as one that does not match.
    expect(() => withoutSuspense(`${compat}(P.prototype=new n).__c=`)).toThrow(/no longer matches once/);
  });

  it('refuses to render Suspense, loudly', () => {
    const host = document.createElement('div');
    expect(() => createRoot(host).render(createElement(Suspense, { fallback: null }, 'x'))).toThrow(
      /Suspense is not bundled/,
    );
  });
});

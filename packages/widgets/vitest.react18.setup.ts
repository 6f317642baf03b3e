import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { afterEach, beforeAll, expect } from 'vitest';

// The alias in vitest.react18.config.ts must reach every import: one React, and it is 18.
beforeAll(() => {
  expect(version).toMatch(/^18\./);
  expect(domVersion).toBe(version);
});

// React 18 reports what it will not render as it was written (an attribute it does not know, a
// boolean where it wants a string, a layout effect on the server) only as a console warning; here
// such a warning fails the test. Tests that stub console.error themselves see their calls first.
const warnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Warning:')) warnings.push(args.map(String).join(' '));
  consoleError(...args);
};
afterEach(() => {
  const seen = warnings.splice(0);
  expect(seen, 'React 18 warnings').toEqual([]);
});

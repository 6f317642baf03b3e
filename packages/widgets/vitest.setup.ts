import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for a condition; their default 1 s is a speed budget that a loaded
// two-core machine misses (a Monte Carlo run in the test's thread took longer; issue 24). Waiting
// longer costs a passing test nothing, since it ends as soon as the condition holds; the tests'
// own timeout (vitest.config.ts) still catches a hang.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());

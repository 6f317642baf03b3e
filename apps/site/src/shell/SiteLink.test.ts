import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './SiteLink';

describe('isCurrentPath (NavLink’s rule for aria-current)', () => {
  it('marks the page itself and, unless `end`, the pages under it', () => {
    expect(isCurrentPath('/hirek', '/hirek')).toBe(true);
    expect(isCurrentPath('/hirek/archivum', '/hirek')).toBe(true);
    expect(isCurrentPath('/hirek/archivum', '/hirek', true)).toBe(false);
    expect(isCurrentPath('/hirekxyz', '/hirek')).toBe(false);
  });

  it('matches "/" only on the home page, ignores case, query and hash', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/blog', '/')).toBe(false);
    expect(isCurrentPath('/Kalkulatorok', '/kalkulatorok')).toBe(true);
    expect(isCurrentPath('/dictionary', '/dictionary?letter=B')).toBe(true);
    expect(isCurrentPath('/rolunk', '/rolunk#csapat')).toBe(true);
  });
});

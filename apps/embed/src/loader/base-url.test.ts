import { describe, expect, it } from 'vitest';
import { loaderScriptUrl, versionBaseUrl } from './base-url';

describe('versionBaseUrl', () => {
  it('finds the chunks next to a pinned loader and in v{version}/ next to the latest one, on any path', () => {
    expect(versionBaseUrl('https://cdn.example.net/penzugy/v0.1.0/embed.js', '')).toBe('https://cdn.example.net/penzugy/v0.1.0/');
    expect(versionBaseUrl('https://cdn.example.net/penzugy/embed.js?cache=1', 'v0.1.0/')).toBe('https://cdn.example.net/penzugy/v0.1.0/');
    expect(versionBaseUrl('https://partner.hu/assets/vendor/embed.js', 'v0.1.0/')).toBe('https://partner.hu/assets/vendor/v0.1.0/');
  });
});

describe('loaderScriptUrl', () => {
  it('falls back to the last script that looks like the loader when currentScript is unavailable', () => {
    document.head.innerHTML = '<script src="https://a.example/embed.js"></script><script src="https://cdn.example/v0.1.0/embed.js"></script>';
    expect(loaderScriptUrl(document)).toBe('https://cdn.example/v0.1.0/embed.js');
    document.head.innerHTML = '';
    expect(loaderScriptUrl(document)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { loaderScriptUrl, versionBaseUrl } from './base-url';

describe('versionBaseUrl', () => {
  it('finds the chunks next to a pinned loader and in v{version}/ next to the latest one, on any path', () => {
    expect(versionBaseUrl('https://cdn.example.net/penzugy/v0.1.0/embed.js', '')).toBe(
      'https://cdn.example.net/penzugy/v0.1.0/',
    );
    expect(versionBaseUrl('https://cdn.example.net/penzugy/embed.js?cache=1', 'v0.1.0/')).toBe(
      'https://cdn.example.net/penzugy/v0.1.0/',
    );
    expect(versionBaseUrl('https://partner.hu/assets/vendor/embed.js', 'v0.1.0/')).toBe(
      'https://partner.hu/assets/vendor/v0.1.0/',
    );
  });
});

describe('loaderScriptUrl', () => {
  it('falls back to the last script that is this loader when currentScript is unavailable', () => {
    document.head.innerHTML =
      '<script src="https://a.example/v0.1.0/embed.js"></script><script src="https://cdn.example/v0.1.0/embed.js"></script>';
    expect(loaderScriptUrl(document, '', '0.1.0')).toBe('https://cdn.example/v0.1.0/embed.js');
    document.head.innerHTML = '';
    expect(loaderScriptUrl(document, '', '0.1.0')).toBeNull();
  });

  it('takes only a script whose file is exactly the loader’s, at its place beside the version directory', () => {
    document.head.innerHTML =
      '<script src="https://cdn.example/penzugy/embed.js?v=1"></script>' +
      '<script src="https://evil.example/other-embed.js"></script>' +
      '<script src="https://evil.example/x.js?embed.js"></script>' +
      '<script src="https://evil.example/embed.js.php"></script>' +
      '<script src="https://evil.example/embed.js/x.js"></script>' +
      '<script src="https://evil.example/v0.1.0/embed.js"></script>';
    // The latest copy sits above v0.1.0/: a pinned loader's URL is not its own.
    expect(loaderScriptUrl(document, 'v0.1.0/', '0.1.0')).toBe('https://cdn.example/penzugy/embed.js?v=1');
    // The pinned copy sits inside v0.1.0/.
    document.head.innerHTML =
      '<script src="https://cdn.example/v0.1.0/embed.js"></script><script src="https://evil.example/embed.js"></script><script src="https://evil.example/v0.2.0/embed.js"></script>';
    expect(loaderScriptUrl(document, '', '0.1.0')).toBe('https://cdn.example/v0.1.0/embed.js');
    document.head.innerHTML = '';
  });
});

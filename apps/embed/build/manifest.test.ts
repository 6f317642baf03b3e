import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compareVersions, gzipSize, integrity, staticClosure, type ChunkInfo } from './manifest.mjs';

const chunk = (fileName: string, imports: string[] = []): ChunkInfo => ({
  fileName,
  isEntry: false,
  name: fileName,
  imports,
  code: '',
});

describe('manifest helpers', () => {
  it('collects the static imports of an entry transitively, each once, cycles included', () => {
    const chunks = new Map([
      ['a.js', chunk('a.js', ['b.js', 'c.js'])],
      ['b.js', chunk('b.js', ['c.js'])],
      ['c.js', chunk('c.js', ['a.js'])],
      ['d.js', chunk('d.js')],
    ]);
    expect(staticClosure('a.js', chunks).sort()).toEqual(['a.js', 'b.js', 'c.js']);
    expect(staticClosure('d.js', chunks)).toEqual(['d.js']);
  });

  it('orders versions numerically, not as text', () => {
    const versions = ['0.9.0', '0.10.0', '0.1.2', '1.0.0', '0.1.10'];
    expect([...versions].sort(compareVersions)).toEqual(['0.1.2', '0.1.10', '0.9.0', '0.10.0', '1.0.0']);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
  });

  it('gives an SRI value browsers accept: sha384 of the bytes, base64', () => {
    const text = 'console.log(1)';
    expect(integrity(text)).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(Buffer.from(integrity(text).slice(7), 'base64')).toEqual(createHash('sha384').update(text).digest());
  });

  it('measures the gzipped size of exactly the bytes given', () => {
    const text = 'abc'.repeat(1000);
    expect(gzipSize(text)).toBeLessThan(text.length / 10);
    expect(gzipSize(text)).toBeGreaterThan(10);
  });
});

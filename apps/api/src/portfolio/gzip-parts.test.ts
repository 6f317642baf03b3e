import { crc32, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflateTail, gzipHeadAndTail } from './gzip-parts';

describe('gzip of a head and a tail deflated once', () => {
  it('crc32Combine gives the CRC-32 of the concatenation', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const whole = crc32(Buffer.concat([a, b]));
        expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(whole);
      }),
      { numRuns: 500 },
    );
  });

  it('decodes (node zlib, the reference inflater) to exactly head + tail, for any texts', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 2000 }),
        fc.string({ unit: 'binary', maxLength: 20000 }),
        (head, tail) => {
          const gz = gzipHeadAndTail(head, deflateTail(tail));
          expect(gunzipSync(gz).toString('utf8')).toBe(head + tail);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds for an answer-sized tail that refers back across its 32 KB window, with Hungarian text in the head', () => {
    const dates = Array.from(
      { length: 2765 },
      (_, i) => `"${new Date(Date.UTC(2015, 0, 2 + i)).toISOString().slice(0, 10)}"`,
    );
    const series = Array.from(
      { length: 25 },
      (_, k) =>
        `"T${k}":[${Array.from({ length: 2765 }, (_, i) => (100 + k + Math.sin(i / 7) * 20).toFixed(2)).join(',')}]`,
    );
    const tail = `"dates":[${dates.join(',')}],"timeSeries":{${series.join(',')}}}`;
    const head = '{"notice":"A kért időszakra nincs adat, ezért az ő–ű betűkkel együtt…","requestedFrom":"2001-01-01",';
    const shared = deflateTail(tail);
    const gz = gzipHeadAndTail(head, shared);
    expect(JSON.parse(gunzipSync(gz).toString('utf8'))).toMatchObject({ requestedFrom: '2001-01-01' });
    expect(gunzipSync(gz).toString('utf8')).toBe(head + tail);
    // The shared tail is the bulk of the answer and is compressed well.
    expect(gz.length).toBeLessThan((head.length + tail.length) / 2);
    // Another head with the same tail object.
    expect(gunzipSync(gzipHeadAndTail('{"x":1,', shared)).toString('utf8')).toBe(`{"x":1,${tail}`);
  });

  it('handles an empty head and an empty tail', () => {
    expect(gunzipSync(gzipHeadAndTail('', deflateTail('abc'))).toString()).toBe('abc');
    expect(gunzipSync(gzipHeadAndTail('abc', deflateTail(''))).toString()).toBe('abc');
    expect(gunzipSync(gzipHeadAndTail('', deflateTail(''))).toString()).toBe('');
  });
});

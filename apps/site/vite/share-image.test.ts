import { describe, expect, it } from 'vitest';
import { renderShareImage, shareImagePath } from './share-image.ts';

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('renderShareImage', () => {
  it('gives a 1200×630 PNG', async () => {
    const png = await renderShareImage({
      title: 'THM – teljes hiteldíj mutató',
      topic: 'Pénzügyi szótár',
      kicker: 'Fogalom',
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('gives different pictures for different titles and topics, the same for the same input', async () => {
    const a = await renderShareImage({ title: 'Nyugdíjcélú megtakarítás', topic: 'Nyugdíj' });
    const b = await renderShareImage({ title: 'Nyugdíjcélú megtakarítás', topic: 'Megtakarítás' });
    const c = await renderShareImage({ title: 'Lakáshitel lépésről lépésre', topic: 'Nyugdíj' });
    const again = await renderShareImage({ title: 'Nyugdíjcélú megtakarítás', topic: 'Nyugdíj' });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(false);
    expect(Buffer.from(a).equals(Buffer.from(again))).toBe(true);
  });

  it('renders a very long Hungarian title (ő, ű) and an empty one without throwing', async () => {
    const long = 'Őszinte útmutató a törlesztőrészlet-növekedésről és a gyűjtőszámlákról '.repeat(12);
    expect(pngSize(await renderShareImage({ title: long, topic: 'Hitel és lakás', kicker: 'Cikk' }))).toEqual({
      width: 1200,
      height: 630,
    });
    expect(pngSize(await renderShareImage({ title: '', topic: '' }))).toEqual({ width: 1200, height: 630 });
  });
});

describe('shareImagePath', () => {
  it('maps the home page and plain paths directly', () => {
    expect(shareImagePath('/')).toBe('/og/home.png');
    expect(shareImagePath('/dictionary/THM')).toBe('/og/dictionary/THM.png');
    expect(shareImagePath('/hirek/kategoria/stockmarket?x=1')).toBe('/og/hirek/kategoria/stockmarket.png');
  });

  it('gives accented and unsafe segments safe, distinct names', () => {
    const accented = shareImagePath('/dictionary/%C3%A1rfolyam');
    expect(accented).toMatch(/^\/og\/dictionary\/arfolyam-[a-z0-9]+\.png$/);
    expect(accented).not.toBe(shareImagePath('/dictionary/arfolyam'));
    expect(shareImagePath('/dictionary/árfolyam')).toBe(accented);
    expect(shareImagePath('/a/../b')).not.toContain('..');
    expect(shareImagePath('/%E0%A4%A')).toMatch(/^\/og\/[A-Za-z0-9_-]+\.png$/);
  });
});

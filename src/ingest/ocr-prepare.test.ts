import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';

interface Prepared {
  image: Uint8Array;
  psm: string;
  scale: number;
}
const { prepareForOcr, linePitch, TARGET_LINE_HEIGHT } = createRequire(import.meta.url)('./ocr-prepare.cjs') as {
  TARGET_LINE_HEIGHT: number;
  prepareForOcr(bytes: Uint8Array): Promise<Prepared>;
  linePitch(image: { width: number; height: number; grey: Uint8Array }): number;
};

/** A page of `lines` lines of print in a font of `size` pixels, `pitch` pixels apart, on white. */
function printed(width: number, height: number, size: number, pitch: number, format: 'png' | 'jpeg' = 'png'): Buffer {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#000000';
  g.font = `${size}px sans-serif`;
  for (let y = pitch; y < height - 4; y += pitch) g.fillText('TOTAL AMOUNT DUE 12.50 JALAN', 4, y);
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 90);
}

const pgmSize = (pgm: Uint8Array) => {
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(Buffer.from(pgm.subarray(0, 40)).toString('latin1'));
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
};

describe('preparing an image for OCR', () => {
  it('measures how far apart the lines of print are', () => {
    const width = 300;
    const height = 400;
    const grey = new Uint8Array(width * height).fill(255);
    // Bars of "ink" 8 rows high every 25 rows.
    for (let y = 10; y < height; y += 25) for (let r = 0; r < 8 && y + r < height; r++) grey.fill(0, (y + r) * width + 20, (y + r) * width + 200);
    expect(linePitch({ width, height, grey })).toBe(25);
    expect(linePitch({ width, height, grey: new Uint8Array(width * height).fill(255) })).toBe(0);
  });

  it('enlarges small print to the line height tesseract reads best, as a greyscale PGM', async () => {
    // Lines 16 px apart are enlarged to the target pitch.
    const small = await prepareForOcr(printed(400, 900, 11, 16, 'jpeg'));
    expect(small.scale).toBeCloseTo(TARGET_LINE_HEIGHT / 16, 1);
    const size = pgmSize(small.image);
    expect(size).toEqual({ width: Math.round(400 * small.scale), height: Math.round(900 * small.scale) });
  });

  it('leaves print that is large enough at its size', async () => {
    const large = await prepareForOcr(printed(1200, 900, 30, 45));
    expect(large.scale).toBe(1);
    expect(pgmSize(large.image)).toEqual({ width: 1200, height: 900 });
  });

  it('reads a slip (a receipt) as one column of lines, and a page as one block', async () => {
    expect((await prepareForOcr(printed(400, 1000, 20, 30))).psm).toBe('4');
    expect((await prepareForOcr(printed(850, 1100, 20, 30))).psm).toBe('6');
  });

  it('hands over a PNG whose data is damaged as it came, for tesseract to refuse', async () => {
    const png = Buffer.from(printed(400, 300, 20, 30));
    const idat = png.indexOf('IDAT');
    png[idat + 10] ^= 0x5a;
    const prepared = await prepareForOcr(png);
    expect(prepared.image).toBe(png);
    expect(prepared.scale).toBe(1);
  });

  it('hands over what it cannot decode as it came', async () => {
    const tiff = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0]);
    const prepared = await prepareForOcr(tiff);
    expect(prepared.image).toBe(tiff);
    expect(prepared.scale).toBe(1);
    expect(prepared.psm).toBe('6');
  });
});

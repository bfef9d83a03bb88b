import { describe, expect, it } from 'vitest';
import { makeTiff, textImage } from '../../test/support/ingest-files.ts';
import { AppError } from '../errors.ts';
import { checkImage, tiffFrameFiles } from './image.ts';

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('checkImage', () => {
  it('reads the size of PNG and JPEG images from their headers', () => {
    const [png] = checkImage(textImage(['one', 'two']), 'png', 10);
    expect(png).toMatchObject({ width: 1400, height: 340 });
    const [jpeg] = checkImage(textImage(['one'], 'jpeg'), 'jpeg', 10);
    expect(jpeg).toMatchObject({ width: 1400, height: 230 });
  });

  it('finds every frame of a multi-page TIFF and makes each a TIFF of its own', () => {
    const tiff = makeTiff([['first'], ['second', 'page'], ['third']]);
    const frames = checkImage(tiff, 'tiff', 10);
    expect(frames.map((f) => f.height)).toEqual([230, 340, 230]);
    const files = [...tiffFrameFiles(tiff, frames)];
    expect(files).toHaveLength(3);
    // Each file, read from its start, shows exactly one frame: the one it was made for.
    expect(files.map((file) => checkImage(file, 'tiff', 10).map((f) => f.height))).toEqual([[230], [340], [230]]);
  });

  it('refuses a TIFF with more frames than the page limit with 413', () => {
    const error = failure(() => checkImage(makeTiff([['a'], ['b'], ['c']]), 'tiff', 2));
    expect(error.status).toBe(413);
  });

  it.each([
    ['png', () => textImage(['x'])],
    ['jpeg', () => textImage(['x'], 'jpeg')],
    ['tiff', () => makeTiff([['x']])],
  ] as const)('refuses a truncated %s with 400', (format, make) => {
    const bytes = make();
    const error = failure(() => checkImage(bytes.subarray(0, Math.floor(bytes.length * 0.6)), format, 10));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/truncated or corrupt/);
  });

  it('refuses an image that would decode to an enormous bitmap with 413', () => {
    const png = Buffer.from(textImage(['x']));
    png.writeUInt32BE(60_000, 16);
    png.writeUInt32BE(60_000, 20);
    const error = failure(() => checkImage(png, 'png', 10));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/60000x60000 pixels/);
  });
});

import { describe, expect, it } from 'vitest';
import { deflatedZeros, makeDocx, makeZip, minimalDocxEntries } from '../../test/support/ingest-files.ts';
import { AppError } from '../errors.ts';
import { checkZip } from './zip.ts';

const MiB = 1024 * 1024;

async function failure(bytes: Uint8Array, limit?: number): Promise<AppError> {
  const error = await checkZip(bytes, 'the DOCX file', limit).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('checkZip', () => {
  it('passes a real DOCX', async () => {
    await expect(checkZip(await makeDocx({ heading: 'H', paragraphs: ['p'], table: [['a']] }), 'the DOCX file')).resolves.toBeUndefined();
  });

  it('refuses an archive whose declared sizes add up past the limit, without inflating it', async () => {
    const zip = makeZip([...minimalDocxEntries('hi'), { name: 'word/media/a.bin', data: Buffer.alloc(0), compressed: await deflatedZeros(3 * MiB), declaredSize: 3 * MiB }]);
    const error = await failure(zip, 2 * MiB);
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/would expand to more than 2 MiB/);
  });

  it('catches an entry that expands past the size its header declares', async () => {
    // The headers claim 1 KiB; the data inflates to 8 MiB.
    const zip = makeZip([...minimalDocxEntries('hi'), { name: 'word/media/a.bin', data: Buffer.alloc(1024), compressed: await deflatedZeros(8 * MiB) }]);
    const error = await failure(zip);
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/expands past its declared size/);
  });

  it('refuses a truncated archive and a damaged entry with 400', async () => {
    const docx = await makeDocx({ heading: 'H', paragraphs: ['p'], table: [['a']] });
    const cut = await failure(docx.subarray(0, Math.floor(docx.length / 2)));
    expect(cut.status).toBe(400);
    expect(cut.message).toMatch(/truncated or corrupt/);
    const entries = minimalDocxEntries('hi');
    entries[2] = { ...entries[2], compressed: Buffer.from('this is not deflate data at all \u00ff\u00fe') };
    const damaged = await failure(makeZip(entries));
    expect(damaged.status).toBe(400);
  });
});

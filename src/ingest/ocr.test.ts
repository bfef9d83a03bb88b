import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { afterAll, describe, expect, it } from 'vitest';
import { evalData } from '../../test/support/eval-data.ts';
import { textImage } from '../../test/support/ingest-files.ts';
import { createOcrPool, WORKER_PATH } from './ocr.ts';

const pool = createOcrPool({ concurrency: 1 });
afterAll(() => pool.close());

describe('OCR pool', () => {
  it('reads images in turn with one worker, and a waiting image can be called off', { timeout: 60_000 }, async () => {
    const first = pool.recognize(textImage(['Invoice number 31337']));
    const cancel = new AbortController();
    const second = pool.recognize(textImage(['Never read']), cancel.signal);
    const third = pool.recognize(textImage(['Amount due 250.00']));
    // The second image is still waiting behind the first: calling it off takes it out of line.
    cancel.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(await first).toMatch(/Invoice number 31337/);
    expect(await third).toMatch(/Amount due 250\.00/);
  });

  it('turns the network off in its worker threads, so a misconfigured model path fails instead of downloading', { timeout: 60_000 }, async () => {
    let reported = '';
    const started = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      workerPath: WORKER_PATH,
      langPath: 'https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng/4.0.0_best_int',
      cacheMethod: 'none',
      errorHandler: (error: unknown) => (reported = String(error)),
    });
    // tesseract.js never settles creation when the model fails to load; its error handler hears of it.
    await expect.poll(() => reported, { timeout: 30_000 }).toMatch(/network access is disabled for OCR \(attempted: fetch https:\/\/cdn\.jsdelivr\.net/);
    void started.then((w) => w.terminate(), () => {});
  });

  it('reads at a lower CPU priority than the thread serving requests', { timeout: 60_000, skip: !fs.existsSync('/proc/self/task') }, async () => {
    await pool.recognize(textImage(['Priority check']));
    // Field 19 of a thread's stat is its niceness; the test's own thread stays at 0.
    const niceness = fs.readdirSync('/proc/self/task').map((tid) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]));
    expect(niceness).toContain(10);
    expect(os.getPriority()).toBe(0);
  });
});

describe('OCR of a scanned receipt', () => {
  // A real receipt scanned at 150 DPI (SROIE), read in place from the evaluation data.
  const sroie = evalData('sroie/img/002.jpg', 'sroie/key/002.json', 'sroie/box/002.csv');
  const SROIE = path.join(sroie.dir, 'sroie');
  const squash = (s: string) => s.toUpperCase().replace(/\s+/g, '');

  it.skipIf(sroie.skip)(`holds the printed address lines of a receipt, small print and all${sroie.note}`, { timeout: 180_000 }, async () => {
    sroie.require();
    const id = '002';
    const address = squash((JSON.parse(fs.readFileSync(path.join(SROIE, 'key', `${id}.json`), 'utf8')) as { address: string }).address);
    // The printed lines (the data set's reference transcription) that make up the gold address.
    const printed = fs
      .readFileSync(path.join(SROIE, 'box', `${id}.csv`), 'utf8')
      .split('\n')
      .map((l) => squash(l.split(',').slice(8).join(',')))
      .filter((l) => l.length >= 8 && address.includes(l));
    expect(printed.length).toBeGreaterThanOrEqual(2);
    const text = squash(await pool.recognize(fs.readFileSync(path.join(SROIE, 'img', `${id}.jpg`))));
    for (const line of printed) expect(text).toContain(line);
  });
});

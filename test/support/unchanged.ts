import { expect } from 'vitest';
import type { TestServer } from './server.ts';

/** What the data directory and database hold now. */
export function snapshot(srv: TestServer) {
  return { rows: srv.rows(), files: srv.files() };
}

/** No row was added and no stored or temporary file remains. */
export function expectUnchanged(srv: TestServer, before: ReturnType<typeof snapshot>): void {
  expect(srv.rows()).toEqual(before.rows);
  expect(srv.files()).toEqual({ stored: before.files.stored, temp: 0 });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { basic, createKey, keysCli } from './support/keys-cli.ts';
import { startServer } from './support/server.ts';

/** The key CLI (`npm run keys -- ...`) run as a real process against a fresh DATA_DIR. */

const KEY = /ke-[A-Za-z0-9]{32}/;
let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ke-cli-'));
});

const listLines = async () => {
  const list = await keysCli(dataDir, ['list']);
  expect(list.code).toBe(0);
  return list.stdout.trim().split('\n');
};

describe('keys CLI', () => {
  it('lists no keys in an empty data directory', async () => {
    const list = await keysCli(dataDir, ['list']);
    expect(list).toMatchObject({ code: 0, stderr: '' });
    expect(list.stdout.trim()).toBe('no keys');
  });

  it('creates a key in a new account, shows it once, and the next key may join that account', async () => {
    const alpha = await keysCli(dataDir, ['create', '--name', 'alpha']);
    expect(alpha.code).toBe(0);
    expect(alpha.stderr).toBe('');
    expect(alpha.stdout).toMatch(/^key id: +key_[A-Za-z0-9]{10}$/m);
    expect(alpha.stdout).toMatch(/^account: acc_[A-Za-z0-9]{10} \(alpha\)$/m);
    expect(alpha.stdout).toMatch(/^ {2}ke-[A-Za-z0-9]{32}$/m);
    expect(alpha.stdout).toMatch(/Shown only now/);
    const account = /acc_[A-Za-z0-9]{10}/.exec(alpha.stdout)![0];

    const [beta, gamma] = await Promise.all([createKey(dataDir, 'beta', account), createKey(dataDir, 'gamma')]);
    expect(beta.accountId).toBe(account);
    expect(beta.stdout).toContain(`account: ${account} (alpha)`);
    expect(gamma.accountId).not.toBe(account);
    expect(new Set([KEY.exec(alpha.stdout)![0], beta.key, gamma.key]).size).toBe(3);
  });

  it('creates keys from several processes at once, beside the running server, without "database is locked"', { timeout: 60_000 }, async () => {
    const first = await createKey(dataDir, 'crowd');
    // Joining an account reads it and then writes: the pattern a deferred transaction fails on.
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => keysCli(dataDir, ['create', '--name', `crowd-${i}`, '--account', first.accountId])));
    for (const result of made) expect(result, result.stderr).toMatchObject({ code: 0, stderr: '' });
  });

  it('lists every key with its id, hint, name, account and state, but never the key itself', async () => {
    const made = await createKey(dataDir, 'listed');
    const lines = await listLines();
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) {
      expect(line).toMatch(/^key_[A-Za-z0-9]{10} {2}ke-\.\.\.[A-Za-z0-9]{4} {2}\S+ {2}account acc_[A-Za-z0-9]{10} \(\S+\) {2}created \d{4}-\d\d-\d\dT\S+ {2}active$/);
    }
    const line = lines.find((l) => l.startsWith(made.keyId))!;
    expect(line).toContain(`ke-...${made.key.slice(-4)}  listed  account ${made.accountId} (listed)`);
    const all = lines.join('\n');
    expect(all).not.toMatch(KEY);
    expect(all).not.toContain(made.key.slice(3, 20));
  });

  // From here on the tests do not depend on each other: each runs the CLI a few
  // times, side by side, to keep the file quick.
  describe.concurrent('once keys exist', () => {
    it('revokes a key by id; list shows it revoked', async () => {
      const made = await createKey(dataDir, 'doomed');
      const revoked = await keysCli(dataDir, ['revoke', made.keyId]);
      expect(revoked).toMatchObject({ code: 0, stderr: '' });
      expect(revoked.stdout.trim()).toBe(`revoked ${made.keyId}`);
      const lines = await listLines();
      expect(lines.find((l) => l.startsWith(made.keyId))).toMatch(/ {2}revoked \d{4}-\d\d-\d\dT\S+$/);
      expect(lines.filter((l) => l.endsWith('active')).length).toBe(lines.length - 1);
    });

    it.each([
      ['an unknown command', ['frobnicate'], /unknown command frobnicate[\s\S]*Usage/],
      ['revoke of an unknown key id', ['revoke', 'key_0000000000'], /no key key_0000000000/],
      ['revoke without a key id', ['revoke'], /revoke needs a KEY_ID/],
      ['create without --name', ['create'], /--name/],
      ['create with --name and no value', ['create', '--name'], /--name/],
      ['create into an account that does not exist', ['create', '--name', 'nobody', '--account', 'acc_0000000000'], /no account acc_0000000000/],
      ['an unknown option', ['list', '--bogus'], /Unknown option '--bogus'[\s\S]*Usage/],
    ])('fails with a non-zero exit, a message on stderr and no stack trace for %s', async (_label, args, message) => {
      const result = await keysCli(dataDir, args as string[]);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(message as RegExp);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(result.stdout).not.toMatch(KEY);
    });

    it('refuses revoke with two key ids instead of revoking only the first', async () => {
      const made = await createKey(dataDir, 'kept');
      const result = await keysCli(dataDir, ['revoke', made.keyId, 'key_0000000001']);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/unexpected argument "key_0000000001"/);
      const lines = await listLines();
      expect(lines.find((l) => l.startsWith(made.keyId))).toMatch(/active$/);
      // No refusal created anything.
      expect(lines.join('\n')).not.toMatch(/ {2}nobody {2}/);
    });

    it('prints usage for --help and for no command', async () => {
      for (const result of await Promise.all([keysCli(dataDir, ['--help']), keysCli(dataDir, [])])) {
        expect(result.code).toBe(0);
        expect(result.stdout).toMatch(/Usage: npm run keys -- <command>[\s\S]*create --name NAME[\s\S]*list[\s\S]*revoke KEY_ID/);
      }
    });

    it('issues keys the server accepts; then the server issues no first key of its own', async () => {
      const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'ke-cli-'));
      const made = await createKey(fresh, 'before-start');
      const server = await startServer({ env: { API_KEY: '' }, dataDir: fresh });
      try {
        await new Promise((r) => setTimeout(r, 200));
        expect(server.output.join('\n')).not.toMatch(KEY);
        const res = await fetch(`${server.url}/api/v1/knowledge-engines`, { headers: { Authorization: basic(made.key) } });
        expect(res.status).toBe(200);
      } finally {
        await server.stop();
      }
    });
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeEnv } from '../../scripts/lib/test-store.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real key CLI (`src/cli/keys.ts`) against the database in `dataDir`. */
export function keysCli(dataDir: string, args: string[]): Promise<CliResult> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, ...storeEnv(dataDir) };
  delete env.API_KEY;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli/keys.ts'), ...args], { cwd: ROOT, env, timeout: 20_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** `create` through the CLI; fails the test when it does not succeed. */
export async function createKey(dataDir: string, name: string, account?: string): Promise<{ key: string; keyId: string; accountId: string; stdout: string }> {
  const result = await keysCli(dataDir, ['create', '--name', name, ...(account ? ['--account', account] : [])]);
  if (result.code !== 0) throw new Error(`keys create exited ${result.code}: ${result.stderr}${result.stdout}`);
  const key = /\bke-[A-Za-z0-9]{32}\b/.exec(result.stdout)?.[0];
  const keyId = /\bkey_[A-Za-z0-9]{10}\b/.exec(result.stdout)?.[0];
  const accountId = /\bacc_[A-Za-z0-9]{10}\b/.exec(result.stdout)?.[0];
  if (!key || !keyId || !accountId) throw new Error(`keys create printed no key, key id or account id:\n${result.stdout}`);
  return { key, keyId, accountId, stdout: result.stdout };
}

/** The account of the key whose last four characters are `hint`, read from `list`. */
export async function accountOfKey(dataDir: string, hint: string): Promise<string> {
  const result = await keysCli(dataDir, ['list']);
  if (result.code !== 0) throw new Error(`keys list exited ${result.code}: ${result.stderr}`);
  const line = result.stdout.split('\n').find((l) => l.includes(`...${hint}`));
  const accountId = line && /\bacc_[A-Za-z0-9]{10}\b/.exec(line)?.[0];
  if (!accountId) throw new Error(`no key ending ${hint} in keys list:\n${result.stdout}`);
  return accountId;
}

/** A Basic Authorization header for `user:password`. */
export const basic = (user: string, password = '') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

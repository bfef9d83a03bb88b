import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/database.ts';
import { loadConfig } from '../config.ts';
import { createApiKeyService } from '../services/api-keys.ts';

const USAGE = `Usage: npm run keys -- <command>

  create --name NAME [--account ACCOUNT_ID]   issue a key (a new account unless --account is given)
  list                                        list keys (never the keys themselves)
  revoke KEY_ID                               revoke a key; requests with it then get 401

Uses the database of the server's settings: DATABASE_URL, or the SQLite file in DATA_DIR (default ./data).`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, account: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  // A mistyped option is the caller's mistake: say so plainly, without a stack trace.
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(1);
}
const { positionals, values } = parsed;
const [command, ...rest] = positionals;
const config = loadConfig();
const db = await openDatabase({ url: config.databaseUrl, file: config.databasePath, lockWait: config.database, maxConnections: 1 });
const keys = createApiKeyService(db);
let exitCode = 0;

try {
  const extra = rest.slice(command === 'revoke' ? 1 : 0);
  if (extra.length) throw new Error(`unexpected argument ${JSON.stringify(extra[0])}\n\n${USAGE}`);
  if (values.help || !command) {
    console.log(USAGE);
  } else if (command === 'create') {
    if (!values.name) throw new Error('create needs --name NAME');
    const issued = await keys.issue({ name: values.name, accountId: values.account });
    console.log(`key id:  ${issued.record.id}\naccount: ${issued.record.accountId} (${issued.record.accountName})\n\n  ${issued.key}\n\nShown only now: store it. It is kept only as a hash.`);
  } else if (command === 'list') {
    const all = await keys.list();
    if (!all.length) console.log('no keys');
    for (const k of all) {
      const state = k.revokedAt ? `revoked ${new Date(k.revokedAt * 1000).toISOString()}` : 'active';
      console.log(`${k.id}  ke-...${k.keyHint}  ${k.name}  account ${k.accountId} (${k.accountName})  created ${new Date(k.createdAt * 1000).toISOString()}  ${state}`);
    }
  } else if (command === 'revoke') {
    const id = rest[0];
    if (!id) throw new Error('revoke needs a KEY_ID (see: npm run keys -- list)');
    if (!(await keys.revoke(id))) throw new Error(`no key ${id}`);
    console.log(`revoked ${id}`);
  } else {
    throw new Error(`unknown command ${command}\n\n${USAGE}`);
  }
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
} finally {
  await db.destroy();
}
process.exitCode = exitCode;

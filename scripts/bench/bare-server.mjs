/**
 * The bare baseline of the HTTP bench: node:http and better-sqlite3 doing the same work
 * as the service's cheapest routes, with the same kind of key check (Basic, SHA-256 of
 * the key looked up in a table), and nothing else. Prints "listening on <url>".
 * Usage: node scripts/bench/bare-server.mjs DATA_DIR KEY
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import Database from 'better-sqlite3';

const [dataDir, key] = process.argv.slice(2);
const db = new Database(path.join(dataDir, 'bare.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`create table if not exists keys (hash text primary key, account text not null);
  create table if not exists engines (id text primary key, account text not null, name text not null, description text not null, created_at integer not null);`);
const hash = (k) => createHash('sha256').update(k).digest();
db.prepare('insert or replace into keys values (?, ?)').run(hash(key).toString('hex'), 'acc_1');
const findKey = db.prepare('select hash, account from keys where hash = ?');
const insert = db.prepare('insert into engines values (?, ?, ?, ?, ?)');
const findEngine = db.prepare('select * from engines where id = ? and account = ?');
const listEngines = db.prepare('select * from engines where account = ? order by rowid desc limit ?');

function account(req) {
  const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const [user, pass] = Buffer.from(m[1], 'base64').toString().split(':');
  const k = /^ke-[A-Za-z0-9]{32}$/.test(user) ? user : pass;
  if (!k) return null;
  const h = hash(k);
  const row = findKey.get(h.toString('hex'));
  return row && timingSafeEqual(Buffer.from(row.hash, 'hex'), h) ? row.account : null;
}

const send = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
};
const shape = (e) => ({ id: e.id, name: e.name, description: e.description, created_at: e.created_at });

http
  .createServer(async (req, res) => {
    const acc = account(req);
    if (!acc) return send(res, 401, { error: 'unauthorized' });
    const url = new URL(req.url, 'http://x');
    if (req.method === 'POST' && url.pathname === '/upload') {
      // The floor for an upload: its bytes streamed to a file, nothing else.
      const file = path.join(dataDir, `upload-${randomBytes(6).toString('hex')}`);
      await pipeline(req, fs.createWriteStream(file));
      return send(res, 201, { bytes: fs.statSync(file).size });
    }
    const chunks = [];
    for await (const c of req) chunks.push(c);
    if (req.method === 'POST' && url.pathname === '/engines') {
      const { name } = JSON.parse(Buffer.concat(chunks).toString());
      const e = { id: `kng_${randomBytes(5).toString('hex')}`, account: acc, name, description: '', created_at: Math.floor(Date.now() / 1000) };
      insert.run(e.id, e.account, e.name, e.description, e.created_at);
      return send(res, 201, shape(e));
    }
    if (req.method === 'GET' && url.pathname.startsWith('/engines/')) {
      const e = findEngine.get(url.pathname.slice(9), acc);
      return e ? send(res, 200, shape(e)) : send(res, 404, { error: 'not found' });
    }
    if (req.method === 'GET' && url.pathname === '/engines') return send(res, 200, { data: listEngines.all(acc, 100).map(shape) });
    send(res, 404, { error: 'not found' });
  })
  .listen(0, '127.0.0.1', function () {
    console.log(`listening on http://127.0.0.1:${this.address().port}`);
  });

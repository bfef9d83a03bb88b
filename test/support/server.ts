// The server launcher is shared with the scripts (eval, bench): one copy, in scripts/lib.
export * from '../../scripts/lib/server.ts';

// Document builders are shared with the scripts (eval, bench): one copy, in scripts/lib.
export * from '../../scripts/lib/documents.ts';

// The fake model server is shared with the benches: one copy, in scripts/lib.
export * from '../../scripts/lib/fake-openai.ts';

import { describe, expect, it } from 'vitest';
import { JsonMemberStream } from './json-stream.ts';

function feed(pieces: string[]) {
  const seen: Array<{ path: string; value: unknown; after: number }> = [];
  const stream = new JsonMemberStream((path, value) => seen.push({ path: path.join('.'), value, after: index }));
  let index = 0;
  for (; index < pieces.length; index++) stream.push(pieces[index]);
  return { seen, stream };
}

describe('JsonMemberStream', () => {
  it('hands over each field as soon as its value closes, before the answer ends', () => {
    const answer = '{"fields": {"a": {"value": "x, {y}", "evidence": [{"quote": "q \\" }"}]}, "b": {"value": 12.5}, "c": {"value": null}}}';
    const pieces = answer.match(/.{1,7}/gs)!;
    const { seen, stream } = feed(pieces);
    const fields = seen.filter((s) => s.path.startsWith('fields.'));
    expect(fields.map((s) => s.path)).toEqual(['fields.a', 'fields.b', 'fields.c']);
    expect(fields[0].value).toEqual({ value: 'x, {y}', evidence: [{ quote: 'q " }' }] });
    expect(fields[1].value).toEqual({ value: 12.5 });
    expect(fields[0].after).toBeLessThan(pieces.length - 3);
    expect(stream.complete).toBe(true);
  });

  it('reads an answer inside a Markdown fence with prose around it', () => {
    const { seen, stream } = feed(['Here is the JSON:\n```json\n{"fields": {"n": {"value": 3}}}\n```\nDone.']);
    expect(seen.find((s) => s.path === 'fields.n')!.value).toEqual({ value: 3 });
    expect(stream.complete).toBe(true);
  });

  it('keeps what was complete when the answer breaks off', () => {
    const { seen, stream } = feed(['{"fields": {"a": {"value": true}, "b": {"value": "trunc']);
    expect(seen.map((s) => s.path)).toEqual(['fields.a']);
    expect(stream.complete).toBe(false);
  });

  it('reports root members too, for answers that leave out the "fields" wrapper', () => {
    const { seen } = feed(['{"a": {"value": 1}, "b": 2}']);
    expect(seen.filter((s) => !s.path.includes('.'))).toEqual([expect.objectContaining({ path: 'a', value: { value: 1 } }), expect.objectContaining({ path: 'b', value: 2 })]);
  });
});

/**
 * A small incremental JSON reader for a model's answer as it streams in. It hands
 * over each member of the root object, and each member of the root's members, the
 * moment that value is complete, so `{"fields": {"a": {...}, "b": {...}}}` yields
 * `fields.a` before `b` has begun. It skips anything before the first `{` (a
 * "```json" fence, a sentence of preamble) and anything after the root closes, and
 * keeps what was complete when an answer breaks off (`complete` stays false).
 * Written here rather than taken from a package: it is about 100 lines and needs
 * to know only where values start and end, not build a partial tree.
 */
interface Frame {
  kind: '{' | '[';
  key: string | null;
  expectKey: boolean;
  start: number;
}

const DELIMITER = /[,\]}\s]/;

export class JsonMemberStream {
  private text = '';
  private pos = 0;
  private started = false;
  private ended = false;
  private readonly stack: Frame[] = [];
  private stringStart = -1;
  private escaped = false;
  private scalarStart = -1;

  constructor(private readonly onValue: (path: string[], value: unknown) => void) {}

  /** The root object closed. */
  get complete(): boolean {
    return this.ended;
  }

  /** All text seen so far. */
  get received(): string {
    return this.text;
  }

  push(chunk: string): void {
    this.text += chunk;
    for (; this.pos < this.text.length && !this.ended; this.pos++) this.step(this.text[this.pos], this.pos);
  }

  private step(c: string, i: number): void {
    if (!this.started) {
      if (c === '{') {
        this.started = true;
        this.stack.push({ kind: '{', key: null, expectKey: true, start: i });
      }
      return;
    }
    if (this.stringStart >= 0) {
      if (this.escaped) this.escaped = false;
      else if (c === '\\') this.escaped = true;
      else if (c === '"') {
        const start = this.stringStart;
        this.stringStart = -1;
        const top = this.stack.at(-1)!;
        if (top.kind === '{' && top.expectKey) top.key = safeParse(this.text.slice(start, i + 1)) as string;
        else this.valueEnded(start, i + 1);
      }
      return;
    }
    if (this.scalarStart >= 0) {
      if (!DELIMITER.test(c)) return;
      const start = this.scalarStart;
      this.scalarStart = -1;
      this.valueEnded(start, i);
    }
    const top = this.stack.at(-1)!;
    switch (c) {
      case '"':
        this.stringStart = i;
        return;
      case '{':
      case '[':
        this.stack.push({ kind: c, key: null, expectKey: c === '{', start: i });
        return;
      case '}':
      case ']': {
        const closed = this.stack.pop()!;
        if (!this.stack.length) this.ended = true;
        else this.valueEnded(closed.start, i + 1);
        return;
      }
      case ':':
        top.expectKey = false;
        return;
      case ',':
        if (top.kind === '{') top.expectKey = true;
        return;
      default:
        if (!/\s/.test(c)) this.scalarStart = i;
    }
  }

  private valueEnded(start: number, end: number): void {
    if (this.stack.length > 2 || this.stack.some((f) => f.kind !== '{' || f.key === null)) return;
    const value = safeParse(this.text.slice(start, end));
    if (value !== undefined) this.onValue(this.stack.map((f) => f.key!), value);
  }
}

function safeParse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

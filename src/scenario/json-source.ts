// A small JSON reader that remembers where each value starts, so that an error about
// "units[3].org" can also say "line 45, column 14" (design invariant 6). The values themselves
// are decoded with JSON.parse, token by token, so they are exactly what JSON.parse would give.

export interface SourcePos {
  /** 1-based line and column. */
  readonly line: number;
  readonly col: number;
}

export interface JsonSource {
  readonly value: unknown;
  /** Start of each value by field path ("" is the root, "units[3].org" a field). */
  readonly positions: ReadonlyMap<string, SourcePos>;
}

export class JsonSyntaxError extends Error {
  constructor(
    readonly pos: SourcePos,
    message: string,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/** "units[3].hard.value": the path notation used in every scenario error. */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (typeof s === 'string' && /^[A-Za-z_$][\w$]*$/.test(s)) out += out === '' ? s : `.${s}`;
    else out += `[${JSON.stringify(String(s))}]`;
  }
  return out;
}

export function parseJsonSource(text: string): JsonSource {
  const positions = new Map<string, SourcePos>();
  // Line starts, for offset -> line/col.
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const posOf = (offset: number): SourcePos => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - lineStarts[lo]! + 1 };
  };
  const fail = (offset: number, message: string): never => {
    throw new JsonSyntaxError(posOf(offset), message);
  };

  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const ws = (): void => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const describeHere = (): string =>
    i >= text.length ? 'the end of the file' : `"${text[i] === '"' ? '\\"' : text[i]}"`;

  const readString = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if (text.charCodeAt(i) < 0x20) fail(i, 'line break or control character inside a string');
      i++;
    }
    if (i >= text.length) fail(start, 'string is not closed');
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      return fail(start, 'bad escape sequence in string');
    }
  };

  const readValue = (path: PropertyKey[]): unknown => {
    ws();
    positions.set(formatPath(path), posOf(i));
    const ch = text[i];
    if (ch === '{') {
      i++;
      const obj: Record<string, unknown> = {};
      ws();
      if (text[i] === '}') {
        i++;
        return obj;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail(i, `expected a field name in double quotes, found ${describeHere()}`);
        const keyAt = i;
        const key = readString();
        if (Object.hasOwn(obj, key)) fail(keyAt, `field "${key}" appears twice`);
        ws();
        if (text[i] !== ':') fail(i, `expected ":" after "${key}", found ${describeHere()}`);
        i++;
        obj[key] = readValue([...path, key]);
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === '}') fail(i, 'trailing comma before "}"');
          continue;
        }
        if (text[i] === '}') {
          i++;
          return obj;
        }
        fail(i, `expected "," or "}", found ${describeHere()}`);
      }
    }
    if (ch === '[') {
      i++;
      const arr: unknown[] = [];
      ws();
      if (text[i] === ']') {
        i++;
        return arr;
      }
      for (;;) {
        arr.push(readValue([...path, arr.length]));
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === ']') fail(i, 'trailing comma before "]"');
          continue;
        }
        if (text[i] === ']') {
          i++;
          return arr;
        }
        fail(i, `expected "," or "]", found ${describeHere()}`);
      }
    }
    if (ch === '"') return readString();
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!m) return fail(i, `expected a value, found ${describeHere()}`);
    i += m[0].length;
    return JSON.parse(m[0]) as unknown;
  };

  const value = readValue([]);
  ws();
  if (i < text.length) fail(i, `unexpected ${describeHere()} after the end of the JSON value`);
  return { value, positions };
}

// A small JSON reader that can say where a value is, so that an error about "units[3].org" can
// also say "line 45, column 14" (design invariant 6). Strict JSON, with line and column in its
// syntax errors. Positions are found on demand by walking the text along the path: recording
// every value's position up front cost more than the rest of loading put together.

export interface SourcePos {
  /** 1-based line and column. */
  readonly line: number;
  readonly col: number;
}

export interface JsonSource {
  readonly value: unknown;
  /**
   * Start of the value at a field path ("" is the root, "units[3].org" a field); for a path that
   * does not exist, the start of the deepest part of it that does (the object missing a field).
   */
  readonly locate: (path: string) => SourcePos;
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

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** "units[3].hard.value": the path notation used in every scenario error. */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (typeof s === 'string' && IDENT.test(s)) out += out === '' ? s : `.${s}`;
    else out += `[${JSON.stringify(String(s))}]`;
  }
  return out;
}

/** The inverse of formatPath: "units[3].org" -> ["units", 3, "org"]. */
export function splitPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /(?:^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    out.push(m[1] !== undefined ? m[1] : m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]!) as string));
    if (re.lastIndex === path.length) break;
  }
  return out;
}

const STRING = /"(?:[^"\\\u0000-\u001f]|\\.)*"/y;
const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/**
 * How deep objects and arrays may nest. Real scenarios nest about 6 deep; without a limit a file
 * nested thousands deep overflows the stack with no file named (issue 21).
 */
export const MAX_JSON_DEPTH = 64;

export function parseJsonSource(text: string, maxDepth = MAX_JSON_DEPTH): JsonSource {
  const lineStarts = [0];
  for (let k = text.indexOf('\n'); k >= 0; k = text.indexOf('\n', k + 1)) lineStarts.push(k + 1);
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

  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let i = start;
  const ws = (): void => {
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++i));
  };
  const describeHere = (): string =>
    i >= text.length ? 'the end of the file' : `"${text[i] === '"' ? '\\"' : text[i]}"`;

  const readString = (): string => {
    const at = i;
    STRING.lastIndex = i;
    const m = STRING.exec(text);
    if (!m) {
      // Find out why, for the message.
      let k = i + 1;
      while (k < text.length && text[k] !== '"' && text.charCodeAt(k) >= 0x20) k += text[k] === '\\' ? 2 : 1;
      if (k >= text.length) return fail(at, 'string is not closed');
      return fail(k, 'line break or control character inside a string');
    }
    i += m[0].length;
    if (!m[0].includes('\\')) return m[0].slice(1, -1);
    try {
      return JSON.parse(m[0]) as string;
    } catch {
      return fail(at, 'bad escape sequence in string');
    }
  };

  let depth = 0;
  const readValue = (): unknown => {
    ws();
    const ch = text[i];
    if ((ch === '{' || ch === '[') && depth >= maxDepth)
      fail(i, `objects and arrays nest deeper than ${maxDepth} levels here; a scenario never needs that`);
    if (ch === '{' || ch === '[') {
      depth++;
      const v = readContainer(ch);
      depth--;
      return v;
    }
    return readScalar(ch);
  };

  const readContainer = (ch: '{' | '['): unknown => {
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
        const v = readValue();
        // As JSON.parse does: "__proto__" is an own field, not the object's prototype.
        if (key === '__proto__')
          Object.defineProperty(obj, key, { value: v, enumerable: true, writable: true, configurable: true });
        else obj[key] = v;
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
        arr.push(readValue());
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
  };

  const readScalar = (ch: string | undefined): unknown => {
    if (ch === '"') return readString();
    LITERAL.lastIndex = i;
    const m = LITERAL.exec(text);
    if (!m) return fail(i, `expected a value, found ${describeHere()}`);
    i += m[0].length;
    return JSON.parse(m[0]) as unknown;
  };

  const value = readValue();
  ws();
  if (i < text.length) fail(i, `unexpected ${describeHere()} after the end of the JSON value`);

  // ---- on-demand positions: walk the (now known valid) text along the path
  const skipValue = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (ch === '{') {
          readString();
          ws();
          i++; // ':'
        }
        skipValue();
        ws();
        if (text[i++] === close) return;
      }
    }
    if (ch === '"') {
      STRING.lastIndex = i;
      i += STRING.exec(text)![0].length;
      return;
    }
    LITERAL.lastIndex = i;
    i += LITERAL.exec(text)![0].length;
  };

  const locate = (path: string): SourcePos => {
    i = start;
    ws();
    let at = i;
    for (const seg of splitPath(path)) {
      const ch = text[i];
      let found = false;
      if (ch === '{' && typeof seg === 'string') {
        i++;
        ws();
        while (text[i] !== '}') {
          ws();
          const key = readString();
          ws();
          i++; // ':'
          ws();
          if (key === seg) {
            found = true;
            break;
          }
          skipValue();
          ws();
          if (text[i] === ',') i++;
        }
      } else if (ch === '[' && typeof seg === 'number') {
        i++;
        ws();
        for (let k = 0; text[i] !== ']'; k++) {
          ws();
          if (k === seg) {
            found = true;
            break;
          }
          skipValue();
          ws();
          if (text[i] === ',') i++;
          ws();
        }
      }
      if (!found) break;
      at = i;
    }
    return posOf(at);
  };

  return { value, locate };
}

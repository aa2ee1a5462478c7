// Copy-on-write drafts for apply() (design invariant 1: the input state never changes).
//
// A rule handler changes its draft in place (`draft.units[u].mp -= 2`). Copying every unit, hex
// entry and bookkeeping record for each command made a side-turn cost units x commands (issue 21,
// "Scale": 4,000 units, ~2,000 commands). A draft instead shares what a command leaves alone. Its
// large containers are Proxies over the old state's:
//
// - cow(x, 'entries') (units, hexes): the container is copied on the first write or on the first
//   read of an entry, and an entry (a unit, a hex) is copied the first time the handler reaches it,
//   before the handler can change it;
// - cow(x, 'flat') (records of numbers or of values that are replaced, never changed in place):
//   the record is copied on its first write.
//
// Copies land in the draft's own container, so the old state's objects are never written, whatever
// a handler does, and no handler has to remember to ask for a copy. sealDraft() swaps each Proxy
// for the plain container behind it once the handler is done.
//
// Code that only reads many units (spotting, movement knowledge, supply, opportunity fire) reads
// the container behind the Proxy through readUnits/readHexes: it sees every copy made so far and
// copies nothing. It must never write through what it reads there.

import type { GameState, HexState } from './model/state.js';
import type { UnitState } from './model/unit.js';

/**
 * A draft container (the Proxy) -> the container it stands for now, the draft's own copy, and the
 * keys of the entries the draft copied or was given (the only ones that can differ from the old
 * state's: see touchedEntries).
 */
const CURRENT = new WeakMap<
  object,
  { now: () => object; own: () => object; touched: readonly string[] | undefined }
>();

/** Array index or integer record key ("0", "17", not "07"): true; "length", "forEach": false. */
function isIndexKey(key: string | symbol): key is string {
  if (typeof key !== 'string') return false;
  const len = key.length;
  if (len === 0 || len > 15 || (len > 1 && key.charCodeAt(0) === 48)) return false;
  for (let i = 0; i < len; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * A copy-on-write stand-in for `orig` (an array or a plain record); see the file comment. Reads go
 * to `orig` until the first change; from then on to the draft's own shallow copy of it.
 */
export function cow<C extends object>(orig: C, kind: 'entries' | 'flat'): C {
  let cur = orig as Record<string | symbol, unknown>;
  let own = false;
  /** Entries this draft made or was given: its own, never copied again. */
  const fresh = kind === 'entries' ? new Set<object>() : undefined;
  const touched: string[] | undefined = kind === 'entries' ? [] : undefined;
  const mine = () => {
    if (!own) {
      cur = (Array.isArray(orig) ? orig.slice() : { ...orig }) as Record<string | symbol, unknown>;
      own = true;
    }
    return cur;
  };
  const handler: ProxyHandler<object> = {
    get(_t, key) {
      if (fresh && isIndexKey(key) && Object.hasOwn(cur, key)) {
        const v = cur[key];
        if (v === null || typeof v !== 'object' || fresh.has(v)) return v;
        const copy = { ...v };
        fresh.add(copy);
        touched!.push(key);
        mine()[key] = copy;
        return copy;
      }
      return Reflect.get(cur, key);
    },
    set(_t, key, value: unknown) {
      // A value the handler put in is its own: later reads must not copy it again.
      if (fresh && value !== null && typeof value === 'object') fresh.add(value);
      if (touched && isIndexKey(key)) touched.push(key);
      return Reflect.set(mine(), key, value);
    },
    deleteProperty: (_t, key) => Reflect.deleteProperty(mine(), key),
    defineProperty: (_t, key, desc) => Reflect.defineProperty(mine(), key, desc),
    has: (_t, key) => Reflect.has(cur, key),
    ownKeys: () => Reflect.ownKeys(cur),
    getOwnPropertyDescriptor(_t, key) {
      const d = Reflect.getOwnPropertyDescriptor(cur, key);
      // An array's length is not configurable; every other property is reported as one may be.
      return d && key !== 'length' ? { ...d, configurable: true } : d;
    },
  };
  // The Proxy's own target is a blank of the same kind, so that Array.isArray still holds.
  const proxy = new Proxy(Array.isArray(orig) ? [] : {}, handler) as C;
  CURRENT.set(proxy, { now: () => cur, own: mine, touched });
  return proxy;
}

/** The plain container a draft container stands for now (itself when it is not a draft's). */
export function current<C extends object>(x: C): C {
  const f = CURRENT.get(x);
  return f ? (f.now() as C) : x;
}

/**
 * The container behind a draft's, made its own first, so that a reader keeps seeing the entries
 * the handler copies into it later (as it would with a plain state changed in place).
 */
function forReading<C extends object>(x: C): C {
  const f = CURRENT.get(x);
  return f ? (f.own() as C) : x;
}

/**
 * Keys of the entries of a draft container that may differ from the old state's (copied or set
 * by the handler so far, possibly repeated); undefined for a plain container, which may have been
 * changed anywhere. Every other entry is still the old state's own object, unchanged.
 */
export function touchedEntries(x: object): readonly string[] | undefined {
  return CURRENT.get(x)?.touched;
}

/** The units of a state or draft, for reading only: no unit is copied, nothing may be written. */
export function readUnits(s: Pick<GameState, 'units'>): readonly Readonly<UnitState>[] {
  return forReading(s.units);
}

/** The hex entries of a state or draft, for reading only (as readUnits). */
export function readHexes(s: Pick<GameState, 'hexes'>): Readonly<Record<number, Readonly<HexState>>> {
  return forReading(s.hexes);
}

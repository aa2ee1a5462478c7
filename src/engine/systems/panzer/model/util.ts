export type DeepPartial<T> = T extends readonly (infer U)[]
  ? readonly U[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** Merges plain-object overrides into a copy of the defaults; arrays replace, never merge. */
export function deepMerge<T>(base: T, over: DeepPartial<T> | undefined): T {
  if (over === undefined) return base;
  if (Array.isArray(base) || typeof base !== 'object' || base === null) return over as T;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(over as Record<string, unknown>)) {
    if (v === undefined) continue;
    const b = out[k];
    out[k] =
      typeof v === 'object' &&
      v !== null &&
      !Array.isArray(v) &&
      typeof b === 'object' &&
      b !== null &&
      !Array.isArray(b)
        ? deepMerge(b, v as DeepPartial<typeof b>)
        : v;
  }
  return out as T;
}

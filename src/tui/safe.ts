/** A failing plug-in (a presenter's port, the computer player, saves) must not take the client down. */
export function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

// Game time and light (PC-TRN-02, PC-TRN-10). The engine has no clock of its own, so dates are
// computed with plain civil-calendar arithmetic from the scenario's start.

import type { Light } from '../model/state.js';
import type { World } from '../world.js';

export interface GameTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** Days since the scenario's first day, 0-based. */
  readonly dayIndex: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Howard Hinnant's days-from-civil and its inverse.
function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(z: number): { year: number; month: number; day: number } {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp + (mp < 10 ? 3 : -9);
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function parseStartDate(text: string): { days: number; minutes: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) throw new RangeError(`start date "${text}" is not YYYY-MM-DDTHH:MM`);
  return {
    days: daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3])),
    minutes: Number(m[4]) * 60 + Number(m[5]),
  };
}

/** "YYYY-MM-DDTHH:MM" plus some minutes, by the same civil arithmetic (no Date, no time zones). */
export function addMinutes(dateTime: string, minutes: number): string {
  const start = parseStartDate(dateTime);
  const total = start.minutes + minutes;
  const { year, month, day } = civilFromDays(start.days + Math.floor(total / 1440));
  const t = ((total % 1440) + 1440) % 1440;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(Math.floor(t / 60))}:${two(t % 60)}`;
}

export function dayNumber(isoDate: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) throw new RangeError(`date "${isoDate}" is not YYYY-MM-DD`);
  return daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function timeOfTurn(world: World, turn: number): GameTime & { absDay: number } {
  const start = parseStartDate(world.scenario.start.date);
  const total = start.minutes + (turn - 1) * world.scenario.start.minutesPerTurn;
  const dayOffset = Math.floor(total / 1440);
  const mins = total - dayOffset * 1440;
  const absDay = start.days + dayOffset;
  const c = civilFromDays(absDay);
  return { ...c, hour: Math.floor(mins / 60), minute: mins % 60, dayIndex: dayOffset, absDay };
}

/** Default daylight: dawn 05:00, day 06:00, dusk 20:00, night 21:00 (a summer day; rules-decisions). */
export const DEFAULT_DAYLIGHT = { dawn: 5, day: 6, dusk: 20, night: 21 };

export function lightOfTurn(world: World, turn: number): Light {
  const d = world.scenario.daylight ?? DEFAULT_DAYLIGHT;
  const h = timeOfTurn(world, turn).hour;
  if (h >= d.night || h < d.dawn) return 'night';
  if (h < d.day) return 'dawn';
  if (h < d.dusk) return 'day';
  return 'dusk';
}

/** True on the first turn of a new day: the midnight turn or the first after it (PC-TRN-12). */
export function isFirstTurnOfDay(world: World, turn: number): boolean {
  if (turn <= 1) return true;
  return timeOfTurn(world, turn).dayIndex !== timeOfTurn(world, turn - 1).dayIndex;
}

export function formatTime(t: GameTime): string {
  const hh = String(t.hour).padStart(2, '0');
  const mm = String(t.minute).padStart(2, '0');
  return `${hh}:${mm} ${t.day} ${MONTHS[t.month - 1]} ${t.year}`;
}

// Issue 18 part 6 "Bytes": every scroll step at 80x24 sends at most 2 KB, and the terminal shows
// exactly the frame after every key of the scroll sequence, in every theme. The client runs on the
// real blessed surface, which writes into @xterm/headless (test/tui-harness.ts); a wrapper records
// the frame each present() hands over, and the terminal's cells are compared with it.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import xterm from '@xterm/headless';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { DEFAULT_SCENARIO_ID, loadBundledScenario } from '../src/scenario/bundled.js';
import { GameSession } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import { BOLD, DEFAULT_COLOR, Frame, INVERSE, PLAIN, UNDERLINE, attr } from '../src/tui/frame.js';
import { ScreenWriter, findScroll, sgr, utf8Length, type WriterOptions } from '../src/tui/screen-writer.js';
import { attach } from '../src/tui/host.js';
import { openBlessedSurface, type Surface } from '../src/tui/screen.js';
import type { Settings } from '../src/tui/settings.js';
import { fakeTty, testAppOptions, type FakeTty } from './tui-harness.js';

const SHIFT = { right: '\x1b[1;2C', left: '\x1b[1;2D', down: '\x1b[1;2B', up: '\x1b[1;2A' };
const ARROW = { east: '\x1b[C', south: '\x1b[B', west: '\x1b[D', north: '\x1b[A' };
const BUDGET = 2048;

interface Shown {
  frame: Frame | null;
  cursor: { x: number; y: number } | null;
}

/** The surface, with every presented frame copied (the host reuses one frame buffer). */
function recording(real: Surface, shown: Shown): Surface {
  return {
    get cols() {
      return real.cols;
    },
    get rows() {
      return real.rows;
    },
    onKey: (h) => real.onKey(h),
    onResize: (h) => real.onResize(h),
    onClick: (h) => real.onClick(h),
    setMouse: (on) => real.setMouse(on),
    present(frame, cursor) {
      const copy = new Frame(frame.cols, frame.rows);
      copy.attrs.set(frame.attrs);
      copy.chars.splice(0, copy.chars.length, ...frame.chars);
      shown.frame = copy;
      shown.cursor = cursor ?? null;
      real.present(frame, cursor);
    },
    destroy: () => real.destroy(),
  };
}

/** Cells where the terminal does not show what the frame has (a blank shows only its background). */
function mismatches(term: xterm.Terminal, frame: Frame): string[] {
  const out: string[] = [];
  const buf = term.buffer.active;
  for (let y = 0; y < frame.rows; y++) {
    const line = buf.getLine(buf.viewportY + y);
    for (let x = 0; x < frame.cols; x++) {
      const cell = line?.getCell(x);
      if (!cell) {
        out.push(`${x},${y}: no cell`);
        continue;
      }
      const a = frame.attrAt(x, y);
      const ch = frame.ch(x, y);
      const got = cell.getChars() || ' ';
      const flags = a >>> 18;
      const fg = (a >>> 9) & 0x1ff;
      const bg = a & 0x1ff;
      const gotFg = cell.isFgDefault() ? DEFAULT_COLOR : cell.getFgColor();
      const gotBg = cell.isBgDefault() ? DEFAULT_COLOR : cell.getBgColor();
      const blank = ch === ' ' && (flags & (UNDERLINE | INVERSE)) === 0;
      const bad =
        got !== ch ||
        gotBg !== bg ||
        (!blank &&
          (gotFg !== fg ||
            !!cell.isBold() !== !!(flags & BOLD) ||
            !!cell.isInverse() !== !!(flags & INVERSE) ||
            !!cell.isUnderline() !== !!(flags & UNDERLINE)));
      if (bad)
        out.push(
          `${x},${y}: want ${JSON.stringify(ch)} fg ${fg} bg ${bg} flags ${flags}, got ${JSON.stringify(got)} fg ${gotFg} bg ${gotBg}`,
        );
    }
  }
  return out;
}

interface Step {
  label: string;
  bytes: number;
  scrolled: boolean;
}

/**
 * The bench's scroll sequence (bench/tui.bench.ts scrollSteps) on the tutorial at 80x24: Shift+
 * arrows twice each way, then the cursor walking 40 hexes east, south, west and north. `check`
 * runs after every key.
 */
async function scrollSequence(
  settings: Partial<Settings>,
  check: (tty: FakeTty, shown: Shown, label: string) => Promise<void>,
): Promise<Step[]> {
  const tty = fakeTty(80, 24);
  const players = { allied: 'human', axis: 'computer' } as const;
  const session = new GameSession(panzerSystem, loadBundledScenario(DEFAULT_SCENARIO_ID), {
    seed: 'bench',
    players,
  });
  const app = new App(testAppOptions(session, players, settings, { matchCard: true }));
  const shown: Shown = { frame: null, cursor: null };
  const surface = recording(openBlessedSurface({ input: tty.input, output: tty.output }), shown);
  attach(app, surface);
  const settle = () => new Promise((r) => setImmediate(r));
  await settle();
  await check(tty, shown, 'first frame');
  for (let i = 0; i < 5 && app.dialog; i++) {
    tty.input.write('\x1b');
    await settle();
  }
  const steps: Step[] = [];
  const key = async (k: string, label: string) => {
    const before = tty.bytes();
    const origin = `${app.desk.originCol},${app.desk.originRow}`;
    tty.input.write(k);
    await settle();
    const bytes = tty.bytes() - before;
    await check(tty, shown, label);
    return { label, bytes, scrolled: `${app.desk.originCol},${app.desk.originRow}` !== origin };
  };
  for (const d of ['right', 'right', 'down', 'down', 'left', 'left', 'up', 'up'] as const)
    steps.push(await key(SHIFT[d], `Shift+${d}`));
  for (const d of ['east', 'south', 'west', 'north'] as const)
    for (let i = 0; i < 40; i++) steps.push(await key(ARROW[d], `cursor ${d} #${i + 1}`));
  surface.destroy();
  return steps;
}

describe('issue 18 part 6: bytes of a scroll at 80x24', () => {
  it('every scroll step of the fixed sequence sends at most 2 KB (default theme)', async () => {
    const steps = await scrollSequence({}, async () => {});
    const scrolls = steps.filter((s) => s.scrolled);
    // The sequence does scroll: 8 Shift+arrow steps and the cursor off each of the four edges.
    expect(scrolls.filter((s) => s.label.startsWith('Shift')).length).toBe(8);
    for (const d of ['east', 'south', 'west', 'north'])
      expect(
        scrolls.some((s) => s.label.startsWith(`cursor ${d}`)),
        d,
      ).toBe(true);
    const over = scrolls.filter((s) => s.bytes > BUDGET).map((s) => `${s.label}: ${s.bytes} B`);
    expect(over).toEqual([]);
    // A plain cursor move stays small too (the bench's target median is 80 B).
    const moves = steps
      .filter((s) => !s.scrolled)
      .map((s) => s.bytes)
      .sort((p, q) => p - q);
    expect(moves[Math.floor(moves.length / 2)]!).toBeLessThanOrEqual(120);
  });

  const themes: Partial<Settings>[] = [
    { theme: 'dark' },
    { theme: 'light' },
    { theme: 'mono' },
    { theme: 'deutan' },
    { theme: 'tritan' },
    { theme: 'contrast' },
    { theme: 'dark', color: '16' },
  ];
  for (const settings of themes)
    it(`the terminal shows the frame after every key of the scroll sequence (${JSON.stringify(settings)})`, async () => {
      let checked = 0;
      await scrollSequence(settings, async (tty, shown, label) => {
        await tty.snapshot(); // waits until the terminal has taken every byte
        expect(shown.frame, label).not.toBeNull();
        expect(mismatches(tty.term, shown.frame!).slice(0, 5), label).toEqual([]);
        if (shown.cursor) {
          const b = tty.term.buffer.active;
          expect([b.cursorX, b.cursorY], `${label}: cursor`).toEqual([shown.cursor.x, shown.cursor.y]);
        }
        checked++;
      });
      expect(checked).toBe(1 + 8 + 160);
    }, 30_000);
});

// ---- the writer alone: any sequence of frames, straight into a terminal -----------------------

const ATTRS = [
  PLAIN,
  attr(243),
  attr(107, 235),
  attr(113, 22),
  attr(231, 25, BOLD),
  attr(1),
  attr(9, DEFAULT_COLOR, UNDERLINE),
  attr(DEFAULT_COLOR, DEFAULT_COLOR, INVERSE),
  attr(3, 4, BOLD | INVERSE),
  attr(DEFAULT_COLOR, 235),
];
const CHARS = [' ', ' ', ' ', '.', ':', '|', '_', '/', '\\', '-', '─', '│', '┌', 'é', '→', 'a'];
const ACS = { '─': 'q', '│': 'x', '┌': 'l' };

const cellArb = fc.record({
  ch: fc.constantFrom(...CHARS),
  a: fc.constantFrom(...ATTRS),
});

/** What happens between two frames: a band of rows moves (a map scroll), cells change, or both. */
const changeArb = fc.record({
  top: fc.nat(),
  height: fc.nat(),
  k: fc.integer({ min: -6, max: 6 }),
  edits: fc.array(fc.record({ x: fc.nat(), y: fc.nat(), cell: cellArb }), { maxLength: 40 }),
  fresh: fc.array(cellArb, { minLength: 64, maxLength: 64 }),
});

type Change = typeof changeArb extends fc.Arbitrary<infer T> ? T : never;

function nextFrame(prev: Frame, c: Change): Frame {
  const f = new Frame(prev.cols, prev.rows);
  f.attrs.set(prev.attrs);
  f.chars.splice(0, f.chars.length, ...prev.chars);
  const top = c.top % prev.rows;
  const bottom = Math.min(prev.rows - 1, top + (c.height % prev.rows));
  let n = 0;
  for (let y = top; y <= bottom; y++) {
    const src = y + c.k;
    for (let x = 0; x < prev.cols; x++) {
      if (src >= top && src <= bottom) f.set(x, y, prev.ch(x, src), prev.attrAt(x, src));
      else {
        // New rows: drawn like the rest (runs of one cell), not blank.
        const cell = c.fresh[n++ % c.fresh.length]!;
        f.set(x, y, cell.ch, cell.a);
      }
    }
  }
  for (const e of c.edits) f.set(e.x % f.cols, e.y % f.rows, e.cell.ch, e.cell.a);
  return f;
}

async function showAll(frames: Frame[], opts: WriterOptions): Promise<{ bad: string[]; bytes: number[] }> {
  const { cols, rows } = frames[0]!;
  const term = new xterm.Terminal({ cols, rows, allowProposedApi: true });
  const writer = new ScreenWriter(opts);
  const bytes: number[] = [];
  // The alternate screen, as blessed runs: no scrollback.
  await new Promise<void>((r) => term.write('\x1b[?1049h', r));
  try {
    for (const [i, f] of frames.entries()) {
      const cursor = { x: (i * 7) % cols, y: (i * 3) % rows };
      const out = writer.render(f, cursor);
      bytes.push(utf8Length(out));
      await new Promise<void>((r) => term.write(out, r));
      const bad = mismatches(term, f);
      const b = term.buffer.active;
      if (b.cursorX !== cursor.x || b.cursorY !== cursor.y)
        bad.push(`cursor at ${b.cursorX},${b.cursorY}, want ${cursor.x},${cursor.y}`);
      if (bad.length) return { bad: [`frame ${i}`, ...bad.slice(0, 5)], bytes };
    }
  } finally {
    term.dispose();
  }
  return { bad: [], bytes };
}

describe('ScreenWriter (issue 18 part 6)', () => {
  it('sgr sends only what changes, or a reset when that is shorter', () => {
    expect(sgr(attr(243), attr(107, 235))).toBe('\x1b[38;5;107;48;5;235m');
    expect(sgr(attr(107, 235), attr(243))).toBe('\x1b[0;38;5;243m'); // shorter than 38;5;243;49
    expect(sgr(attr(1, DEFAULT_COLOR, BOLD), attr(1))).toBe('\x1b[22m');
    expect(sgr(attr(9, 235, BOLD | UNDERLINE), PLAIN)).toBe('\x1b[m');
    expect(sgr(PLAIN, attr(3, 12))).toBe('\x1b[33;104m');
    expect(sgr(attr(231, 25, BOLD), attr(2))).toBe('\x1b[0;32m');
  });

  it('findScroll finds a band of rows that moved, and nothing in a frame that did not move', () => {
    const before = new Frame(40, 12);
    for (let y = 0; y < 12; y++) before.text(0, y, `row ${y} `.repeat(6), attr(100 + y));
    const after = new Frame(40, 12);
    after.attrs.set(before.attrs);
    after.chars.splice(0, 480, ...before.chars);
    for (let y = 2; y <= 9; y++) after.text(0, y, `row ${y + 3} `.repeat(6), attr(103 + y));
    expect(findScroll(after, before)).toMatchObject({ k: 3 });
    const s = findScroll(after, before)!;
    expect(s.top).toBe(2);
    expect(s.bottom).toBeGreaterThanOrEqual(9);
    expect(findScroll(before, before)).toBeNull();
  });

  it('a vertical scroll costs fewer bytes with the scroll region than without, and both end right', async () => {
    const colours = [attr(107, 235), attr(113, 22), attr(143, 237)];
    // A map of hexes: outline, then a fill whose colour and letter change from hex to hex.
    const draw = (f: Frame, from: number) => {
      for (let y = 0; y < f.rows; y++)
        for (let x = 0; x < f.cols; x++) {
          const hex = Math.floor(x / 6) + 3 * (y + from);
          const fill = String.fromCharCode(65 + ((y + from) % 26));
          f.set(x, y, x % 6 === 0 ? '|' : fill, x % 6 === 0 ? attr(243) : colours[(hex >> 1) % 3]!);
        }
    };
    const a = new Frame(60, 20);
    draw(a, 0);
    const b = new Frame(60, 20);
    draw(b, 6);
    const withRegion = await showAll([a, b], {});
    const without = await showAll([a, b], { scrollRegion: false });
    expect(withRegion.bad).toEqual([]);
    expect(without.bad).toEqual([]);
    expect(withRegion.bytes[1]!).toBeLessThan(without.bytes[1]! / 2);
  });

  it('property: after every frame of any sequence the terminal shows the frame (ACS, UTF-8, scrolls)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 8, max: 30 }),
        fc.integer({ min: 3, max: 10 }),
        fc.array(cellArb, { minLength: 300, maxLength: 300 }),
        fc.array(changeArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<WriterOptions>({}, { acs: ACS }, { acs: ACS, acsRun: 1 }, { scrollRegion: false }),
        async (cols, rows, cells, changes, opts) => {
          const first = new Frame(cols, rows);
          for (let i = 0; i < cols * rows; i++) {
            const c = cells[i % cells.length]!;
            first.set(i % cols, Math.floor(i / cols), c.ch, c.a);
          }
          const frames = [first];
          for (const c of changes) frames.push(nextFrame(frames[frames.length - 1]!, c));
          const r = await showAll(frames, opts);
          expect(r.bad).toEqual([]);
        },
      ),
      {
        numRuns: 150,
        reporter: (r) => {
          if (r.failed)
            throw new Error(
              `seed ${r.seed} path ${r.counterexamplePath}: ${String(r.errorInstance).slice(0, 2000)}`,
            );
        },
      },
    );
  }, 60_000);

  it('sends nothing for an unchanged frame, and only a cursor move when only the cursor moved', () => {
    const w = new ScreenWriter();
    const f = new Frame(20, 5);
    f.text(2, 2, 'hello', attr(2));
    w.render(f, { x: 0, y: 0 });
    expect(w.render(f, { x: 0, y: 0 })).toBe('');
    expect(w.render(f, { x: 3, y: 0 })).toBe('\x1b[3C');
  });
});

// The terminal client driven through its input stream, read back from @xterm/headless (issue 5).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { loadKeymap } from '../src/tui/keymap.js';
import { miniScenario, unit } from './fixtures/mini.js';
import { harness, KEY, type Harness } from './tui-harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

const idx = (hh: Harness, id: string) => hh.session.state.world.unitIndex.get(id)!;

/** From the start cursor (01,04, the HQ): north-east to 01,03, east to 02,03 (1/7 Queens). */
const TO_QUEENS = [KEY.pageup, KEY.right];

describe('terminal client screen', () => {
  it('draws map, hex info, unit list, report and status bar at 80x24', async () => {
    h = harness();
    const lines = await h.lines();
    const text = lines.join('\n');
    expect(text).toContain('Map');
    expect(text).toContain('Hex info');
    expect(text).toContain('Units: all');
    expect(text).toContain('Report');
    expect(lines[1]).toContain('Hex 01,04');
    expect(text).toContain('7 Armd HQ');
    expect(lines[23]).toMatch(/Turn 1\/6 \| 08:00 13 Jun 1944 \| Allied/);
    expect(lines[23]).toContain('? help');
  });

  it('shows "terminal too small" below 80x24 and the game again after a resize', async () => {
    h = harness({ cols: 70, rows: 20 });
    expect(await h.text()).toContain('terminal too small: now 70×20, need 80×24');
    h.tty.resize(100, 30);
    await h.keys();
    const text = await h.text();
    expect(text).not.toContain('terminal too small');
    expect(text).toContain('Hex info');
    h.tty.resize(79, 24);
    await h.keys();
    expect(await h.text()).toContain('terminal too small: now 79×24, need 80×24');
  });

  it('the map scrolls by half a screen when the cursor leaves it (PC-UI-01 Auto Scroll)', async () => {
    const base = miniScenario();
    const wide = miniScenario({
      map: {
        ...base.map,
        width: 40,
        terrain: base.map.terrain.map((r) => r.padEnd(40, '.')),
        elevation: undefined,
      },
    });
    h = harness({ scenario: wide });
    const cols = h.app.mapFit.cols;
    expect(h.app.desk.originCol).toBe(0);
    const start = h.app.cursor % 40;
    for (let i = start; i < cols; i++) await h.keys(KEY.right);
    // The cursor went one column past the right edge: the view moved half a screen, not one column.
    expect(h.app.desk.originCol).toBe(Math.ceil(cols / 2));
    expect((await h.lines())[1]).toContain(`Hex ${String(cols).padStart(2, '0')},04`);
  });

  it('moves the cursor with arrows and numpad keys in the six hex directions', async () => {
    h = harness();
    await h.keys(KEY.right);
    expect((await h.lines())[1]).toContain('Hex 02,04');
    await h.keys(KEY.home); // NW from an even row: 01,03
    expect((await h.lines())[1]).toContain('Hex 01,03');
    await h.keys(KEY.pagedown); // SE from an odd row: 02,04
    expect((await h.lines())[1]).toContain('Hex 02,04');
    await h.keys('4', '9'); // W then NE
    expect((await h.lines())[1]).toContain('Hex 01,03');
  });

  it('selects and cycles the units of a hex; Tab and Shift-Tab go to the next unit with MP left', async () => {
    const base = miniScenario();
    const scenario = miniScenario({
      units: base.units.map((u) => (u.id === 'a-inf2' ? { ...u, hex: '02,03' } : u)),
    });
    h = harness({ scenario });
    await h.keys(...TO_QUEENS, KEY.space);
    expect(await h.text()).toContain('>1/7 Queens');
    await h.keys(KEY.space);
    let text = await h.text();
    expect(text).toContain('>1/6 Queens');
    expect(text).not.toContain('>1/7 Queens');
    await h.keys(KEY.enter);
    text = await h.text();
    expect(text).toContain('>1/7 Queens');
    expect(text).toContain('>1/6 Queens');
    await h.keys(KEY.escape, KEY.tab);
    expect((await h.lines())[1]).toContain('Hex 01,04'); // 7 Armd HQ, the first unit
    await h.keys(KEY.tab);
    expect((await h.lines())[1]).toContain('Hex 02,03');
    await h.keys('\x1b[Z'); // Shift-Tab
    expect((await h.lines())[1]).toContain('Hex 01,04');
  });

  it('overlay toggles: fire ranges of the selected unit and objectives change the map', async () => {
    h = harness();
    await h.keys(...TO_QUEENS, KEY.space);
    const before = await h.tty.snapshot();
    await h.keys('r');
    expect((await h.lines())[23]).toContain('Overlay: fire ranges and reachable hexes: on');
    const ranges = await h.tty.snapshot();
    expect(ranges.split('\n').slice(0, 30)).not.toEqual(before.split('\n').slice(0, 30));
    await h.keys('r', 'o');
    expect((await h.lines())[23]).toContain('Overlay: objectives: off');
    expect(h.app.overlays).toEqual({ ranges: false, los: false, zoc: false, objectives: false });
  });

  it('after a move the hex info shows the unit new MP (PC-MOV-01)', async () => {
    h = harness();
    await h.keys(...TO_QUEENS, KEY.space);
    expect(await h.text()).toContain('>1/7 Queens');
    await h.keys('m', KEY.right, KEY.right);
    const preview = await h.text();
    expect(preview).toMatch(/path 2 hex · cost [\d.]+ MP · [\d.]+ left/);
    await h.keys(KEY.enter);
    const u = h.session.state.units[idx(h, 'a-inf1')]!;
    expect(h.session.state.world.board.label(u.loc)).toBe('04,03');
    expect(u.mp).toBeLessThan(9);
    const text = await h.text();
    expect((await h.lines())[1]).toContain('Hex 04,03');
    expect(text).toContain(`MP ${Number.isInteger(u.mp) ? u.mp : u.mp.toFixed(1)}/9`);
    expect(text).toContain('1/7 Queens moves 02,03 → 04,03');
  });

  it('an illegal move is refused with the engine RuleError message', async () => {
    h = harness();
    await h.keys(...TO_QUEENS, KEY.space, 'm');
    for (let i = 0; i < 9; i++) await h.keys(KEY.right); // 11,03: far beyond 9 MP
    const plan = h.app.preview!;
    expect(plan.path).toBeDefined();
    expect(plan.path!.length).toBeGreaterThan(0);
    const expected = apply(h.session.state, {
      type: 'move',
      units: ['a-inf1'],
      path: plan.path!.map((l) => h!.session.state.world.board.label(l)),
    });
    expect(expected.ok).toBe(false);
    await h.keys(KEY.enter);
    const msg = !expected.ok ? expected.error.message : '';
    expect((await h.lines())[23]).toContain(msg.slice(0, 60));
    expect(h.session.state.units[idx(h, 'a-inf1')]!.loc).toBe(h.session.state.world.board.parse('02,03'));
  });

  it('t changes mode to travel and back, d digs in (PC-UNT-06, PC-MSC-01)', async () => {
    h = harness();
    await h.keys(...TO_QUEENS, KEY.space, 't');
    const i = idx(h, 'a-inf1');
    expect(h.session.state.units[i]!.mode).toBe('travel');
    expect(await h.text()).toMatch(/MP [\d.]+\/9 T/);
    await h.keys('t');
    expect(h.session.state.units[i]!.mode).toBe('deployed');
    const expected = apply(h.session.state, { type: 'digIn', unit: 'a-inf1' });
    await h.keys('d');
    // The unit starts digging in, or the status bar gives the engine's reason why not.
    if (expected.ok) {
      expect(h.session.state.units[i]!.digging).toBe(true);
      expect(await h.text()).toContain('digging in');
    } else expect((await h.lines())[23]).toContain(expected.error.message.slice(0, 60));
  });

  it('other orders: opportunity-fire setting, rail mode and engineer orders from the palette', async () => {
    h = harness();
    await h.keys('O');
    expect(h.session.state.combat.opFire.allied).toBe('armorOnly');
    expect((await h.lines())[23]).toContain('Opportunity fire: armour only');
    await h.keys(...TO_QUEENS, KEY.space);
    const rail = apply(h.session.state, { type: 'mode', unit: 'a-inf1', mode: 'rail' });
    await h.keys('T');
    if (rail.ok) expect(h.session.state.units[idx(h, 'a-inf1')]!.mode).toBe('rail');
    else expect((await h.lines())[23]).toContain(rail.error.message.slice(0, 60));
    await h.keys(':', ...'build a bridge'.split(''), KEY.enter);
    expect((await h.lines())[0]).toContain('Build a bridge toward');
    await h.keys(KEY.right);
    const bridge = apply(h.session.state, { type: 'buildBridge', unit: 'a-inf1', toward: '03,03' });
    expect(bridge.ok).toBe(false); // an infantry battalion is no engineer
    await h.keys(KEY.enter);
    expect((await h.lines())[23]).toContain(!bridge.ok ? bridge.error.message.slice(0, 60) : '');
  });

  it('undo takes back a move that revealed nothing (PC-TRN-14)', async () => {
    h = harness();
    await h.keys(...TO_QUEENS, KEY.space, 'm', KEY.right, KEY.enter);
    expect(h.session.state.world.board.label(h.session.state.units[idx(h, 'a-inf1')]!.loc)).toBe('03,03');
    await h.keys('u');
    expect(h.session.state.world.board.label(h.session.state.units[idx(h, 'a-inf1')]!.loc)).toBe('02,03');
    expect((await h.lines())[23]).toContain('Move undone.');
  });

  it('fire: choose the target, the report shows the result with its breakdown on demand (PC-FIR)', async () => {
    const scenario = miniScenario({
      fogOfWar: false,
      units: [
        ...miniScenario().units.filter((u) => u.id !== 'x-inf1'),
        unit({ id: 'x-inf1', side: 'axis', name: 'I/901', hex: '03,03' }),
      ],
    });
    h = harness({ scenario, settings: { confirmFire: true } });
    await h.keys(...TO_QUEENS, KEY.space, 'f');
    // Fire aims at the nearest enemy in sight; the odds preview comes before anything is fired.
    expect((await h.lines())[1]).toContain('Hex 03,03');
    const preview = await h.text();
    expect(preview).toMatch(/1\/7 Queens: loss [\d.–]+.*disrupt \d+%/);
    expect(h.session.state.units[idx(h, 'a-inf1')]!.fired).toBe(false);
    await h.keys(KEY.enter);
    expect(await h.text()).toContain('Fire at 03,03?');
    await h.keys('y');
    const text = await h.text();
    expect(text).toMatch(/1\/7 Queens fire at 03,03/);
    const fired = h.session.state.units[idx(h, 'a-inf1')]!.fired;
    expect(fired).toBe(true);
    await h.keys('x');
    const explained = await h.text();
    // x opens the report on the latest result with a breakdown (here I/901's opportunity fire back).
    expect(explained).toMatch(/▾ (Opportunity fire: )?\S+.* fire at 0[23],03/);
    expect(explained).toMatch(/fire value [\d.]+/);
  });

  it('? lists the keys of the current screen from the keymap in use', async () => {
    h = harness();
    await h.keys('?');
    let text = await h.text();
    expect(text).toContain('Keys: map (keymap default)');
    expect(text).toMatch(/→ 6\s+Cursor east/);
    await h.keys(KEY.escape, 'U', '?');
    text = await h.text();
    expect(text).toContain('Keys: units');
    expect(text).toContain('Filter: all / can move / can fire / formation');
  });

  it('keymap conflicts from the config directory are reported in the report at start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-keys-'));
    writeFileSync(
      path.join(dir, 'keymap.json'),
      JSON.stringify({ bindings: { map: { 'turn.end': ['m'] } } }),
    );
    h = harness({ app: { keymap: (name) => loadKeymap(name, dir) } });
    expect(await h.text()).toContain('key "m" now means turn.end (was order.move)');
  });

  it('mouse (when on in the settings): a click moves the cursor, a second click selects', async () => {
    h = harness({ settings: { mouse: 'on' } });
    const board = h.session.state.world.board;
    const loc = board.parse('02,03')!;
    const a = h.app.presenter.map.anchor!(loc)!;
    const m = h.app.mapRect!;
    const click = `\x1b[<0;${m.x + a.x + 1};${m.y + a.y + 1}M`;
    await h.keys(click);
    expect((await h.lines())[1]).toContain('Hex 02,03');
    await h.keys(click);
    expect(await h.text()).toContain('>1/7 Queens');
    expect(h.tty.raw()).toContain('\x1b[?1006h'); // SGR click reports asked for
  });

  it('the vi keymap moves the cursor with y u b n h l', async () => {
    h = harness({ settings: { keymap: 'vi' } });
    await h.keys('l');
    expect((await h.lines())[1]).toContain('Hex 02,04');
    await h.keys('y');
    expect((await h.lines())[1]).toContain('Hex 01,03');
    await h.keys('n');
    expect((await h.lines())[1]).toContain('Hex 02,04');
  });

  it('the unit list filters, shows the organisation tree and jumps to a unit', async () => {
    h = harness();
    await h.keys('U', 'o');
    let text = await h.text();
    expect(text).toContain('Units: all · tree');
    expect(text).toContain('XXX Corps');
    expect(text).toContain('7th Armoured Div');
    await h.keys('o', 'f');
    expect(await h.text()).toContain('Units: can move');
    await h.keys(KEY.down, KEY.down, KEY.enter);
    text = await h.text();
    expect((await h.lines())[1]).toContain('Hex 02,05');
    expect(text).toContain('>1/6 Queens');
  });

  it('the command palette finds a command by name and end of turn asks for confirmation', async () => {
    h = harness({ settings: { confirmEndTurn: true } });
    await h.keys(':', ...'end the'.split(''));
    expect(await h.text()).toContain('End the turn');
    await h.keys(KEY.enter);
    expect(await h.text()).toContain('End the Allied turn 1?');
    await h.keys('n');
    expect(h.session.state.turn).toBe(1);
    expect(h.session.state.activeSide).toBe('allied');
    await h.keys('e', 'y');
    // The computer (no A/I plugged in here: it just ends its turn) has played; turn 2 is ours.
    expect(h.session.state.turn).toBe(2);
    expect(h.session.state.activeSide).toBe('allied');
    expect((await h.lines())[23]).toContain('Turn 2/6');
  });

  it('settings: the dialog changes the keymap and the charset at once, and saves them', async () => {
    h = harness();
    await h.keys('S');
    expect(await h.text()).toContain('Settings');
    // Keymap is the sixth setting: theme, characters, colours, map cursor, mouse, keymap.
    await h.keys(KEY.down, KEY.down, KEY.down, KEY.down, KEY.down, KEY.right);
    expect(await h.text()).toMatch(/Keymap\s+vi/);
    await h.keys(KEY.up, KEY.up, KEY.up, KEY.up, KEY.right, KEY.escape);
    expect(h.app.settings).toMatchObject({ keymap: 'vi', charset: 'ascii' });
    expect(h.app.opts.settings.load()).toMatchObject({ keymap: 'vi', charset: 'ascii' });
    await h.keys('l');
    const lines = await h.lines();
    expect(lines[1]).toContain('Hex 02,04');
    expect(lines[0]!.startsWith('+-')).toBe(true);
    // The ASCII charset: nothing but ASCII on the screen.
    expect(lines.join('')).toMatch(/^[\x20-\x7e]*$/);
  });

  it('the screen says the computer is playing before it plays, then hands back', async () => {
    h = harness({ app: { deferComputer: true } });
    h.tty.input.write('e');
    await new Promise((r) => setImmediate(r));
    // The announcement went out (only the cells that changed) before the computer played.
    expect(h.tty.raw()).toMatch(/he computer is playing.*the Axis turn…/);
    await new Promise((r) => setTimeout(r, 20));
    expect(h.session.state.activeSide).toBe('allied');
    expect((await h.lines())[23]).toContain('Turn 2/6');
  });

  it('the end of the game shows the victory level and the points (PC-VIC-07)', async () => {
    h = harness();
    for (let t = 0; t < 6 && !h.session.state.result; t++) {
      await h.dismiss();
      await h.keys('e');
    }
    expect(h.session.state.result).not.toBeNull();
    const text = await h.text();
    expect(text).toContain('Game over');
    expect(text).toMatch(/(victory|Draw) on turn 6/);
    expect(text).toMatch(/Victory points: Allied -?\d+, Axis -?\d+/);
    await h.keys(KEY.escape, 'e');
    expect((await h.lines())[23]).toContain('The game is over.');
  });

  it('zoom levels = - _ and the jump map; the digits stay cursor keys (issue 18)', async () => {
    h = harness();
    await h.keys('-');
    expect((await h.lines())[0]).toContain('Map · zoom-out');
    await h.keys('_');
    expect((await h.lines())[0]).toContain('Map · extreme');
    await h.keys('2');
    expect((await h.lines())[0]).toContain('Map · extreme');
    await h.keys('=', 'J');
    // '2' moved the cursor one hex down, from 01,04.
    expect(await h.text()).toContain('Jump map 01,05');
    await h.keys(KEY.right, KEY.enter);
    expect((await h.lines())[0]).toContain('Map · normal');
  });

  it('Ctrl-C quits at once and restores the terminal (normal screen buffer)', async () => {
    h = harness();
    await h.tty.screenText();
    expect(h.tty.term.buffer.active.type).toBe('alternate');
    await h.keys(KEY.ctrlC);
    expect(h.quit.called).toBe(true);
    h.close();
    await h.tty.screenText();
    expect(h.tty.term.buffer.active.type).toBe('normal');
  });
});

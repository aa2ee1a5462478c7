// The computer's naval orders (issue 17): modes in the assignment phase (to sea with shots, back to
// port to reload), then in its own segments attacks on detected enemy ships, bombardment of enemy
// ground units on the coast, mining and sweeping, and moves (convoys to their port, SSBNs to their
// haven, empty ships home, the rest toward the enemy); naval artillery support in open combats and
// the attacks of waiting amphibious landings. Every order is checked on the view with the rules'
// own checks, so none is refused.

import type { Dice } from '../../../core/rng.js';
import { checkDeclaration } from '../combat.js';
import { isDetected } from '../detection/api.js';
import type { ExtChoice } from '../ext/hooks.js';
import type { RsCommand, RsState } from '../model.js';
import { otherSide, type Side } from '../scenario.js';
import { onMap, unitsAt } from '../units.js';
import type { RsView } from '../view.js';
import {
  AMPHIBIOUS_RANGE,
  amphibiousLeft,
  attackRefusal,
  bombardRefusal,
  checkAmphibious,
  coastalLand,
  enemyPort,
  isAmphibious,
  minesRefusal,
  supportRefusal,
  transportRe,
} from './commands.js';
import { checkNavalMove } from './move.js';
import { factorValue } from './rules.js';
import {
  boxOf,
  def,
  enterCost,
  friendlyPort,
  hexsideBlocked,
  isSeaHex,
  navalScenario,
  ns,
  onBoard,
  zoneOf,
} from './sea.js';

const label = (s: RsState, h: number) => s.world.map.board.label(h);

export function navalComputer(v: RsView, _kind: 'ai' | 'random', _dice: Dice): ExtChoice[] {
  const st = v.ext.naval;
  if (!st || v.result) return [];
  const side = v.viewer;
  const c = v.combat;
  if (c) return supportChoices(v, side);
  if (v.step.kind === 'assign' && v.step.side === side) return modeChoices(v, side);
  if (v.step.kind === 'combat' && v.step.side === side) return landingAttacks(v, side);
  if (v.step.kind !== 'move' || v.step.side !== side) return [];
  return [
    ...attackChoices(v, side),
    ...bombardChoices(v, side),
    ...mineChoices(v, side),
    ...landingChoices(v, side),
    ...moveChoices(v, side),
  ];
}

function mine(v: RsState, side: Side): number[] {
  const out: number[] = [];
  navalScenario(v).units.forEach((d, i) => {
    const u = ns(v).units[i]!;
    if (d.side === side && !u.eliminated && !u.pending && !u.hidden && (u.hex >= 0 || u.box !== null))
      out.push(i);
  });
  return out;
}

function modeChoices(v: RsState, side: Side): ExtChoice[] {
  const out: ExtChoice[] = [];
  for (const i of mine(v, side)) {
    const d = def(v, i);
    const u = ns(v).units[i]!;
    if (u.mode === 'port' && (d.as === 0 || (u.asShots ?? 0) >= d.asShots) && d.class !== 'convoy')
      out.push({ command: { type: 'naval-mode', unit: d.id, mode: 'sea' }, note: `${d.name} puts to sea` });
    else if (
      u.mode === 'sea' &&
      onBoard(u) &&
      friendlyPort(v, u.hex, side) &&
      d.as > 0 &&
      (u.asShots ?? 0) < d.asShots
    )
      out.push({
        command: { type: 'naval-mode', unit: d.id, mode: 'port' },
        note: `${d.name} goes In Port to reload`,
      });
  }
  return out;
}

function attackChoices(v: RsState, side: Side): ExtChoice[] {
  const st = ns(v);
  const best: { cmd: RsCommand; value: number; note: string }[] = [];
  for (const i of mine(v, side)) {
    st.units.forEach((t, k) => {
      if (def(v, k).side === side || !onBoard(t) || !isDetected(v, { kind: 'naval', unit: k })) return;
      const r = attackRefusal(v, i, k, side);
      if (typeof r === 'string' || r.missile) return;
      best.push({
        cmd: { type: 'naval-attack', unit: def(v, i).id, target: def(v, k).id, factor: r.factor },
        value: factorValue(v, i, r.factor) * 10 - t.hits,
        note: `${def(v, i).name} fires ${r.factor} at ${def(v, k).name}`,
      });
    });
  }
  return best.sort((a, b) => b.value - a.value).map((x) => ({ command: x.cmd, note: x.note }));
}

function bombardChoices(v: RsState, side: Side): ExtChoice[] {
  const out: ExtChoice[] = [];
  const b = v.world.map.board;
  for (const i of mine(v, side)) {
    const u = ns(v).units[i]!;
    if (!onBoard(u) || def(v, i).b <= 0) continue;
    for (const h of b.within(u.hex, 1)) {
      if (unitsAt(v, h, otherSide(side)).length === 0 && !enemyPort(v, h, side)) continue;
      if (bombardRefusal(v, i, h, side) !== null) continue;
      out.push({
        command: { type: 'naval-bombard', unit: def(v, i).id, hex: label(v, h) },
        note: `${def(v, i).name} bombards ${label(v, h)}`,
      });
      break;
    }
  }
  return out;
}

function mineChoices(v: RsState, side: Side): ExtChoice[] {
  const out: ExtChoice[] = [];
  const zones = navalScenario(v).seaZones;
  for (const i of mine(v, side)) {
    const d = def(v, i);
    const u = ns(v).units[i]!;
    if (!onBoard(u)) continue;
    const z = zoneOf(v, u.hex);
    if (z < 0) continue;
    // Sweep where a friendly port would be mined; lay elsewhere (the WP scores outside the Baltic, RS-VIC-16).
    const ownPortHere = [...v.world.map.ports.keys()].some(
      (p) => zoneOf(v, p) === z && v.control[p] === side,
    );
    if (d.minesweeper && ownPortHere && minesRefusal(v, i, 'sweep', side) === null)
      out.push({
        command: { type: 'naval-mines', unit: d.id, action: 'sweep' },
        note: `${d.name} sweeps mines`,
      });
    else if (
      d.minelayer &&
      !ownPortHere &&
      !(side === 'wp' && zones[z]!.baltic) &&
      minesRefusal(v, i, 'lay', side) === null
    )
      out.push({ command: { type: 'naval-mines', unit: d.id, action: 'lay' }, note: `${d.name} lays mines` });
  }
  return out;
}

/** Cheapest sea paths from a hex (Dijkstra on RS-NAV-21 costs): cost and previous hex. */
function seaPaths(
  v: RsState,
  side: Side,
  from: number,
  max: number,
): Map<number, { cost: number; prev: number }> {
  const b = v.world.map.board;
  const best = new Map<number, { cost: number; prev: number }>([[from, { cost: 0, prev: -1 }]]);
  const open: number[] = [from];
  while (open.length > 0) {
    open.sort((a, c) => best.get(a)!.cost - best.get(c)!.cost);
    const h = open.shift()!;
    const here = best.get(h)!.cost;
    for (let dir = 0; dir < 6; dir++) {
      const n = b.neighbor(h, dir);
      if (n < 0) continue;
      const cost = enterCost(v, side, n);
      if (cost === null || hexsideBlocked(v, h, n)) continue;
      const total = here + cost;
      if (total > max) continue;
      const old = best.get(n);
      if (old && old.cost <= total) continue;
      best.set(n, { cost: total, prev: h });
      open.push(n);
    }
  }
  return best;
}

function pathTo(paths: Map<number, { cost: number; prev: number }>, to: number): number[] {
  const out: number[] = [];
  for (let h = to; paths.get(h)!.prev >= 0; h = paths.get(h)!.prev) out.unshift(h);
  return out;
}

/** Where a unit wants to go: hexes (the nearest reached is best) or a holding box. */
function goals(v: RsState, side: Side, i: number): { hexes: number[]; box?: string } {
  const d = def(v, i);
  const u = ns(v).units[i]!;
  const ports = [...v.world.map.ports.keys()].filter((p) => friendlyPort(v, p, side));
  if (d.class === 'convoy' && d.cargo) {
    const own = v.world.map.board.parse(d.cargo.port)!;
    return { hexes: friendlyPort(v, own, side) ? [own] : ports };
  }
  if (d.class === 'SSBN' && v.options.includes('ssbn')) {
    const haven = navalScenario(v).holdingBoxes.find((x) => x.ssbnHaven && x.side === side);
    if (haven) return { hexes: haven.edge.map((e) => v.world.map.board.parse(e)!), box: haven.id };
  }
  // RS-NAV-5: SSBNs avoid combat; so do units with nothing to fight with.
  // Landing ships wait in port for the unit they carry (RS-NAV-70).
  if (d.class === 'SSBN' || d.class === 'amphibious' || d.as + d.b + d.ss === 0) return { hexes: [] };
  if (d.as > 0 && (u.asShots ?? 0) === 0) return { hexes: ports };
  const st = ns(v);
  const enemies = st.units.flatMap((t, k) =>
    def(v, k).side !== side && onBoard(t) && isDetected(v, { kind: 'naval', unit: k }) ? [t.hex] : [],
  );
  if (enemies.length > 0) return { hexes: enemies };
  if (d.b > 0) {
    const coast: number[] = [];
    v.units.forEach((g, k) => {
      if (onMap(g) && v.world.units[k]!.side !== side) coast.push(g.loc);
    });
    return { hexes: coast };
  }
  return { hexes: [] };
}

function moveChoices(v: RsState, side: Side): ExtChoice[] {
  const st = ns(v);
  if ((st.activations?.[side] ?? 0) <= 0) return [];
  const b = v.world.map.board;
  const out: ExtChoice[] = [];
  for (const i of mine(v, side)) {
    const u = st.units[i]!;
    const d = def(v, i);
    if (u.movedIn || u.mode !== 'sea') continue;
    if (u.box !== null) {
      // Leave a holding box for its first edge hex (RS-MAP-6) when the unit has somewhere to go.
      const box = boxOf(v, u.box);
      if (!box || d.class === 'SSBN') continue;
      const cmd: RsCommand = { type: 'naval-move', units: [d.id], path: [box.edge[0]!] };
      if (!('code' in checkNavalMove(v, side, [d.id], [box.edge[0]!])))
        out.push({ command: cmd, note: `${d.name} leaves ${box.name}` });
      continue;
    }
    if (!onBoard(u)) continue;
    const g = goals(v, side, i);
    if (g.hexes.length === 0) continue;
    const paths = seaPaths(v, side, u.hex, d.ma);
    const dist = (h: number) => Math.min(...g.hexes.map((x) => b.distance(h, x)));
    const nowD = dist(u.hex);
    if (g.box && g.hexes.includes(u.hex)) {
      const box = boxOf(v, g.box)!;
      if (box.mp <= d.ma && !('code' in checkNavalMove(v, side, [d.id], [g.box])))
        out.push({
          command: { type: 'naval-move', units: [d.id], path: [g.box] },
          note: `${d.name} sails into ${box.name}`,
        });
      continue;
    }
    if (nowD === 0) continue;
    let pick = -1;
    let pickD = nowD;
    let pickCost = Infinity;
    for (const [h, p] of paths) {
      const want = dist(h);
      if (want < pickD || (want === pickD && p.cost < pickCost)) {
        pick = h;
        pickD = want;
        pickCost = p.cost;
      }
    }
    if (pick < 0 || pick === u.hex) continue;
    const path = pathTo(paths, pick).map((h) => label(v, h));
    if (path.length === 0 || 'code' in checkNavalMove(v, side, [d.id], path)) continue;
    out.push({
      command: { type: 'naval-move', units: [d.id], path },
      note: `${d.name} sails toward its goal`,
    });
  }
  return out;
}

function supportChoices(v: RsState, side: Side): ExtChoice[] {
  const out: ExtChoice[] = [];
  for (const i of mine(v, side))
    if (supportRefusal(v, i, side) === null) {
      out.push({
        command: { type: 'naval-support', unit: def(v, i).id },
        note: `${def(v, i).name} gives naval artillery support`,
      });
      break;
    }
  return out;
}

function landingAttacks(v: RsState, side: Side): ExtChoice[] {
  const out: ExtChoice[] = [];
  for (const l of ns(v).landings ?? []) {
    const d = v.world.units[l.unit]!;
    if (d.side !== side || !onMap(v.units[l.unit]!)) continue;
    const flags = l.sag ? { amphibiousWithSag: true } : {};
    const hex = label(v, l.target);
    const dec = checkDeclaration(v, side, [d.id], hex, flags);
    if ('code' in dec) continue;
    out.push({
      command: { type: 'attack', units: [d.id], hex, flags },
      note: `${d.name} lands against ${hex} (RS-NAV-71)`,
    });
  }
  return out;
}

/**
 * RS-NAV-70/71: an amphibious or marine unit in a friendly port lands on an enemy-held, empty
 * coastal objective or port within reach (the computer makes no opposed landing on its own).
 */
function landingChoices(v: RsState, side: Side): ExtChoice[] {
  const st = ns(v);
  if ((st.activations?.[side] ?? 0) <= 0) return [];
  const b = v.world.map.board;
  const wanted = new Set<number>([
    ...v.world.scenario.victory.objectives.map((o) => b.parse(o.hex)!),
    ...v.world.map.ports.keys(),
  ]);
  const out: ExtChoice[] = [];
  v.world.units.forEach((d, g) => {
    const gu = v.units[g]!;
    if (d.side !== side || !onMap(gu) || gu.movedIn !== null || !isAmphibious(v, g)) return;
    if (!friendlyPort(v, gu.loc, side) || transportRe(v, g) > amphibiousLeft(v, side)) return;
    // Sea hexes within reach of the port, breadth first.
    const prev = new Map<number, number>([[gu.loc, -1]]);
    const depth = new Map<number, number>([[gu.loc, 0]]);
    const queue = [gu.loc];
    for (let qi = 0; qi < queue.length; qi++) {
      const h = queue[qi]!;
      if (depth.get(h)! >= AMPHIBIOUS_RANGE - 1) continue;
      for (let dir = 0; dir < 6; dir++) {
        const n = b.neighbor(h, dir);
        if (n < 0 || prev.has(n) || !isSeaHex(v, n) || enterCost(v, side, n) === null) continue;
        prev.set(n, h);
        depth.set(n, depth.get(h)! + 1);
        queue.push(n);
      }
    }
    for (const sea of queue) {
      if (sea === gu.loc) continue;
      for (let dir = 0; dir < 6; dir++) {
        const dest = b.neighbor(sea, dir);
        if (dest < 0 || !wanted.has(dest) || v.control[dest] === side || !coastalLand(v, dest)) continue;
        if (unitsAt(v, dest, otherSide(side)).length > 0) continue;
        const path: number[] = [dest];
        for (let h = sea; h !== gu.loc; h = prev.get(h)!) path.unshift(h);
        const labels = path.map((h) => label(v, h));
        if ('code' in checkAmphibious(v, d.id, labels, side)) continue;
        out.push({
          command: { type: 'naval-amphibious', unit: d.id, path: labels },
          note: `${d.name} lands at ${label(v, dest)} (RS-NAV-71)`,
        });
        return;
      }
    }
  });
  return out;
}

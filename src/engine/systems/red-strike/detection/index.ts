// Detection of air and naval units (§19: RS-DET, RS-FOW) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import { sideName } from '../scenario.js';
import { hexLabel } from '../world.js';
import {
  detState,
  findAdjacent,
  foundGround,
  syncAutomatic,
  type Detectable,
  type ReconTarget,
} from './api.js';
import { detectionEndStep } from './endstep.js';
import { detEventVisible, fogView } from './fog.js';
import { detectionSnapshot, type DetectorRef } from './state.js';

function targetName(s: RsState, t: Detectable): string {
  const d =
    t.kind === 'air'
      ? s.world.scenario.extended?.air?.units[t.unit]
      : s.world.scenario.extended?.naval?.units[t.unit];
  return d?.name ?? `${t.kind} unit ${t.unit}`;
}

function detectorName(s: RsState, d: DetectorRef): string {
  if (d.kind === 'ground') return s.world.units[d.unit]?.name ?? `unit ${d.unit}`;
  return targetName(s, d);
}

function reconName(s: RsState, t: ReconTarget): string {
  if (t.kind === 'ground') return s.world.units[t.unit]?.name ?? `unit ${t.unit}`;
  if (t.kind === 'naval') return targetName(s, t);
  const ext = s.world.scenario.extended;
  return (
    ext?.air?.bases.find((b) => b.id === t.id)?.name ??
    ext?.adn?.installations.find((x) => x.id === t.id)?.name ??
    ext?.installations.find((x) => x.id === t.id)?.name ??
    t.id
  );
}

function describeDet(s: RsState, e: RsEvent): string | undefined {
  const w = s.world;
  switch (e.type) {
    case 'det-attempt':
      return `${detectorName(s, e.detector)} tries to detect ${targetName(s, e.target)} at ${e.range} OpHex${e.range === 1 ? '' : 'es'}: roll ${e.roll}${e.drm ? ` +${e.drm} (helicopter, RS-DET-7)` : ''} against ${e.number}: ${e.success ? 'detected' : 'not detected'} (${e.rule}).`;
    case 'det-spotted':
      return `${sideName(e.side)} detects ${e.targets.map((t) => targetName(s, t)).join(', ')} in ${hexLabel(w, e.hex)} (${e.rule}).`;
    case 'det-lost':
      return `${targetName(s, e.target)} is undetected again${e.roll !== undefined ? ` (roll ${e.roll})` : ''} (${e.rule}).`;
    case 'det-sonobuoy':
      return `Sonobuoys in ${hexLabel(w, e.hex)}: 2d10 ${e.dice[0]}+${e.dice[1]} = ${e.dice[0] + e.dice[1]}: ${targetName(s, e.target)} ${e.success ? 'is detected' : 'stays undetected'} (RS-DET-26).`;
    case 'det-recon':
      return `${sideName(e.side)} Recon marker on ${reconName(s, e.target)} (${e.rule}).`;
    case 'det-found':
      return `${sideName(e.side)} has found ${w.units[e.unit]?.name ?? e.unit} (${e.rule}).`;
    case 'det-note':
      return e.text;
    default:
      return undefined;
  }
}

export const detectionExtension: RsExtension = {
  id: 'det',
  enabled: (s) => (['air', 'naval', 'missiles', 'special-forces'] as const).some((k) => isOn(s, k)),
  init(s) {
    s.ext.det = { attempts: [], track: {}, recon: [], found: { nato: [], wp: [] } };
    findAdjacent(s, []);
  },
  snapshot: detectionSnapshot,
  stageStart(s, _stage, _dice, events) {
    syncAutomatic(s, events);
    findAdjacent(s, events);
  },
  endStep: detectionEndStep,
  groundEntered(s, side, units, hexes, events) {
    const det = detState(s);
    // RS-AIR-66 step 4: a Recon marker is removed at once from a ground unit that moves.
    det.recon = det.recon.filter((m) => m.target.kind !== 'ground' || !units.includes(m.target.unit));
    // RS-OPT-18: an enemy ground unit moved adjacent (on its way or where it stopped).
    if (isOn(s, 'hq-detection')) {
      const b = s.world.map.board;
      s.units.forEach((u, i) => {
        if (u.loc >= 0 && !u.eliminated && hexes.some((h) => b.distance(h, u.loc) <= 1))
          foundGround(s, side, i, events, 'RS-OPT-18');
      });
    }
    findAdjacent(s, events);
  },
  view: fogView,
  eventVisible: detEventVisible,
  describe: describeDet,
};

// The end step's detection part (RS-SEQ-11): naval units out of every enemy detection range are
// undetected again (standard: submarines only, RS-DET-12; advanced: every naval unit, RS-DET-30),
// submarines still in range may slip away (advanced, RS-DET-31), air units on the ground carry no
// detection (RS-DET-2), and this GT's attempts are forgotten (RS-DET-5 counts per GT).

import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import { detState, findAdjacent, isReconnoitred, setDetected, type Detectable } from './api.js';
import { advanced, targetInfo, withinEnemyRange } from './rules.js';

export function detectionEndStep(s: RsState, dice: RsDice, events: RsEvent[]): void {
  const det = detState(s);
  // RS-DET-2: detected air units stay so until they land.
  for (const u of s.ext.air?.units ?? []) if (u.hex < 0) u.detected = false;
  const adv = advanced(s);
  (s.ext.naval?.units ?? []).forEach((u, i) => {
    if (!u.detected || u.eliminated || u.hex < 0 || u.mode === 'port') return;
    const t: Detectable = { kind: 'naval', unit: i };
    const info = targetInfo(s, t);
    if (!info) return;
    const inRange = withinEnemyRange(s, info);
    if (!inRange) {
      if (adv || info.kind === 'submarine')
        setDetected(s, t, false, events, { rule: adv ? 'RS-DET-30' : 'RS-DET-12' });
      return;
    }
    // RS-DET-31: a submarine within range rolls 1d10 ≤ its ECM to slip away.
    if (adv && info.kind === 'submarine') {
      const roll = dice.d10();
      if (roll <= info.ecm) {
        u.detected = false;
        events.push({ type: 'det-lost', target: t, rule: 'RS-DET-31', roll });
      } else
        events.push({
          type: 'det-note',
          text: `submarine ${i} stays detected (roll ${roll} > ECM ${info.ecm}, RS-DET-31)`,
          side: info.side,
        });
    }
  });
  det.attempts = [];
  det.track = {};
  // Recon markers on installations last until the end of the GT (decision RS-D-DET-RECONLIFE).
  // Markers on units that moved away are gone already (isReconnoitred); drop them too.
  det.recon = det.recon.filter((m) => m.target.kind !== 'installation' && isReconnoitred(s, m.target));
  findAdjacent(s, events);
}

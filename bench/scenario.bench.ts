// Scenario loading: read + parse + schema + map text + cross-field checks, per bundled file, and
// the map text parser alone on a 200x200 map. The game start waits on this.
import path from 'node:path';
import { formatMapText, parseMapText } from '../src/engine/systems/panzer/scenario/map-text.js';
import { checkBundledScenarios, loadScenarioFile, scenarioContentHash } from '../src/scenario/index.js';
import { measure, report } from './util.js';

for (const e of checkBundledScenarios()) {
  const s = e.summary;
  if (!s) continue;
  const f = measure(10, () => loadScenarioFile(e.file), 2);
  const units = Object.values(s.units).reduce((a, b) => a + b, 0);
  report(`load ${path.basename(e.file)} (${s.map}, ${units} units)`, f);
}

const big = loadScenarioFile(checkBundledScenarios().find((e) => e.summary?.id === 'test-crossroads')!.file);
report(
  'scenarioContentHash test-crossroads',
  measure(20, () => scenarioContentHash(big)),
);

const W = 200;
const H = 200;
const letters = '.,ftvfr';
const terrain = Array.from({ length: H }, (_, r) =>
  Array.from({ length: W }, (_, c) => letters[(r * 7 + c * 3) % letters.length]).join(''),
);
const elevation = Array.from({ length: H }, (_, r) =>
  Array.from({ length: W }, (_, c) => 50 + ((r + c) % 20) * 10),
);
const text = formatMapText({
  width: W,
  height: H,
  terrain,
  elevation,
  hexsides: Array.from({ length: H }, (_, r) => ({
    hex: `100,${r}`,
    dir: 'E' as const,
    features: ['river' as const],
  })),
  lines: [{ kind: 'road', hexes: Array.from({ length: W }, (_, c) => `${c},100`) }],
});
report(
  `parseMapText 200x200 (${(text.length / 1024).toFixed(0)} KiB)`,
  measure(10, () => parseMapText(text), 2),
);

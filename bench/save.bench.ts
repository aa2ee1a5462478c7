// Save plus load of a game with 5,000 logged commands (issue 2 target: under 200 ms).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { GameSession } from '../src/session/session.js';
import { loadSession, readSave, writeSave } from '../src/save/save-file.js';
import { loadedScenario } from '../src/scenario/load.js';
import { miniScenario } from '../test/fixtures/mini.js';
import { measure, report } from './util.js';

const scenario = { ...miniScenario(), start: { ...miniScenario().start, turns: 10_000 } };
const session = new GameSession(panzerSystem, scenario, { seed: 1 });
const loaded = loadedScenario(panzerSystem, scenario);
while (session.log.length < 5000) session.apply({ type: 'endTurn' });
const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-bench-'));
const file = path.join(dir, 'big.json');
const f = measure(20, () => {
  writeSave(file, session);
  loadSession(readSave(file), file, () => loaded);
});
report(`save + load, ${session.log.length} logged commands`, f, '< 200 ms');

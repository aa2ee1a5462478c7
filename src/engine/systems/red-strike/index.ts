// The Red Strike system's public face for the client and the tools.

export { actingSide, apply, parseCommand } from './apply.js';
export { attackerStacks, checkAdvance, checkWithdrawal, combatActor, withdrawalRange } from './combat.js';
export { hqRatings, inCommandRange, reserveHqFor } from './command.js';
export { defaultTables } from './data/index.js';
export { oddsColumns } from './data/schema.js';
export { describeEvent, explainEvents, stepName } from './describe.js';
export type { CombatReport, Formation, Mode, RsCommand, RsEvent, RsState, Step, UnitState } from './model.js';
export { checkMove, checkOverrun, checkRail, movementAllowance, overrunOdds } from './move.js';
export { pathTo, reachable } from './reach.js';
export { attackPreview, railPath } from './preview.js';
export { sideName, type RsScenario, type Side, type UnitDef } from './scenario.js';
export { moveRefusal, segmentKey } from './sequence.js';
export { isOos } from './supply.js';
export { redStrikeSystem, RED_STRIKE_ID } from './system.js';
export { currentCs, isAssault, onMap, reOf, unitsAt } from './units.js';
export type { RsView } from './view.js';
export { victoryPoints } from './victory.js';
export { hexLabel, type RsUnitDef, type RsWorld } from './world.js';
export { zocOf } from './zoc.js';

// The area-impulse system's public API for the client presenter and the tools: the RuleSystem
// object, the data model, and the pure functions a presenter needs to preview and build orders.

export * from './model.js';
export { areaImpulseSystem, AREA_IMPULSE_ID, snapshotOf, restoreState } from './system.js';
export {
  SIDES,
  SIDE_NAMES,
  sideName,
  DEFAULT_RULES,
  areaScenarioSchema,
  checkAreaScenario,
} from './scenario.js';
export { worldOf, areaName, unitLabel, sideUnitLabel, firstSideOf } from './world.js';
export { fieldOfView, unitsIn, countIn, areasWithFresh, unitCapacity, scoreOf, type Field } from './field.js';
export { checkFire, defenceOf, faceOf } from './fire.js';
export { previewFire, diceDistribution, damageOdds, type FirePreview } from './preview.js';
export { checkMove } from './move.js';
export {
  checkAllocation,
  outcomeCost,
  outcomeForCost,
  targetUnits,
  directedCost,
  retreats,
} from './damage.js';
export { firstRetreatChoices, legalRetreatAreas } from './retreat.js';
export { apply, parseCommand } from './apply.js';
export { newGame } from './impulse.js';
export { viewFor, eventsFor } from './view.js';
export { describeEvent, explainEvents, explainFire } from './describe.js';
export { outcomeOf } from './victory.js';
export { actingSideOf } from './state.js';
export { aiChoice, bestAllocation, allocationChoice } from './ai.js';
export { computerSide, PLAYER_KINDS, randomChoice, legalImpulses } from './players.js';

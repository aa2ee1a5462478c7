// The engine's public face: what the client, renderer, A/I and tools import.
export * from './apply.js';
export * from '../../core/board.js';
export * from './commands.js';
export * from '../../core/errors.js';
export * from './events.js';
export * from './game.js';
export * from '../../core/hex/coords.js';
export * from './model/index.js';
export * from '../../core/rng.js';
export * from './world.js';
export * from './rules/clock.js';
export * from './rules/victory.js';
export * from './rules/weather.js';
export * from './view.js';
export * from './serialize.js';
export { canonicalJson } from '../../core/serialize.js';
export * from './rules/optional.js';
export { hexesInSight, lineOfSight, losDetail, type LosMap } from './rules/los.js';
export { inSight, sideSeesHex, spotLevel, type SpotLevel } from './rules/spotting.js';
export {
  plannerFor,
  plannerFromView,
  type MovePlanner,
  type PathAnswer,
  type PlannedPath,
  type ReachResult,
  type StepAnswer,
  type FindPathOptions,
} from './rules/planner.js';
export { breakdownChance, nightDisruptionChance } from './rules/movement.js';
export { modeChange, modeChangeBaseCost, MODE_NAMES } from './rules/modes.js';
export { engineerStatus, jobOf as engineerJobOf } from './rules/engineers.js';
export {
  previewFire,
  previewAssault,
  previewTargets,
  type FirePreview,
  type AssaultPreview,
} from './rules/preview.js';
export { explainCombat, explainFire, explainAssault } from './rules/explain.js';
export {
  airAvailabilityPercent,
  airReconChance,
  airRefusal,
  interceptionChance,
  interdictionChance,
  isHighFlying,
} from './rules/air.js';
export { deceptionDamageFails, deploymentRange, patrolRefusal } from './rules/deception.js';
export type { AirState, AirStatus, AirUnitState } from './model/air.js';
export { PHASE_NAMES, PHASE_ORDER, type PhaseName, type PhaseState } from './model/phase.js';
export { actingSide, phaseTitle, phasesOf } from './rules/phases.js';

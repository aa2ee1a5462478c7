// What other folders and the land game ask of the optional rules (issue 17). Owned by optional/;
// the signatures are the contract between the folders (add optional parameters only). Every
// answer is "as without the rule" when its option is off.

export { bridgeOpen } from './bridges.js';
export { badWeather, weatherMa, weatherRange } from './weather.js';
export {
  airLandBattle,
  assaultFromMarch,
  casAllowed,
  chemicalForbidden,
  declarationRefusal,
  hitToRetreatRefusal,
  withdrawalRefusal,
  wpNoRetreat,
} from './doctrine.js';
export { atgmBonus, atgmParentFor } from './atgm.js';
export { hitInstallation, installationsAt, INSTALLATION_TABLE } from './installations.js';

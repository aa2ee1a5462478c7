// The presenter of each rule system (src/engine/registry.ts lists the systems). Adding a system's
// presenter is one line here; the shell finds it by the system's id. Tests add their own with
// registerPresenter().

import type { AnySystem } from '../../engine/core/system.js';
import { areaImpulsePresenter } from './area-impulse/presenter.js';
import { panzerPresenter } from './panzer/presenter.js';
import type { AnyPresenter } from './presenter.js';
import { redStrikePresenter } from './red-strike/presenter.js';

const factories = new Map<string, () => AnyPresenter>([
  ['panzer', () => panzerPresenter()],
  ['area-impulse', () => areaImpulsePresenter()],
  ['red-strike', () => redStrikePresenter()],
]);

export function registerPresenter(systemId: string, factory: () => AnyPresenter): void {
  factories.set(systemId, factory);
}

/** A new presenter for a game of this system (presenters keep caches per game). */
export function presenterFor(system: AnySystem): AnyPresenter {
  const make = factories.get(system.id);
  if (!make) throw new RangeError(`the client has no presenter for the rule system "${system.id}"`);
  return make();
}

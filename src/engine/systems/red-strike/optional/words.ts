// One line for each of the optional rules' events (the client's report and --explain).

import type { RsEvent, RsState } from '../model.js';
import { sideName } from '../scenario.js';
import { hexLabel } from '../world.js';

export function describeOptional(s: RsState, e: RsEvent): string | undefined {
  const w = s.world;
  const hex = (h: number) => hexLabel(w, h);
  const unit = (i: number) => w.units[i]?.name ?? `unit ${i}`;
  switch (e.type) {
    case 'opt-note':
      return e.text;
    case 'opt-bridge':
      return `The bridge between ${hex(e.hexes[0])} and ${hex(e.hexes[1])} is destroyed: no road or rail across it (RS-OPT-1).`;
    case 'opt-weather':
      return e.why === 'card'
        ? 'Bad weather this turn (a card): movement, strengths and HQ ranges halved (RS-OPT-14).'
        : `Weather roll ${e.roll![0]}+${e.roll![1]}: ${e.bad ? 'bad weather this turn: movement, strengths and HQ ranges halved; no more weather rolls' : 'good weather'} (RS-OPT-14).`;
    case 'opt-wallmeister':
      return `NATO places stay-behind markers 1-${e.hexes.length} in ${e.hexes.map(hex).join(', ')} (RS-OPT-10).`;
    case 'opt-wallmeister-roll':
      return e.hex === null
        ? `Warsaw Pact removal roll ${e.roll}: marker ${e.roll} is already gone (RS-OPT-10).`
        : `Warsaw Pact removal roll ${e.roll}: stay-behind marker ${e.roll} in ${hex(e.hex)} removed (RS-OPT-10).`;
    case 'opt-refugees':
      return e.action === 'placed'
        ? `Refugees flee into ${hex(e.hex)}: interdicted for NATO (RS-OPT-8).`
        : e.action === 'moved'
          ? `Refugees move west from ${hex(e.hex)} to ${hex(e.to!)} (RS-OPT-8).`
          : `The refugees in ${hex(e.hex)} disperse (RS-OPT-8, RS-AMB-36).`;
    case 'opt-refugee-order':
      return `Warsaw Pact standing order: ${e.place ? 'refugee markers placed' : 'no refugee markers'} (RS-OPT-8).`;
    case 'opt-atgm':
      return `ATGM team from ${unit(e.parent)}: roll ${e.roll}, defender CS +${e.bonus} (RS-OPT-16).`;
    case 'opt-breakthrough':
      return e.placed
        ? `Breakthrough marker on ${e.units.map(unit).join(', ')}: eligible for CAS (RS-OPT-2b).`
        : `Breakthrough markers removed from ${e.units.map(unit).join(', ')} (RS-OPT-2b).`;
    case 'opt-card-chosen':
      return `The ${sideName(e.side)} player has chosen its cards (RS-OPT-23).`;
    case 'opt-card':
      return `${sideName(e.side)} card ${e.use === 'sp' ? 'for SP' : 'event'}: ${e.text} (RS-OPT-23).`;
    case 'opt-cards-drawn':
      return `The ${sideName(e.side)} player holds ${e.count} card(s) (RS-OPT-23).`;
    case 'opt-held':
      return `${e.units.length} ${sideName(e.side)} reinforcement(s) delayed to turn ${e.until} (RS-OPT-23, RS-REIN-1).`;
    case 'opt-installation':
      return `Installation ${e.id}: ${e.hits} hit(s)${e.destroyed ? ', destroyed' : ''} (RS-HIT-10, RS-VIC-20).`;
    default:
      return undefined;
  }
}

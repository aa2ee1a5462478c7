// One line for each adn- event (the game log), and which side may read it: CAP AO-hexes, standing
// orders and jammer placements are the owner's secret (RS-FOW-2, RS-AIR-56); fire, detection and
// air combat are seen by both sides (the units fired at were detected).

import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../sides.js';
import { installationById } from './sectors.js';
import type { AdnEvent, AdnFirer, AdnShot } from './state.js';

const sideName = (s: Side) => (s === 'nato' ? 'NATO' : 'WP');

function airName(s: RsState, u: number): string {
  return s.world.scenario.extended?.air?.units[u]?.name ?? `air unit ${u}`;
}

function hexName(s: RsState, h: number): string {
  return h >= 0 ? s.world.map.board.label(h) : 'off the map';
}

function homeName(s: RsState, id: string): string {
  return (
    s.world.scenario.extended?.air?.bases.find((b) => b.id === id)?.name ??
    s.world.scenario.extended?.naval?.units.find((n) => n.id === id)?.name ??
    id
  );
}

function firerName(s: RsState, f: AdnFirer): string {
  switch (f.kind) {
    case 'adn':
      return `ADN ${installationById(s, f.id)?.name ?? f.id}`;
    case 'ground':
      return s.world.units[f.unit]?.name ?? `unit ${f.unit}`;
    case 'base':
      return s.world.scenario.extended?.air?.bases.find((b) => b.id === f.id)?.name ?? f.id;
    case 'naval':
      return s.world.scenario.extended?.naval?.units[f.unit]?.name ?? `naval unit ${f.unit}`;
  }
}

function shotText(x: AdnShot): string {
  const drm = x.drm !== 0 ? ` ${x.drm > 0 ? '+' : ''}${x.drm}` : '';
  const ecm = x.ecmRoll !== undefined ? `, ECM ${x.ecm} rolls ${x.ecmRoll}` : '';
  const res = x.final === null ? 'no effect' : `difference ${x.final}: ${x.hits} hit(s)`;
  return `factor ${x.factor}, rolls ${x.roll}${drm}${ecm}: ${res}`;
}

export function isAdnEvent(e: RsEvent): e is AdnEvent & RsEvent {
  return typeof e.type === 'string' && e.type.startsWith('adn-');
}

export function describeAdn(s: RsState, e: RsEvent): string | undefined {
  if (!isAdnEvent(e)) return undefined;
  const ev = e as AdnEvent;
  switch (ev.type) {
    case 'adn-note':
      return ev.text;
    case 'adn-cap':
      return ev.hex < 0
        ? `${airName(s, ev.unit)} is called off CAP (RS-AIR-56).`
        : `${airName(s, ev.unit)} flies CAP over ${hexName(s, ev.hex)} this GT${ev.sp > 0 ? ` (${ev.sp} SP)` : ''} (RS-AIR-56).`;
    case 'adn-ewda':
      return `${sideName(ev.side)} EWDA ${airName(s, ev.unit)} takes station over ${hexName(s, ev.hex)} (RS-AIR-15).`;
    case 'adn-jammer':
      return ev.hex < 0
        ? `${airName(s, ev.unit)} returns to its base (RS-OPT-17).`
        : `${airName(s, ev.unit)} jams from ${hexName(s, ev.hex)} (${ev.sp} SP, RS-OPT-17).`;
    case 'adn-orders': {
      const o = ev.orders;
      return `${sideName(ev.side)} standing orders: interceptors ${o.intercept}, CAP ${o.cap}, alert ${o.alert ? 'on' : 'off'}, ground-to-air ${o.groundFire ? 'on' : 'off'}, jettison ${o.jettison ? 'yes' : 'no'}, up to ${o.interceptions} interception(s) per mission (RS-AIR-52/57).`;
    }
    case 'adn-detected':
      return `${ev.units.map((u) => airName(s, u)).join(', ')} detected entering the ${ev.sector} air defence sector at ${hexName(s, ev.hex)} (RS-AIR-101).`;
    case 'adn-fire':
      return `${firerName(s, ev.firer)} fires at the air units in ${hexName(s, ev.hex)}: ${shotText(ev.shot)} (${ev.firer.kind === 'adn' ? 'RS-AIR-102' : ev.firer.kind === 'naval' ? 'RS-GA-9' : 'RS-GA-6'}).`;
    case 'adn-air-hits':
      return `${ev.friendly ? 'Friendly fire: ' : ''}${ev.hits.map((h) => `${airName(s, h.unit)} ${h.hits} hit(s)`).join(', ')} in ${hexName(s, ev.hex)} (${ev.friendly ? 'RS-OPT-5' : 'RS-GA-6'}).`;
    case 'adn-intercept': {
      const what = ev.how === 'cap' ? 'CAP' : ev.how === 'alert' ? 'Alerted units' : 'Interceptors';
      const rule =
        ev.how === 'cap'
          ? 'RS-AIR-55'
          : ev.how === 'alert'
            ? 'RS-AIR-57'
            : ev.how === 'naval'
              ? 'RS-AIR-58'
              : 'RS-AIR-52';
      return `${sideName(ev.side)} ${what} from ${ev.how === 'cap' ? ev.from : homeName(s, ev.from)} (${ev.units.map((u) => airName(s, u)).join(', ')}) meet the mission in ${hexName(s, ev.hex)}, ${ev.detected ? 'seen coming' : 'unseen'} (${rule}).`;
    }
    case 'adn-a2a':
      return `${airName(s, ev.unit)} ${ev.bvr !== undefined ? `fires BVR at ${ev.bvr} hex(es) at` : 'attacks'} ${airName(s, ev.target)}: ${shotText(ev.shot)} (${ev.bvr !== undefined ? 'RS-AIR-71' : 'RS-AIR-70'}).`;
    case 'adn-air-naval':
      return `${airName(s, ev.unit)} strikes ${s.world.scenario.extended?.naval?.units[ev.target]?.name ?? `naval unit ${ev.target}`}: ${shotText(ev.shot)} (RS-AIR-58, RS-AIR-90).`;
    case 'adn-installation':
      return `ADN ${installationById(s, ev.id)?.name ?? ev.id}: ${ev.hits} hit(s), ${ev.total} on the roster${ev.destroyed ? ', destroyed' : ''}${ev.why === 'overrun' ? ' (overrun by ground troops)' : ''} (RS-AIR-100).`;
    case 'adn-sector':
      return `Air defence sector ${ev.sector} is now ${ev.status === 'full' ? 'fully operational' : ev.status === 'limited' ? 'limited' : 'out of service'} (RS-AIR-101).`;
  }
  return undefined;
}

/** Secret events are the owner's: CAP placement, standing orders, jammers. */
export function adnEventVisible(e: RsEvent, side: Side): boolean {
  if (!isAdnEvent(e)) return true;
  const ev = e as AdnEvent;
  if (ev.type === 'adn-cap' || ev.type === 'adn-orders' || ev.type === 'adn-jammer') return ev.side === side;
  if (ev.type === 'adn-note') return ev.side === undefined || ev.side === side;
  return true;
}

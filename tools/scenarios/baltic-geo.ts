// The geography of the Baltic approaches at Red Strike scale (28 km OpHexes, pointy-top, odd rows
// shifted half a hex east), for baltic-approaches-1989.ts: coastlines as coarse polygons in
// degrees (read from standard atlases at about 0.05° — 3-5 km —, far finer than a hex), a
// local equirectangular projection, and the hex of a point. See
// docs/scenario-research-baltic-approaches-1989.md for the method.

export const W = 15;
export const H = 13;
/** Row spacing of 28 km pointy-top hexes. */
export const ROW_KM = 24.25;
export const HEIGHT_KM = H * ROW_KM;
/** South-west corner of the map. */
export const LAT0 = 53.4;
export const LON0 = 8.0;
/** km per degree: latitude, and longitude at 55°N (the map's middle; ±4 % at its edges). */
export const KY = 111.2;
export const KX = 63.85;

type Pt = readonly [number, number]; // [lon, lat]

/** Mainland: Jutland, Schleswig-Holstein, Lower Saxony, Mecklenburg, Pomerania (islands joined by bridges or narrow sounds: Als, Fehmarn, Rügen, Usedom, Wolin). */
const MAINLAND: Pt[] = [
  [8.1, 56.6], [8.12, 56.3], [8.15, 56.1], [8.1, 55.9], [8.08, 55.56], [8.45, 55.45], [8.6, 55.3],
  [8.65, 55.1], [8.7, 54.9], [8.85, 54.7], [8.95, 54.55], [8.65, 54.45], [8.6, 54.3], [8.85, 54.25],
  [8.85, 54.05], [8.95, 53.9], [8.75, 53.88], [8.55, 53.75], [8.5, 53.55], [8.3, 53.55], [8.1, 53.6],
  [7.9, 53.7], [7.9, 53.2], [15.0, 53.2], [15.0, 54.1], [14.78, 54.03], [14.6, 53.97], [14.25, 53.93],
  [14.0, 54.05], [13.8, 54.17], [13.7, 54.15], [13.45, 54.1], [13.25, 54.22],
  // Rügen
  [13.4, 54.25], [13.65, 54.3], [13.6, 54.45], [13.65, 54.55], [13.45, 54.68], [13.25, 54.6],
  [13.15, 54.55], [13.1, 54.4],
  // Fischland-Darß-Zingst to Lübeck Bay
  [13.0, 54.4], [12.5, 54.47], [12.4, 54.38], [12.1, 54.18], [11.6, 54.05], [11.45, 53.95],
  [11.2, 53.95], [10.9, 53.96], [10.75, 53.95], [10.8, 54.1], [10.9, 54.2], [11.1, 54.35],
  // Fehmarn
  [11.0, 54.45], [11.05, 54.53], [11.25, 54.5], [11.3, 54.42], [11.15, 54.38],
  // Kiel Bay and Schleswig's east coast
  [10.95, 54.38], [10.7, 54.33], [10.45, 54.43], [10.2, 54.38], [10.15, 54.35], [10.0, 54.47],
  [9.85, 54.47], [9.95, 54.55], [10.05, 54.65], [9.9, 54.75], [9.6, 54.82], [9.45, 54.8],
  [9.6, 54.88],
  // Als
  [9.8, 54.88], [10.05, 54.95], [10.0, 55.1], [9.75, 55.05],
  // Jutland's east coast
  [9.5, 55.05], [9.55, 55.15], [9.55, 55.25], [9.65, 55.35], [9.55, 55.45], [9.7, 55.5],
  [9.8, 55.6], [9.6, 55.7], [9.95, 55.8], [10.0, 55.85], [10.25, 55.95], [10.22, 56.15],
  [10.55, 56.2], [10.9, 56.3], [10.9, 56.6],
];

const FUNEN: Pt[] = [
  [9.72, 55.52], [9.9, 55.55], [10.2, 55.6], [10.5, 55.55], [10.65, 55.5], [10.8, 55.35],
  [10.75, 55.15], [10.6, 55.05], [10.3, 55.02], [10.0, 55.1], [9.75, 55.25], [9.7, 55.4],
];

const ZEALAND: Pt[] = [
  [11.1, 55.7], [11.35, 55.75], [11.4, 55.95], [11.75, 55.95], [12.0, 56.05], [12.35, 56.12],
  [12.62, 56.04], [12.58, 55.85], [12.65, 55.68], [12.6, 55.55], [12.35, 55.55], [12.2, 55.42],
  [12.4, 55.28], [12.15, 55.15], [11.95, 55.05], [11.6, 55.12], [11.25, 55.2], [11.12, 55.33],
  [11.15, 55.5], [11.05, 55.62],
];

const MOEN: Pt[] = [[12.1, 55.0], [12.3, 55.05], [12.55, 55.0], [12.45, 54.95], [12.15, 54.95]];

const LOLLAND_FALSTER: Pt[] = [
  [10.98, 54.8], [11.15, 54.95], [11.5, 54.9], [11.8, 54.92], [12.0, 54.95], [12.15, 54.85],
  [12.05, 54.7], [11.95, 54.57], [11.85, 54.65], [11.6, 54.65], [11.35, 54.63], [11.1, 54.7],
];

/** Scania (Sweden, neutral: RS-MAP-4). */
const SCANIA: Pt[] = [
  [12.45, 56.5], [12.5, 56.3], [12.65, 56.15], [12.7, 56.05], [12.85, 55.9], [13.0, 55.62],
  [12.95, 55.45], [13.0, 55.38], [13.4, 55.35], [13.85, 55.42], [14.2, 55.4], [14.35, 55.55],
  [14.25, 55.85], [14.5, 56.0], [15.0, 56.1], [15.0, 56.5],
];

const BORNHOLM: Pt[] = [[14.68, 55.18], [14.75, 55.3], [15.15, 55.15], [15.08, 54.99], [14.75, 55.05]];

function inside(p: Pt, poly: readonly Pt[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

export type Country = 'DK' | 'FRG' | 'GDR' | 'PL' | 'S' | 'sea';

/** The country of a point (the 1989 borders: Danish-German border at about 54.85°N; the IGB from Priwall down to the Elbe at Lauenburg; the Oder line at Świnoujście). */
export function countryAt(lon: number, lat: number): Country {
  const p: Pt = [lon, lat];
  if (inside(p, SCANIA)) return 'S';
  if ([FUNEN, ZEALAND, MOEN, LOLLAND_FALSTER, BORNHOLM].some((poly) => inside(p, poly))) return 'DK';
  if (!inside(p, MAINLAND)) return 'sea';
  if (lat > 54.86 && lon < 10.2) return 'DK';
  if (lon > 14.3 || (lat < 53.7 && lon > 14.4)) return 'PL';
  const igb = lat >= 53.55 ? 10.88 : 10.6 + ((lat - 53.38) / 0.17) * 0.28;
  return lon > igb ? 'GDR' : 'FRG';
}

/** km from the SW corner of a point. */
export function kmOf(lon: number, lat: number): [number, number] {
  return [(lon - LON0) * KX, (lat - LAT0) * KY];
}

export function lonLatOf(xKm: number, yKm: number): [number, number] {
  return [LON0 + xKm / KX, LAT0 + yKm / KY];
}

export function hexOfKm(xKm: number, yKm: number): { col: number; row: number } {
  const row = Math.min(H - 1, Math.max(0, Math.floor((HEIGHT_KM - yKm) / ROW_KM)));
  const col = Math.min(W - 1, Math.max(0, Math.round(xKm / 28 - 0.5 - 0.5 * (row & 1))));
  return { col, row };
}

export function centreKm(col: number, row: number): [number, number] {
  return [(col + 0.5 + 0.5 * (row & 1)) * 28, HEIGHT_KM - (row + 0.5) * ROW_KM];
}

export const label = (h: { col: number; row: number }) =>
  `${String(h.col).padStart(2, '0')},${String(h.row).padStart(2, '0')}`;

/** The hex of a longitude/latitude (off-map points: the nearest edge hex). */
export const hexAt = (lon: number, lat: number): string => label(hexOfKm(...kmOf(lon, lat)));

/** What a hex is at 28 km: seven samples (centre and six points 11 km out); the land country that most samples fall in, or sea. */
export function sampleHex(col: number, row: number): { country: Country; land: number } {
  const [x, y] = centreKm(col, row);
  const pts: [number, number][] = [[x, y]];
  for (let k = 0; k < 6; k++) {
    const a = ((30 + 60 * k) * Math.PI) / 180;
    pts.push([x + 11 * Math.cos(a), y + 11 * Math.sin(a)]);
  }
  const counts = new Map<Country, number>();
  for (const [px, py] of pts) {
    const c = countryAt(...lonLatOf(px, py));
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const land = pts.length - (counts.get('sea') ?? 0);
  if (land < 4) return { country: 'sea', land };
  const centre = countryAt(...lonLatOf(x, y));
  if (centre !== 'sea') return { country: centre, land };
  const best = [...counts].filter(([c]) => c !== 'sea').sort((a, b) => b[1] - a[1])[0]!;
  return { country: best[0], land };
}

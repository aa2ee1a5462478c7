// Colour science for the theme checks (test/themes.test.ts): the xterm palette as RGB, a simulation
// of dichromatic colour vision, a colour difference and the WCAG contrast ratio.
//
// - Simulation: Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of
//   Color Vision Deficiency", IEEE TVCG 15(6), 2009; their matrices at severity 1.0
//   (protanopia, deuteranopia, tritanopia), applied to linear sRGB as the paper defines them.
// - Difference: CIEDE2000 (CIE 142-2001) in CIELAB under D65, following Sharma, Wu & Dalal, "The
//   CIEDE2000 color-difference formula: implementation notes...", Color Res. Appl. 30(1), 2005.
// - Contrast: WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/).
//
// Terminal colours are the xterm defaults: indices 0-15 as xterm ships them (schemes change them,
// which is why the 256-colour themes use indices 16-255), 16-231 the 6x6x6 cube, 232-255 greys.

export type Rgb = readonly [number, number, number];
export type Sight = 'normal' | 'protan' | 'deutan' | 'tritan';
export const SIGHTS: readonly Sight[] = ['normal', 'protan', 'deutan', 'tritan'];

const ANSI16: readonly Rgb[] = [
  [0, 0, 0],
  [205, 0, 0],
  [0, 205, 0],
  [205, 205, 0],
  [0, 0, 238],
  [205, 0, 205],
  [0, 205, 205],
  [229, 229, 229],
  [127, 127, 127],
  [255, 0, 0],
  [0, 255, 0],
  [255, 255, 0],
  [92, 92, 255],
  [255, 0, 255],
  [0, 255, 255],
  [255, 255, 255],
];
const CUBE = [0, 95, 135, 175, 215, 255] as const;

/** The RGB of an xterm-256 palette index. */
export function xtermRgb(i: number): Rgb {
  if (i < 16) return ANSI16[i]!;
  if (i < 232) {
    const n = i - 16;
    return [CUBE[Math.floor(n / 36)]!, CUBE[Math.floor(n / 6) % 6]!, CUBE[n % 6]!];
  }
  const g = 8 + 10 * (i - 232);
  return [g, g, g];
}

/** The terminal's own colours when a style keeps them: xterm's defaults (light grey on black). */
export const DEFAULT_FG: Rgb = ANSI16[7]!;
export const DEFAULT_BG: Rgb = ANSI16[0]!;

const MACHADO: Readonly<Record<Exclude<Sight, 'normal'>, readonly (readonly number[])[]>> = {
  protan: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deutan: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritan: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const toLinear = (v: number): number => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
};

/** Linear sRGB of a colour as a viewer with this colour vision sees it. */
export function seenLinear(c: Rgb, sight: Sight): Rgb {
  const lin: Rgb = [toLinear(c[0]), toLinear(c[1]), toLinear(c[2])];
  if (sight === 'normal') return lin;
  const m = MACHADO[sight];
  const row = (k: number) =>
    Math.min(1, Math.max(0, m[k]![0]! * lin[0] + m[k]![1]! * lin[1] + m[k]![2]! * lin[2]));
  return [row(0), row(1), row(2)];
}

/** CIELAB (D65) of a linear sRGB colour. */
export function labOfLinear([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIEDE2000 colour difference of two CIELAB colours. */
export function deltaE2000(lab1: Rgb, lab2: Rgb): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const rad = Math.PI / 180;
  const c7 = (c: number) => Math.pow(c, 7);
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(c7(cBar) / (c7(cBar) + c7(25))));
  const ap1 = (1 + g) * a1;
  const ap2 = (1 + g) * a2;
  const cp1 = Math.hypot(ap1, b1);
  const cp2 = Math.hypot(ap2, b2);
  const hue = (a: number, b: number) => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / rad;
    return h < 0 ? h + 360 : h;
  };
  const h1 = hue(ap1, b1);
  const h2 = hue(ap2, b2);
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dL = L2 - L1;
  const dC = cp2 - cp1;
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin((dh * rad) / 2);
  const lBar = (L1 + L2) / 2;
  const cpBar = (cp1 + cp2) / 2;
  let hBar = h1 + h2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(h1 - h2) > 180) hBar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    else hBar = (h1 + h2) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * rad) +
    0.24 * Math.cos(2 * hBar * rad) +
    0.32 * Math.cos((3 * hBar + 6) * rad) -
    0.2 * Math.cos((4 * hBar - 63) * rad);
  const dTheta = 30 * Math.exp(-Math.pow((hBar - 275) / 25, 2));
  const rc = 2 * Math.sqrt(c7(cpBar) / (c7(cpBar) + c7(25)));
  const sl = 1 + (0.015 * Math.pow(lBar - 50, 2)) / Math.sqrt(20 + Math.pow(lBar - 50, 2));
  const sc = 1 + 0.045 * cpBar;
  const sh = 1 + 0.015 * cpBar * t;
  const rt = -Math.sin(2 * dTheta * rad) * rc;
  return Math.sqrt(
    Math.pow(dL / sl, 2) + Math.pow(dC / sc, 2) + Math.pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh),
  );
}

/** How different two colours look to a viewer with this colour vision (CIEDE2000). */
export function seenDifference(a: Rgb, b: Rgb, sight: Sight): number {
  return deltaE2000(labOfLinear(seenLinear(a, sight)), labOfLinear(seenLinear(b, sight)));
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const lum = (c: Rgb) => {
    const [r, g, bl] = seenLinear(c, 'normal');
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const x = lum(a);
  const y = lum(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

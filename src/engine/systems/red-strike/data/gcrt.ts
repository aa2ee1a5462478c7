// The Ground Combat Ratio Table: final odds column -> die-roll modifier (RS-GCB-32). The rulebook
// text names the columns (1-4 .. 10-1) but not one DRM (RS-AMB-5), so every value is a default of
// ours: 0 at 2-1, one step per column near the centre, flattening at high odds so that a 10-1 attack
// is near-certain without making artillery and CAS pointless. See RS-D-GCRT in rules-decisions.md.

export const GCRT_DATA = {
  drm: {
    '1-4': -4,
    '1-3': -3,
    '1-2': -2,
    '1-1': -1,
    '2-1': 0,
    '3-1': 1,
    '4-1': 2,
    '5-1': 3,
    '6-1': 3,
    '7-1': 4,
    '8-1': 4,
    '9-1': 5,
    '10-1': 5,
  },
  source: 'default',
  note: 'Not from the rulebook (RS-AMB-5): the column DRMs are invented; see docs/rules-decisions.md RS-D-GCRT.',
} as const;

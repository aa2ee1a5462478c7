// The shape of a save file, with a maximum for every number and length it can carry, checked on
// every load before anything reads it (issue 21). The snapshot is the system's: RuleSystem.restore
// checks it against the scenario (src/engine/core/system.ts). Maximums are not from the source:
// each is far above what the largest bundled scenario plays to (kursk-south, 93 turns, 17,285
// commands in a whole game) and far below what would make a loader spin.

import { z } from 'zod';

export const SAVE_FORMAT = 'hexfront-save';

export const LIMITS = {
  /** Commands in a log. */
  logEntries: 500_000,
  /** Entries and events kept for the report after loading. */
  recentEntries: 20_000,
  events: 20_000,
  turn: 100_000,
  scenarioVersion: 1_000_000,
  shortText: 200,
  optionalRules: 200,
  metaOptions: 64,
  /** base64 characters of a sealed save's data (the byte limit of read-text.ts bounds it too). */
  sealedData: 96 * 1024 * 1024,
} as const;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 in hex');
const shortText = z.string().max(LIMITS.shortText);
const idText = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be an id (letters, digits, _ . -)');
const sideId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a side id');
const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** A command or an event: a JSON object (its system reads the rest). */
const jsonObject = z.unknown().refine((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  message: 'must be a JSON object',
});
const command = z.looseObject({ type: z.string().min(1).max(64) });

export const optionsShape = z.looseObject({
  optionalRules: z.array(z.string().max(64)).max(LIMITS.optionalRules).optional(),
  fogOfWar: z.boolean().optional(),
});

export const scenarioRef = z.strictObject({
  id: idText,
  version: int(0, LIMITS.scenarioVersion),
  hash: hex64,
});

export const metaShape = z.looseObject({
  savedAt: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, 'must be an ISO 8601 UTC time'),
  title: shortText,
  turn: int(0, LIMITS.turn),
  activeSide: sideId,
  players: z.record(sideId, z.enum(['human', 'computer'])),
  over: z.boolean().optional(),
  label: shortText.optional(),
  side: sideId.optional(),
  options: z
    .record(
      z.string().max(64),
      z.union([shortText, z.number().finite(), z.boolean(), z.null(), z.array(shortText).max(64)]),
    )
    .refine((o) => Object.keys(o).length <= LIMITS.metaOptions, { message: 'has too many entries' })
    .optional(),
});

const recentShape = z
  .array(
    z.strictObject({
      command: jsonObject,
      side: sideId,
      turn: int(0, LIMITS.turn),
      events: z.array(jsonObject).max(LIMITS.events),
    }),
  )
  .max(LIMITS.recentEntries);

/** What replaying starts from (version 3): the log's first record binds the seed and options. */
export const startShape = z.strictObject({ seed: shortText, options: optionsShape });

/** The game itself: readable in a plain save, the sealed data of an encrypted one. */
export const bodyShape = {
  log: z.array(command).max(LIMITS.logEntries),
  snapshot: jsonObject,
  stateHash: hex64,
  recent: recentShape.optional(),
};

export const headerShape = {
  format: z.literal(SAVE_FORMAT),
  version: int(1, 3),
  system: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a rule system id')
    .optional(),
  scenario: scenarioRef,
  meta: metaShape,
};

/** A readable save of version 1 or 2: seed and options at the top. */
export const plainV2Shape = z.looseObject({
  ...headerShape,
  seed: shortText,
  options: optionsShape,
  ...bodyShape,
  integrity: hex64,
});

/** A readable save of version 3: seed and options in the start record. */
export const plainV3Shape = z.looseObject({
  ...headerShape,
  start: startShape,
  ...bodyShape,
  integrity: hex64,
});

const b64 = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');

export const wrappedKeyShape = z.strictObject({
  salt: b64(16, 64),
  iv: b64(16, 16),
  key: b64(44, 44),
  tag: b64(24, 24),
});

export const sealShape = z.strictObject({
  cipher: z.literal('aes-256-gcm'),
  kdf: z.strictObject({
    name: z.literal('scrypt'),
    N: int(2 ** 10, 2 ** 20).refine((n) => (n & (n - 1)) === 0, { message: 'must be a power of 2' }),
    r: int(1, 16),
    p: int(1, 4),
  }),
  keys: z
    .record(sideId, wrappedKeyShape)
    .refine((k) => Object.keys(k).length >= 1, { message: 'must hold the key of at least one side' }),
  iv: b64(16, 16),
  data: b64(1, LIMITS.sealedData),
  tag: b64(24, 24),
});

/** An encrypted save (version 3): the header readable and authenticated, the game sealed. */
export const sealedShape = z.looseObject({ ...headerShape, sealed: sealShape });

/** The sealed data once opened. */
export const sealedBodyShape = z.strictObject({ start: startShape, ...bodyShape });

/** "field \"meta.turn\" must be ..." from the first zod issue. */
export function firstIssue(error: z.ZodError, prefix = ''): string {
  const issue = error.issues[0]!;
  const at = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return `field "${at}" ${issue.message.replace(/^Invalid input: /, '')}`;
}

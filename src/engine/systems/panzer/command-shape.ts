// The shape of a command's fields, checked before any handler reads them (issue 21): a command
// comes from a keyboard, a script (`hexfront run`), a save's log or a turn file, and a field of the
// wrong kind (an object for a unit id, a number for a path) must be a refusal that names the
// field, not a TypeError deep in a rule. Keyed by field name: the commands (commands.ts) use each
// name with one meaning.

import { ruleError, type RuleError } from '../../core/errors.js';

type FieldKind = 'string' | 'strings' | 'boolean' | 'number';

const FIELD_KINDS: Readonly<Record<string, FieldKind>> = {
  unit: 'string',
  units: 'strings',
  hex: 'string',
  to: 'string',
  toward: 'string',
  target: 'string',
  targetUnit: 'string',
  air: 'string',
  engineer: 'string',
  side: 'string',
  setting: 'string',
  limits: 'string',
  mode: 'string',
  what: 'string',
  action: 'string',
  path: 'strings',
  wire: 'boolean',
  repeat: 'boolean',
  indirect: 'boolean',
  sp: 'number',
  all: 'boolean',
  org: 'string',
  parent: 'string',
  order: 'string',
};

const WORDS: Record<FieldKind, string> = {
  string: 'a string',
  strings: 'a list of strings',
  boolean: 'true or false',
  number: 'a finite number',
};

/** Longer lists than any order needs (a path across the largest map allowed) are refused too. */
const MAX_LIST = 2_000;

function fits(kind: FieldKind, v: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof v === 'string';
    case 'strings':
      return Array.isArray(v) && v.length <= MAX_LIST && v.every((x) => typeof x === 'string');
    case 'boolean':
      return typeof v === 'boolean';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
  }
}

/** A refusal naming the first field of the wrong kind, or null when every known field fits. */
export function commandShapeError(cmd: object): RuleError | null {
  for (const [field, v] of Object.entries(cmd)) {
    if (field === 'type' || v === undefined || !Object.hasOwn(FIELD_KINDS, field)) continue;
    const kind = FIELD_KINDS[field]!;
    if (!fits(kind, v))
      return ruleError(
        'BAD_COMMAND',
        `The "${field}" of a "${String((cmd as { type?: unknown }).type)}" order must be ${WORDS[kind]}.`,
      );
  }
  return null;
}

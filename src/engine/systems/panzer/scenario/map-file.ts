// A map text file checked on its own (`hexfront validate x.map`, RuleSystem.checkMapText): its
// syntax, then the map checks with the default terrain letters, since no scenario names others.

import type { ScenarioIssue } from '../../../core/scenario/issues.js';
import { defaultParams } from '../model/params.js';
import { checkMap } from './checks.js';
import { parseMapText } from './map-text.js';

export function checkMapText(text: string, file: string): ScenarioIssue[] {
  const parsed = parseMapText(text);
  const issues: ScenarioIssue[] = parsed.errors.map((e) => ({
    file,
    ...e,
    path: `map${e.path ? '.' + e.path : ''}`,
  }));
  if (issues.length) return issues;
  const letters = new Set(defaultParams().terrain.map((t) => t.letter));
  return checkMap(parsed.map, letters).map((p) => ({
    file,
    path: p.path,
    ...parsed.locate(p.path.replace(/^map\.?/, '')),
    message: p.message,
  }));
}

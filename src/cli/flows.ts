// The non-full-screen command-line flows (issue 7), built with ink and loaded only for these
// commands so that the game itself starts fast:
// - `hexfront` with no arguments: continue the last game (the newest good save), or the main menu;
// - `hexfront new`: the new-game wizard, then the full-screen game.

import type { Command as Program } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listSaves } from '../save/save-file.js';
import { AUTOSAVE_NAME, savesDir } from '../save/paths.js';
import { checkBundledScenarios, isTestScenario } from '../scenario/bundled.js';
import type { NewGameChoice } from './ink/new-game.js';
import type { MenuChoice } from './ink/main-menu.js';
import { launchGame } from './launch.js';

function randomSeed(): string {
  return String(Math.floor(Math.random() * 1_000_000));
}

function bundled() {
  const entries = checkBundledScenarios();
  const scenarios = entries.flatMap((e) => (e.summary && !isTestScenario(e.summary.id) ? [e.summary] : []));
  return { scenarios };
}

/** The optional rules each scenario's system starts a game of it with (RuleSystem.defaultOptions). */
async function defaultsFor(ids: readonly string[]): Promise<Record<string, readonly string[]>> {
  const { loadBundledGameScenario } = await import('../scenario/bundled.js');
  const out: Record<string, readonly string[]> = {};
  for (const id of ids) {
    try {
      const { system, scenario } = loadBundledGameScenario(id);
      out[id] = system.defaultOptions(scenario).optionalRules ?? [];
    } catch {
      out[id] = [];
    }
  }
  return out;
}

/** Runs the wizard; resolves with the player's choices, or null when they cancelled. */
export async function runNewGameWizard(): Promise<NewGameChoice | null> {
  const [{ render }, React, { NewGameWizard }] = await Promise.all([
    import('ink'),
    import('react'),
    import('./ink/new-game.js'),
  ]);
  const { scenarios } = bundled();
  const defaults = await defaultsFor(scenarios.map((s) => s.id));
  let choice: NewGameChoice | null = null;
  const app = render(
    React.createElement(NewGameWizard, {
      scenarios,
      defaults,
      initialSeed: randomSeed(),
      onDone: (c) => (choice = c),
    }),
  );
  await app.waitUntilExit();
  return choice;
}

export async function runMainMenu(): Promise<MenuChoice> {
  const [{ render }, React, { MainMenu }] = await Promise.all([
    import('ink'),
    import('react'),
    import('./ink/main-menu.js'),
  ]);
  let choice: MenuChoice = { kind: 'quit' };
  const app = render(
    React.createElement(MainMenu, {
      saves: listSaves(savesDir()),
      scenarios: bundled().scenarios,
      onDone: (c) => (choice = c),
    }),
  );
  await app.waitUntilExit();
  return choice;
}

async function newGameFlow(): Promise<void> {
  const c = await runNewGameWizard();
  if (!c) return;
  await launchGame({
    kind: 'new',
    scenarioId: c.scenarioId,
    side: c.side,
    opponent: c.opponent,
    difficulty: c.difficulty,
    optionalRules: c.optionalRules,
    seed: c.seed,
  });
}

/** `hexfront` with no arguments. */
export async function defaultFlow(): Promise<void> {
  const auto = path.join(savesDir(), AUTOSAVE_NAME);
  const running = listSaves(savesDir()).filter((s) => !s.error && !s.meta?.over);
  if (existsSync(auto) && running.some((s) => s.file === auto)) {
    await launchGame({ kind: 'load', file: auto });
    return;
  }
  const choice = await runMainMenu();
  if (choice.kind === 'new') await newGameFlow();
  else if (choice.kind !== 'quit') await launchGame({ kind: 'load', file: choice.file });
}

export function register(program: Program): void {
  program
    .command('new')
    .description('start a new game: choose scenario, side, opponent, difficulty, optional rules and seed')
    .action(async () => {
      await newGameFlow();
    });
  // With a default action commander would call `hexfront foo` "too many arguments": a word that
  // is no command is named as such.
  program.allowExcessArguments(true);
  program.action(async (_opts: unknown, cmd: Program) => {
    const [word] = cmd.args;
    if (word !== undefined) {
      const known = program.commands.map((c) => c.name());
      const near = known.filter((k) => k.startsWith(word.slice(0, 2)));
      const hint = near.length ? ` (did you mean ${near.join(' or ')}?)` : '';
      program.error(`error: unknown command '${word}'${hint}`);
    }
    await defaultFlow();
  });
}

// `hexfront play` (what `npm start` runs): a game in the full-screen client. Only commander is
// loaded here; the game, blessed and conf load when a game starts, so that `hexfront --help` stays
// fast. `hexfront` with no subcommand continues the last game or opens the menu (src/cli/flows.ts).

import type { Command as Program } from 'commander';
import type { StartOptions } from './start.js';

export function register(program: Program): void {
  program
    .command('play')
    .description(
      'play a scenario in the full-screen client (default: the tutorial against the computer; npm start)',
    )
    .option('-s, --scenario <id-or-file>', 'a bundled scenario id or a scenario file')
    .option('--side <side>', "the side you play (one of the scenario's sides); the computer plays the other")
    .option('--hotseat', 'two players on one keyboard, with a hand-over screen between turns')
    .option('--seed <seed>', 'the game seed (same seed and orders give the same game)')
    .option('--difficulty <level>', 'easy, normal or hard: how the computer plays')
    .option('--rules <keys>', 'optional rules in force, comma-separated (see `hexfront rules`)')
    .option('--load <save>', 'continue a saved game')
    .option(
      '--text',
      'line mode: sentences out, commands in, no full-screen frames (screen readers, pipes; also a setting)',
    )
    .action(
      async (o: {
        scenario?: string;
        side?: string;
        hotseat?: boolean;
        seed?: string;
        difficulty?: string;
        rules?: string;
        load?: string;
        text?: boolean;
      }) => {
        if (o.difficulty !== undefined && !['easy', 'normal', 'hard'].includes(o.difficulty))
          throw new Error(`--difficulty must be easy, normal or hard, not "${o.difficulty}"`);
        const { startGame } = await import('./start.js');
        const opts: StartOptions = {
          ...(o.scenario ? { scenario: o.scenario } : {}),
          ...(o.side ? { side: o.side } : {}),
          ...(o.hotseat ? { hotseat: true } : {}),
          ...(o.seed ? { seed: o.seed } : {}),
          ...(o.difficulty ? { difficulty: o.difficulty as 'easy' | 'normal' | 'hard' } : {}),
          ...(o.rules !== undefined ? { optionalRules: o.rules.split(',').filter(Boolean) } : {}),
          ...(o.load ? { load: o.load } : {}),
          ...(o.text ? { text: true } : {}),
        };
        process.exitCode = await startGame(opts);
      },
    );
}

// `hexfront` with no subcommand, or `hexfront play`: a game in the full-screen client. Only
// commander is loaded here; the game, blessed and conf load when a game starts, so that
// `hexfront --help` stays fast.

import type { Command as Program } from 'commander';
import type { StartOptions } from './start.js';

const SIDES_TEXT = 'allied or axis';

export function register(program: Program): void {
  program
    .command('play', { isDefault: true })
    .description(
      'play a scenario in the full-screen client (the default command: the tutorial against the computer)',
    )
    .option('-s, --scenario <id-or-file>', 'a bundled scenario id or a scenario file')
    .option('--side <side>', `the side you play (${SIDES_TEXT}); the computer plays the other`)
    .option('--hotseat', 'two players on one keyboard, with a hand-over screen between turns')
    .option('--seed <seed>', 'the game seed (same seed and orders give the same game)')
    .action(async (o: { scenario?: string; side?: string; hotseat?: boolean; seed?: string }) => {
      if (o.side !== undefined && o.side !== 'allied' && o.side !== 'axis')
        throw new Error(`--side must be ${SIDES_TEXT}, not "${o.side}"`);
      const { startGame } = await import('./start.js');
      const opts: StartOptions = {
        ...(o.scenario ? { scenario: o.scenario } : {}),
        ...(o.side ? { side: o.side as 'allied' | 'axis' } : {}),
        ...(o.hotseat ? { hotseat: true } : {}),
        ...(o.seed ? { seed: o.seed } : {}),
      };
      process.exitCode = await startGame(opts);
    });
}

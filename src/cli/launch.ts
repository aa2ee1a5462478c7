// Starting the full-screen game from a command-line flow (after ink has let go of the terminal).
import type { Difficulty, SideId } from '../engine/core/system.js';

export type LaunchRequest =
  | {
      readonly kind: 'new';
      readonly scenarioId: string;
      readonly side: SideId;
      readonly opponent: 'computer' | 'hotseat';
      readonly difficulty: Difficulty;
      readonly optionalRules: readonly string[];
      readonly seed: string;
    }
  | { readonly kind: 'load'; readonly file: string };

export async function launchGame(req: LaunchRequest): Promise<void> {
  const { startGame } = await import('../tui/start.js');
  // ink unrefs stdin when it lets go of raw mode; without a ref the game's input would not keep
  // Node running and the process would end before the first key.
  (process.stdin as NodeJS.ReadStream & { ref?: () => void }).ref?.();
  process.exitCode =
    req.kind === 'load'
      ? await startGame({ load: req.file })
      : await startGame({
          scenario: req.scenarioId,
          side: req.side,
          hotseat: req.opponent === 'hotseat',
          difficulty: req.difficulty,
          optionalRules: req.optionalRules,
          seed: req.seed,
        });
}

// Starting the full-screen game from a command-line flow.
import type { Side } from '../engine/model/unit.js';

export type LaunchRequest =
  | {
      readonly kind: 'new';
      readonly scenarioId: string;
      readonly side: Side;
      readonly opponent: 'computer' | 'hotseat';
      readonly difficulty: 'easy' | 'normal' | 'hard';
      readonly optionalRules: readonly string[];
      readonly seed: string;
    }
  | { readonly kind: 'load'; readonly file: string };

export async function launchGame(req: LaunchRequest): Promise<void> {
  process.stdout.write(`(the full-screen client starts here) ${JSON.stringify(req)}\n`);
}

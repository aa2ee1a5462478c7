// Why a turn file is refused (issue 22): a code tests and programs read, and a sentence for the
// player. A refused file changes nothing: not the game, not the local record (journal.ts).

export type RefusalCode =
  | 'not-a-turn-file'
  | 'tampered'
  | 'another-game'
  | 'replayed'
  | 'out-of-order'
  | 'wrong-password'
  | 'bad-signature'
  | 'state-mismatch'
  | 'scenario'
  | 'not-your-turn'
  | 'no-record';

export class PbemRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    /** What is wrong, completed by the caller with the file's name. */
    readonly reason: string,
  ) {
    super(`this turn file is refused: ${reason}; nothing was changed`);
    this.name = 'PbemRefusal';
  }
}

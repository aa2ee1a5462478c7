// `hexfront pbem new|play|continue`: play by e-mail (issue 22, PC-NET-02..07). The starting
// player chooses a side and a password and gets a join code to tell the opponent by another
// channel; each player's part is played in the full-screen client and ends by writing the next
// turn file, whose path is printed. src/pbem/ holds the format and the checks; docs/pbem.md.

import type { Command as Program } from 'commander';
import path from 'node:path';
import type { SideId } from '../engine/core/system.js';
import { otherSideOf } from '../engine/core/system.js';
import type * as GameModule from '../pbem/game.js';
import type * as JournalModule from '../pbem/journal.js';

/** A password from HEXFRONT_PASSWORD or the terminal (asked twice when it is a new one). */
async function askPassword(question: string, twice: boolean): Promise<string> {
  const env = process.env.HEXFRONT_PASSWORD;
  if (env) return env;
  const { ttyPassword } = await import('../save/password.js');
  const first = ttyPassword(question);
  if (first === undefined)
    throw new Error('a password is needed: run this on a terminal, or set HEXFRONT_PASSWORD');
  if (!first) throw new Error('the password must not be empty');
  if (twice && ttyPassword('The same password again: ') !== first)
    throw new Error('the two passwords differ; nothing was changed');
  return first;
}

async function askJoinCode(): Promise<string> {
  const env = process.env.HEXFRONT_JOIN_CODE;
  if (env) return env;
  const { ttyPassword } = await import('../save/password.js');
  const code = ttyPassword('The join code your opponent gave you (XXXX-XXXX-XXXX-XXXX): ');
  if (code === undefined)
    throw new Error('the join code is needed: run this on a terminal, or set HEXFRONT_JOIN_CODE');
  return code;
}

/** Default name of the next turn file: beside the file opened, or in the current folder. */
function outName(dir: string, scenario: string, game: string, file: number): string {
  return path.join(dir, `${scenario}-${game.slice(0, 8)}-${String(file).padStart(3, '0')}.pbem`);
}

type Pbem = typeof GameModule;
type Journals = typeof JournalModule;

/**
 * The player's part in the client; then the next turn file when the part is over, or the record
 * kept as it is so that `pbem continue` carries on. Returns the exit code.
 */
async function playPart(
  g: GameModule.PbemGame,
  opponent: { readonly events: readonly unknown[]; readonly before?: { state: unknown; log: number } },
  out: string | undefined,
  baseDir: string,
  m: { pbem: Pbem; journals: Journals },
  /** Printed again after the client closes (the join code would be lost under the game). */
  notice = '',
): Promise<number> {
  const { startGame } = await import('../tui/start.js');
  const sys = g.session.system;
  const dir = m.journals.journalDir();
  const other = otherSideOf(sys, g.side);
  let code = 0;
  let shown = false;
  // The client opens for the player's part, or for a last look at a game that has ended.
  if (!m.pbem.partOver(g) || sys.result(g.session.state)) {
    shown = true;
    code = await startGame({
      pbem: {
        session: g.session,
        players: { [g.side]: 'human', [other]: 'human' } as Record<SideId, 'human' | 'computer'>,
        events: opponent.events,
        ...(opponent.before ? { before: opponent.before } : {}),
        onPartEnd: () => undefined, // the file is written below, once the terminal is restored
      },
    });
  }
  if (shown) process.stdout.write(notice);
  // A part played, or the opening file of a starter whose side does not move first.
  if (m.pbem.partOver(g) && (g.session.log.length > g.partStart || g.file === 0)) {
    const text = m.pbem.writeTurn(g);
    const file = out ?? outName(baseDir, g.loaded.summary.id, g.game, g.file);
    const { writeFileAtomic } = await import('../save/atomic.js');
    writeFileAtomic(file, text);
    m.journals.writeJournal(dir, m.journals.journalOf(g));
    const over = sys.result(g.session.state);
    process.stdout.write(
      `Turn file ${g.file} written: ${file} (${text.length} characters).\n` +
        (over
          ? `The game is over (${over.title}). Send the file to ${sys.sideName(other)} so that they see the end.\n`
          : `Send it to ${sys.sideName(other)}: they open it with \`hexfront pbem play FILE\`.\n`),
    );
  } else {
    m.journals.writeJournal(dir, m.journals.journalOf(g));
    if (sys.result(g.session.state)) process.stdout.write('The game is over.\n');
    else
      process.stdout.write(
        `Your part is not over; it is kept. Carry on with \`hexfront pbem continue ${g.game}\`.\n`,
      );
  }
  return code;
}

async function modules(): Promise<{ pbem: Pbem; journals: Journals }> {
  const [pbem, journals] = await Promise.all([import('../pbem/game.js'), import('../pbem/journal.js')]);
  return { pbem, journals };
}

export function register(program: Program): void {
  const cmd = program
    .command('pbem')
    .description('play by e-mail: turn files that cannot be peeked at, re-rolled or forged (docs/pbem.md)');

  cmd
    .command('new <scenario>')
    .description('start a game (PC-NET-02): choose your side and password; play your first part')
    .requiredOption('--side <side>', "the side you play (one of the scenario's sides)")
    .option('--out <file>', 'where to write the first turn file')
    .option('--rules <keys>', 'optional rules in force, comma-separated (see `hexfront rules`)')
    .option('--no-fog', 'play without fog of war')
    .action(async (scenario: string, o: { side: string; out?: string; rules?: string; fog: boolean }) => {
      const { resolveScenarioId, parseSideArg } = await import('./scenario-arg.js');
      const loaded = resolveScenarioId(scenario);
      if (!loaded)
        throw new Error(
          `"${scenario}" is not a bundled scenario id: both players need the same scenario (see \`hexfront scenarios\`)`,
        );
      const side = parseSideArg(loaded.system, o.side);
      const m = await modules();
      const password = await askPassword(`Choose the password of ${side}: `, true);
      const options = {
        ...loaded.system.defaultOptions(loaded.scenario),
        ...(o.rules !== undefined ? { optionalRules: o.rules.split(',').filter(Boolean) } : {}),
        ...(o.fog ? {} : { fogOfWar: false }),
      };
      const { game, joinCode } = m.pbem.createGame({ loaded, side, password, options });
      const { fingerprint } = await import('../pbem/sign.js');
      m.journals.writeJournal(m.journals.journalDir(), m.journals.journalOf(game));
      const notice =
        `Game ${game.game}: ${loaded.summary.title}, you play ${loaded.system.sideName(side)}.\n` +
        `Join code for your opponent: ${joinCode}\n` +
        `  Tell it by another channel than the turn file (phone, chat): with the file it opens file 1.\n` +
        `Your signing fingerprint: ${fingerprint(game.signer.pub)} (your opponent sees it when joining).\n`;
      process.stdout.write(notice);
      process.exitCode = await playPart(game, { events: [] }, o.out, process.cwd(), m, notice);
    });

  cmd
    .command('play <file>')
    .description("open the opponent's turn file (PC-NET-04..06): their part through your fog, then yours")
    .option('--out <file>', 'where to write your turn file')
    .action(async (file: string, o: { out?: string }) => {
      const m = await modules();
      const { readRegularFile, decodeUtf8 } = await import('../save/read-text.js');
      const { decodeTurnFile, MAX_FILE_CHARS } = await import('../pbem/format.js');
      const { resolveScenarioId } = await import('./scenario-arg.js');
      const { PbemRefusal } = await import('../pbem/refusal.js');
      const { fingerprint, linkOf } = await import('../pbem/sign.js');
      const refuse = (e: unknown): never => {
        if (e instanceof PbemRefusal) throw new Error(`${file}: ${e.message}`);
        throw e;
      };
      try {
        const text = decodeUtf8(readRegularFile(file, MAX_FILE_CHARS));
        const { header } = decodeTurnFile(text);
        const dir = m.journals.journalDir();
        const j = m.journals.readJournal(dir, header.game, header.toPlay);
        // The same file opened again after quitting in the middle of the part: carry on.
        if (j && j.file === header.file && j.link === linkOf(header.sig) && header.from !== j.side) {
          const loaded = resolveScenarioId(j.scenario.id);
          if (!loaded) throw new Error(`the scenario "${j.scenario.id}" is not installed here`);
          const pw = await askPassword(`Password of ${j.side}: `, false);
          const g = m.journals.restoreJournal(j, pw, loaded);
          process.exitCode = await playPart(g, { events: [] }, o.out, path.dirname(file), m);
          return;
        }
        if (!j && m.journals.readJournal(dir, header.game, header.from))
          throw new PbemRefusal(
            'replayed',
            `it is your own file ${header.file} (${header.from}); send it to your opponent instead`,
          );
        let password: string;
        let joinCode: string | undefined;
        if (!j && header.file === 1) {
          joinCode = await askJoinCode();
          password = await askPassword(`Choose your password for ${header.toPlay}: `, true);
        } else password = await askPassword(`Password of ${header.toPlay}: `, false);
        const opened = m.pbem.openTurn(text, {
          journal: j,
          password,
          ...(joinCode !== undefined ? { joinCode } : {}),
          resolve: resolveScenarioId,
          restore: m.journals.restoreJournal,
        });
        m.journals.writeJournal(dir, m.journals.journalOf(opened.game));
        if (!j)
          process.stdout.write(
            `Joined game ${header.game} as ${header.toPlay}. ${header.from}'s signing fingerprint: ` +
              `${fingerprint(opened.header.signers[header.from]!.pub)} (check it with your opponent).\n`,
          );
        process.exitCode = await playPart(opened.game, opened, o.out, path.dirname(file), m);
      } catch (e) {
        refuse(e);
      }
    });

  cmd
    .command('continue <game>')
    .description('carry on with your part of a game after quitting in the middle of it')
    .option('--out <file>', 'where to write your turn file')
    .action(async (game: string, o: { out?: string }) => {
      const m = await modules();
      const { resolveScenarioId } = await import('./scenario-arg.js');
      const dir = m.journals.journalDir();
      const mine = m.journals.listJournals(dir).filter((x) => x.game.startsWith(game.toLowerCase()));
      if (mine.length !== 1)
        throw new Error(
          mine.length === 0
            ? `no game "${game}" on this computer (${dir})`
            : `"${game}" names ${mine.length} games: give more of its id`,
        );
      const j = m.journals.readJournal(dir, mine[0]!.game, mine[0]!.side)!;
      const loaded = resolveScenarioId(j.scenario.id);
      if (!loaded) throw new Error(`the scenario "${j.scenario.id}" is not installed here`);
      const pw = await askPassword(`Password of ${j.side}: `, false);
      const g = m.journals.restoreJournal(j, pw, loaded);
      if (m.pbem.partOver(g) && g.session.log.length === g.partStart)
        throw new Error(`game ${j.game}: it is not your part; open your opponent's next turn file`);
      process.exitCode = await playPart(g, { events: [] }, o.out, process.cwd(), m);
    });
}

// The hexfront command line. Each subcommand lives in its own module and registers itself here.
import { Command } from 'commander';
import { register as registerFlows } from './flows.js';
import { register as registerReplay } from './replay.js';
import { register as registerReport } from './report.js';
import { register as registerRules } from './rules.js';
import { register as registerSaves } from './saves.js';
import { register as registerRender } from './render-command.js';
import { register as registerRun } from './run.js';
import { register as registerScenarios } from './scenarios.js';
import { register as registerSim } from './sim.js';
import { register as registerValidate } from './validate.js';
import { register as registerPlay } from '../tui/cli.js';
import { register as registerPbem } from './pbem.js';
import { register as registerServe } from './serve.js';

// A reader that stops early (`hexfront saves | head -1`) closes the pipe: that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const program = new Command();
program
  .name('hexfront')
  .description('A hex-and-counter operational wargame played in a terminal.')
  .version('0.1.0')
  .showHelpAfterError('(add --help for usage)');
registerFlows(program);
registerRun(program);
registerReplay(program);
registerSim(program);
registerReport(program);
registerRules(program);
registerSaves(program);
registerScenarios(program);
registerValidate(program);
registerRender(program);
registerPlay(program);
registerPbem(program);
registerServe(program);

program.parseAsync(process.argv).catch((e: unknown) => {
  // Bad input is a clear message, never a stack trace (design invariant 6).
  process.stderr.write(`hexfront: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = process.exitCode || 1;
});

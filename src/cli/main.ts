// The hexfront command line. Subcommands are registered by the modules that own them.
import { Command } from 'commander';

const program = new Command();
program
  .name('hexfront')
  .description('A hex-and-counter operational wargame played in a terminal.')
  .version('0.1.0');
program.parseAsync(process.argv).catch((e: unknown) => {
  process.stderr.write(`hexfront: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});

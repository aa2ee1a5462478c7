// Preloaded (node --import) by tui.bench.ts into a real `hexfront play` process: stands in a fake
// 80x24 terminal for stdin and stdout, and at the first frame prints the time since the process
// started, its resident memory and CPU time to the real stdout (fd 1), then exits. Plain JavaScript
// so that it also runs beside the bundled build, where there is no tsx.
import { writeSync } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';

let done = false;
const output = Object.assign(
  new Writable({
    write(_chunk, _e, cb) {
      if (!done) {
        done = true;
        // blessed writes the frame in one go; report on the next tick, after it.
        setImmediate(() => {
          const cpu = process.cpuUsage();
          writeSync(
            1,
            `first-frame ${performance.now().toFixed(1)} rss ${process.memoryUsage().rss} cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)}\n`,
          );
          process.exit(0);
        });
      }
      cb();
    },
  }),
  { isTTY: true, columns: 80, rows: 24 },
);
const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
Object.defineProperty(process, 'stdout', { value: output, configurable: true });
Object.defineProperty(process, 'stdin', { value: input, configurable: true });

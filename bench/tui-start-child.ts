// Child of tui.bench.ts: starts the real client (startGame) on a fake 80x24 terminal and prints the
// time since process start at its first frame. Not a benchmark on its own (no .bench suffix).
import { performance } from 'node:perf_hooks';
import { PassThrough, Writable } from 'node:stream';

let done = false;
const output = Object.assign(
  new Writable({
    write(_chunk, _e, cb) {
      if (!done) {
        done = true;
        // The frame is written in one go by blessed; report on the next tick, after it.
        setImmediate(() => {
          const cpu = process.cpuUsage();
          process.stdout.write(
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
const { startGame } = await import('../src/tui/start.js');
void startGame({
  input,
  output,
  seed: 'bench',
  env: { ...process.env, HEXFRONT_CONFIG_DIR: '/tmp/hexfront-bench-config' },
});

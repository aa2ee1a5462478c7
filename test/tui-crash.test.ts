// The terminal is restored (alternate screen left, cursor shown) on a crash and on a signal.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('./fixtures/tui-crash-child.ts', import.meta.url));
const LEAVE_ALT = '\x1b[?1049l';

describe('restoring the terminal', () => {
  it('after a crash: normal screen back, a readable message, exit code 70', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', child, 'crash'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.stdout).toContain('\x1b[?1049h');
    expect(r.stdout).toContain('hexfront-test-frame');
    expect(r.stdout.lastIndexOf(LEAVE_ALT)).toBeGreaterThan(r.stdout.indexOf('hexfront-test-frame'));
    expect(r.stderr).toContain('hexfront crashed: Error: boom');
    expect(r.status).toBe(70);
  });

  it('after SIGTERM: normal screen back, exit code 143', async () => {
    const p = spawn(process.execPath, ['--import', 'tsx', child, 'wait'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    p.stdout.setEncoding('utf8');
    await new Promise<void>((resolve) =>
      p.stdout.on('data', (d: string) => {
        out += d;
        if (out.includes('READY')) resolve();
      }),
    );
    const code = await new Promise<number | null>((resolve) => {
      p.on('exit', (c) => resolve(c));
      p.kill('SIGTERM');
    });
    expect(out.lastIndexOf(LEAVE_ALT)).toBeGreaterThan(out.indexOf('hexfront-test-frame'));
    expect(code).toBe(143);
  });
});

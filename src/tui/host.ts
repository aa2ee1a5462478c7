// Connects an App to a Surface: keys in, frames out. One frame buffer is reused while the size
// stays the same; each key redraws the frame, and the surface sends only the cells that changed.

import type { App } from './app.js';
import { Frame } from './frame.js';
import type { Surface } from './screen.js';

export interface Host {
  /** Draws the current state now (after a resize, or when a test wants a frame). */
  render(): void;
  readonly frames: number;
}

export function attach(app: App, surface: Surface): Host {
  let frame: Frame | undefined;
  let frames = 0;
  let scheduled = false;
  const render = () => {
    if (app.quitting) return;
    const cols = Math.max(1, surface.cols);
    const rows = Math.max(1, surface.rows);
    if (!frame || frame.cols !== cols || frame.rows !== rows) frame = new Frame(cols, rows);
    app.draw(frame);
    surface.present(frame, app.terminalCursor);
    surface.setMouse(app.settings.mouse === 'on');
    frames++;
    // A computer turn announced in this frame runs once the frame is out.
    if (app.pendingComputer !== null && !scheduled) {
      scheduled = true;
      setTimeout(() => {
        scheduled = false;
        const thinking = app.runPending();
        render();
        // Off the main thread: the frame above says so, and the next one shows what it did.
        if (thinking) void thinking.then(render);
      }, 0);
    }
  };
  surface.onKey((key, ch) => {
    app.key(key, ch);
    render();
  });
  surface.onResize(render);
  surface.onClick((x, y) => {
    app.click(x, y);
    render();
  });
  render();
  return {
    render,
    get frames() {
      return frames;
    },
  };
}

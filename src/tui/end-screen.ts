// The end-of-game screen (issue 7): the after-action data drawn as charts, victory points and
// losses by turn, beside the written report. blessed-contrib is loaded only when this screen opens.
// The charts draw with braille dots, so with the ASCII charset only the written report is shown;
// every line of a chart is named in its legend and the numbers are in the report, so colour never
// carries meaning alone.

import { createRequire } from 'node:module';
import type * as Blessed from 'blessed';
import type { Widgets } from 'blessed';
import type * as Contrib from 'blessed-contrib';
import type { AfterActionReport } from '../engine/core/system.js';
import { wrapText } from './dialogs/box.js';

const require = createRequire(import.meta.url);

export interface EndScreenOptions {
  readonly ascii: boolean;
  readonly mono: boolean;
}

export interface EndScreen {
  destroy(): void;
}

/** Each chart's series in blessed-contrib's form (the system's report gives titles and values). */
export function chartSeries(r: AfterActionReport): Contrib.LineSeries[][] {
  return r.charts.map((c) => c.series.map((s) => ({ title: s.title, x: [...c.x], y: [...s.y] })));
}

/** The text panel's title: short enough for its border at 80x24, so it never spills onto line 1. */
export function endTitle(width: number): string {
  const full = ' After-action report · q or Enter leaves ';
  const short = ' After-action report · q leaves ';
  const room = width - 4;
  if (full.length <= room) return full;
  if (short.length <= room) return short;
  return ' Report ';
}

export function openEndScreen(
  screen: Widgets.Screen,
  report: AfterActionReport,
  opts: EndScreenOptions,
): EndScreen {
  const blessed = require('blessed') as typeof Blessed;
  const root = blessed.box({ parent: screen, top: 0, left: 0, width: '100%', height: '100%', style: {} });
  let scroll = 0;
  // Laid out for the screen's size; a resize lays it out again (blessed-contrib charts keep the
  // size they were made with, so they are made anew), keeping the text's scroll position.
  const build = () => {
    for (const c of [...root.children]) c.destroy();
    const cols = screen.width as number;
    const rows = screen.height as number;
    const charts =
      !opts.ascii && report.charts.length > 0 && report.charts[0]!.x.length >= 2 && cols >= 80 && rows >= 24;
    const textWidth = charts ? Math.max(40, Math.floor(cols * 0.45)) : cols;
    // Lines wrap at a space with an indent, inside the border, rather than at any character.
    const lines = report.lines.flatMap((l) => (l === '' ? [''] : wrapText(l, textWidth - 2)));
    const text = blessed.box({
      parent: root,
      top: 0,
      left: 0,
      width: textWidth,
      height: rows,
      label: endTitle(textWidth),
      border: { type: 'line' },
      content: lines.join('\n'),
      scrollable: true,
      alwaysScroll: true,
      keys: true,
      tags: false,
    });
    text.setScroll(scroll);
    text.on('scroll', () => (scroll = text.getScroll()));
    if (charts) {
      const contrib = require('blessed-contrib') as typeof Contrib;
      const series = chartSeries(report);
      const colours = opts.mono ? ['white', 'white'] : ['cyan', 'red'];
      const half = Math.floor(rows / 2);
      const mk = (top: number, height: number, label: string, data: Contrib.LineSeries[]) => {
        const chart = contrib.line({
          top,
          left: textWidth,
          width: cols - textWidth,
          height,
          label,
          border: { type: 'line' },
          showLegend: true,
          legend: { width: 14 },
          wholeNumbersOnly: true,
          style: { line: 'yellow', text: 'white', baseline: 'white' },
        } as Contrib.LineOptions);
        root.append(chart); // the chart's canvas exists only once it is attached
        chart.setData(data.map((s, i) => ({ ...s, style: { line: colours[i] } })));
      };
      // The first two charts, one above the other.
      const shown = report.charts.slice(0, 2);
      shown.forEach((c, k) => {
        const top = k === 0 ? 0 : half;
        mk(top, shown.length === 1 ? rows : k === 0 ? half : rows - half, ` ${c.title} `, series[k]!);
      });
    }
    screen.render();
  };
  const onResize = () => build();
  screen.on('resize', onResize);
  build();
  return {
    destroy() {
      screen.removeListener('resize', onResize);
      root.destroy();
      screen.render();
    },
  };
}

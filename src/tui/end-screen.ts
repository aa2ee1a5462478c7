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

export function openEndScreen(
  screen: Widgets.Screen,
  report: AfterActionReport,
  opts: EndScreenOptions,
): EndScreen {
  const blessed = require('blessed') as typeof Blessed;
  const cols = screen.width as number;
  const rows = screen.height as number;
  const root = blessed.box({ parent: screen, top: 0, left: 0, width: cols, height: rows, style: {} });
  const charts =
    !opts.ascii && report.charts.length > 0 && report.charts[0]!.x.length >= 2 && cols >= 80 && rows >= 24;
  const textWidth = charts ? Math.max(40, Math.floor(cols * 0.45)) : cols;
  blessed.box({
    parent: root,
    top: 0,
    left: 0,
    width: textWidth,
    height: rows,
    label: ' After-action report (q or Enter to leave) ',
    border: { type: 'line' },
    content: report.lines.join('\n'),
    scrollable: true,
    alwaysScroll: true,
    keys: true,
    tags: false,
  });
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
  return {
    destroy() {
      root.destroy();
      screen.render();
    },
  };
}

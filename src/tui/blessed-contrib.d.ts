// The few parts of blessed-contrib the end-of-game screen uses (the package ships no types).
declare module 'blessed-contrib' {
  import type { Widgets } from 'blessed';

  export interface LineSeries {
    title: string;
    x: string[];
    y: number[];
    style?: { line?: string | number };
  }

  export interface LineOptions extends Widgets.BoxOptions {
    showLegend?: boolean;
    legend?: { width?: number };
    wholeNumbersOnly?: boolean;
    minY?: number;
    xLabelPadding?: number;
    xPadding?: number;
    style?: { line?: string; text?: string; baseline?: string };
  }

  export interface LineChart extends Widgets.BoxElement {
    setData(series: LineSeries[]): void;
  }

  export function line(options: LineOptions): LineChart;
}

/** Pure geometry of the server-rendered SVG bar charts (views/analytics.ts draws them). */
export interface Bar {
  x: number;
  y: number;
  w: number;
  h: number;
  value: number;
  label: string;
  /** Text under the bar (every few bars, so labels do not overlap), or ''. */
  tick: string;
}

export interface BarChart {
  id: string;
  title: string;
  width: number;
  height: number;
  /** Bottom of the plot area (the x axis). */
  base: number;
  max: number;
  maxText: string;
  bars: Bar[];
  /** A sentence that says what the chart shows, for screen readers. */
  summary: string;
}

const WIDTH = 640;
const HEIGHT = 200;
const TOP = 16;
const BOTTOM = 28;
const LEFT = 8;

export function barChart(
  id: string,
  title: string,
  labels: string[],
  values: number[],
  format: (n: number) => string = String,
  tickOf: (label: string) => string = (label) => label.slice(5),
): BarChart {
  const n = Math.max(1, values.length);
  const max = Math.max(0, ...values);
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT * 2) / n;
  const every = Math.ceil(n / 8);
  const bars = values.map((value, i) => {
    const h = max === 0 ? 0 : Math.round((value / max) * plot);
    return {
      x: Math.round(LEFT + i * slot + slot * 0.15),
      y: HEIGHT - BOTTOM - h,
      w: Math.max(1, Math.min(48, Math.round(slot * 0.7))),
      h,
      value,
      label: `${labels[i] ?? ''}: ${format(value)}`,
      tick: i % every === 0 ? tickOf(labels[i] ?? '') : '',
    };
  });
  const total = values.reduce((a, b) => a + b, 0);
  return {
    id,
    title,
    width: WIDTH,
    height: HEIGHT,
    base: HEIGHT - BOTTOM,
    max,
    maxText: format(max),
    bars,
    summary: `${title}: ${format(total)} in total over ${values.length} ${values.length === 1 ? 'entry' : 'entries'}, at most ${format(max)}.`,
  };
}

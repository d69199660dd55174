// Pure parts of the dashboard: the manifest comparison and the SVG bar-chart geometry.
import { describe, expect, it } from 'vitest';
import { barChart } from '../../src/server/dashboard/charts.ts';
import { diffManifests, filePath } from '../../src/server/dashboard/diff.ts';

const f = (md5: string, size = 1) => ({ md5, md5sum: md5, size });

describe('diffManifests', () => {
  it('sorts files into added, removed, changed (content or size) and counts the unchanged', () => {
    const from = { 'index.html': f('a'), 'old.html': f('o'), 'same.css': f('s'), 'grow.js': f('g', 1) };
    const to = { 'index.html': f('b'), 'new.html': f('n'), 'same.css': f('s'), 'grow.js': f('g', 2) };
    expect(diffManifests(from, to)).toEqual({
      added: ['new.html'],
      removed: ['old.html'],
      changed: ['grow.js', 'index.html'],
      unchanged: 1,
    });
  });

  it('compares a revision with itself as unchanged', () => {
    const m = { 'a.html': f('1'), 'b.html': f('2') };
    expect(diffManifests(m, m)).toEqual({ added: [], removed: [], changed: [], unchanged: 2 });
  });
});

describe('filePath', () => {
  it('encodes each segment of a file path for a preview URL', () => {
    expect(filePath('docs/a b/#1.html')).toBe('/docs/a%20b/%231.html');
    expect(filePath('/index.html')).toBe('/index.html');
  });
});

describe('barChart', () => {
  it('scales bars to the largest value, labels every bar, ticks a few', () => {
    const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    const values = days.map((_, i) => (i === 13 ? 40 : i));
    const chart = barChart('v', 'Visits', days, values);
    expect(chart.max).toBe(40);
    expect(chart.bars).toHaveLength(14);
    const tallest = chart.bars[13]!;
    expect(tallest.y + tallest.h).toBe(chart.base);
    expect(tallest.h).toBe(chart.base - 16);
    expect(chart.bars[0]!.h).toBe(0);
    expect(chart.bars[2]!.h).toBe(Math.round((2 / 40) * tallest.h));
    expect(chart.bars[5]!.label).toBe('2026-11-06: 5');
    expect(chart.bars.filter((b) => b.tick !== '').length).toBeLessThanOrEqual(8);
    expect(chart.bars[0]!.tick).toBe('11-01');
    expect(chart.summary).toContain('118 in total');
  });

  it('draws an empty range without dividing by zero', () => {
    const chart = barChart('e', 'Empty', ['2026-11-01'], [0]);
    expect(chart.bars[0]!.h).toBe(0);
    expect(Number.isFinite(chart.bars[0]!.y)).toBe(true);
  });
});

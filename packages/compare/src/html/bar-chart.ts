import { escapeHtml } from './html-escape.js';
import type { ViewChart } from './report-view.js';

/** The systems' colours (a colour-blind-safe palette), in system order, repeating after eight. */
export const SERIES_COLOURS: readonly string[] = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#000000'];

/** A "nice" step for about `count` ticks up to `max` (1, 2 or 5 times a power of ten). */
function tickStep(max: number, count: number): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

function number(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(6)));
}

/**
 * A grouped bar chart as inline SVG, as compare-mt draws its figures with matplotlib: one group
 * per label, one bar per system, a whisker from each interval's lower to upper bound, a legend.
 * Each group with segments is a link (`data-list`) the report's script opens.
 */
export function barChartSvg(chart: ViewChart): string {
  const width = 640;
  const height = 300;
  const left = 56;
  const right = 12;
  const top = 28;
  const rotate = chart.labels.some((label) => label.length > 6) || chart.labels.length > 8;
  const bottom = (rotate ? 70 : 40) + (chart.xLabel ? 18 : 0);
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const values = chart.series.flatMap((s) => [...s.values, ...(s.intervals ?? []).flatMap((i) => (i ? [i[1]] : []))]).filter(Number.isFinite);
  const lowest = Math.min(0, ...values);
  const highest = Math.max(0, ...values);
  const step = tickStep(highest - lowest || 1, 5);
  const yMin = Math.floor(lowest / step) * step;
  const yMax = Math.max(Math.ceil(highest / step) * step, yMin + step);
  const y = (v: number): number => top + plotH - ((v - yMin) / (yMax - yMin)) * plotH;
  const groupW = plotW / Math.max(chart.labels.length, 1);
  const barW = (groupW * 0.7) / Math.max(chart.series.length, 1);
  const parts: string[] = [];
  parts.push(`<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(chart.title)}">`);
  parts.push(`<text class="chart-title" x="${width / 2}" y="16" text-anchor="middle">${escapeHtml(chart.title)}</text>`);
  for (let v = yMin; v <= yMax + step / 2; v += step) {
    const at = y(v).toFixed(1);
    parts.push(`<line class="grid" x1="${left}" x2="${width - right}" y1="${at}" y2="${at}"/><text class="tick" x="${left - 4}" y="${at}" dy="0.32em" text-anchor="end">${number(v)}</text>`);
  }
  parts.push(`<text class="axis-label" transform="translate(14 ${top + plotH / 2}) rotate(-90)" text-anchor="middle">${escapeHtml(chart.yLabel)}</text>`);
  chart.labels.forEach((label, g) => {
    const list = chart.segments?.[g];
    const x0 = left + g * groupW + groupW * 0.15;
    const link = list === undefined ? '' : ` class="bar-group link" data-list="${list}" tabindex="0" role="button" aria-label="${escapeHtml(`${label}: list its segments`)}"`;
    parts.push(`<g${link}>`);
    chart.series.forEach((series, s) => {
      const value = series.values[g] ?? 0;
      const x = x0 + s * barW;
      const [y1, y2] = [y(Math.max(value, 0)), y(Math.min(value, 0))];
      parts.push(
        `<rect class="bar" x="${x.toFixed(1)}" y="${y1.toFixed(1)}" width="${(barW * 0.92).toFixed(1)}" height="${Math.max(y2 - y1, 0).toFixed(1)}" fill="${SERIES_COLOURS[s % SERIES_COLOURS.length]}" data-value="${value}"><title>${escapeHtml(`${series.name}, ${label}: ${number(value)}`)}</title></rect>`,
      );
      const interval = series.intervals?.[g];
      if (interval) {
        const cx = (x + (barW * 0.92) / 2).toFixed(1);
        const [lo, hi] = [y(interval[0]).toFixed(1), y(interval[1]).toFixed(1)];
        parts.push(`<path class="whisker" d="M${cx} ${lo}V${hi}M${(Number(cx) - 3).toFixed(1)} ${lo}h6M${(Number(cx) - 3).toFixed(1)} ${hi}h6" data-lower="${interval[0]}" data-upper="${interval[1]}"/>`);
      }
    });
    const lx = left + g * groupW + groupW / 2;
    const ly = top + plotH + 14;
    parts.push(
      rotate
        ? `<text class="tick" transform="translate(${lx.toFixed(1)} ${ly}) rotate(-40)" text-anchor="end">${escapeHtml(label)}</text>`
        : `<text class="tick" x="${lx.toFixed(1)}" y="${ly}" text-anchor="middle">${escapeHtml(label)}</text>`,
    );
    parts.push('</g>');
  });
  parts.push(`<line class="axis" x1="${left}" x2="${width - right}" y1="${y(0).toFixed(1)}" y2="${y(0).toFixed(1)}"/>`);
  if (chart.xLabel) parts.push(`<text class="axis-label" x="${left + plotW / 2}" y="${height - 4}" text-anchor="middle">${escapeHtml(chart.xLabel)}</text>`);
  parts.push('</svg>');
  const legend = chart.series
    .map((s, k) => `<span><i style="background:${SERIES_COLOURS[k % SERIES_COLOURS.length]}"></i>${escapeHtml(s.name)}</span>`)
    .join(' ');
  return `<figure class="chart-box">${parts.join('')}<figcaption class="legend">${legend}</figcaption></figure>`;
}

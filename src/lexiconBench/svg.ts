// Hand-written SVG plots for the lexicon bench (no plotting dependency): the length histograms
// of several lexicons as one line chart, and derived against official tile values as one
// scatter panel per lexicon.

/** Okabe–Ito colours: distinguishable with the common colour-vision deficiencies. */
export const SERIES_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#F0E442'];

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Round tick values covering [0, max]: steps of 1, 2 or 5 × 10^k, about `count` of them. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw)!;
  const out: number[] = [];
  for (let v = 0; v < max + step * 0.999; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

export const SERIES_DASHES = ['', '9 4', '3 3', '12 4 3 4'];

/** Room under the length plot for the note on words past its axis. */
const NOTE_HEIGHT = 18;

/** Shares (%) below this are invisible at the plot's scale. */
const VISIBLE_SHARE = 0.05;

const num = (x: number) => (Math.round(x * 10) / 10).toString();

export interface HistogramSeries {
  name: string;
  /** histogram[k] = words of length k. */
  histogram: readonly number[];
}

/** One line per lexicon: share of its words (%) by length in tiles. */
export function lengthHistogramSvg(series: readonly HistogramSeries[], title = 'Word lengths'): string {
  const width = 820, height = 480;
  const m = { left: 72, right: 24, top: 56, bottom: 64 };
  const plotW = width - m.left - m.right, plotH = height - m.top - m.bottom;
  const shares = series.map((s) => {
    const total = s.histogram.reduce((a, b) => a + b, 0);
    return s.histogram.map((n) => (total ? (100 * n) / total : 0));
  });
  // The axis ends where every series has fallen below VISIBLE_SHARE: a long tail of a few
  // 30-tile words would squeeze the curves. The words past the axis are counted in a note.
  let maxLen = 1, longest = 0;
  for (const sh of shares) {
    sh.forEach((v, k) => {
      if (v >= VISIBLE_SHARE && k > maxLen) maxLen = k;
      if (v > 0 && k > longest) longest = k;
    });
  }
  if (longest > maxLen) maxLen++;
  const beyond = series.map((s) => ({ name: s.name, words: s.histogram.slice(maxLen + 1).reduce((a, b) => a + b, 0), longest: s.histogram.length - 1 }))
    .filter((b) => b.words > 0);
  const yTicks = niceTicks(Math.max(1, ...shares.flat()), 6);
  const yMax = yTicks[yTicks.length - 1]!;
  const x = (len: number) => m.left + ((len - 0.5) / maxLen) * plotW;
  const y = (v: number) => m.top + plotH - (v / yMax) * plotH;
  const parts: string[] = [];
  parts.push(`<text x="${width / 2}" y="28" text-anchor="middle" font-size="18" font-weight="bold">${escapeXml(title)}</text>`);
  // Grid and axes.
  for (const t of yTicks) {
    parts.push(`<line x1="${m.left}" y1="${num(y(t))}" x2="${m.left + plotW}" y2="${num(y(t))}" stroke="#ddd"/>`);
    parts.push(`<text x="${m.left - 8}" y="${num(y(t) + 4)}" text-anchor="end" font-size="12">${t}</text>`);
  }
  const xStep = maxLen > 30 ? 5 : maxLen > 15 ? 2 : 1;
  for (let len = 1; len <= maxLen; len++) {
    if (len % xStep) continue;
    parts.push(`<line x1="${num(x(len))}" y1="${m.top + plotH}" x2="${num(x(len))}" y2="${m.top + plotH + 5}" stroke="#333"/>`);
    parts.push(`<text x="${num(x(len))}" y="${m.top + plotH + 20}" text-anchor="middle" font-size="12">${len}</text>`);
  }
  parts.push(`<line x1="${m.left}" y1="${m.top + plotH}" x2="${m.left + plotW}" y2="${m.top + plotH}" stroke="#333"/>`);
  parts.push(`<line x1="${m.left}" y1="${m.top}" x2="${m.left}" y2="${m.top + plotH}" stroke="#333"/>`);
  parts.push(`<text x="${m.left + plotW / 2}" y="${height - 18}" text-anchor="middle" font-size="14">word length (tiles; a digraph tile counts as one)</text>`);
  parts.push(`<text transform="translate(20 ${m.top + plotH / 2}) rotate(-90)" text-anchor="middle" font-size="14">share of the lexicon's words (%)</text>`);
  // Series.
  series.forEach((s, i) => {
    const colour = SERIES_COLOURS[i % SERIES_COLOURS.length]!;
    const points: string[] = [];
    for (let len = 1; len <= maxLen; len++) points.push(`${num(x(len))},${num(y(shares[i]![len] ?? 0))}`);
    parts.push(`<g class="series" data-name="${escapeXml(s.name)}" stroke="${colour}" fill="${colour}">`);
    // A dash pattern per series as well as a colour: near-identical lexicons draw one over the other.
    const dash = SERIES_DASHES[i % SERIES_DASHES.length]!;
    parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke-width="2.5"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`);
    for (const p of points) {
      const [px, py] = p.split(',');
      parts.push(`<circle cx="${px}" cy="${py}" r="3"/>`);
    }
    parts.push('</g>');
  });
  // Legend, top right inside the plot (the histograms are low on the right).
  const legendW = 230, rowH = 20;
  const lx = m.left + plotW - legendW - 8, ly = m.top + 8;
  parts.push(`<rect x="${lx}" y="${ly}" width="${legendW}" height="${series.length * rowH + 12}" fill="white" fill-opacity="0.9" stroke="#bbb"/>`);
  series.forEach((s, i) => {
    const colour = SERIES_COLOURS[i % SERIES_COLOURS.length]!;
    const total = s.histogram.reduce((a, b) => a + b, 0);
    const yy = ly + 16 + i * rowH;
    const dash = SERIES_DASHES[i % SERIES_DASHES.length]!;
    parts.push(`<line x1="${lx + 8}" y1="${yy - 4}" x2="${lx + 36}" y2="${yy - 4}" stroke="${colour}" stroke-width="3"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`);
    parts.push(`<text class="legend" x="${lx + 42}" y="${yy}" font-size="13">${escapeXml(s.name)} (${total.toLocaleString('en')} words)</text>`);
  });
  if (beyond.length) {
    const text = beyond.map((b) => `${b.name} ${b.words.toLocaleString('en')} (up to ${b.longest})`).join(', ');
    // Below the axis title: anywhere in the plot it may cross a curve.
    parts.push(`<text x="${m.left}" y="${height + NOTE_HEIGHT - 10}" font-size="11" fill="#555">` +
      `words longer than ${maxLen} tiles, not drawn: ${escapeXml(text)}</text>`);
  }
  return wrap(width, height + (beyond.length ? NOTE_HEIGHT : 0), parts);
}

export interface ValuePanel {
  /** Panel title, e.g. 'sowpods (english tiles)'. */
  name: string;
  tiles: readonly { text: string; official: number; derived: number }[];
  /** Pearson r between derived and official, shown in the title. */
  correlation: number;
}

/**
 * One scatter panel per lexicon: official value (x) against derived value (y), 1–10 on both,
 * the diagonal dashed. Tiles at the same point share one marker and one label.
 */
export function tileValuesSvg(panels: readonly ValuePanel[], title = 'Tile values: derived from letter frequencies vs official'): string {
  const cols = Math.min(2, Math.max(1, panels.length));
  const rows = Math.ceil(panels.length / cols);
  const panelW = 470, panelH = 450, top = 50;
  const width = cols * panelW, height = top + rows * panelH;
  const parts: string[] = [];
  parts.push(`<text x="${width / 2}" y="30" text-anchor="middle" font-size="18" font-weight="bold">${escapeXml(title)}</text>`);
  panels.forEach((p, i) => {
    const ox = (i % cols) * panelW, oy = top + Math.floor(i / cols) * panelH;
    parts.push(`<g class="panel" data-name="${escapeXml(p.name)}" transform="translate(${ox} ${oy})">`);
    parts.push(...valuePanel(p, panelW, panelH, SERIES_COLOURS[i % SERIES_COLOURS.length]!));
    parts.push('</g>');
  });
  return wrap(width, height, parts);
}

function valuePanel(p: ValuePanel, w: number, h: number, colour: string): string[] {
  const m = { left: 56, right: 24, top: 34, bottom: 52 };
  const plotW = w - m.left - m.right, plotH = h - m.top - m.bottom;
  const x = (v: number) => m.left + ((v - 0.5) / 10) * plotW;
  const y = (v: number) => m.top + plotH - ((v - 0.5) / 10) * plotH;
  const out: string[] = [];
  const r = Number.isNaN(p.correlation) ? 'n/a' : p.correlation.toFixed(2);
  out.push(`<text x="${w / 2}" y="20" text-anchor="middle" font-size="14" font-weight="bold">${escapeXml(p.name)} — r = ${r}</text>`);
  for (let v = 1; v <= 10; v++) {
    out.push(`<line x1="${num(x(v))}" y1="${m.top}" x2="${num(x(v))}" y2="${m.top + plotH}" stroke="#eee"/>`);
    out.push(`<line x1="${m.left}" y1="${num(y(v))}" x2="${m.left + plotW}" y2="${num(y(v))}" stroke="#eee"/>`);
    out.push(`<text x="${num(x(v))}" y="${m.top + plotH + 16}" text-anchor="middle" font-size="11">${v}</text>`);
    out.push(`<text x="${m.left - 6}" y="${num(y(v) + 4)}" text-anchor="end" font-size="11">${v}</text>`);
  }
  out.push(`<rect x="${m.left}" y="${m.top}" width="${plotW}" height="${plotH}" fill="none" stroke="#333"/>`);
  out.push(`<line x1="${num(x(0.5))}" y1="${num(y(0.5))}" x2="${num(x(10.5))}" y2="${num(y(10.5))}" stroke="#999" stroke-dasharray="5 4"/>`);
  out.push(`<text x="${m.left + plotW / 2}" y="${h - 14}" text-anchor="middle" font-size="12">official value</text>`);
  out.push(`<text transform="translate(16 ${m.top + plotH / 2}) rotate(-90)" text-anchor="middle" font-size="12">derived value</text>`);
  const groups = new Map<string, { official: number; derived: number; texts: string[] }>();
  for (const t of p.tiles) {
    const key = `${t.official},${t.derived}`;
    const g = groups.get(key) ?? { official: t.official, derived: t.derived, texts: [] };
    g.texts.push(t.text);
    groups.set(key, g);
  }
  for (const g of groups.values()) {
    const cx = x(g.official), cy = y(g.derived);
    out.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(3 + Math.sqrt(g.texts.length))}" fill="${colour}" fill-opacity="0.8"/>`);
    // Long labels wrap, four tiles a line, so a crowded point stays inside its cell.
    const lines: string[] = [];
    for (let k = 0; k < g.texts.length; k += 4) lines.push(g.texts.slice(k, k + 4).join(' '));
    const anchorLeft = g.official >= 8;
    lines.forEach((line, k) => {
      const tx = anchorLeft ? cx - 7 : cx + 7;
      out.push(`<text class="tile" x="${num(tx)}" y="${num(cy - 3 + k * 12 - ((lines.length - 1) * 12) / 2 + 4)}" ` +
        `text-anchor="${anchorLeft ? 'end' : 'start'}" font-size="11">${escapeXml(line)}</text>`);
    });
  }
  return out;
}

function wrap(width: number, height: number, parts: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT}>
<rect width="${width}" height="${height}" fill="white"/>
${parts.join('\n')}
</svg>
`;
}

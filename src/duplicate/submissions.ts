// Players' moves as an arbiter enters them: CSV with a header row naming the columns (player,
// turn, coord, word, and optionally claimed and penalty), or JSON (an array of objects with the
// same fields, or { "moves": [...] }). Errors name the line or the entry.

import { errors } from '../errors.js';
import { quote } from '../inputText.js';
import { parseJsonText } from '../inputJson.js';
import type { Submission } from './arbitrate.js';

const FIELDS = ['player', 'turn', 'coord', 'word', 'claimed', 'penalty'] as const;
const REQUIRED = ['player', 'turn', 'coord', 'word'] as const;

/** One CSV field as written: quoted when it holds a comma, a quote or a line break. */
export function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Players' moves as the CSV readSubmissions reads (header first). */
export function writeSubmissions(submissions: readonly Submission[]): string {
  const rows = submissions.map((e) => [e.player, e.turn, e.coord, e.word, e.claimed ?? '', e.penalty ?? ''].map((x) => csvField(String(x))).join(','));
  return `${['player,turn,coord,word,claimed,penalty', ...rows].join('\n')}\n`;
}

/** Splits one CSV line into fields ("…" quotes a field, "" inside it is a quote). */
function csvFields(line: string, where: string): string[] {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) throw errors.badInput(`${where}: a quoted field has no closing quote`);
        if (line[i] === '"') {
          if (line[i + 1] === '"') { field += '"'; i += 2; continue; }
          i++;
          break;
        }
        field += line[i++];
      }
      if (i < line.length && line[i] !== ',') throw errors.badInput(`${where}: text after a quoted field`);
    } else {
      const end = line.indexOf(',', i);
      field = line.slice(i, end < 0 ? line.length : end);
      i = end < 0 ? line.length : end;
    }
    out.push(field.trim());
    if (i >= line.length) return out;
    i++; // the comma
  }
}

function wholeNumber(text: string, field: string, where: string, min: number): number {
  const n = Number(text);
  if (!/^[+-]?\d+$/.test(text.trim()) || n < min) throw errors.badInput(`${where}: ${field} must be a whole number${min > -Infinity ? ` ≥ ${min}` : ''}, got ${quote(text)}`);
  return n;
}

function submission(get: (f: (typeof FIELDS)[number]) => string | undefined, where: string): Submission {
  for (const f of REQUIRED) {
    if (!get(f)) throw errors.badInput(`${where}: the ${f} is missing`);
  }
  const claimed = get('claimed'), penalty = get('penalty');
  return {
    player: get('player')!, turn: wholeNumber(get('turn')!, 'the turn', where, 1), coord: get('coord')!, word: get('word')!,
    ...(claimed && { claimed: wholeNumber(claimed, 'the claimed score', where, 0) }),
    ...(penalty && { penalty: wholeNumber(penalty, 'the penalty', where, 0) }),
    where,
  };
}

function readCsv(text: string, source: string): Submission[] {
  const lines = text.split(/\r\n|\r|\n/);
  const headerAt = lines.findIndex((l) => l.trim());
  if (headerAt < 0) throw errors.badInput(`${source} is empty: it needs a header (player,turn,coord,word[,claimed][,penalty]) and one line per move`);
  const header = csvFields(lines[headerAt]!, `${source} line ${headerAt + 1}`).map((h) => h.toLowerCase());
  for (const h of header) {
    if (!(FIELDS as readonly string[]).includes(h)) throw errors.badInput(`${source} line ${headerAt + 1}: unknown column ${quote(h)} (columns: ${FIELDS.join(', ')})`);
  }
  for (const f of REQUIRED) {
    if (!header.includes(f)) throw errors.badInput(`${source} line ${headerAt + 1}: the header has no ${f} column (it needs player, turn, coord, word)`);
  }
  const out: Submission[] = [];
  lines.forEach((line, i) => {
    if (i <= headerAt || !line.trim()) return;
    const where = `${source} line ${i + 1}`;
    const fields = csvFields(line, where);
    if (fields.length > header.length) throw errors.badInput(`${where}: ${fields.length} fields, the header names ${header.length}`);
    out.push(submission((f) => fields[header.indexOf(f)] || undefined, where));
  });
  return out;
}

function readJson(text: string, source: string): Submission[] {
  const data = parseJsonText(text, source);
  const list = Array.isArray(data) ? data : (data as { moves?: unknown })?.moves;
  if (!Array.isArray(list)) throw errors.badInput(`${source}: expected an array of moves, or { "moves": [...] }`);
  return list.map((entry, i) => {
    const where = `${source} move ${i + 1}`;
    if (typeof entry !== 'object' || entry === null) throw errors.badInput(`${where}: expected an object with player, turn, coord and word`);
    const e = entry as Record<string, unknown>;
    for (const k of Object.keys(e)) {
      if (!(FIELDS as readonly string[]).includes(k)) throw errors.badInput(`${where}: unknown field ${quote(k)} (fields: ${FIELDS.join(', ')})`);
    }
    return submission((f) => (e[f] === undefined || e[f] === null ? undefined : String(e[f])), where);
  });
}

/** Reads players' moves from CSV or JSON text (JSON when it starts with '[' or '{'). */
export function readSubmissions(text: string, source = 'the moves'): Submission[] {
  return /^\s*[[{]/.test(text) ? readJson(text, source) : readCsv(text, source);
}

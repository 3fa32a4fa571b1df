// Options that bound a command's work, shared by every command that takes them: --workers
// (capped at the cores and the tasks), --max-seconds and --max-nodes (a Budget for searches that
// can blow up: check them with budgetLimits before any work, start the Budget when the search
// starts), and how a partial result is announced (exit status 4, docs/errors.md).

import { availableParallelism } from 'node:os';
import type { BudgetLimits, PartialInfo } from '../budget.js';
import { errors } from '../errors.js';
import { quoteValue } from '../inputText.js';
import { intOption, type Options, type Values } from './command.js';

/**
 * --workers K, capped at min(cores, tasks): more threads than cores only queue, and each costs a
 * WASM memory and a lexicon copy (1,000 workers took 34 s and 1.4 GB for 3 positions). A cap says
 * so on stderr (`tasksText` says what the tasks are). Without --workers: that cap.
 */
export function workersOption(values: Values, tasks: number, tasksText = `${tasks} task${tasks === 1 ? '' : 's'}`,
  stderr: NodeJS.WritableStream = process.stderr): number {
  const cores = availableParallelism();
  const cap = Math.max(1, Math.min(cores, tasks));
  if (values.workers === undefined) return cap;
  const asked = intOption(values, 'workers', cap, 1);
  if (asked > cap) {
    const why = tasks < cores ? tasksText : `${cores} core${cores === 1 ? '' : 's'}`;
    stderr.write(`note: --workers ${asked} capped at ${cap} (${why})\n`);
  }
  return Math.min(asked, cap);
}

/** The options a command spreads in to take a budget. */
export const budgetOptions: Options = {
  'max-seconds': { type: 'string' },
  'max-nodes': { type: 'string' },
};

export interface BudgetHelp {
  /** The command's default seconds (undefined: no limit). */
  seconds?: number;
  /** What a node is ('positions'). */
  nodes: string;
  /** What is printed when stopped (default 'the best found so far'). */
  found?: string;
  /** Words before each description ('with --plan, '). */
  scope?: string;
  /** Column where descriptions start, as in the command's help (default 21). */
  column?: number;
}

/** Help lines for the budget options. */
export function budgetHelp(h: BudgetHelp): string {
  const pad = (flag: string) => `  ${flag}`.padEnd(h.column ?? 21);
  const time = h.seconds === undefined ? 'no limit' : `${h.seconds}`;
  return `${pad('--max-seconds S')}${h.scope ?? ''}stop after S seconds (default ${time}), print ${h.found ?? 'the best found so far'}
${pad('')}marked partial, exit status 4
${pad('--max-nodes N')}${h.scope ?? ''}the same after N ${h.nodes} (default no limit)`;
}

/** A flag that gives seconds (--seconds, --max-seconds): a number > 0, or `fallback` when absent. */
export function secondsOption<T extends number | undefined>(values: Values, name: string, fallback: T): number | T {
  const v = values[name];
  if (v === undefined) return fallback;
  const seconds = Number(v);
  if (typeof v !== 'string' || !Number.isFinite(seconds) || seconds <= 0) {
    throw errors.usage(`--${name} must be a number of seconds > 0, got ${quoteValue(v)}`);
  }
  return seconds;
}

/** The limits --max-seconds / --max-nodes ask for, with the command's defaults (checked; no clock yet). */
export function budgetLimits(values: Values, defaults: BudgetLimits = {}): BudgetLimits {
  const seconds = secondsOption(values, 'max-seconds', defaults.seconds);
  const nodes = values['max-nodes'] === undefined ? defaults.nodes : intOption(values, 'max-nodes', 1, 1);
  return { seconds, nodes };
}

/**
 * Says on stderr that the result printed is partial and why; returns exit status 4. `timeFlag`
 * is the flag that set the time budget (endgame's --seconds).
 */
export function reportPartial(info: PartialInfo, what: string, timeFlag = '--max-seconds'): 4 {
  const stderr = process.stderr;
  const limit = info.reason === 'time'
    ? `its time budget (${timeFlag} ${info.limit})`
    : info.reason === 'nodes'
      ? `its node budget (--max-nodes ${info.limit.toLocaleString('en')})`
      : `the most it may keep in memory (${info.limit.toLocaleString('en')} items; give a smaller --max-nodes or a simpler board)`;
  stderr.write(`partial result: ${what} stopped at ${limit} after ${info.seconds.toFixed(1)} s and ` +
    `${info.nodes.toLocaleString('en')} nodes; what it found so far is printed\n`);
  return 4;
}

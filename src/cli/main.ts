#!/usr/bin/env node
// verbivore: the command-line entry point. Finds the command, parses its flags, prints its help,
// and turns every error into one clear line and a non-zero exit (a stack trace only with
// VERBIVORE_DEBUG=1).

import { VerbivoreError } from '../errors.js';
import { type Command, parseCommandArgs } from './command.js';
import { anagram } from './commands/anagram.js';
import { check } from './commands/check.js';
import { grid, gridBench, gridBest } from './commands/grid.js';
import { lexiconBuild, lexiconInfo } from './commands/lexicon.js';
import { lexiconCompare, lexiconStats } from './commands/lexiconTools.js';
import { lexiconBench } from '../lexiconBench/command.js';
import { moves } from './commands/moves.js';
import { pattern } from './commands/pattern.js';
import { syllables, syllablesBridge, syllablesCombine, syllablesIndex } from './commands/syllables.js';

export const commands: Command[] = [
  lexiconBuild, lexiconInfo, lexiconBench, lexiconCompare, lexiconStats, check, anagram, pattern, moves,
  syllables, syllablesCombine, syllablesBridge, syllablesIndex, grid, gridBench, gridBest,
];

function usage(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return `verbivore — word-game engine: Scrabble moves, grid words, anagrams, lexicons

Usage: verbivore COMMAND [ARGS] [--json] [--help]

Commands:
${commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

Run "verbivore COMMAND --help" for a command's options.`;
}

/** Longest command whose words start argv. */
function findCommand(argv: string[]): { cmd: Command; rest: string[] } | undefined {
  let best: Command | undefined;
  for (const c of commands) {
    const words = c.name.split(' ');
    if (words.every((w, i) => argv[i] === w) && (!best || words.length > best.name.split(' ').length)) best = c;
  }
  return best && { cmd: best, rest: argv.slice(best.name.split(' ').length) };
}

export async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    console.log(usage());
    return argv.length === 0 ? 2 : 0;
  }
  const found = findCommand(argv);
  if (!found) {
    const group = commands.filter((c) => c.name.startsWith(`${argv[0]} `));
    if (group.length) {
      console.error(`verbivore ${argv[0]}: choose one of: ${group.map((c) => c.name).join(', ')}`);
    } else {
      console.error(`verbivore: unknown command "${argv[0]}"\n\n${usage()}`);
    }
    return 2;
  }
  const { cmd, rest } = found;
  const { values, positionals } = parseCommandArgs(cmd, rest);
  if (values.help) {
    console.log(cmd.help);
    return 0;
  }
  return await cmd.run(values, positionals);
}

export function reportError(e: unknown): number {
  if (e instanceof VerbivoreError) {
    console.error(`verbivore: ${e.message}`);
    if (process.env.VERBIVORE_DEBUG) console.error(e.stack);
    return e.exitCode;
  }
  const err = e as Error;
  console.error(`verbivore: unexpected error: ${err?.message ?? String(e)}`);
  if (process.env.VERBIVORE_DEBUG) console.error(err?.stack);
  return 3;
}

// A reader that stops early (verbivore grid ... | head) is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (e) => { process.exitCode = reportError(e); },
);

#!/usr/bin/env node
// verbivore: the command-line entry point. Finds the command, parses its flags, prints its help,
// and turns every error into one clear line and a non-zero exit (a stack trace only with
// VERBIVORE_DEBUG=1).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VerbivoreError } from '../errors.js';
import { packageRoot } from '../paths.js';
import { escapeControls, limitMessage } from '../inputText.js';
import { type Command, parseCommandArgs } from './command.js';
import { anagram } from './commands/anagram.js';
import { autoplay } from './commands/autoplay.js';
import { leavesConvert, leavesInfo, leavesTrain } from './commands/leaves.js';
import { check } from './commands/check.js';
import { grid, gridBench, gridBest } from './commands/grid.js';
import { lexiconBuild, lexiconInfo } from './commands/lexicon.js';
import { lexiconCompare, lexiconStats } from './commands/lexiconTools.js';
import { lexiconBench } from '../lexiconBench/command.js';
import { moves } from './commands/moves.js';
import { pattern } from './commands/pattern.js';
import { query } from './commands/query.js';
import { serve } from './commands/serve.js';
import { sim } from './commands/sim.js';
import { game, gameCommands } from './commands/game.js';
import { syllables, syllablesBridge, syllablesCombine, syllablesIndex } from './commands/syllables.js';
import { worker } from './commands/worker.js';

export const commands: Command[] = [
  lexiconBuild, lexiconInfo, lexiconBench, lexiconCompare, lexiconStats, check, anagram, pattern, moves,
  syllables, syllablesCombine, syllablesBridge, syllablesIndex, grid, gridBench, gridBest,
  query, game, ...gameCommands,
  autoplay, leavesTrain, leavesConvert, leavesInfo,
  sim,
  worker, serve,
];

function usage(): string {
  const listed = commands.filter((c) => !c.hidden);
  const width = Math.max(...listed.map((c) => c.name.length));
  return `verbivore — word-game engine: Scrabble moves, grid words, anagrams, lexicons

Usage: verbivore COMMAND [ARGS] [--json] [--help]
       verbivore help COMMAND     the same as verbivore COMMAND --help
       verbivore --version

Commands:
${listed.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

Run "verbivore COMMAND --help" for a command's options.`;
}

/** Commands whose name starts with the group's words ('lexicon' → lexicon build, lexicon info...). */
function groupOf(words: string[]): Command[] {
  const prefix = `${words.join(' ')} `;
  return commands.filter((c) => c.name.startsWith(prefix));
}

/** The help of a group of commands: each subcommand and what it does. */
function groupHelp(group: string, members: Command[]): string {
  const width = Math.max(...members.map((c) => c.name.length));
  return `Usage: verbivore ${group} SUBCOMMAND [ARGS] [--json] [--help]

Subcommands:
${members.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

Run "verbivore ${group} SUBCOMMAND --help" for a subcommand's options.`;
}

/** A command's --help, followed by its subcommands when it also heads a group (grid, syllables). */
function commandHelp(cmd: Command): string {
  const members = groupOf(cmd.name.split(' '));
  if (!members.length) return cmd.help;
  const width = Math.max(...members.map((c) => c.name.length));
  return `${cmd.help}\n\nSubcommands:\n${members.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}`;
}

export function version(): string {
  return JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version;
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
  if (argv[0] === '--version' || argv[0] === '-V') {
    console.log(`verbivore ${version()}`);
    return 0;
  }
  if (argv[0] === 'help' && argv.length > 1) return main([...argv.slice(1), '--help']);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    console.log(usage());
    return argv.length === 0 ? 2 : 0;
  }
  const found = findCommand(argv);
  if (!found) {
    const group = groupOf(argv.slice(0, 1));
    if (!group.length) {
      console.error(`verbivore: unknown command "${argv[0]}"\n\n${usage()}`);
      return 2;
    }
    if (argv.length === 2 && (argv[1] === '--help' || argv[1] === '-h')) {
      console.log(groupHelp(argv[0]!, group));
      return 0;
    }
    const which = argv.length > 1 ? `unknown ${argv[0]} subcommand "${argv[1]}"` : `"${argv[0]}" needs a subcommand`;
    console.error(`verbivore: ${which}\n\n${groupHelp(argv[0]!, group)}`);
    return 2;
  }
  const { cmd, rest } = found;
  const { values, positionals } = parseCommandArgs(cmd, rest);
  if (values.help) {
    console.log(commandHelp(cmd));
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
  console.error(`verbivore: unexpected error: ${limitMessage(escapeControls(err?.message ?? String(e)))}`);
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

#!/usr/bin/env node
// verbivore: the command-line entry point. Finds the command, parses its flags, prints its help,
// and turns every error into one clear line and a non-zero exit (a stack trace only with
// VERBIVORE_DEBUG=1).

// First: it holds a Ctrl-C from here on, while the rest loads (interrupt.ts).
import { releaseInterrupt } from './interrupt.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VerbivoreError } from '../errors.js';
import { packageRoot } from '../paths.js';
import { escapeControls, limitMessage } from '../inputText.js';
import { type Command, flagOf, parseCommandArgs } from './command.js';
import { commandTable, hiddenCommands } from './commandTable.js';

/** A command or a group member as the listings show it. */
type Listed = { name: string; summary: string };

function usage(): string {
  const width = Math.max(...commandTable.map((c) => c.name.length));
  return `verbivore — word-game engine: Scrabble moves, grid words, anagrams, lexicons

Usage: verbivore COMMAND [ARGS] [--json] [--help]
       verbivore help COMMAND     the same as verbivore COMMAND --help
       verbivore --version

Commands:
${commandTable.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

Run "verbivore COMMAND --help" for a command's options.`;
}

/** Listed commands whose name starts with the group's words ('lexicon' → lexicon build, lexicon info...). */
function groupOf(words: string[]): Listed[] {
  const prefix = `${words.join(' ')} `;
  return commandTable.filter((c) => c.name.startsWith(prefix));
}

function listing(members: Listed[]): string {
  const width = Math.max(...members.map((c) => c.name.length));
  return members.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
}

/** The help of a group of commands: each subcommand and what it does. */
function groupHelp(group: string, members: Listed[]): string {
  return `Usage: verbivore ${group} SUBCOMMAND [ARGS] [--json] [--help]

Subcommands:
${listing(members)}

Run "verbivore ${group} SUBCOMMAND --help" for a subcommand's options.`;
}

/** A command's --help, followed by its subcommands when it also heads a group (grid, syllables, game). */
async function commandHelp(cmd: Command): Promise<string> {
  const members: Listed[] = [...groupOf(cmd.name.split(' '))];
  for (const h of hiddenCommands) if (h.group === cmd.name) members.push(...await h.load());
  if (!members.length) return cmd.help;
  return `${cmd.help}\n\nSubcommands:\n${listing(members)}`;
}

export function version(): string {
  return JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version;
}

/**
 * The command argv names: the longest listed name its words start with, or a hidden member of a
 * group (verbivore game NAME). Loads only that command's module.
 */
async function findCommand(argv: string[]): Promise<{ cmd: Command; rest: string[] } | undefined> {
  const hidden = hiddenCommands.find((h) => h.group === argv[0]);
  if (hidden && argv.length > 1) {
    releaseInterrupt();
    const cmd = (await hidden.load()).find((c) => c.name === `${argv[0]} ${argv[1]}`);
    if (cmd) return { cmd, rest: argv.slice(2) };
  }
  let best: (typeof commandTable)[number] | undefined;
  for (const c of commandTable) {
    const words = c.name.split(' ');
    if (words.every((w, i) => argv[i] === w) && (!best || words.length > best.name.split(' ').length)) best = c;
  }
  if (!best?.interruptible) releaseInterrupt();
  return best && { cmd: await best.load(), rest: argv.slice(best.name.split(' ').length) };
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
  const found = await findCommand(argv);
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
    console.log(await commandHelp(cmd));
    return 0;
  }
  return await cmd.run(values, positionals);
}

export function reportError(e: unknown): number {
  if (e instanceof VerbivoreError) {
    // Library messages name options as the library caller passed them; here they are flags.
    console.error(`verbivore: ${e.messageNaming(flagOf)}`);
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

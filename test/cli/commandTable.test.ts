// The command table (src/cli/commandTable.ts): each entry loads the command it names, with the
// summary it lists; and a command loads only its own modules — `verbivore --help` none, `check`
// no grid, game or pool code (a module-load hook in the child process records every module).

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandTable, hiddenCommands } from '../../src/cli/commandTable.js';
import { packageRoot } from '../../src/paths.js';
import { tempDir } from '../helpers.js';

describe('the command table', () => {
  it('each entry loads its command, with the name and summary it lists; names are unique', async () => {
    const names = commandTable.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of commandTable) {
      const cmd = await entry.load();
      expect({ name: cmd.name, summary: cmd.summary, hidden: cmd.hidden }).toEqual({ name: entry.name, summary: entry.summary, hidden: undefined });
    }
    for (const h of hiddenCommands) {
      const cmds = await h.load();
      expect(cmds.length).toBeGreaterThan(0);
      for (const c of cmds) {
        expect(c.name.startsWith(`${h.group} `)).toBe(true);
        expect(c.hidden).toBe(true);
        expect(names).not.toContain(c.name);
      }
    }
  });

  it('a command loads only the modules it needs', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'hooks.mjs'), 'let port;\nexport function initialize(d) { port = d.port; }\n' +
      'export async function load(url, context, next) { port.postMessage(url); return next(url, context); }\n');
    writeFileSync(join(dir, 'register.mjs'), `import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const seen = [];
port1.on('message', (url) => seen.push(url));
port1.unref();
register('./hooks.mjs', { parentURL: import.meta.url, data: { port: port2 }, transferList: [port2] });
process.on('exit', () => process.stderr.write('LOADED ' + JSON.stringify(seen) + '\\n'));
`);
    const main = join(packageRoot, 'dist', 'src', 'cli', 'main.js');
    const loaded = (...args: string[]) => {
      const r = spawnSync(process.execPath, ['--import', join(dir, 'register.mjs'), main, ...args], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      const line = r.stderr.split('\n').find((l) => l.startsWith('LOADED '))!;
      return (JSON.parse(line.slice('LOADED '.length)) as string[]).filter((u) => u.startsWith('file:'))
        .map((u) => u.slice(u.indexOf('/dist/') >= 0 ? u.indexOf('/dist/') + 6 : u.indexOf('/node_modules/') + 1));
    };
    expect(loaded('--help').sort()).toEqual(['src/cli/command.js', 'src/cli/commandTable.js', 'src/cli/interrupt.js', 'src/cli/main.js', 'src/errors.js', 'src/inputText.js', 'src/paths.js']);
    const check = loaded('check', 'QI');
    expect(check).toContain('src/cli/commands/check.js');
    expect(check.filter((m) => /^src\/(grid|game|pool|party|scrabble)\/|bullmq|piscina|ioredis/.test(m))).toEqual([]);
    expect(loaded('grid', '--help')).toContain('src/cli/commands/grid.js');
  });
});

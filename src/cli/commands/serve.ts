// verbivore serve: the web page (src/web) on a local HTTP server, until Ctrl-C.

import { errors } from '../../errors.js';
import { quote } from '../../inputText.js';
import { type Command, intOption, printJson, stringOption } from '../command.js';

export const serve: Command = {
  name: 'serve',
  summary: 'the web page: a Scrabble board editor with its moves, grid words, queries (in your browser)',
  help: `Usage: verbivore serve [--port 8080] [--host 127.0.0.1]

Serves verbivore's web page and prints its address; open it in a browser. The page has a
Scrabble board editor (CGP paste and copy, GCG upload with a turn slider) with the move list
of its rack, the words of a grid board with their paths, and anagram, pattern and party-game
queries. Every search runs in the browser, in a Web Worker on the WebAssembly core; the server
only sends the page, the core and the lexicons (a lexicon never built is built on its first
request, as the CLI does). Ctrl-C stops it.

  --port N      port to listen on (default 8080; 0 picks a free one)
  --host HOST   address to listen on (default 127.0.0.1, this machine only; 0.0.0.0 for
                every network, so a phone on the same network can open the page)
  --json        print {"url": ...} once listening, instead of the sentence`,
  options: { port: { type: 'string' }, host: { type: 'string' } },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument ${quote(positionals[0]!)} (see verbivore serve --help)`);
    const port = intOption(values, 'port', 8080, 0);
    if (port > 65535) throw errors.usage(`--port must be at most 65535, got ${port}`);
    const host = stringOption(values, 'host', '127.0.0.1');
    const { startServer } = await import('../../web/server.js');
    const log = (line: string) => process.stderr.write(`verbivore serve: ${line}\n`);
    const running = await startServer({ port, host, log });
    if (values.json) printJson({ url: running.url });
    else console.log(`verbivore serve: the page is at ${running.url} (Ctrl-C stops)`);
    await new Promise<void>((stop) => {
      process.once('SIGINT', () => stop());
      process.once('SIGTERM', () => stop());
    });
    await running.close();
    return 0;
  },
};

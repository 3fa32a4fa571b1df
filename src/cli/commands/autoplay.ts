// verbivore autoplay: seeded games between two players on this machine's threads or on the
// workers of a Redis queue, with the figures that compare them.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors } from '../../errors.js';
import { readWinTableFile } from '../../champion/builtinWinTable.js';
import { DEFAULT_CHAMPION_SECONDS } from '../../champion/champion.js';
import { checkPlayerKind } from '../../champion/players.js';
import { type ChampionSpec, leaveRefFor, type PlayerSpec, type SentLeaves } from '../../game/autoplay.js';
import { type MatchStats, runMatch } from '../../game/match.js';
import type { Blobs } from '../../pool/blobs.js';
import { loadRuleset, type CompiledRuleset } from '../../rules/index.js';
import { type Command, intOption, plural, printJson, stringOption, type Values } from '../command.js';
import { openLexiconFor } from '../lexiconOption.js';
import { secondsOption } from '../limits.js';
import { progressBar } from '../progress.js';
import { checkQueueRuleset, gamesPerTask, GAMES_RUNNER_HELP, openRunner, RUNNER_OPTIONS } from '../runnerOption.js';

/** Nodes of an equity player's endgame search per turn (--endgame-nodes). */
export const DEFAULT_ENDGAME_NODES = 0;

export const autoplay: Command = {
  name: 'autoplay',
  summary: 'seeded Scrabble games between two players, on this machine or on a Redis queue',
  help: `Usage:
  verbivore autoplay --rules R --games N [--p1 equity --p2 score] [options]

Plays N games, seats alternating (p1 moves first in even games), and prints games/s, mean
scores, each player's win rate with a 95 % interval, the spread with its 95 % interval (none with
fewer than 2 games: JSON ci95 null), bingos per game and points per move. The same seed gives the same games whatever the number of workers or machines.

Players:
  score          the highest-scoring play
  equity         the best by equity = score + leave value (--leaves), exchanges and the pass
                 considered too; equity:FILE uses the table in FILE
  topK           one of the K highest-scoring plays at random, e.g. top3
  champion       the championship player (docs/champion.md): the best by equity simulated
                 within --seconds-per-move (top-two sampling; deeper near the end; win chances
                 near the end by the built-in win table), the pre-endgame with 1 to 4 tiles in
                 the bag when the move's time allows (docs/champion.md), the endgame search once
                 it is empty; champion:FILE uses the win table FILE

Options:
  --rules NAME|FILE    english (default), catalan, spanish, super, spil, or a ruleset JSON
  --lexicon NAME       lexicon (default: the ruleset's)
  --games N            games to play (default 100)
  --p1 P, --p2 P       the players (default: score and score)
  --leaves WHICH       the equity players' table: builtin (default), a CSV or a binary table
  --endgame-nodes N    once the bag is empty, equity players play the first move of an endgame
                       search of at most N nodes a turn (src/endgame); 0: the static rule
                       (score + twice the other rack for going out, tiles kept count against)
  --seconds-per-move S the champions' time a move (default ${DEFAULT_CHAMPION_SECONDS})
  --game-seconds S     the champions' clock instead: S seconds for all their moves in a game
  --playouts N         the champions simulate N playouts a move instead of by time, and search
                       endgames 200 × N nodes: the same games on any machine (the pre-endgame
                       still goes by --seconds-per-move)
  --seed S             seed of the run (default 1)
${GAMES_RUNNER_HELP}
  --gcg DIR            write every game as DIR/game-NNNNNN.gcg
  --positions FILE     write the positions before turns --turns (CGP, one per line)
  --turns A-B          which turns --positions takes (1-based, default 4-20)
  --json               print the figures as JSON`,
  options: {
    rules: { type: 'string' }, lexicon: { type: 'string', short: 'l' }, games: { type: 'string' },
    p1: { type: 'string' }, p2: { type: 'string' }, leaves: { type: 'string' }, seed: { type: 'string' },
    'endgame-nodes': { type: 'string' }, 'seconds-per-move': { type: 'string' }, 'game-seconds': { type: 'string' },
    playouts: { type: 'string' }, ...RUNNER_OPTIONS, gcg: { type: 'string' }, positions: { type: 'string' }, turns: { type: 'string' },
  },
  async run(values, positionals) {
    if (positionals.length) throw errors.usage(`unexpected argument "${positionals[0]}" (see verbivore autoplay --help)`);
    const ruleset = stringOption(values, 'rules', 'english');
    const rules = loadRuleset(ruleset);
    const lexicon = stringOption(values, 'lexicon', rules.ruleset.lexicon);
    const games = intOption(values, 'games', 100, 1);
    const seed = intOption(values, 'seed', 1, 0);
    const sent = [playerSpec(values, 'p1', rules), playerSpec(values, 'p2', rules)] as const;
    const players: [PlayerSpec, PlayerSpec] = [sent[0].spec, sent[1].spec];
    const blobs: Blobs = { ...sent[0].blobs, ...sent[1].blobs };
    const turns = values.positions === undefined ? undefined : turnRange(stringOption(values, 'turns', '4-20'));
    if (values.turns !== undefined && !values.positions) throw errors.usage('--turns goes with --positions FILE');
    const gcgDir = values.gcg === undefined ? undefined : String(values.gcg);
    if (gcgDir) mkdirSync(gcgDir, { recursive: true });
    await openLexiconFor(lexicon);
    checkQueueRuleset(values, ruleset);
    const opened = await openRunner(values, lexicon, { tasks: Math.ceil(games / 4), tasksText: plural(games, 'game') });
    const { runner } = opened;
    const bar = progressBar(`autoplay ${plural(games, 'game')}`);
    const positions: string[] = [];
    let stats: MatchStats;
    let workers: number;
    try {
      workers = await runner.capacity();
      stats = await runMatch(runner, {
        ruleset, lexicon, players, games, seed, gcg: gcgDir !== undefined, positions: turns, blobs,
        ...await gamesPerTask(opened, games, 4),
        onGame: (g) => {
          if (gcgDir) writeFileSync(join(gcgDir, `game-${String(g.index + 1).padStart(6, '0')}.gcg`), g.gcg!);
          if (g.positions) positions.push(...g.positions);
        },
        progress: (done, total) => bar('playing', done, total),
      });
    } finally {
      await runner.close();
    }
    bar.done();
    if (values.positions) writeFileSync(String(values.positions), positions.map((p) => `${p}\n`).join(''));
    stats.players.forEach((p, i) => { p.description = describe(players[i]!); });
    const header = { ruleset: rules.ruleset.name, lexicon, seed, workers, runner: opened.where };
    if (values.json) printJson({ ...header, ...stats, ...(values.positions && { positionsWritten: positions.length }) });
    else printStats(header, stats, positions.length, values);
    return 0;
  },
};

/** A player of --p1/--p2 and the blobs its leave table travels in. */
function playerSpec(values: Values, name: 'p1' | 'p2', rules: CompiledRuleset): { spec: PlayerSpec; blobs: Blobs } {
  const text = stringOption(values, name, 'score');
  const [kind, file] = text.startsWith('equity:') ? ['equity', text.slice('equity:'.length)]
    : text.startsWith('champion:') ? ['champion', text.slice('champion:'.length)] : [text, undefined];
  checkPlayerKind(kind);
  if (kind === 'champion') {
    const sent = leaveRefFor(stringOption(values, 'leaves', 'builtin'), rules);
    if (file !== undefined && values.redis !== undefined) throw errors.usage(`with --redis, the champion's win table is the built-in one: the workers do not have the file ${file}`);
    if (file !== undefined) readWinTableFile(file); // a bad file is refused here, not in every worker
    const champion: ChampionSpec = {
      ...(file !== undefined && { winTable: file }),
      ...(values['seconds-per-move'] !== undefined && { secondsPerMove: secondsOption(values, 'seconds-per-move', DEFAULT_CHAMPION_SECONDS) }),
      ...(values['game-seconds'] !== undefined && { gameSeconds: secondsOption(values, 'game-seconds', 1) }),
      ...(values.playouts !== undefined && { playouts: intOption(values, 'playouts', 1, 1) }),
    };
    return { spec: { kind, leaves: sent.ref, champion }, blobs: sent.blobs };
  }
  if (kind !== 'equity') return { spec: { kind }, blobs: {} };
  const sent: SentLeaves = leaveRefFor(file ?? stringOption(values, 'leaves', 'builtin'), rules);
  const endgameNodes = intOption(values, 'endgame-nodes', DEFAULT_ENDGAME_NODES, 0);
  return { spec: { kind, leaves: sent.ref, ...(endgameNodes > 0 && { endgameNodes }) }, blobs: sent.blobs };
}

function describe(p: PlayerSpec): string {
  if (!p.leaves) return p.kind;
  if (p.champion) {
    const c = p.champion;
    const budget = c.playouts !== undefined ? `${c.playouts.toLocaleString('en')} playouts a move`
      : c.gameSeconds !== undefined ? `${c.gameSeconds} s a game` : `${c.secondsPerMove ?? DEFAULT_CHAMPION_SECONDS} s a move`;
    return `champion (${budget}, win table ${c.winTable ?? 'built-in'})`;
  }
  const endgame = p.endgameNodes ? `, endgame search ≤ ${p.endgameNodes.toLocaleString('en')} nodes` : '';
  return `${p.kind} (${'builtin' in p.leaves ? 'built-in leaves' : p.leaves.name}${endgame})`;
}

function turnRange(text: string): [number, number] {
  const m = /^(\d+)-(\d+)$/.exec(text);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < Number(m[1])) throw errors.usage(`--turns is A-B with 1 ≤ A ≤ B, e.g. 4-20, not "${text}"`);
  return [Number(m[1]), Number(m[2])];
}

function printStats(h: { ruleset: string; lexicon: string; seed: number; runner: string }, s: MatchStats, positions: number, values: Values): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
  console.log(`autoplay ${h.ruleset} · ${h.lexicon} · ${plural(s.games, 'game')} · ${h.runner} · seed ${h.seed}`);
  console.log(`${s.seconds.toFixed(1)} s, ${s.gamesPerSecond.toFixed(1)} games/s`);
  const rows: [string, string, string][] = [
    ['', `p1 ${s.players[0].description}`, `p2 ${s.players[1].description}`],
    ['mean score', ...s.players.map((p) => p.meanScore.toFixed(1)) as [string, string]],
    ['wins', ...s.players.map((p) => `${pct(p.winRate)} (${pct(p.winRateCi95[0])}–${pct(p.winRateCi95[1])})`) as [string, string]],
    ['bingos/game', ...s.players.map((p) => p.bingosPerGame.toFixed(2)) as [string, string]],
    ['points/move', ...s.players.map((p) => p.pointsPerMove.toFixed(1)) as [string, string]],
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length)), w1 = Math.max(...rows.map((r) => r[1].length));
  for (const r of rows) console.log(`${r[0].padEnd(w0)}  ${r[1].padEnd(w1)}  ${r[2]}`.trimEnd());
  const ci = s.spread.ci95;
  console.log(`spread p1−p2 ${signed(s.spread.mean)} (${ci ? `95 % ${signed(ci[0])} to ${signed(ci[1])}` : `no interval from ${plural(s.games, 'game')}`}), ties ${s.ties}, total score ${s.totalScore}`);
  if (values.positions) console.log(`${positions} positions written to ${values.positions}`);
  if (values.gcg) console.log(`${plural(s.games, 'game')} written to ${values.gcg}`);
}

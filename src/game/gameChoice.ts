// Which ruleset and lexicon a position is analysed with. The user's choice comes first (--rules,
// --lexicon); then what the position names: CGP `lex NAME;` and `ld NAME;` (letter
// distribution), GCG `#lexicon NAME`; then defaults that fit each other: the ruleset of the
// lexicon's alphabet, the ruleset's own lexicon, English. A lexicon the position names that
// verbivore does not know is an error listing the known ones, never a quiet switch to another.

import { existsSync } from 'node:fs';
import { errors } from '../errors.js';
import { recipes } from '../lexicon/sources.js';
import { availableLexicons, lexiconPath, loadLexicon } from '../lexicon/store.js';
import { loadRuleset, rulesetByName, rulesetNames } from '../rules/index.js';
import { type CgpOpcode, cgpOpcodes, gcgLexicon } from '../scrabble/position/index.js';

/** What a position says of its game, and where it says it (for error messages). */
export interface NamedGame {
  lexicon?: string;
  /** CGP `ld`: a letter distribution, which names one of our rulesets. */
  letterDistribution?: string;
  /** e.g. 'the CGP ("lex CSW21;")'. */
  where?: string;
}

export interface GameChoice {
  /** A built-in ruleset name or a ruleset file. */
  ruleset: string;
  lexicon: string;
}

export function cgpGame(cgp: string): NamedGame {
  return gameOfOpcodes(cgpOpcodes(cgp), 'the CGP');
}

export function gcgGame(gcg: string): NamedGame {
  const lexicon = gcgLexicon(gcg);
  return lexicon === undefined ? {} : { lexicon, where: `the GCG ("#lexicon ${lexicon}")` };
}

function gameOfOpcodes(ops: readonly CgpOpcode[], what: string): NamedGame {
  const lex = ops.find((o) => o.name === 'lex')?.value || undefined;
  const ld = ops.find((o) => o.name === 'ld')?.value || undefined;
  const said = [lex && `lex ${lex};`, ld && `ld ${ld};`].filter(Boolean).join(' ');
  return { lexicon: lex, letterDistribution: ld, where: said ? `${what} ("${said}")` : undefined };
}

export function chooseGame(given: { rules?: string; lexicon?: string }, named: NamedGame = {}): GameChoice {
  let ruleset = given.rules;
  if (ruleset === undefined && named.letterDistribution !== undefined) {
    const ld = named.letterDistribution;
    try {
      ruleset = rulesetByName(ld).name;
    } catch {
      throw errors.badInput(`${named.where} names letter distribution "${ld}", which is none of verbivore's rulesets ` +
        `(${rulesetNames.join(', ')}); give --rules NAME|FILE`);
    }
  }
  let lexicon = given.lexicon;
  if (lexicon === undefined && named.lexicon !== undefined) {
    lexicon = named.lexicon;
    if (!isKnownLexicon(lexicon)) {
      throw errors.unknownLexicon(lexicon, availableLexicons().recipes,
        `${capitalised(named.where ?? 'the position')} names it; give --lexicon NAME, or build yours from a word list: ` +
        `verbivore lexicon build ${lexicon} --from FILE --alphabet NAME|FILE.json`);
    }
  }
  if (ruleset === undefined) ruleset = lexicon === undefined ? 'english' : rulesetOfAlphabet(lexicon);
  return { ruleset, lexicon: lexicon ?? loadRuleset(ruleset).ruleset.lexicon };
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function isKnownLexicon(name: string): boolean {
  return recipes().has(name) || existsSync(lexiconPath(name));
}

/** The built-in ruleset playing a lexicon's tiles (each built-in alphabet has one of its name). */
function rulesetOfAlphabet(lexicon: string): string {
  const alphabet = recipes().get(lexicon)?.alphabet ?? loadLexicon(lexicon).alphabet.id;
  return rulesetNames.includes(alphabet) ? alphabet : 'english';
}

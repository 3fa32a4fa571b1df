// What the server tells the page it can offer (GET /api/catalog.json): shared by the server
// (server.ts) and the page (app/), so both sides agree on its shape.

export interface Catalog {
  /** Lexicons by recipe or built file; a recipe not built yet is built on the first fetch. */
  lexicons: { name: string; alphabet: string; built: boolean; syllables: boolean }[];
  /** Built-in rulesets with their alphabet and default lexicon. */
  rulesets: { name: string; alphabet: string; lexicon: string }[];
  /** Rulesets with a shipped leave table (ranking by equity). */
  leaves: string[];
}

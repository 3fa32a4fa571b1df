// The page: four views over one search worker (Scrabble, grid, queries, duplicate), chosen by
// tabs and the address's #hash, and a status line for what the worker is doing. A view is sent a
// 'show' event each time it is shown.

import type { Catalog } from '../catalog.js';
import { SearchClient, SearchWorker, type Status } from './client.js';
import { h } from './dom.js';
import { duplicateView } from './duplicate.js';
import { gridView } from './grid.js';
import { queriesView } from './queries.js';
import { scrabbleView } from './scrabble.js';

const VIEWS = ['scrabble', 'grid', 'queries', 'duplicate'] as const;
type View = (typeof VIEWS)[number];
const TITLES: Record<View, string> = { scrabble: 'Scrabble', grid: 'Grid', queries: 'Queries', duplicate: 'Duplicate' };

async function start(): Promise<void> {
  const app = document.getElementById('app')!;
  // Each view has its own status line; the header shows the one of the view on screen.
  const statusOf = (): { line: HTMLElement; status: Status } => {
    const line = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
    return {
      line,
      status: {
        busy: (text) => { line.className = 'status busy'; line.textContent = text; },
        done: (text) => { line.className = 'status done'; line.textContent = text; },
        failed: (text) => { line.className = 'status failed'; line.textContent = text; },
      },
    };
  };
  const page = statusOf();
  page.status.busy('loading…');
  const r = await fetch('/api/catalog.json');
  if (!r.ok) {
    page.status.failed(`the server did not answer /api/catalog.json (HTTP ${r.status})`);
    app.replaceChildren(page.line);
    return;
  }
  const catalog = (await r.json()) as Catalog;
  const lines = Object.fromEntries(VIEWS.map((v) => [v, statusOf()])) as Record<View, ReturnType<typeof statusOf>>;
  let shown: View = 'scrabble';
  const worker = new SearchWorker((text) => lines[shown].status.failed(text));
  const make = <T>(v: View, f: (c: SearchClient, s: Status) => T) => f(new SearchClient(worker, lines[v].status), lines[v].status);
  const sections: Record<View, HTMLElement> = {
    scrabble: make('scrabble', (c, s) => scrabbleView(catalog, c, s)),
    grid: make('grid', (c, s) => gridView(catalog, c, s)),
    queries: make('queries', (c, s) => queriesView(catalog, c, s)),
    duplicate: make('duplicate', (c, s) => duplicateView(catalog, c, s)),
  };
  const statusSlot = h('div', { class: 'status-slot' });
  const tabs = VIEWS.map((v) => h('a', { class: 'tab', href: `#${v}`, 'data-view': v }, TITLES[v]));
  const show = () => {
    const view = (VIEWS as readonly string[]).includes(location.hash.slice(1)) ? (location.hash.slice(1) as View) : 'scrabble';
    for (const v of VIEWS) sections[v].hidden = v !== view;
    for (const t of tabs) t.classList.toggle('active', t.dataset.view === view);
    shown = view;
    statusSlot.replaceChildren(lines[view].line);
    sections[view].dispatchEvent(new Event('show'));
  };
  window.addEventListener('hashchange', show);
  app.replaceChildren(
    h('header', {}, h('h1', {}, 'verbivore'), h('nav', {}, tabs), statusSlot),
    h('main', {}, Object.values(sections)));
  show();
  for (const v of VIEWS) if (!lines[v].line.textContent) lines[v].status.done('ready');
}

start().catch((e: unknown) => {
  document.getElementById('app')!.textContent = `verbivore could not start: ${(e as Error)?.message ?? String(e)}`;
});

// The page: three views over one search worker (Scrabble, grid, queries), chosen by tabs and
// the address's #hash, and a status line for what the worker is doing.

import type { Catalog } from '../catalog.js';
import { SearchClient, type Status } from './client.js';
import { h } from './dom.js';
import { gridView } from './grid.js';
import { queriesView } from './queries.js';
import { scrabbleView } from './scrabble.js';

const VIEWS = ['scrabble', 'grid', 'queries'] as const;
type View = (typeof VIEWS)[number];
const TITLES: Record<View, string> = { scrabble: 'Scrabble', grid: 'Grid', queries: 'Queries' };

async function start(): Promise<void> {
  const app = document.getElementById('app')!;
  const line = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' }, 'loading…');
  const status: Status = {
    busy: (text) => { line.className = 'status busy'; line.textContent = text; },
    done: (text) => { line.className = 'status done'; line.textContent = text; },
    failed: (text) => { line.className = 'status failed'; line.textContent = text; },
  };
  const r = await fetch('/api/catalog.json');
  if (!r.ok) {
    status.failed(`the server did not answer /api/catalog.json (HTTP ${r.status})`);
    app.replaceChildren(line);
    return;
  }
  const catalog = (await r.json()) as Catalog;
  const client = new SearchClient(status);
  const sections: Record<View, HTMLElement> = {
    scrabble: scrabbleView(catalog, client, status),
    grid: gridView(catalog, client, status),
    queries: queriesView(catalog, client, status),
  };
  const tabs = VIEWS.map((v) => h('a', { class: 'tab', href: `#${v}`, 'data-view': v }, TITLES[v]));
  const show = () => {
    const view = (VIEWS as readonly string[]).includes(location.hash.slice(1)) ? (location.hash.slice(1) as View) : 'scrabble';
    for (const v of VIEWS) sections[v].hidden = v !== view;
    for (const t of tabs) t.classList.toggle('active', t.dataset.view === view);
  };
  window.addEventListener('hashchange', show);
  app.replaceChildren(
    h('header', {}, h('h1', {}, 'verbivore'), h('nav', {}, tabs), line),
    h('main', {}, Object.values(sections)));
  show();
  status.done('ready');
}

start().catch((e: unknown) => {
  document.getElementById('app')!.textContent = `verbivore could not start: ${(e as Error)?.message ?? String(e)}`;
});

// A few DOM helpers, so the views read as what they build (no UI framework: the page is small).

type Child = Node | string | number | null | undefined | false;

/** An element with attributes (on* keys are listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K, attrs: Record<string, unknown> = {}, ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener);
    else if (k in el && k !== 'list' && typeof v !== 'string') (el as unknown as Record<string, unknown>)[k] = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  append(el, children);
  return el;
}

function append(el: Element, children: (Child | Child[])[]): void {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === 'number' ? String(c) : c);
  }
}

/** Replaces an element's children. */
export function fill(el: Element, ...children: (Child | Child[])[]): void {
  el.replaceChildren();
  append(el, children);
}

/** A <select> of options (value, label), with `value` selected. */
export function select(options: readonly (readonly [string, string])[], value: string, attrs: Record<string, unknown> = {}): HTMLSelectElement {
  const el = h('select', attrs, options.map(([v, label]) => h('option', { value: v }, label)));
  el.value = value;
  return el;
}

/** A labelled control. */
export function field(label: string, control: HTMLElement, attrs: Record<string, unknown> = {}): HTMLLabelElement {
  return h('label', { class: 'field', ...attrs }, h('span', {}, label), control);
}

/** Calls `f` once the calls stop for `ms`. */
export function debounce<A extends unknown[]>(f: (...args: A) => void, ms: number): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => f(...args), ms);
  };
}

export const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

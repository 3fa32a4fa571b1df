// Payloads and results that cross machines travel as JSON, where a typed array silently becomes
// an object of numbered keys and NaN becomes null. This finds such values before they travel.

/** Where `value` stops being plain JSON data, as "a Uint8Array at .position.board"; undefined if it is. */
export function notJson(value: unknown, path = '', seen = new Set<object>()): string | undefined {
  const at = path ? ` at ${path}` : '';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : `the number ${value}${at}`;
    case 'object': {
      if (value === null) return undefined;
      if (seen.has(value)) return `a cycle${at}`;
      const isArray = Array.isArray(value);
      const proto = Object.getPrototypeOf(value);
      if (!isArray && proto !== Object.prototype && proto !== null) return `a ${proto?.constructor?.name ?? 'class instance'}${at}`;
      seen.add(value);
      if (isArray) {
        for (let i = 0; i < value.length; i++) {
          if (value[i] === undefined) return `undefined at ${path}[${i}]`;
          const bad = notJson(value[i], `${path}[${i}]`, seen);
          if (bad) return bad;
        }
      } else {
        for (const [k, v] of Object.entries(value)) {
          // JSON drops an undefined property, as an absent option would be.
          if (v === undefined) continue;
          const bad = notJson(v, `${path}.${k}`, seen);
          if (bad) return bad;
        }
      }
      seen.delete(value);
      return undefined;
    }
    default:
      return `a ${typeof value}${at}`;
  }
}

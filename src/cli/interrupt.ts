// Ctrl-C for a command that prints what it has when stopped. Its module can take a second or
// more to load on a busy machine, and a Ctrl-C in that time would kill it with nothing printed;
// so the first Ctrl-C is held from when main.ts imports this module (its first import, before
// the others load), and such a command takes it over. Any other command lets go of it, and a
// Ctrl-C that came meanwhile ends the process as it would have.

let early = false;
const onEarly = () => {
  early = true;
};

// The first Ctrl-C is kept for the command about to load (a second one: default handling).
process.once('SIGINT', onEarly);

/**
 * For a command that does not take Ctrl-C: default handling again, and a held one acted on.
 * Let go after the next poll of the event loop: a Ctrl-C caught but not yet delivered to a
 * listener is dropped when the last listener goes.
 */
export function releaseInterrupt(): void {
  setImmediate(() => {
    process.off('SIGINT', onEarly);
    if (early) process.kill(process.pid, 'SIGINT');
  });
}

/**
 * The command's first Ctrl-C calls `stop` (at once if one came while it loaded); a second one
 * gets default handling. Returns the function that lets go of it.
 */
export function takeInterrupt(stop: () => void): () => void {
  if (early) {
    process.off('SIGINT', onEarly);
    stop();
    return () => {};
  }
  // Added before the held listener goes, so that a Ctrl-C caught meanwhile (while the command's
  // modules ran, with no turn of the event loop) still reaches a listener.
  process.once('SIGINT', stop);
  process.off('SIGINT', onEarly);
  return () => process.off('SIGINT', stop);
}

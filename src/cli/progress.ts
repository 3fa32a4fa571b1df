// A progress bar on stderr for anything that takes seconds. On a terminal it redraws one line;
// elsewhere (CI logs, pipes) it prints a line per phase and at each quarter.

export type ProgressFn = (phase: string, done: number, total: number) => void;

export interface ProgressOptions {
  /** Stay silent until this many milliseconds have passed (for work that is often quick). */
  afterMs?: number;
}

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr, options: ProgressOptions = {}): ProgressFn & { done(msg?: string): void } {
  const tty = stream.isTTY === true;
  let lastPhase = '', lastQuarter = -1, lastDraw = 0, drawn = false;
  const quietUntil = Date.now() + (options.afterMs ?? 0);
  const fn = ((phase: string, done: number, total: number) => {
    if (!drawn && Date.now() < quietUntil) return;
    drawn = true;
    const frac = total > 0 ? Math.min(1, done / total) : 0;
    if (tty) {
      const now = Date.now();
      if (now - lastDraw < 50 && done < total && phase === lastPhase) return;
      lastDraw = now;
      const width = 30, filled = Math.round(frac * width);
      stream.write(`\r${label} ${phase.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(frac * 100).toFixed(0).padStart(3)}%`);
    } else {
      const quarter = Math.floor(frac * 4);
      if (phase !== lastPhase || quarter > lastQuarter) stream.write(`${label} ${phase} ${(frac * 100).toFixed(0)}%\n`);
      lastQuarter = phase !== lastPhase ? quarter : Math.max(quarter, lastQuarter);
    }
    lastPhase = phase;
  }) as ProgressFn & { done(msg?: string): void };
  fn.done = (msg?: string) => {
    if (tty && drawn) stream.write('\r\x1b[K');
    if (msg) stream.write(`${msg}\n`);
  };
  return fn;
}

// The page's side of the search worker (worker.ts): ask() sends a request and resolves with
// its answer; progress and timings go to the status line. A view asks through a channel, and
// only the channel's latest request is shown: an answer overtaken by a newer request (the user
// kept typing) resolves to undefined.

import type { Answers, Reply, Request } from './protocol.js';

export interface Status {
  busy(text: string): void;
  done(text: string): void;
  failed(text: string): void;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  progress(text: string): void;
}

/** A VerbivoreError from the worker: its code and message. */
export class SearchError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export class SearchClient {
  private readonly worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  private readonly pending = new Map<number, Pending>();
  private readonly latest = new Map<string, number>();
  private next = 1;

  constructor(private readonly status: Status) {
    this.worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const p = this.pending.get(reply.id);
      if (!p) return;
      if ('progress' in reply) return p.progress(reply.progress);
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve({ ...(reply.value as object), ms: reply.ms });
      else p.reject(new SearchError(reply.error.code, reply.error.message));
    };
    this.worker.onerror = (e) => status.failed(`the search worker failed: ${e.message}`);
  }

  /**
   * The answer to `request`, or undefined when a later request on the same channel overtook it.
   * Errors are shown on the status line and resolve to undefined too.
   */
  async ask<K extends Request['kind']>(channel: string, request: Extract<Request, { kind: K }>): Promise<(Answers[K] & { ms: number }) | undefined> {
    const id = this.next++;
    this.latest.set(channel, id);
    const current = () => this.latest.get(channel) === id;
    this.status.busy('searching…');
    try {
      const value = await new Promise<unknown>((resolve, reject) => {
        this.pending.set(id, { resolve, reject, progress: (text) => current() && this.status.busy(text) });
        this.worker.postMessage({ id, request });
      });
      if (!current()) return undefined;
      return value as Answers[K] & { ms: number };
    } catch (e) {
      if (current()) this.status.failed(e instanceof Error ? e.message : String(e));
      return undefined;
    }
  }
}

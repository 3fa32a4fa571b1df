// The page's side of the search worker (worker.ts): one SearchWorker for the page, and a
// SearchClient per view, so that progress, timings and errors go to that view's own status line.
// ask() sends a request and resolves with its answer. A view asks through a channel, and only the
// channel's latest request is shown: an answer overtaken by a newer request (the user kept
// typing) resolves to undefined.

import type { AnalysisView, Answers, Reply, Request } from './protocol.js';

export interface Status {
  busy(text: string): void;
  done(text: string): void;
  failed(text: string): void;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  progress(text: string, partial?: AnalysisView): void;
}

/** A VerbivoreError from the worker: its code and message. */
export class SearchError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** The page's one search worker; requests are answered by id. */
export class SearchWorker {
  private readonly worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  constructor(onFailure: (text: string) => void) {
    this.worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const p = this.pending.get(reply.id);
      if (!p) return;
      if ('progress' in reply) return p.progress(reply.progress, reply.partial);
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve({ ...(reply.value as object), ms: reply.ms });
      else p.reject(new SearchError(reply.error.code, reply.error.message));
    };
    this.worker.onerror = (e) => onFailure(`the search worker failed: ${e.message}`);
  }

  send(request: Request, progress: (text: string, partial?: AnalysisView) => void): { id: number; answer: Promise<unknown> } {
    const id = this.next++;
    const answer = new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, progress });
      this.worker.postMessage({ id, request });
    });
    return { id, answer };
  }

  /** Stops the worker at once (a search in it included); what it was asked fails with `stopped`. */
  terminate(): void {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new SearchError('stopped', 'stopped'));
    this.pending.clear();
  }
}

/** A view's way to the worker: its requests, and its status line. */
export class SearchClient {
  private readonly latest = new Map<string, number>();

  constructor(private readonly worker: SearchWorker, private readonly status: Status) {}

  /**
   * The answer to `request`, or undefined when a later request on the same channel overtook it.
   * Errors go to `failed` when given (the view shows them where they belong), else to the status
   * line, and resolve to undefined too.
   */
  async ask<K extends Request['kind']>(channel: string, request: Extract<Request, { kind: K }>, failed?: (message: string) => void): Promise<(Answers[K] & { ms: number }) | undefined> {
    let id = 0;
    const current = () => this.latest.get(channel) === id;
    this.status.busy('searching…');
    try {
      const sent = this.worker.send(request, (text) => current() && this.status.busy(text));
      id = sent.id;
      this.latest.set(channel, id);
      const value = await sent.answer;
      if (!current()) return undefined;
      return value as Answers[K] & { ms: number };
    } catch (e) {
      if (current()) {
        const message = e instanceof Error ? e.message : String(e);
        this.status.failed(message);
        failed?.(message);
      }
      return undefined;
    }
  }
}

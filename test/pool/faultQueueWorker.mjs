// A queue worker process for test/pool/retries.test.ts: `verbivore worker` with one thread whose
// pool also runs the test-only task kind `faulty` (faultWorker.mjs), and a 1 s stall time.
// Usage: node faultQueueWorker.mjs REDIS_URL

import { join } from 'node:path';
import { QueueWorker } from '../../dist/src/pool/queueWorker.js';

await QueueWorker.start(process.argv[2], { concurrency: 1, stallSeconds: 1, workerFile: join(import.meta.dirname, 'faultWorker.mjs') });

// The thread of FieldOpenerThread: opens each batch it is sent and answers with the plaintexts (or the error).
import { parentPort } from 'node:worker_threads';
import { openSealedFields, type SealedFields } from './field-opener';

const port = parentPort;
if (!port) throw new Error('field-opener.worker runs as a worker thread');
port.on('message', ({ id, batch }: { id: number; batch: SealedFields }) => {
  try {
    port.postMessage({ id, plain: openSealedFields(batch) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

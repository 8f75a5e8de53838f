import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorkerThread, ThreadCalls } from '../common/worker-thread';
import { decryptField, REDACTED } from './field-crypto';

/**
 * A batch of encrypted fields to open: the data key of each stream they belong to (null: the stream was
 * erased), and the fields as pairs of that stream's index and the field's stored text (EncryptedField.enc).
 * Flat arrays of strings and bytes: they cross to another thread by a cheap structured clone.
 */
export type SealedFields = {
  streams: string[];
  keys: (Uint8Array | null)[];
  fields: (number | string)[];
};

/** Opens a batch: each field's plaintext, in order (REDACTED where its stream's key is gone). */
export type FieldOpener = (batch: SealedFields) => Promise<string[]>;

/** The batch opened on this thread. Throws as decryptField does on a field that does not authenticate. */
export function openSealedFields(batch: SealedFields): string[] {
  const keys = batch.keys.map((key) => (key === null ? null : Buffer.from(key.buffer, key.byteOffset, key.byteLength)));
  const plain: string[] = [];
  for (let i = 0; i < batch.fields.length; i += 2) {
    const stream = batch.fields[i] as number;
    const key = keys[stream];
    plain.push(key ? decryptField(key, batch.streams[stream]!, { enc: batch.fields[i + 1] as string }) : REDACTED);
  }
  return plain;
}

type Reply = { id: number; plain?: string[]; error?: string };

/**
 * Opens batches on a thread of its own (field-opener.worker): a rebuild's decryption (AES-GCM per field,
 * a fixed cost of a few microseconds each) then runs beside its main thread's parsing and planning, on
 * the machine's other core. Batches are answered in the order they were sent.
 */
export class FieldOpenerThread {
  private readonly calls: ThreadCalls<{ batch: SealedFields }, Reply>;

  constructor(worker: Worker = startWorkerThread(path.join(__dirname, 'field-opener.worker'))) {
    this.calls = new ThreadCalls(worker, 'field opener');
  }

  readonly open: FieldOpener = async (batch) => (await this.calls.call({ batch })).plain ?? [];

  /** Stops the thread; batches still waiting are refused. */
  async close(): Promise<void> {
    await this.calls.worker.terminate();
  }
}

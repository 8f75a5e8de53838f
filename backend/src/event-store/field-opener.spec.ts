import { encryptField, generateDataKey, REDACTED } from './field-crypto';
import { FieldOpenerThread, openSealedFields, type SealedFields } from './field-opener';

/** Two streams with a key each and one erased (no key), their fields interleaved as a batch holds them. */
function sealedBatch(): { batch: SealedFields; plain: string[] } {
  const keys = [generateDataKey(), generateDataKey()];
  const streams = ['response-a', 'response-b', 'response-erased'];
  const texts: [number, string][] = [
    [0, 'Invoices are typed by hand'],
    [1, 'جواب: approvals by email'],
    [2, 'anything'],
    [0, ''],
    [1, 'line 1\nline 2\t"quoted"'],
  ];
  const erasedKey = generateDataKey();
  const fields = texts.flatMap(([stream, text]) => [
    stream,
    encryptField(keys[stream] ?? erasedKey, streams[stream]!, text).enc,
  ]);
  return {
    batch: { streams, keys: [keys[0]!, keys[1]!, null], fields },
    plain: texts.map(([stream, text]) => (stream === 2 ? REDACTED : text)),
  };
}

describe('opening a batch of encrypted fields', () => {
  it('gives each field its plaintext in order, and REDACTED where the stream has no key', () => {
    const { batch, plain } = sealedBatch();
    expect(openSealedFields(batch)).toEqual(plain);
  });

  it('refuses a field sealed for another stream (the stream id is authenticated)', () => {
    const { batch } = sealedBatch();
    const swapped = { ...batch, streams: ['response-b', 'response-a', 'response-erased'] };
    expect(() => openSealedFields(swapped)).toThrow(/authenticate/);
  });
});

describe('FieldOpenerThread', () => {
  let thread: FieldOpenerThread;
  beforeAll(() => {
    thread = new FieldOpenerThread();
  });
  afterAll(async () => {
    await thread.close();
  });

  it('opens batches on its thread as they are opened here, each answered to its own caller', async () => {
    const batches = [sealedBatch(), sealedBatch(), sealedBatch()];
    const opened = await Promise.all(batches.map(({ batch }) => thread.open(batch)));
    expect(opened).toEqual(batches.map(({ plain }) => plain));
  });

  it('rejects a batch with a field that does not authenticate, with the error opening it here gives, and goes on', async () => {
    const { batch, plain } = sealedBatch();
    const tampered = { ...batch, fields: [...batch.fields] };
    tampered.fields[1] = encryptField(generateDataKey(), 'response-a', 'someone else').enc;
    const here = (() => {
      try {
        openSealedFields(tampered);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(here).toMatch(/authenticate/);
    await expect(thread.open(tampered)).rejects.toThrow(here!);
    await expect(thread.open(batch)).resolves.toEqual(plain);
  });

  it('refuses batches once closed', async () => {
    const closing = new FieldOpenerThread();
    const { batch, plain } = sealedBatch();
    await expect(closing.open(batch)).resolves.toEqual(plain);
    await closing.close();
    await expect(closing.open(batch)).rejects.toThrow(/stopped/);
  });
});

import { Writable } from 'node:stream';

/** A stream to give a pino logger in a test, and the JSON lines written to it so far. */
export function captureJsonLines(): { destination: Writable; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { destination, lines };
}

import { Writable } from 'node:stream';
import { SseWriter } from './sse-writer';

/** A socket whose buffer holds `highWaterMark` bytes and that takes its chunks only when `release` runs. */
function slowSocket(highWaterMark: number) {
  const received: string[] = [];
  const pending: (() => void)[] = [];
  const socket = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk.toString('utf8'));
      pending.push(done);
    },
  });
  const writes: string[] = [];
  const write = socket.write.bind(socket);
  socket.write = ((chunk: string) => {
    writes.push(chunk);
    return write(chunk);
  }) as typeof socket.write;
  const release = async () => {
    while (pending.length > 0) pending.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { socket, received, writes, release };
}

describe('SseWriter', () => {
  it('writes straight through while the socket keeps up', () => {
    const { socket, writes } = slowSocket(1024);
    const out = new SseWriter(socket, () => {});
    out.write('a\n\n');
    out.write('b\n\n');
    expect(writes).toEqual(['a\n\n', 'b\n\n']);
    expect(out.blocked).toBe(false);
  });

  it('waits for drain once the socket is full, then sends what waited, in order', async () => {
    const { socket, writes, received, release } = slowSocket(4);
    const out = new SseWriter(socket, () => {});
    out.write('first\n\n'); // over the 4-byte mark: write() says wait
    out.write('second\n\n');
    out.write('third\n\n');
    expect(writes).toEqual(['first\n\n']);
    expect(out.blocked).toBe(true);
    await release();
    await release();
    await release();
    expect(writes).toEqual(['first\n\n', 'second\n\n', 'third\n\n']);
    expect(received).toEqual(['first\n\n', 'second\n\n', 'third\n\n']);
  });

  it('cuts off a client that lets too much pile up', () => {
    const { socket } = slowSocket(4);
    const overflow = jest.fn();
    const out = new SseWriter(socket, overflow, 20);
    out.write('first\n\n');
    out.write('0123456789\n\n');
    expect(overflow).not.toHaveBeenCalled();
    out.write('0123456789\n\n');
    expect(overflow).toHaveBeenCalledTimes(1);
  });
});

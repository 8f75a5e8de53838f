// Test helper: a Server-Sent Events reader over fetch that keeps every frame and waits for one.

export type SseFrame = { id: string | null; event: string; data: string };

export type SseStream = {
  readonly status: number;
  readonly frames: SseFrame[];
  /** Resolves with the first frame (seen already or to come) matching, or rejects after ms. */
  next(match: (frame: SseFrame) => boolean, ms?: number): Promise<SseFrame>;
  /** Resolves once the server ended the stream. */
  readonly ended: Promise<void>;
  close(): void;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((wake) => wake());
  let done = false;
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const frame: SseFrame = { id: null, event: 'message', data: '' };
          let hasField = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') frame.id = value;
            else if (field === 'event') frame.event = value;
            else if (field === 'data') frame.data = value;
            else continue;
            hasField = true;
          }
          if (hasField && (frame.id !== null || frame.data !== '')) frames.push(frame);
        }
        notify();
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      notify();
    }
  })();
  return {
    status: res.status,
    frames,
    ended,
    next(match, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (found) finish(() => resolve(found));
          else if (done) finish(() => reject(new Error(`the stream ended; frames: ${JSON.stringify(frames)}`)));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no matching frame within ${ms} ms; frames: ${JSON.stringify(frames)}`))),
          ms,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/** The data of a `response` frame. */
export const responseChange = (frame: SseFrame): { responseId: string; change: string } | null =>
  frame.event === 'response' ? (JSON.parse(frame.data) as { responseId: string; change: string }) : null;

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake server received. */
export type FakeOpenAiRequest = { method: string; url: string; authorization?: string; body: any };

/** How the fake answers one request: a chat completion holding `content`, or a `raw` body (errors). */
export type FakeOpenAiReply = { status?: number; headers?: Record<string, string>; content?: string; raw?: string };

export type FakeOpenAi = {
  /** The `baseURL` to give the OpenAI client (`http://127.0.0.1:<port>/v1`). */
  baseURL: string;
  /** Every request received, in order (the test clears it when it wants). */
  requests: FakeOpenAiRequest[];
  close(): Promise<void>;
};

/** The body of a chat completion whose single choice says `content`. */
export function chatCompletion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

/**
 * A small OpenAI-compatible HTTP server on 127.0.0.1 (a real model cannot be reached from the tests):
 * it records each request and answers with what `reply` returns for it.
 */
export async function startFakeOpenAi(reply: (request: FakeOpenAiRequest) => FakeOpenAiReply): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const request = {
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        body: JSON.parse(data || 'null'),
      };
      requests.push(request);
      const answer = reply(request);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.raw ?? chatCompletion(answer.content ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

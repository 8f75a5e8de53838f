// The thread of ScoringThread (scoring-thread.ts): with what the signals read loaded (the imports bring the
// letter statistics), it lowers its own CPU priority and scores what it is sent, one survey at a time,
// answering each request by its id.
import { parentPort } from 'node:worker_threads';
import { yieldCpuToOthers } from '../../common/thread-priority';
import type { ScoringReply, ScoringRequest } from './scoring-thread';
import { scoreOnThisThread, type SurveyScoring } from './survey-scoring';

const port = parentPort;
if (!port) throw new Error('scoring.worker runs as a worker thread');

yieldCpuToOthers();
let current: { scoring: number; work: SurveyScoring } | null = null;

const answer = async (request: ScoringRequest): Promise<ScoringReply> => {
  if (request.op === 'begin') {
    current = { scoring: request.scoring, work: scoreOnThisThread(request.questions) };
    return { id: request.id };
  }
  if (current?.scoring !== request.scoring) throw new Error(`Scoring ${request.scoring} was not begun`);
  if (request.op === 'gather') {
    await current.work.gather(request.page);
    return { id: request.id };
  }
  return { id: request.id, verdicts: await current.work.judge(request.page) };
};

// Requests are answered in the order they come: each one's work runs to its end before the next message.
let queue: Promise<unknown> = Promise.resolve();
port.on('message', (request: ScoringRequest) => {
  queue = queue.then(() =>
    answer(request).then(
      (reply) => port.postMessage(reply),
      (error: unknown) =>
        port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    ),
  );
});

import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../../common/worker-thread';
import type { QualityQuestion, ResponseRecord } from './quality-input';
import type { QualityVerdict } from './quality-verdict';
import type { Scorer, SurveyScoring } from './survey-scoring';

type ScoringAsk =
  | { scoring: number; op: 'begin'; questions: QualityQuestion[] }
  | { scoring: number; op: 'gather' | 'judge'; page: ResponseRecord[] };
export type ScoringRequest = ScoringAsk & { id: number };
export type ScoringReply = { id: number; verdicts?: Map<string, QualityVerdict>; error?: string };

/**
 * Scores surveys on a thread of its own at the lowest CPU priority (scoring.worker): the keeper's
 * rescoring of a survey being answered then takes the CPU the API's requests leave over, instead of
 * taking turns with them on the API's thread. Pages and verdicts cross by structured clone. Started on
 * first use; one survey's scoring at a time (the keeper scores one after another).
 */
export class ScoringThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<
    number,
    { worker: Worker; resolve: (reply: ScoringReply) => void; reject: (error: Error) => void }
  >();
  private next = 0;
  private scorings = 0;

  readonly scorer: Scorer = (questions) => {
    const scoring = ++this.scorings;
    const begun = this.ask({ scoring, op: 'begin', questions });
    const send = async (op: 'gather' | 'judge', page: ResponseRecord[]) => {
      await begun;
      return this.ask({ scoring, op, page });
    };
    const work: SurveyScoring = {
      gather: async (page) => {
        await send('gather', page);
      },
      judge: async (page) => (await send('judge', page)).verdicts ?? new Map(),
    };
    return work;
  };

  /** Stops the thread; requests still waiting are refused. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private ask(request: ScoringAsk): Promise<ScoringReply> {
    const worker = this.started();
    return new Promise<ScoringReply>((resolve, reject) => {
      const id = ++this.next;
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ ...request, id } satisfies ScoringRequest);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorkerThread(path.join(__dirname, 'scoring.worker'));
    worker.on('message', (reply: ScoringReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error === undefined) waiting.resolve(reply);
      else waiting.reject(new Error(reply.error));
    });
    // A thread that fails is dropped: what waits on it is refused, and the next scoring starts a new one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.pending) {
        if (waiting.worker !== worker) continue;
        this.pending.delete(id);
        waiting.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The scoring thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

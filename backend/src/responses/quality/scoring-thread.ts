import path from 'node:path';
import { startWorkerThread, ThreadCalls } from '../../common/worker-thread';
import type { QualityQuestion, ResponseRecord } from './quality-input';
import type { QualityVerdict } from './quality-verdict';
import type { Scorer } from './survey-scoring';

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
  private calls: ThreadCalls<ScoringAsk, ScoringReply> | null = null;
  private scorings = 0;

  readonly scorer: Scorer = (questions) => {
    const scoring = ++this.scorings;
    const begun = this.started().call({ scoring, op: 'begin', questions });
    const send = async (op: 'gather' | 'judge', page: ResponseRecord[]) => {
      await begun;
      return this.started().call({ scoring, op, page });
    };
    return {
      gather: async (page) => {
        await send('gather', page);
      },
      judge: async (page) => (await send('judge', page)).verdicts ?? new Map(),
    };
  };

  /** Stops the thread; requests still waiting are refused. */
  async close(): Promise<void> {
    const calls = this.calls;
    this.calls = null;
    if (calls) await calls.worker.terminate();
  }

  /** The running thread; a thread that failed is dropped (what waited on it refused) and a new one started. */
  private started(): ThreadCalls<ScoringAsk, ScoringReply> {
    if (!this.calls || this.calls.failure) {
      this.calls = new ThreadCalls(startWorkerThread(path.join(__dirname, 'scoring.worker')), 'scoring');
    }
    return this.calls;
  }
}

// One survey's scoring as response-quality.read-model.ts drives it: pages of responses to the norms, then
// the same pages, in start order, to be judged against them. On the calling thread (scoreOnThisThread), or
// on a thread of its own at the lowest CPU priority (ScoringThread, scoring-thread.ts).
import type { QualityQuestion, ResponseRecord } from './quality-input';
import type { QualityVerdict } from './quality-verdict';
import { NormsGatherer, SurveyJudge } from './score-survey';

export type SurveyScoring = {
  /** Adds a page to the norms; every page goes here before the first is judged. */
  gather(page: ResponseRecord[]): Promise<void>;
  /** Judges a page against the norms and the pages judged before it. */
  judge(page: ResponseRecord[]): Promise<Map<string, QualityVerdict>>;
};

/** Begins the scoring of a survey with these questions. */
export type Scorer = (questions: QualityQuestion[]) => SurveyScoring;

export const scoreOnThisThread: Scorer = (questions) => {
  const gatherer = new NormsGatherer(questions);
  let judge: SurveyJudge | null = null;
  return {
    gather: (page) => {
      gatherer.add(page);
      return Promise.resolve();
    },
    judge: (page) => {
      judge ??= new SurveyJudge(gatherer.norms());
      return Promise.resolve(judge.judge(page));
    },
  };
};

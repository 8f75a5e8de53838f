import type { ReportRemarks } from '@seedline/shared';
import { KeyRegistry, digestAnswer, type AnswerUnit } from './answer-digest';
import type { AnswerKind } from './non-answers';
import type { PosProfile } from './tokens';

/**
 * The remarks group ("Other remarks", issue 46): the answers to the survey's catch-all questions ("Anything
 * else?"). They never form or join a theme. Responses whose remarks are only non-answers or bare sentiment
 * are counted apart; the others are summed up by what they raise most (their shared nouns: "parking",
 * "canteen"), without quotes (see reportRemarksSchema).
 */
export type Remark = AnswerUnit & { kind: AnswerKind };

export const REMARKS_NAME = 'Other remarks';
const MAX_TOPICS = 5;

export function remarksGroup(
  remarks: readonly Remark[],
  questionIds: readonly string[],
  total: number,
  profile?: PosProfile,
): ReportRemarks | undefined {
  if (questionIds.length === 0 || remarks.length === 0) return undefined;
  const saying = new Set(remarks.filter((r) => r.kind === 'content').map((r) => r.response));
  const silent = new Set(remarks.filter((r) => !saying.has(r.response)).map((r) => r.response));
  const registry = new KeyRegistry();
  const counts = new Map<number, Set<number>>();
  for (const r of remarks) {
    if (r.kind !== 'content') continue;
    const keys = new Set(
      digestAnswer(r, registry, profile)
        .sentences.flatMap((s) => s.keys)
        .filter((k) => /^(term|where|verb):/.test(registry.key(k))),
    );
    for (const k of keys) counts.set(k, (counts.get(k) ?? new Set()).add(r.response));
  }
  const topics = [...counts]
    .filter(([, who]) => who.size >= 2)
    .sort((a, b) => b[1].size - a[1].size || registry.key(a[0]).localeCompare(registry.key(b[0])))
    .slice(0, MAX_TOPICS)
    .map(([k, who]) => ({ phrase: topicPhrase(registry, k), count: who.size }));
  return {
    name: REMARKS_NAME,
    questionIds: [...questionIds],
    responseCount: saying.size,
    nonAnswers: silent.size,
    summary: remarksSummary(saying.size, silent.size, total, topics),
    topics: topics.map(({ phrase, count }) => ({ phrase, count })),
  };
}

function remarksSummary(
  saying: number,
  silent: number,
  total: number,
  topics: ReadonlyArray<{ phrase: string; count: number }>,
): string {
  const percent = Math.round((saying / Math.max(1, total)) * 100);
  const who = `${saying} of ${total} ${total === 1 ? 'response' : 'responses'} (${percent}%)`;
  const verb = saying === 1 ? 'adds a remark' : 'add a remark';
  const about =
    topics.length === 0
      ? ''
      : `, most often about ${joinWords(topics.slice(0, 3).map((t) => `${t.phrase} (${t.count})`))}`;
  const rest =
    silent === 0
      ? ''
      : ` ${silent === 1 ? 'One more answers' : `${silent} more answer`} with nothing beyond a non-answer or how they feel.`;
  return `${who} ${verb}${about}.${rest}`;
}

function topicPhrase(registry: KeyRegistry, key: number): string {
  const k = registry.key(key);
  return (registry.surface(key) || k.slice(k.indexOf(':') + 1)).slice(0, 80);
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

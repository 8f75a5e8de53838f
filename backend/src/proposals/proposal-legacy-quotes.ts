// Proposals drafted before quotes were kept by reference hold the respondents' words as list items
// ("“…” (Response #n)…"), in plaintext in the log. `npm run encrypt-events` rewrites those events (the
// log is copied, never updated): each such item becomes a reference to the report quote it was taken
// from, so no quoted words stay in the proposal's events.
import type { AnalyseResponsesResult } from '@seedline/shared';
import type { Queryable } from '../db/db';
import type { EventFields } from '../event-store/event-fields';
import { placedQuotes, type PlacedQuote } from './draft-proposal';
import type { ProposalBlock, ProposalDocument, ProposalQuoteRef } from './proposal.types';

const OPEN = '“';
const CLOSE = '” (Response #';

/** The response number of a legacy quote line, or null when the item is not one. */
export function legacyQuoteNumber(item: string): number | null {
  if (!item.startsWith(OPEN)) return null;
  const at = item.indexOf(CLOSE);
  if (at < 0) return null;
  const rest = item.slice(at + CLOSE.length);
  const digits = rest.slice(0, rest.indexOf(')'));
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * The document with each legacy quote line replaced by a reference to the report quote of that
 * response (the opportunities' quotes first, each used once), or null when it holds none. A list of
 * quote lines becomes a quotes block; other items of a mixed list stay a list before it.
 */
export function upgradeLegacyQuotes(
  document: ProposalDocument,
  quotes: readonly PlacedQuote[],
): ProposalDocument | null {
  const candidates = [...quotes].sort(
    (a, b) => Number(b.place.startsWith('opportunities/')) - Number(a.place.startsWith('opportunities/')),
  );
  const used = new Set<string>();
  const refFor = (n: number): ProposalQuoteRef | null => {
    const found = candidates.find(({ place, quote }) => quote.responseNumber === n && !used.has(place));
    if (!found) return null;
    used.add(found.place);
    return { responseId: found.quote.responseId, questionId: found.quote.questionId, place: found.place };
  };
  let changed = false;
  const upgradeBlock = (block: ProposalBlock): ProposalBlock[] => {
    if (block.kind !== 'list') return [block];
    const kept: string[] = [];
    const refs: ProposalQuoteRef[] = [];
    for (const item of block.items) {
      const n = legacyQuoteNumber(item);
      const ref = n === null ? null : refFor(n);
      if (ref) refs.push(ref);
      else kept.push(item);
    }
    if (refs.length === 0) return [block];
    changed = true;
    return [...(kept.length > 0 ? [{ kind: 'list' as const, items: kept }] : []), { kind: 'quotes', items: refs }];
  };
  const pages = document.pages.map((sections) =>
    sections.map((section) => ({ ...section, blocks: section.blocks.flatMap(upgradeBlock) })),
  );
  return changed ? { ...document, pages } : null;
}

/** The report quotes a proposal stream's events can refer to: those of its report's ReportCompleted. */
async function reportQuotesOf(tx: Queryable, streamId: string, reportId?: string): Promise<PlacedQuote[]> {
  const { rows } = await tx.query<{ report: AnalyseResponsesResult }>(
    `SELECT c.data->'report' AS report FROM events c
     WHERE c.type = 'ReportCompleted'
       AND c.stream_id = 'report-' || COALESCE($2::text,
         (SELECT d.data->>'reportId' FROM events d WHERE d.stream_id = $1 AND d.type = 'ProposalDrafted' LIMIT 1))
     LIMIT 1`,
    [streamId, reportId ?? null],
  );
  return rows[0]?.report ? placedQuotes(rows[0].report) : [];
}

/** For encrypt-events: a ProposalDrafted/ProposalEdited event's data with its legacy quotes upgraded, or null. */
export async function upgradeLegacyProposalEvent(
  tx: Queryable,
  event: { streamId: string; type: string; data: Record<string, unknown> },
): Promise<Record<string, unknown> | null> {
  const document = event.data.document as ProposalDocument | undefined;
  const lists = document?.pages
    ?.flat()
    .some((s) => s.blocks.some((b) => b.kind === 'list' && b.items.some((i) => legacyQuoteNumber(i) !== null)));
  if (!document || !lists) return null;
  const reportId = typeof event.data.reportId === 'string' ? event.data.reportId : undefined;
  const upgraded = upgradeLegacyQuotes(document, await reportQuotesOf(tx, event.streamId, reportId));
  return upgraded ? { ...event.data, document: upgraded } : null;
}

/** What the event store knows of proposal events: the copy of the log rewrites their legacy quotes. */
export const proposalEventFields: EventFields = {
  upgrades: { ProposalDrafted: upgradeLegacyProposalEvent, ProposalEdited: upgradeLegacyProposalEvent },
};

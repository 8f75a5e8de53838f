// A report's quotes are the respondents' own words: each quote's text and gloss are encrypted under the
// data key of the QUOTED response's stream, so erasing that response (deleting its key) shreds them too.
import { REDACTED } from '../event-store/field-crypto';
import type { CrossStreamFields, EventFields } from '../event-store/event-fields';
import type { ReportCompleted } from './report.events';

type QuoteLike = { responseId: string; text: unknown; gloss: unknown };
type Owner = { quotes: QuoteLike[] };

/** A quote whose response was erased: its words read as REDACTED (the key is gone), so it is left out. */
export const quoteErased = (quote: { text: string }): boolean => quote.text === REDACTED;

export const quotedStreamId = (responseId: string): string => `response-${responseId}`;

function ownersOf(data: ReportCompleted['data']): Owner[] {
  const report = data.report as unknown as { themes?: Owner[]; opportunities?: Owner[] } | undefined;
  return [...(report?.themes ?? []), ...(report?.opportunities ?? [])];
}

/** ReportCompleted: every quote's text and gloss, keyed by the stream of the response it quotes. */
export const reportQuoteFields: CrossStreamFields = {
  streams(data) {
    const ids = new Set<string>();
    for (const owner of ownersOf(data as ReportCompleted['data'])) {
      for (const quote of owner.quotes) ids.add(quotedStreamId(quote.responseId));
    }
    return [...ids];
  },
  map(data, value) {
    const d = data as ReportCompleted['data'];
    const mapOwner = (owner: Owner): Owner => ({
      ...owner,
      quotes: owner.quotes.map((quote) => {
        const streamId = quotedStreamId(quote.responseId);
        return { ...quote, text: value(streamId, quote.text), gloss: value(streamId, quote.gloss) };
      }),
    });
    return {
      ...d,
      report: {
        ...d.report,
        themes: (d.report.themes as unknown as Owner[]).map(mapOwner),
        opportunities: (d.report.opportunities as unknown as Owner[]).map(mapOwner),
      },
    } as unknown as typeof data;
  },
};

/** What the event store knows of report events: a completed report's quotes are under the quoted responses' keys. */
export const reportEventFields: EventFields = {
  crossStream: { ReportCompleted: reportQuoteFields },
};

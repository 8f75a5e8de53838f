import type { AnalyseResponsesResult, AnalysedResponse, ReportOpportunity, ReportQuote } from '@seedline/shared';

/**
 * The quote guard, shared by every provider and run before a report is stored: a quote stays only if
 * its words occur verbatim in the answer (or a follow-up answer) of the response and question it cites.
 * Only runs of white space may differ, and Unicode composition. A quote whose response number is wrong
 * is corrected from the response. Themes left without a quote go, and with them the opportunities that
 * rested on nothing else. `droppedQuotes` counts each distinct dropped quote once.
 */
export type QuoteEvidence = Pick<AnalysedResponse, 'id' | 'n' | 'answers' | 'followUps'>;

export function guardQuotes(
  report: AnalyseResponsesResult,
  responses: readonly QuoteEvidence[],
): AnalyseResponsesResult {
  const byId = new Map(responses.map((r) => [r.id, r]));
  const dropped = new Set<string>();

  const keep = (quotes: readonly ReportQuote[]): ReportQuote[] =>
    quotes.flatMap((quote) => {
      const response = byId.get(quote.responseId);
      if (response && occursIn(quote.text, textsFor(response, quote.questionId))) {
        return [{ ...quote, responseNumber: response.n }];
      }
      dropped.add(`${quote.responseId}\u0000${quote.questionId}\u0000${comparable(quote.text)}`);
      return [];
    });

  const themes = report.themes.map((t) => ({ ...t, quotes: keep(t.quotes) })).filter((t) => t.quotes.length > 0);
  const themeIds = new Set(themes.map((t) => t.id));
  const opportunities: ReportOpportunity[] = report.opportunities
    .map((o) => ({ ...o, themeIds: o.themeIds.filter((id) => themeIds.has(id)), quotes: keep(o.quotes) }))
    .filter((o) => o.themeIds.length > 0);

  return { ...report, themes, opportunities, droppedQuotes: report.droppedQuotes + dropped.size };
}

function textsFor(response: QuoteEvidence, questionId: string): string[] {
  return [
    ...response.answers.filter((a) => a.questionId === questionId).map((a) => a.text),
    ...(response.followUps ?? []).filter((f) => f.questionId === questionId).map((f) => f.answer),
  ];
}

function occursIn(quote: string, texts: readonly string[]): boolean {
  const needle = comparable(quote);
  return needle.length > 0 && texts.some((t) => comparable(t).includes(needle));
}

function comparable(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

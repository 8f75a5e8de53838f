import {
  MAX_REPORT_OPPORTUNITIES,
  iceScore,
  type IceRating,
  type ReportOpportunity,
  type ReportQuote,
} from '@seedline/shared';
import type { CompanyProfile } from './company-profile';
import { hoursSaved } from './hours-saved';
import { measuredHours, type MeasureAnswers } from './measured-hours';
import {
  CONNECTABLE_TOOLS,
  FALLBACK_TEMPLATE,
  OPPORTUNITY_TEMPLATES,
  fillSubject,
  type OpportunityTemplate,
} from './opportunity-templates';
import type { MemberEffort, ThemeFinding } from './themes';

/**
 * Opportunities from themes: each theme goes to the pattern that fits it best (its anchor first, then
 * its pains and channels) and makes its own opportunity (issue 46: one that merged unrelated themes on a
 * pattern quoted answers about neither), quoting only its theme's answers, never the same words twice.
 * Hours come from the survey's measure questions when it has them (the theme's respondents who answered
 * × the median of their answers), else from the times the answers state. Each is rated by ICE:
 * - impact: the share of responses that raise it (a quarter or more is full marks) and, when the
 *   answers state times, the hours a week (40, a full-time person, is full marks), half each;
 * - confidence: how concrete the answers are (numbers, times, tools), how many say it (ten is full
 *   marks), and how well the pattern fits (on the theme's anchor, else on its pains; more in the
 *   company's sector, read from the company data with the question generator's tables);
 * - ease: the pattern's own ease, one up when the answers name a tool with an API, one down when the
 *   work is on paper or fax or in a legacy system.
 * Score: the mean of the three (see iceScore in the contract). Best first.
 */
/** A theme with its quotes, and its wording inside a sentence ("invoices", "rotas and schedules"). */
export type ThemeWithQuotes = {
  finding: ThemeFinding;
  quotes: ReportQuote[];
  subject: string;
  /** The theme as an activity, for the generic opportunity ("sorting the shared customer inbox"); English. */
  activity?: string;
};

const FACET_SHARE = 0.3;
const QUOTES_PER_THEME_IN_OPPORTUNITY = 2;
const MAX_OPPORTUNITY_QUOTES = 4;

export function opportunitiesFor(
  themes: readonly ThemeWithQuotes[],
  totalResponses: number,
  profile: CompanyProfile | null,
  measures: readonly MeasureAnswers[] = [],
): ReportOpportunity[] {
  return themes
    .map((theme) => {
      // A theme named in Urdu only gets the generic opportunity: a template would put Urdu words in English.
      const urdu = theme.finding.concept === null && theme.finding.language === 'ur';
      const { template, fit } = urdu ? { template: FALLBACK_TEMPLATE, fit: 0.2 } : bestTemplate(theme.finding);
      const id = `${template.id}-${theme.finding.id}`;
      return opportunity(id, template, [theme], fit, totalResponses, profile, measures);
    })
    .sort((a, b) => b.score - a.score || b.impact.value - a.impact.value || a.id.localeCompare(b.id))
    .slice(0, MAX_REPORT_OPPORTUNITIES);
}

/** The template that fits a theme, and how well: 0.8 on its anchor, 0.5 on pains and places alone. */
export function bestTemplate(theme: ThemeFinding): { template: OpportunityTemplate; fit: number } {
  let best: { template: OpportunityTemplate; score: number } | null = null;
  const strong = (count: number | undefined) => (count ?? 0) >= FACET_SHARE * theme.members.length;
  for (const template of OPPORTUNITY_TEMPLATES) {
    const anchored = anchoredOn(template, theme);
    const pains = Math.min(2, template.pains.filter((p) => strong(theme.pains.get(p))).length);
    const wheres = Math.min(1, template.wheres.filter((w) => strong(theme.facets.get(w))).length);
    const score = (anchored ? 3 : 0) + pains + wheres;
    if (score > (best?.score ?? 0)) best = { template, score };
  }
  if (!best || best.score < 2) return { template: FALLBACK_TEMPLATE, fit: 0.2 };
  return { template: best.template, fit: anchoredOn(best.template, theme) ? 0.8 : 0.5 };
}

function anchoredOn(template: OpportunityTemplate, theme: ThemeFinding): boolean {
  return theme.concept !== null && template.concepts.includes(theme.concept.id);
}

function opportunity(
  id: string,
  template: OpportunityTemplate,
  themes: readonly ThemeWithQuotes[],
  fit: number,
  total: number,
  profile: CompanyProfile | null,
  measures: readonly MeasureAnswers[],
): ReportOpportunity {
  const members = new Set(themes.flatMap((t) => t.finding.members));
  const subject = joinWords(
    themes.map((t) => (template === FALLBACK_TEMPLATE ? (t.activity ?? t.subject) : t.subject)),
  );
  const measured = measuredHours(
    [...members].sort((a, b) => a - b),
    measures,
  );
  const hours = measured ?? hoursSaved(largestPerResponse(themes.flatMap((t) => t.finding.efforts)));
  const impact = rateImpact(members.size, total, hours?.hoursPerWeek ?? null, measured !== null);
  const confidence = rateConfidence(themes, members.size, template, fit, profile);
  const ease = rateEase(template, themes, profile);
  return {
    id,
    title: upperFirst(fillSubject(template.title, subject)),
    description: fillSubject(template.description, subject),
    impact,
    confidence,
    ease,
    score: iceScore(impact.value, confidence.value, ease.value),
    themeIds: themes.map((t) => t.finding.id),
    quotes: distinctQuotes(themes.flatMap((t) => t.quotes.slice(0, QUOTES_PER_THEME_IN_OPPORTUNITY))).slice(
      0,
      MAX_OPPORTUNITY_QUOTES,
    ),
    hoursSavedPerWeek: hours?.hoursPerWeek ?? null,
    hoursSavedArithmetic: hours?.arithmetic ?? null,
    hoursSource: hours ? (measured ? 'measure' : 'stated') : null,
  };
}

function rateImpact(members: number, total: number, hoursPerWeek: number | null, measured: boolean): IceRating {
  const share = members / Math.max(1, total);
  const shareScore = Math.min(1, share / 0.25);
  const hoursScore = hoursPerWeek === null ? null : Math.min(1, Math.log1p(hoursPerWeek) / Math.log1p(40));
  const blended = hoursScore === null ? shareScore : (shareScore + hoursScore) / 2;
  const raised = `Raised by ${members} of ${total} responses (${Math.round(share * 100)}%)`;
  const time =
    hoursPerWeek === null
      ? 'no times stated'
      : `${measured ? 'their answers to the hours question' : 'the times they state'} add up to ${formatHours(hoursPerWeek)} h/week`;
  return { value: toTen(blended), reason: `${raised}; ${time}.` };
}

function rateConfidence(
  themes: readonly ThemeWithQuotes[],
  members: number,
  template: OpportunityTemplate,
  fit: number,
  profile: CompanyProfile | null,
): IceRating {
  const concrete = themes.reduce((n, t) => n + t.finding.concrete, 0);
  const counted = themes.reduce((n, t) => n + t.finding.members.length, 0);
  const concreteShare = counted === 0 ? 0 : Math.min(1, concrete / counted);
  const sector = profile?.sector && template.sectors.includes(profile.sector.id) ? profile.sector : null;
  const fitScore = Math.min(1, fit + (sector ? 0.2 : 0));
  const value = toTen(0.4 * concreteShare + 0.35 * Math.min(1, members / 10) + 0.25 * fitScore);
  const detail = `${concrete} of ${counted} answers give numbers, times or tool names`;
  const pattern =
    template === FALLBACK_TEMPLATE
      ? 'no proven pattern matches yet'
      : sector
        ? `a proven pattern in ${sector.label.en}`
        : fit >= 0.8
          ? 'a proven pattern for this kind of work'
          : 'the pattern is matched on the pains described';
  return { value, reason: `${detail}; ${pattern}.` };
}

function rateEase(
  template: OpportunityTemplate,
  themes: readonly ThemeWithQuotes[],
  profile: CompanyProfile | null,
): IceRating {
  const facetShare = (key: string) => {
    const count = themes.reduce((n, t) => n + (t.finding.facets.get(key) ?? 0), 0);
    const members = themes.reduce((n, t) => n + t.finding.members.length, 0);
    return count / Math.max(1, members);
  };
  const named = new Set([
    ...themes.flatMap((t) => [...t.finding.facets.keys()].filter((k) => k.startsWith('tool:')).map((k) => k.slice(5))),
    ...(profile?.tools ?? []),
  ]);
  const connectable = [...named].filter((tool) => CONNECTABLE_TOOLS.has(tool));
  const legacy = [...named].filter((tool) => /^(AS\/400|mainframe)$/i.test(tool));
  const offline = ['place:paper', 'channel:fax'].filter((k) => facetShare(k) >= FACET_SHARE);
  const notes: string[] = [template.easeReason];
  let value = template.ease;
  if (connectable.length > 0) {
    value += 1;
    notes.push(`${joinWords(connectable.slice(0, 3))} can be connected`);
  }
  if (offline.length > 0 || legacy.length > 0) {
    value -= 1;
    notes.push(legacy.length > 0 ? `${joinWords(legacy)} is hard to connect` : 'much of the work is on paper or fax');
  }
  return { value: Math.max(1, Math.min(10, value)), reason: `${notes.join('; ')}.` };
}

/** No words twice: a quote equal to, or inside, one already taken is left out. */
export function distinctQuotes(quotes: readonly ReportQuote[]): ReportQuote[] {
  const taken: string[] = [];
  return quotes.filter((q) => {
    const words = q.text.toLowerCase().replace(/\s+/g, ' ').trim();
    if (taken.some((t) => t.includes(words) || words.includes(t))) return false;
    taken.push(words);
    return true;
  });
}

function largestPerResponse(efforts: readonly MemberEffort[]): MemberEffort[] {
  const best = new Map<number, MemberEffort>();
  for (const e of efforts) if ((best.get(e.response)?.hoursPerWeek ?? -1) < e.hoursPerWeek) best.set(e.response, e);
  return [...best.values()];
}

function toTen(fraction: number): number {
  return Math.max(1, Math.min(10, Math.round(1 + 9 * fraction)));
}

function joinWords(words: readonly string[]): string {
  const unique = [...new Set(words)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatHours(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

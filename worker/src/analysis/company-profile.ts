import { SECTORS, TOOLS, type Sector } from './company-tables';
import { toAsciiDigits, words } from './text-analysis';

/** What the offline provider reads out of the admin's company data. */
export type CompanyProfile = {
  sector: Sector | null;
  /** Head count when the text states one ("40 employees", "team of 12"). */
  teamSize: number | null;
  /** True when the text calls itself small ("startup", "small team") or states fewer than 50 people. */
  small: boolean;
  /** Known tools named in the text, canonical spelling, in order of first mention. */
  tools: string[];
  /** Short quotes of the pains the text names ("we re-type orders into Excel"). */
  pains: string[];
};

const PAIN_CUE =
  /\b(manual(?:ly)?|by hand|spend(?:s|ing)? (?:hours|days|ages|a lot of time|too much time)|time[- ]consuming|takes? (?:hours|days|too long|forever)|slow(?:ly)?|delays?|delayed|backlogs?|bottlenecks?|error[- ]prone|errors?|mistakes?|repetitive|tedious|struggl\w*|frustrat\w*|painful|problems?|challeng\w*|difficult\w*|hard to|copy(?:ing)? and past\w*|re-?typ\w*|data entry|duplicat\w*|lost|missed|overwhelm\w*|inconsistent|no visibility|chasing|paperwork)\b|دستی|ہاتھ سے|گھنٹوں|گھنٹے|وقت لگتا|وقت ضائع|سست|تاخیر|غلطی|غلطیاں|مشکل|مسئلہ|مسائل|پریشانی|بار بار/iu;

const MAX_PAINS = 4;
const MAX_PAIN_WORDS = 14;
const MAX_PAIN_CHARS = 120;

export function readCompanyProfile(companyData: string): CompanyProfile {
  const text = toAsciiDigits(companyData);
  const teamSize = readTeamSize(text);
  return {
    sector: readSector(text),
    teamSize,
    small:
      teamSize !== null
        ? teamSize < 50
        : /\b(startup|start-up|small (?:team|business|company|firm)|family business)\b|چھوٹی ٹیم|چھوٹا کاروبار/iu.test(
            text,
          ),
    tools: readTools(text),
    pains: readPains(text),
  };
}

/** The sector whose keywords appear most often; ties go to the earlier entry. */
function readSector(text: string): Sector | null {
  let best: Sector | null = null;
  let bestHits = 0;
  for (const sector of SECTORS) {
    const hits = text.match(sector.keywords)?.length ?? 0;
    if (hits > bestHits) {
      best = sector;
      bestHits = hits;
    }
  }
  return best;
}

// Every repeat is bounded (a count is at most 7 digits with thousands commas): a long run of
// "1,1,1,..." or spaces must cost linear time, not a rescan from every position.
const COUNT = String.raw`(\d{1,7}(?:,\d{3}){0,2})`;
export const TEAM_SIZE_PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${COUNT}\s{0,3}\+?\s{0,3}(?:full[- ]time\s{1,3})?(?:employees|staff|people|team members|members|workers|engineers|consultants|agents|teachers|doctors|nurses|volunteers|persons?)\b`,
    'i',
  ),
  new RegExp(String.raw`\bteam of (?:about |around |roughly )?${COUNT}\b`, 'i'),
  new RegExp(String.raw`\b${COUNT}[- ](?:person|people|member)\b`, 'i'),
  new RegExp(String.raw`${COUNT}\s{0,3}(?:ملازمین|ملازم|افراد|لوگ|لوگوں|اساتذہ)`, 'u'),
];

/** Splits a sentence into clauses; bounded around 'but' so a long run of spaces stays linear. */
export const CLAUSE_SPLIT = /[,;:،]|\s{1,20}but\s{1,20}|\s{1,20}لیکن\s{1,20}/u;

function readTeamSize(text: string): number | null {
  const patterns = TEAM_SIZE_PATTERNS;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) {
      const n = Number(match[1]!.replace(/,/g, ''));
      if (Number.isFinite(n) && n > 0 && n < 10_000_000) return n;
    }
  }
  return null;
}

function readTools(text: string): string[] {
  const found: Array<{ name: string; at: number }> = [];
  for (const [name, pattern] of TOOLS) {
    const match = pattern.exec(text);
    if (match) found.push({ name, at: match.index });
  }
  // A named product makes its generic category redundant ("Salesforce" already says "a CRM").
  const names = found.sort((a, b) => a.at - b.at).map((f) => f.name);
  const hasNamed = (generic: string, named: string[]) =>
    names.includes(generic) && named.some((n) => names.includes(n));
  return names.filter(
    (n) =>
      !(n === 'your CRM' && hasNamed(n, ['Salesforce', 'HubSpot', 'Zoho', 'Pipedrive'])) &&
      !(n === 'your EHR system' && hasNamed(n, ['Epic'])) &&
      !(n === 'your ERP system' && hasNamed(n, ['SAP', 'Oracle', 'Odoo', 'NetSuite'])),
  );
}

/** Short quotes of the clauses that name a pain, in the respondent's own words. */
function readPains(text: string): string[] {
  const pains: string[] = [];
  const seen = new Set<string>();
  for (const sentence of text.split(/[.!?\n۔؟]+/u)) {
    for (const clause of sentence.split(CLAUSE_SPLIT)) {
      const cue = PAIN_CUE.exec(clause);
      if (!cue) continue;
      const quote = shortenAround(clause, cue.index);
      const key = quote.toLowerCase();
      if (quote.length >= 8 && !seen.has(key)) {
        seen.add(key);
        pains.push(quote);
      }
      if (pains.length >= MAX_PAINS) return pains;
    }
  }
  return pains;
}

/** The clause itself, or a window of words around the cue when it is long; never over MAX_PAIN_CHARS. */
function shortenAround(clause: string, cueIndex: number): string {
  const trimmed = clause.trim().replace(/^(and|so|which|that|also|اور)\s+/iu, '');
  const all = words(trimmed);
  let quote: string;
  if (all.length <= MAX_PAIN_WORDS) {
    quote = trimmed.replace(/["“”]/g, '');
  } else {
    const start = Math.max(0, words(clause.slice(0, cueIndex)).length - 4);
    quote = all.slice(start, start + MAX_PAIN_WORDS).join(' ');
  }
  if (quote.length <= MAX_PAIN_CHARS) return quote;
  const cut = quote.slice(0, MAX_PAIN_CHARS);
  return (cut.lastIndexOf(' ') > MAX_PAIN_CHARS / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut).trim();
}

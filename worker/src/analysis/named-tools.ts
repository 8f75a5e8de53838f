import type { ChatLanguage } from '@seedline/shared';
import { TOOLS } from './company-tables';
import { EN_GENERIC_NOUNS, EN_STOP_WORDS } from './stop-words';
import { eachMatch, overlaps, type Span } from './text-normal';

/**
 * Tools and systems named in free text: the known tools of the company tables (canonical spelling),
 * acronyms ("AS/400", "EMIS"), names with inner capitals ("SystmOne"), capitalised names after "into",
 * "using", "via", "through", "on" or before "system", "software", "app" ("into Sage", "the Tally system"),
 * and, in Urdu text, capitalised Latin-script words ("Sage میں").
 */
export type ToolMention = Span & { name: string; known: boolean };

/**
 * Capitalised words that are no tool: common English abbreviations (times of day, job titles,
 * departments) and units. Source (issue 46): general vocabulary, written before any evaluation fixture.
 */
const NOT_TOOLS = new Set(
  [
    'AI',
    'AM',
    'PM',
    'ASAP',
    'CEO',
    'CFO',
    'COO',
    'CTO',
    'MD',
    'HR',
    'IT',
    'UK',
    'US',
    'USA',
    'UAE',
    'PK',
    'EU',
    'OK',
    'FAQ',
    'FAQS',
    'ID',
    'PDF',
    'PO',
    'SMS',
    'VAT',
    'GST',
    'NTN',
    'KPI',
    'KPIS',
    'ETA',
    'TV',
    'CV',
    'A4',
    'FY',
    'NA',
    'TBD',
    'SLA',
    'NGO',
    'LTD',
    'LLC',
    'EOD',
    'FYI',
    'CC',
    'BCC',
    'URL',
    'QA',
    'Q1',
    'Q2',
    'Q3',
    'Q4',
    'OCR',
    'API',
    'APIS',
    'IDK',
    'PS',
    'NB',
    'RE',
    'FW',
    'ALL',
    'NOT',
    'NO',
    'I',
  ].map((s) => s.toUpperCase()),
);
const CALENDAR =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|english|urdu)s?$/i;

const KNOWN = TOOLS.filter(([name]) => !name.startsWith('your '));
const KNOWN_GROUPS = KNOWN.map((_, i) => `t${i}`);
let knownPattern: RegExp | null = null;

/**
 * One pass over the text for every known tool: an alternation of the table's patterns, named by index.
 * Without the u flag (the patterns need none), which makes the case-insensitive scan several times faster.
 */
function known(): RegExp {
  knownPattern ??= new RegExp(KNOWN.map(([, re], i) => `(?<${KNOWN_GROUPS[i]}>${re.source})`).join('|'), 'gi');
  return knownPattern;
}

// ASCII patterns without the u flag: tool names are written in Latin letters, and V8 scans these fastest.
const ACRONYM = /(?<![A-Za-z0-9/])[A-Z][A-Z0-9]{1,9}(?:\/[A-Z0-9]{1,6})?(?![A-Za-z0-9])/g;
const INNER_CAPITAL = /(?<![A-Za-z0-9])[A-Za-z]{0,40}[a-z][A-Z][A-Za-z0-9]{0,40}(?![A-Za-z0-9])/g;
const NAME = String.raw`[A-Z][A-Za-z0-9.&]{0,40}(?:\s{1,3}(?:[A-Z][A-Za-z0-9.&]{0,40}|\d{1,9}))?`;
const AFTER_CUE = new RegExp(
  String.raw`(?<![A-Za-z])(?:into|using|use|uses|used|via|through|on)\s{1,3}(?:the\s{1,3}|our\s{1,3}|an?\s{1,3})?(${NAME})`,
  'g',
);
const BEFORE_CUE = new RegExp(
  String.raw`(?<![A-Za-z])(${NAME})\s{1,3}(?:system|software|app|portal|platform|database|package|ledger)(?![A-Za-z])`,
  'g',
);
const LATIN_IN_URDU = /(?<![A-Za-z0-9])[A-Z][A-Za-z0-9.&/]{0,40}(?:\s{1,3}\d{1,9})?(?![A-Za-z0-9])/g;
const CAPITAL = /[A-Z]/;

/** Every regex applied to a whole text, for the complexity guard spec. */
export function namedToolPatterns(): RegExp[] {
  return [known(), ACRONYM, INNER_CAPITAL, AFTER_CUE, BEFORE_CUE, LATIN_IN_URDU];
}

const SYSTEM_WORD = /\b(system|software|app|portal|platform|database|package|ledger)\b/;

export function readNamedTools(text: string, language: ChatLanguage): ToolMention[] {
  const found: ToolMention[] = [];
  const add = (name: string, start: number, end: number, isKnown: boolean) => {
    const span = { start, end };
    if (found.some((f) => overlaps(f, span))) return;
    found.push({ name, known: isKnown, text: text.slice(start, end), start, end });
  };

  eachMatch(known(), text, (m) => {
    const index = KNOWN_GROUPS.findIndex((group) => m.groups?.[group] !== undefined);
    if (index >= 0) add(KNOWN[index]![0], m.index, m.index + m[0].length, true);
  });
  if (!CAPITAL.test(text)) return dedupeByName(found);
  if (!isShouting(text)) {
    eachMatch(ACRONYM, text, (m) => {
      if (!NOT_TOOLS.has(m[0])) add(m[0], m.index, m.index + m[0].length, false);
    });
  }
  eachMatch(INNER_CAPITAL, text, (m) => add(m[0], m.index, m.index + m[0].length, false));
  if (language === 'en') {
    for (const pattern of SYSTEM_WORD.test(text) ? [AFTER_CUE, BEFORE_CUE] : [AFTER_CUE]) {
      eachMatch(pattern, text, (m) => {
        const name = trimName(m[1]!);
        const start = m.index + m[0].indexOf(m[1]!);
        if (isName(name)) add(name, start, start + name.length, false);
      });
    }
  } else {
    eachMatch(LATIN_IN_URDU, text, (m) => {
      const name = trimName(m[0]);
      if (isName(name)) add(name, m.index, m.index + name.length, false);
    });
  }
  return dedupeByName(found.sort((a, b) => a.start - b.start));
}

function trimName(name: string): string {
  let end = name.length;
  while (end > 0 && (name[end - 1] === '.' || name[end - 1] === '&')) end--;
  return name.slice(0, end);
}

function isName(name: string): boolean {
  const first = name.split(/\s+/)[0]!;
  const lower = first.toLowerCase();
  return (
    name.length >= 2 &&
    !NOT_TOOLS.has(first.toUpperCase()) &&
    !CALENDAR.test(first) &&
    !EN_STOP_WORDS.has(lower) &&
    !EN_GENERIC_NOUNS.has(lower)
  );
}

/** Mostly capitals: "WE RETYPE EVERYTHING" is shouting, not a list of acronyms. */
function isShouting(text: string): boolean {
  let letters = 0;
  let capitals = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) capitals++;
    else if (c < 97 || c > 122) continue;
    letters++;
  }
  return letters >= 12 && capitals / letters > 0.6;
}

function dedupeByName(tools: ToolMention[]): ToolMention[] {
  const seen = new Set<string>();
  return tools.filter((t) => {
    const key = t.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

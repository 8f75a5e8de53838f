import type winkNLP from 'wink-nlp';
import type { ItemEntity, ItemSentence, ItemToken, Model, WinkMethods } from 'wink-nlp';

// Masks what names a person in a free-text answer before a client reads it (issue 47): e-mail addresses,
// phone numbers (Pakistani mobile and landline forms, and international ones) and names. E-mails and phones
// have shapes, so patterns find them. Names have none: wink-nlp with its English model tags proper nouns
// (PROPN), and a Title-case proper noun is masked unless it is the one word opening a sentence ("Salary
// comes late") or an acronym ("HR"); dates wink recognises ("Monday") stay. Places it tags as proper nouns
// are masked too: erring towards hiding is the point. Lower-case and Urdu-script names have no such tag,
// so an introduction ("my name is ali", "میرا نام علی ہے") is caught by pattern. A name in any other
// lower-case or Urdu phrasing is not found: that is why free text is off unless the consultant turns it on.

export const MASKS = { email: '[e-mail]', phone: '[phone]', name: '[name]' } as const;

// The look-behind starts a match only where a run of such characters starts: linear, whatever the text.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// +92 300 1234567, 0092-300-1234567, 0300-1234567, 03001234567, (042) 3576 1234, 042-35761234,
// +44 20 7946 0958, +1 (415) 555-0100: a leading + or 00 or 0, then at least 7 more digits in groups.
const PHONE =
  /(?<![\p{L}\p{N}])(?:(?:\+|00)\d{1,3}[\s.-]?)?(?:\(?0?\d{2,4}\)?[\s.-]?)\d{3,4}[\s.-]?\d{3,4}(?![\p{L}\p{N}])/gu;
const INTRODUCTION =
  /\b(my name is|my name's|name is|i am called|call me|mera naam|mera nam)\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)/giu;
const URDU_INTRODUCTION = /(میرا نام|مجھے)\s+([\p{Script=Arabic}]+(?:\s+[\p{Script=Arabic}]+)?)(?=\s+(?:ہے|کہتے))/gu;
const TITLES = /^(mr|mrs|ms|miss|dr|sir|madam|prof)\.?$/i;
const SKIPPED_ENTITIES = new Set(['DATE', 'TIME', 'DURATION', 'EMAIL', 'URL']);

let english: WinkMethods | null = null;

/** wink with its English lite model, loaded on first use (a few hundred ms), then kept. */
function wink(): WinkMethods {
  if (english === null) {
    // Required, not imported: the API loads the model only when a client link shows free text.
    /* eslint-disable @typescript-eslint/no-require-imports */
    const createWink = require('wink-nlp') as typeof winkNLP;
    const model = require('wink-eng-lite-web-model') as Model;
    /* eslint-enable @typescript-eslint/no-require-imports */
    english = createWink(model, ['sbd', 'pos', 'ner']);
  }
  return english;
}

type Span = { start: number; end: number; mask: string };

function patternSpans(text: string, pattern: RegExp, mask: string, group = 0): Span[] {
  return [...text.matchAll(pattern)].map((match) => {
    const whole = match[0];
    const part = match[group]!;
    const start = match.index + (group === 0 ? 0 : whole.lastIndexOf(part));
    return { start, end: start + part.length, mask };
  });
}

const isTitleCase = (word: string): boolean => /^\p{Lu}\p{Ll}/u.test(word);
const hasLatin = (text: string): boolean => /[A-Za-z]/.test(text);

/** Where wink finds a Title-case proper noun that is not a lone sentence opener, a date or an acronym. */
function nameSpans(text: string): Span[] {
  if (!hasLatin(text)) return [];
  const nlp = wink();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const skipped = new Set<number>();
  doc.entities().each((entity: ItemEntity) => {
    if (!SKIPPED_ENTITIES.has(entity.out(its.type))) return;
    entity.tokens().each((token: ItemToken) => skipped.add(token.index()));
  });
  const tokens: { text: string; pos: string; index: number; opens: boolean }[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    let first = true;
    sentence.tokens().each((token: ItemToken) => {
      const type = token.out(its.type);
      tokens.push({ text: token.out(), pos: token.out(its.pos), index: token.index(), opens: first });
      if (type === 'word') first = false;
    });
  });
  const isName = (i: number) => {
    const t = tokens[i];
    return !!t && t.pos === 'PROPN' && isTitleCase(t.text) && !skipped.has(t.index) && !TITLES.test(t.text);
  };
  const spans: Span[] = [];
  let cursor = 0;
  tokens.forEach((token, i) => {
    const at = text.indexOf(token.text, cursor);
    if (at < 0) return;
    cursor = at + token.text.length;
    if (!isName(i)) return;
    const afterTitle = i > 0 && TITLES.test(tokens[i - 1]!.text);
    if (token.opens && !isName(i + 1) && !afterTitle) return;
    spans.push({ start: at, end: at + token.text.length, mask: MASKS.name });
  });
  return spans;
}

/** Joins spans that touch or overlap (and adjacent names, "[name] [name]" -> "[name]"), earliest first. */
function merged(spans: Span[], text: string): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    const between = last ? text.slice(last.end, span.start) : '';
    if (last && (span.start < last.end || (last.mask === span.mask && /^\s*$/.test(between)))) {
      last.end = Math.max(last.end, span.end);
    } else out.push({ ...span });
  }
  return out;
}

/** The text with every e-mail address, phone number and name it finds replaced by a mask. */
export function maskPersonalText(text: string): string {
  const emails = patternSpans(text, EMAIL, MASKS.email);
  const outsideEmails = (s: Span) => !emails.some((e) => s.start < e.end && e.start < s.end);
  const spans = [
    ...emails,
    ...patternSpans(text, PHONE, MASKS.phone).filter((s) => outsideEmails(s) && digitsIn(text, s) >= 9),
    ...patternSpans(text, INTRODUCTION, MASKS.name, 2),
    ...patternSpans(text, URDU_INTRODUCTION, MASKS.name, 2),
    ...nameSpans(text).filter(outsideEmails),
  ];
  let result = '';
  let at = 0;
  for (const span of merged(spans, text)) {
    result += text.slice(at, span.start) + span.mask;
    at = span.end;
  }
  return result + text.slice(at);
}

function digitsIn(text: string, span: Span): number {
  return text.slice(span.start, span.end).replace(/\D/g, '').length;
}

import { PAIN_KINDS, PAIN_WORDING, type PainKind } from './cue-lexicon';
import type { ThemeFinding } from './themes';
import { conceptById } from './workplace-lexicon';

/** Names and one-sentence summaries of themes, from the anchor and what its answers most often say. */

/** A pain or a place must be named by this share of a theme's responses, and by two, to shape its name. */
const NAME_SHARE = 0.3;

function namedEnough(count: number, members: number): boolean {
  return count >= NAME_SHARE * members && count >= Math.min(2, members);
}

type Where = { key: string; count: number; phrase: string; noun: string };

export function topPain(theme: ThemeFinding, needsPhrase = false): { pain: PainKind; count: number } | null {
  let best: { pain: PainKind; count: number } | null = null;
  for (const pain of PAIN_KINDS) {
    const count = theme.pains.get(pain) ?? 0;
    if (needsPhrase && PAIN_WORDING[pain].phrase === null) continue;
    if (count > (best?.count ?? 0)) best = { pain, count };
  }
  return best && namedEnough(best.count, theme.members.length) ? best : null;
}

/** The channel, place or tool most of the theme's answers name ("over email", "in spreadsheets"). */
export function topWhere(theme: ThemeFinding): Where | null {
  const order = ['place', 'channel', 'tool'];
  let best: Where | null = null;
  for (const [key, count] of theme.facets) {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const id = key.slice(colon + 1);
    if (!order.includes(kind)) continue;
    const concept = kind === 'tool' ? null : conceptById(id);
    const where: Where = {
      key,
      count,
      phrase: concept?.where ?? `in ${id}`,
      noun: concept ? lowerFirst(concept.label) : id,
    };
    const better =
      !best ||
      count > best.count ||
      (count === best.count && order.indexOf(kind) < order.indexOf(best.key.slice(0, best.key.indexOf(':'))));
    if (better) best = where;
  }
  return best && namedEnough(best.count, theme.members.length) ? best : null;
}

export function themeLabel(theme: ThemeFinding): string {
  return theme.concept ? theme.concept.label : upperFirst(theme.surface);
}

/** The theme as a noun inside a sentence ("invoices", "rotas and schedules", "referrals"). */
export function themeSubject(theme: ThemeFinding): string {
  return theme.concept ? (theme.concept.subject ?? lowerFirst(theme.concept.label)) : theme.own.subject;
}

/** The theme as an activity inside a sentence: "sorting the shared customer inbox", "invoices". */
export function themeActivity(theme: ThemeFinding): string {
  if (theme.concept) return themeSubject(theme);
  // Opened by the respondents' own verb ("sorting the inbox"), else the noun phrase with its article.
  return theme.own.name.toLowerCase().endsWith(theme.own.subject.toLowerCase()) &&
    theme.own.name.length > theme.own.subject.length
    ? lowerFirst(theme.own.name)
    : theme.own.subject;
}

/**
 * A lexicon concept's label shaped by the pain and place most of its answers name ("Invoices re-typed by
 * hand"); otherwise the respondents' own words as they are, never a template around an unknown word.
 */
export function themeName(theme: ThemeFinding): string {
  if (!theme.concept) return theme.own.name;
  const label = themeLabel(theme);
  const pain = topPain(theme, true);
  const where = topWhere(theme);
  const concept = theme.concept;
  // Kinds of work that are activities ("Scheduling and rotas") take a place, not a pain.
  if (concept && concept.kind === 'work' && !concept.takesPain) return where ? `${label} ${where.phrase}` : label;
  if (!pain)
    return where && concept?.kind !== 'channel' && concept?.kind !== 'place' ? `${label} ${where.phrase}` : label;
  const phrase = PAIN_WORDING[pain.pain].phrase!;
  if (!where || concept?.kind === 'channel' || concept?.kind === 'place') return `${label} ${phrase}`;
  if (pain.pain === 'manual-entry' && !where.key.startsWith('channel:')) {
    return `${label} ${phrase} ${where.phrase.replace(/^in /, 'into ')}`;
  }
  if (pain.pain === 'chasing' || pain.pain === 'waiting' || pain.pain === 'no-visibility') {
    return `${label} ${phrase} ${where.phrase}`;
  }
  return `${label} ${phrase}`;
}

/** "12 of 46 responses (26%) raise invoices; 10 describe typing or copying data by hand and 6 name spreadsheets." */
export function themeSummary(theme: ThemeFinding, total: number): string {
  const count = theme.members.length;
  const percent = Math.round((count / Math.max(1, total)) * 100);
  if (!theme.concept && theme.language === 'ur') {
    const noun = total === 1 ? 'response' : 'responses';
    return `${count} of ${total} ${noun} (${Math.round((count / Math.max(1, total)) * 100)}%), in Urdu, share the words of this theme's name.`;
  }
  const subject = theme.concept ? lowerFirst(theme.concept.label) : theme.own.subject;
  const pain = topPain(theme);
  const where = topWhere(theme);
  const details = [
    pain ? `${pain.count} describe ${PAIN_WORDING[pain.pain].description}` : null,
    where ? `${where.count} name ${where.noun}` : null,
  ].filter((d): d is string => d !== null);
  const noun = total === 1 ? 'response' : 'responses';
  const tail = details.length > 0 ? `; ${details.join(' and ')}` : '';
  return `${count} of ${total} ${noun} (${percent}%) raise ${subject}${tail}.`;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the word is a name written with inner capitals ("WhatsApp"). */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]+[A-Z]/.test(text) || /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

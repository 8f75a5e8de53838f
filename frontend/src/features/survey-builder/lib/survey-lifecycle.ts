// The pure rules of the survey lifecycle screens: what a survey's availability looks like, how the
// close date and response cap fields map to the API, which details changed, how a question moves.
import type { BadgeVariant } from '@/components/ui/badge';
import type { Survey, SurveyAvailability, UpdateSurveyInput } from '@/types/generated/api';
import { finalizeSlug } from './slug';

export const AVAILABILITY_BADGE: Record<SurveyAvailability, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Open', variant: 'success' },
  inactive: { label: 'Inactive', variant: 'muted' },
  closed: { label: 'Closed', variant: 'warning' },
  full: { label: 'Full', variant: 'warning' },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's zone ('' for none). */
export const toDateTimeLocal = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A `datetime-local` value (the browser's zone) as an ISO instant; '' is no close date. */
export const fromDateTimeLocal = (value: string): string | null | undefined => {
  if (value.trim() === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
};

export type SettingsForm = { closesAt: string; responseCap: string };

export const settingsForm = (survey: Survey): SettingsForm => ({
  closesAt: toDateTimeLocal(survey.closesAt),
  responseCap: survey.responseCap === null ? '' : String(survey.responseCap),
});

export type SettingsOutcome =
  { ok: true; patch: UpdateSurveyInput } | { ok: false; field: 'closesAt' | 'responseCap'; message: string };

/** The close date and cap as PATCH takes them: only what changed; '' clears a setting. */
export const settingsPatch = (survey: Survey, form: SettingsForm): SettingsOutcome => {
  const closesAt = fromDateTimeLocal(form.closesAt);
  if (closesAt === undefined) return { ok: false, field: 'closesAt', message: 'Enter a valid date and time' };
  const capText = form.responseCap.trim();
  const cap = capText === '' ? null : Number(capText);
  if (cap !== null && (!Number.isInteger(cap) || cap < 1))
    return { ok: false, field: 'responseCap', message: 'The response cap must be a whole number of at least 1' };
  const patch: UpdateSurveyInput = {};
  // Compared as the field shows it (to the minute), so an untouched field never sends a change.
  if (form.closesAt !== toDateTimeLocal(survey.closesAt)) patch.closesAt = closesAt;
  if (cap !== survey.responseCap) patch.responseCap = cap;
  return { ok: true, patch };
};

export type DetailsForm = { title: string; description: string; slug: string; logo: string | null };

export const detailsForm = (survey: Survey): DetailsForm => ({
  title: survey.title,
  description: survey.description ?? '',
  slug: survey.slug ?? '',
  logo: survey.logo,
});

export type DetailsOutcome = { ok: true; patch: UpdateSurveyInput } | { ok: false; field: 'title'; message: string };

/** Title, description, slug and logo as PATCH takes them: trimmed, only what changed; empty clears. */
export const detailsPatch = (survey: Survey, form: DetailsForm): DetailsOutcome => {
  const title = form.title.trim();
  if (title === '') return { ok: false, field: 'title', message: 'Title is required' };
  const description = form.description.trim() || null;
  const slug = finalizeSlug(form.slug.trim()) || null;
  const patch: UpdateSurveyInput = {};
  if (title !== survey.title) patch.title = title;
  if (description !== survey.description) patch.description = description;
  if (slug !== survey.slug) patch.slug = slug;
  if (form.logo !== survey.logo) patch.logo = form.logo;
  return { ok: true, patch };
};

export const isEmptyPatch = (patch: UpdateSurveyInput): boolean => Object.keys(patch).length === 0;

/** Once anyone has started the survey, its questions can only be reworded or added at the end. */
export const questionsLocked = (survey: Pick<Survey, 'startedCount'>): boolean => survey.startedCount > 0;

/** The ids with the one at `index` moved by `delta` places; unchanged when that leaves the list. */
export const moveId = (ids: readonly string[], index: number, delta: -1 | 1): string[] => {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/** '12 started, 8 completed', with the cap when there is one: '12 of 50 started'. */
export const countsText = (survey: Pick<Survey, 'startedCount' | 'completedCount' | 'responseCap'>): string =>
  survey.responseCap === null
    ? `${survey.startedCount} started, ${survey.completedCount} completed`
    : `${survey.startedCount} of ${survey.responseCap} started, ${survey.completedCount} completed`;

import type { RefObject } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { SLUG_MAX_LENGTH } from '../../lib/slug';

export const SLUG_PREFIX = '/survey/';

type Props = {
  title: string;
  description: string;
  slug: string;
  slugError: string | null;
  slugRef: RefObject<HTMLInputElement | null>;
  onTitle: (value: string) => void;
  onDescription: (value: string) => void;
  onSlug: (value: string) => void;
  /** Replaces the create form's hint under the slug (which speaks of the title auto-fill). */
  slugHint?: string;
};

export const SurveyDetailsFields = ({
  title,
  description,
  slug,
  slugError,
  slugRef,
  onTitle,
  onDescription,
  onSlug,
  slugHint = 'Lowercase letters, numbers and hyphens. Filled in from the title until you type your own; leave empty to use the survey id.',
}: Props) => (
  <div className="space-y-5">
    <div>
      <Label htmlFor="survey-title">
        Title{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </Label>
      <Input
        id="survey-title"
        name="title"
        dir="auto"
        required
        value={title}
        onChange={(e) => onTitle(e.target.value)}
        placeholder="e.g. AI workflow survey"
      />
    </div>
    <div>
      <Label htmlFor="survey-description">Description</Label>
      <Textarea
        id="survey-description"
        name="description"
        dir="auto"
        rows={3}
        value={description}
        onChange={(e) => onDescription(e.target.value)}
        placeholder="What the survey is about, shown before respondents start"
      />
    </div>
    <div>
      <Label htmlFor="survey-slug">Custom URL Slug</Label>
      <div
        className={cn(
          'flex h-11 items-stretch overflow-hidden rounded-lg border bg-white shadow-sm focus-within:outline-2 focus-within:outline-emerald-600/40',
          slugError ? 'border-red-600' : 'border-slate-300 focus-within:border-emerald-600',
        )}
      >
        <span
          className="flex items-center border-r border-slate-200 bg-slate-50 px-3 font-mono text-sm text-slate-600"
          aria-hidden="true"
        >
          {SLUG_PREFIX}
        </span>
        <input
          ref={slugRef}
          id="survey-slug"
          name="slug"
          value={slug}
          onChange={(e) => onSlug(e.target.value)}
          maxLength={SLUG_MAX_LENGTH}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          placeholder="ai-workflow-survey"
          aria-invalid={slugError ? true : undefined}
          aria-describedby={slugError ? 'survey-slug-hint survey-slug-error' : 'survey-slug-hint'}
          className="min-w-0 flex-1 bg-transparent px-3 font-mono text-base text-slate-900 placeholder:text-slate-500 focus:outline-none sm:text-sm"
        />
      </div>
      <p id="survey-slug-hint" className="mt-1.5 text-xs text-slate-600">
        {slugHint}
      </p>
      {slugError ? (
        <p id="survey-slug-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {slugError}
        </p>
      ) : null}
    </div>
  </div>
);

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { forgetSessionOn401 } from '../../api/get-session';
import type { Survey } from '@/types/generated/api';
import { updateSurvey } from '../../api/update-survey';
import { useLogoUpload } from '../../hooks/use-logo-upload';
import { slugProblem } from '../../lib/save-survey';
import { sanitizeSlugInput, SLUG_MAX_LENGTH } from '../../lib/slug';
import { detailsPatch, isEmptyPatch } from '../../lib/survey-lifecycle';
import { LogoField } from '../create-survey/logo-field';
import { SurveyDetailsFields } from '../create-survey/survey-details-fields';
import { FormSection } from '../form-section';

const SLUG_HINT =
  'Lowercase letters, numbers and hyphens. Changing it breaks links already shared; leave empty to use the survey id.';

/** Title, description, slug and logo: the create form's fields, saved with one PATCH of what changed. */
export const DetailsForm = ({ survey }: { survey: Survey }) => {
  const [title, setTitle] = useState(survey.title);
  const [description, setDescription] = useState(survey.description ?? '');
  const [slug, setSlug] = useState(survey.slug ?? '');
  const [slugError, setSlugError] = useState<string | null>(null);
  const slugRef = useRef<HTMLInputElement>(null);
  const logo = useLogoUpload(survey.logo);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || logo.uploading) return;
    const outcome = detailsPatch(survey, { title, description, slug, logo: logo.path });
    if (!outcome.ok) {
      toast({ title: 'Error', description: outcome.message, variant: 'destructive' });
      return;
    }
    if (isEmptyPatch(outcome.patch)) {
      toast({ title: 'Nothing to save', description: 'The details are unchanged.' });
      return;
    }
    setSaving(true);
    try {
      const saved = await updateSurvey(survey.id, outcome.patch);
      setSlug(saved.slug ?? '');
      toast({ title: 'Details saved', description: 'Respondents see the new details from their next visit.' });
    } catch (error) {
      const slugMessage = slugProblem(error);
      if (slugMessage) {
        setSlugError(slugMessage);
        slugRef.current?.focus();
      } else {
        toast({ title: 'Could not save the details', description: errorMessage(error), variant: 'destructive' });
        await forgetSessionOn401(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormSection title="Survey details" id="details-heading">
      <form className="space-y-6" onSubmit={onSubmit} aria-labelledby="details-heading">
        <SurveyDetailsFields
          title={title}
          description={description}
          slug={slug}
          slugError={slugError}
          slugRef={slugRef}
          onTitle={setTitle}
          onDescription={setDescription}
          onSlug={(value) => {
            setSlugError(null);
            setSlug(sanitizeSlugInput(value).slice(0, SLUG_MAX_LENGTH));
          }}
          slugHint={SLUG_HINT}
        />
        <LogoField logo={logo} />
        <div className="flex justify-end">
          <Button type="submit" disabled={saving || logo.uploading}>
            {saving ? 'Saving...' : 'Save details'}
          </Button>
        </div>
      </form>
    </FormSection>
  );
};

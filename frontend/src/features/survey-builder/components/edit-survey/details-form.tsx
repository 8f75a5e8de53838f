import { useRef, useState } from 'react';
import { useAutosave } from '@/hooks/use-autosave';
import type { Survey } from '@/types/generated/api';
import { updateSurvey } from '../../api/update-survey';
import { useLogoUpload } from '../../hooks/use-logo-upload';
import { slugProblem } from '../../lib/save-survey';
import { sanitizeSlugInput, SLUG_MAX_LENGTH } from '../../lib/slug';
import { detailsPatch, isEmptyPatch } from '../../lib/survey-lifecycle';
import { LogoField } from '../create-survey/logo-field';
import { SurveyDetailsFields } from '../create-survey/survey-details-fields';
import { FormSection } from '@/components/ui/form-section';
import { SectionSaveState } from '@/components/ui/save-status';

const SLUG_HINT =
  'Lowercase letters, numbers and hyphens. Changing it breaks links already shared; leave empty to use the survey id.';

/** Title, description, slug and logo: the create form's fields; what changed is saved once typing pauses. */
export const DetailsForm = ({ survey }: { survey: Survey }) => {
  const [title, setTitle] = useState(survey.title);
  const [description, setDescription] = useState(survey.description ?? '');
  const [slug, setSlug] = useState(survey.slug ?? '');
  const [slugError, setSlugError] = useState<string | null>(null);
  const slugRef = useRef<HTMLInputElement>(null);
  const logo = useLogoUpload(survey.logo);
  const outcome = detailsPatch(survey, { title, description, slug, logo: logo.path });
  const patch = outcome.ok ? outcome.patch : null;
  const autosave = useAutosave({
    label: 'details',
    signature: JSON.stringify(patch),
    unchanged: patch !== null && isEmptyPatch(patch),
    problem: !outcome.ok ? outcome.message : logo.uploading ? 'the logo is still uploading' : null,
    save: async () => {
      if (!patch) return;
      try {
        await updateSurvey(survey.id, patch);
      } catch (error) {
        // A taken or malformed slug belongs on the slug field; the page's status says it too.
        const slugMessage = slugProblem(error);
        if (slugMessage) setSlugError(slugMessage);
        throw error;
      }
    },
  });

  return (
    <FormSection title="Survey details" id="details-heading">
      <form className="space-y-6" onSubmit={(event) => event.preventDefault()} aria-labelledby="details-heading">
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
        <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      </form>
    </FormSection>
  );
};

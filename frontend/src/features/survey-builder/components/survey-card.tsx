import { BarChart3, Copy, ExternalLink, Eye, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteSurvey } from '../api/delete-survey';
import { duplicateSurvey } from '../api/duplicate-survey';
import { forgetSessionOn401 } from '@/lib/session';
import { useRole } from '@/lib/admin-user';
import type { Survey } from '@/types/generated/api';
import { useActiveToggle } from '../hooks/use-active-toggle';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { AVAILABILITY_BADGE } from '../lib/survey-lifecycle';
import { ActiveSwitch } from './active-switch';
import { ShareDrawer } from './sharing/share-drawer';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this survey?';

/** Started and completed, kept by the server's counters; the close date and cap when set. */
const SurveyFacts = ({ survey }: { survey: Survey }) => (
  <dl className="grid grid-cols-2 gap-2 text-sm">
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">Started</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">
        {survey.startedCount}
        {survey.responseCap !== null ? (
          <span className="text-sm font-normal text-slate-600"> of {survey.responseCap}</span>
        ) : null}
      </dd>
    </div>
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">Completed</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{survey.completedCount}</dd>
    </div>
    {survey.closesAt ? (
      <div className="col-span-2 flex gap-1 text-xs text-slate-600">
        <dt>{new Date(survey.closesAt).getTime() <= Date.now() ? 'Closed' : 'Closes'}</dt>
        <dd>
          <time dateTime={survey.closesAt}>{formatDateTime(survey.closesAt)}</time>
        </dd>
      </div>
    ) : null}
  </dl>
);

/** `justCreated`: the survey the admin has just saved; its Share panel opens with focus on Copy. */
export const SurveyCard = ({ survey, justCreated = false }: { survey: Survey; justCreated?: boolean }) => {
  const [sharing, setSharing] = useState(justCreated);
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const active = useActiveToggle(survey);
  // A viewer sees the survey and its responses, never a control that would change it.
  const { mayEdit } = useRole();
  const badge = AVAILABILITY_BADGE[survey.availability];

  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteSurvey(survey.id);
      toast({ title: 'Survey deleted', description: 'The survey has been deleted successfully' });
    } catch (error) {
      setDeleting(false);
      setConfirming(false);
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    }
  };

  const onDuplicate = async () => {
    setDuplicating(true);
    try {
      const copy = await duplicateSurvey(survey.id);
      toast({
        title: 'Survey duplicated',
        description: `"${copy.title}" was created inactive${copy.slug ? ` at /survey/${copy.slug}` : ''}.`,
      });
    } catch (error) {
      toast({ title: 'Could not duplicate the survey', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setDuplicating(false);
    }
  };

  // The visible labels repeat on every card; the hidden title tells screen readers which survey.
  const forTitle = <span className="sr-only"> {survey.title}</span>;
  const statusId = `survey-${survey.id}-status`;
  const shareId = `survey-${survey.id}-share`;

  return (
    <Card className="flex w-full min-w-0 flex-col" data-testid="survey-card">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <UserText as="h2" className="min-w-0 flex-1 text-lg font-semibold break-words text-slate-900">
            {survey.title}
          </UserText>
          <Badge id={statusId} variant={badge.variant} className="shrink-0">
            {badge.label}
          </Badge>
        </div>
        {survey.description ? (
          <UserText className="line-clamp-3 text-sm text-slate-600">{survey.description}</UserText>
        ) : null}
        <SurveyFacts survey={survey} />
        <div className="mt-auto min-w-0 space-y-1 pt-1 text-xs text-slate-600">
          <p>
            <time dateTime={survey.createdAt}>Created {formatDate(survey.createdAt)}</time>
          </p>
          {survey.slug ? (
            <p className="truncate font-mono" title={`/survey/${survey.slug}`}>
              /survey/{survey.slug}
            </p>
          ) : null}
        </div>
      </div>
      <div className={mayEdit ? 'flex items-center border-t border-slate-100 px-4 py-2' : 'hidden'}>
        <ActiveSwitch
          checked={active.checked}
          pending={active.pending}
          onToggle={() => void active.toggle()}
          label="Active"
          describedBy={statusId}
        >
          {forTitle}
        </ActiveSwitch>
      </div>
      <div className="flex flex-wrap gap-1 border-t border-slate-100 p-3">
        <ButtonLink href={paths.admin.surveyResponses.href(survey.id)} variant="outline" size="sm">
          <BarChart3 className="h-4 w-4" aria-hidden="true" />
          Responses{forTitle}
        </ButtonLink>
        {mayEdit ? (
          <>
            <ButtonLink href={paths.admin.editSurvey.href(survey.id)} variant="ghost" size="sm">
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit{forTitle}
            </ButtonLink>
            <Button variant="ghost" size="sm" onClick={() => void onDuplicate()} disabled={duplicating}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              {duplicating ? 'Duplicating...' : 'Duplicate'}
              {forTitle}
            </Button>
          </>
        ) : null}
        {/* A walk through the survey that records nothing; View is the respondents' page itself. */}
        <ButtonLink href={paths.surveyPreview.href(survey.id)} variant="ghost" size="sm">
          <Eye className="h-4 w-4" aria-hidden="true" />
          Preview{forTitle}
        </ButtonLink>
        <ButtonLink href={paths.survey.href(survey.id)} variant="ghost" size="sm">
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          View{forTitle}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={sharing}
          aria-controls={sharing ? shareId : undefined}
          onClick={() => setSharing((open) => !open)}
        >
          <Share2 className="h-4 w-4" aria-hidden="true" />
          Share{forTitle}
        </Button>
        {mayEdit ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setConfirming(true)}
            disabled={deleting}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {deleting ? 'Deleting...' : 'Delete'}
            {forTitle}
          </Button>
        ) : null}
      </div>
      <ShareDrawer survey={survey} id={shareId} open={sharing} onClose={() => setSharing(false)} />
      <ConfirmDialog
        open={confirming}
        title={DELETE_CONFIRMATION}
        description={
          <p>
            <UserText as="span" className="font-semibold">
              {survey.title}
            </UserText>{' '}
            leaves your dashboard and its link stops working.
          </p>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
};

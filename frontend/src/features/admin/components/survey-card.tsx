import { BarChart3, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Survey } from '@/types/generated/api';
import { deleteSurvey } from '../api/delete-survey';
import { forgetSessionOn401 } from '../api/get-session';
import { formatDate } from '../lib/format-date';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this survey?';

export const SurveyCard = ({ survey }: { survey: Survey }) => {
  const [deleting, setDeleting] = useState(false);

  const onDelete = async () => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setDeleting(true);
    try {
      await deleteSurvey(survey.id);
      toast({ title: 'Survey deleted', description: 'The survey has been deleted successfully' });
    } catch (error) {
      setDeleting(false);
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    }
  };

  // The visible labels repeat on every card; the hidden title tells screen readers which survey.
  const forTitle = <span className="sr-only"> {survey.title}</span>;

  return (
    <Card className="flex w-full flex-col" data-testid="survey-card">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <UserText as="h2" className="min-w-0 flex-1 text-lg font-semibold break-words text-slate-900">
            {survey.title}
          </UserText>
          <Badge variant={survey.isActive ? 'success' : 'muted'} className="shrink-0">
            {survey.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </div>
        {survey.description ? (
          <UserText className="line-clamp-3 text-sm text-slate-600">{survey.description}</UserText>
        ) : null}
        <div className="mt-auto space-y-1 pt-1 text-xs text-slate-600">
          <p>
            <time dateTime={survey.createdAt}>Created {formatDate(survey.createdAt)}</time>
          </p>
          {survey.slug ? <p className="truncate font-mono">/survey/{survey.slug}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-1 border-t border-slate-100 p-3">
        <ButtonLink href={paths.admin.surveyResponses.href(survey.id)} variant="outline" size="sm">
          <BarChart3 className="h-4 w-4" aria-hidden="true" />
          Responses{forTitle}
        </ButtonLink>
        <ButtonLink href={paths.survey.href(survey.id)} variant="ghost" size="sm">
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          View{forTitle}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onDelete}
          disabled={deleting}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {deleting ? 'Deleting...' : 'Delete'}
          {forTitle}
        </Button>
      </div>
    </Card>
  );
};

// The admin area, one lazy chunk (src/app/router.tsx loads it for every `paths.admin.*` path). Each
// screen is a route beside this file that composes features (survey-builder, responses, reports,
// proposals, integrations, ai-jobs, messages, auth); features never import each other.
// The login and the set-password page (a single-use link's) are public; every other screen sits behind <RequireAdmin> inside the admin layout.
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { swrConfig } from '@/lib/swr-config';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import {
  PreviewControlContext,
  type PreviewControlProps,
} from '@/features/survey-builder/components/question-builder/preview-control';
import { ApiKeysScreen } from './api-keys';
import { AuditScreen } from './audit';
import { ClientRosterScreen } from './client-roster';
import { ClientsScreen } from './clients';
import { CreateSurveyScreen } from './create-survey';
import { DashboardScreen } from './dashboard';
import { editorsOnly } from './editors-only';
import { EditSurveyScreen } from './edit-survey';
import { JobsScreen } from './jobs';
import { LoginScreen } from './login';
import { MessagesScreen } from './messages';
import { ProposalScreen } from './proposals';
import { ProposalsDetailScreen } from './proposal';
import { ReportScreen } from './survey-report';
import { SetPasswordScreen } from './set-password';
import { SurveyResponsesScreen } from './survey-responses';
import { TeamScreen } from './team';
import { WebhooksScreen } from './webhooks';

const CreateSurveyRoute = editorsOnly(CreateSurveyScreen);
const EditSurveyRoute = editorsOnly(EditSurveyScreen);

/** `questionControl`: the respondent's answer control for the builder's live preview (the app passes it). */
export default function AdminRoutes({
  questionControl = null,
}: {
  questionControl?: ComponentType<PreviewControlProps> | null;
}) {
  return (
    <PreviewControlContext.Provider value={questionControl}>
      <SWRConfig value={swrConfig}>
        <Switch>
          <Route path={paths.admin.login.path} component={LoginScreen} />
          <Route path={paths.admin.setPassword.path} component={SetPasswordScreen} />
          <Route>
            <RequireAdmin>
              <AdminLayout>
                <Switch>
                  <Route path={paths.admin.dashboard.path} component={DashboardScreen} />
                  <Route path={paths.admin.proposals.path} component={ProposalScreen} />
                  <Route path={paths.admin.proposal.path} component={ProposalsDetailScreen} />
                  <Route path={paths.admin.createSurvey.path} component={CreateSurveyRoute} />
                  <Route path={paths.admin.editSurvey.path} component={EditSurveyRoute} />
                  <Route path={paths.admin.messages.path} component={MessagesScreen} />
                  <Route path={paths.admin.jobs.path} component={JobsScreen} />
                  <Route path={paths.admin.apiKeys.path} component={ApiKeysScreen} />
                  <Route path={paths.admin.webhooks.path} component={WebhooksScreen} />
                  <Route path={paths.admin.clients.path} component={ClientsScreen} />
                  <Route path={paths.admin.clientRoster.path} component={ClientRosterScreen} />
                  <Route path={paths.admin.team.path} component={TeamScreen} />
                  <Route path={paths.admin.audit.path} component={AuditScreen} />
                  <Route path={paths.admin.surveyResponses.path} component={SurveyResponsesScreen} />
                  <Route path={paths.admin.surveyReport.path} component={ReportScreen} />
                </Switch>
              </AdminLayout>
            </RequireAdmin>
          </Route>
        </Switch>
      </SWRConfig>
    </PreviewControlContext.Provider>
  );
}

// The admin area, one lazy chunk (src/app/router.tsx loads it for every `paths.admin.*` path).
// The login is public; every other screen sits behind <RequireAdmin> inside the admin layout.
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { swrConfig } from '@/lib/swr-config';
import { AdminLayout } from './components/admin-layout';
import { RequireAdmin } from './components/require-admin';
import { PreviewControlContext, type PreviewControlProps } from './components/question-builder/preview-control';
import { ApiKeysScreen } from './screens/api-keys-screen';
import { CreateSurveyScreen } from './screens/create-survey-screen';
import { DashboardScreen } from './screens/dashboard-screen';
import { EditSurveyScreen } from './screens/edit-survey-screen';
import { JobsScreen } from './screens/jobs-screen';
import { LoginScreen } from './screens/login-screen';
import { MessagesScreen } from './screens/messages-screen';
import { ProposalScreen } from './screens/proposal-screen';
import { ProposalsDetailScreen } from './screens/proposals-detail-screen';
import { ReportScreen } from './screens/report-screen';
import { SurveyResponsesScreen } from './screens/survey-responses-screen';
import { WebhooksScreen } from './screens/webhooks-screen';

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
          <Route>
            <RequireAdmin>
              <AdminLayout>
                <Switch>
                  <Route path={paths.admin.dashboard.path} component={DashboardScreen} />
                  <Route path={paths.admin.proposals.path} component={ProposalScreen} />
                  <Route path={paths.admin.proposal.path} component={ProposalsDetailScreen} />
                  <Route path={paths.admin.createSurvey.path} component={CreateSurveyScreen} />
                  <Route path={paths.admin.editSurvey.path} component={EditSurveyScreen} />
                  <Route path={paths.admin.messages.path} component={MessagesScreen} />
                  <Route path={paths.admin.jobs.path} component={JobsScreen} />
                  <Route path={paths.admin.apiKeys.path} component={ApiKeysScreen} />
                  <Route path={paths.admin.webhooks.path} component={WebhooksScreen} />
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

// PLACEHOLDER (frontend shell): the admin helper replaces this file.
// Contract: the default export is lazy-loaded by src/app/router.tsx for every `paths.admin.*`
// path (login, dashboard, proposals, surveys/create, surveys/:id/responses); it picks the screen.
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';

const placeholder = (title: string) => () => <h1 className="p-8 text-2xl font-bold">{title}</h1>;
const Login = placeholder('Admin login');
const Dashboard = placeholder('Admin dashboard');
const Proposals = placeholder('Proposal');
const CreateSurvey = placeholder('Create survey');
const SurveyResponses = placeholder('Survey responses');

export default function AdminRoutes() {
  return (
    <main id="main">
      <Switch>
        <Route path={paths.admin.login.path} component={Login} />
        <Route path={paths.admin.dashboard.path} component={Dashboard} />
        <Route path={paths.admin.proposals.path} component={Proposals} />
        <Route path={paths.admin.createSurvey.path} component={CreateSurvey} />
        <Route path={paths.admin.surveyResponses.path} component={SurveyResponses} />
      </Switch>
    </main>
  );
}

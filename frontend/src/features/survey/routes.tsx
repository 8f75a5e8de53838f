// The survey feature's screens, lazy-loaded by src/app/router.tsx for `paths.surveys.path`
// ('/surveys') and `paths.survey.path` ('/survey/:idOrSlug'); this chunk picks the screen.
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { SurveyPage } from './components/survey-page';
import { SurveysPage } from './components/surveys-page';
import './survey.css';

export default function SurveyRoutes() {
  return (
    <Switch>
      <Route path={paths.surveys.path} component={SurveysPage} />
      <Route path={paths.survey.path}>{(params: { idOrSlug?: string }) => <SurveyPage key={params.idOrSlug} idOrSlug={params.idOrSlug ?? ''} />}</Route>
    </Switch>
  );
}

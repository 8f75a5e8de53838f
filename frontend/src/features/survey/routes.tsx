// The survey feature's screens, lazy-loaded by src/app/router.tsx for `paths.surveys.path`
// ('/surveys') and `paths.survey.path` ('/survey/:idOrSlug'); this chunk picks the screen.
import { SWRConfig } from 'swr';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { swrConfig } from '@/lib/swr-config';
import { SurveyPage } from './components/survey-page';
import { SurveysPage } from './components/surveys-page';
import '@/styles/urdu.css';
import './survey.css';

export default function SurveyRoutes() {
  return (
    <SWRConfig value={swrConfig}>
      <Switch>
        <Route path={paths.surveys.path} component={SurveysPage} />
        <Route path={paths.survey.path}>
          {(params: { idOrSlug?: string }) => <SurveyPage key={params.idOrSlug} idOrSlug={params.idOrSlug ?? ''} />}
        </Route>
      </Switch>
    </SWRConfig>
  );
}

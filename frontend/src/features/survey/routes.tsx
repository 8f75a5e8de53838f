// The survey feature's screens, lazy-loaded by src/app/router.tsx for `paths.surveys.path`
// ('/surveys'), `paths.survey.path` ('/survey/:idOrSlug'), `paths.surveyPreview.path` ('/survey/:idOrSlug/preview', an admin's walk that records nothing) and `paths.embed.path` ('/embed/:idOrSlug', the
// survey in another site's frame) and `paths.personalLink.path` ('/i/:token', a person's own link); this chunk picks the screen.
import { SWRConfig } from 'swr';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { swrConfig } from '@/lib/swr-config';
import { SurveyPage } from './components/survey-page';
import { PersonalLinkPage } from './components/personal-link-page';
import { SurveyPreviewPage } from './components/survey-preview-page';
import { EmbedProvider } from './embed/embed-context';
import { SurveysPage } from './components/surveys-page';
import '@/styles/urdu.css';
import './survey.css';

export default function SurveyRoutes() {
  return (
    <SWRConfig value={swrConfig}>
      <Switch>
        <Route path={paths.surveys.path} component={SurveysPage} />
        <Route path={paths.embed.path}>
          {(params: { idOrSlug?: string }) => (
            <EmbedProvider key={params.idOrSlug} slug={params.idOrSlug ?? ''}>
              <SurveyPage idOrSlug={params.idOrSlug ?? ''} />
            </EmbedProvider>
          )}
        </Route>
        <Route path={paths.surveyPreview.path}>
          {(params: { idOrSlug?: string }) => <SurveyPreviewPage key={params.idOrSlug} id={params.idOrSlug ?? ''} />}
        </Route>
        <Route path={paths.personalLink.path}>
          {(params: { token?: string }) => <PersonalLinkPage key={params.token} token={params.token ?? ''} />}
        </Route>
        <Route path={paths.survey.path}>
          {(params: { idOrSlug?: string }) => <SurveyPage key={params.idOrSlug} idOrSlug={params.idOrSlug ?? ''} />}
        </Route>
      </Switch>
    </SWRConfig>
  );
}

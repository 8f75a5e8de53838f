// PLACEHOLDER (frontend shell): the survey helper replaces this file.
// Contract: the default export is lazy-loaded by src/app/router.tsx for `paths.surveys.path`
// ('/surveys') and `paths.survey.path` ('/survey/:idOrSlug'); it picks the screen itself.
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';

const SurveyListPlaceholder = () => <h1 className="p-8 text-2xl font-bold">Surveys</h1>;

const SurveyPlaceholder = ({ params }: { params: { idOrSlug?: string } }) => (
  <h1 className="p-8 text-2xl font-bold">Survey {params.idOrSlug}</h1>
);

export default function SurveyRoutes() {
  return (
    <main id="main">
      <Switch>
        <Route path={paths.surveys.path} component={SurveyListPlaceholder} />
        <Route path={paths.survey.path} component={SurveyPlaceholder} />
      </Switch>
    </main>
  );
}

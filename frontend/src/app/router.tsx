import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './route-error-boundary';

// Route-level code splitting: each marketing page is its own chunk, and the survey and admin
// features are separate chunks that public pages never load.
const Home = lazy(() => import('./routes/home'));
const About = lazy(() => import('./routes/about'));
const Services = lazy(() => import('./routes/services'));
const Approach = lazy(() => import('./routes/approach'));
const WhyUs = lazy(() => import('./routes/why-us'));
const Blog = lazy(() => import('./routes/blog'));
const BlogPost = lazy(() => import('./routes/blog-post'));
const Security = lazy(() => import('./routes/security'));
const Faq = lazy(() => import('./routes/faq'));
const Privacy = lazy(() => import('./routes/privacy'));
const Terms = lazy(() => import('./routes/terms'));
const Contact = lazy(() => import('./routes/contact'));
const NotFound = lazy(() => import('./routes/not-found'));

const SurveyRoutes = lazy(() => import('@/features/survey/routes'));
const AdminRoutes = lazy(() => import('./routes/admin/admin-routes'));
const ClientLinkPage = lazy(() => import('@/features/client-link/components/client-link-page'));
const Unsubscribe = lazy(() => import('@/features/mail/components/unsubscribe-page'));
// The admin builder previews a question with the respondent's own control; its chunk loads with the builder.
const QuestionControl = lazy(() =>
  import('@/features/survey/components/question-control/question-control').then((m) => ({
    default: m.QuestionControl,
  })),
);

const marketingRoutes: [string, LazyExoticComponent<ComponentType>][] = [
  [paths.home.path, Home],
  [paths.about.path, About],
  [paths.services.path, Services],
  [paths.approach.path, Approach],
  [paths.whyUs.path, WhyUs],
  [paths.blog.path, Blog],
  [paths.blogPost.path, BlogPost],
  [paths.security.path, Security],
  [paths.faq.path, Faq],
  [paths.privacy.path, Privacy],
  [paths.terms.path, Terms],
  [paths.contact.path, Contact],
];

// The feature chunks decide which screen to show for these paths (see their routes.tsx).
const surveyPaths = [
  paths.surveys.path,
  paths.surveyPreview.path,
  paths.survey.path,
  paths.embed.path,
  paths.personalLink.path,
];
const adminPaths = [
  paths.admin.login.path,
  paths.admin.dashboard.path,
  paths.admin.proposals.path,
  paths.admin.proposal.path,
  paths.admin.createSurvey.path,
  paths.admin.editSurvey.path,
  paths.admin.surveyResponses.path,
  paths.admin.surveyReport.path,
  paths.admin.messages.path,
  paths.admin.jobs.path,
  paths.admin.apiKeys.path,
  paths.admin.clients.path,
  paths.admin.clientRoster.path,
  paths.admin.webhooks.path,
  paths.admin.team.path,
  paths.admin.audit.path,
  paths.admin.setPassword.path,
];

/**
 * What shows while a route's chunk loads: a spinner holding the whole viewport, so on public pages
 * the footer waits below the fold instead of showing and then jumping down when the page arrives
 * (a layout shift Lighthouse counts as CLS).
 */
const FullPageFallback = () => (
  <div className="flex min-h-screen items-center justify-center">
    <PageSpinner />
  </div>
);

/**
 * Each route's chunk loads and renders inside an error boundary: a chunk that fails to load (say, after
 * a deploy removed it) or a render error shows a message with Reload / Try again, not a blank page.
 * Marketing pages keep their nav and footer around it.
 */
export const AppRouter = () => (
  <Switch>
    {surveyPaths.map((path) => (
      <Route key={path} path={path}>
        <RouteErrorBoundary>
          <Suspense fallback={<FullPageFallback />}>
            <SurveyRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </Route>
    ))}
    <Route path={paths.clientLink.path}>
      <RouteErrorBoundary>
        <Suspense fallback={<FullPageFallback />}>
          <ClientLinkPage />
        </Suspense>
      </RouteErrorBoundary>
    </Route>
    <Route path={paths.unsubscribe.path}>
      <RouteErrorBoundary>
        <Suspense fallback={<FullPageFallback />}>
          <Unsubscribe />
        </Suspense>
      </RouteErrorBoundary>
    </Route>
    {adminPaths.map((path) => (
      <Route key={path} path={path}>
        <RouteErrorBoundary>
          <Suspense fallback={<FullPageFallback />}>
            <AdminRoutes questionControl={QuestionControl} />
          </Suspense>
        </RouteErrorBoundary>
      </Route>
    ))}
    <Route>
      <MarketingLayout>
        <RouteErrorBoundary>
          <Suspense fallback={<FullPageFallback />}>
            <Switch>
              {marketingRoutes.map(([path, Page]) => (
                <Route key={path} path={path} component={Page} />
              ))}
              <Route component={NotFound} />
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </MarketingLayout>
    </Route>
  </Switch>
);

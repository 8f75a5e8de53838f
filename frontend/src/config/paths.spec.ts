import { paths } from './paths';

describe('paths', () => {
  it('builds hrefs for parameterised routes', () => {
    expect(paths.survey.href(42)).toBe('/survey/42');
    expect(paths.survey.href('team pulse')).toBe('/survey/team%20pulse');
    expect(paths.blogPost.href('context-engineering')).toBe('/blog/context-engineering');
    expect(paths.admin.surveyResponses.href('7')).toBe('/admin/surveys/7/responses');
    expect(paths.admin.clientRoster.href('c 1')).toBe('/admin/clients/c%201/roster');
  });

  it('gives fixed routes an href equal to their path', () => {
    expect(paths.whyUs.href()).toBe(paths.whyUs.path);
    expect(paths.admin.createSurvey.href()).toBe('/admin/surveys/create');
  });
});

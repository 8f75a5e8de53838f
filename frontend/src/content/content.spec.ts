import { faqs } from './faq';
import { processSteps } from './process';
import { privacyPolicy } from './privacy';
import { reasons } from './why';
import { services } from './services';
import { termsOfService } from './terms';
import { approachSteps } from './approach';
import { blogPosts } from './blog/posts';
import { findBlogPost } from './blog/articles';
import { mainNav } from './navigation';

const SLUGS = [
  'agents-that-actually-help',
  'context-engineering',
  'small-models-big-wins',
  'measure-what-matters',
  'practical-governance',
];

describe('marketing content', () => {
  it('has the five blog posts with full articles and https references', () => {
    expect(blogPosts.map((p) => p.slug)).toEqual(SLUGS);
    for (const slug of SLUGS) {
      const post = findBlogPost(slug);
      expect(post?.sections.length).toBeGreaterThanOrEqual(4);
      expect(post?.references.length).toBeGreaterThan(0);
      for (const ref of post?.references ?? []) expect(ref.url).toMatch(/^https:\/\//);
    }
    expect(findBlogPost('no-such-post')).toBeUndefined();
  });

  it('has the counts the spec asks for', () => {
    expect(services.map((s) => s.title)).toEqual([
      'Agentic workflows',
      'Context engineering and retrieval',
      'Integrations',
      'Evaluation and monitoring',
      'Team enablement and training',
    ]);
    expect(reasons).toHaveLength(4);
    expect(approachSteps.map((s) => s.number)).toEqual([1, 2, 3, 4]);
    expect(faqs).toHaveLength(4);
    expect(processSteps.map((s) => s.when)).toEqual(['Week 1', 'Weeks 2 to 3', 'Weeks 4 to 8']);
  });

  it('has the legal documents with 13 and 15 sections, dated October 10, 2025', () => {
    expect(privacyPolicy.sections).toHaveLength(13);
    expect(termsOfService.sections).toHaveLength(15);
    expect(privacyPolicy.lastUpdated).toBe('October 10, 2025');
    expect(termsOfService.lastUpdated).toBe('October 10, 2025');
    const terms = JSON.stringify(termsOfService);
    for (const phrase of [
      '18 or older',
      '12 months',
      'State of California',
      'Negotiation',
      'Mediation',
      'Los Angeles County',
    ]) {
      expect(terms).toContain(phrase);
    }
  });

  it('names the brand in the navigation', () => {
    expect(mainNav.map((i) => i.label)).toEqual([
      'Home',
      'Services',
      'Approach',
      'Why Seedline',
      'About',
      'Blog',
      'Contact',
    ]);
  });
});

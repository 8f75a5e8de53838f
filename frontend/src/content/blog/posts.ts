import type { BlogPostSummary } from '../types';

// The list on /blog. Full articles live in ./articles.ts so the list page stays light.
export const blogPosts: BlogPostSummary[] = [
  {
    slug: 'agents-that-actually-help',
    title: 'Agents that actually help',
    excerpt:
      'Most AI agents fail for the same reasons: too much freedom, too little context and no one checking the work. Here is how to design agents that earn a place in a team’s day.',
    published: '2025-09-23',
    readingMinutes: 7,
    topic: 'Agentic workflows',
  },
  {
    slug: 'context-engineering',
    title: 'Context engineering: what your model needs to know',
    excerpt:
      'Better answers rarely come from a bigger model. They come from giving the model the right information, in the right shape, at the right moment.',
    published: '2025-09-09',
    readingMinutes: 8,
    topic: 'Retrieval',
  },
  {
    slug: 'small-models-big-wins',
    title: 'Small models, big wins',
    excerpt:
      'For many business tasks, a smaller model is faster, cheaper and easier to control than the largest one available. How to tell when small is enough.',
    published: '2025-08-26',
    readingMinutes: 6,
    topic: 'Models',
  },
  {
    slug: 'measure-what-matters',
    title: 'Measure what matters: evaluating AI in production',
    excerpt:
      'If you cannot say how often your AI system is right, you cannot say whether it is worth keeping. A practical guide to evaluation sets, metrics and monitoring.',
    published: '2025-08-12',
    readingMinutes: 8,
    topic: 'Evaluation',
  },
  {
    slug: 'practical-governance',
    title: 'Practical AI governance for small teams',
    excerpt:
      'Governance does not need a committee and a hundred-page policy. Five habits give a small organisation most of the protection at a fraction of the effort.',
    published: '2025-07-29',
    readingMinutes: 7,
    topic: 'Governance',
  },
];

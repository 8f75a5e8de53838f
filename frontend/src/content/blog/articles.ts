import type { BlogPost } from '../types';
import * as agents from './agents-that-actually-help';
import * as context from './context-engineering';
import { blogPosts } from './posts';
import * as governance from './practical-governance';
import * as measure from './measure-what-matters';
import * as smallModels from './small-models-big-wins';

const bodies: Record<string, Pick<BlogPost, 'sections' | 'references'>> = {
  'agents-that-actually-help': agents,
  'context-engineering': context,
  'small-models-big-wins': smallModels,
  'measure-what-matters': measure,
  'practical-governance': governance,
};

/** The full article for a slug, or undefined for an unknown one. */
export const findBlogPost = (slug: string): BlogPost | undefined => {
  const summary = blogPosts.find((post) => post.slug === slug);
  const body = summary ? bodies[summary.slug] : undefined;
  return summary && body ? { ...summary, ...body } : undefined;
};

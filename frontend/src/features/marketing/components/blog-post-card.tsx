import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import type { BlogPostSummary } from '@/content/types';
import { cn } from '@/lib/cn';
import { formatPostDate } from '../format-date';

export const BlogPostCard = ({ post, className }: { post: BlogPostSummary; className?: string }) => (
  <article
    className={cn(
      'group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-md sm:p-8',
      className,
    )}
  >
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span className="font-semibold text-emerald-800">{post.topic}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.published}>{formatPostDate(post.published)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readingMinutes} min read</span>
    </p>
    <h2 className="mt-3 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
      <Link
        href={paths.blogPost.href(post.slug)}
        className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-emerald-600"
      >
        {post.title}
      </Link>
    </h2>
    <p className="mt-3 flex-1 leading-relaxed text-slate-600">{post.excerpt}</p>
    <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
      Read article
      <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
    </span>
  </article>
);

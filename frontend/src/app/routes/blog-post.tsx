import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { findBlogPost } from '@/content/blog/articles';
import { blogPosts } from '@/content/blog/posts';
import type { BlogPost } from '@/content/types';
import { Container } from '@/features/marketing/components/container';
import { ExternalLink } from '@/features/marketing/components/external-link';
import { ProseSections } from '@/features/marketing/components/rich-text';
import { formatPostDate } from '@/features/marketing/format-date';
import { useDocumentTitle } from '@/hooks/use-document-title';

const PostNotFound = () => {
  useDocumentTitle('Post not found');
  return (
    <section className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center px-4 pb-16 pt-32 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Post not found</h1>
      <p className="mt-4 text-lg text-slate-600">This article does not exist or has been moved.</p>
      <ButtonLink href={paths.blog.href()} className="mt-8">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Blog
      </ButtonLink>
    </section>
  );
};

const Article = ({ post }: { post: BlogPost }) => {
  useDocumentTitle(post.title);
  const others = blogPosts.filter((other) => other.slug !== post.slug).slice(0, 2);
  return (
    <article>
      <header className="border-b border-slate-100 bg-linear-to-b from-emerald-50 via-emerald-50/40 to-white pb-12 pt-28 sm:pb-16 sm:pt-36">
        <Container className="max-w-3xl">
          <Link
            href={paths.blog.href()}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-emerald-800 hover:text-emerald-950"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            All articles
          </Link>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-emerald-700">{post.topic}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-slate-600">{post.excerpt}</p>
          <p className="mt-6 text-sm text-slate-600">
            <time dateTime={post.published}>{formatPostDate(post.published)}</time>
            <span aria-hidden="true"> · </span>
            {post.readingMinutes} min read
          </p>
        </Container>
      </header>

      <Container className="max-w-3xl py-12 sm:py-16">
        <ProseSections sections={post.sections} className="text-lg [&_p]:text-[1.0625rem] [&_li]:text-[1.0625rem]" />

        <section
          aria-labelledby="references"
          className="mt-14 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
        >
          <h2 id="references" className="text-lg font-semibold text-slate-900">
            References and further reading
          </h2>
          <ul className="mt-4 space-y-3">
            {post.references.map((ref) => (
              <li key={ref.url} className="leading-relaxed">
                <ExternalLink href={ref.url}>{ref.label}</ExternalLink>
                <span className="block text-sm text-slate-600">{ref.source}</span>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-label="More articles" className="mt-12">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-600">More articles</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.slug}>
                <Link
                  href={paths.blogPost.href(other.slug)}
                  className="block h-full rounded-xl border border-slate-200 p-5 font-semibold text-slate-900 hover:border-slate-300 hover:bg-slate-50"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <aside aria-label="Work with us" className="mt-10 rounded-2xl bg-emerald-900 p-8 text-center sm:p-10">
          <p className="text-2xl font-bold tracking-tight text-white">Want this working in your team?</p>
          <p className="mx-auto mt-3 max-w-xl text-emerald-50">
            Tell us about the workflow you have in mind. Discovery is complimentary and the price is fixed before we
            start.
          </p>
          <ButtonLink href={paths.contact.href()} variant="inverse" size="lg" className="mt-6">
            Start a project
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
        </aside>
      </Container>
    </article>
  );
};

export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = findBlogPost(slug);
  return post ? <Article key={post.slug} post={post} /> : <PostNotFound />;
}

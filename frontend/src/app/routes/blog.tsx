import { blogPosts } from '@/content/blog/posts';
import { BlogPostCard } from '@/features/marketing/components/blog-post-card';
import { Container } from '@/features/marketing/components/container';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHeader } from '@/features/marketing/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function BlogPage() {
  useDocumentTitle('Blog');
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Notes from the field"
        lead={<p>Practical writing on building AI that works: agents, retrieval, models, evaluation and governance.</p>}
      />
      <Container className="py-14 sm:py-20">
        <div className="grid gap-6 lg:grid-cols-2">
          {blogPosts.map((post, index) => (
            <BlogPostCard key={post.slug} post={post} className={index === 0 ? 'lg:col-span-2' : undefined} />
          ))}
        </div>
      </Container>
      <CtaBanner />
    </>
  );
}

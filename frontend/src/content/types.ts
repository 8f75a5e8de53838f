import type { LucideIcon } from 'lucide-react';

// Shapes of the static marketing content. Long-form text (articles, legal, about, security) is a
// list of sections made of simple blocks, rendered by one component.

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** The firm's postal address, e-mail (mailto) and phone (tel) from config/brand. */
  | { kind: 'contact-details' };

export type Section = { heading: string; blocks: Block[] };

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });
export const contactDetails: Block = { kind: 'contact-details' };

export type Accent = 'emerald' | 'sky' | 'violet' | 'amber' | 'rose';

export type Service = {
  slug: string;
  title: string;
  /** One or two sentences for cards. */
  description: string;
  /** The longer pitch on /services. */
  details: string;
  deliverables: string[];
  note: string;
  accent: Accent;
  icon: LucideIcon;
};

export type ProcessStep = { when: string; title: string; description: string; points: string[] };

export type ApproachStep = { number: number; title: string; description: string; points: string[] };

export type Reason = { title: string; description: string; details: string; icon: LucideIcon };

export type FaqItem = { question: string; answer: string[] };

export type Reference = { label: string; source: string; url: string };

export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date. */
  published: string;
  readingMinutes: number;
  topic: string;
};

export type BlogPost = BlogPostSummary & { sections: Section[]; references: Reference[] };

export type LegalDocument = { title: string; lastUpdated: string; intro: string; sections: Section[] };

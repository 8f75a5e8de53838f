import { Compass, Handshake, Scale, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { BRAND_NAME } from '../config/brand';
import { list, paragraph, type Section } from './types';

export type Principle = { title: string; description: string; icon: LucideIcon };
export type ClientKind = { name: string; example: string };

export const aboutIntro = `${BRAND_NAME} is an applied AI consultancy for small and midsize organisations. We design, build and hand over AI systems that take real work off real people's desks, for a fixed fee and on a timeline you can plan around.`;

export const aboutStory: Section[] = [
  {
    heading: 'Why we started',
    blocks: [
      paragraph(
        'Over the past few years, the most capable AI models became available to everyone. The ability to put them to work safely did not. Large enterprises hire teams to build evaluation pipelines, integrations and governance; smaller organisations are left choosing between generic chat tools and consultancies whose smallest engagement costs more than their annual software budget.',
      ),
      paragraph(
        `We founded ${BRAND_NAME} to close that gap. We bring the engineering discipline of a large AI programme, including workflow analysis, retrieval, integrations, evaluation and training, and we package it into focused projects that a team of twenty or two hundred can afford, absorb and own.`,
      ),
    ],
  },
  {
    heading: 'How we work',
    blocks: [
      paragraph(
        'We are a small, senior team. The people you meet in discovery are the people who build your system. We work remotely with clients across North America and Europe, overlap with your working hours, and come on site for workshops when it helps.',
      ),
      paragraph('Every engagement follows the same pattern, because it works:'),
      list(
        'A complimentary discovery that ends in a written scope and a fixed fee.',
        'A pilot on real cases, measured against a baseline, before any production build.',
        'A production release with integrations, monitoring and human oversight.',
        'Training and a complete handoff: code, prompts, evaluation sets and documentation.',
      ),
    ],
  },
  {
    heading: 'What we will not do',
    blocks: [
      paragraph(
        'We do not sell licences, take referral fees from model providers or lock you into proprietary platforms. We do not automate decisions that should stay with people, such as hiring, credit or medical judgements, and we will tell you plainly when a problem is better solved with a spreadsheet, a process change or an off-the-shelf tool than with a custom AI system.',
      ),
    ],
  },
];

export const principles: Principle[] = [
  {
    title: 'Start with the work',
    description: 'We pick problems by the hours and errors they cost, not by how impressive the demo looks.',
    icon: Target,
  },
  {
    title: 'Evidence over enthusiasm',
    description: 'Baselines before building, evaluations before release, dashboards after launch.',
    icon: Compass,
  },
  {
    title: 'People stay in charge',
    description: 'AI drafts, gathers and suggests. People approve what matters and can always override.',
    icon: Scale,
  },
  {
    title: 'Leave teams stronger',
    description: 'We hand over everything and train your people, so the system keeps improving without us.',
    icon: Handshake,
  },
];

export const clientKinds: ClientKind[] = [
  { name: 'Professional services', example: 'Proposal drafting and matter intake for accounting and law firms' },
  {
    name: 'Healthcare operations',
    example: 'Referral triage and prior-authorisation paperwork, with clinicians approving',
  },
  { name: 'Manufacturing and distribution', example: 'Quote preparation and order exceptions across ERP and e-mail' },
  { name: 'Software and services', example: 'Support replies grounded in product documentation and past tickets' },
  { name: 'Nonprofits and education', example: 'Grant reporting and knowledge search across years of documents' },
  { name: 'Financial services', example: 'Document review and reconciliation with full audit trails' },
];

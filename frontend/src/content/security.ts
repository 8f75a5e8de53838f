import { Eye, FileText, KeyRound, Lock, ServerCog, Siren } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { brand } from '../config/brand';
import { list, paragraph, type Section } from './types';

export type SecurityPractice = { title: string; description: string; icon: LucideIcon };

export const securityIntro =
  'AI systems touch sensitive information: customer records, contracts, internal decisions. We design every project so that your data stays under your control, access is limited to what each component needs, and people can see and correct what the system does.';

export const securityPractices: SecurityPractice[] = [
  {
    title: 'Your environment, your data',
    description:
      'We build inside your cloud accounts and tools wherever possible. Data is encrypted in transit (TLS 1.2 or later) and at rest.',
    icon: ServerCog,
  },
  {
    title: 'Least-privilege access',
    description:
      'Every agent, integration and engineer gets only the permissions a task needs, through your identity provider, with multi-factor authentication.',
    icon: KeyRound,
  },
  {
    title: 'No training on your data',
    description:
      'We only use model providers whose business terms exclude training on your inputs and outputs, and we configure the shortest retention they offer.',
    icon: Lock,
  },
  {
    title: 'Human oversight',
    description:
      'Actions with real consequences (sending, paying, deleting, deciding) wait for a person to approve them. Anyone can pause an agent.',
    icon: Eye,
  },
  {
    title: 'Complete audit trail',
    description:
      'Each run records its inputs, retrieved sources, tool calls, outputs and approvals, so every result can be explained after the fact.',
    icon: FileText,
  },
  {
    title: 'Incident response',
    description:
      'We notify you within 72 hours of confirming any incident that affects your data, with what happened, what was affected and what we are doing.',
    icon: Siren,
  },
];

export const securitySections: Section[] = [
  {
    heading: 'Governance you can explain',
    blocks: [
      paragraph(
        'Our delivery process follows the NIST AI Risk Management Framework: we map the context and the people affected, measure the risks with evaluation sets, and manage them with controls and monitoring. For each system we deliver a short governance record your leadership, auditors or customers can read.',
      ),
      list(
        'A description of the system, its purpose and the decisions it may and may not make',
        'The data sources it reads, who owns them and how access is granted',
        'Known limitations, the evaluation results and the thresholds for release',
        'The people responsible for approving changes and responding to issues',
      ),
    ],
  },
  {
    heading: 'Data handling through the project',
    blocks: [
      paragraph(
        'Before discovery we sign a mutual confidentiality agreement, and a data processing agreement when personal data is involved. During the project we work with the minimum data needed, preferring anonymised or synthetic samples for evaluation sets. Production data stays in your systems.',
      ),
      paragraph(
        'At handoff we transfer credentials to your team, revoke our own access and delete working copies of your data from our systems, and we confirm the deletion in writing.',
      ),
    ],
  },
  {
    heading: 'Testing for AI-specific risks',
    blocks: [
      paragraph(
        'Beyond ordinary security testing, we test every system against the failure modes specific to language models, guided by the OWASP Top 10 for LLM Applications:',
      ),
      list(
        'Prompt injection through documents, e-mails and web content the system reads',
        'Leakage of information across users or permission levels',
        'Excessive agency: tools or actions broader than the task requires',
        'Confident but wrong answers, measured with groundedness checks against sources',
      ),
    ],
  },
  {
    heading: 'Working within your compliance programme',
    blocks: [
      paragraph(
        'Many of our clients operate under SOC 2, HIPAA, GDPR or sector-specific rules. We align our controls with your policies, complete security questionnaires, and provide the documentation your auditors ask for. Where regulated data is involved, we use providers and regions that meet your obligations, under the agreements they require.',
      ),
    ],
  },
  {
    heading: 'Reporting a vulnerability',
    blocks: [
      paragraph(
        `If you believe you have found a security issue in our website or in a system we built, please write to ${brand.email} with the details. We acknowledge reports within two business days and will not pursue legal action against good-faith research that avoids privacy violations and service disruption.`,
      ),
    ],
  },
];

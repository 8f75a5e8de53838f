import { Cable, Database, Gauge, GraduationCap, Workflow } from 'lucide-react';
import type { Service } from './types';

export const services: Service[] = [
  {
    slug: 'agentic-workflows',
    title: 'Agentic workflows',
    description:
      'AI agents that carry routine, multi-step work from start to finish, with people approving the steps that matter.',
    details:
      'We pick one workflow that eats hours every week (intake triage, quote preparation, invoice matching, support replies) and build an agent that does the legwork: it reads the request, gathers what it needs from your systems, drafts the result and hands it to a person for approval. Every action is logged, every tool it can use is explicitly granted, and anything unusual is routed to a human instead of guessed.',
    deliverables: [
      'A workflow map that marks which steps are automated, assisted or left to people',
      'A production agent with scoped tool access and approval checkpoints',
      'An audit log of every run: inputs, tool calls, outputs and who approved',
      'Runbooks for your team: how to pause, adjust and extend the agent',
    ],
    note: 'Most clients start here: a single workflow, measured before and after, is the fastest way to see real value.',
    accent: 'emerald',
    icon: Workflow,
  },
  {
    slug: 'context-engineering',
    title: 'Context engineering and retrieval',
    description: 'Grounding models in your documents, tickets and data so answers are specific, current and cited.',
    details:
      'A model is only as useful as what it is given to read. We organise your knowledge (policies, product documentation, past tickets, contracts) into a retrieval layer that finds the right passages, respects who is allowed to see them, and shows its sources. We tune chunking, ranking and prompts against real questions from your team, not against a demo.',
    deliverables: [
      'A source inventory with owners, freshness rules and access levels',
      'A retrieval pipeline with permission-aware search and citations',
      'A test set of real questions with expected answers',
      'A refresh schedule so the index stays as current as your documents',
    ],
    note: 'Works with the tools you already use: shared drives, wikis, ticketing systems and databases.',
    accent: 'sky',
    icon: Database,
  },
  {
    slug: 'integrations',
    title: 'Integrations',
    description:
      'Connecting AI to your CRM, help desk, ERP and internal tools, so results land where your team already works.',
    details:
      'AI that lives in a separate tab gets forgotten. We connect models and agents to the systems your people use every day, through their official APIs, with least-privilege credentials and clear failure handling. When a downstream system is slow or down, the integration waits, retries or alerts: it never silently drops work.',
    deliverables: [
      'Integration design covering data flows, credentials and failure modes',
      'Connectors to your systems built on supported, documented APIs',
      'Monitoring and alerts for every connection',
      'Documentation your IT team can own after handoff',
    ],
    note: 'We build on your cloud accounts and your identity provider wherever possible, so nothing is locked to us.',
    accent: 'violet',
    icon: Cable,
  },
  {
    slug: 'evaluation-and-monitoring',
    title: 'Evaluation and monitoring',
    description:
      'Test sets, quality metrics and dashboards that show whether the AI is right, fast and worth what it costs.',
    details:
      'We treat AI features like any other production system: they need tests before release and monitoring after. We build evaluation sets from your real cases, score accuracy, safety and tone, and track latency and cost per task. When you change a prompt, a model or a data source, you see the effect before your customers do.',
    deliverables: [
      'An evaluation set drawn from real, anonymised cases',
      'Automated scoring for accuracy, groundedness and policy compliance',
      'A dashboard for quality, latency, volume and cost per task',
      'A release checklist that gates changes on the evaluation results',
    ],
    note: 'Available on its own for teams that already run AI in production and want to know how well it works.',
    accent: 'amber',
    icon: Gauge,
  },
  {
    slug: 'team-enablement-and-training',
    title: 'Team enablement and training',
    description:
      'Hands-on workshops and playbooks so your people use the new tools well and can improve them after we leave.',
    details:
      'Adoption decides whether a project pays off. We train the people who will use the system and the people who will maintain it, using your workflows as the exercises. Training is short, practical and recorded, and we stay available for questions while new habits settle in.',
    deliverables: [
      'Role-based workshops for users, reviewers and maintainers',
      'Short recorded refreshers your team can revisit',
      'A prompt and review playbook written for your workflows',
      'Office hours during the first weeks after launch',
    ],
    note: 'Included in every production project, and available on its own for teams adopting off-the-shelf AI tools.',
    accent: 'rose',
    icon: GraduationCap,
  },
];

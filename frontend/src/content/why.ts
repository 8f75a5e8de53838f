import { BadgeCheck, Building2, LineChart, ShieldCheck } from 'lucide-react';
import type { Reason } from './types';

// The four reasons on the home page ('Why Seedline' cards) and the four statements on /why-us.
export const reasons: Reason[] = [
  {
    title: 'Sized for small and midsize teams',
    description: 'Enterprise-grade engineering without enterprise overhead, budgets or timelines.',
    details:
      'Large consultancies are built for large programmes. We work with teams of ten to a few hundred people, where one well-chosen workflow can change the week. You talk to the engineers who build your system, decisions take days rather than quarters, and the solution fits the team you have, not the one a slide deck assumes.',
    icon: Building2,
  },
  {
    title: 'Fixed fee, written scope',
    description: 'One agreed price, clear milestones and a scope you can hold us to.',
    details:
      'You know the cost before we start. Discovery is complimentary; after it you receive a written scope with deliverables, milestones and a fixed fee. If something inside that scope takes us longer than planned, that is our problem, not your invoice. Changes are discussed and agreed in writing before they happen.',
    icon: BadgeCheck,
  },
  {
    title: 'Measured, not guessed',
    description: 'Every project starts with a baseline and ends with numbers you can check.',
    details:
      'Before we build, we agree what success looks like: hours saved, response times, error rates, customer satisfaction. The pilot is measured against that baseline on real work, and production systems ship with the dashboards that keep measuring. If the numbers do not justify the next phase, we say so.',
    icon: LineChart,
  },
  {
    title: 'Secure and yours to keep',
    description: 'Your data stays in your accounts, and you own everything we build.',
    details:
      'We build inside your cloud and your tools wherever possible, with least-privilege access and audit logs from day one. Code, prompts, evaluation sets and documentation are handed over in full, and your team is trained to run them. You are never locked in to us or to a single model provider.',
    icon: ShieldCheck,
  },
];

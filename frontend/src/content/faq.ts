import type { FaqItem } from './types';

export const faqs: FaqItem[] = [
  {
    question: 'How much does a project cost?',
    answer: [
      'Every project has a fixed fee that depends on its scope: the number of workflows, the systems involved and how much training your team needs. You receive a written quote after the complimentary discovery, before you commit to anything.',
      'The fee covers the pilot, the production build, training and light support after launch. There is no hourly billing and no charge for work inside the agreed scope that takes us longer than planned.',
    ],
  },
  {
    question: 'How long until we see results?',
    answer: [
      'Discovery takes about a week. A working pilot on real cases follows in weeks two to three, so you see measured results within the first month.',
      'A production rollout with integrations, training and handoff typically completes between weeks four and eight, depending on the systems involved.',
    ],
  },
  {
    question: 'Do we need our own data science or engineering team?',
    answer: [
      'No. We bring the engineering and evaluation work, and we design the solution so that a generalist IT person or operations lead can run it day to day.',
      'If you do have engineers, we work alongside them and hand over the code, tests and documentation so they can extend it after we leave.',
    ],
  },
  {
    question: 'What happens to our data?',
    answer: [
      'Your data stays in your accounts wherever possible. We use least-privilege access, keep audit logs, and only use AI providers whose terms exclude training on your data.',
      'We sign a confidentiality agreement before discovery, delete working copies at the end of the project, and document exactly which data each component can read. Our Security page has the details.',
    ],
  },
];

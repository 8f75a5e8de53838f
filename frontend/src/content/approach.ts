import type { ApproachStep } from './types';

export const approachIntro =
  'Good AI projects look a lot like good software projects: a narrow problem, real data, honest measurement and a team that owns the result. Our approach keeps every step small enough to check.';

export const approachSteps: ApproachStep[] = [
  {
    number: 1,
    title: 'Understand the work',
    description:
      'We start with the people, not the model. In a complimentary discovery we interview the team, follow a workflow from request to result and find where time, errors and frustration pile up.',
    points: [
      'Interviews with the people who do the work and the people who depend on it',
      'A map of systems, data sources and hand-offs',
      'A shortlist of opportunities, scored by impact, confidence and ease',
    ],
  },
  {
    number: 2,
    title: 'Prove it on real cases',
    description:
      'We build a focused pilot for the highest-scoring opportunity and run it on a slice of real work, side by side with the current process, so the decision to continue rests on evidence.',
    points: [
      'A baseline measured before anything changes',
      'A working pilot in two to three weeks',
      'An evaluation report with accuracy, time saved and open risks',
    ],
  },
  {
    number: 3,
    title: 'Build for production',
    description:
      'A pilot that works is not yet a system you can rely on. We add integrations, permissions, logging, monitoring and failure handling, and we release gradually with people reviewing the output.',
    points: [
      'Integrations with your systems on supported APIs',
      'Access control, audit logs and human approval where it matters',
      'Monitoring for quality, latency and cost',
    ],
  },
  {
    number: 4,
    title: 'Hand over and keep improving',
    description:
      'We train your team, document everything and hand over the code, prompts and evaluation sets. Light support after launch covers the first weeks, and the dashboards tell you where to improve next.',
    points: [
      'Workshops and recorded refreshers for every role',
      'Runbooks and architecture documentation',
      'A review after 30 days with recommendations for the next step',
    ],
  },
];

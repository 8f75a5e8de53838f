import type { ProcessStep } from './types';

export const processSteps: ProcessStep[] = [
  {
    when: 'Week 1',
    title: 'Discovery and workflow map',
    description:
      'We interview the people who do the work, review the systems involved and map the workflow step by step.',
    points: ['Stakeholder interviews', 'Workflow and data map', 'Written scope with a fixed fee'],
  },
  {
    when: 'Weeks 2 to 3',
    title: 'Pilot build and test',
    description:
      'We build a working pilot on a slice of real work and measure it against the baseline we agreed in discovery.',
    points: ['Working pilot on real cases', 'Evaluation against the baseline', 'Go or no-go with evidence'],
  },
  {
    when: 'Weeks 4 to 8',
    title: 'Production build, training and handoff',
    description:
      'We harden the pilot for daily use, connect it to your systems, train your team and hand over everything.',
    points: ['Production release and monitoring', 'Team training and playbooks', 'Documentation and handoff'],
  },
];

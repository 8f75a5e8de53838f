// The fixed wording of a proposal, in one place: the API drafts a proposal from it
// (backend/src/proposals/draft-proposal.ts) and the browser's fixed proposal of the spec
// (frontend/src/features/admin/content/proposal.ts, alias @proposal-wording) is built from it. Phases,
// training, fixed-fee pricing with the complimentary discovery phase, the 5-week timeline, privacy,
// assumptions and next steps; the client's name and the pilot are parameters. Pure and import-free.

/** A section of fixed wording: any block but quotes (those are the respondents' words, never fixed). */
export type WordingBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'cards'; columns?: 2 | 3; items: { title: string; meta?: string; text: string }[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'facts'; items: { label: string; value: string }[] };
export type WordingSection = { id: string; title: string; blocks: WordingBlock[] };

/** What a proposal shows where a quote's respondent erased their response. */
export const QUOTE_WITHDRAWN = 'Quote withdrawn by the respondent';

export const PREPARED_BY = { firm: 'Seedline AI, LLC', name: 'Seedline project team', email: 'hello@seedline.ai' };

export const PROPOSAL_TITLE = 'AI Workflow Pilot and Team Enablement';

export const surveySectionIntro =
  'Before we recommend anything, we ask the people who do the work. Your team answered a short anonymous survey about ' +
  'where their time goes, which tasks are repetitive, and what they would never hand to an AI.';

export const iceIntro =
  'Each candidate use case from the survey is scored from 1 to 10 on Impact (hours saved and service quality), ' +
  'Confidence (how sure we are it will work with your data) and Ease (effort, integrations and change management). ' +
  'The ICE score is the mean of the three and ranks the list; we build the top item first.';

export const iceClosing = 'Final scores are agreed with you at the end of week 2 and may change the order above.';

export const phasesSection = (pilot: string): WordingSection => ({
  id: 'phases',
  title: 'Phases',
  blocks: [
    {
      kind: 'cards',
      columns: 3,
      items: [
        {
          title: 'Phase 1: Discovery',
          meta: 'Week 1, complimentary',
          text: 'Staff survey, stakeholder interviews, workflow and data map, baseline measurements and a written scope.',
        },
        {
          title: 'Phase 2: Pilot',
          meta: 'Weeks 2 to 3',
          text: `ICE scoring, then a working pilot of the top use case (${pilot}) on a slice of real work, evaluated against the baseline.`,
        },
        {
          title: 'Phase 3: Production and handoff',
          meta: 'Weeks 4 to 5',
          text: 'Integrations hardened, monitoring and approval steps in place, training delivered, documentation handed over.',
        },
      ],
    },
  ],
});

export const trainingSection: WordingSection = {
  id: 'training',
  title: 'Training',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Adoption is part of the deliverable, not an afterthought. Training covers the new workflow and safe everyday use of AI.',
    },
    {
      kind: 'cards',
      items: [
        {
          title: 'Two 90-minute workshops',
          text: 'One for coordinators who use the workflow daily, one for managers who review and approve its output.',
        },
        {
          title: 'Eight refresher videos',
          text: 'Short recorded walkthroughs, five to eight minutes each, for new hires and quick reminders.',
        },
        {
          title: 'Two weeks of office hours',
          text: 'A daily 30-minute drop-in session after launch for questions and fixes.',
        },
        {
          title: 'A 30-day follow-up',
          text: 'A review of the success measures one month after handoff, with recommended next steps.',
        },
      ],
    },
  ],
};

export const pricingSection: WordingSection = {
  id: 'pricing',
  title: 'Fixed-fee pricing',
  blocks: [
    {
      kind: 'paragraph',
      text:
        'One price, agreed before work starts, covering everything in this proposal. No hourly billing; changes in scope ' +
        'are quoted in writing before any work on them begins.',
    },
    {
      kind: 'facts',
      items: [
        { label: 'Phase 1: Discovery and staff survey', value: 'Complimentary' },
        { label: 'Phase 2: Pilot build and evaluation', value: '$9,500' },
        { label: 'Phase 3: Production, training and handoff', value: '$14,500' },
        { label: 'Total fixed fee', value: '$24,000' },
      ],
    },
    {
      kind: 'paragraph',
      text:
        'Invoiced 50% at the start of Phase 2 and 50% at handoff. If the pilot does not meet the agreed go criteria, you may ' +
        'stop after Phase 2 and owe nothing for Phase 3.',
    },
  ],
};

export const timelineSection: WordingSection = {
  id: 'timeline',
  title: 'Timeline: 5 weeks',
  blocks: [
    {
      kind: 'table',
      caption: 'Week-by-week plan',
      columns: ['Week', 'Focus', 'You receive'],
      rows: [
        ['1', 'Discovery and anonymous staff survey', 'Workflow map, survey findings, baseline'],
        ['2', 'ICE scoring and pilot design', 'Ranked use cases, pilot plan'],
        ['3', 'Pilot build and evaluation', 'Working pilot, evaluation report'],
        ['4', 'Integrations and production hardening', 'Production release with approvals'],
        ['5', 'Training and handoff', 'Workshops, videos, documentation'],
      ],
    },
    {
      kind: 'paragraph',
      text: 'Office hours run for the two weeks after week 5; the 30-day follow-up falls about a month after handoff.',
    },
  ],
};

export const successClosing = [
  'At least 90% of AI-drafted work approved with no or minor edits.',
  'At least 80% of trained staff rate the workflow useful in the 30-day follow-up survey.',
];

export const privacySection: WordingSection = {
  id: 'privacy',
  title: 'Privacy',
  blocks: [
    {
      kind: 'paragraph',
      text:
        'Your data stays in your own systems. Model providers are used under agreements that exclude training on your data, ' +
        'requests are logged without personal details, and access follows your existing roles. Survey responses are ' +
        'anonymous and deleted 90 days after the engagement ends.',
    },
  ],
};

export const assumptionsSection = (client: string): WordingSection => ({
  id: 'assumptions',
  title: 'Assumptions',
  blocks: [
    {
      kind: 'list',
      items: [
        'API access to the systems the pilot touches and a test environment are available by the start of week 2.',
        `A named project lead at ${client} can give about three hours a week.`,
        `Model usage fees are billed to ${client} at cost; we estimate them with you during discovery.`,
      ],
    },
  ],
});

export const nextStepsSection: WordingSection = {
  id: 'next-steps',
  title: 'Next steps',
  blocks: [
    {
      kind: 'list',
      items: [
        'Reply to confirm the scope, or send questions; we answer within 24 hours.',
        'We schedule the complimentary discovery kickoff and send the staff survey link.',
        'We sign the project agreement before Phase 2 begins.',
      ],
    },
    { kind: 'paragraph', text: 'This proposal is valid for 30 days from the date above.' },
  ],
};

import {
  nextStepsSection,
  pricingSection,
  PROPOSAL_TITLE,
  timelineSection,
  trainingSection,
} from '@proposal-wording/proposal-wording';
import { brand } from '@/config/brand';
import type { Proposal } from './proposal.types';

// The fixed proposal shown at /admin/proposals (spec section 2). Its client is fictional. The wording
// every proposal shares (training, pricing, timeline, next steps) is the shared one, which the API's
// drafted proposals use too; what is written for this client stays here.
export const proposal: Proposal = {
  title: PROPOSAL_TITLE,
  paperSize: 'letter',
  currency: 'USD',
  client: { name: 'Calder & Wren Property Management', contact: 'Dana Whitfield', role: 'Director of Operations' },
  preparedBy: { firm: brand.legalName, name: 'Seedline project team', email: brand.email },
  date: 'October 14, 2025',
  reference: 'SL-2025-031',
  summary:
    'A fixed-fee, five-week engagement to find where AI saves Calder & Wren the most time, build one production workflow ' +
    'on your existing systems, and train your team to run and improve it.',
  pages: [
    [
      {
        id: 'context',
        title: 'Context and goals',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Calder & Wren manages about 2,400 residential units across 38 buildings with a team of 64. Leasing inquiries, ' +
              'maintenance requests and monthly owner reports arrive through e-mail, the tenant portal and phone, and staff ' +
              're-key much of it by hand. Leadership wants faster replies and fewer hours on routine work without adding headcount ' +
              'or putting tenant data at risk.',
          },
          {
            kind: 'list',
            items: [
              'Cut the time from a tenant maintenance request to a scheduled work order.',
              'Reduce the hours spent assembling monthly owner reports.',
              'Give staff AI tools they trust, with clear rules on what data may be used.',
              'Leave Calder & Wren able to run, measure and extend the workflow on its own.',
            ],
          },
        ],
      },
      {
        id: 'survey',
        title: 'Anonymous staff survey',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Before we recommend anything, we ask the people who do the work. In week 1 every team member receives a short ' +
              'anonymous survey (about ten minutes, in English or Urdu, structured or as a guided AI conversation) about where ' +
              'their time goes, which tasks are repetitive, and what they would never hand to an AI.',
          },
          {
            kind: 'list',
            items: [
              'No names or e-mail addresses are collected; results are reported only in groups of five or more.',
              'We share the aggregated findings with leadership and with the whole team.',
              'The findings feed directly into the ICE scoring of candidate use cases.',
            ],
          },
        ],
      },
    ],
    [
      {
        id: 'ice',
        title: 'ICE scoring',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Each candidate use case from the survey and interviews is scored from 1 to 10 on Impact (hours saved and service ' +
              'quality), Confidence (how sure we are it will work with your data) and Ease (effort, integrations and change ' +
              'management). Their mean, to one decimal, ranks the list; we build the top item first. Illustrative scores from our ' +
              'first conversations:',
          },
          {
            kind: 'table',
            caption: 'Candidate use cases, ICE scores (illustrative)',
            columns: ['Use case', 'Impact', 'Confidence', 'Ease', 'ICE'],
            rows: [
              ['Maintenance request triage and work-order drafting', '9', '8', '7', '8.0'],
              ['Owner report narrative from ledger data', '8', '7', '6', '7.0'],
              ['Leasing inquiry replies with unit availability', '7', '7', '6', '6.7'],
              ['Lease abstract extraction for renewals', '6', '6', '5', '5.7'],
            ],
          },
          {
            kind: 'paragraph',
            text: 'Final scores are agreed with you at the end of week 2 and may change the order above.',
          },
        ],
      },
      {
        id: 'integrations',
        title: 'Integrations',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The workflow runs inside the tools your team already uses. We connect to:',
          },
          {
            kind: 'list',
            items: [
              'Your property management system (work orders, units, tenants) through its API, read and write with a service account.',
              'Microsoft 365 shared mailboxes for incoming requests and outgoing replies.',
              'SharePoint for policies, vendor lists and report templates used as retrieval sources.',
              'Microsoft Teams for approval prompts and daily summaries.',
            ],
          },
          {
            kind: 'paragraph',
            text:
              'Every action that changes a record or reaches a tenant goes through a human approval step until the success ' +
              'measures show it is safe to relax.',
          },
        ],
      },
    ],
    [
      {
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
                text: 'ICE scoring, then a working pilot of the top use case on a slice of real requests, evaluated against the baseline.',
              },
              {
                title: 'Phase 3: Production and handoff',
                meta: 'Weeks 4 to 5',
                text: 'Integrations hardened, monitoring and approval steps in place, training delivered, documentation handed over.',
              },
            ],
          },
        ],
      },
      trainingSection,
    ],
    [pricingSection, timelineSection],
    [
      {
        id: 'success',
        title: 'Success measures',
        blocks: [
          {
            kind: 'list',
            items: [
              'Median time from maintenance request to scheduled work order down by at least 40% against the week 1 baseline.',
              'Staff hours on monthly owner reports down by at least 30%.',
              'At least 90% of AI-drafted work orders approved with no or minor edits.',
              'At least 80% of trained staff rate the workflow useful in the 30-day follow-up survey.',
            ],
          },
        ],
      },
      {
        id: 'privacy',
        title: 'Privacy',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Tenant and owner data stays in your Microsoft 365 tenant and your property management system. Model providers are ' +
              'used under agreements that exclude training on your data, requests are logged without personal details, and access ' +
              'follows your existing roles. Survey responses are anonymous and deleted 90 days after the engagement ends.',
          },
        ],
      },
      {
        id: 'assumptions',
        title: 'Assumptions',
        blocks: [
          {
            kind: 'list',
            items: [
              'API access to the property management system and a test environment are available by the start of week 2.',
              'A named project lead at Calder & Wren can give about three hours a week.',
              'Model usage fees are billed to Calder & Wren at cost; we estimate under $150 a month at current volumes.',
            ],
          },
        ],
      },
      nextStepsSection,
    ],
  ],
};

import { list, paragraph, type Reference, type Section } from '../types';

export const sections: Section[] = [
  {
    heading: 'The demo problem',
    blocks: [
      paragraph(
        'An agent demo is easy to love. You type a request, the model plans, calls a few tools and produces a finished result. Then it meets real work: an e-mail with three questions in it, a customer record with a missing field, a supplier who replies in a PDF. The agent improvises, and improvisation is exactly what a business process cannot afford.',
      ),
      paragraph(
        'The agents we see succeed in small and midsize teams are less ambitious and far more useful. They do one job, they know what they are allowed to touch, and they hand control back to a person at the moments that matter.',
      ),
    ],
  },
  {
    heading: 'Start with a workflow, not a model',
    blocks: [
      paragraph(
        'Before choosing a model or a framework, write the workflow down step by step the way the team actually does it today. For each step, ask three questions: does it need judgement, does it need information from another system, and what happens if it goes wrong?',
      ),
      paragraph('The answers sort the steps into three groups:'),
      list(
        'Automate: mechanical steps with clear inputs, such as looking up an order, filling a template or classifying a request.',
        'Assist: steps that need judgement, where the agent prepares a draft and a person decides, such as a reply to an upset customer or a price exception.',
        'Leave alone: steps where the cost of a mistake is high and the time saved is small.',
      ),
      paragraph(
        'Most of the value usually sits in the first two groups, and most of the risk in the third. Drawing that line on paper first prevents the most common failure: an agent that was never told where its job ends.',
      ),
    ],
  },
  {
    heading: 'Give it fewer, better tools',
    blocks: [
      paragraph(
        'Every tool an agent can call is a decision it can get wrong. An agent with twenty tools spends its effort choosing between them; an agent with four well-described tools spends it on the task. Anthropic’s guidance on building effective agents makes the same point: the simplest pattern that works, usually a fixed workflow with a model at a few steps, beats a fully autonomous loop for most business problems.',
      ),
      paragraph(
        'Describe each tool the way you would brief a new colleague: what it does, when to use it, what the inputs mean and what a typical result looks like. Scope its permissions to the task. An agent that drafts invoices needs to read orders and create drafts; it does not need to send payments.',
      ),
    ],
  },
  {
    heading: 'Design the hand-off',
    blocks: [
      paragraph(
        'The moment an agent hands work to a person is where trust is won or lost. A good hand-off shows the result, the sources it used and anything it was unsure about, in the tool the person already works in. A bad one drops a wall of text in a new dashboard nobody checks.',
      ),
      list(
        'Show the evidence: which records, documents or messages the agent relied on.',
        'Flag uncertainty explicitly rather than hiding it in confident prose.',
        'Make approving, editing and rejecting each a single action, and record which one happened.',
        'Use the edits as feedback: the changes people make are the best test cases you will ever get.',
      ),
    ],
  },
  {
    heading: 'Measure before you widen',
    blocks: [
      paragraph(
        'Run the agent on a slice of real work, side by side with the current process, and compare: how often was the draft accepted unchanged, how much time did it save, and what kinds of errors did reviewers catch? Only widen the agent’s scope, or remove a review step, when those numbers say it is safe.',
      ),
      paragraph(
        'An agent that quietly handles forty percent of the requests in a queue, and routes the rest to people with a useful summary, is not a flashy demo. It is, however, the kind of system a team keeps using a year later.',
      ),
    ],
  },
];

export const references: Reference[] = [
  {
    label: 'Building effective agents',
    source: 'Anthropic',
    url: 'https://www.anthropic.com/research/building-effective-agents',
  },
  {
    label: 'ReAct: Synergizing Reasoning and Acting in Language Models',
    source: 'Yao et al., arXiv',
    url: 'https://arxiv.org/abs/2210.03629',
  },
  {
    label: 'OWASP Top 10 for Large Language Model Applications',
    source: 'OWASP Foundation',
    url: 'https://owasp.org/www-project-top-10-for-large-language-model-applications/',
  },
];

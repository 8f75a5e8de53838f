import { list, paragraph, type Reference, type Section } from '../types';

export const sections: Section[] = [
  {
    heading: 'Vibes are not a metric',
    blocks: [
      paragraph(
        'Most AI features are launched on impressions: a few people tried it, the answers looked good, everyone was pleased. Then a prompt is tweaked, a model version changes or a new document type arrives, and nobody can say whether things got better or worse.',
      ),
      paragraph(
        'Evaluation replaces impressions with numbers. It does not need a research team. It needs a set of real cases, a clear definition of a good answer and the discipline to run the check every time something changes.',
      ),
    ],
  },
  {
    heading: 'Build an evaluation set from real work',
    blocks: [
      paragraph(
        'Start with fifty to two hundred real examples of the task, anonymised where needed. Include the easy, common cases and deliberately add the awkward ones: ambiguous requests, missing information, edge cases that have caused mistakes before. For each example, write down what a correct result must contain or must not do.',
      ),
      paragraph(
        'Keep the set alive. Every time a reviewer corrects the system in production, consider adding that case. Over a few months, the set becomes a precise description of what your team actually needs.',
      ),
    ],
  },
  {
    heading: 'Choose metrics that match the task',
    blocks: [
      list(
        'Exact checks for structured outputs: was the right category chosen, were the extracted fields correct?',
        'Groundedness for answers based on documents: is every claim supported by the cited sources?',
        'Rubric scores for open-ended text: tone, completeness and policy compliance, graded by people or by a model with a written rubric.',
        'Operational metrics: latency, cost per task and how often people accept the output unchanged.',
      ),
      paragraph(
        'Using a strong model as a judge is practical for rubric scores, and research on LLM-as-a-judge found good agreement with human preferences. It also documented biases, such as favouring longer answers, so calibrate the judge against a sample of human ratings before trusting it.',
      ),
    ],
  },
  {
    heading: 'Gate releases on the numbers',
    blocks: [
      paragraph(
        'Treat prompts, models and retrieval settings like code: every change runs the evaluation set, and the results decide whether it ships. Set thresholds in advance, for example that accuracy may not drop on any category and that cost per task may not rise by more than ten percent, so the decision is not renegotiated under deadline pressure.',
      ),
    ],
  },
  {
    heading: 'Keep measuring after launch',
    blocks: [
      paragraph(
        'Production traffic drifts. New products, new customers and new document formats change what the system sees. A useful monitoring dashboard shows volume, acceptance rate, escalations, latency and cost per task over time, and samples real outputs for periodic human review.',
      ),
      paragraph(
        'Frameworks such as the NIST AI Risk Management Framework call this the "measure" function, and it is what turns an AI feature from a one-off project into a system you can manage. When someone asks whether it is working, you will have an answer with a number in it.',
      ),
    ],
  },
];

export const references: Reference[] = [
  {
    label: 'AI Risk Management Framework',
    source: 'NIST',
    url: 'https://www.nist.gov/itl/ai-risk-management-framework',
  },
  {
    label: 'Holistic Evaluation of Language Models (HELM)',
    source: 'Stanford CRFM',
    url: 'https://crfm.stanford.edu/helm/',
  },
  {
    label: 'Judging LLM-as-a-Judge with MT-Bench and Chatbot Arena',
    source: 'Zheng et al., arXiv',
    url: 'https://arxiv.org/abs/2306.05685',
  },
];

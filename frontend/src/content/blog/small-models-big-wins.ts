import { list, paragraph, type Reference, type Section } from '../types';

export const sections: Section[] = [
  {
    heading: 'Bigger is a default, not a decision',
    blocks: [
      paragraph(
        'When a team starts with AI, it usually reaches for the largest model available, and for exploration that is sensible. But once a task is well understood, the largest model is often the wrong tool for production: it is slower, several times more expensive per request and harder to run inside your own environment.',
      ),
      paragraph(
        'Many business tasks are narrow. Classifying a support ticket, extracting fields from an invoice, routing an e-mail or checking a document against a checklist do not need a model that can also write poetry and prove theorems. They need one that does a single thing reliably, quickly and cheaply.',
      ),
    ],
  },
  {
    heading: 'Where small models shine',
    blocks: [
      list(
        'Classification and routing: deciding which queue, category or priority a request belongs to.',
        'Extraction: pulling names, dates, amounts and references from documents into structured fields.',
        'Short, templated generation: summaries, status updates and replies that follow a fixed pattern.',
        'High-volume steps inside a larger workflow, where latency and cost multiply with every item.',
        'Sensitive data that should not leave your infrastructure, where a model you host yourself removes a whole class of risk.',
      ),
      paragraph(
        'Complex reasoning, open-ended writing and tasks that need broad world knowledge still favour larger models. The point is not to pick one size, but to match each step to the smallest model that meets its quality bar.',
      ),
    ],
  },
  {
    heading: 'Making a small model good enough',
    blocks: [
      paragraph('Three techniques close most of the gap for narrow tasks:'),
      list(
        'Better context: clear instructions, a few worked examples and retrieved reference material lift small models more than large ones.',
        'Fine-tuning: training a small model on a few hundred to a few thousand examples of your task. Parameter-efficient methods such as LoRA make this affordable on modest hardware.',
        'Distillation: using a large model to label or explain examples, then training a small model on them. Research on distilling step-by-step showed small models outperforming much larger ones on specific tasks with less training data.',
      ),
    ],
  },
  {
    heading: 'Cascades: small first, large when needed',
    blocks: [
      paragraph(
        'You do not have to choose one model for every request. In a cascade, a small model handles each request first and reports how confident it is; uncertain cases escalate to a larger model or to a person. The FrugalGPT study found that such cascades can match the quality of the largest model at a small fraction of the cost.',
      ),
      paragraph(
        'A cascade only works if you can measure confidence and quality, which brings us back to evaluation: keep a test set for the task, and check that the cheap path is right as often as you need it to be.',
      ),
    ],
  },
  {
    heading: 'How we decide',
    blocks: [
      paragraph(
        'In our projects, we build the pilot with a capable general model to establish what good looks like. Once we have an evaluation set and a baseline, we try smaller and cheaper options step by step and keep the smallest one that meets the bar. Clients routinely cut the running cost of a workflow severalfold this way, and get faster responses as a bonus.',
      ),
    ],
  },
];

export const references: Reference[] = [
  {
    label:
      'Distilling Step-by-Step! Outperforming Larger Language Models with Less Training Data and Smaller Model Sizes',
    source: 'Hsieh et al., arXiv',
    url: 'https://arxiv.org/abs/2305.02301',
  },
  {
    label: 'LoRA: Low-Rank Adaptation of Large Language Models',
    source: 'Hu et al., arXiv',
    url: 'https://arxiv.org/abs/2106.09685',
  },
  {
    label: 'FrugalGPT: How to Use Large Language Models While Reducing Cost and Improving Performance',
    source: 'Chen, Zaharia and Zou, arXiv',
    url: 'https://arxiv.org/abs/2305.05176',
  },
];

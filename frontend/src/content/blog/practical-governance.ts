import { list, paragraph, type Reference, type Section } from '../types';

export const sections: Section[] = [
  {
    heading: 'Governance is not just for large enterprises',
    blocks: [
      paragraph(
        'AI governance sounds like something for banks with a risk department. But a twenty-person firm whose assistant drafts client letters faces the same basic questions: what is the system allowed to do, who checks it, and what happens when it is wrong? Customers, insurers and regulators increasingly expect a clear answer.',
      ),
      paragraph(
        'The good news is that most of the protection comes from a few habits, not from a heavy programme. Here are the five we help every client put in place.',
      ),
    ],
  },
  {
    heading: '1. Keep an inventory',
    blocks: [
      paragraph(
        'List every AI system and AI-powered tool in use, including the chat assistant someone signed up for with a company card. For each, record its purpose, the data it can read, the provider behind it and an owner who is responsible for it. You cannot govern what you do not know exists, and the inventory is the first thing an auditor or a large customer will ask for.',
      ),
    ],
  },
  {
    heading: '2. Classify by consequence',
    blocks: [
      paragraph('Not every use needs the same scrutiny. Sort systems by what happens if they are wrong:'),
      list(
        'Low: internal drafts and summaries that a person always reads and edits.',
        'Medium: outputs that reach customers or feed business decisions, with a person approving.',
        'High: anything affecting people’s rights, money, health or employment.',
      ),
      paragraph(
        'Match the controls to the tier. Low-risk uses need little more than an owner and sensible data rules. High-risk uses need documented evaluation, human decision-making and, under laws such as the EU AI Act, may carry specific legal obligations.',
      ),
    ],
  },
  {
    heading: '3. Write down the data rules',
    blocks: [
      paragraph(
        'One page is enough: which kinds of data may be used with which tools, which providers are approved, and what must never be pasted into an AI tool. Prefer business agreements that exclude training on your data and offer short retention. A clear page prevents most accidental leaks, because people generally leak data by not knowing the rule, not by breaking it.',
      ),
    ],
  },
  {
    heading: '4. Keep a person accountable',
    blocks: [
      paragraph(
        'For each system, name who approves changes, who reviews outputs and who responds when something goes wrong. Design consequential actions so a person confirms them, log what the system did, and make it easy for anyone to pause it. Security risks specific to language models, such as prompt injection and excessive agency, are catalogued in the OWASP Top 10 for LLM Applications, which makes a practical checklist for these reviews.',
      ),
    ],
  },
  {
    heading: '5. Review on a schedule',
    blocks: [
      paragraph(
        'Once a quarter, spend an hour reviewing the inventory: new tools, changed providers, incidents and near misses, and the evaluation numbers for each system. Update the data rules if needed. If you want a structure to grow into, the NIST AI Risk Management Framework and the ISO/IEC 42001 management system standard both scale down sensibly, and the habits above map directly onto them.',
      ),
      paragraph(
        'None of this slows a small team down. It makes the next AI project easier to approve, because the answers to the hard questions already exist.',
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
    label: 'ISO/IEC 42001:2023 Artificial intelligence management system',
    source: 'ISO',
    url: 'https://www.iso.org/standard/81230.html',
  },
  {
    label: 'Regulation (EU) 2024/1689 (Artificial Intelligence Act)',
    source: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
  },
  {
    label: 'OWASP Top 10 for Large Language Model Applications',
    source: 'OWASP Foundation',
    url: 'https://owasp.org/www-project-top-10-for-large-language-model-applications/',
  },
];

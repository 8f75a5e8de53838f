import { list, paragraph, type Reference, type Section } from '../types';

export const sections: Section[] = [
  {
    heading: 'The model only knows what you show it',
    blocks: [
      paragraph(
        'A language model arrives knowing a great deal about the world and nothing about your business: not your pricing rules, not last month’s policy change, not the customer who called yesterday. Everything specific it does, it does from the context you give it at the moment you ask.',
      ),
      paragraph(
        'Context engineering is the work of deciding what goes into that context: which instructions, which documents, which records, which examples, and in what order. It matters more than the choice of model for most business applications, and it is where most projects quietly succeed or fail.',
      ),
    ],
  },
  {
    heading: 'Retrieval: finding the right passages',
    blocks: [
      paragraph(
        'Retrieval-augmented generation, first described by Lewis and colleagues in 2020, pairs a model with a search step: before answering, the system finds relevant passages in your documents and includes them in the prompt. The idea is simple; the details decide the quality.',
      ),
      list(
        'Chunking: split documents along their natural structure, such as sections, clauses or FAQ entries, rather than at a fixed number of characters that can cut a rule in half.',
        'Context for chunks: a passage that says "the limit is 30 days" is useless without knowing which policy it came from. Adding a short description of the source to each chunk before indexing, an approach Anthropic calls contextual retrieval, substantially reduces failed searches.',
        'Hybrid search: combine keyword search, which finds exact product codes and names, with semantic search, which finds paraphrases, and rerank the combined results.',
        'Permissions: filter results by what the person asking is allowed to see, before the model ever reads them.',
      ),
    ],
  },
  {
    heading: 'More is not better',
    blocks: [
      paragraph(
        'Modern models accept very long contexts, and it is tempting to paste in everything. Research on long-context use, notably the "Lost in the Middle" study, found that models use information at the beginning and end of a long context much more reliably than information buried in the middle. Irrelevant passages also dilute the relevant ones and invite the model to quote the wrong source.',
      ),
      paragraph(
        'In practice, a handful of well-chosen passages beats dozens of loosely related ones. Put the instructions and the most relevant evidence where the model will attend to them, and leave out what does not help answer the question.',
      ),
    ],
  },
  {
    heading: 'Structure the context like a briefing',
    blocks: [
      paragraph(
        'A good context reads like a briefing to a capable new colleague. We typically arrange it in this order:',
      ),
      list(
        'Role and goal: who the assistant is working for and what a good result looks like.',
        'Rules: the policies and constraints that always apply, stated once and plainly.',
        'Evidence: the retrieved passages, each labelled with its source and date.',
        'The task: the specific question or request, with the output format you need.',
      ),
      paragraph(
        'Ask the model to cite the labelled sources it used. Citations make answers checkable by people and measurable by automated evaluations.',
      ),
    ],
  },
  {
    heading: 'Test with real questions',
    blocks: [
      paragraph(
        'The only reliable way to know whether your context works is to test it on the questions people actually ask. Collect fifty to a hundred of them from tickets, e-mails and chat logs, write down what a correct answer must contain, and run them every time you change the chunking, the search or the prompt. Retrieval problems show up as answers that are fluent but unsupported, and a test set is how you catch them before your customers do.',
      ),
    ],
  },
];

export const references: Reference[] = [
  {
    label: 'Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks',
    source: 'Lewis et al., arXiv',
    url: 'https://arxiv.org/abs/2005.11401',
  },
  {
    label: 'Lost in the Middle: How Language Models Use Long Contexts',
    source: 'Liu et al., arXiv',
    url: 'https://arxiv.org/abs/2307.03172',
  },
  {
    label: 'Introducing Contextual Retrieval',
    source: 'Anthropic',
    url: 'https://www.anthropic.com/news/contextual-retrieval',
  },
];

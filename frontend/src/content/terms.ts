import { brand } from '../config/brand';
import { LEGAL_LAST_UPDATED } from './legal-dates';
import { contactDetails, list, paragraph, type LegalDocument } from './types';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `These Terms of Service govern your use of the ${brand.name} website and the services provided by ${brand.legalName} ("${brand.name}", "we", "us"). Please read them carefully.`,
  sections: [
    {
      heading: 'Agreement to Terms',
      blocks: [
        paragraph(
          'By accessing our website or using our services, you agree to be bound by these Terms. If you use them on behalf of an organisation, you confirm that you are authorised to accept these Terms for it. If you do not agree, do not use the website or services.',
        ),
      ],
    },
    {
      heading: 'Our Services',
      blocks: [
        paragraph(
          `${brand.name} provides AI consulting and engineering services, including agentic workflows, context engineering and retrieval, integrations, evaluation and monitoring, and team enablement and training. The scope of any engagement is defined in a separate written agreement.`,
        ),
        paragraph(
          'Information on this website is general and does not constitute an offer or professional advice for your situation.',
        ),
      ],
    },
    {
      heading: 'Use of the Website and Eligibility',
      blocks: [
        paragraph('You must be 18 or older to use our website and services. You agree not to:'),
        list(
          'Use the website for any unlawful purpose or in violation of these Terms',
          'Attempt to gain unauthorised access to the website, its systems or other users’ data',
          'Interfere with the website’s operation, including by sending automated or excessive requests',
          'Submit false, misleading or malicious content through any form or survey',
        ),
      ],
    },
    {
      heading: 'Client Responsibilities',
      blocks: [
        paragraph('To deliver a project on time, clients agree to:'),
        list(
          'Provide timely access to the people, systems and data the agreed scope requires',
          'Ensure they have the rights and consents needed to share that data with us',
          'Review deliverables and give feedback within the agreed timeframes',
          'Remain responsible for decisions made using the systems we deliver',
        ),
      ],
    },
    {
      heading: 'Project Agreements and Pricing',
      blocks: [
        paragraph(
          'Projects are delivered for a fixed fee set out in a written statement of work that describes the scope, deliverables, milestones and payment schedule. Discovery is complimentary. Work outside the agreed scope requires a written change order before it begins.',
        ),
        paragraph(
          'Unless the statement of work says otherwise, invoices are due within 30 days. If a statement of work conflicts with these Terms, the statement of work prevails for that project.',
        ),
      ],
    },
    {
      heading: 'Intellectual Property',
      blocks: [
        paragraph(
          'The content of this website, including text, graphics and logos, belongs to us or our licensors and may not be copied without permission.',
        ),
        paragraph(
          'Upon full payment, clients own the deliverables created specifically for them, including code, prompts, evaluation sets and documentation. We keep ownership of our pre-existing tools, know-how and general methods, and grant clients a perpetual, non-exclusive licence to use any of them that are embedded in the deliverables.',
        ),
      ],
    },
    {
      heading: 'Confidentiality',
      blocks: [
        paragraph(
          'Each party will keep the other’s confidential information secret, use it only to perform the engagement and protect it with at least reasonable care. This obligation does not apply to information that is public, already known, independently developed or lawfully received from a third party, and it survives the end of the engagement.',
        ),
      ],
    },
    {
      heading: 'Disclaimer of Warranties',
      blocks: [
        paragraph(
          'We perform services with professional skill and care. Except as expressly stated in a written agreement, the website and services are provided "as is" and "as available", without warranties of any kind, express or implied, including merchantability, fitness for a particular purpose and non-infringement.',
        ),
        paragraph(
          'AI systems can produce inaccurate output. Clients are responsible for reviewing output before relying on it for decisions with legal, financial or safety consequences.',
        ),
      ],
    },
    {
      heading: 'Limitation of Liability',
      blocks: [
        paragraph(
          'To the fullest extent permitted by law, neither party is liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data.',
        ),
        paragraph(
          `${brand.name}’s total liability arising out of or relating to these Terms or our services is limited to the amount you paid us in the 12 months before the event giving rise to the claim.`,
        ),
      ],
    },
    {
      heading: 'Indemnification',
      blocks: [
        paragraph(
          `You agree to indemnify and hold harmless ${brand.name} and its personnel from claims, losses and expenses, including reasonable legal fees, arising from your breach of these Terms, your misuse of the website or services, or data you provide without the necessary rights.`,
        ),
      ],
    },
    {
      heading: 'Termination',
      blocks: [
        paragraph(
          'We may suspend or end access to the website for anyone who violates these Terms. Either party may terminate an engagement as set out in its statement of work; unless it says otherwise, either party may terminate with 14 days’ written notice, and the client pays for work completed up to the termination date.',
        ),
        paragraph(
          'Sections that by their nature should survive termination, including confidentiality, intellectual property and limitation of liability, survive.',
        ),
      ],
    },
    {
      heading: 'Dispute Resolution',
      blocks: [
        paragraph(
          'These Terms are governed by the laws of the State of California, without regard to its conflict of law rules.',
        ),
        paragraph('If a dispute arises, the parties agree to resolve it in the following order:'),
        list(
          'Negotiation: the parties will first try in good faith to resolve it through direct discussion between senior representatives for at least 30 days.',
          'Mediation: if negotiation fails, the parties will attempt non-binding mediation with a mutually agreed mediator in Los Angeles County, California, sharing the mediator’s fees equally.',
          'Courts: if mediation fails, either party may bring the dispute exclusively in the state or federal courts located in Los Angeles County, California, and both parties consent to their jurisdiction.',
        ),
      ],
    },
    {
      heading: 'Changes to These Terms',
      blocks: [
        paragraph(
          'We may revise these Terms from time to time. The revised version takes effect when posted on this page with a new "Last updated" date. Continued use of the website after that date means you accept the revised Terms. Changes do not alter signed statements of work already in progress.',
        ),
      ],
    },
    {
      heading: 'General Provisions',
      blocks: [
        paragraph(
          'These Terms, together with any statement of work, are the entire agreement between the parties on their subject. If any provision is found unenforceable, the rest remains in effect. A failure to enforce a provision is not a waiver. You may not assign these Terms without our written consent. Neither party is liable for delays caused by events beyond its reasonable control.',
        ),
      ],
    },
    {
      heading: 'Contact Us',
      blocks: [paragraph('Questions about these Terms can be sent to:'), contactDetails],
    },
  ],
};

import { brand } from '../config/brand';
import { LEGAL_LAST_UPDATED } from './legal-dates';
import { contactDetails, list, paragraph, type LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `This Privacy Policy explains how ${brand.legalName} ("${brand.name}", "we", "us") collects, uses and protects personal information when you visit our website, contact us, take a survey we host or work with us as a client.`,
  sections: [
    {
      heading: 'Introduction',
      blocks: [
        paragraph(
          `${brand.name} respects your privacy. We collect only the information we need to respond to you, deliver our services and run our business, and we never sell personal information.`,
        ),
        paragraph(
          'By using our website or services you acknowledge the practices described in this policy. If you do not agree with them, please do not use the website or submit information to us.',
        ),
      ],
    },
    {
      heading: 'Information We Collect',
      blocks: [
        paragraph('We collect information in three ways:'),
        list(
          'Information you give us: your name, e-mail address, company and message when you use the contact form; your answers when you take a survey; and the business contact and billing details we need to work with you.',
          'Information collected automatically: technical data such as IP address, browser type, device information, pages visited and the date and time of your visit, recorded in server logs.',
          'Information from clients: when a client engages us, we may process data from their systems on their instructions, under our agreement with that client.',
        ),
        paragraph(
          'Please do not send us sensitive personal information, such as health or financial account details, through the contact form.',
        ),
      ],
    },
    {
      heading: 'How We Use Your Information',
      blocks: [
        paragraph('We use personal information to:'),
        list(
          'Respond to your enquiries and provide the services you request',
          'Prepare proposals, manage projects and send invoices',
          'Analyse survey responses on behalf of the organisation that invited you',
          'Operate, secure and improve our website, including preventing spam and abuse',
          'Comply with legal obligations and enforce our agreements',
        ),
        paragraph('We do not use your personal information, or data our clients share with us, to train AI models.'),
      ],
    },
    {
      heading: 'How We Share Your Information',
      blocks: [
        paragraph('We share personal information only in these cases:'),
        list(
          'With service providers who host our website, store data, send e-mail or provide AI model access, under contracts that limit their use of the data to providing the service to us',
          'With the organisation that invited you to take a survey, which receives your responses',
          'When required by law, court order or to protect the rights, property or safety of others',
          'In connection with a merger, acquisition or sale of assets, with notice to you where required',
        ),
        paragraph(
          'We do not sell or rent personal information, and we do not share it for cross-context behavioural advertising.',
        ),
      ],
    },
    {
      heading: 'Data Security',
      blocks: [
        paragraph(
          'We protect personal information with administrative, technical and physical safeguards, including encryption in transit and at rest, least-privilege access controls, multi-factor authentication and audit logging.',
        ),
        paragraph(
          'No method of transmission or storage is completely secure. If we learn of a security incident affecting your personal information, we will notify you as required by law.',
        ),
      ],
    },
    {
      heading: 'Data Retention',
      blocks: [
        paragraph(
          'We keep personal information only as long as needed for the purposes described in this policy. Contact form messages are kept for up to 24 months. Client project records are kept for the duration of the engagement and up to seven years afterwards for legal and accounting purposes. Working copies of client data are deleted at the end of a project.',
        ),
      ],
    },
    {
      heading: 'Your Privacy Rights',
      blocks: [
        paragraph(
          'Depending on where you live, including California and the European Economic Area, you may have the right to:',
        ),
        list(
          'Know what personal information we hold about you and receive a copy',
          'Correct inaccurate information',
          'Delete your personal information',
          'Object to or restrict certain processing',
          'Withdraw consent where processing is based on consent',
          'Not be discriminated against for exercising these rights',
        ),
        paragraph(
          `To exercise a right, e-mail ${brand.privacyEmail}. We will verify your request and respond within the time the law requires, normally 30 to 45 days.`,
        ),
      ],
    },
    {
      heading: 'Cookies and Tracking Technologies',
      blocks: [
        paragraph(
          'Our public website does not use advertising or cross-site tracking cookies. We use strictly necessary cookies to keep administrators signed in and browser storage to remember choices you make, such as survey access for the current session.',
        ),
        paragraph(
          'You can block or delete cookies in your browser settings; parts of the website may not work without them.',
        ),
      ],
    },
    {
      heading: 'Third-Party Links',
      blocks: [
        paragraph(
          'Our website, including our blog, links to websites run by others. We are not responsible for their content or privacy practices, and we encourage you to read their privacy policies.',
        ),
      ],
    },
    {
      heading: "Children's Privacy",
      blocks: [
        paragraph(
          'Our website and services are intended for people aged 18 or older. We do not knowingly collect personal information from anyone under 18. If you believe a minor has given us personal information, please contact us and we will delete it.',
        ),
      ],
    },
    {
      heading: 'International Data Transfers',
      blocks: [
        paragraph(
          'We are based in the United States and may process information in the United States and other countries where our service providers operate. When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we rely on appropriate safeguards such as the Standard Contractual Clauses.',
        ),
      ],
    },
    {
      heading: 'Changes to This Policy',
      blocks: [
        paragraph(
          'We may update this policy from time to time. We will post the new version on this page and change the "Last updated" date. If a change is material, we will give notice on the website or by e-mail before it takes effect.',
        ),
      ],
    },
    {
      heading: 'Contact Us',
      blocks: [
        paragraph('If you have questions about this policy or our privacy practices, please contact us:'),
        contactDetails,
      ],
    },
  ],
};

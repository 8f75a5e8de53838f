import { BRAND_NAME } from '../config/brand';
import { paths } from '../config/paths';

export type NavItem = { label: string; href: string };

export const mainNav: NavItem[] = [
  { label: 'Home', href: paths.home.href() },
  { label: 'Services', href: paths.services.href() },
  { label: 'Approach', href: paths.approach.href() },
  { label: `Why ${BRAND_NAME}`, href: paths.whyUs.href() },
  { label: 'About', href: paths.about.href() },
  { label: 'Blog', href: paths.blog.href() },
  { label: 'Contact', href: paths.contact.href() },
];

export const primaryCta: NavItem = { label: 'Start a project', href: paths.contact.href() };

export const footerCompanyLinks: NavItem[] = [
  { label: 'About', href: paths.about.href() },
  { label: 'Services', href: paths.services.href() },
  { label: 'Approach', href: paths.approach.href() },
  { label: `Why ${BRAND_NAME}`, href: paths.whyUs.href() },
  { label: 'Blog', href: paths.blog.href() },
  { label: 'Security', href: paths.security.href() },
  { label: 'FAQ', href: paths.faq.href() },
  { label: 'Contact', href: paths.contact.href() },
];

export const footerLegalLinks: NavItem[] = [
  { label: 'Privacy Policy', href: paths.privacy.href() },
  { label: 'Terms of Service', href: paths.terms.href() },
];

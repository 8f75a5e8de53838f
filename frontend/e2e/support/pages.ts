import { expect, type Page } from '@playwright/test';

/** Every public page with the text of its one h1. */
export const PUBLIC_PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Enterprise AI, built for the size of your team' },
  { path: '/about', heading: 'About Seedline' },
  { path: '/services', heading: 'AI services that reach production' },
  { path: '/approach', heading: 'How we take AI from idea to everyday tool' },
  { path: '/why-us', heading: 'A partner that fits the size of your team' },
  { path: '/blog', heading: 'Notes from the field' },
  { path: '/blog/agents-that-actually-help', heading: 'Agents that actually help' },
  { path: '/blog/context-engineering', heading: 'Context engineering: what your model needs to know' },
  { path: '/blog/small-models-big-wins', heading: 'Small models, big wins' },
  { path: '/blog/measure-what-matters', heading: 'Measure what matters: evaluating AI in production' },
  { path: '/blog/practical-governance', heading: 'Practical AI governance for small teams' },
  { path: '/security', heading: 'Security and governance' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/contact', heading: "Let's talk about your project" },
];

export const BLOG_SLUGS = [
  'agents-that-actually-help',
  'context-engineering',
  'small-models-big-wins',
  'measure-what-matters',
  'practical-governance',
];

export const MOBILE_VIEWPORT = { width: 390, height: 844 };

/** Opens a page and waits until its lazy route chunk has rendered the h1. */
export const openPage = async (page: Page, path: string, heading?: string): Promise<void> => {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  if (heading) await expect(h1).toHaveText(heading);
  else await expect(h1).toBeVisible();
};

export const siteNav = (page: Page) => {
  const header = page.getByTestId('site-nav');
  return {
    header,
    menuButton: header.getByRole('button', { name: /menu/i }),
    mobileMenu: page.getByTestId('mobile-menu'),
    backgroundColor: () => header.evaluate((el) => getComputedStyle(el).backgroundColor),
  };
};

export const contactForm = (page: Page) => ({
  name: page.getByLabel('Name *'),
  email: page.getByLabel('Email *'),
  company: page.getByLabel('Company'),
  message: page.getByLabel('Message *'),
  honeypot: page.locator('input[name="website"]'),
  submit: page.getByRole('button', { name: /Send message|Sending\.\.\./ }),
  toast: page.getByTestId('toast'),
});

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// Page helpers for the admin browser tests.
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';

export const ADMIN_GUARDED_PATHS = [
  '/admin/dashboard',
  '/admin/proposals',
  '/admin/surveys/create',
  '/admin/surveys/00000000-0000-4000-8000-000000000000/edit',
  '/admin/surveys/00000000-0000-4000-8000-000000000000/responses',
  '/admin/surveys/00000000-0000-4000-8000-000000000000/reports/00000000-0000-4000-8000-000000000001',
  '/admin/messages',
  '/admin/webhooks',
];

export const toast = (page: Page) => page.getByTestId('toast');

export const loginViaUi = async (page: Page, credentials = E2E_ADMIN): Promise<void> => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
};

export const createForm = (page: Page) => ({
  title: page.getByLabel('Title'),
  description: page.getByLabel('Description'),
  slug: page.getByLabel('Custom URL Slug'),
  logoInput: page.locator('input[type="file"]'),
  logoPreview: page.getByRole('img', { name: 'Logo preview' }),
  aiTab: page.getByRole('tab', { name: 'AI Generate' }),
  manualTab: page.getByRole('tab', { name: 'Manual Entry' }),
  companyData: page.getByLabel('Company / organization data'),
  prompt: page.getByLabel('Prompt'),
  generate: page.getByRole('button', { name: /Generate Questions|Generating\.\.\./ }),
  questions: page.getByTestId('question-item'),
  question: (n: number) => page.getByLabel(`Question ${n}`, { exact: true }),
  addQuestion: page.getByRole('button', { name: 'Add Question' }),
  submit: page.getByRole('button', { name: /^(Create Survey|Creating\.\.\.)$/ }),
});

export const surveyCard = (page: Page, title: string) =>
  page.getByTestId('survey-card').filter({ has: page.getByRole('heading', { name: title }) });

/** Every page of a PDF with its MediaBox, read from the raw bytes (Chromium writes them uncompressed). */
export const pdfPages = (pdf: Buffer): { mediaBox: number[] }[] => {
  const text = pdf.toString('latin1');
  const pages: { mediaBox: number[] }[] = [];
  const pageDict = /\/Type\s*\/Page(?![s\w])/g;
  while (pageDict.exec(text)) pages.push({ mediaBox: [] });
  const boxes = [...text.matchAll(/\/MediaBox\s*\[([\d.\s-]+)\]/g)].map((m) => m[1].trim().split(/\s+/).map(Number));
  // Each page object carries its own MediaBox in Chromium's output; pair them in order.
  return pages.map((_, i) => ({ mediaBox: boxes[i] ?? [] }));
};

export const expectOnLogin = async (page: Page) => {
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
};

export { seriousViolations } from './axe';

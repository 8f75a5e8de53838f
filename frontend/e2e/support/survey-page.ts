import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from './axe';

// Page helpers for the survey screens.

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-results/survey-screens');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export const surveyFrame = (page: Page): Locator => page.getByTestId('survey-frame');

/** The answer box of the current question (its accessible name is the question). */
export const answerBox = (page: Page): Locator => page.locator('textarea');

export const chooseLanguage = async (page: Page, language: 'English' | 'Urdu'): Promise<void> => {
  await page.getByRole('button', { name: new RegExp(`^${language}`) }).click();
};

export const openSurvey = async (page: Page, idOrSlug: string): Promise<void> => {
  await page.goto(`/survey/${idOrSlug}`);
  await expect(page.getByRole('heading', { name: 'What language do you prefer?' })).toBeVisible();
};

/** Waits for the question whose (untranslated or translated) text is given to be current. */
export const expectQuestion = async (page: Page, text: string, counter?: string): Promise<void> => {
  await expect(page.locator('#survey-question')).toContainText(text);
  if (counter) await expect(page.locator('#survey-progress')).toHaveText(counter);
  await expect(answerBox(page)).toBeFocused();
};

export const screenshot = async (page: Page, name: string): Promise<void> => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    // The finished screen, not a guess at how long it takes: the slide or fade has ended and the
    // typewriter has typed every word (TypedQuestion holds the words still to come in an invisible span).
    await animationsSettled(page);
    await expect(page.getByTestId('typed-question').locator('span.invisible:not(:empty)')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${label}.png`, fullPage: true });
  }
};

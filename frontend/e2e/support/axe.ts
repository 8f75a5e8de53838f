import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious or critical axe findings (WCAG 2.1 A/AA and best practice), shortened for a readable diff;
 * within `selector` when given. Colours are checked once running animations that end have ended: mid-slide or
 * mid-fade a screen is partly transparent, and white on green reads as low contrast for as long as that
 * lasts, which on a busy machine is long enough for axe to see it.
 */
export const seriousViolations = async (page: Page, selector?: string) => {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity) // not a spinner
        .map((animation) => animation.finished),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
};

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until the running animations that end have ended (not a spinner's endless one). An animation
 * cancelled meanwhile (its element re-rendered or removed, as after a save that revalidates) rejects
 * `finished` with an AbortError: it is settled all the same, so the wait goes on to whatever runs after it.
 */
export const animationsSettled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    // New animations may start as the cancelled ones' elements re-render: wait until a frame finds none.
    for (let round = 0; round < 20; round++) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity); // not a spinner
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });

/**
 * Serious or critical axe findings (WCAG 2.1 A/AA and best practice), shortened for a readable diff;
 * within `selector` when given. Colours are checked once running animations that end have ended: mid-slide or
 * mid-fade a screen is partly transparent, and white on green reads as low contrast for as long as that
 * lasts, which on a busy machine is long enough for axe to see it.
 */
export const seriousViolations = async (page: Page, selector?: string) => {
  await animationsSettled(page);
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

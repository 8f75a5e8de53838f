import { proposal } from './proposal';
import { proposalSections, proposalToText } from './proposal-text';

const text = proposalToText(proposal);

describe('the proposal content', () => {
  it('names one client', () => {
    expect(proposal.client.name).toBe('Calder & Wren Property Management');
    expect(text).toContain('Prepared for Calder & Wren Property Management');
  });

  it('has every part the spec lists, in order', () => {
    expect(proposalSections(proposal).map((s) => s.title)).toEqual([
      'Context and goals',
      'Anonymous staff survey',
      'ICE scoring',
      'Integrations',
      'Phases',
      'Training',
      'Fixed-fee pricing',
      'Timeline: 5 weeks',
      'Success measures',
      'Privacy',
      'Assumptions',
      'Next steps',
    ]);
  });

  it('states the training scope, the complimentary discovery and the ICE dimensions', () => {
    for (const phrase of [
      'Two 90-minute workshops',
      'Eight refresher videos',
      'Two weeks of office hours',
      'A 30-day follow-up',
      'Complimentary',
      'Impact',
      'Confidence',
      'Ease',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('plans exactly five weeks', () => {
    const timeline = proposalSections(proposal).find((s) => s.id === 'timeline');
    const table = timeline?.blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows.map((r) => r[0])).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('proposalToText', () => {
  it('numbers the sections and writes lists, cards, tables and facts as text', () => {
    expect(text).toContain('1. Context and goals\n\n');
    expect(text).toContain('12. Next steps\n\n');
    expect(text).toContain('- Two 90-minute workshops: One for coordinators');
    expect(text).toContain('Use case | Impact | Confidence | Ease | ICE');
    expect(text).toContain('- Total fixed fee: $24,000');
    expect(text.endsWith('\n')).toBe(true);
  });
});

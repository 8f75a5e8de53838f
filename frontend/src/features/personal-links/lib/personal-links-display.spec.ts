import { ofText, STATUS_LABEL } from './personal-links-display';

describe('the staff section’s words', () => {
  it('says coverage as a part of the headcount', () => {
    expect(ofText(7, 15)).toBe('7 of 15 (47%)');
    expect(ofText(0, 0)).toBe('0');
    expect(ofText(null, 3)).toBe('Hidden');
  });

  it('names each status', () => {
    expect(STATUS_LABEL['not started']).toBe('Not started');
    expect(STATUS_LABEL.completed).toBe('Completed');
  });
});

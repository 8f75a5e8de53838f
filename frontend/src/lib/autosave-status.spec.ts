import { stateAfterSave, statusOf, type AutosaveEntry } from './autosave-status';

const entry = (state: AutosaveEntry['state'], label = 'details', message: string | null = null): AutosaveEntry => ({
  state,
  label,
  message,
});

describe('the edit page save status', () => {
  it('says changes save automatically before any, and all saved after', () => {
    expect(statusOf([])).toEqual({ state: 'idle', text: 'Changes save automatically' });
    expect(statusOf([entry('idle'), entry('saved', 'question 2')])).toEqual({
      state: 'saved',
      text: 'All changes saved',
    });
  });

  it('says Saving... while any change waits or is on its way', () => {
    expect(statusOf([entry('saved'), entry('pending', 'Urdu')]).text).toBe('Saving...');
    expect(statusOf([entry('saving')]).state).toBe('saving');
  });

  it('names the group and the reason when something is not saved, a failure before a wait', () => {
    const invalid = entry('invalid', 'question 3', 'Option 2 is required');
    expect(statusOf([entry('saving'), invalid])).toEqual({
      state: 'invalid',
      text: 'Not saved yet (question 3): Option 2 is required',
    });
    const failed = entry('error', 'availability', 'The survey is gone');
    expect(statusOf([invalid, failed, entry('saved')])).toEqual({
      state: 'error',
      text: 'Not saved (availability): The survey is gone',
    });
  });

  it('says saved only when the save that answered is the latest and no change waits behind it', () => {
    expect(stateAfterSave('saved', { latest: true, changeWaiting: false })).toBe('saved');
    // A switch turned while the text's save was on its way: that save does not cover it.
    expect(stateAfterSave('saved', { latest: true, changeWaiting: true })).toBe('pending');
    // An older save answering after a newer one was sent leaves the newer one's state alone.
    expect(stateAfterSave('saved', { latest: false, changeWaiting: false })).toBeNull();
    expect(stateAfterSave('error', { latest: false, changeWaiting: false })).toBeNull();
    expect(stateAfterSave('error', { latest: true, changeWaiting: true })).toBe('error');
  });
});

// The edit page's one save status, from each field group's autosave state. Pure, so its words are specified.

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'error';

/** How long typing must pause before a change is sent. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveEntry = { state: AutosaveState; message: string | null; label: string };

export type AutosaveStatusView = { state: AutosaveState; text: string };

/** What the page's status line says, from every field group's state (worst first). */
export const statusOf = (entries: readonly AutosaveEntry[]): AutosaveStatusView => {
  const first = (state: AutosaveState) => entries.find((entry) => entry.state === state);
  const error = first('error');
  if (error) return { state: 'error', text: `Not saved (${error.label}): ${error.message ?? 'try again'}` };
  const invalid = first('invalid');
  if (invalid) return { state: 'invalid', text: `Not saved yet (${invalid.label}): ${invalid.message ?? ''}` };
  if (entries.some((entry) => entry.state === 'saving' || entry.state === 'pending'))
    return { state: 'saving', text: 'Saving...' };
  if (entries.some((entry) => entry.state === 'saved')) return { state: 'saved', text: 'All changes saved' };
  return { state: 'idle', text: 'Changes save automatically' };
};

/**
 * A field group's state once one of its saves has answered. Saves of one group can overlap (a change made
 * while the last one was on its way), and each sends the whole group: only the latest save speaks for the
 * group, and a change still waiting to be sent keeps it pending. Null: leave the state as it is.
 */
export const stateAfterSave = (
  outcome: 'saved' | 'error',
  { latest, changeWaiting }: { latest: boolean; changeWaiting: boolean },
): AutosaveState | null => {
  if (!latest) return null;
  if (outcome === 'error') return 'error';
  return changeWaiting ? 'pending' : 'saved';
};

import { settingsForm, settingsInput } from './hidden-fields-form';

describe('the hidden fields form', () => {
  it('reads the saved settings and gives them back unchanged', () => {
    const saved = {
      hiddenFields: [
        { key: 'team', label: 'Team', allowedValues: ['finance', 'operations'] },
        { key: 'region', label: 'region', allowedValues: null },
      ],
      recognisedKeys: [],
      abandonAfterDays: 7,
    };
    const form = settingsForm(saved);
    expect(form.fields[0]).toEqual({
      key: 'team',
      label: 'Team',
      allowedValues: 'finance, operations',
      personal: false,
    });
    expect(form.fields[1]).toEqual({ key: 'region', label: '', allowedValues: '', personal: false });
    expect(settingsInput(form)).toEqual({
      ok: true,
      input: { hiddenFields: saved.hiddenFields, abandonAfterDays: 7 },
    });
  });

  it('ignores a blank row, and says what is wrong with a key or the period', () => {
    const blank = { key: '', label: '', allowedValues: '', personal: false };
    expect(settingsInput({ fields: [blank], abandonAfterDays: '' })).toEqual({
      ok: true,
      input: { hiddenFields: [], abandonAfterDays: null },
    });
    expect(settingsInput({ fields: [{ ...blank, key: 'Team' }], abandonAfterDays: '' })).toMatchObject({ ok: false });
    expect(
      settingsInput({
        fields: [
          { ...blank, key: 'team' },
          { ...blank, key: 'team' },
        ],
        abandonAfterDays: '',
      }),
    ).toEqual({ ok: false, message: 'The key team is used twice' });
    expect(settingsInput({ fields: [], abandonAfterDays: '0' })).toMatchObject({ ok: false });
  });

  it('marks a field personal (never shown on a client link) only when ticked', () => {
    const saved = {
      hiddenFields: [{ key: 'employee', label: 'Employee', allowedValues: null, personal: true }],
      recognisedKeys: [],
      abandonAfterDays: null,
    };
    const form = settingsForm(saved);
    expect(form.fields[0]!.personal).toBe(true);
    expect(settingsInput(form)).toEqual({
      ok: true,
      input: { hiddenFields: saved.hiddenFields, abandonAfterDays: null },
    });
  });
});

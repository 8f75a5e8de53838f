import { clientLinkInput, emptyClientLinkForm } from './client-link-form';

describe('the client link form', () => {
  const now = new Date(2026, 10, 29, 10, 0, 0);

  it('starts with the suggested client, 30 days, the floor of 5 and free text off', () => {
    expect(emptyClientLinkForm('Indus Foods', now)).toEqual({
      clientName: 'Indus Foods',
      expiresOn: '2026-12-29',
      passcode: '',
      minGroupSize: '5',
      freeText: false,
      language: 'en',
    });
  });

  it('gives the API the end of the chosen day, and the passcode only when one is typed', () => {
    const outcome = clientLinkInput({ ...emptyClientLinkForm(' Indus ', now), passcode: ' harbour ' });
    expect(outcome).toEqual({
      ok: true,
      input: {
        clientName: 'Indus',
        expiresAt: new Date(2026, 11, 29, 23, 59, 59).toISOString(),
        passcode: 'harbour',
        minGroupSize: 5,
        freeText: false,
        language: 'en',
      },
    });
    const without = clientLinkInput(emptyClientLinkForm('Indus', now));
    expect(without.ok && 'passcode' in without.input).toBe(false);
  });

  it('says what is missing', () => {
    expect(clientLinkInput(emptyClientLinkForm('', now))).toEqual({ ok: false, message: "Enter the client's name" });
    expect(clientLinkInput({ ...emptyClientLinkForm('A', now), minGroupSize: '2' })).toMatchObject({ ok: false });
    expect(clientLinkInput({ ...emptyClientLinkForm('A', now), passcode: 'abc' })).toMatchObject({ ok: false });
  });
});

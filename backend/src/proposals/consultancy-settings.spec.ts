import { ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { consultancyDecider, DEFAULT_CONSULTANCY, type ConsultancySettingsChanged } from './consultancy-settings';

const NOW = '2026-11-29T08:00:00.000Z';
const given = deciderSpec(consultancyDecider);
const change = (settings: unknown) => ({ type: 'ChangeConsultancySettings' as const, settings, now: NOW });
const lahore = { firm: 'Indus Advisory (Pvt) Ltd', name: 'Ayesha Malik', email: 'ayesha@indus.pk' };
const changed: ConsultancySettingsChanged = {
  type: 'ConsultancySettingsChanged',
  schemaVersion: 1,
  data: { ...lahore, address: '', signature: '', changedAt: NOW },
};
/** An event recorded before the address and the signature existed. */
const older: ConsultancySettingsChanged = { ...changed, data: { ...lahore, changedAt: NOW } };
const address = '14 Mall Road\nLahore 54000\nPakistan';
const signature = 'Ayesha Malik\nManaging Partner';

describe('consultancy settings', () => {
  it("start as the spec's fixed Prepared by", () => {
    expect(consultancyDecider.initialState()).toEqual({
      firm: 'Seedline AI, LLC',
      name: 'Seedline project team',
      email: 'hello@seedline.ai',
      address: '',
      signature: '',
    });
    given().when(change(DEFAULT_CONSULTANCY)).then([]);
  });

  it('record a change, trimmed, and nothing for one that changes nothing', () => {
    given()
      .when(change({ ...lahore, firm: '  Indus Advisory (Pvt) Ltd ' }))
      .then([changed]);
    given(changed).when(change(lahore)).then([]);
    expect(consultancyDecider.evolve(consultancyDecider.initialState(), changed)).toEqual({
      ...lahore,
      address: '',
      signature: '',
    });
  });

  it('keep a postal address and a signature, each line trimmed, and read older events as without them', () => {
    given()
      .when(change({ ...lahore, address: ' 14 Mall Road \r\nLahore 54000\n Pakistan\n', signature }))
      .then([{ ...changed, data: { ...changed.data, address, signature } }]);
    expect(consultancyDecider.evolve(consultancyDecider.initialState(), older)).toEqual({
      ...lahore,
      address: '',
      signature: '',
    });
    given(older).when(change(lahore)).then([]);
    given()
      .when(change({ ...lahore, signature: 7 }))
      .thenThrows(new ValidationError('Signature must be text'));
  });

  it('refuse a missing name or an address that is not one', () => {
    given()
      .when(change({ ...lahore, firm: ' ' }))
      .thenThrows(new ValidationError('Firm name is required'));
    given()
      .when(change({ ...lahore, email: 'ayesha' }))
      .thenThrows(new ValidationError('Email must be an email address'));
  });
});

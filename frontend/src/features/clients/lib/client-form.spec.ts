import { clientPayload, companyDataOf, draftOf, emptyContact } from './client-form';
import { groupByClient, NO_CLIENT } from './client-groups';

const acme = {
  id: 'c1',
  name: 'Acme Textiles',
  description: 'A mill in Faisalabad.',
  contacts: [{ name: 'Ayesha Khan', email: 'ayesha@acme.example', phone: null, role: 'HR lead' }],
  createdAt: '',
  updatedAt: '',
  archivedAt: null,
};

describe('the client form', () => {
  it('sends trimmed fields, blanks as null, and drops contact rows left empty', () => {
    const payload = clientPayload({
      name: ' Acme ',
      description: '  ',
      contacts: [{ ...emptyContact('a'), name: ' Bilal ', role: 'Plant manager' }, emptyContact('b')],
    });
    expect(payload).toEqual({
      name: 'Acme',
      description: null,
      contacts: [{ name: 'Bilal', email: null, phone: null, role: 'Plant manager' }],
    });
  });

  it('starts an edit from the client as stored', () => {
    let n = 0;
    const draft = draftOf(acme, () => `k${++n}`);
    expect(draft.contacts).toEqual([
      { key: 'k1', name: 'Ayesha Khan', email: 'ayesha@acme.example', phone: '', role: 'HR lead' },
    ]);
    expect(clientPayload(draft)).toEqual({ name: acme.name, description: acme.description, contacts: acme.contacts });
  });

  it('gives the AI Generate tab the company data: name, description, people', () => {
    expect(companyDataOf(acme)).toBe('Company: Acme Textiles\nA mill in Faisalabad.\nContact: Ayesha Khan (HR lead)');
  });
});

describe('the dashboard by client', () => {
  const surveys = [
    { id: 's1', clientId: 'c1' },
    { id: 's2', clientId: null },
    { id: 's3', clientId: 'gone' },
  ];
  const clients = [acme, { ...acme, id: 'c2', name: 'Globex' }];

  it('groups every survey under its client, then those for none; an empty client is left out', () => {
    expect(groupByClient(surveys, clients, '').map((g) => [g.name, g.surveys.map((s) => s.id)])).toEqual([
      ['Acme Textiles', ['s1']],
      [null, ['s2', 's3']],
    ]);
  });

  it("shows one client's surveys, or the ones for no client, when chosen", () => {
    expect(groupByClient(surveys, clients, 'c1')).toEqual([
      { id: 'c1', name: 'Acme Textiles', archived: false, surveys: [surveys[0]] },
    ]);
    expect(groupByClient(surveys, clients, 'c2')).toEqual([{ id: 'c2', name: 'Globex', archived: false, surveys: [] }]);
    expect(groupByClient(surveys, clients, NO_CLIENT)[0]?.surveys.map((s) => s.id)).toEqual(['s2', 's3']);
  });

  it('keeps the surveys of an archived client under it, marked, after the clients in the lists', () => {
    const initech = { ...acme, id: 'c3', name: 'Initech', archivedAt: '2027-03-01T09:00:00.000Z' };
    const withArchived = [...surveys, { id: 's4', clientId: 'c3' }];
    expect(
      groupByClient(withArchived, [...clients, initech], '').map((g) => [
        g.name,
        g.archived,
        g.surveys.map((s) => s.id),
      ]),
    ).toEqual([
      ['Acme Textiles', false, ['s1']],
      ['Initech', true, ['s4']],
      [null, false, ['s2', 's3']],
    ]);
    expect(groupByClient(withArchived, [...clients, initech], 'c3').map((g) => g.surveys.map((s) => s.id))).toEqual([
      ['s4'],
    ]);
  });
});

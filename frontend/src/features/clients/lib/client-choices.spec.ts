import { archivedLabel, surveyClientChoices, surveyFilterChoices } from './client-choices';

const acme = { id: 'c1', name: 'Acme Textiles' };
const globex = { id: 'c2', name: 'Globex' };
const initech = { id: 'c3', name: 'Initech' };
const hooli = { id: 'c4', name: 'Hooli' };

describe("a survey's client picker", () => {
  it('offers the clients in the lists, not the archived ones', () => {
    expect(surveyClientChoices([acme, globex], [initech], null)).toEqual([acme, globex]);
    expect(surveyClientChoices([acme, globex], [initech], 'c2')).toEqual([acme, globex]);
  });

  it("still shows the survey's own client when it is archived, marked, after the others", () => {
    expect(surveyClientChoices([acme], [hooli, initech], 'c3')).toEqual([
      acme,
      { id: 'c3', name: 'Initech (archived)' },
    ]);
    expect(archivedLabel('Initech')).toBe('Initech (archived)');
  });

  it('offers nothing more for a client it does not know', () => {
    expect(surveyClientChoices([acme], [initech], 'gone')).toEqual([acme]);
  });
});

describe("the dashboard's client filter", () => {
  it('offers the clients in the lists, then the archived ones that have surveys, marked', () => {
    const surveys = [{ clientId: 'c1' }, { clientId: 'c3' }, { clientId: null }];
    expect(surveyFilterChoices([acme, globex], [initech, hooli], surveys)).toEqual([
      acme,
      globex,
      { id: 'c3', name: 'Initech (archived)' },
    ]);
  });
});

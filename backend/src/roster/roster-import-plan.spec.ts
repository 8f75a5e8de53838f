import { readRosterCsv } from './roster-csv';
import { planImport, type CurrentPerson } from './roster-import-plan';

const ayesha: CurrentPerson = {
  id: 'p1',
  name: 'Ayesha Khan',
  email: 'Ayesha@Acme.example',
  team: 'Finance',
  language: 'en',
  attributes: { Grade: 'B2', Badge: '17' },
};
const bilal: CurrentPerson = {
  id: 'p2',
  name: 'بلال احمد',
  email: 'bilal@acme.example',
  team: 'Audit',
  language: 'ur',
  attributes: {},
};

const plan = (lines: string[], people: CurrentPerson[] = [ayesha, bilal]) => {
  const file = readRosterCsv(lines.join('\n'));
  expect(file.errors).toEqual([]);
  return planImport(file.columns, file.rows, people);
};

describe('planning an import', () => {
  it('adds new e-mails, updates known ones (ignoring case), counts the unchanged and those not in the file', () => {
    const result = plan([
      'Name,E-mail,Team,Language,Grade',
      'Ayesha Khan,ayesha@acme.example,Audit,en,B2',
      'Chand Bibi,chand@acme.example,Audit,ur,',
    ]);
    expect(result.add.map((r) => [r.line, r.email])).toEqual([[3, 'chand@acme.example']]);
    expect(result.update).toEqual([
      {
        line: 2,
        personId: 'p1',
        name: 'Ayesha Khan',
        email: 'Ayesha@Acme.example',
        // The file's columns; Badge, which the file lacks, is kept.
        details: { name: 'Ayesha Khan', team: 'Audit', language: 'en' },
        changes: [{ field: 'team', from: 'Finance', to: 'Audit' }],
      },
    ]);
    expect(result).toMatchObject({ unchanged: 0, notInFile: 1 });
  });

  it('counts a line that changes nothing as unchanged: importing the same file again does nothing', () => {
    const result = plan([
      'name,email,team,language,Grade,Badge',
      'Ayesha Khan,AYESHA@acme.example,Finance,English,B2,17',
      'بلال احمد,bilal@acme.example,Audit,اردو,,',
    ]);
    expect(result).toEqual({ add: [], update: [], unchanged: 2, notInFile: 0 });
  });

  it('leaves a field alone when the file has no column for it, and clears it for a blank cell', () => {
    const noTeam = plan(['name,email', 'Ayesha Khan,ayesha@acme.example']);
    expect(noTeam).toMatchObject({ update: [], unchanged: 1 });
    const blank = plan(['name,email,team,Grade', 'Ayesha Khan,ayesha@acme.example,,']);
    expect(blank.update[0]).toMatchObject({
      details: { name: 'Ayesha Khan', team: null, attributes: { Badge: '17' } },
      changes: [
        { field: 'team', from: 'Finance', to: null },
        { field: 'Grade', from: 'B2', to: null },
      ],
    });
  });

  it('renames and sets new attributes, keeping the others', () => {
    const result = plan(['Full name,email,Site', 'Ayesha K.,ayesha@acme.example,Lahore']);
    expect(result.update[0]).toMatchObject({
      details: { name: 'Ayesha K.', attributes: { Grade: 'B2', Badge: '17', Site: 'Lahore' } },
      changes: [
        { field: 'name', from: 'Ayesha Khan', to: 'Ayesha K.' },
        { field: 'Site', from: null, to: 'Lahore' },
      ],
    });
  });

  it('adds everyone to an empty roster', () => {
    const result = plan(['name,email', 'A,a@acme.example', 'B,b@acme.example'], []);
    expect(result).toMatchObject({ update: [], unchanged: 0, notInFile: 0 });
    expect(result.add.map((r) => r.name)).toEqual(['A', 'B']);
  });

  it('takes a team typed in another case as the same team, spelled as the roster has it', () => {
    const result = plan([
      'name,email,team,language',
      'Ayesha Khan,ayesha@acme.example,finance ,en',
      'Chand Bibi,chand@acme.example,AUDIT,ur',
      'Dua Ali,dua@acme.example,weaving,en',
      'Esa Khan,esa@acme.example,Weaving,en',
    ]);
    expect(result.update).toEqual([]);
    expect(result.unchanged).toBe(1);
    expect(result.add.map((r) => [r.name, r.team])).toEqual([
      ['Chand Bibi', 'Audit'],
      ['Dua Ali', 'weaving'],
      ['Esa Khan', 'weaving'],
    ]);
  });
});

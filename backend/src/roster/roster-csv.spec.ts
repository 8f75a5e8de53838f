import { ValidationError } from '../common/errors';
import { delimiterOf, readRosterCsv, ROSTER_CSV_LIMITS } from './roster-csv';

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';

describe('reading a roster CSV', () => {
  it('reads name, e-mail, team and language by their headers, any other column as an attribute', () => {
    const file = readRosterCsv(
      csv(
        'Full Name,E-mail,Department,Lang,Grade,Site',
        'Ayesha Khan,Ayesha@Acme.example,Finance,English,B2,Faisalabad',
        'Bilal Ahmed,bilal@acme.example,,ur,,Lahore',
      ),
    );
    expect(file.errors).toEqual([]);
    expect(file.columns).toEqual({
      name: 'Full Name',
      email: 'E-mail',
      team: 'Department',
      language: 'Lang',
      attributes: ['Grade', 'Site'],
    });
    expect(file.lineCount).toBe(2);
    expect(file.rows).toEqual([
      {
        line: 2,
        name: 'Ayesha Khan',
        email: 'Ayesha@Acme.example',
        team: 'Finance',
        language: 'en',
        attributes: { Grade: 'B2', Site: 'Faisalabad' },
      },
      // A blank cell is no attribute and no team.
      {
        line: 3,
        name: 'Bilal Ahmed',
        email: 'bilal@acme.example',
        team: null,
        language: 'ur',
        attributes: { Site: 'Lahore' },
      },
    ]);
  });

  it('matches headers ignoring case, spaces, hyphens and underscores', () => {
    for (const header of [
      'name,email',
      'NAME,EMAIL',
      ' Name , e_mail ',
      'full-name,Email Address',
      'Full_Name,e-mail address',
    ]) {
      const file = readRosterCsv(csv(header, 'Zara,zara@acme.example'));
      expect({ header, errors: file.errors, rows: file.rows.length }).toEqual({ header, errors: [], rows: 1 });
    }
    const team = readRosterCsv(csv('name,email,dept', 'Zara,zara@acme.example,Audit'));
    expect(team.rows[0]!.team).toBe('Audit');
  });

  it('keeps Urdu names as typed, with or without a BOM, and reads اردو as Urdu', () => {
    const text = csv(
      'نام,name,email,language',
      'x,عائشہ خان,ayesha@acme.example,اردو',
      'y,محمد علی,ali@acme.example,Urdu',
    );
    for (const file of [readRosterCsv(text), readRosterCsv(`\uFEFF${text}`)]) {
      expect(file.errors).toEqual([]);
      expect(file.rows.map((r) => [r.name, r.language, r.attributes])).toEqual([
        ['عائشہ خان', 'ur', { نام: 'x' }],
        ['محمد علی', 'ur', { نام: 'y' }],
      ]);
    }
    expect(readRosterCsv(`\uFEFF${text}`).columns.attributes).toEqual(['نام']);
  });

  it('names each line at fault as a spreadsheet numbers it (the header is line 1)', () => {
    const file = readRosterCsv(
      csv(
        'Name,E-mail,Team,Language',
        'Ayesha Khan,ayesha@acme.example,Finance,en',
        ',nobody@acme.example,Finance,en',
        'Bilal Ahmed,,Audit,',
        'Chand Bibi,chand-at-acme,Audit,',
        'Dawood,AYESHA@acme.example,Audit,',
        'Erum,erum@acme.example,Audit,French',
        `${'F'.repeat(201)},f@acme.example,,`,
        'Ghazala,g@acme.example,Audit,ur',
      ),
    );
    expect(file.errors).toEqual([
      { line: 3, message: 'Name is required' },
      { line: 4, message: 'E-mail is required' },
      { line: 5, message: 'E-mail "chand-at-acme" is not an address' },
      { line: 6, message: 'E-mail AYESHA@acme.example is on line 2 already' },
      { line: 7, message: 'Language "French" is not known (use en or ur)' },
      { line: 8, message: 'Name is too long (max 200 characters)' },
    ]);
    expect(file.rows.map((r) => r.line)).toEqual([2, 9]);
    expect(file.lineCount).toBe(8);
  });

  it('counts blank lines as a spreadsheet does, and a quoted value across lines as one row', () => {
    const file = readRosterCsv(
      csv('name,email,note', 'Ayesha,ayesha@acme.example,"first\nsecond"', '', ',,', 'Bilal,,'),
    );
    expect(file.rows.map((r) => [r.line, r.attributes])).toEqual([[2, { note: 'first\nsecond' }]]);
    expect(file.errors).toEqual([{ line: 5, message: 'E-mail is required' }]);
    expect(file.lineCount).toBe(2);
  });

  it('reads semicolons and tabs when the header uses them, and quotes inside names as typed', () => {
    expect(delimiterOf('name;email;team')).toBe(';');
    expect(delimiterOf('name\temail')).toBe('\t');
    expect(delimiterOf('"last, first";email')).toBe(';');
    expect(delimiterOf('name,email')).toBe(',');
    const file = readRosterCsv(
      'name;email\nDwayne "The Rock" Johnson;rock@acme.example\n"Khan, Ayesha";ayesha@acme.example',
    );
    expect(file.errors).toEqual([]);
    expect(file.rows.map((r) => r.name)).toEqual(['Dwayne "The Rock" Johnson', 'Khan, Ayesha']);
  });

  it('names a header without a name or e-mail column, or with a column twice, on line 1', () => {
    expect(readRosterCsv(csv('team,language', 'Audit,en')).errors).toEqual([
      { line: 1, message: 'No name column (a header "Name" or "Full name")' },
      { line: 1, message: 'No e-mail column (a header "E-mail" or "Email")' },
    ]);
    expect(readRosterCsv(csv('name,email,Email,grade,Grade', 'A,a@acme.example,b@acme.example,1,2')).errors).toEqual([
      { line: 1, message: 'Column "Email" appears twice' },
      { line: 1, message: 'Column "Grade" appears twice' },
    ]);
    expect(readRosterCsv('').errors).toEqual([{ line: 1, message: 'The first line must name the columns' }]);
  });

  it('names the line where the file stops being CSV', () => {
    const file = readRosterCsv(
      'name,email\nAyesha,ayesha@acme.example\nBilal,"bilal@acme.example\nChand,c@acme.example\n',
    );
    expect(file.errors).toEqual([{ line: 3, message: 'A quoted value (") starts on this line and is never closed' }]);
    expect(file.rows).toEqual([]);
    // A stray quote in a value that does not start with one is kept as typed.
    expect(readRosterCsv('name,email\n"Ayesha" Khan,ayesha@acme.example\n').rows[0]!.name).toBe('"Ayesha" Khan');
  });

  it('limits attribute values and counts', () => {
    const long = readRosterCsv(csv('name,email,Grade', `A,a@acme.example,${'x'.repeat(501)}`));
    expect(long.errors).toEqual([{ line: 2, message: '"Grade" is too long (max 500 characters)' }]);
    const headers = Array.from({ length: 31 }, (_, i) => `c${i}`);
    const many = readRosterCsv(
      csv(['name', 'email', ...headers].join(','), ['A', 'a@acme.example', ...headers].join(',')),
    );
    expect(many.errors).toEqual([{ line: 2, message: 'At most 30 attributes' }]);
  });

  it('refuses a file over 2 MB or over 10,000 lines of people as a whole', () => {
    const big = `name,email\n${'x'.repeat(ROSTER_CSV_LIMITS.bytes)}`;
    expect(() => readRosterCsv(big)).toThrow(
      new ValidationError('The CSV is larger than 2 MB: split it into smaller files'),
    );
    // Urdu letters are two bytes each in UTF-8: the limit is in bytes.
    expect(() => readRosterCsv(`name,email\n${'ع'.repeat(ROSTER_CSV_LIMITS.bytes / 2)}`)).toThrow(ValidationError);
    const lines = Array.from({ length: 10_001 }, (_, i) => `P${i},p${i}@acme.example`);
    expect(() => readRosterCsv(['name,email', ...lines].join('\n'))).toThrow(
      'The CSV has more than 10,000 lines of people: split it into smaller files',
    );
    expect(readRosterCsv(['name,email', ...lines.slice(1)].join('\n')).rows).toHaveLength(10_000);
  });
});

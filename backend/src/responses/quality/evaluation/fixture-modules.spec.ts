import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixturesIn } from './fixture-modules';

describe('fixture modules of a folder (how the held-out command finds its surveys)', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quality-fixtures-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('takes every exported fixture of every module, and nothing else', async () => {
    const fixture = (id: string) => JSON.stringify({ id, about: '', questions: [], responses: [] });
    fs.writeFileSync(path.join(folder, 'b.js'), `exports.B = ${fixture('b')}; exports.helper = () => 1;`);
    fs.writeFileSync(path.join(folder, 'a.js'), `exports.A1 = ${fixture('a1')}; exports.A2 = ${fixture('a2')};`);
    fs.writeFileSync(path.join(folder, 'README.md'), '# not a module');
    expect((await fixturesIn(folder)).map((f) => f.id)).toEqual(['a1', 'a2', 'b']);
  });

  it('finds none in an empty or missing folder', async () => {
    expect(await fixturesIn(folder)).toEqual([]);
    expect(await fixturesIn(path.join(folder, 'missing'))).toEqual([]);
  });
});

import { extractTextFeatures, type TextFeatures } from './text-features';
import { learnPartsOfSpeech } from './tokens';

const ids = (mentions: Array<{ id: string }>) => mentions.map((m) => m.id);
const texts = (spans: Array<{ text: string }>) => spans.map((s) => s.text);

/** Every feature's offsets point at its own words, so callers can quote verbatim. */
function expectVerbatim(text: string, f: TextFeatures) {
  const spans = [
    ...f.sentences,
    ...f.nounPhrases,
    ...f.tools,
    ...f.work,
    ...f.documents,
    ...f.channels,
    ...f.places,
    ...f.volumes,
    ...f.frequencies,
    ...f.durations,
    ...f.pains,
    ...f.wishes,
    ...f.positives,
  ];
  for (const s of spans) expect(text.slice(s.start, s.end)).toBe(s.text);
}

describe('extractTextFeatures in English', () => {
  const text =
    "We re-type supplier invoices into Sage by hand and it takes a full day every Friday. Patient letters still arrive by fax, we get about 140 calls a day, and EMIS and the AS/400 don't talk to each other. I can't find the latest rota on the shared drive; it would help if timesheets came in automatically.";
  const f = extractTextFeatures(text);

  it('reads the language, sentences and noun phrases', () => {
    expect(f.language).toBe('en');
    expect(f.sentences).toHaveLength(3);
    expect(f.nounPhrases.map((p) => p.key)).toEqual(expect.arrayContaining(['patient letter', 'shared drive']));
    expect(f.nounPhrases.find((p) => p.key.endsWith('supplier invoice'))).toMatchObject({ head: 'invoice' });
  });

  it('names tools and systems: known ones, names after "into", acronyms', () => {
    expect(f.tools.map((t) => t.name)).toEqual(['Sage', 'EMIS', 'AS/400']);
    const known = extractTextFeatures('The rota lives in Excel and SystmOne holds the records.').tools;
    expect(known.map((t) => [t.name, t.known])).toEqual([
      ['Excel', true],
      ['SystmOne', false],
    ]);
  });

  it('finds documents, channels, places and kinds of work', () => {
    expect(ids(f.documents)).toEqual(['invoice', 'letter', 'timesheet']);
    expect(ids(f.channels)).toEqual(['fax', 'phone']);
    expect(ids(f.places)).toEqual(['shared-drive']);
    expect(ids(f.work)).toEqual(expect.arrayContaining(['search', 'scheduling']));
  });

  it('normalises volumes, frequencies and durations, and turns them into hours a week', () => {
    expect(f.volumes).toContainEqual(
      expect.objectContaining({ text: '140 calls a day', count: 140, item: 'calls', per: 'day' }),
    );
    expect(f.frequencies).toContainEqual(expect.objectContaining({ text: 'every Friday', count: 1, per: 'week' }));
    expect(f.durations).toContainEqual(expect.objectContaining({ text: 'a full day', hours: 8 }));
    expect(f.efforts).toEqual([expect.objectContaining({ hours: 8, per: 'week', hoursPerWeek: 8 })]);
  });

  it('reads pains and wishes', () => {
    expect(f.pains.map((p) => [p.text, p.kind])).toEqual(
      expect.arrayContaining([
        ['re-type', 'manual-entry'],
        ['by hand', 'manual-entry'],
        ['full day', 'time-cost'],
        ["can't find", 'searching'],
        ["don't talk", 'duplication'],
      ]),
    );
    expect(texts(f.wishes)).toEqual(['would help', 'automatically']);
    expectVerbatim(text, f);
  });

  it('reads typos of known words and keeps offsets on the words as written', () => {
    const typos = extractTextFeatures('Invoces and aprovals pile up, and the shedule is always wrong.');
    expect(typos.documents).toEqual([expect.objectContaining({ id: 'invoice', text: 'Invoces', fuzzy: true })]);
    expect(ids(typos.work)).toEqual(['approval', 'scheduling']);
    expect(ids(extractTextFeatures('We sell shirts and shifts of stock.').work)).toEqual(['scheduling', 'stock']);
  });

  it('tells a reassurance from a pain: "no problems" is not a problem', () => {
    const fine = extractTextFeatures('Invoices are fine now, no problems there.');
    expect(fine.pains).toEqual([]);
    expect(texts(fine.positives)).toEqual(['fine', 'no problems']);
  });

  it('reads the units people use', () => {
    const hours = (t: string) => extractTextFeatures(t).efforts.map((e) => Math.round(e.hoursPerWeek * 100) / 100);
    expect(hours('It takes 2 hours a week.')).toEqual([2]);
    expect(hours('I spend an hour and a half daily on it.')).toEqual([7.5]);
    expect(hours('Twice a week it eats 3 hours.')).toEqual([6]);
    expect(hours('Each one takes 5 minutes and we get 60 invoices a day.')).toEqual([25]);
    expect(hours('Half my day goes on data entry.')).toEqual([20]);
    expect(hours('At month-end it takes a whole day.')).toEqual([1.85]);
    expect(hours('It took two weeks once.')).toEqual([]);
  });
});

describe('extractTextFeatures in Urdu', () => {
  const text =
    'ہر مہینے تقریباً ۳۰۰ بل آتے ہیں اور ہم انہیں ہاتھ سے Sage میں ٹائپ کرتے ہیں۔ روزانہ دو گھنٹے لگ جاتے ہیں اور منظوری کے لیے ای میل پر یاد دہانی کرانی پڑتی ہے۔';
  const f = extractTextFeatures(text);

  it('reads the language and sentences', () => {
    expect(f.language).toBe('ur');
    expect(f.sentences).toHaveLength(2);
  });

  it('finds documents, channels, work, tools and pains in Urdu', () => {
    expect(ids(f.documents)).toEqual(['invoice']);
    expect(ids(f.channels)).toEqual(['email']);
    expect(ids(f.work)).toEqual(['approval']);
    expect(f.tools.map((t) => t.name)).toEqual(['Sage']);
    expect(f.pains.map((p) => p.kind)).toEqual(expect.arrayContaining(['manual-entry', 'chasing']));
  });

  it('reads Urdu digits and number words with their periods', () => {
    expect(f.volumes).toContainEqual(expect.objectContaining({ text: '۳۰۰ بل', count: 300, per: 'month' }));
    expect(f.frequencies.map((x) => [x.text, x.per])).toEqual([
      ['ہر مہینے', 'month'],
      ['روزانہ', 'day'],
    ]);
    expect(f.durations).toEqual([expect.objectContaining({ text: 'دو گھنٹے', hours: 2 })]);
    expect(f.efforts).toEqual([expect.objectContaining({ hours: 2, per: 'day', hoursPerWeek: 10 })]);
    expectVerbatim(text, f);
  });

  it('reads "every Friday, half a day", "twice a week" and "no problem" in Urdu', () => {
    expect(extractTextFeatures('ہر جمعہ کو آدھا دن انٹری میں لگتا ہے').efforts.map((e) => e.hoursPerWeek)).toEqual([4]);
    expect(extractTextFeatures('ہفتے میں دو بار تین گھنٹے').efforts.map((e) => e.hoursPerWeek)).toEqual([6]);
    const fine = extractTextFeatures('سب ٹھیک چل رہا ہے، کوئی مسئلہ نہیں۔');
    expect(fine.pains).toEqual([]);
    expect(fine.positives).toHaveLength(2);
  });
});

describe('extractTextFeatures with a learned part-of-speech profile', () => {
  it('finds what wink finds, with the tags learned from a sample', () => {
    const sample = [
      'We re-type supplier invoices by hand into the ledger.',
      'Patient referrals arrive by fax and get lost.',
      'I drive to the site, then update the shared drive.',
    ];
    const profile = learnPartsOfSpeech(sample);
    const text = 'Supplier invoices and patient referrals get lost in the shared drive.';
    const fast = extractTextFeatures(text, { profile });
    const tagged = extractTextFeatures(text);
    expect(fast.nounPhrases.map((p) => p.key)).toEqual(tagged.nounPhrases.map((p) => p.key));
    expect(ids(fast.documents)).toEqual(ids(tagged.documents));
    expect(ids(fast.places)).toEqual(['shared-drive']);
    expect(fast.pains.map((p) => p.kind)).toEqual(tagged.pains.map((p) => p.kind));
  });
});

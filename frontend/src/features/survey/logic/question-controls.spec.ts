import {
  answerOfDraft,
  arrowTarget,
  draftForKey,
  draftOfSaved,
  multipleOf,
  parseNumber,
  scoreValues,
  toggleOption,
  toggleOther,
  withOtherText,
  type ControlQuestion,
} from './question-controls';

const q = (questionType: ControlQuestion['questionType'], extra: Partial<ControlQuestion> = {}): ControlQuestion => ({
  questionType,
  options: null,
  allowOther: false,
  numberRange: null,
  ...extra,
});
const options = [
  { id: 'o1', label: 'Email' },
  { id: 'o2', label: 'Excel' },
  { id: 'o3', label: 'Slack' },
];
const single = q('single_choice', { options });
const singleOther = q('single_choice', { options, allowOther: true });
const multiple = q('multiple_choice', { options, allowOther: true });
const hours = q('number', { numberRange: { min: 0, max: 80, unit: 'hours per week' } });

describe('draftForKey', () => {
  it('picks an option by its number, and toggles one for multiple choice', () => {
    expect(draftForKey(single, '', '2')).toBe('o2');
    expect(draftForKey(single, '', '4')).toBeNull();
    expect(draftForKey(single, '', '0')).toBeNull();
    const once = draftForKey(multiple, '', '3')!;
    expect(multipleOf(once).selected).toEqual(['o3']);
    expect(draftForKey(multiple, once, '3')).toBe('');
  });

  it('picks stars 1–5 and nothing else', () => {
    expect(draftForKey(q('rating'), '', '5')).toBe('5');
    expect(draftForKey(q('rating'), '', '6')).toBeNull();
    expect(draftForKey(q('rating'), '', '0')).toBeNull();
  });

  it('picks 0–9 on the scale, and 10 with 1 then 0', () => {
    expect(draftForKey(q('scale'), '', '0')).toBe('0');
    expect(draftForKey(q('scale'), '', '7')).toBe('7');
    expect(draftForKey(q('scale'), '1', '0')).toBe('10');
    expect(draftForKey(q('scale'), '10', '0')).toBe('0');
  });

  it('reads Urdu digits too', () => {
    expect(draftForKey(q('scale'), '', '۸')).toBe('8');
    expect(draftForKey(single, '', '۱')).toBe('o1');
  });

  it('answers yes/no with 1/2 or y/n', () => {
    expect(draftForKey(q('yes_no'), '', '1')).toBe('yes');
    expect(draftForKey(q('yes_no'), '', 'N')).toBe('no');
    expect(draftForKey(q('yes_no'), '', '3')).toBeNull();
  });

  it('leaves text and number fields alone', () => {
    expect(draftForKey(q('text'), '', '1')).toBeNull();
    expect(draftForKey(hours, '', '1')).toBeNull();
  });
});

describe('arrowTarget', () => {
  it('moves with the reading direction, wrapping at the ends', () => {
    expect(arrowTarget('ArrowRight', 0, 3, 'ltr')).toBe(1);
    expect(arrowTarget('ArrowLeft', 0, 3, 'ltr')).toBe(2);
    expect(arrowTarget('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(arrowTarget('ArrowDown', 2, 3, 'rtl')).toBe(0);
    expect(arrowTarget('End', 0, 3, 'ltr')).toBe(2);
    expect(arrowTarget('a', 0, 3, 'ltr')).toBeNull();
  });
});

describe('answerOfDraft', () => {
  it('sends text questions as text, and nothing when blank', () => {
    expect(answerOfDraft(q('textarea'), '  Hello ')).toEqual({ kind: 'text', answerText: 'Hello' });
    expect(answerOfDraft(q('text'), '   ')).toEqual({ kind: 'empty' });
    expect(answerOfDraft(q('text'), 'x'.repeat(501))).toEqual({ kind: 'invalid', problem: 'tooLong', bound: 500 });
  });

  it('sends choices as option ids, Other with its words', () => {
    expect(answerOfDraft(single, 'o2')).toEqual({ kind: 'value', answerValue: 'o2' });
    expect(answerOfDraft(single, 'o9')).toEqual({ kind: 'empty' });
    let draft = toggleOption(multiple, '', 'o3');
    draft = toggleOption(multiple, draft, 'o1');
    draft = toggleOther(multiple, draft);
    expect(answerOfDraft(multiple, draft)).toEqual({ kind: 'invalid', problem: 'otherEmpty' });
    draft = withOtherText(multiple, draft, ' Teams ');
    expect(answerOfDraft(multiple, draft)).toEqual({
      kind: 'value',
      answerValue: { selected: ['o1', 'o3'], other: 'Teams' },
    });
  });

  it('sends a single choice\'s "Other" as {other}, refusing it empty; an option picked afterwards replaces it', () => {
    let draft = toggleOther(singleOther, 'o1');
    expect(answerOfDraft(singleOther, draft)).toEqual({ kind: 'invalid', problem: 'otherChoiceEmpty' });
    draft = withOtherText(singleOther, draft, ' Fax ');
    expect(answerOfDraft(singleOther, draft)).toEqual({ kind: 'value', answerValue: { other: 'Fax' } });
    expect(answerOfDraft(singleOther, withOtherText(singleOther, draft, 'x'.repeat(501)))).toEqual({
      kind: 'invalid',
      problem: 'tooLong',
      bound: 500,
    });
    expect(toggleOther(singleOther, draft)).toBe(draft);
    expect(answerOfDraft(singleOther, draftForKey(singleOther, draft, '2')!)).toEqual({
      kind: 'value',
      answerValue: 'o2',
    });
    expect(answerOfDraft(single, draft)).toEqual({ kind: 'empty' });
    expect(draftOfSaved(singleOther, { answerText: 'Other: Fax', answerValue: { other: 'Fax' } })).toBe(
      withOtherText(singleOther, '', 'Fax'),
    );
  });

  it('sends scores and yes/no as values', () => {
    expect(answerOfDraft(q('rating'), '4')).toEqual({ kind: 'value', answerValue: 4 });
    expect(answerOfDraft(q('scale'), '0')).toEqual({ kind: 'value', answerValue: 0 });
    expect(answerOfDraft(q('scale'), '')).toEqual({ kind: 'empty' });
    expect(answerOfDraft(q('yes_no'), 'no')).toEqual({ kind: 'value', answerValue: false });
  });

  it('checks a number against its bounds, as the server does', () => {
    expect(answerOfDraft(hours, '12.5')).toEqual({ kind: 'value', answerValue: 12.5 });
    expect(answerOfDraft(hours, '۱۲')).toEqual({ kind: 'value', answerValue: 12 });
    expect(answerOfDraft(hours, 'twelve')).toEqual({ kind: 'invalid', problem: 'notANumber' });
    expect(answerOfDraft(hours, '-1')).toEqual({ kind: 'invalid', problem: 'tooSmall', bound: 0 });
    expect(answerOfDraft(hours, '81')).toEqual({ kind: 'invalid', problem: 'tooLarge', bound: 80 });
  });
});

describe('draftOfSaved', () => {
  it('turns a saved value back into the control it came from', () => {
    expect(draftOfSaved(single, { answerText: 'Excel', answerValue: 'o2' })).toBe('o2');
    expect(draftOfSaved(q('scale'), { answerText: '7 out of 10', answerValue: 7 })).toBe('7');
    expect(draftOfSaved(q('yes_no'), { answerText: 'No', answerValue: false })).toBe('no');
    expect(
      multipleOf(draftOfSaved(multiple, { answerText: '', answerValue: { selected: ['o2'], other: 'x' } })),
    ).toEqual({ selected: ['o2'], other: 'x' });
  });

  it('reads the text when a server sends no value', () => {
    expect(draftOfSaved(single, { answerText: 'Slack' })).toBe('o3');
    expect(draftOfSaved(q('rating'), { answerText: '4 out of 5' })).toBe('4');
    expect(draftOfSaved(q('textarea'), { answerText: 'Words' })).toBe('Words');
  });
});

describe('helpers', () => {
  it('lists rating and scale values', () => {
    expect(scoreValues('rating')).toEqual([1, 2, 3, 4, 5]);
    expect(scoreValues('scale')).toHaveLength(11);
  });

  it('parses numbers with thousands commas and refuses words', () => {
    expect(parseNumber('1,200')).toBe(1200);
    expect(parseNumber('1.5e3')).toBeNull();
  });
});

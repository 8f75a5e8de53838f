import { SURVEY_LABELS } from '../content/labels';
import { draftProblemText } from './draft-problem';

describe('draftProblemText', () => {
  it('says why in both languages, with the bound', () => {
    const tooLarge = { kind: 'invalid', problem: 'tooLarge', bound: 80 } as const;
    expect(draftProblemText(tooLarge, SURVEY_LABELS.en)).toBe('The answer must be at most 80.');
    expect(draftProblemText(tooLarge, SURVEY_LABELS.ur)).toContain('80');
    expect(draftProblemText({ kind: 'invalid', problem: 'otherEmpty' }, SURVEY_LABELS.ur)).toBe(
      SURVEY_LABELS.ur.otherEmpty,
    );
  });

  it('has nothing to say about an answer that can be sent or is empty', () => {
    expect(draftProblemText({ kind: 'empty' }, SURVEY_LABELS.en)).toBeNull();
    expect(draftProblemText({ kind: 'value', answerValue: 3 }, SURVEY_LABELS.en)).toBeNull();
  });
});

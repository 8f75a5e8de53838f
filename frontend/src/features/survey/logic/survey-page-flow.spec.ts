import {
  initialSurveyPageState,
  pageLanguage,
  surveyPageReducer,
  type SurveyPageAction,
  type SurveyPageState,
} from './survey-page-flow';

const run = (actions: SurveyPageAction[], state: SurveyPageState = initialSurveyPageState(false)) =>
  actions.reduce(surveyPageReducer, state);

describe('survey page flow', () => {
  it('goes language, mode, starting, taking', () => {
    const states = [
      { type: 'languageChosen', language: 'ur' },
      { type: 'modeChosen', mode: 'ai_chat' },
      { type: 'started', responseId: 'r1' },
    ] as const satisfies SurveyPageAction[];
    expect(run([states[0]])).toEqual({ phase: 'mode', language: 'ur' });
    expect(run(states.slice(0, 2))).toEqual({ phase: 'starting', language: 'ur', mode: 'ai_chat' });
    expect(run([...states])).toEqual({
      phase: 'taking',
      language: 'ur',
      mode: 'ai_chat',
      responseId: 'r1',
      resume: null,
    });
  });

  it('returns to the mode choice, language kept, when starting fails', () => {
    const state = run([
      { type: 'languageChosen', language: 'ur' },
      { type: 'modeChosen', mode: 'traditional' },
      { type: 'startFailed' },
    ]);
    expect(state).toEqual({ phase: 'mode', language: 'ur' });
    expect(pageLanguage(state)).toBe('ur');
  });

  it('lets the language be changed from the mode choice', () => {
    expect(run([{ type: 'languageChosen', language: 'en' }, { type: 'changeLanguage' }])).toEqual({
      phase: 'language',
    });
  });

  it('checks a stored response first, then resumes or starts over', () => {
    const checking = initialSurveyPageState(true);
    expect(checking).toEqual({ phase: 'checking' });
    expect(pageLanguage(checking)).toBe('en');
    expect(surveyPageReducer(checking, { type: 'nothingToResume' })).toEqual({ phase: 'language' });
    const resumed = surveyPageReducer(checking, {
      type: 'resumed',
      language: 'ur',
      mode: 'traditional',
      responseId: 'r',
      resume: { answers: [] },
    });
    expect(resumed).toMatchObject({ phase: 'taking', responseId: 'r', language: 'ur' });
  });

  it('ignores a late start result after leaving the starting screen', () => {
    const mode = run([{ type: 'languageChosen', language: 'en' }]);
    expect(surveyPageReducer(mode, { type: 'started', responseId: 'r' })).toBe(mode);
  });
});

import { parseTab, screenParams } from './responses-tabs';

describe('responses screen tabs in the URL', () => {
  it('reads a known tab and falls back to the responses for anything else', () => {
    expect(parseTab(new URLSearchParams('tab=drop-off'))).toBe('drop-off');
    expect(parseTab(new URLSearchParams('tab=summary&status=completed'))).toBe('summary');
    expect(parseTab(new URLSearchParams('tab=nope'))).toBe('responses');
    expect(parseTab(new URLSearchParams(''))).toBe('responses');
  });

  it('writes the filters and the tab together, leaving the default tab out', () => {
    expect(screenParams({ status: 'completed', mode: 'ai_chat' }, 'drop-off').toString()).toBe(
      'status=completed&mode=ai_chat&tab=drop-off',
    );
    expect(screenParams({ language: 'ur' }, 'responses').toString()).toBe('language=ur');
    expect(screenParams({}, 'summary').toString()).toBe('tab=summary');
  });
});

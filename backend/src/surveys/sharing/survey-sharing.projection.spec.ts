import { jsonb } from '../../projections/row-change';
import { projectSurvey } from '../surveys.projection';

// Issue 34: the sharing events land on the survey's row, whole (the public document follows by trigger).

const AT = '2026-11-26T12:00:00.000Z';

describe('surveys projection (sharing)', () => {
  it('writes the allow-list whole', () => {
    expect(
      projectSurvey({
        type: 'SurveyEmbedOriginsSet',
        schemaVersion: 1,
        data: { surveyId: 's1', origins: ['https://a.example'], setAt: AT },
        globalPosition: 7,
      }),
    ).toEqual([
      { op: 'update', table: 'surveys', key: { id: 's1' }, values: { embed_origins: jsonb(['https://a.example']) } },
    ]);
  });

  it('writes the end screen whole', () => {
    const endScreen = {
      texts: { ur: { title: 'شکریہ' } },
      redirectUrl: 'https://x.example/{team}',
      redirectTopWindow: true,
    };
    expect(
      projectSurvey({
        type: 'SurveyEndScreenSet',
        schemaVersion: 1,
        data: { surveyId: 's1', endScreen, setAt: AT },
        globalPosition: 8,
      }),
    ).toEqual([{ op: 'update', table: 'surveys', key: { id: 's1' }, values: { end_screen: jsonb(endScreen) } }]);
  });
});

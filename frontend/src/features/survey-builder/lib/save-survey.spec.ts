import { ApiError } from '@/lib/api-client';
import type { QuestionPayload } from './question-list';
import { saveSurvey, surveyPayload, type SaveSurveyDeps, type SurveyPayload } from './save-survey';

const form = { title: ' Team Pulse ', description: '', slug: 'team-pulse-', logo: null };
const q = (order: number, questionText: string): QuestionPayload => ({
  questionText,
  questionType: 'textarea',
  order,
  isRequired: true,
});

const fakeDeps = (overrides: Partial<SaveSurveyDeps> = {}) => {
  const calls: string[] = [];
  const deps: SaveSurveyDeps = {
    createSurvey: async (payload: SurveyPayload) => {
      calls.push(`create ${JSON.stringify(payload)}`);
      return { id: 's1' };
    },
    addQuestion: async (id, question) => {
      calls.push(`question ${id} ${question.order} ${question.questionText}`);
    },
    deleteSurvey: async (id) => {
      calls.push(`delete ${id}`);
    },
    ...overrides,
  };
  return { deps, calls };
};

describe('surveyPayload', () => {
  it('trims, leaves out empty optional fields and creates the survey active', () => {
    expect(surveyPayload(form)).toEqual({ title: 'Team Pulse', slug: 'team-pulse', isActive: true });
  });

  it('sends description, slug and logo when given', () => {
    expect(surveyPayload({ title: 'T', description: ' About ', slug: 'x', logo: '/uploads/a.png' })).toEqual({
      title: 'T',
      description: 'About',
      slug: 'x',
      logo: '/uploads/a.png',
      isActive: true,
    });
  });
});

describe('saveSurvey', () => {
  it('creates the survey, then each question in order', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await saveSurvey(form, [q(1, 'First?'), q(2, 'Second?')], deps);
    expect(outcome).toEqual({ kind: 'saved', surveyId: 's1' });
    expect(calls).toEqual([
      'create {"title":"Team Pulse","slug":"team-pulse","isActive":true}',
      'question s1 1 First?',
      'question s1 2 Second?',
    ]);
  });

  it('needs at least one question and a title, and calls nothing otherwise', async () => {
    const { deps, calls } = fakeDeps();
    expect(await saveSurvey(form, [], deps)).toEqual({
      kind: 'invalid',
      field: 'questions',
      message: 'Please add at least one question',
    });
    expect(await saveSurvey({ ...form, title: '  ' }, [q(1, 'x')], deps)).toMatchObject({
      kind: 'invalid',
      field: 'title',
    });
    expect(calls).toEqual([]);
  });

  it('reports a taken slug (409) for the slug field', async () => {
    const { deps } = fakeDeps({
      createSurvey: async () => {
        throw new ApiError(409, 'Conflict', '{"statusCode":409,"message":"This URL slug is already taken"}');
      },
    });
    expect(await saveSurvey(form, [q(1, 'x')], deps)).toEqual({
      kind: 'slug-rejected',
      message: 'This URL slug is already taken',
    });
  });

  it('reports a malformed slug (400 about the slug) for the slug field too', async () => {
    const { deps } = fakeDeps({
      createSurvey: async () => {
        throw new ApiError(
          400,
          'Bad Request',
          '{"statusCode":400,"message":"Slug may only contain lowercase letters"}',
        );
      },
    });
    expect(await saveSurvey(form, [q(1, 'x')], deps)).toMatchObject({ kind: 'slug-rejected' });
  });

  it('reports other failures as a general failure', async () => {
    const { deps } = fakeDeps({
      createSurvey: async () => {
        throw new ApiError(503, 'Service Unavailable', '');
      },
    });
    expect(await saveSurvey(form, [q(1, 'x')], deps)).toEqual({ kind: 'failed', message: '503: Service Unavailable' });
  });

  it('takes the survey back when a question cannot be saved', async () => {
    const { deps, calls } = fakeDeps({
      addQuestion: async (_id, question) => {
        if (question.order === 2) throw new ApiError(500, 'Internal Server Error', '');
      },
    });
    const outcome = await saveSurvey(form, [q(1, 'a'), q(2, 'b'), q(3, 'c')], deps);
    expect(outcome.kind).toBe('failed');
    expect(calls.at(-1)).toBe('delete s1');
  });
});

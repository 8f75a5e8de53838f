import { inferAnalysisRole } from './analysis-role';

describe('inferAnalysisRole: the role a question has in the analysis when the consultant sets none', () => {
  it.each([
    [{ text: 'Which part of your daily work takes the most effort, and why?', questionType: 'textarea' }, 'themes'],
    [{ text: 'What slows you down?' }, 'themes'],
    [{ text: 'Anything else you would like to share?', questionType: 'textarea' }, 'remarks'],
    [{ text: 'Any other comments or suggestions?', questionType: 'textarea' }, 'remarks'],
    [{ text: 'Is there anything else you would like to add?' }, 'remarks'],
    [{ text: 'کوئی اور بات؟ Anything else?', questionType: 'textarea' }, 'remarks'],
    [{ text: 'Which team are you in?', questionType: 'single_choice', options: ['North', 'South'] }, 'segment'],
    [{ text: 'What is your position in the office?', questionType: 'single_choice', options: ['A', 'B'] }, 'segment'],
    [{ text: 'How long have you worked here?', questionType: 'single_choice', options: ['<1', '1+'] }, 'segment'],
    [
      { text: 'Which of these do you use every day?', questionType: 'multiple_choice', options: ['Email', 'Excel'] },
      'left_out',
    ],
    [{ text: 'How many hours a week does that take?', questionType: 'number', unit: 'hours per week' }, 'measure'],
    [{ text: 'How many people are in your team?', questionType: 'number' }, 'left_out'],
    [{ text: 'How satisfied are you with the app?', questionType: 'rating' }, 'left_out'],
    [{ text: 'Do you work weekends?', questionType: 'yes_no' }, 'left_out'],
  ] as const)('%j is %s', (question, role) => {
    expect(inferAnalysisRole(question)).toBe(role);
  });
});

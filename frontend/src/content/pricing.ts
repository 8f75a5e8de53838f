export const pricing = {
  title: 'Fixed-fee projects',
  summary:
    'Every engagement has a written scope, clear milestones and one price agreed before work starts. No hourly billing, no surprises.',
  included: [
    'Transparent pricing',
    'Complimentary discovery',
    'Timelines you can plan around',
    'Light support after launch',
  ],
  footnote: 'Your quote follows the complimentary discovery call and is valid for 30 days.',
} as const;

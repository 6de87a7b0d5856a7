/**
 * The demo's catalogue. Fields and skill names are the product's vocabulary, not random words, so
 * they are written down here; people, notes and reviews come from faker.
 */
export const demoCatalogue: Array<{ title: string; description: string; skills: Array<[string, string]> }> = [
  {
    title: 'Software Engineering',
    description: 'Building, testing and shipping software.',
    skills: [
      ['TypeScript', 'Types that catch bugs before users do.'],
      ['React', 'Components, state and rendering performance.'],
      ['Node.js', 'Servers, streams and the event loop.'],
      ['System Design', 'Architecture for systems that grow.'],
      ['Testing', 'Unit, integration and end-to-end tests that pay off.'],
    ],
  },
  {
    title: 'Data & AI',
    description: 'Turning data into decisions.',
    skills: [
      ['Python', 'From scripts to production services.'],
      ['SQL', 'Queries, indexes and data modelling.'],
      ['Machine Learning', 'Models, evaluation and deployment.'],
      ['Data Visualisation', 'Charts that tell the truth.'],
    ],
  },
  {
    title: 'Design',
    description: 'Products people understand and enjoy.',
    skills: [
      ['UX Research', 'Interviews, usability tests and synthesis.'],
      ['UI Design', 'Layout, typography and colour.'],
      ['Accessibility', 'Interfaces that work for everyone.'],
    ],
  },
  {
    title: 'Product & Career',
    description: 'Growing as a professional.',
    skills: [
      ['Product Management', 'Discovery, prioritisation and roadmaps.'],
      ['Interview Preparation', 'Technical and behavioural interviews.'],
      ['Public Speaking', 'Talks and presentations with confidence.'],
      ['Leadership', 'Leading teams and people.'],
    ],
  },
  {
    title: 'Languages',
    description: 'Speaking with the world.',
    skills: [
      ['German', 'From first words to business German.'],
      ['English', 'Fluency for work and travel.'],
      ['Spanish', 'Conversation and grammar.'],
    ],
  },
];

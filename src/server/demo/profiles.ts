/** Headlines, bios and languages for demo mentors, chosen from their skills so a card reads true. */
const roles = [
  'Senior engineer',
  'Staff engineer',
  'Engineering lead',
  'Principal consultant',
  'Product designer',
  'Data scientist',
  'Tech lead',
  'Freelance developer',
];
const companies = ['a fintech scale-up', 'a Berlin start-up', 'a global retailer', 'an open-source foundation', 'a health-tech company'];
const languageSets = [['en'], ['en', 'de'], ['de', 'en'], ['en', 'fr'], ['en', 'es'], ['en', 'de', 'fr'], ['en', 'pt']];

export interface DemoProfile {
  headline: string;
  bio: string;
  languages: string[];
}

export function demoProfile(index: number, skills: string[], years: number): DemoProfile {
  const role = roles[index % roles.length]!;
  const company = companies[index % companies.length]!;
  const [first, second] = skills;
  const headline = `${role}, helps with ${first}${second ? ` and ${second}` : ''}`.slice(0, 80);
  const bio = [
    `I have worked for ${years} years as ${role.toLowerCase()}, most recently at ${company}.`,
    `In our sessions we work on what you bring: code reviews, interview practice, or a plan for learning ${first}.`,
    'I like concrete examples, honest feedback and small next steps you can do before we meet again.',
  ].join(' ');
  return { headline, bio, languages: languageSets[index % languageSets.length]! };
}

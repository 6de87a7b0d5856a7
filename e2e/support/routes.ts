/** Every page of the spec's route table with the h1 it shows, for the route and accessibility tests. */
export const PUBLIC_PAGES: Array<[path: string, heading: string]> = [
  ['/', 'Mentoring that moves your career ahead'],
  ['/how-it-works', 'How It Works'],
  ['/pricing', 'Pricing'],
  ['/contact', 'Contact'],
  ['/about', 'About Us'],
  ['/terms', 'Terms and Conditions'],
  ['/why-we', 'Why Mentor Marketplace works'],
  ['/playground', 'Playground'],
  ['/authentication', 'Login'],
];

/** As a mentor sees them. */
export const MEMBER_PAGES: Array<[path: string, heading: string]> = [
  ['/dashboard', 'Welcome, Mira Mentor!'],
  ['/dashboard/search', 'Search for a Mentor'],
  ['/dashboard/schedule', 'Your availability'],
  ['/dashboard/delete-sessions', 'Delete Sessions'],
  ['/dashboard/session', 'Upcoming Sessions'],
  ['/dashboard/session-history', 'Your Progress'],
  ['/dashboard/settings', 'Settings'],
  ['/dashboard/mentor-skills', 'Manage Skills'],
  ['/dashboard/admin-tools', 'Admin Dashboard'],
  ['/search', 'Search for a Mentor'],
  ['/schedule', 'Your availability'],
  ['/booking/3f0e9a52-0000-4000-8000-000000000001', 'Payment Details'],
  ['/session-preview', 'Session Preview'],
  ['/feedback', 'Mentor Feedback'],
];

export const ADMIN_PAGES: Array<[path: string, heading: string]> = [
  ['/dashboard/admin-tools', 'Admin Dashboard'],
  ['/dashboard/admin-tools/skill-categories', 'Admin Dashboard'],
  ['/dashboard/admin-tools/admin-skills', 'Admin Dashboard'],
];

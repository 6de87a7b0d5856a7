/** Every page of the spec's route table with the h1 it shows, for the route and accessibility tests. */
export const PUBLIC_PAGES: Array<[path: string, heading: string]> = [
  ['/', 'Mentoring that moves your career ahead'],
  ['/how-it-works', 'How it works'],
  ['/pricing', 'Pricing'],
  ['/contact', 'Contact'],
  ['/about', 'About us'],
  ['/terms', 'Terms and conditions'],
  ['/why-we', 'Why Mentor Marketplace works'],
  ['/playground', 'Playground'],
  ['/authentication', 'Login'],
];

/** As a mentor sees them. */
export const MEMBER_PAGES: Array<[path: string, heading: string]> = [
  ['/dashboard', 'Welcome, Mira Mentor!'],
  ['/dashboard/search', 'Search for a mentor'],
  ['/dashboard/schedule', 'Your availability'],
  ['/dashboard/delete-sessions', 'Delete sessions'],
  ['/dashboard/session', 'Upcoming sessions'],
  ['/dashboard/session-history', 'Your progress'],
  ['/dashboard/settings', 'Settings'],
  ['/dashboard/mentor-skills', 'Manage skills'],
  ['/dashboard/earnings', 'Earnings'],
  ['/dashboard/admin-tools', 'Admin dashboard'],
  ['/search', 'Search for a mentor'],
  ['/schedule', 'Your availability'],
  ['/booking/3f0e9a52-0000-4000-8000-000000000001', 'Payment details'],
  ['/session-preview', 'Session preview'],
  ['/feedback', 'Mentor feedback'],
];

export const ADMIN_PAGES: Array<[path: string, heading: string]> = [
  ['/dashboard/admin-tools', 'Admin dashboard'],
  ['/dashboard/admin-tools/skill-categories', 'Admin dashboard'],
  ['/dashboard/admin-tools/admin-skills', 'Admin dashboard'],
];

import type { AppDeps } from '../http/context';
import { AppError } from '../http/errors';
import { localize, type Language } from '../i18n/localized';
import { getMentorProfile } from './search.service';
import { searchMessages } from './search.messages';

const APP_NAME = 'Mentor Marketplace';
const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URLs: a page shared elsewhere is read without the app's origin. */
  url: string;
  image?: string;
  /** 404 for a mentor who is not there, so a link checker (or a crawler) learns it too. */
  status: 200 | 404;
}

/**
 * The title and description of the public mentor pages (`/mentors`, `/mentors/{uuid}`), written by the
 * server into the page it sends, so a link shared in a chat or a post shows who it is about before any
 * script runs. The profile comes from the same service as the API's, so whoever may not be listed there
 * is not described here either. Null for every other page.
 */
export async function mentorPageHead(deps: AppDeps, pathname: string, lang: Language): Promise<PageHead | null> {
  const page = pathname.replace(/\/+$/, '');
  const url = `${deps.config.publicUrl}${page}`;
  if (page === '/mentors') {
    return {
      title: `${localize(searchMessages.searchTitle, lang)} · ${APP_NAME}`,
      description: localize(searchMessages.searchDescription, lang),
      url,
      status: 200,
    };
  }
  const match = /^\/mentors\/([^/]+)$/.exec(page);
  if (!match?.[1]) return null;
  if (!UUID.test(match[1])) return { title: APP_NAME, description: '', url, status: 404 };
  try {
    const mentor = await getMentorProfile(deps, match[1]);
    const skills = [...new Set(mentor.skills.map((skill) => skill.protoSkillId.protoSkillTitle))].join(', ');
    const fallback = skills
      ? localize(searchMessages.profileDescription, lang, { name: mentor.userName, skills })
      : localize(searchMessages.profileDescriptionNoSkills, lang, { name: mentor.userName });
    return {
      title: `${mentor.userName} · ${APP_NAME}`,
      description: mentor.headline ? `${mentor.headline} · ${fallback}` : fallback,
      url,
      ...(mentor.image ? { image: `${deps.config.publicUrl}${mentor.image.replace(/s=64$/, 's=256')}` } : {}),
      status: 200,
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { title: APP_NAME, description: '', url, status: 404 };
    throw error;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `html` with its title and description replaced by the page's, and Open Graph tags for link previews. */
export function withPageHead(html: string, head: PageHead): string {
  if (!head.description) return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:site_name" content="${APP_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
  ];
  return html
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, tags.join('\n    '));
}

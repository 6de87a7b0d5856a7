import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { useDismiss } from '../../ui/use-dismiss';
import type { Role } from '../../../shared/domain/roles';
import { useCurrentUser } from '../user/api';
import * as styles from './dashboard.css';
import { CloseIcon, MenuIcon } from './icons';
import { sidebarLinks } from './sidebar-links';
import { skeletonPageHtml, skeletonShapeFor } from './skeleton-markup';
import { skeletonWords } from './skeleton-words';
import { usePageInHtml } from '../../lib/page-in-html';

const SIDEBAR_ID = 'dashboard-sidebar';

// Closed until asked for and fixed to the edge, so it may appear a moment after the page (no layout
// shift): its code (four requests) loads once the page has painted, not alongside the page's own.
const loadReviewsSidebar = () => import('../feedback/reviews-sidebar');
const ReviewsSidebar = lazy(() => loadReviewsSidebar().then((module) => ({ default: module.ReviewsSidebar })));

/** The dashboard frame: role-based sidebar (docs/product.md) beside the nested page. */
export function DashboardLayout() {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [painted, setPainted] = useState(false);

  // The frame after the first one, then a task: the page is on screen. Not while the opened page still
  // loads (its spinner shown instead): on a phone the reviews sit below the page, which would push them
  // down as it arrived. Their code is asked for in that task and rendered once it is here: asking links
  // its stylesheets, a long step on a slow phone that a render of the layout need not carry (decision 123).
  const pageLoading = useRouterState({ select: (state) => state.isLoading });
  const showsReviews = user?.role === 'mentee';
  useEffect(() => {
    if (painted || pageLoading || !showsReviews) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const show = () => !cancelled && setPainted(true);
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => void loadReviewsSidebar().then(show, show))));
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, pageLoading, showsReviews]);

  // Spec: the open sidebar closes when a click lands outside it (and, for keyboards, on Escape).
  useDismiss(open, () => setOpen(false), { inside: [sidebarRef, toggleRef], returnFocus: toggleRef });

  if (!user) return null;
  const reviewsSpace = <div className={styles.reviewsSpace} aria-hidden="true" />;
  return (
    <div className={styles.layout}>
      <div className={styles.toggleBar}>
        <Button ref={toggleRef} variant="ghost" aria-expanded={open} aria-controls={SIDEBAR_ID} onClick={() => setOpen(!open)}>
          {open ? <CloseIcon /> : <MenuIcon />}
          {t`Dashboard menu`}
        </Button>
      </div>
      <aside id={SIDEBAR_ID} ref={sidebarRef} className={styles.sidebar} data-open={open}>
        <nav aria-label={t`Dashboard`}>
          <ul className={styles.sidebarList}>
            {sidebarLinks(user).map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  activeOptions={{ exact: link.exact }}
                  className={styles.sidebarLink}
                  onClick={() => setOpen(false)}
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content} data-reviews-tab={showsReviews}>
        <PageContent role={user.role} />
      </div>
      {showsReviews ? (
        painted ? (
          <Suspense fallback={reviewsSpace}>
            <ReviewsSidebar />
          </Suspense>
        ) : (
          reviewsSpace
        )
      ) : null}
    </div>
  );
}

/**
 * The opened page, rendered after the frame. The frame's first render keeps the content outline the HTML
 * came with (skeleton-markup.ts); the page itself follows in a deferred render, which React splits into
 * short tasks, so a phone stays responsive while it builds (decision 079). Navigations within the
 * dashboard keep the layout mounted and render pages at once; a move into it from a public page mounts the
 * layout, so it shows the outline for one deferred render too.
 */
function PageContent({ role }: { role: Role }) {
  const { i18n } = useLingui();
  const pageShown = useDeferredValue(true, usePageInHtml());
  const { pathname } = useLocation();
  if (!pageShown) {
    const shape = skeletonShapeFor(pathname, role);
    return <div aria-hidden="true" dangerouslySetInnerHTML={{ __html: skeletonPageHtml(shape, skeletonWords(i18n, shape)) }} />;
  }
  return <Outlet />;
}

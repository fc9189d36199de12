import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ShellPresenter } from '../../presenters/shell/ShellPresenter';
import type { NavItem } from '../../presenters/shell/navItems';
import { usePresenter } from '../container/ContainerContext';
import { PRODUCT_NAME } from '../productName';
import { FullScreenSpinner } from '../shared/FullScreenSpinner';
import { RouteErrorBoundary } from '../shared/RouteErrorBoundary';
import { NavIcon } from './NavIcon';
import styles from './AppShell.module.scss';
import { PATHS } from '../../domain';
import { Link } from '../shared/Link';

const NavLinkItem = observer(function NavLinkItem({
  item,
  path,
  shell,
  compact,
  onNavigate,
}: {
  item: NavItem;
  path: string;
  shell: ShellPresenter;
  compact: boolean;
  onNavigate?: () => void;
}) {
  const active = shell.isActive(item, path);
  const classes = [styles.item, active && styles.active, item.disabled && styles.disabled].filter(Boolean).join(' ');
  const label = <span className={compact ? 'visually-hidden' : styles.label}>{item.label}</span>;
  if (item.disabled) {
    return (
      <span className={classes} aria-disabled="true" title={`${item.label} is available after this study session`}>
        <NavIcon name={item.icon} />
        {label}
      </span>
    );
  }
  return (
    <Link to={item.to} className={classes} aria-current={active ? 'page' : undefined} title={compact ? item.label : undefined} onClick={onNavigate}>
      <NavIcon name={item.icon} />
      {label}
    </Link>
  );
});

/** The signed-in layout: top bar with the partner logo, side menu or drawer, the page, the tab bar. */
export const AppShell = observer(function AppShell() {
  const shell = usePresenter(ShellPresenter);
  const { pathname } = useLocation();
  const drawerClose = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => shell.attach(), [shell]);

  // Where the content column starts on a desktop (after the side menu), on the root: the toast, outside
  // the shell, centres on the column by it. Set before the shell is painted, taken away as the shell goes.
  const contentLeft = shell.desktop ? `${shell.sidebarWidthPx}px` : '0px';
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--content-left', contentLeft);
    return () => {
      root.style.removeProperty('--content-left');
    };
  }, [contentLeft]);

  // The open drawer is modal: focus starts on Close, Tab stays inside, Escape closes, focus returns to the menu button.
  useEffect(() => {
    if (!shell.drawerOpen) return;
    const opener = menuButton.current;
    drawerClose.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') shell.closeDrawer();
      if (event.key !== 'Tab' || !drawer.current) return;
      const focusable = [...drawer.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [shell, shell.drawerOpen]);

  const compact = shell.desktop && !shell.sidebarOpen;
  const logo = shell.partnerLogo;
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const tabBar = shell.tabBarVisible(pathname);

  return (
    <div className={[styles.shell, tabBar && styles.withTabBar].filter(Boolean).join(' ')} style={{ '--sidebar-width': `${shell.sidebarWidthPx}px` } as CSSProperties}>
      <a className={styles.skip} href="#content">
        Skip to content
      </a>
      <header className={styles.topBar}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          onClick={() => shell.toggleMenu()}
          aria-expanded={shell.desktop ? shell.sidebarOpen : shell.drawerOpen}
          aria-controls={shell.desktop ? 'side-menu' : 'drawer'}
          aria-label={shell.desktop ? (shell.sidebarOpen ? 'Collapse menu' : 'Expand menu') : 'Open menu'}
        >
          <NavIcon name="menu" />
        </button>
        <span className={styles.product}>{PRODUCT_NAME}</span>
        {shell.feedbackAlwaysShown(pathname) && (
          <Link className={styles.feedback} to={PATHS.feedback}>
            <NavIcon name="feedback" />
            <span className={styles.feedbackLabel}>Feedback</span>
          </Link>
        )}
        {/* A logo that cannot load (opened offline before it was kept) leaves no broken picture behind. */}
        {logo && logo.src !== brokenLogo && <img className={styles.logo} src={logo.src} alt={logo.alt} height={36} onError={() => setBrokenLogo(logo.src)} />}
      </header>

      {shell.desktop && (
        <nav id="side-menu" className={styles.sideMenu} aria-label="Main menu">
          <ul>
            {shell.menuItems.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} path={pathname} shell={shell} compact={compact} />
              </li>
            ))}
          </ul>
        </nav>
      )}

      {!shell.desktop && shell.drawerOpen && (
        <>
          <div className={styles.overlay} onClick={() => shell.closeDrawer()} aria-hidden="true" />
          <div ref={drawer} id="drawer" className={styles.drawer} role="dialog" aria-modal="true" aria-label="Menu">
            <div className={styles.drawerHead}>
              <span className={styles.product}>{PRODUCT_NAME}</span>
              <button ref={drawerClose} type="button" className={styles.menuButton} onClick={() => shell.closeDrawer()} aria-label="Close menu">
                <NavIcon name="close" />
              </button>
            </div>
            <nav aria-label="Drawer menu">
              <ul>
                {shell.drawerItems.map((item) => (
                  <li key={item.label}>
                    <NavLinkItem item={item} path={pathname} shell={shell} compact={false} onNavigate={() => shell.closeDrawer()} />
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </>
      )}

      <div id="content" className={styles.content} tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </div>

      {tabBar && (
        <nav className={styles.tabBar} aria-label="Tabs">
          <ul>
            {shell.tabItems.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} path={pathname} shell={shell} compact={false} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
});

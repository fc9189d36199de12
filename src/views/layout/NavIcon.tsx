import type { NavIcon as NavIconName } from '../../presenters/shell/navItems';

const PATHS: Record<NavIconName | 'menu' | 'close', string> = {
  cards: 'M4 5h12v14H4zM8 3h12v14',
  performance: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  library: 'M4 4h4v16H4zM10 4h4v16h-4zM16 5l4-1 3 15-4 1z',
  tour: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM15.5 8.5l-2 5-5 2 2-5z',
  feedback: 'M4 4h16v11H9l-5 4z',
  settings: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  logout: 'M10 4H4v16h6M15 8l4 4-4 4M19 12H9',
  preferences: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  password: 'M6 11h12v9H6zM8 11V7a4 4 0 0 1 8 0v4',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M5 5l14 14M19 5L5 19',
};

/** A line icon for the navigation; decorative, the item's text names it. */
export function NavIcon({ name }: { name: NavIconName | 'menu' | 'close' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The browser's bar colour (index.html's theme-color) for each theme: the brand blue, the dark page, the grey. */
const THEME_COLORS = { light: '#1f5f8b', dark: '#0f1720', grey: '#3d4752' } as const;

/**
 * Puts the chosen theme on the page and on the browser's bar (both theme-color tags; with 'system' each
 * tag keeps the colour of the scheme its media query names, so the bar follows the system too).
 */
export function applyTheme(theme: keyof typeof THEME_COLORS | 'system'): void {
  document.documentElement.dataset.theme = theme;
  document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
    meta.content = THEME_COLORS[theme === 'system' ? (meta.media.includes('dark') ? 'dark' : 'light') : theme];
  });
}

/** The browser's bar colour (index.html's theme-color) for each theme: the brand blue, the dark page, the grey. */
const THEME_COLORS = { light: '#1f5f8b', dark: '#0f1720', grey: '#3d4752' } as const;

/** Puts the chosen theme on the page and on the browser's bar (both theme-color tags, whatever the system's scheme). */
export function applyTheme(theme: keyof typeof THEME_COLORS): void {
  document.documentElement.dataset.theme = theme;
  document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => (meta.content = THEME_COLORS[theme]));
}

/**
 * The partners' logos, served by GET /app/media/{logoId} as SVG: a mark and a word mark, 168 x 48, drawn
 * for a white page with no plate of their own, as a partner's logo usually is: in the dark theme the app
 * sets a logo on a plate of its own (AppShell.module.scss).
 */
const FONT = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif\"";

function logo(title: string, mark: string, line1: string, line2: string, colour: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 168 48" width="168" height="48" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<g transform="translate(6 4) scale(0.833)">${mark}</g>`,
    `<text x="52" y="22" ${FONT} font-size="15" font-weight="700" fill="${colour}">${line1}</text>`,
    `<text x="52" y="38" ${FONT} font-size="10" font-weight="600" fill="#5b6472" letter-spacing="0.3">${line2}</text>`,
    '</svg>',
  ].join('');
}

export const PARTNER_LOGOS: Readonly<Record<string, string>> = {
  'demo-academy': logo(
    'Demo Academy',
    '<rect x="4" y="4" width="40" height="40" rx="10" fill="#3d5afe"/>' +
      '<path d="M12 17 24 11l12 6-12 6z" fill="#fff"/>' +
      '<path d="M16 20.5v6.5c0 2 3.6 4 8 4s8-2 8-4v-6.5l-8 4z" fill="#c5cdff"/>' +
      '<path d="M35 17.5v8" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>',
    'Demo',
    'ACADEMY',
    '#1a237e',
  ),
  'metro-police': logo(
    'Metro Police Training',
    '<path d="M24 3 42 9v13c0 11-7.6 19.4-18 23C13.6 41.4 6 33 6 22V9z" fill="#12305a"/>' +
      '<path d="M24 8.5 37 13v9.2c0 8.2-5.4 14.6-13 17.6-7.6-3-13-9.4-13-17.6V13z" fill="none" stroke="#d4af37" stroke-width="1.6"/>' +
      '<path d="m24 15 2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" fill="#d4af37"/>',
    'Metro Police',
    'TRAINING',
    '#12305a',
  ),
  'riverside-clinic': logo(
    'Riverside Clinic',
    '<circle cx="24" cy="24" r="20" fill="#00897b"/>' +
      '<path d="M20 13h8v7h7v8h-7v7h-8v-7h-7v-8h7z" fill="#fff"/>' +
      '<path d="M8 36c5-3 10-3 16 0s11 3 16 0" stroke="#80cbc4" stroke-width="2.2" fill="none" stroke-linecap="round"/>',
    'Riverside',
    'CLINIC',
    '#00564d',
  ),
  'northgate-airport': logo(
    'Northgate Airport Security',
    '<rect x="4" y="4" width="40" height="40" rx="20" fill="#e65100"/>' +
      '<path d="M24 10c1.4 0 2.2 1.2 2.2 2.6v8.2l11 6.6v3.2l-11-3.4v6.6l3.2 2.4V38L24 36.4 18.6 38v-1.8l3.2-2.4v-6.6l-11 3.4v-3.2l11-6.6v-8.2c0-1.4.8-2.6 2.2-2.6z" fill="#fff"/>',
    'Northgate',
    'AIRPORT SECURITY',
    '#8a3000',
  ),
};

export const SVG_CONTENT_TYPE = 'image/svg+xml';

// Makes the app's install icons (public/icons) from the product's logo (public/favicon.svg), drawn by
// Debian's Chromium: `node scripts/makeIcons.mjs`. The PNGs are committed; run this again after the logo
// changes. "any" icons are the logo as it is; the maskable one puts the mark inside the 80% safe circle
// on a full-bleed square of the logo's own colour, as platforms crop it to their own shape.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const logo = readFileSync('public/favicon.svg', 'utf8');
const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1] ?? '#1f5f8b';
const mark = logo.replace(/<rect[^>]*\/>/, '');

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, svg: logo },
  { file: 'public/icons/icon-512.png', size: 512, svg: logo },
  { file: 'public/icons/apple-touch-icon-180.png', size: 180, svg: logo.replace(/rx="[^"]*"/, 'rx="0"') },
  {
    file: 'public/icons/maskable-512.png',
    size: 512,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(12.8 12.8) scale(0.6)">${mark.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g></svg>`,
  },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}

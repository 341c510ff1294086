// @ts-check
// Renders the social card (public/og.png, 1200 × 630) from the SVG below. Run it again after
// changing the design: `node scripts/og-image.mjs`. It needs sharp (installed with Astro) and the
// DejaVu or Liberation fonts; the PNG is committed, so building the site does not need either.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#231a33"/>
      <stop offset="1" stop-color="#120d1c"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(110 105)">
    <rect x="30" y="20" width="34" height="400" fill="#e0b040"/>
    <rect x="236" y="20" width="34" height="400" fill="#e0b040"/>
    <rect x="0" y="0" width="300" height="36" rx="8" fill="#e0b040"/>
    <path d="M64 70h172v80l-172 60z" fill="#d9dde6"/>
    <rect x="64" y="330" width="172" height="40" fill="#8a6d2a"/>
  </g>
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#f4efe6">
    <text x="500" y="250" font-size="64" font-weight="bold">Billionaires &amp;</text>
    <text x="500" y="330" font-size="64" font-weight="bold">Guillotines</text>
    <text x="500" y="410" font-size="32" fill="#e0b040">The rules, level by level</text>
    <text x="500" y="460" font-size="28" fill="#c9c2d6">Worked examples · a playground · share links</text>
  </g>
</svg>`;

const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
writeFileSync(new URL('../public/og.png', import.meta.url), png);
console.log(`public/og.png: ${png.length} bytes`);

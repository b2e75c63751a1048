/**
 * Generates the PWA icons from one SVG design: a speech bubble with a medical cross (talking with
 * a simulated patient) and an indigo check badge (checklist scoring), on the brand teal.
 *
 *   npx tsx scripts/make-icons.ts
 *
 * Writes public/favicon.svg and public/icons/{icon-192,icon-512,icon-maskable-512,apple-touch-icon}.png.
 * The maskable variant is full-bleed with the artwork shrunk into the 80 % safe zone, so launchers
 * may crop it to any shape. Commit the outputs; the build does not run this script.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

const background = `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#14b8a6"/>
      <stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
  </defs>`;

const artwork = `
  <path fill="#ffffff" d="M168 120h176a56 56 0 0 1 56 56v104a56 56 0 0 1-56 56H236l-68 60v-60a56 56 0 0 1-56-56V176a56 56 0 0 1 56-56z"/>
  <rect x="232" y="160" width="48" height="136" rx="12" fill="#0f766e"/>
  <rect x="188" y="204" width="136" height="48" rx="12" fill="#0f766e"/>
  <circle cx="372" cy="364" r="68" fill="#4f46e5" stroke="#ffffff" stroke-width="14"/>
  <path d="M340 364l22 22 42-46" fill="none" stroke="#ffffff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Rounded tile with transparent corners: favicon and "any" purpose icons. */
const roundedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}
  <rect width="512" height="512" rx="112" fill="url(#bg)"/>${artwork}
</svg>`;

/** Full-bleed square; artwork scaled to 80 % around the centre (maskable safe zone). */
const fullBleedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}
  <rect width="512" height="512" fill="url(#bg)"/>
  <g transform="translate(256 256) scale(0.8) translate(-256 -256)">${artwork}</g>
</svg>`;

async function renderPng(svg: string, size: number, file: string): Promise<void> {
  const png = await sharp(Buffer.from(svg), { density: 384 }).resize(size, size).png().toBuffer();
  await writeFile(join(publicDir, file), png);
  console.log(`wrote public/${file} (${size}x${size}, ${png.length} bytes)`);
}

await mkdir(join(publicDir, 'icons'), { recursive: true });
await writeFile(join(publicDir, 'favicon.svg'), roundedIcon);
await renderPng(roundedIcon, 192, 'icons/icon-192.png');
await renderPng(roundedIcon, 512, 'icons/icon-512.png');
await renderPng(fullBleedIcon, 512, 'icons/icon-maskable-512.png');
// iOS rounds the corners itself and shows transparency as black, so it gets the full-bleed art.
await renderPng(fullBleedIcon, 180, 'icons/apple-touch-icon.png');

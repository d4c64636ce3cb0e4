// Draws the app icons (the favicon's amber "M" on near-black) as PNG files for the web app manifest:
//   node scripts/make-icons.mjs      writes apps/web/public/icons/*.png
// Plain Node: each pixel is the share of 4x4 sample points inside the shapes, so edges are smooth.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/icons');
const BACKGROUND = [0x0b, 0x0b, 0x0f];
const ACCENT = [0xf5, 0xb5, 0x0a];
// favicon.svg, in its 32-unit box: a rounded square (radius 8) and the stroke M7 24 V8 l9 9 9-9 v16, 3.2 wide.
const LETTER = [
  [7, 24],
  [7, 8],
  [16, 17],
  [25, 8],
  [25, 24],
];
const STROKE_HALF_WIDTH = 1.6;
const CORNER = 8;
const SAMPLES = 4;

function distanceToSegment(x, y, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

function onLetter(x, y) {
  for (let i = 1; i < LETTER.length; i += 1)
    if (distanceToSegment(x, y, LETTER[i - 1], LETTER[i]) <= STROKE_HALF_WIDTH) return true;
  return false;
}

function inRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, CORNER), 32 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), 32 - CORNER);
  return x >= 0 && x <= 32 && y >= 0 && y <= 32 && Math.hypot(x - cx, y - cy) <= CORNER;
}

/**
 * RGBA pixels of the icon at `size`. A maskable icon fills the whole square (the platform cuts its own shape)
 * and keeps the letter inside the central safe circle (80% of the size), so it is drawn smaller.
 */
function draw(size, { maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  const letterScale = maskable ? 0.8 : 1;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let letter = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          if (!maskable && !inRoundedSquare(x, y)) continue;
          background += 1;
          if (onLetter(16 + (x - 16) / letterScale, 16 + (y - 16) / letterScale)) letter += 1;
        }
      }
      const offset = (py * size + px) * 4;
      const share = background ? letter / background : 0;
      for (let channel = 0; channel < 3; channel += 1)
        pixels[offset + channel] = Math.round(BACKGROUND[channel] * (1 - share) + ACCENT[channel] * share);
      pixels[offset + 3] = Math.round((background / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1)
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS ignores the manifest's icons and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

fs.mkdirSync(outDir, { recursive: true });
for (const { file, size, maskable } of ICONS) {
  fs.writeFileSync(path.join(outDir, file), png(size, draw(size, { maskable })));
  console.log(`wrote apps/web/public/icons/${file}`);
}

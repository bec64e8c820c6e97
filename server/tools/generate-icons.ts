// Generates the web-app icons public/icons/icon-{size}.png (B29: 72, 96, 128, 144, 152, 192, 384, 512) as real
// PNG files with node's zlib only, and public/favicon.ico (16, 32 and 48 px PNG images in one ICO file) for the
// browsers and tools that ask for /favicon.ico whatever the page links. Run: npx tsx server/tools/generate-icons.ts. The output is committed.
// Design: the brand's dark square (safe for "maskable"), a green ring and a yellow centre, anti-aliased by 4x4
// supersampling. Deterministic: the same bytes every run.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from '../env.ts';

export const ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;
export const FAVICON_SIZES = [16, 32, 48] as const;

// The app's design tokens (src/styles/global.css): --color-bg, --color-accent, --color-secondary.
const BACKGROUND = [0x0f, 0x19, 0x23] as const;
const RING = [0x3d, 0xdc, 0x84] as const;
const CENTRE = [0xff, 0xc8, 0x3d] as const;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

/** Encodes RGBA pixels (width*height*4 bytes) as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function colourAt(x: number, y: number): readonly [number, number, number] {
  // x, y in [0, 1); distance from the centre in units of the icon size.
  const d = Math.hypot(x - 0.5, y - 0.5);
  if (d < 0.12) return CENTRE;
  if (d >= 0.24 && d < 0.33) return RING;
  return BACKGROUND;
}

export function drawIcon(size: number): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const [cr, cg, cb] = colourAt((px + (sx + 0.5) / S) / size, (py + (sy + 0.5) / S) / size);
          r += cr;
          g += cg;
          b += cb;
        }
      }
      const i = (py * size + px) * 4;
      rgba[i] = Math.round(r / (S * S));
      rgba[i + 1] = Math.round(g / (S * S));
      rgba[i + 2] = Math.round(b / (S * S));
      rgba[i + 3] = 255;
    }
  }
  return encodePng(size, size, rgba);
}

/** An ICO file of PNG images (one directory entry each; PNG payloads are valid ICO images since Windows Vista). */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e[0] = size >= 256 ? 0 : size; // width (0 means 256)
    e[1] = size >= 256 ? 0 : size; // height
    e[2] = 0; // no palette
    e[3] = 0; // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

function main(): void {
  const dir = path.join(REPO_ROOT, 'public', 'icons');
  fs.mkdirSync(dir, { recursive: true });
  for (const size of ICON_SIZES) {
    const file = path.join(dir, `icon-${size}.png`);
    fs.writeFileSync(file, drawIcon(size));
    console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
  }
  const ico = path.join(REPO_ROOT, 'public', 'favicon.ico');
  fs.writeFileSync(ico, encodeIco(FAVICON_SIZES.map((size) => ({ size, png: drawIcon(size) }))));
  console.log(`wrote ${path.relative(REPO_ROOT, ico)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main();

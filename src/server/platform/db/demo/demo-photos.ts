import { loadSharp } from '../../images/sharp.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Demo listing photos drawn locally: SVG scenes (rooms, views, skylines) with gradients and soft
 * light, rendered by sharp to JPEG like a camera would deliver them. Nothing is downloaded.
 */

export type SceneKind = 'living' | 'bedroom' | 'kitchen' | 'bathroom' | 'skyline' | 'facade';

export interface ScenePalette {
  wall: string;
  wallShade: string;
  floor: string;
  floorDark: string;
  accent: string;
  accentDark: string;
  fabric: string;
  /** Time of day outside the windows. */
  time: 'day' | 'golden' | 'dusk' | 'night';
}

export const PALETTES: Record<string, ScenePalette> = {
  warm: {
    wall: '#f3ece2',
    wallShade: '#dcd0bf',
    floor: '#b9875a',
    floorDark: '#8a5d38',
    accent: '#c0683f',
    accentDark: '#8e4527',
    fabric: '#5b6f7a',
    time: 'golden',
  },
  sage: {
    wall: '#e4e9df',
    wallShade: '#c4cdbc',
    floor: '#c69c6d',
    floorDark: '#94704a',
    accent: '#3f6b5a',
    accentDark: '#2a4a3e',
    fabric: '#d8cbb3',
    time: 'day',
  },
  slate: {
    wall: '#e6e8ec',
    wallShade: '#c6cad2',
    floor: '#8c7761',
    floorDark: '#64523f',
    accent: '#2f4a6d',
    accentDark: '#1e3150',
    fabric: '#9aa6b5',
    time: 'dusk',
  },
  blush: {
    wall: '#f4e6e1',
    wallShade: '#e0c9c1',
    floor: '#d1a77a',
    floorDark: '#a07a52',
    accent: '#b65c5c',
    accentDark: '#8a3f40',
    fabric: '#e9d7c5',
    time: 'day',
  },
  charcoal: {
    wall: '#dedbd6',
    wallShade: '#bcb7af',
    floor: '#6f5a47',
    floorDark: '#4b3c2f',
    accent: '#d49a3a',
    accentDark: '#a5731f',
    fabric: '#3e4349',
    time: 'night',
  },
  ocean: {
    wall: '#e8eef2',
    wallShade: '#c9d5dd',
    floor: '#b08d6a',
    floorDark: '#7f6347',
    accent: '#2c7a8c',
    accentDark: '#1b5563',
    fabric: '#f0e6d6',
    time: 'golden',
  },
};

const W = 1440;
const H = 960;

const SKIES: Record<ScenePalette['time'], [string, string, string]> = {
  day: ['#6fa8dc', '#a9d1f5', '#e3f1fb'],
  golden: ['#f3a46b', '#f9cf93', '#fde9c4'],
  dusk: ['#2d2a5a', '#8a4f7d', '#f08a5d'],
  night: ['#0b1330', '#1b2a55', '#3a4a7a'],
};

function skyGradient(id: string, time: ScenePalette['time']) {
  const [top, mid, bottom] = SKIES[time];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A row of towers with windows, filling a box; lit windows at dusk and night. */
function skyline(rand: () => number, x: number, y: number, w: number, h: number, time: ScenePalette['time'], layers = 2): string {
  const night = time === 'dusk' || time === 'night';
  const parts: string[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const far = layer === 0 && layers > 1;
    const base = night ? (far ? '#2a2f4a' : '#171b2e') : far ? '#9fb3c8' : '#6f8299';
    let cx = x - 20;
    while (cx < x + w) {
      const bw = 40 + rand() * 90;
      const bh = h * (far ? 0.35 + rand() * 0.45 : 0.25 + rand() * 0.5);
      const top = y + h - bh;
      parts.push(
        `<rect x="${cx.toFixed(1)}" y="${top.toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${base}"/>`,
      );
      if (rand() < 0.25) {
        // Setback crown or spire, a Manhattan classic.
        parts.push(
          `<rect x="${(cx + bw * 0.25).toFixed(1)}" y="${(top - bh * 0.12).toFixed(1)}" width="${(bw * 0.5).toFixed(1)}" height="${(bh * 0.12).toFixed(1)}" fill="${base}"/>`,
        );
        if (rand() < 0.5)
          parts.push(
            `<rect x="${(cx + bw * 0.48).toFixed(1)}" y="${(top - bh * 0.3).toFixed(1)}" width="3" height="${(bh * 0.18).toFixed(1)}" fill="${base}"/>`,
          );
      } else if (rand() < 0.3) {
        // Rooftop water tower.
        const tx = cx + bw * (0.2 + rand() * 0.5);
        parts.push(
          `<rect x="${tx.toFixed(1)}" y="${(top - 22).toFixed(1)}" width="16" height="16" rx="3" fill="${base}"/><rect x="${(tx + 2).toFixed(1)}" y="${(top - 8).toFixed(1)}" width="2" height="8" fill="${base}"/><rect x="${(tx + 12).toFixed(1)}" y="${(top - 8).toFixed(1)}" width="2" height="8" fill="${base}"/>`,
        );
      }
      if (!far) {
        const lit = night ? '#ffd98a' : '#c9dbea';
        for (let wy = top + 10; wy < y + h - 8; wy += 14) {
          for (let wx = cx + 6; wx < cx + bw - 8; wx += 12) {
            if (rand() < (night ? 0.45 : 0.3))
              parts.push(
                `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="5" height="7" fill="${lit}" opacity="${(0.5 + rand() * 0.5).toFixed(2)}"/>`,
              );
          }
        }
      }
      cx += bw + (far ? -10 : 4) + rand() * 10;
    }
  }
  return parts.join('');
}

/** A window onto the city: sky, skyline, frame and mullions. */
function cityWindow(
  rand: () => number,
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  time: ScenePalette['time'],
): string {
  return `<defs>${skyGradient(`${id}-sky`, time)}<clipPath id="${id}-clip"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs>
  <g clip-path="url(#${id}-clip)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-sky)"/>${skyline(rand, x, y + h * 0.25, w, h * 0.75, time)}</g>
  <rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" fill="none" stroke="#fbfaf7" stroke-width="16"/>
  <rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="#fbfaf7"/>
  <rect x="${x}" y="${y + h * 0.55}" width="${w}" height="8" fill="#fbfaf7"/>
  <rect x="${x - 26}" y="${y + h + 12}" width="${w + 52}" height="14" rx="3" fill="#f4f1ea"/>`;
}

/** Wide plank floor with a few darker seams and a glossy sheen. */
function woodFloor(p: ScenePalette, rand: () => number, top: number): string {
  const rows: string[] = [];
  let y = top;
  let height = 16;
  while (y < H) {
    let x = -rand() * 200;
    while (x < W) {
      const len = 180 + rand() * 260;
      const shade = rand() < 0.5 ? p.floor : p.floorDark;
      rows.push(
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${len.toFixed(1)}" height="${height.toFixed(1)}" fill="${shade}" opacity="${(0.18 + rand() * 0.22).toFixed(2)}"/>`,
      );
      x += len + 2;
    }
    rows.push(`<rect x="0" y="${(y + height).toFixed(1)}" width="${W}" height="1.5" fill="${p.floorDark}" opacity="0.35"/>`);
    y += height + 1.5;
    height *= 1.12;
  }
  return `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#floor)"/>${rows.join('')}<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#sheen)"/>`;
}

function commonDefs(p: ScenePalette): string {
  return `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall}"/><stop offset="1" stop-color="${p.wallShade}"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floorDark}"/><stop offset="1" stop-color="${p.floor}"/></linearGradient>
  <radialGradient id="sheen" cx="0.35" cy="0.1" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <radialGradient id="sun" cx="0.3" cy="0.3" r="0.75"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.45"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>
  <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe7b0" stop-opacity="0.75"/><stop offset="1" stop-color="#ffe7b0" stop-opacity="0"/></radialGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <linearGradient id="vignette" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.08"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>`;
}

function plant(x: number, y: number, scale: number, rand: () => number): string {
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = -80 + i * 20 + rand() * 10;
    const len = (70 + rand() * 50) * scale;
    const color = ['#3f7d4e', '#4f9160', '#2f6a3f'][i % 3];
    leaves.push(
      `<ellipse cx="${x}" cy="${y - len / 2}" rx="${14 * scale}" ry="${len / 2}" fill="${color}" transform="rotate(${angle.toFixed(1)} ${x} ${y})"/>`,
    );
  }
  return `${leaves.join('')}<path d="M${x - 34 * scale} ${y} L${x + 34 * scale} ${y} L${x + 26 * scale} ${y + 70 * scale} L${x - 26 * scale} ${y + 70 * scale} Z" fill="#e9e3d8"/><path d="M${x - 34 * scale} ${y} L${x + 34 * scale} ${y} L${x + 32 * scale} ${y + 10 * scale} L${x - 32 * scale} ${y + 10 * scale} Z" fill="#d8d0c2"/>`;
}

function artwork(x: number, y: number, w: number, h: number, p: ScenePalette, rand: () => number): string {
  const cx = x + w * (0.3 + rand() * 0.4);
  const cy = y + h * (0.3 + rand() * 0.4);
  return `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="#2b2723"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f7f3ec"/>
  <circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(Math.min(w, h) * 0.28).toFixed(1)}" fill="${p.accent}" opacity="0.85"/>
  <rect x="${x + w * 0.12}" y="${y + h * 0.62}" width="${w * 0.76}" height="${h * 0.16}" fill="${p.fabric}" opacity="0.9"/>
  <path d="M${x + w * 0.1} ${y + h * 0.9} Q ${x + w * 0.5} ${y + h * 0.45} ${x + w * 0.9} ${y + h * 0.88}" stroke="${p.accentDark}" stroke-width="4" fill="none"/>`;
}

function floorLamp(x: number, floorY: number): string {
  return `<circle cx="${x}" cy="${floorY - 330}" r="170" fill="url(#lamp)"/><rect x="${x - 3}" y="${floorY - 320}" width="6" height="320" fill="#2f2b27"/><ellipse cx="${x}" cy="${floorY}" rx="34" ry="8" fill="#2f2b27"/>
  <path d="M${x - 52} ${floorY - 300} L${x + 52} ${floorY - 300} L${x + 36} ${floorY - 370} L${x - 36} ${floorY - 370} Z" fill="#ead6ad" stroke="#c9b088" stroke-width="2"/>`;
}

/** A room's plank floor from `floorY` down, its painted wall above and a white baseboard `skirting` high. */
function woodFloorRoom(p: ScenePalette, rand: () => number, floorY: number, skirting: number): string {
  return `${woodFloor(p, rand, floorY)}
  <rect x="0" y="0" width="${W}" height="${floorY}" fill="url(#wall)"/>
  <rect x="0" y="${floorY - skirting}" width="${W}" height="${skirting}" fill="#fbfaf7"/>`;
}

function livingRoom(p: ScenePalette, rand: () => number): string {
  const floorY = 640;
  const sofaX = 640 + rand() * 80;
  return `${woodFloorRoom(p, rand, floorY, 22)}
  ${cityWindow(rand, 'lw', 120, 110, 400, 400, p.time)}
  <rect x="0" y="0" width="${W}" height="${H}" fill="url(#sun)"/>
  ${artwork(sofaX + 130, 170, 260, 170, p, rand)}
  <ellipse cx="${sofaX + 290}" cy="${floorY + 190}" rx="470" ry="80" fill="${p.fabric}" opacity="0.55"/>
  <ellipse cx="${sofaX + 290}" cy="${floorY + 190}" rx="420" ry="62" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="6"/>
  <ellipse cx="${sofaX + 290}" cy="${floorY + 40}" rx="360" ry="34" fill="url(#shadow)"/>
  <rect x="${sofaX}" y="${floorY - 170}" width="580" height="120" rx="26" fill="${p.accentDark}"/>
  <rect x="${sofaX - 20}" y="${floorY - 90}" width="620" height="100" rx="22" fill="${p.accent}"/>
  <rect x="${sofaX + 20}" y="${floorY - 120}" width="265" height="56" rx="18" fill="${p.accent}"/><rect x="${sofaX + 295}" y="${floorY - 120}" width="265" height="56" rx="18" fill="${p.accent}"/>
  <rect x="${sofaX - 40}" y="${floorY - 130}" width="60" height="140" rx="24" fill="${p.accentDark}"/><rect x="${sofaX + 560}" y="${floorY - 130}" width="60" height="140" rx="24" fill="${p.accentDark}"/>
  <rect x="${sofaX + 60}" y="${floorY - 160}" width="90" height="70" rx="16" fill="${p.fabric}" transform="rotate(-8 ${sofaX + 105} ${floorY - 125})"/>
  <rect x="${sofaX + 20}" y="${floorY + 10}" width="10" height="26" fill="#2f2b27"/><rect x="${sofaX + 550}" y="${floorY + 10}" width="10" height="26" fill="#2f2b27"/>
  <ellipse cx="${sofaX + 290}" cy="${floorY + 150}" rx="170" ry="30" fill="url(#shadow)"/>
  <rect x="${sofaX + 130}" y="${floorY + 90}" width="320" height="26" rx="8" fill="#3a2f27"/>
  <rect x="${sofaX + 150}" y="${floorY + 116}" width="10" height="44" fill="#3a2f27"/><rect x="${sofaX + 420}" y="${floorY + 116}" width="10" height="44" fill="#3a2f27"/>
  <rect x="${sofaX + 200}" y="${floorY + 70}" width="70" height="20" rx="4" fill="${p.fabric}"/><circle cx="${sofaX + 360}" cy="${floorY + 76}" r="16" fill="#e8e1d4"/>
  ${floorLamp(Math.min(sofaX + 700, W - 90), floorY + 20)}
  ${plant(70, floorY - 10, 1.2, rand)}`;
}

function bedroom(p: ScenePalette, rand: () => number): string {
  const floorY = 650;
  const bedX = 420 + rand() * 60;
  return `${woodFloorRoom(p, rand, floorY, 20)}
  ${cityWindow(rand, 'bw', 1060, 120, 280, 360, p.time)}
  <path d="M1020 90 Q1040 300 1010 520 L1060 520 Q1080 300 1060 90 Z" fill="${p.fabric}" opacity="0.9"/>
  <path d="M1380 90 Q1360 300 1390 520 L1340 520 Q1320 300 1340 90 Z" fill="${p.fabric}" opacity="0.9"/>
  <rect x="1000" y="80" width="420" height="10" rx="5" fill="#3a332d"/>
  <rect x="0" y="0" width="${W}" height="${H}" fill="url(#sun)"/>
  ${artwork(bedX + 140, 130, 300, 150, p, rand)}
  <ellipse cx="${bedX + 290}" cy="${floorY + 130}" rx="420" ry="60" fill="url(#shadow)"/>
  <rect x="${bedX}" y="${floorY - 260}" width="580" height="240" rx="20" fill="${p.accentDark}"/>
  <rect x="${bedX + 20}" y="${floorY - 240}" width="540" height="200" rx="16" fill="${p.accent}" opacity="0.55"/>
  <rect x="${bedX - 30}" y="${floorY - 60}" width="640" height="130" rx="14" fill="#fbf8f2"/>
  <rect x="${bedX - 30}" y="${floorY - 10}" width="640" height="100" rx="14" fill="${p.fabric}"/>
  <rect x="${bedX - 30}" y="${floorY - 10}" width="640" height="18" fill="#ffffff" opacity="0.35"/>
  <rect x="${bedX + 40}" y="${floorY - 120}" width="220" height="80" rx="26" fill="#ffffff"/><rect x="${bedX + 320}" y="${floorY - 120}" width="220" height="80" rx="26" fill="#ffffff"/>
  <rect x="${bedX + 170}" y="${floorY - 95}" width="240" height="60" rx="20" fill="${p.accent}" opacity="0.8"/>
  <rect x="${bedX - 20}" y="${floorY + 90}" width="12" height="40" fill="#2f2b27"/><rect x="${bedX + 588}" y="${floorY + 90}" width="12" height="40" fill="#2f2b27"/>
  <rect x="${bedX - 190}" y="${floorY - 120}" width="140" height="150" rx="8" fill="#7a5a3f"/><rect x="${bedX - 180}" y="${floorY - 60}" width="120" height="4" fill="#5b4330"/>
  <circle cx="${bedX - 120}" cy="${floorY - 210}" r="120" fill="url(#lamp)"/>
  <rect x="${bedX - 124}" y="${floorY - 200}" width="8" height="80" fill="#c9a66b"/><path d="M${bedX - 165} ${floorY - 200} L${bedX - 75} ${floorY - 200} L${bedX - 95} ${floorY - 250} L${bedX - 145} ${floorY - 250} Z" fill="#f5ead2"/>
  ${plant(1300, floorY + 40, 1.0, rand)}`;
}

function kitchen(p: ScenePalette, rand: () => number): string {
  const counterY = 560;
  const cabinets: string[] = [];
  for (let x = 80; x < 1360; x += 160) {
    cabinets.push(
      `<rect x="${x}" y="70" width="150" height="220" rx="6" fill="${p.accentDark}"/><rect x="${x + 10}" y="80" width="130" height="200" rx="4" fill="${p.accent}" opacity="0.35"/><rect x="${x + 120}" y="170" width="6" height="50" rx="3" fill="#d8c7a5"/>`,
    );
    cabinets.push(
      `<rect x="${x}" y="${counterY + 40}" width="150" height="250" rx="6" fill="${p.accentDark}"/><rect x="${x + 10}" y="${counterY + 50}" width="130" height="230" rx="4" fill="${p.accent}" opacity="0.35"/><rect x="${x + 50}" y="${counterY + 62}" width="50" height="6" rx="3" fill="#d8c7a5"/>`,
    );
  }
  const tiles: string[] = [];
  for (let y = 300; y < counterY; y += 28) {
    const offset = ((y - 300) / 28) % 2 === 0 ? 0 : 28;
    for (let x = 60 - offset; x < 1400; x += 56) {
      tiles.push(`<rect x="${x}" y="${y}" width="54" height="26" rx="2" fill="#f7f6f2"/>`);
    }
  }
  const pendants = [420, 720, 1020]
    .map(
      (x) =>
        `<rect x="${x - 1}" y="0" width="2" height="150" fill="#2b2723"/><circle cx="${x}" cy="200" r="110" fill="url(#lamp)"/><path d="M${x - 40} 190 Q ${x} 130 ${x + 40} 190 Z" fill="#2b2723"/><ellipse cx="${x}" cy="190" rx="40" ry="6" fill="#ffe7b0"/>`,
    )
    .join('');
  return `<rect x="0" y="0" width="${W}" height="${H}" fill="url(#wall)"/>
  <rect x="40" y="296" width="1360" height="${counterY - 296}" fill="#d9d5cc"/>${tiles.join('')}
  ${cabinets.join('')}
  ${cityWindow(rand, 'kw', 600, 330, 240, 170, p.time)}
  <rect x="560" y="${counterY - 40}" width="320" height="30" rx="6" fill="#c8cdd2"/>
  <rect x="40" y="${counterY}" width="1360" height="40" fill="#efece6"/><rect x="40" y="${counterY + 34}" width="1360" height="6" fill="#cfcac0"/>
  <rect x="1040" y="${counterY - 90}" width="60" height="90" rx="8" fill="#e2e2e2"/><rect x="1110" y="${counterY - 60}" width="90" height="60" rx="10" fill="${p.fabric}"/>
  ${plant(250, counterY - 20, 0.6, rand)}
  <rect x="0" y="850" width="${W}" height="110" fill="${p.floorDark}"/>
  ${pendants}
  <rect x="0" y="0" width="${W}" height="${H}" fill="url(#sun)"/>`;
}

function bathroom(p: ScenePalette, rand: () => number): string {
  const tiles: string[] = [];
  for (let y = 0; y < 700; y += 60)
    for (let x = 0; x < W; x += 60)
      tiles.push(
        `<rect x="${x + 1}" y="${y + 1}" width="58" height="58" fill="#ffffff" opacity="${(0.35 + rand() * 0.15).toFixed(2)}"/>`,
      );
  return `<rect x="0" y="0" width="${W}" height="${H}" fill="url(#wall)"/>${tiles.join('')}
  <rect x="0" y="700" width="${W}" height="260" fill="#d6d2ca"/>
  <rect x="420" y="110" width="380" height="300" rx="150" fill="#d9e4ea" stroke="#c9a66b" stroke-width="10"/>
  <path d="M470 160 L560 140 L520 380 L450 360 Z" fill="#ffffff" opacity="0.35"/>
  <circle cx="610" cy="120" r="140" fill="url(#lamp)"/>
  <ellipse cx="610" cy="690" rx="330" ry="30" fill="url(#shadow)"/>
  <rect x="380" y="470" width="460" height="210" rx="10" fill="${p.accentDark}"/><rect x="395" y="490" width="210" height="170" rx="6" fill="${p.accent}" opacity="0.4"/><rect x="615" y="490" width="210" height="170" rx="6" fill="${p.accent}" opacity="0.4"/>
  <rect x="370" y="450" width="480" height="28" rx="6" fill="#f4f1ea"/><ellipse cx="610" cy="460" rx="90" ry="12" fill="#e3e0d9"/>
  <rect x="600" y="420" width="10" height="34" fill="#c9a66b"/><rect x="580" y="420" width="40" height="8" rx="4" fill="#c9a66b"/>
  <rect x="940" y="560" width="420" height="170" rx="60" fill="#fbfaf7"/><rect x="960" y="560" width="380" height="30" rx="14" fill="#ecebe6"/>
  <rect x="1100" y="260" width="8" height="300" fill="#c9a66b"/><circle cx="1104" cy="255" r="26" fill="#c9a66b"/>
  <rect x="120" y="380" width="160" height="12" rx="6" fill="#c9a66b"/><rect x="140" y="392" width="120" height="190" rx="6" fill="${p.fabric}"/>
  ${plant(300, 720, 0.7, rand)}
  <rect x="0" y="0" width="${W}" height="${H}" fill="url(#sun)"/>`;
}

function skylineView(p: ScenePalette, rand: () => number): string {
  const time = p.time;
  const sunColor = time === 'night' ? '#f4f1e1' : time === 'dusk' ? '#ffb27a' : '#fff3c4';
  const sunY = time === 'day' ? 180 : time === 'night' ? 150 : 420;
  const stars =
    time === 'night' || time === 'dusk'
      ? Array.from(
          { length: 60 },
          () =>
            `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * 380).toFixed(0)}" r="${(0.8 + rand() * 1.4).toFixed(1)}" fill="#fff" opacity="${(0.3 + rand() * 0.6).toFixed(2)}"/>`,
        ).join('')
      : '';
  const water = time === 'day' ? '#5d88ad' : time === 'golden' ? '#c98a5f' : '#1d2440';
  return `<defs>${skyGradient('sv-sky', time)}<radialGradient id="sv-sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${sunColor}" stop-opacity="0.9"/><stop offset="1" stop-color="${sunColor}" stop-opacity="0"/></radialGradient></defs>
  <rect x="0" y="0" width="${W}" height="${H}" fill="url(#sv-sky)"/>${stars}
  <circle cx="${1050}" cy="${sunY}" r="260" fill="url(#sv-sun)"/><circle cx="1050" cy="${sunY}" r="${time === 'night' ? 34 : 46}" fill="${sunColor}"/>
  ${skyline(rand, 0, 300, W, 500, time, 2)}
  <rect x="0" y="790" width="${W}" height="170" fill="${water}"/>
  ${Array.from({ length: 40 }, () => `<rect x="${(rand() * W).toFixed(0)}" y="${(800 + rand() * 150).toFixed(0)}" width="${(30 + rand() * 90).toFixed(0)}" height="2" fill="#fff" opacity="${(0.1 + rand() * 0.25).toFixed(2)}"/>`).join('')}
  <rect x="0" y="860" width="${W}" height="100" fill="#000" opacity="0.12"/>
  <rect x="0" y="0" width="${W}" height="40" fill="#1f1c19"/><rect x="0" y="920" width="${W}" height="40" fill="#1f1c19" opacity="0.85"/>
  <rect x="0" y="0" width="40" height="${H}" fill="#1f1c19"/><rect x="${W - 40}" y="0" width="40" height="${H}" fill="#1f1c19"/>`;
}

function facade(p: ScenePalette, rand: () => number): string {
  const brick = ['#8d4b3a', '#9c5a43', '#7a4132'][Math.floor(rand() * 3)];
  const windows: string[] = [];
  for (let y = 90; y < 640; y += 130) {
    for (let x = 140; x < 1300; x += 180) {
      const lit = rand() < (p.time === 'night' || p.time === 'dusk' ? 0.6 : 0.15);
      windows.push(
        `<rect x="${x - 10}" y="${y - 10}" width="110" height="110" fill="#e9e1d3"/><rect x="${x}" y="${y}" width="90" height="90" fill="${lit ? '#ffd98a' : '#5b6e80'}"/><rect x="${x + 43}" y="${y}" width="4" height="90" fill="#e9e1d3"/><rect x="${x}" y="${y + 43}" width="90" height="4" fill="#e9e1d3"/><rect x="${x - 14}" y="${y + 96}" width="118" height="10" fill="#d8cfbf"/>`,
      );
    }
  }
  const trees = [160, 1260]
    .map(
      (x) =>
        `<rect x="${x - 8}" y="650" width="16" height="170" fill="#4a3626"/><circle cx="${x}" cy="620" r="110" fill="#3f7d4e"/><circle cx="${x - 60}" cy="660" r="70" fill="#4f9160"/><circle cx="${x + 60}" cy="650" r="80" fill="#2f6a3f"/>`,
    )
    .join('');
  return `<defs>${skyGradient('fa-sky', p.time)}<linearGradient id="fa-brick" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brick}"/><stop offset="1" stop-color="#5e3024"/></linearGradient></defs>
  <rect x="0" y="0" width="${W}" height="${H}" fill="url(#fa-sky)"/>
  <rect x="60" y="40" width="1320" height="780" fill="url(#fa-brick)"/>
  <rect x="40" y="30" width="1360" height="30" fill="#d8cfbf"/>
  ${windows.join('')}
  <rect x="600" y="660" width="240" height="160" fill="#2b2723"/><rect x="620" y="680" width="95" height="140" fill="#3d4a55"/><rect x="725" y="680" width="95" height="140" fill="#3d4a55"/>
  <path d="M560 650 L880 650 L860 690 L580 690 Z" fill="${p.accentDark}"/>
  <circle cx="580" cy="720" r="50" fill="url(#lamp)"/><circle cx="860" cy="720" r="50" fill="url(#lamp)"/>
  <rect x="0" y="820" width="${W}" height="40" fill="#b7b2a8"/><rect x="0" y="860" width="${W}" height="100" fill="#4d4f52"/>
  <rect x="0" y="900" width="${W}" height="6" fill="#e8e3d6" opacity="0.6"/>
  ${trees}
  <rect x="0" y="0" width="${W}" height="${H}" fill="url(#sun)"/>`;
}

const SCENES: Record<SceneKind, (p: ScenePalette, rand: () => number) => string> = {
  living: livingRoom,
  bedroom,
  kitchen,
  bathroom,
  skyline: skylineView,
  facade,
};

/** The SVG text of one scene. */
function sceneSvg(kind: SceneKind, palette: ScenePalette, seed: number): string {
  const rand = seededRandom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${commonDefs(palette)}</defs>${SCENES[kind](palette, rand)}<rect x="0" y="0" width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

/** A scene rendered to JPEG, the way a phone or camera would hand over a photo. */
export async function renderScene(kind: SceneKind, palette: ScenePalette, seed: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(sceneSvg(kind, palette, seed)))
    .jpeg({ quality: 86, mozjpeg: false })
    .toBuffer();
}

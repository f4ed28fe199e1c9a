// One drawing per product kind (the seed's leaf categories), 400 × 400, in the brand's colour. Battery tools
// carry a slide-on pack, mains tools a cord. Each function returns SVG elements, no <svg> wrapper.
import { batteryPack, circle, cord, ellipse, GREY, group, line, path, rect, sawBlade, shade, wheel } from './shapes';

export type Draw = (colour: string, cordless: boolean) => string;

const pistol = (c: string, cordless: boolean, nose: string, long = false): string => {
  const bodyEnd = long ? 300 : 270;
  return (
    path(`M92 120 h${bodyEnd - 110} a40 40 0 0 1 0 80 h-96 l-22 104 h-62 l26 -104 h-8 a36 36 0 0 1 0 -80z`, c) +
    rect(104, 132, 120, 18, shade(c, 0.25), 9) +
    path('M118 200 h52 l-20 100 h-52z', GREY.grip) +
    rect(164, 206, 14, 26, GREY.dark, 4) +
    nose +
    (cordless ? batteryPack(70, 300, 120, c) : cord(112, 300, -40, 50))
  );
};

const drill: Draw = (c, cordless) =>
  pistol(c, cordless, rect(262, 138, 34, 44, GREY.dark, 6) + rect(296, 146, 42, 28, GREY.metalDark, 5) + rect(338, 154, 40, 12, GREY.metal, 3));
const impactDriver: Draw = (c, cordless) =>
  pistol(c, cordless, rect(262, 140, 30, 40, GREY.dark, 6) + rect(292, 146, 32, 28, GREY.metal, 6) + rect(324, 153, 22, 14, GREY.metalDark, 2));
const hammerDrill: Draw = (c, cordless) =>
  pistol(c, cordless, rect(292, 136, 36, 48, GREY.dark, 6) + rect(328, 150, 46, 20, GREY.metalDark, 4) + rect(372, 156, 26, 8, GREY.metal, 2), true) +
  rect(236, 200, 22, 84, GREY.grip, 10) + rect(228, 190, 38, 16, GREY.dark, 4);

const angleGrinder: Draw = (c, cordless) =>
  rect(96, 150, 210, 62, c, 31) +
  rect(120, 160, 140, 14, shade(c, 0.25), 7) +
  rect(286, 140, 56, 82, GREY.dark, 12) +
  path('M270 226 a90 26 0 0 0 150 0z', GREY.metalDark) +
  ellipse(330, 238, 78, 14, GREY.metal) +
  rect(318, 222, 24, 20, GREY.grip, 3) +
  rect(300, 92, 18, 56, GREY.grip, 8) +
  (cordless ? group(batteryPack(0, 0, 70, c), 'translate(42 164) rotate(90 35 17)') : cord(96, 181, -60, 60));

const jigsaw: Draw = (c, cordless) =>
  path('M90 130 q0 -44 60 -44 h120 q50 0 50 60 v70 h-230z', c) +
  path('M126 112 h110 q20 0 20 20 v16 h-150 v-16 q0 -20 20 -20z', GREY.grip) +
  rect(80, 214, 250, 22, GREY.metalDark, 4) +
  rect(240, 236, 10, 70, GREY.metal) +
  path('M240 306 l10 -8 v8z', GREY.metal) +
  rect(260, 196, 40, 16, GREY.dark, 4) +
  (cordless ? batteryPack(40, 170, 64, c) : cord(90, 170, -50, 80));

const circularSaw: Draw = (c, cordless) =>
  rect(60, 250, 290, 18, GREY.metalDark, 4) +
  path('M120 250 a100 100 0 0 1 200 0z', c) +
  path('M140 250 a80 80 0 0 1 160 0z', shade(c, -0.2)) +
  sawBlade(220, 262, 72, 30) +
  rect(60, 262, 290, 10, GREY.metalDark, 2) +
  path('M180 170 q0 -70 70 -70 h40 q30 0 30 30 v10 h-40 q-40 0 -40 40z', GREY.grip) +
  rect(110, 120, 60, 30, GREY.dark, 12) +
  (cordless ? batteryPack(282, 148, 70, c) : cord(300, 110, 60, -40));

const orbitalSander: Draw = (c, cordless) =>
  ellipse(200, 290, 130, 26, GREY.dark) +
  ellipse(200, 280, 126, 22, '#c9a66b') +
  path('M110 270 q0 -150 90 -150 q90 0 90 150z', c) +
  ellipse(200, 130, 56, 26, GREY.grip) +
  rect(150, 180, 100, 16, shade(c, 0.25), 8) +
  rect(268, 200, 70, 30, GREY.dark, 10) +
  (cordless ? batteryPack(290, 230, 70, c) : cord(338, 215, 40, 60));

const planer: Draw = (c, cordless) =>
  path('M60 250 h280 l20 -20 v-10 h-320 z', GREY.metalDark) +
  path('M80 220 q0 -90 80 -90 h120 q50 0 50 60 v30z', c) +
  path('M130 150 q0 -40 40 -40 h90 q26 0 26 26 v14 h-130z', GREY.grip) +
  circle(310, 150, 26, GREY.grip) +
  rect(96, 196, 200, 12, shade(c, 0.25), 6) +
  (cordless ? batteryPack(60, 160, 60, c) : cord(90, 180, -50, 80));

const benchDrill: Draw = (c) =>
  rect(110, 320, 200, 30, GREY.dark, 4) +
  rect(160, 80, 24, 250, GREY.metal) +
  rect(120, 230, 150, 14, GREY.metalDark, 3) +
  path('M120 70 h170 q24 0 24 24 v60 q0 24 -24 24 h-170z', c) +
  rect(130, 84, 120, 16, shade(c, 0.25), 8) +
  rect(236, 178, 30, 34, GREY.dark, 4) +
  rect(244, 212, 14, 26, GREY.metal, 2) +
  line(290, 150, 350, 190, GREY.metalDark, 8) +
  line(290, 150, 340, 120, GREY.metalDark, 8) +
  circle(352, 192, 10, GREY.grip) + circle(342, 118, 10, GREY.grip);

const mitreSaw: Draw = (c) =>
  rect(50, 300, 300, 28, GREY.dark, 6) +
  ellipse(200, 300, 110, 18, GREY.metalDark) +
  rect(80, 268, 240, 12, GREY.metal, 2) +
  rect(290, 160, 24, 120, GREY.metalDark, 4) +
  sawBlade(200, 200, 86, 36) +
  path('M110 200 a90 90 0 0 1 180 0 h-24 a66 66 0 0 0 -132 0z', c) +
  path('M150 110 q40 -60 120 -40 l20 20 q-60 -10 -110 40z', GREY.grip) +
  rect(250, 120, 70, 40, shade(c, -0.15), 10);

const compressor: Draw = (c) =>
  rect(60, 200, 280, 110, c, 55) +
  rect(80, 216, 240, 16, shade(c, 0.25), 8) +
  rect(140, 120, 130, 80, GREY.dark, 10) +
  rect(160, 100, 90, 30, GREY.grip, 6) +
  circle(300, 150, 26, GREY.light) + circle(300, 150, 20, '#fff') + line(300, 150, 312, 140, GREY.laser, 3) +
  rect(290, 176, 20, 28, GREY.metalDark, 2) +
  wheel(110, 320, 26) + rect(290, 300, 20, 40, GREY.dark, 3) +
  line(330, 210, 370, 140, GREY.grip, 8);

const airImpactWrench: Draw = (c) =>
  path('M92 120 h170 a40 40 0 0 1 0 80 h-96 l-18 100 h-62 l22 -100 h-16 a40 40 0 0 1 0 -80z', c) +
  path('M118 200 h48 l-18 100 h-48z', GREY.grip) +
  rect(270, 130, 40, 60, GREY.dark, 8) + rect(310, 146, 40, 28, GREY.metalDark, 3) + rect(350, 150, 26, 20, GREY.metal, 2) +
  rect(90, 298, 40, 16, GREY.metal, 3) +
  path('M110 314 c 0 40, -50 20, -60 60', 'none', { stroke: '#e0b400', 'stroke-width': 8, 'stroke-linecap': 'round' });

const welder: Draw = (c) =>
  rect(80, 110, 240, 190, c, 14) +
  rect(100, 130, 200, 70, GREY.dark, 8) +
  rect(116, 146, 90, 38, GREY.screen, 4) + rect(124, 156, 60, 16, GREY.glow, 2) +
  circle(250, 165, 22, GREY.grip) + line(250, 165, 262, 152, GREY.light, 4) +
  circle(130, 240, 12, GREY.black) + circle(180, 240, 12, GREY.black) +
  rect(100, 94, 200, 22, GREY.grip, 10) +
  path('M130 252 c 0 70, 80 40, 120 90', 'none', { stroke: GREY.black, 'stroke-width': 9 }) +
  path('M180 252 c 20 40, 120 30, 150 80', 'none', { stroke: '#c0392b', 'stroke-width': 9 }) +
  rect(318, 318, 40, 22, GREY.metalDark, 4);

const weldingHelmet: Draw = (c) =>
  path('M200 60 q130 0 130 150 q0 90 -60 130 h-140 q-60 -40 -60 -130 q0 -150 130 -150z', c) +
  path('M200 80 q110 0 110 80 v10 h-220 v-10 q0 -80 110 -80z', shade(c, 0.2)) +
  rect(128, 170, 144, 70, GREY.grip, 10) +
  rect(142, 182, 116, 46, '#25331f', 4) + rect(150, 190, 100, 8, 'rgba(127,209,255,0.45)', 2) +
  rect(180, 290, 40, 14, GREY.dark, 4);

const workLight: Draw = (c) =>
  path('M80 300 l40 -210 M320 300 l-40 -210', 'none', { stroke: GREY.grip, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
  rect(100, 90, 200, 150, c, 14) +
  rect(116, 104, 168, 122, GREY.dark, 8) +
  Array.from({ length: 12 }, (_, index) => circle(138 + (index % 4) * 42, 128 + Math.floor(index / 4) * 38, 12, '#fff7d1')).join('') +
  rect(150, 240, 100, 14, GREY.grip, 6) +
  path('M300 160 l70 -30 v80z', 'rgba(255,236,150,0.55)');

const pressureWasher = (hot: boolean): Draw => (c) =>
  (hot ? rect(60, 120, 280, 180, c, 20) + rect(80, 140, 120, 80, GREY.dark, 8) + circle(270, 180, 34, GREY.grip) + path('M262 168 q8 -20 16 0 q-8 20 -16 0z', '#ff9500')
    : path('M120 310 v-190 q0 -40 40 -40 h80 q40 0 40 40 v190z', c) + rect(140, 110, 120, 60, shade(c, 0.25), 10) + circle(200, 220, 46, GREY.grip) + circle(200, 220, 30, GREY.dark)) +
  wheel(hot ? 100 : 140, 318, 26) + wheel(hot ? 300 : 260, 318, 26) +
  rect(hot ? 330 : 270, 60, 14, 120, GREY.grip, 6) +
  line(60, 360, 20, 200, GREY.metalDark, 8) + rect(10, 180, 24, 50, GREY.grip, 6);

const vacuum = (industrial: boolean): Draw => (c) =>
  path(`M100 ${industrial ? 140 : 170} h200 l-20 150 h-160z`, industrial ? GREY.dark : c) +
  rect(86, industrial ? 100 : 130, 228, 56, industrial ? c : GREY.grip, 18) +
  rect(140, industrial ? 80 : 112, 120, 24, GREY.dark, 10) +
  wheel(130, 326, 16) + wheel(270, 326, 16) +
  path('M300 140 c 90 0, 80 150, 40 200', 'none', { stroke: GREY.grip, 'stroke-width': 16, 'stroke-linecap': 'round' }) +
  rect(320, 330, 60, 14, GREY.metalDark, 5) +
  (industrial ? rect(110, 200, 180, 14, shade(c, 0.2), 7) : '');

const scrubber: Draw = (c) =>
  rect(70, 170, 240, 140, c, 18) + rect(86, 186, 208, 24, shade(c, 0.25), 10) +
  rect(60, 300, 260, 18, GREY.dark, 6) + ellipse(130, 322, 50, 10, '#3aa0ff') +
  wheel(270, 322, 22) +
  line(290, 180, 340, 80, GREY.grip, 12) + rect(316, 66, 60, 18, GREY.grip, 8) +
  rect(200, 140, 80, 34, GREY.dark, 8);

const sweeper: Draw = (c) =>
  rect(90, 190, 220, 110, c, 16) + rect(106, 206, 188, 20, shade(c, 0.25), 10) +
  ellipse(100, 310, 46, 14, '#b08d57') + wheel(280, 310, 24) + wheel(170, 314, 18) +
  line(300, 200, 350, 90, GREY.grip, 12) + rect(330, 76, 56, 18, GREY.grip, 8);

const lawnMower: Draw = (c, cordless) =>
  path('M60 300 q0 -70 70 -70 h150 q60 0 60 70z', c) +
  rect(70, 250, 260, 16, shade(c, 0.25), 8) +
  wheel(100, 308, 30) + wheel(300, 308, 30) +
  rect(150, 196, 110, 40, GREY.dark, 12) +
  path('M250 230 l80 -160 M274 230 l80 -160', 'none', { stroke: GREY.grip, 'stroke-width': 10, 'stroke-linecap': 'round' }) +
  rect(320, 60, 60, 16, GREY.grip, 8) +
  rect(40, 200, 100, 50, '#5b6b3a', 12) +
  (cordless ? batteryPack(160, 190, 90, c) : cord(350, 70, 30, 60));

const roboticMower: Draw = (c) =>
  path('M50 280 q10 -140 150 -140 q140 0 150 140z', c) +
  path('M90 250 q20 -80 110 -80 q90 0 110 80z', shade(c, 0.2)) +
  rect(160, 180, 80, 26, GREY.screen, 8) + rect(170, 188, 40, 10, GREY.glow, 3) +
  rect(50, 276, 300, 20, GREY.dark, 10) + wheel(100, 300, 26) + wheel(300, 300, 26) +
  path('M10 330 q190 -30 380 0', 'none', { stroke: '#6ab04c', 'stroke-width': 10 });

const trimmer: Draw = (c, cordless) =>
  line(80, 90, 300, 290, GREY.metalDark, 10) +
  rect(60, 70, 80, 48, c, 16) +
  rect(150, 150, 16, 50, GREY.grip, 7) + line(120, 180, 200, 120, GREY.grip, 8) +
  path('M290 270 h70 l-10 40 h-60z', c) + ellipse(320, 316, 36, 8, GREY.dark) +
  line(300, 320, 250, 340, '#7ed957', 3) + line(340, 320, 390, 340, '#7ed957', 3) +
  (cordless ? batteryPack(40, 110, 70, c) : cord(70, 95, -40, 40));

const chainsaw: Draw = (c, cordless) =>
  path('M60 170 q0 -50 50 -50 h110 q40 0 40 40 v80 h-200z', c) +
  rect(84, 132, 110, 16, shade(c, 0.25), 8) +
  path('M90 120 q30 -60 120 -50 q20 2 20 22 h-24 q-80 -10 -100 28z', GREY.grip) +
  path('M250 170 h120 q26 0 26 22 q0 22 -26 22 h-120z', GREY.metal) +
  path('M250 170 h120 q26 0 26 22 q0 22 -26 22 h-120z', 'none', { stroke: GREY.black, 'stroke-width': 5, 'stroke-dasharray': '6 5' }) +
  rect(226, 150, 28, 90, GREY.dark, 6) +
  (cordless ? batteryPack(90, 240, 110, c) : cord(60, 200, -40, 80));

const hedgeTrimmer: Draw = (c, cordless) =>
  path('M60 170 q0 -40 40 -40 h120 q30 0 30 40 v40 h-190z', c) +
  path('M80 130 q20 -50 80 -50 q40 0 40 30 h-20 q0 -12 -20 -12 q-40 0 -56 32z', GREY.grip) +
  rect(240, 180, 150, 16, GREY.metal, 3) +
  Array.from({ length: 10 }, (_, index) => path(`M${248 + index * 14} 180 l7 -12 l7 12z M${248 + index * 14} 196 l7 12 l7 -12z`, GREY.metalDark)).join('') +
  rect(228, 160, 24, 56, GREY.dark, 6) +
  (cordless ? batteryPack(90, 214, 100, c) : cord(60, 190, -40, 80));

const leafBlower: Draw = (c, cordless) =>
  path('M60 220 q0 -90 90 -90 h60 q40 0 40 40 v50 q0 40 -40 40 h-110z', c) +
  path('M90 130 q10 -50 70 -50 q30 0 30 26 h-24 q0 -6 -10 -6 q-30 0 -40 30z', GREY.grip) +
  path('M240 170 l130 40 v26 l-130 4z', GREY.dark) +
  path('M372 206 q20 10 0 30', 'none', { stroke: '#9ad0a0', 'stroke-width': 4 }) +
  (cordless ? batteryPack(80, 262, 100, c) : cord(70, 240, -40, 80));

const snowThrower: Draw = (c) =>
  path('M50 320 v-100 q0 -40 40 -40 h140 v140z', c) +
  circle(140, 270, 50, GREY.dark) + path('M100 270 q40 -30 80 0 q-40 30 -80 0z', GREY.metal) +
  path('M200 180 l30 -110 h40 l-20 110z', shade(c, -0.2)) +
  rect(230, 200, 90, 90, GREY.grip, 12) + wheel(290, 310, 30) +
  line(300, 210, 370, 90, GREY.grip, 10) + rect(350, 76, 44, 16, GREY.grip, 8);

const lineLaser: Draw = (c) =>
  path('M200 150 L20 60 M200 150 L20 240 M200 150 L380 60 M200 150 L380 240', 'none', { stroke: GREY.laser, 'stroke-width': 3, opacity: 0.8 }) +
  line(200, 20, 200, 380, GREY.laser, 3, { opacity: 0.8 }) +
  rect(130, 110, 140, 150, c, 20) + rect(150, 130, 100, 50, GREY.dark, 10) + circle(200, 155, 14, GREY.laser) +
  rect(150, 200, 100, 40, shade(c, 0.25), 10) +
  rect(170, 260, 60, 20, GREY.grip, 4) + path('M150 340 l50 -60 l50 60z', GREY.metalDark);

const distanceMeter: Draw = (c) =>
  rect(140, 60, 120, 280, c, 24) +
  rect(156, 80, 88, 80, GREY.screen, 8) + rect(166, 100, 68, 18, GREY.glow, 3) + rect(166, 128, 40, 10, '#3e5c6e', 2) +
  circle(200, 200, 22, GREY.grip) + circle(200, 200, 10, shade(c, 0.3)) +
  rect(166, 240, 28, 18, GREY.dark, 5) + rect(206, 240, 28, 18, GREY.dark, 5) + rect(166, 270, 68, 18, GREY.dark, 5) +
  line(200, 56, 200, 10, GREY.laser, 4);

const wallScanner: Draw = (c) =>
  rect(110, 110, 180, 200, c, 40) +
  circle(200, 250, 38, GREY.grip) + circle(200, 250, 24, shade(c, 0.3)) +
  rect(140, 130, 120, 70, GREY.screen, 8) + rect(150, 150, 100, 6, GREY.glow, 2) + rect(150, 166, 64, 6, '#ffcc00', 2) +
  rect(60, 330, 280, 16, '#c8b79a', 2) + rect(140, 324, 16, 28, '#8a5a2b') + rect(250, 330, 40, 16, '#c0392b');

const thermalCamera: Draw = (c) =>
  path('M120 230 h70 l-20 110 h-60z', GREY.grip) +
  rect(90, 70, 220, 170, c, 20) +
  rect(112, 90, 176, 120, GREY.screen, 8) +
  `<defs><linearGradient id="ir" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#2b1d8f"/><stop offset="0.5" stop-color="#e23b6b"/><stop offset="1" stop-color="#ffd23f"/></linearGradient></defs>` +
  rect(120, 98, 160, 104, 'url(#ir)', 4) + circle(200, 150, 6, '#fff') +
  rect(300, 110, 40, 60, GREY.dark, 10) + circle(320, 140, 14, GREY.black);

const multimeter: Draw = (c) =>
  rect(120, 50, 160, 290, c, 26) + rect(134, 64, 132, 262, GREY.dark, 16) +
  rect(148, 78, 104, 60, '#c8d5b9', 6) + rect(160, 96, 70, 24, '#3b4a32', 2) +
  circle(200, 210, 46, GREY.grip) + circle(200, 210, 30, GREY.metalDark) + line(200, 210, 222, 186, GREY.light, 6) +
  circle(160, 300, 10, GREY.black) + circle(200, 300, 10, '#c0392b') + circle(240, 300, 10, GREY.black) +
  path('M200 300 c -20 60, -120 30, -150 80', 'none', { stroke: '#c0392b', 'stroke-width': 6 }) +
  path('M160 300 c -10 40, -100 40, -140 50', 'none', { stroke: GREY.black, 'stroke-width': 6 });

const battery: Draw = (c) =>
  rect(90, 150, 220, 130, GREY.grip, 18) +
  rect(100, 110, 200, 56, c, 12) +
  rect(140, 96, 120, 26, shade(c, -0.25), 6) +
  rect(110, 190, 180, 20, shade(c, 0.2), 6) +
  [0, 1, 2, 3].map((index) => rect(150 + index * 26, 240, 18, 10, index < 3 ? '#4cd964' : GREY.dark, 2)).join('') +
  rect(290, 232, 20, 26, GREY.dark, 4);

const charger: Draw = (c) =>
  path('M70 300 l20 -120 h220 l20 120z', GREY.grip) +
  rect(110, 150, 180, 50, c, 12) +
  rect(130, 130, 140, 30, shade(c, -0.25), 6) +
  circle(120, 250, 8, '#4cd964') + circle(150, 250, 8, '#ff9500') +
  path('M330 290 c 40 0, 40 60, 70 60', 'none', { stroke: GREY.grip, 'stroke-width': 8 });

const drillBits: Draw = (c) =>
  rect(50, 90, 300, 220, GREY.grip, 16) + rect(50, 90, 300, 50, c, 16) + rect(50, 124, 300, 16, c) +
  rect(66, 150, 268, 144, GREY.dark, 8) +
  Array.from({ length: 9 }, (_, index) => {
    const x = 86 + index * 28;
    const length = 60 + index * 8;
    return rect(x, 282 - length, 8 + index * 0.6, length, GREY.metal, 2) + path(`M${x} ${282 - length} l${4 + index * 0.3} -12 l${4 + index * 0.3} 12z`, GREY.metal) +
      line(x + 1, 272 - length / 2, x + 7, 262 - length / 2, GREY.metalDark, 2);
  }).join('');

const sawBladeArt: Draw = (c) =>
  sawBlade(200, 200, 150, 40) + circle(200, 200, 70, c) + circle(200, 200, 18, GREY.light) +
  path('M150 200 a50 50 0 0 1 100 0', 'none', { stroke: '#fff', 'stroke-width': 6, opacity: 0.6 });

const sandingDiscs: Draw = (c) =>
  [0, 1, 2].map((index) => ellipse(200, 270 - index * 28, 140, 40, index === 2 ? '#c9a66b' : shade('#c9a66b', -0.1 * (2 - index)))).join('') +
  Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI * 2 * index) / 6;
    return ellipse(200 + 80 * Math.cos(angle), 214 + 22 * Math.sin(angle), 9, 4, GREY.dark);
  }).join('') +
  ellipse(200, 214, 10, 4, GREY.dark) +
  rect(150, 80, 100, 60, c, 10) + rect(160, 92, 80, 10, '#fff', 3);

/** Drawing per leaf category key of the seed. */
export const PRODUCT_ART: Readonly<Record<string, Draw>> = {
  'cordless-drill-drivers': drill,
  'cordless-impact-drivers': impactDriver,
  'cordless-angle-grinders': angleGrinder,
  'hammer-drills': hammerDrill,
  'angle-grinders': angleGrinder,
  jigsaws: jigsaw,
  'circular-saws': circularSaw,
  'orbital-sanders': orbitalSander,
  'electric-planers': planer,
  'bench-drills': benchDrill,
  'mitre-saws': mitreSaw,
  compressors: compressor,
  'air-impact-wrenches': airImpactWrench,
  'inverter-welders': welder,
  'welding-helmets': weldingHelmet,
  'led-work-lights': workLight,
  'cold-water-pressure-washers': pressureWasher(false),
  'hot-water-pressure-washers': pressureWasher(true),
  'wet-dry-vacuums': vacuum(false),
  'industrial-vacuums': vacuum(true),
  'scrubber-dryers': scrubber,
  sweepers: sweeper,
  'lawn-mowers': lawnMower,
  'robotic-mowers': roboticMower,
  'grass-trimmers': trimmer,
  chainsaws: chainsaw,
  'hedge-trimmers': hedgeTrimmer,
  'leaf-blowers': leafBlower,
  'snow-throwers': snowThrower,
  'line-lasers': lineLaser,
  'laser-distance-meters': distanceMeter,
  'wall-scanners': wallScanner,
  'thermal-cameras': thermalCamera,
  multimeters: multimeter,
  batteries: battery,
  chargers: charger,
  'drill-bits': drillBits,
  'saw-blades': sawBladeArt,
  'sanding-discs': sandingDiscs,
};

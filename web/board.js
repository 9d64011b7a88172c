// board.js - draws a position and its scoring marks as SVG (no library).
//
// renderBoard(svg, view) with view = {size: [w, h], colors: "0120..."
// (one digit a point, row by row), reason/owner/dead: same form or absent,
// group: the group of each point (or absent), proof: the result's proof
// map joined (one character a point, '.' empty, e/n/k/u judged), last:
// index of the last move or -1}.  Each point gets a <g> with data-point
// (index), data-name ("D4") and, on stones, data-group, so that clicks,
// the hover outline of a whole group (highlightGroup) and tests can find
// it.  The marks follow the legend that legendSvg() draws.

import { pointName } from './seichi.js';

const NS = 'http://www.w3.org/2000/svg';
const CELL = 30;
const MARGIN = 30;

// Reason codes (SEICHI_PT_* of include/seichi.h).
export const PT = { DAME: 0, TERRITORY: 1, STONE: 2, DEAD: 3, SEKI_STONE: 4, SEKI_EYE: 5,
    FALSE_EYE: 6, FORCED: 7, KO: 8 };

export const LEGEND = [
    ['territory-black', 'Black territory'],
    ['territory-white', 'White territory'],
    ['dead', 'dead stone (counts for the other side)'],
    ['seki', 'stone alive in seki'],
    ['seki-eye', 'empty point in seki (no territory)'],
    ['dame', 'dame (neutral point)'],
    ['false-eye', 'false eye (must be filled; no point)'],
    ['forced', 'forced connection (must be filled)'],
    ['ko', 'ko to be filled'],
    ['outline', 'dashed orange outline: the group a click marks (solid: the group explained in the panel)'],
    ['uncertain', 'blue dotted square behind a stone: uncertain — its life, death or seki was judged, not proved'],
];

// Proof map characters of a judged decision (seichi_result_proof
// SEICHI_JUDGED_*: eye count, enclosed, seki rule, open border).
const JUDGED = 'enku';

function starPoints(w, h) {
    if (w !== h || w < 7) return [];
    const e = w >= 13 ? 3 : 2;
    const lines = [e, w - 1 - e];
    if (w % 2 === 1 && w >= 9) lines.splice(1, 0, (w - 1) / 2);
    const pts = [];
    for (const y of lines) for (const x of lines) pts.push([x, y]);
    return pts;
}

function columnLabel(size, x) {
    return pointName(size, x).replace(/\d+$/, '');
}

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// Marks drawn on top of a point (cx, cy = centre).  Returns SVG text.
function markSvg(kind, cx, cy, stoneColor) {
    const r = CELL * 0.47;
    const s = CELL * 0.36;
    switch (kind) {
    case 'territory-black':
        return `<rect class="terr terr-b" x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}"/>`;
    case 'territory-white':
        return `<rect class="terr terr-w" x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}"/>`;
    case 'seki':
        return `<circle class="seki-ring" cx="${cx}" cy="${cy}" r="${r * 0.55}"/>`;
    case 'seki-eye':
        return `<circle class="seki-eye" cx="${cx}" cy="${cy}" r="${CELL * 0.2}"/>`;
    case 'dame':
        return `<circle class="dame" cx="${cx}" cy="${cy}" r="${CELL * 0.1}"/>`;
    case 'false-eye': {
        const d = CELL * 0.2;
        return `<path class="false-eye" d="M${cx - d} ${cy - d}L${cx + d} ${cy + d}M${cx + d} ${cy - d}L${cx - d} ${cy + d}"/>`;
    }
    case 'forced': {
        const d = CELL * 0.24;
        return `<path class="forced" d="M${cx} ${cy - d}L${cx + d} ${cy}L${cx} ${cy + d}L${cx - d} ${cy}Z"/>`;
    }
    case 'ko': {
        const d = CELL * 0.25;
        return `<path class="ko" d="M${cx} ${cy - d}L${cx + d} ${cy + d * 0.8}L${cx - d} ${cy + d * 0.8}Z"/>`;
    }
    case 'outline':
        return `<circle class="outline" cx="${cx}" cy="${cy}" r="${CELL * 0.5}"/>`;
    case 'uncertain': {
        const d = CELL * 0.5 - 1;
        return `<rect class="uncertain" x="${cx - d}" y="${cy - d}" width="${2 * d}" height="${2 * d}" rx="3"/>`;
    }
    case 'last':
        return `<circle class="last ${stoneColor === 1 ? 'on-black' : 'on-white'}" cx="${cx}" cy="${cy}" r="${r * 0.45}"/>`;
    default:
        return '';
    }
}

function stoneSvg(color, cx, cy, extraClass) {
    const r = CELL * 0.47;
    return `<circle class="stone ${color === 1 ? 'black' : 'white'}${extraClass}" cx="${cx}" cy="${cy}" r="${r}"/>`;
}

function pointMarks(view, i) {
    const color = view.colors.charCodeAt(i) - 48;
    if (!view.reason) return { stone: color, cls: '', marks: [] };
    const reason = view.reason.charCodeAt(i) - 48;
    const owner = view.owner ? view.owner.charCodeAt(i) - 48 : 0;
    const terr = owner === 1 ? 'territory-black' : owner === 2 ? 'territory-white' : null;
    switch (reason) {
    case PT.TERRITORY: return { stone: color, cls: '', marks: terr ? [terr] : [] };
    case PT.DEAD: return { stone: color, cls: ' dead', marks: terr ? [terr] : [] };
    case PT.SEKI_STONE: return { stone: color, cls: '', marks: ['seki'] };
    case PT.SEKI_EYE: return { stone: color, cls: '', marks: ['seki-eye'] };
    case PT.FALSE_EYE: return { stone: color, cls: '', marks: ['false-eye'] };
    case PT.FORCED: return { stone: color, cls: '', marks: ['forced'] };
    case PT.KO: return { stone: color, cls: '', marks: ['ko'] };
    case PT.DAME: return { stone: color, cls: '', marks: color ? [] : ['dame'] };
    default: return { stone: color, cls: '', marks: [] };
    }
}

/** Draws view into the <svg> element; returns nothing. */
export function renderBoard(svg, view) {
    const [w, h] = view.size;
    const W = MARGIN * 2 + CELL * (w - 1), H = MARGIN * 2 + CELL * (h - 1);
    const X = (x) => MARGIN + x * CELL, Y = (y) => MARGIN + y * CELL;
    const parts = [];
    parts.push(`<rect class="wood" x="0" y="0" width="${W}" height="${H}" rx="6"/>`);
    let grid = '';
    for (let x = 0; x < w; x++) grid += `M${X(x)} ${Y(0)}V${Y(h - 1)}`;
    for (let y = 0; y < h; y++) grid += `M${X(0)} ${Y(y)}H${X(w - 1)}`;
    parts.push(`<path class="grid" d="${grid}"/>`);
    for (const [x, y] of starPoints(w, h)) parts.push(`<circle class="star" cx="${X(x)}" cy="${Y(y)}" r="3"/>`);
    for (let x = 0; x < w; x++) {
        const label = esc(columnLabel(view.size, x));
        parts.push(`<text class="coord" x="${X(x)}" y="${MARGIN * 0.45}">${label}</text>`);
        parts.push(`<text class="coord" x="${X(x)}" y="${H - MARGIN * 0.3}">${label}</text>`);
    }
    for (let y = 0; y < h; y++) {
        parts.push(`<text class="coord" x="${MARGIN * 0.4}" y="${Y(y) + 4}">${h - y}</text>`);
        parts.push(`<text class="coord" x="${W - MARGIN * 0.4}" y="${Y(y) + 4}">${h - y}</text>`);
    }
    for (let i = 0; i < w * h; i++) {
        const x = i % w, y = Math.floor(i / w);
        const cx = X(x), cy = Y(y);
        const m = pointMarks(view, i);
        const grp = m.stone && view.group ? ` data-group="${view.group[i]}"` : '';
        const cls = m.stone ? ' has-stone' + (m.stone && view.group && view.group[i] === view.selected ? ' selected' : '') : '';
        let g = `<g class="pt${cls}" data-point="${i}" data-name="${pointName(view.size, i)}"${grp}>`;
        // only stones take clicks (the hit square fills the cell's corners);
        // the outline is drawn on the selected group, and on hover by
        // highlightGroup: fewer elements, a faster first paint
        if (m.stone) {
            g += `<rect class="hit" x="${cx - CELL / 2}" y="${cy - CELL / 2}" width="${CELL}" height="${CELL}"/>`;
            // under the stone: its corners show, the outline stays clear
            if (view.proof && JUDGED.includes(view.proof[i])) g += markSvg('uncertain', cx, cy);
            g += stoneSvg(m.stone, cx, cy, m.cls);
            if (cls.includes('selected')) g += markSvg('outline', cx, cy);
        }
        for (const k of m.marks) g += markSvg(k, cx, cy, m.stone);
        if (i === view.last && m.stone) g += markSvg('last', cx, cy, m.stone);
        parts.push(g + '</g>');
    }
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    svg.style.setProperty('--board-max', `${Math.min(760, Math.max(360, 40 * (w + 1)))}px`);
    svg.style.setProperty('--board-ratio', `${W} / ${H}`);
    svg.setAttribute('data-size', `${w}x${h}`);
    svg.innerHTML = parts.join('');
}

/** Outlines every stone of group k (the hover of a click target); -1 clears. */
export function highlightGroup(svg, k) {
    for (const g of svg.querySelectorAll('g.pt.hover')) {
        g.classList.remove('hover');
        if (!g.classList.contains('selected')) g.querySelector('.outline')?.remove();
    }
    if (k < 0) return;
    for (const g of svg.querySelectorAll(`g.pt[data-group="${k}"]`)) {
        g.classList.add('hover');
        const stone = g.querySelector('.stone');
        if (!stone || g.querySelector('.outline')) continue;
        const ring = document.createElementNS(NS, 'circle');
        ring.setAttribute('class', 'outline');
        for (const a of ['cx', 'cy']) ring.setAttribute(a, stone.getAttribute(a));
        ring.setAttribute('r', String(CELL * 0.5));
        stone.after(ring);
    }
}

/** A small SVG icon for one legend entry. */
export function legendSvg(kind) {
    const c = CELL / 2;
    let body = '';
    if (kind === 'dead') body = stoneSvg(2, c, c, ' dead') + markSvg('territory-black', c, c);
    else if (kind === 'seki') body = stoneSvg(1, c, c, '') + markSvg('seki', c, c, 1);
    else if (kind === 'uncertain') body = markSvg('uncertain', c, c) + stoneSvg(1, c, c, '');
    else if (kind === 'outline') body = `<g class="pt hover">${stoneSvg(2, c, c, '')}${markSvg('outline', c, c)}</g>`;
    else body = markSvg(kind, c, c);
    return `<svg class="legend-icon" viewBox="0 0 ${CELL} ${CELL}" width="22" height="22" aria-hidden="true">` +
        `<rect class="wood" width="${CELL}" height="${CELL}" rx="3"/>${body}</svg>`;
}

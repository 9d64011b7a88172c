// explain.js - a group of the board in words: what it is, what seichi's
// analysis said about it (the lines of `seichi score --explain`, kept by
// the board as state().analysis), how it counts now, and whether that
// decision was judged rather than proved (the result's confidence:
// state().score.judged).  Pure functions.

import { PT } from './board.js';
import { pointIndex, pointName } from './seichi.js';

// The analysis' verdicts (src/analysis: dead_enclose_area.c, deadstones.c)
// as a player would say them; anything else is shown as written.
const WORDS = [
    [/^pass-alive \(Benson\)$/, 'alive unconditionally: it cannot be captured even if its owner never plays again (Benson\'s pass-alive test)'],
    [/^alive \(two eyes\)$/, 'alive: two eyes'],
    [/^alive \(part of its colour's area\)$/, 'alive: part of its colour\'s area, which the other colour cannot enter'],
    [/^alive \(not enclosed\)$/, 'alive: the other colour does not enclose it'],
    [/^alive$/, 'alive'],
    [/^seki.*$/, 'alive in seki: it shares its liberties with a group that cannot live either, so neither side can attack'],
    [/^dead \(inside the other colour's area\)$/, 'dead: it stands inside an area the other colour\'s living groups enclose'],
    [/^cannot be captured \(snapback\)$/, 'alive: a capture would be answered by a snapback'],
];

// How a judged decision was reached (seichi_proof_name of include/seichi.h).
const JUDGED_WORDS = {
    'eye-count': 'by counting its eyes; it is not pass-alive and no settled area gives it two eyes',
    'enclosed': 'because it stands in an area whose wall is not proved alive, or which has an open border',
    'seki-rule': 'by the static seki rule',
    'open-border': 'next to dame that no stone touches: its life is still at stake',
};

/** The judged decisions (state().score.judged) about chains of group k,
 * one line for the chains judged alike. */
export function judgedLines(st, k) {
    const judged = st.score && st.score.judged ? st.score.judged : [];
    const alike = new Map();
    for (const j of judged) {
        const i = pointIndex(st.size, j.point);
        if (i < 0 || st.group[i] !== k) continue;
        const key = `${j.decision} ${JUDGED_WORDS[j.reason] || `(${j.reason})`}`;
        if (!alike.has(key)) alike.set(key, []);
        alike.get(key).push(j.point);
    }
    return [...alike].map(([how, points]) =>
        `Uncertain: ${points.join(', ')} ${points.length > 1 ? 'were' : 'was'} judged ${how}, not proved.`);
}

function inWords(verdict) {
    for (const [re, words] of WORDS) if (re.test(verdict)) return words;
    return verdict;
}

// "chain White E18 (7 stones): alive (two eyes); group eyes 9" (enclosure
// method) or "group White E18 (7 stones): alive; eyes 2.0, ..." (Carta).
const LINE = /^(chain|group) (Black|White) ([A-Za-z]{1,2}\d+) \((\d+) stones?\): ([^;]*)(?:; (.*))?$/;

/** The analysis' lines about the chains of group k: [{name, stones, words, extra}]. */
export function analysisLines(st, k) {
    const out = [];
    for (const line of String(st.analysis || '').split('\n')) {
        const m = LINE.exec(line);
        if (!m) continue;
        const i = pointIndex(st.size, m[3]);
        if (i < 0 || st.group[i] !== k) continue;
        const eyes = /^group eyes (\d+)$/.exec(m[6] || '');
        out.push({
            name: m[3], stones: Number(m[4]), words: inWords(m[5].trim()),
            eyes: eyes ? Number(eyes[1]) : null, extra: eyes ? '' : (m[6] || ''),
        });
    }
    return out;
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

function statusOf(st, stones) {
    if (!st.reason) return 'not scored';
    let dead = 0, seki = 0;
    for (const i of stones) {
        const r = st.reason.charCodeAt(i) - 48;
        dead += r === PT.DEAD;
        seki += r === PT.SEKI_STONE;
    }
    if (seki) return 'alive in seki';
    if (dead === stones.length) return 'dead';
    return dead ? 'partly dead' : 'alive';
}

/** {title, summary, items} describing group k of state st.  autoDead: the
 * dead marks ('0'/'1' a point) seichi itself chose, or null. */
export function describeGroup(st, k, autoDead) {
    const stones = [];
    for (let i = 0; i < st.points; i++) if (st.group[i] === k) stones.push(i);
    if (!stones.length) return null;
    const colour = st.colors[stones[0]] === '1' ? 'Black' : 'White';
    const lines = analysisLines(st, k);
    const chains = lines.length;
    const marked = stones.some((i) => st.dead[i] === '1');
    const autoMarked = autoDead ? stones.some((i) => autoDead[i] === '1') : null;
    const now = statusOf(st, stones);
    let summary = `${plural(stones.length, 'stone', 'stones')}` + (chains > 1 ? ` in ${chains} chains` : '') +
        `. It counts as ${now}` + (now === 'dead' ? ` (its points go to ${colour === 'Black' ? 'White' : 'Black'})` : '') + '.';
    const eyes = lines.map((l) => l.eyes).filter((e) => e !== null);
    const counted = eyes.length && !autoMarked ? `${plural(Math.max(...eyes), 'eye', 'eyes')}` : '';
    if (autoMarked !== null && autoMarked !== marked)
        summary += ` You marked it ${marked ? 'dead' : 'alive'}; seichi's analysis found it ${autoMarked ? 'dead' : 'alive'}` +
            (counted ? ` (${counted})` : '') + '.';
    else if (counted) summary += ` seichi's analysis counts ${counted} for it.`;
    // chains with the same verdict on one line
    const byWords = new Map();
    for (const l of lines) {
        const key = l.words + (l.extra ? `; ${l.extra}` : '');
        if (!byWords.has(key)) byWords.set(key, { names: [], stones: 0 });
        const e = byWords.get(key);
        e.names.push(l.name);
        e.stones += l.stones;
    }
    const items = [...byWords].map(([words, e]) =>
        `${e.names.length > 1 ? 'chains ' : ''}${e.names.join(', ')} (${plural(e.stones, 'stone', 'stones')}): ${words}`);
    if (!items.length && st.analysis !== undefined)
        items.push('The analysis says nothing more about these stones.');
    items.push(...judgedLines(st, k));
    return { title: `${colour} group at ${pointName(st.size, k)}`, summary, items };
}

// link.js - links to a game and its score.
//
// Two forms:
//  - ?sgf=PATH: a record on the same site (fetched; other origins are
//    refused, so that a link can never make the page reach elsewhere);
//  - #sgf=TEXT&rules=..&komi=..&dead=D4,Q16: the record itself in the
//    fragment, so that a link works offline and is never sent to a server
//    (browsers keep the fragment to themselves).  TEXT is the file's bytes
//    percent-encoded (any charset: GB18030, Shift_JIS ... survive, and the
//    library decodes them as the command line does).
// Pure functions; app.js wires them.

// Bytes kept as they are in a fragment (RFC 3986 unreserved characters and
// a few sub-delimiters common in SGF); everything else is %XX, '&' and '='
// included (they separate the parameters), '[' and ']' too (not allowed in
// a fragment, and chat programs cut links there).
const KEEP = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$'()*+,;:@/?")
    KEEP[c.charCodeAt(0)] = 1;
const HEX = '0123456789ABCDEF';

/** Percent-encodes bytes (Uint8Array) for a URL fragment. */
export function encodeBytes(bytes) {
    let out = '';
    for (const b of bytes) out += b < 128 && KEEP[b] ? String.fromCharCode(b) : '%' + HEX[b >> 4] + HEX[b & 15];
    return out;
}

const encoder = new TextEncoder();

/** The bytes of a percent-encoded string (other characters as UTF-8). */
export function decodeBytes(text) {
    const out = [];
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
            out.push(parseInt(text.slice(i + 1, i + 3), 16));
            i += 2;
        } else if (c.charCodeAt(0) < 128) {
            out.push(c.charCodeAt(0));
        } else {
            const cp = text.codePointAt(i);
            const s = String.fromCodePoint(cp);
            out.push(...encoder.encode(s));
            i += s.length - 1;
        }
    }
    return Uint8Array.from(out);
}

/** Parameters of a fragment "#sgf=..&rules=..": {sgf: Uint8Array, name,
 * rules, komi, dead: [names], move}, or null when it holds no sgf. */
export function parseFragment(hash) {
    const h = String(hash || '').replace(/^#/, '');
    if (!h) return null;
    const params = {};
    for (const part of h.split('&')) {
        const eq = part.indexOf('=');
        if (eq > 0) params[part.slice(0, eq)] = part.slice(eq + 1);
    }
    if (params.sgf === undefined) return null;
    const text = (key) => (params[key] === undefined ? undefined : new TextDecoder().decode(decodeBytes(params[key])));
    const komi = text('komi');
    const move = text('move');
    return {
        sgf: decodeBytes(params.sgf),
        name: text('name') || 'shared.sgf',
        rules: text('rules') || '',
        komi: komi !== undefined && komi !== '' && Number.isFinite(Number(komi)) ? Number(komi) : undefined,
        dead: params.dead !== undefined ? text('dead').split(',').filter((s) => /^[A-Za-z]{1,2}\d+$/.test(s)) : undefined,
        move: move !== undefined && /^\d+$/.test(move) ? Number(move) : undefined,
    };
}

const encText = (s) => encodeBytes(encoder.encode(String(s)));

/** A fragment holding the record and the state: "#sgf=..&name=..". */
export function buildFragment({ sgf, name, rules, komi, dead, move }) {
    const bytes = typeof sgf === 'string' ? encoder.encode(sgf) : sgf;
    let f = '#sgf=' + encodeBytes(bytes);
    if (name) f += '&name=' + encText(name);
    if (rules) f += '&rules=' + encText(rules);
    if (komi !== undefined && komi !== null && komi !== '') f += '&komi=' + encText(komi);
    if (dead) f += '&dead=' + encText(dead.join(','));
    if (move !== undefined && move !== null) f += '&move=' + move;
    return f;
}

/** The record a "?sgf=PATH" query names: {url, name} on the page's own
 * origin, {error} for any other origin, null without the parameter. */
export function queryRecord(href) {
    const page = new URL(href);
    const value = page.searchParams.get('sgf');
    if (value === null) return null;
    let url;
    try {
        url = new URL(value, page);
    } catch (e) {
        return { error: `?sgf=${value}: not a link` };
    }
    if (url.origin !== page.origin || !/^https?:$/.test(url.protocol))
        return { error: `?sgf=${value}: only records on this site (${page.origin}) are loaded; download the file and open it instead` };
    const name = decodeURIComponent(url.pathname.split('/').pop() || '') || 'linked.sgf';
    return { url: url.href, name };
}

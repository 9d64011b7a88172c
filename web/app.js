// app.js - the scoring page: open / drop / paste / link an SGF, show the
// final position with seichi's marks, toggle whole groups dead or alive,
// explain a group, change rules and komi, look at any move, share a link,
// say how sure the result is (the library's confidence, its uncertain
// groups framed on the board) and download the scored game as SGF.
// All the Go logic is in the WebAssembly module (seichi.js); the words of
// a group come from the analysis (explain.js), links from link.js.
//
// Test hooks: <html data-ready="1"> once the module is loaded (and
// window.seichiPage.readyMs, the time since navigation start);
// window.seichiPage.resultMs: when the first result was drawn (the frame
// after it, so painted); performance marks seichi-app (this module runs),
// seichi-ready, seichi-scored and seichi-result;
// window.seichiPage.loadText(text, name) loads an SGF like a paste does.
// index.html starts compiling the wasm (window.seichiWasm) before the
// modules load; init() instantiates it.

import { init, REASONS, pointIndex, pointName } from './seichi.js';
import { renderBoard, legendSvg, highlightGroup, LEGEND, PT } from './board.js';
import { describeGroup } from './explain.js';
import { buildFragment, parseFragment, queryRecord } from './link.js';

performance.mark('seichi-app');
const $ = (id) => document.getElementById(id);
const encoder = new TextEncoder();

const page = {
    seichi: null,
    game: null,       // Game of the loaded record
    board: null,      // Board of its final position (scored, explain on)
    bytes: null,      // the record's bytes (for links)
    filename: '',
    info: null,       // show() of the final position
    move: 0,
    userMarked: false,
    autoDead: null,   // seichi's own dead marks ('0'/'1' a point)
    selected: -1,     // the group explained, or -1
};
window.seichiPage = page;

function showError(message) {
    const box = $('error');
    box.textContent = message;
    box.hidden = false;
}

function clearError() {
    $('error').hidden = true;
    $('error').textContent = '';
}

function freeGame() {
    if (page.board) page.board.free();
    if (page.game) page.game.free();
    page.board = page.game = page.info = null;
}

function showWorkspace(on) {
    for (const id of ['result-box', 'board-panel', 'score-panel']) $(id).hidden = !on;
}

// Loads a record; opts (from a link): {rules, komi, dead: [names], move,
// fromLink}.  A record opened otherwise drops the page's link to the last
// one (a reload then shows the empty page, not a stale game).
function loadBytes(input, filename, opts = {}) {
    clearError();
    if (!opts.fromLink && /[?&]sgf=|#sgf=/.test(location.search + location.hash))
        history.replaceState(null, '', location.pathname);
    const bytes = typeof input === 'string' ? encoder.encode(input) : input;
    let game;
    try {
        game = page.seichi.game(bytes, { filename });
    } catch (e) {
        freeGame();
        showWorkspace(false);
        $('result').dataset.result = '';
        $('status').textContent = '';
        showError(`Could not read ${filename}: ${e.message}`);
        return false;
    }
    freeGame();
    page.game = game;
    page.bytes = bytes;
    page.filename = filename;
    page.info = game.show(-1);
    page.userMarked = false;
    page.selected = -1;
    page.board = game.board(-1);
    page.board.setExplain(true);
    page.recordedRules = page.board.state().rules; // RU mapped to a preset by the library
    page.hasMarkup = game.markupCount() > 0;
    $('markup-dead').hidden = !page.hasMarkup;
    $('rules').value = opts.rules && [...$('rules').options].some((o) => o.value === opts.rules) ? opts.rules : '';
    $('komi').value = opts.komi !== undefined ? opts.komi : page.info.komi;
    const slider = $('move');
    slider.max = String(game.moveCount);
    page.move = opts.move !== undefined ? Math.min(opts.move, game.moveCount) : game.moveCount;
    slider.value = String(page.move);
    showWorkspace(true);
    $('share-url').hidden = true;
    $('share-note').textContent = '';
    $('status').textContent = '';
    describeGame();
    rescore(true);
    if (opts.dead) applyDead(opts.dead);
    if (page.resultMs === undefined) {
        performance.mark('seichi-scored');
        // the frame after this one: the result has been painted
        requestAnimationFrame(() => requestAnimationFrame(() => {
            if (page.resultMs !== undefined) return;
            page.resultMs = performance.now();
            performance.mark('seichi-result');
        }));
    }
    return true;
}

page.loadText = (text, name = 'pasted.sgf') => loadBytes(text, name);

// Dead stones named in a link: marks exactly those chains.
function applyDead(names) {
    const st = page.board.state();
    const marks = new Array(st.points).fill(0);
    for (const name of names) {
        const i = pointIndex(st.size, name);
        if (i >= 0 && st.colors[i] !== '0') marks[i] = 1;
    }
    try {
        page.board.setDead(marks);
        page.userMarked = true;
        page.markSource = 'the marks of the link';
    } catch (e) {
        showError(e.message);
    }
    render();
}

function describeGame() {
    const i = page.info.info;
    const who = (name, rank) => (name || '?') + (rank ? ` (${rank})` : '');
    const title = $('game-title');
    title.textContent = '';
    const file = document.createElement('span');
    file.className = 'file';
    file.textContent = page.filename;
    const players = document.createElement('span');
    players.className = 'players';
    players.textContent = `Black ${who(i.black, i.black_rank)} vs White ${who(i.white, i.white_rank)}` + (i.date ? ` — ${i.date}` : '');
    title.append(file, ' — ', players);
    $('recorded').textContent = `Recorded: rules ${i.rules || '(none)'}, komi ${page.info.komi}, handicap ${page.info.handicap}, ` +
        `result ${i.result || '(none)'}; ${page.info.moves} moves; prisoners B ${page.info.captures.black}, W ${page.info.captures.white}.`;
    $('warnings').textContent = page.game.warnings ? `Warnings: ${page.game.warnings}` : '';
}

// Applies the rules / komi controls to the board and scores it: automatic
// dead stones unless the user has marked groups (or asked for the markup).
function rescore(auto, markup = false) {
    const b = page.board;
    try {
        const rules = $('rules').value;
        b.setRules(rules || page.recordedRules);
        const k = $('komi').value.trim();
        b.setKomi(k === '' ? page.info.komi : Number(k));
        if (markup) {
            b.markupDead();
            page.userMarked = true;
            page.markSource = 'the record\'s TB/TW markup';
        } else if (auto || !page.userMarked) {
            page.userMarked = false;
            page.markSource = '';
            page.autoDead = b.score().dead;
        } else {
            b.setDead(Array.from(b.state().dead, (c) => (c === '1' ? 1 : 0)));
        }
    } catch (e) {
        showError(`Scoring failed: ${e.message}`);
    }
    render();
}

function render() {
    if (!page.game) return;
    const atEnd = page.move >= page.game.moveCount;
    document.body.classList.toggle('scoring', atEnd);
    if (atEnd) {
        const st = page.board.state();
        renderBoard($('board'), { ...st, last: page.info.last ? page.info.last.index : -1, selected: page.selected,
            proof: st.score && st.score.proof_map ? st.score.proof_map.join('') : null });
        renderScore(st);
        renderConfidence(st);
        renderGroup(st);
    } else {
        const sh = page.game.show(page.move);
        renderBoard($('board'), { size: sh.size, colors: sh.colors, last: sh.last ? sh.last.index : -1 });
        $('result').textContent = 'Move ' + page.move;
        $('result').dataset.result = '';
        $('result-note').textContent = 'The score is shown at the final position (End key, or the slider to the end).';
        $('recorded-result').textContent = '';
        $('breakdown').innerHTML = '';
        $('group-info').hidden = true;
        $('confidence').hidden = true;
    }
    const last = atEnd ? page.info.last : page.game.show(page.move).last;
    $('move-label').textContent = `move ${page.move} / ${page.game.moveCount}` +
        (last ? ` — ${last.player === 'black' ? 'B' : 'W'} ${last.point}` : '');
}

function renderGroup(st) {
    const box = $('group-info');
    const d = page.selected >= 0 ? describeGroup(st, page.selected, page.autoDead) : null;
    box.hidden = !d;
    if (!d) return;
    box.dataset.group = pointName(st.size, page.selected);
    $('group-title').textContent = d.title;
    $('group-summary').textContent = d.summary;
    const ul = $('group-why');
    ul.textContent = '';
    for (const item of d.items) {
        const li = document.createElement('li');
        li.textContent = item;
        ul.append(li);
    }
}

// How sure the result is, in the library's words (the line `seichi score`
// prints under the result), with what it means for the player.
function renderConfidence(st) {
    const box = $('confidence');
    const sc = st.score;
    if (!sc || !sc.confidence) {
        box.hidden = true;
        box.dataset.level = '';
        return;
    }
    box.hidden = false;
    box.dataset.level = sc.confidence;
    const line = sc.confidence_line || sc.confidence;
    const detail = line.replace(/^[a-z ]+:\s*/, '');
    const framed = sc.uncertain_groups && sc.uncertain_groups.length;
    $('confidence-level').textContent = { certain: 'Certain', uncertain: 'Uncertain', unfinished: 'Unfinished game' }[sc.confidence] || sc.confidence;
    $('confidence-detail').textContent =
        sc.confidence === 'certain' ? '— every decision that changes the score is proved.'
        : sc.confidence === 'unfinished' ? '— the score is an estimate: borders are still open.'
        : `— ${detail}.` + (framed ? ' Framed in blue on the board: judged, not proved.' : '');
    box.title = line;
}

const fmt = (v) => (typeof v === 'number' ? String(Math.round(v * 100) / 100) : v === null || v === undefined ? '' : String(v));

// Finds per-player numbers in the result JSON, whatever nesting it uses.
function playerTables(score) {
    for (const key of [null, 'breakdown', 'score', 'players', 'points']) {
        const o = key ? score[key] : score;
        if (o && typeof o === 'object' && o.black && o.white && typeof o.black === 'object')
            return [o.black, o.white];
    }
    return null;
}

function countMarks(st) {
    const c = { territory: [0, 0, 0], dead: [0, 0, 0], seki: 0, dame: 0, special: 0 };
    for (let i = 0; i < st.points; i++) {
        const r = st.reason.charCodeAt(i) - 48, o = st.owner.charCodeAt(i) - 48;
        const col = st.colors.charCodeAt(i) - 48;
        if (r === PT.TERRITORY) c.territory[o]++;
        else if (r === PT.DEAD) c.dead[col]++;
        else if (r === PT.SEKI_STONE || r === PT.SEKI_EYE) c.seki++;
        else if (r === PT.DAME) c.dame += col === 0;
        else if (r === PT.FALSE_EYE || r === PT.FORCED || r === PT.KO) c.special++;
    }
    return c;
}

function renderScore(st) {
    const res = $('result');
    if (!st.score) {
        res.textContent = 'not scored';
        res.dataset.result = '';
        $('breakdown').innerHTML = '';
        $('result-note').textContent = st.error || '';
        return;
    }
    const result = st.result;
    const winner = result.startsWith('B+') ? 'Black' : result.startsWith('W+') ? 'White' : null;
    res.textContent = winner ? `${winner} wins by ${result.slice(2)} (${result})` : `Draw (${result})`;
    res.dataset.result = result;
    res.dataset.margin = String(st.margin);
    $('result-note').textContent = `${st.rules} rules, komi ${fmt(st.komi)}` +
        (page.userMarked ? ` — dead stones: ${page.markSource}` : ' — dead stones decided by seichi');
    const rec = page.info.info.result;
    const recorded = /^[BW]\+\d/.test(rec || '') ? `${rec[0]}+${Number(rec.slice(2))}` : rec;
    $('recorded-result').textContent = rec ? `Recorded result: ${rec} — ${recorded === result ? 'seichi agrees' : 'seichi differs'}` : '';
    $('recorded-result').className = rec ? (recorded === result ? 'agree' : 'differ') : '';
    const rows = [];
    const tables = playerTables(st.score);
    if (tables) {
        const [b, w] = tables;
        const keys = Object.keys(b).filter((k) => typeof b[k] === 'number' || typeof w[k] === 'number');
        for (const k of keys) rows.push([k.replace(/_/g, ' '), fmt(b[k]), fmt(w[k])]);
    }
    const c = countMarks(st);
    let html = '<thead><tr><th></th><th>Black</th><th>White</th></tr></thead><tbody>';
    for (const [k, b, w] of rows)
        html += `<tr data-key="${k}"><th>${k}</th><td>${b}</td><td>${w}</td></tr>`;
    html += `</tbody><tfoot><tr><td colspan="3" class="muted">${c.seki} points in seki · ${c.dame} dame · ` +
        `${c.special} to fill (false eyes, connections, kos)</td></tr></tfoot>`;
    $('breakdown').innerHTML = html;
}

function setMove(n) {
    if (!page.game) return;
    page.move = Math.max(0, Math.min(page.game.moveCount, n));
    $('move').value = String(page.move);
    render();
}

function groupAt(target) {
    if (!page.game || page.move < page.game.moveCount) return null;
    const g = target.closest && target.closest('g.pt');
    if (!g || !g.classList.contains('has-stone')) return null;
    return { point: Number(g.dataset.point), group: Number(g.dataset.group) };
}

function onBoardClick(ev) {
    const at = groupAt(ev.target);
    if (!at) return;
    try {
        const st = page.board.toggleGroup(at.point);
        page.selected = st.group[at.point];
        page.userMarked = true;
        page.markSource = page.markSource && !page.markSource.startsWith('your') ? `${page.markSource}, changed by you` : 'your dead-stone marks';
    } catch (e) {
        showError(e.message);
    }
    render();
    const hover = groupAt(ev.target);
    if (hover && ev.pointerType !== 'touch') highlightGroup($('board'), hover.group);
}

async function readFile(file) {
    return new Uint8Array(await file.arrayBuffer());
}

// A record on this site ("?sgf=" or the example): fetched, then loaded.
async function loadUrl(url, name, opts) {
    clearError();
    $('status').textContent = `Loading ${name}…`;
    let bytes;
    try {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`.trim());
        bytes = new Uint8Array(await res.arrayBuffer());
    } catch (e) {
        $('status').textContent = '';
        showError(`Could not load ${name}: ${e.message}`);
        return false;
    }
    return loadBytes(bytes, name, opts);
}

function shareLink() {
    if (!page.game) return;
    const st = page.board.state();
    const dead = [];
    if (page.userMarked) for (let i = 0; i < st.points; i++) if (st.dead[i] === '1') dead.push(pointName(st.size, i));
    const komi = $('komi').value.trim();
    const frag = buildFragment({
        sgf: page.bytes, name: page.filename, rules: $('rules').value,
        komi: komi !== '' && Number(komi) !== page.info.komi ? komi : undefined,
        dead: page.userMarked ? dead : undefined,
        move: page.move < page.game.moveCount ? page.move : undefined,
    });
    const url = location.href.replace(/[?#].*$/, '') + frag;
    const box = $('share-url');
    box.value = url;
    box.hidden = false;
    box.select();
    page.ignoreHash = frag;
    history.replaceState(null, '', frag);
    const note = $('share-note');
    const done = (how) => { note.textContent = `${how} (${url.length} characters; the game is inside the link, nothing is uploaded).`; };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(url).then(() => done('Copied'), () => done('Select and copy the link'));
    else done('Select and copy the link');
}

// The file name of the scored game: the record's own name, else its
// players and date; "-scored" before ".sgf".
function scoredName() {
    const i = page.info.info;
    let stem = /\.sgf$/i.test(page.filename) ? page.filename.replace(/\.sgf$/i, '')
        : [i.black || 'Black', 'vs', i.white || 'White', i.date || ''].join(' ').trim();
    stem = stem.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '_').replace(/\s+/g, ' ').trim().slice(0, 120) || 'game';
    return `${stem}-scored.sgf`;
}

function downloadSgf() {
    if (!page.game) return;
    let bytes;
    try {
        bytes = page.board.sgf();
    } catch (e) {
        showError(`Could not write the SGF: ${e.message}`);
        return;
    }
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/x-go-sgf' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = scoredName();
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function loadFragment() {
    if (location.hash === page.ignoreHash) return false;
    const f = parseFragment(location.hash);
    if (!f) return false;
    return loadBytes(f.sgf, f.name, { ...f, fromLink: true });
}

function wire() {
    $('file').addEventListener('change', async (ev) => {
        const f = ev.target.files[0];
        if (f) {
            const bytes = await readFile(f);
            whenReady(() => loadBytes(bytes, f.name));
        }
        ev.target.value = '';
    });
    const drop = $('drop');
    document.body.addEventListener('dragover', (ev) => { ev.preventDefault(); drop.classList.add('over'); });
    document.body.addEventListener('dragleave', () => drop.classList.remove('over'));
    document.body.addEventListener('drop', async (ev) => {
        ev.preventDefault();
        drop.classList.remove('over');
        const f = ev.dataTransfer.files[0];
        if (f) {
            const bytes = await readFile(f);
            whenReady(() => loadBytes(bytes, f.name));
        } else {
            const text = ev.dataTransfer.getData('text/plain');
            if (text) whenReady(() => loadBytes(text, 'dropped text'));
        }
    });
    $('paste-toggle').addEventListener('click', () => {
        const box = $('paste-box');
        box.hidden = !box.hidden;
        $('paste-toggle').setAttribute('aria-expanded', String(!box.hidden));
        if (!box.hidden) $('paste').focus();
    });
    $('paste-load').addEventListener('click', () => {
        const text = $('paste').value;
        if (!text.trim()) showError('Paste an SGF record first.');
        else whenReady(() => loadBytes(text, 'pasted SGF'));
    });
    $('example').addEventListener('click', () => whenReady(() => loadUrl('dist/example.sgf', 'example.sgf')));
    const svg = $('board');
    svg.addEventListener('click', onBoardClick);
    svg.addEventListener('pointerover', (ev) => {
        if (ev.pointerType === 'touch') return;
        const at = groupAt(ev.target);
        highlightGroup(svg, at ? at.group : -1);
    });
    svg.addEventListener('pointerleave', () => highlightGroup(svg, -1));
    $('move').addEventListener('input', (ev) => setMove(Number(ev.target.value)));
    $('prev').addEventListener('click', () => setMove(page.move - 1));
    $('next').addEventListener('click', () => setMove(page.move + 1));
    document.addEventListener('keydown', (ev) => {
        const t = ev.target;
        if (t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement ||
            (t instanceof HTMLInputElement && t.type !== 'range')) return;
        if (ev.altKey || ev.ctrlKey || ev.metaKey || !page.game) return;
        const to = { ArrowLeft: page.move - 1, ArrowRight: page.move + 1, Home: 0, End: page.game.moveCount }[ev.key];
        if (to === undefined) return;
        ev.preventDefault();
        setMove(to);
    });
    $('rules').addEventListener('change', () => page.game && rescore(false));
    $('komi').addEventListener('change', () => page.game && rescore(false));
    $('auto-dead').addEventListener('click', () => {
        if (!page.game) return;
        page.selected = -1;
        rescore(true);
    });
    $('markup-dead').addEventListener('click', () => page.game && rescore(false, true));
    $('share-link').addEventListener('click', shareLink);
    $('download-sgf').addEventListener('click', downloadSgf);
    window.addEventListener('hashchange', () => page.seichi && loadFragment());
    $('legend').innerHTML = LEGEND.map(([k, text]) => `<li>${legendSvg(k)}<span>${text}</span></li>`).join('');
}

// The page and its controls show before the scorer is ready: a record
// opened meanwhile is scored once it is (a failed start shows its error).
async function whenReady(fn) {
    if (!page.seichi && !await page.scorer.catch(() => null)) return;
    fn();
}

async function start() {
    page.scorer = init(window.seichiWasm ? { wasmModule: window.seichiWasm } : undefined)
        .then((seichi) => (page.seichi = seichi));
    wire();
    try {
        await page.scorer;
    } catch (e) {
        showError(`The scorer could not start: ${e.message || e}`);
        return;
    }
    $('version').textContent = page.seichi.version;
    $('status').textContent = 'Open a game to score it.';
    page.readyMs = performance.now();
    performance.mark('seichi-ready');
    document.documentElement.dataset.ready = '1';
    if (!loadFragment()) {
        const q = queryRecord(location.href);
        if (q && q.error) showError(q.error);
        else if (q) await loadUrl(q.url, q.name, { fromLink: true });
        else warmUp();
    }
}

// The browser compiles the module's functions on their first call (a few
// hundred ms for the analysis): score a small position while the page
// waits for a file, so that the first game scores at once.
function warmUp() {
    const later = window.requestIdleCallback || ((fn) => setTimeout(fn, 200));
    later(() => {
        if (page.game) return;
        const b = page.seichi.board(9, 9, Array.from('000000000011111100122222100120002100122222100111111100000000000000000000000000000', Number));
        try {
            b.setExplain(true);
            b.score();
        } finally {
            b.free();
        }
    });
}

page.reasons = REASONS;
page.ready = start();

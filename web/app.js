// app.js - the scoring page: open / drop / paste an SGF, show the final
// position with seichi's marks, toggle groups dead or alive, change rules
// and komi, look at any move.  All the Go logic is in the WebAssembly
// module (seichi.js); this file only wires the page.
//
// Test hooks: <html data-ready="1"> once the module is loaded (and
// window.seichiPage.readyMs, the time since navigation start);
// window.seichiPage.loadText(text, name) loads an SGF like a paste does.

import { init, REASONS } from './seichi.js';
import { renderBoard, legendSvg, LEGEND, PT } from './board.js';

const $ = (id) => document.getElementById(id);

const page = {
    seichi: null,
    game: null,       // Game of the loaded record
    board: null,      // Board of its final position (scored)
    filename: '',
    info: null,       // show() of the final position
    move: 0,
    userMarked: false,
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

function loadBytes(bytes, filename) {
    clearError();
    let game;
    try {
        game = page.seichi.game(bytes, { filename });
    } catch (e) {
        freeGame();
        $('workspace').hidden = true;
        $('result').dataset.result = '';
        $('status').textContent = '';
        showError(`Could not read ${filename}: ${e.message}`);
        return false;
    }
    freeGame();
    page.game = game;
    page.filename = filename;
    page.info = game.show(-1);
    page.userMarked = false;
    page.board = game.board(-1);
    page.recordedRules = page.board.state().rules; // RU mapped to a preset by the library
    const probe = game.board(-1);
    try {
        page.hasMarkup = probe.markupDead() > 0;
    } catch (e) {
        page.hasMarkup = false;
    }
    probe.free();
    $('markup-dead').hidden = !page.hasMarkup;
    $('rules').value = '';
    $('komi').value = page.info.komi;
    const slider = $('move');
    slider.max = String(game.moveCount);
    slider.value = String(game.moveCount);
    page.move = game.moveCount;
    $('workspace').hidden = false;
    $('status').textContent = '';
    describeGame();
    rescore(true);
    return true;
}

page.loadText = (text, name = 'pasted.sgf') => loadBytes(text, name);

function describeGame() {
    const i = page.info.info;
    const who = (name, rank) => (name || '?') + (rank ? ` (${rank})` : '');
    $('game-title').textContent = `${page.filename} — Black ${who(i.black, i.black_rank)} vs White ${who(i.white, i.white_rank)}` +
        (i.date ? ` — ${i.date}` : '');
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
            b.score();
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
        renderBoard($('board'), { ...st, last: page.info.last ? page.info.last.index : -1 });
        renderScore(st);
    } else {
        const sh = page.game.show(page.move);
        renderBoard($('board'), { size: sh.size, colors: sh.colors, last: sh.last ? sh.last.index : -1 });
        $('result').textContent = 'Move ' + page.move;
        $('result').dataset.result = '';
        $('result-note').textContent = 'The score is shown at the final position: move the slider to the end.';
        $('breakdown').innerHTML = '';
    }
    const last = atEnd ? page.info.last : page.game.show(page.move).last;
    $('move-label').textContent = `move ${page.move} / ${page.game.moveCount}` +
        (last ? ` — ${last.player === 'black' ? 'B' : 'W'} ${last.point}` : '');
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
    } else {
        const c = countMarks(st);
        rows.push(['territory', c.territory[1], c.territory[2]]);
        rows.push(['dead stones taken', c.dead[2], c.dead[1]]);
        rows.push(['prisoners', st.captures.black, st.captures.white]);
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

function onBoardClick(ev) {
    if (!page.game || page.move < page.game.moveCount) return;
    const g = ev.target.closest('g.pt');
    if (!g || !g.classList.contains('has-stone')) return;
    try {
        page.board.toggle(Number(g.dataset.point));
        page.userMarked = true;
        page.markSource = page.markSource && !page.markSource.startsWith('your') ? `${page.markSource}, changed by you` : 'your dead-stone marks';
    } catch (e) {
        showError(e.message);
    }
    render();
}

async function readFile(file) {
    const buf = await file.arrayBuffer();
    return new Uint8Array(buf);
}

function wire() {
    $('file').addEventListener('change', async (ev) => {
        const f = ev.target.files[0];
        if (f) loadBytes(await readFile(f), f.name);
        ev.target.value = '';
    });
    const drop = $('drop');
    for (const t of [document.body]) {
        t.addEventListener('dragover', (ev) => { ev.preventDefault(); drop.classList.add('over'); });
        t.addEventListener('dragleave', () => drop.classList.remove('over'));
        t.addEventListener('drop', async (ev) => {
            ev.preventDefault();
            drop.classList.remove('over');
            const f = ev.dataTransfer.files[0];
            if (f) loadBytes(await readFile(f), f.name);
            else {
                const text = ev.dataTransfer.getData('text/plain');
                if (text) loadBytes(text, 'dropped text');
            }
        });
    }
    $('paste-load').addEventListener('click', () => {
        const text = $('paste').value;
        if (!text.trim()) showError('Paste an SGF record first.');
        else loadBytes(text, 'pasted SGF');
    });
    $('board').addEventListener('click', onBoardClick);
    $('move').addEventListener('input', (ev) => setMove(Number(ev.target.value)));
    $('prev').addEventListener('click', () => setMove(page.move - 1));
    $('next').addEventListener('click', () => setMove(page.move + 1));
    document.addEventListener('keydown', (ev) => {
        if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLTextAreaElement) return;
        if (ev.key === 'ArrowLeft') setMove(page.move - 1);
        else if (ev.key === 'ArrowRight') setMove(page.move + 1);
    });
    $('rules').addEventListener('change', () => page.game && rescore(false));
    $('komi').addEventListener('change', () => page.game && rescore(false));
    $('auto-dead').addEventListener('click', () => page.game && rescore(true));
    $('markup-dead').addEventListener('click', () => page.game && rescore(false, true));
    $('legend').innerHTML = LEGEND.map(([k, text]) => `<li>${legendSvg(k)}<span>${text}</span></li>`).join('');
}

async function start() {
    wire();
    try {
        page.seichi = await init();
    } catch (e) {
        showError(`The scorer could not start: ${e.message || e}`);
        return;
    }
    $('version').textContent = page.seichi.version;
    $('status').textContent = 'Open a game to score it.';
    page.readyMs = performance.now();
    document.documentElement.dataset.ready = '1';
}

page.reasons = REASONS;
page.ready = start();

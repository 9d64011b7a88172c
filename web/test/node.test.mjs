// node.test.mjs - the WebAssembly build against the native CLI.
//
//   node test/node.test.mjs SEICHI_CLI [GAMES_DIR] [SAMPLE]
//
// 1. score(): a fixed sample of the games corpus (SAMPLE games, default
//    100, spread evenly over every folder) scored by the wasm module equals
//    `seichi score FILE --json` byte for byte (after JSON.parse), and so do
//    other rules, komi and named dead stones on a few games.
// 2. show(): the position after several moves equals `seichi show --json`.
// 3. Board: toggling a chain dead gives the CLI's score with that chain in
//    --dead; toggling it back restores the automatic result; a board built
//    from arrays scores like the same position read from an SGF.  With
//    explain on, the board's JSON and groups equal `--json --explain`, and
//    a whole group toggles (the CLI with those stones in --dead agrees).
//    Scored records written back as SGF equal `seichi score --sgf -` byte
//    for byte, automatically, after a toggle and from the markup.
// 4. Errors: a malformed SGF throws the CLI's "FILE:LINE:COL: reason".
// Exit status 0 when every check passed, 1 otherwise.

import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { init, SeichiError, pointName, pointIndex } from '../seichi.js';

const [cli, gamesArg, sampleArg] = process.argv.slice(2);
if (!cli) {
    console.error('usage: node test/node.test.mjs SEICHI_CLI [GAMES_DIR] [SAMPLE]');
    process.exit(2);
}
const gamesDir = resolve(gamesArg || new URL('../../../shared/data/games', import.meta.url).pathname);
const sampleSize = Number(sampleArg || 100);

let failures = 0, checks = 0;
function check(ok, what) {
    checks++;
    if (!ok) {
        failures++;
        console.log(`FAIL: ${what}`);
    }
}

function runCli(args) {
    const r = spawnSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
    return { status: r.status, out: r.stdout, err: r.stderr };
}

function listGames(dir) {
    const out = [];
    for (const name of readdirSync(dir).sort()) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) out.push(...listGames(p));
        else if (name.toLowerCase().endsWith('.sgf')) out.push(p);
    }
    return out;
}

// Every k-th game of each folder, so that every source is represented.
function sample(all, n) {
    const byDir = new Map();
    for (const f of all) {
        const d = f.slice(0, f.lastIndexOf('/'));
        if (!byDir.has(d)) byDir.set(d, []);
        byDir.get(d).push(f);
    }
    const picked = [];
    for (const files of byDir.values()) {
        const share = Math.max(1, Math.round(n * files.length / all.length));
        const step = files.length / share;
        for (let i = 0; i < share && picked.length < n * 2; i++) picked.push(files[Math.floor(i * step)]);
    }
    return picked.slice(0, n);
}

const seichi = await init();
const seichiIndex = (st, name) => pointIndex(st.size, name);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// 1. score() against `seichi score --json` -----------------------------------
const all = listGames(gamesDir);
if (all.length === 0) {
    console.log(`skipped: no games under ${gamesDir}`);
    process.exit(0);
}
const games = sample(all, sampleSize);
let agreed = 0;
for (const f of games) {
    const native = runCli(['score', f, '--json']);
    let wasm, error = null;
    try {
        wasm = seichi.score(readFileSync(f), { filename: f });
    } catch (e) {
        error = e;
    }
    if (native.status !== 0) {
        check(error instanceof SeichiError && native.err.includes(error.message), `${f}: CLI failed (${native.err.trim()}) but wasm gave ${error ? error.message : 'a result'}`);
        continue;
    }
    const ok = !error && same(wasm, JSON.parse(native.out));
    if (ok) agreed++;
    check(ok, `${f}: wasm ${error ? error.message : wasm.result} != CLI ${JSON.parse(native.out).result}`);
}
console.log(`score: ${agreed}/${games.length} sampled games identical to the CLI's JSON`);

// Other rules, komi, named dead stones and TB/TW markup on a few games
// (KGS games carry the server's markup).
const kgs = games.filter((f) => f.includes('/kgs/'));
for (const f of [...games.slice(0, 6), ...kgs.slice(0, 6)]) {
    const bytes = readFileSync(f);
    for (const rules of ['chinese', 'aga', 'tromp-taylor']) {
        const native = runCli(['score', f, '--json', '--rules', rules, '--komi', '7']);
        if (native.status !== 0) continue;
        const wasm = seichi.score(bytes, { filename: f, rules, komi: 7 });
        check(same(wasm, JSON.parse(native.out)), `${f} --rules ${rules} --komi 7`);
    }
    const marked = runCli(['score', f, '--json', '--dead', 'markup']);
    check(marked.status === 0 && same(seichi.score(bytes, { filename: f, dead: 'markup' }), JSON.parse(marked.out)),
        `${f} --dead markup`);
    const auto = seichi.score(bytes, { filename: f });
    const dead = auto.dead.slice(0, Math.ceil(auto.dead.length / 2));
    if (dead.length) {
        const native = runCli(['score', f, '--json', '--dead', dead.join(',')]);
        const wasm = seichi.score(bytes, { filename: f, dead });
        check(native.status === 0 && same(wasm, JSON.parse(native.out)), `${f} --dead ${dead.join(',')}`);
    }
}

// 2. show() against `seichi show --json` -------------------------------------
for (const f of games.slice(0, 10)) {
    const g = seichi.game(readFileSync(f), { filename: f });
    for (const move of [0, 1, Math.floor(g.moveCount / 2), g.moveCount]) {
        const native = JSON.parse(runCli(['show', f, '--move', String(move), '--json']).out);
        const w = g.show(move);
        const rows = [];
        for (let y = 0; y < w.size[1]; y++)
            rows.push(Array.from(w.colors.slice(y * w.size[0], (y + 1) * w.size[0]), (c) => '.xo'[c]).join(''));
        check(same(rows, native.board) && same(w.captures, native.captures) && w.move === native.move &&
            w.to_move === native.to_move && w.ko === native.ko && w.komi === native.komi &&
            w.handicap === native.handicap && w.moves === native.moves && w.info.result === native.result,
        `${f}: show --move ${move}`);
    }
    g.free();
}

// 3. Board: toggles against --dead, arrays against SGF -----------------------
let toggled = 0;
for (const f of games.slice(0, 12)) {
    const g = seichi.game(readFileSync(f), { filename: f });
    const b = g.board();
    const st0 = b.score();
    const auto = b.resultJson();
    const n = st0.points;
    // Revive a chain seichi found dead (what a player disputing the
    // automatic marks does), or else kill a living one.
    const dead = [], live = [];
    for (let i = 0; i < n; i++) if (st0.colors[i] !== '0') (st0.dead[i] === '1' ? dead : live).push(i);
    const pool = dead.length ? dead : live;
    if (pool.length) {
        const pt = pool[Math.floor(pool.length / 2)];
        const name = pointName(st0.size, pt);
        const st1 = b.toggle(pt);
        const deadNames = [];
        for (let i = 0; i < n; i++) if (st1.dead[i] === '1') deadNames.push(pointName(st1.size, i));
        check(deadNames.includes(name) !== dead.length > 0, `${f}: toggle flips the mark of ${name}`);
        const native = runCli(['score', f, '--json', '--dead', deadNames.join(',')]);
        const nativeJson = native.status === 0 ? JSON.parse(native.out) : null;
        check(nativeJson && same(b.resultJson(), nativeJson), `${f}: toggle ${name} = CLI --dead`);
        if (dead.length) {
            const colour = st0.colors[pt] === '1' ? 1 : -1;
            check(st1.margin * colour > st0.margin * colour,
                `${f}: reviving the ${colour > 0 ? 'black' : 'white'} chain at ${name} moves the margin its way (${st0.margin} -> ${st1.margin})`);
        }
        b.toggle(pt);
        check(same(b.state().dead, st0.dead), `${f}: toggling twice restores the marks`);
        toggled++;
    }
    check(same(auto, seichi.score(readFileSync(f), { filename: f })), `${f}: board score = score()`);
    b.free();
    g.free();
}
console.log(`board: ${toggled} toggles checked against the CLI`);

// 3b. Groups: with explain on, the board's result = `--json --explain`, its
// group map = the JSON's "groups", and toggling a group marks all of its
// stones (the CLI with those stones in --dead agrees).
let groupToggles = 0;
for (const f of games.slice(12, 24)) {
    const g = seichi.game(readFileSync(f), { filename: f });
    const b = g.board();
    b.setExplain(true);
    const st0 = b.score();
    const native = runCli(['score', f, '--json', '--explain']);
    const nativeJson = native.status === 0 ? JSON.parse(native.out) : null;
    check(nativeJson && same(b.resultJson(), nativeJson), `${f}: board with explain = CLI --json --explain`);
    check(st0.analysis === (nativeJson && nativeJson.explain), `${f}: state().analysis = the CLI's explanation`);
    const byName = new Map();
    for (let i = 0; i < st0.points; i++) {
        if (st0.group[i] < 0) continue;
        const k = pointName(st0.size, st0.group[i]);
        if (!byName.has(k)) byName.set(k, []);
        byName.get(k).push(pointName(st0.size, i));
    }
    const fromJson = new Map((nativeJson ? nativeJson.groups : []).map((x) => [x.name, x.stones]));
    check(byName.size === fromJson.size && [...byName].every(([k, v]) => same(v, fromJson.get(k))),
        `${f}: the board's ${byName.size} groups = the CLI's ${fromJson.size}`);
    // the biggest group of several chains, else the biggest
    const groups = [...byName.values()].sort((a, b2) => b2.length - a.length);
    const target = groups[0];
    if (target) {
        const st1 = b.toggleGroup(target[0]);
        const marked = target.filter((nm) => st1.dead[seichiIndex(st1, nm)] === '1').length;
        check(marked === 0 || marked === target.length, `${f}: the group of ${target[0]} flips as one (${marked}/${target.length})`);
        check((st0.dead[seichiIndex(st0, target[0])] === '1') !== (marked > 0), `${f}: toggleGroup flips the mark of ${target[0]}`);
        const deadNames = [];
        for (let i = 0; i < st1.points; i++) if (st1.dead[i] === '1') deadNames.push(pointName(st1.size, i));
        if (deadNames.length) {
            const cli2 = runCli(['score', f, '--json', '--dead', deadNames.join(',')]);
            const j = cli2.status === 0 ? JSON.parse(cli2.out) : null;
            check(j && j.result === st1.result && j.margin === st1.margin, `${f}: toggled group = CLI --dead (${st1.result})`);
        }
        b.toggleGroup(target[0]);
        check(same(b.state().dead, st0.dead), `${f}: toggling the group twice restores the marks`);
        groupToggles++;
    }
    b.free();
    g.free();
}
console.log(`groups: ${groupToggles} group toggles checked against the CLI`);

// 3c. SGF out: the scored record as `seichi score --sgf -` writes it, byte
// for byte (automatic, after a toggle, from the markup), and the count of
// TB/TW values that decides whether the page offers the markup.
let sgfSame = 0, sgfTried = 0;
for (const f of games) {
    const native = spawnSync(cli, ['score', f, '--sgf', '-'], { maxBuffer: 1 << 26 });
    if (native.status !== 0) continue;
    const bytes = readFileSync(f);
    sgfTried++;
    const ok = Buffer.compare(Buffer.from(seichi.scoreSgf(bytes, { filename: f })), native.stdout) === 0;
    if (ok) sgfSame++;
    check(ok, `${f}: scoreSgf() = CLI score --sgf -`);
    const g = seichi.game(bytes, { filename: f });
    const markup = spawnSync(cli, ['score', f, '--dead', 'markup'], { encoding: 'utf8' });
    check((g.markupCount() > 0) === !/no TB\/TW markup/.test(markup.stderr), `${f}: markupCount() ${g.markupCount()} agrees with --dead markup`);
    g.free();
}
console.log(`sgf: ${sgfSame}/${sgfTried} scored records identical to the CLI's --sgf -`);
for (const f of kgs.slice(0, 6)) {
    const bytes = readFileSync(f);
    const g = seichi.game(bytes, { filename: f });
    const b = g.board();
    const st = b.score();
    const pt = st.dead.indexOf('1');
    if (pt >= 0) {
        const st1 = b.toggle(pt);
        const names = [];
        for (let i = 0; i < st1.points; i++) if (st1.dead[i] === '1') names.push(pointName(st1.size, i));
        const native = spawnSync(cli, ['score', f, '--dead', names.join(','), '--sgf', '-'], { maxBuffer: 1 << 26 });
        check(native.status === 0 && Buffer.compare(Buffer.from(b.sgf()), native.stdout) === 0, `${f}: Board.sgf() after a toggle = CLI --dead ... --sgf -`);
    }
    const native = spawnSync(cli, ['score', f, '--dead', 'markup', '--sgf', '-'], { maxBuffer: 1 << 26 });
    check(native.status === 0 && Buffer.compare(Buffer.from(seichi.scoreSgf(bytes, { filename: f, dead: 'markup' })), native.stdout) === 0,
        `${f}: scoreSgf({dead: 'markup'}) = CLI --dead markup --sgf -`);
    b.free();
    g.free();
}
{
    const g = seichi.game('(;GM[1]FF[4]SZ[9];B[ee])', { filename: 'mid.sgf' });
    const b = g.board(0);
    b.score();
    let threw = null;
    try {
        b.sgf();
    } catch (e) {
        threw = e;
    }
    check(threw instanceof SeichiError && /final position/.test(threw.message), `Board.sgf() of a board that is not the final position throws: ${threw && threw.message}`);
    b.free();
    g.free();
}

{
    const sgf = '(;GM[1]FF[4]SZ[5]KM[0.5]RU[Chinese];B[bb];W[dd];B[cb];W[dc];B[bc];W[cd];B[bd];W[ce];B[be];W[ee])';
    const fromSgf = seichi.score(sgf, { filename: 'tiny.sgf' });
    const pos = seichi.show(sgf);
    const b = seichi.board(5, 5, Array.from(pos.colors, Number), { rules: 'chinese', komi: 0.5 });
    b.score();
    check(same(b.resultJson(), fromSgf), 'board from arrays = same position from SGF');
    let threw = false;
    try { seichi.board(5, 5, [1, 2, 3]); } catch (e) { threw = e instanceof SeichiError; }
    check(threw, 'board() refuses a colors array of the wrong length');
    threw = false;
    try { b.setRules('klingon'); } catch (e) { threw = e instanceof SeichiError && /unknown rules/.test(e.message); }
    check(threw, 'unknown rules are refused with a clear message');
    b.free();
}

// 3c. Links (web/link.js): any bytes survive a #sgf= fragment -------------------
{
    const { encodeBytes, decodeBytes, buildFragment, parseFragment, queryRecord } = await import('../link.js');
    let roundTrips = 0;
    // and a GB18030 record (m8weiqipu files have no CA and are GB18030)
    const gb = all.filter((f) => f.includes('/m8weiqipu-pro/')).slice(0, 3);
    for (const f of [...games.slice(0, 30), ...gb]) {
        const bytes = readFileSync(f);
        const frag = buildFragment({ sgf: bytes, name: 'g.sgf', rules: 'chinese', komi: 7, dead: ['D4', 'Q16'], move: 12 });
        const back = parseFragment(frag);
        const ok = back && Buffer.compare(Buffer.from(back.sgf), bytes) === 0 && back.rules === 'chinese' && back.komi === 7 &&
            same(back.dead, ['D4', 'Q16']) && back.move === 12 && back.name === 'g.sgf' && !/[\[\]&#\s"<>`]/.test(frag.slice(1).replace(/&(name|rules|komi|dead|move)=/g, ''));
        check(ok, `${f}: the record survives a #sgf= fragment byte for byte`);
        roundTrips += ok;
    }
    const all256 = Uint8Array.from({ length: 256 }, (_, i) => i);
    check(Buffer.compare(Buffer.from(decodeBytes(encodeBytes(all256))), Buffer.from(all256)) === 0, 'every byte value survives percent-encoding');
    check(parseFragment('#rules=chinese') === null && parseFragment('') === null, 'a fragment without sgf= is no record');
    check(same(queryRecord('http://h:1/web/?sgf=games/a%20b.sgf'), { url: 'http://h:1/web/games/a%20b.sgf', name: 'a b.sgf' }), '?sgf= of a relative path resolves on the page\'s site');
    check(/only records on this site/.test((queryRecord('http://h:1/?sgf=http://other/x.sgf') || {}).error || ''), '?sgf= of another origin is refused');
    check(queryRecord('http://h:1/') === null, 'no ?sgf=: nothing to load');
    console.log(`links: ${roundTrips} records through #sgf= fragments`);
}

// 4. Errors ------------------------------------------------------------------
for (const [name, text] of [['bad1.sgf', '(;GM[1]FF[4]SZ[19];B[pd];W[dp'], ['bad2.sgf', 'not an sgf at all'],
    ['bad3.sgf', '(;GM[1]SZ[99];B[aa])']]) {
    let msg = null;
    try {
        seichi.score(text, { filename: name });
    } catch (e) {
        msg = e instanceof SeichiError ? e.message : `not a SeichiError: ${e}`;
    }
    const tmp = join(process.env.TMPDIR || '/tmp', `seichi-web-${process.pid}-${name}`);
    execFileSync('sh', ['-c', 'cat > "$0"', tmp], { input: text });
    const native = runCli(['score', tmp, '--json']);
    execFileSync('rm', ['-f', tmp]);
    check(msg !== null && /^bad\d\.sgf:\d+:\d+: \S/.test(msg), `${name}: error "${msg}" has the form FILE:LINE:COL: reason`);
    check(native.status === 2 && msg && native.err.includes(msg.slice(name.length)), `${name}: same error as the CLI ("${native.err.trim()}")`);
}

console.log(`${checks - failures}/${checks} checks passed`);
process.exit(failures ? 1 : 0);

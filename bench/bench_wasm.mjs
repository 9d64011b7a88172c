// bench_wasm.mjs - WebAssembly vs native: scores every game of the corpus
// with the wasm module under node (web/seichi.js scoreText(): the same work
// as `seichi score FILE --json`) and with the native bench_wasm program,
// checks that every result is identical (FNV-1a of all JSON texts and the
// result of each game), and prints both speeds and their ratio.
//
//   make wasm && cmake --build build --target bench_wasm
//   SEICHI_GAMES=../shared/data/games node bench/bench_wasm.mjs build/bench/bench_wasm
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init } from '../web/seichi.js';

const nativeBench = process.argv[2];
const root = process.env.SEICHI_GAMES || '../shared/data/games';
const files = readFileSync(join(root, 'MANIFEST.tsv'), 'utf8').split('\n')
    .map((l) => l.split('\t')[0]).filter((f) => f && f !== 'file')
    .map((f) => ({ path: `${root}/${f}`, data: readFileSync(`${root}/${f}`) }));

function fnv1a(h, bytes) {
    for (const b of bytes) h = BigInt.asUintN(64, (h ^ BigInt(b)) * 0x100000001b3n);
    return h;
}

const seichi = await init();
const enc = new TextEncoder();
let best = Infinity, checksum = 0n, errors = 0;
const results = new Map();
for (let round = 0; round < 3; round++) {
    const texts = [];
    errors = 0;
    const t0 = process.hrtime.bigint();
    for (const f of files) {
        try {
            texts.push(seichi.scoreText(f.data, { filename: f.path }));
        } catch (e) {
            texts.push(null);
            errors++;
        }
    }
    const dt = Number(process.hrtime.bigint() - t0) / 1e9;
    best = Math.min(best, dt);
    if (round === 0) {
        let h = 0xcbf29ce484222325n;
        texts.forEach((t, i) => {
            if (t !== null) h = fnv1a(h, enc.encode(t));
            results.set(files[i].path, t === null ? 'error' : JSON.parse(t).result);
        });
        checksum = h;
    }
}
const wasmUs = best * 1e6 / files.length;
console.log(`wasm:   games=${files.length} errors=${errors} seconds=${best.toFixed(3)} us_per_game=${wasmUs.toFixed(1)} checksum=${checksum.toString(16).padStart(16, '0')}`);

if (nativeBench) {
    const dir = mkdtempSync(join(tmpdir(), 'seichi-bench-'));
    const list = join(dir, 'native.tsv');
    const r = spawnSync(nativeBench, [], { env: { ...process.env, SEICHI_GAMES: root, SEICHI_BENCH_OUT: list }, encoding: 'utf8' });
    process.stdout.write(r.stdout);
    const m = /us_per_game=([\d.]+) checksum=([0-9a-f]+)/.exec(r.stdout);
    let differ = 0;
    for (const line of readFileSync(list, 'utf8').split('\n')) {
        if (!line) continue;
        const [path, result] = line.split('\t');
        if (results.get(path) !== result) {
            differ++;
            if (differ <= 5) console.log(`differs: ${path}: native ${result}, wasm ${results.get(path)}`);
        }
    }
    rmSync(dir, { recursive: true, force: true });
    if (m) {
        const ratio = wasmUs / Number(m[1]);
        console.log(`wasm/native time: ${ratio.toFixed(2)}x; identical JSON for every game: ${m[2] === checksum.toString(16).padStart(16, '0') ? 'yes' : 'NO'}; games with a different result: ${differ}`);
        process.exit(m[2] === checksum.toString(16).padStart(16, '0') && differ === 0 ? 0 : 1);
    }
    process.exit(1);
}

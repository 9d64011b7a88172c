// load.test.mjs - how the scoring page loads, in headless Chromium
// (Playwright): behaviour only, no timing (bench/bench_web_load.mjs
// measures the time).
//
//   node test/load.test.mjs SEICHI_CLI GAME.sgf ARTIFACT_DIR
//
// 1. The page does not wait for the scorer: with the WebAssembly held
//    back (its request intercepted and not yet answered) a link holding
//    GAME (#sgf=...) has painted the page (a first contentful paint, the
//    title, "Loading the scorer", the open / example / paste controls)
//    and its modules have run, while no result and no ready flag exist.
//    A file opened, then the example clicked, meanwhile: scored once the
//    scorer is ready, in that order (the example is shown, W+5.5), where
//    the controls used to fail on a scorer not there yet.
// 2. The wasm is fetched once, started by index.html before the modules
//    run, and compiled from the stream (window.seichiWasm resolves to a
//    WebAssembly.Module; the server's type is application/wasm); once it
//    is let through the link's result is the CLI's.
// 3. A scorer that cannot be fetched gives the page's clear error (naming
//    the HTTP status), not a page stuck on "Loading"; one served without
//    the type application/wasm is compiled from its bytes, one request.
// Screenshot web-loading.png (the page while the scorer loads) in
// ARTIFACT_DIR.  Exit status 0 when every check passed.

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { check, checkQuiet, finish, launchChromium } from './harness.mjs';
import { serve } from './serve.mjs';
import { buildFragment } from '../link.js';

const [cli, gameFile, artifacts] = process.argv.slice(2);
if (!cli || !gameFile || !artifacts) {
    console.error('usage: node test/load.test.mjs SEICHI_CLI GAME.sgf ARTIFACT_DIR');
    process.exit(2);
}
mkdirSync(artifacts, { recursive: true });

const r = spawnSync(cli, ['score', gameFile, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
if (r.status !== 0) {
    console.error(`${cli} score ${gameFile} --json: ${r.stderr}`);
    process.exit(1);
}
const want = JSON.parse(r.stdout).result;
const frag = buildFragment({ sgf: readFileSync(gameFile), name: basename(gameFile) });
const WASM = /\/dist\/seichi-core\.wasm$/;

const { server, url } = await serve(0);
const browser = await launchChromium();
const problems = [], foreign = [];

try {
    // 1 and 2 -----------------------------------------------------------------
    {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
        page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
        page.on('request', (q) => { if (!q.url().startsWith(url) && !/^(data|blob):/.test(q.url())) foreign.push(q.url()); });
        const wasmRequests = [];
        let release, held = new Promise((ok) => { release = ok; });
        let requested;
        const asked = new Promise((ok) => { requested = ok; });
        await page.route(WASM, async (route) => {
            wasmRequests.push(route.request().url());
            requested();
            await held;
            await route.continue();
        });
        await page.goto(url + frag);
        await asked;
        await page.waitForFunction(() => !!window.seichiPage && performance.getEntriesByName('seichi-app').length > 0 &&
            performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30000 });
        const before = await page.evaluate(() => ({
            ready: document.documentElement.dataset.ready || '',
            result: document.querySelector('#result').dataset.result,
            status: document.querySelector('#status').textContent,
            visible: ['h1', '#status', '#drop label.button', '#example', '#paste-toggle'].map((s) => {
                const e = document.querySelector(s);
                const b = e && e.getBoundingClientRect();
                return !!b && b.width > 0 && b.height > 0 && b.bottom <= innerHeight;
            }),
        }));
        await page.screenshot({ path: join(artifacts, 'web-loading.png') });
        check(before.visible.every(Boolean) && /Loading the scorer/.test(before.status),
            `with the scorer held back the page is painted: title, "${before.status}", open / example / paste controls in view`);
        check(!before.ready && !before.result, 'and it is not ready and shows no result yet (the modules ran without waiting)');
        release();
        await page.waitForFunction(() => document.querySelector('#result').dataset.result, null, { timeout: 60000 });
        const after = await page.evaluate(async () => {
            const wasm = performance.getEntriesByType('resource').filter((e) => /seichi-core\.wasm$/.test(e.name));
            const app = performance.getEntriesByName('seichi-app')[0];
            return {
                result: document.querySelector('#result').dataset.result,
                module: window.seichiWasm ? (await window.seichiWasm) instanceof WebAssembly.Module : false,
                entries: wasm.length,
                startedFirst: wasm.length === 1 && wasm[0].startTime < app.startTime,
            };
        });
        const type = await (await page.request.get(url + 'dist/seichi-core.wasm')).headers()['content-type'];
        check(after.result === want, `then the link's result is the CLI's: ${after.result} (want ${want})`);
        check(wasmRequests.length === 1 && after.entries === 1, `the wasm is fetched once (${wasmRequests.length} requests, ${after.entries} resource entries)`);
        check(after.startedFirst, 'its fetch starts (index.html) before the page\'s modules run');
        check(after.module && type === 'application/wasm',
            `it is compiled from the stream: window.seichiWasm is a WebAssembly.Module, served as ${type}`);
        await context.close();
    }

    // 1b. a record opened before the scorer is ready is scored once it is
    {
        const context = await browser.newContext();
        const page = await context.newPage();
        page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
        let release;
        const held = new Promise((ok) => { release = ok; });
        await page.route(WASM, async (route) => { await held; await route.continue(); });
        await page.goto(url);
        await page.setInputFiles('#file', gameFile);
        await page.click('#example');
        const early = await page.evaluate(() => document.querySelector('#result').dataset.result || document.documentElement.dataset.ready || '');
        release();
        const seen = await page.waitForFunction(() => {
            const t = document.querySelector('#game-title .file');
            return t && t.textContent === 'example.sgf' && document.querySelector('#result').dataset.result;
        }, null, { timeout: 60000 }).then(() => true).catch(() => false);
        const got = await page.$eval('#result', (e) => e.dataset.result);
        const name = await page.$eval('#game-title .file', (e) => e.textContent).catch(() => '');
        check(!early && seen && got === 'W+5.5',
            `a file opened and then the example clicked before the scorer was ready: scored once it is, the last one shown (${name}: ${got})`);
        await context.close();
    }

    // 3 -------------------------------------------------------------------------
    {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.route(WASM, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found\n' }));
        await page.goto(url + frag);
        const error = await page.waitForFunction(() => {
            const e = document.querySelector('#error');
            return !e.hidden && e.textContent;
        }, null, { timeout: 30000 }).then((h) => h.jsonValue()).catch(() => '');
        const ready = await page.evaluate(() => document.documentElement.dataset.ready || '');
        check(/The scorer could not start.*HTTP 404/.test(error) && !ready, `a scorer that cannot be fetched: "${error}"`);
        await context.close();
    }

    // a server that does not know the type of .wasm files
    {
        const context = await browser.newContext();
        const page = await context.newPage();
        const body = readFileSync(new URL('../dist/seichi-core.wasm', import.meta.url));
        let n = 0;
        await page.route(WASM, (route) => { n++; route.fulfill({ status: 200, contentType: 'application/octet-stream', body }); });
        await page.goto(url + frag);
        const got = await page.waitForFunction(() => document.querySelector('#result').dataset.result, null, { timeout: 60000 })
            .then((h) => h.jsonValue()).catch(() => '');
        check(got === want && n === 1, `the wasm served as application/octet-stream: still one request, the result ${got}`);
        await context.close();
    }

    checkQuiet(problems, foreign);
} catch (e) {
    check(false, `load test crashed: ${e.stack || e}`);
} finally {
    await browser.close();
    server.close();
}
finish(`; screenshot in ${artifacts}`);

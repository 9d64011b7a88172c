// result.test.mjs - what the scoring page says about a result, in headless
// Chromium (Playwright):
//
//   node test/result.test.mjs SEICHI_CLI GAME.sgf CERTAIN.sgf UNFINISHED.sgf CJK.sgf ARTIFACT_DIR
//
// 1. Load time: a fresh browser context opens a link holding GAME
//    (#sgf=...) five times; the time from navigation start to the scorer
//    ready and to the result painted (window.seichiPage.readyMs, .resultMs)
//    is printed with the machine's load average, and the CPU time of the
//    page's main thread (three more loads, traced).  Measured, not asserted
//    (no timed tests); each load must show the CLI's result.
// 2. Confidence: next to the result the page shows the confidence of
//    `seichi score --json` (certain / uncertain: groups, margin range /
//    unfinished game: estimate) in the CLI's words; the stones of the
//    uncertain groups (the judged points of the proof map) and only those
//    are framed; after a click changes a group the confidence is the CLI's
//    with those dead stones; the group panel says the decision was judged.
// 3. Download: the "Download SGF" button saves the bytes of `seichi score
//    GAME --sgf -` under the record's name with "-scored"; after a click
//    changes a group, the bytes of the CLI with those --dead stones, which
//    read back with --dead markup give the same dead stones; a GB18030
//    record keeps its charset; a pasted record is named by its players.
// 4. Phones: at 390x844 and 844x390 the result and the confidence show
//    without scrolling.
// Screenshots in ARTIFACT_DIR.  Exit status 0 when every check passed.

import { mkdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { check, checkQuiet, cliOut, finish, launchChromium } from './harness.mjs';
import { serve } from './serve.mjs';
import { buildFragment } from '../link.js';

const [cli, gameFile, certainFile, unfinishedFile, cjkFile, artifacts] = process.argv.slice(2);
if (!artifacts) {
    console.error('usage: node test/result.test.mjs SEICHI_CLI GAME.sgf CERTAIN.sgf UNFINISHED.sgf CJK.sgf ARTIFACT_DIR');
    process.exit(2);
}
mkdirSync(artifacts, { recursive: true });

const cli_ = (args, encoding = 'utf8') => cliOut(cli, args, encoding);
const cliJson = (args) => JSON.parse(cli_(args));
const cliBytes = (args) => cli_(args, 'buffer');

// The stones whose decision the CLI judged (proof map e/n/k/u), by name.
function judgedStones(score) {
    const [w, h] = score.size, out = [];
    const cols = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
    score.proof_map.forEach((row, y) => [...row].forEach((c, x) => {
        if ('enku'.includes(c)) out.push(cols[x] + String(h - y));
    }));
    return w <= 25 ? out : null;
}
// CPU milliseconds of the renderer's main thread in a Chromium trace: the
// thread time (tdur) of its outermost events.
function mainThreadCpu(events) {
    const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain');
    if (!main) return NaN;
    const list = events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.tdur !== undefined)
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let end = -Infinity, cpu = 0;
    for (const e of list) {
        if (e.ts < end) continue;
        end = e.ts + e.dur;
        cpu += e.tdur;
    }
    return cpu / 1000;
}
const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
// The page shows the CLI's confidence line: its level, and the words after
// "uncertain:" as they are.
const showsLine = (conf, score) => conf.level === score.confidence &&
    (score.confidence !== 'uncertain' || conf.text.includes(score.confidence_line.replace(/^uncertain:\s*/, '')));

const { server, url } = await serve(0);
const browser = await launchChromium();
const problems = [], foreign = [];
async function openPage(path = '', viewport = { width: 1280, height: 1000 }, touch = false) {
    const context = await browser.newContext({ viewport, isMobile: touch, hasTouch: touch, deviceScaleFactor: touch ? 2 : 1, acceptDownloads: true });
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('request', (r) => { if (!r.url().startsWith(url) && !/^(data|blob):/.test(r.url())) foreign.push(r.url()); });
    await page.goto(url + path);
    await page.waitForSelector('html[data-ready="1"]', { timeout: 30000 });
    return page;
}
const resultOf = (page) => page.$eval('#result', (e) => e.dataset.result);
const waitResult = (page, want) => page.waitForFunction((w) => {
    const r = document.querySelector('#result').dataset.result;
    return w ? r === w : !!r;
}, want, { timeout: 15000 }).then(() => resultOf(page)).catch(() => resultOf(page));
const confidenceOf = (page) => page.$eval('#confidence', (e) => ({ hidden: e.hidden, level: e.dataset.level, text: e.textContent.replace(/\s+/g, ' ').trim() }));
const framedOf = (page) => page.$$eval('#board rect.uncertain', (els) => els.map((e) => e.parentNode.dataset.name));
const deadOnPage = (page) => page.$$eval('g.pt .stone.dead', (els) => els.map((e) => e.parentNode.dataset.name));
async function download(page) {
    const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), page.click('#download-sgf')]);
    const path = join(artifacts, dl.suggestedFilename());
    await dl.saveAs(path);
    return { name: dl.suggestedFilename(), bytes: readFileSync(path), path };
}

try {
    const auto = cliJson(['score', gameFile, '--json']);

    // 1. Load time -----------------------------------------------------------
    {
        const frag = buildFragment({ sgf: readFileSync(gameFile), name: basename(gameFile) });
        const ready = [], painted = [], task = [];
        let shown = true;
        const load = loadavg()[0];
        for (let i = 0; i < 5; i++) {
            const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
            const page = await context.newPage();
            const cdp = await context.newCDPSession(page);
            await cdp.send('Performance.enable');
            await page.goto(url + frag);
            await page.waitForFunction(() => window.seichiPage && window.seichiPage.resultMs, null, { timeout: 30000 });
            const t = await page.evaluate(() => [window.seichiPage.readyMs, window.seichiPage.resultMs]);
            const { metrics } = await cdp.send('Performance.getMetrics');
            ready.push(t[0]);
            painted.push(t[1]);
            task.push(1000 * metrics.find((m) => m.name === 'TaskDuration').value);
            shown = shown && await resultOf(page) === auto.result;
            await context.close();
        }
        // The CPU time of the page's main thread (the renderer's, from a
        // Chromium trace) up to the painted result, which the machine's
        // load does not stretch as it does wall time: three more loads.
        const cpu = [];
        for (let i = 0; i < 3; i++) {
            const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
            const page = await context.newPage();
            await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
            await page.goto(url + frag);
            await page.waitForFunction(() => window.seichiPage && window.seichiPage.resultMs, null, { timeout: 30000 });
            cpu.push(mainThreadCpu(JSON.parse((await browser.stopTracing()).toString()).traceEvents));
            await context.close();
        }
        const stats = (a) => {
            const s = [...a].sort((x, y) => x - y);
            return `min ${s[0].toFixed(0)}, median ${s[s.length >> 1].toFixed(0)}, max ${s[s.length - 1].toFixed(0)} ms`;
        };
        console.log(`load: a link holding ${basename(gameFile)} opened in a fresh context 5 times (load average ${load.toFixed(1)} on ${cpus().length} cores):`);
        console.log(`load:   navigation start to scorer ready:    ${stats(ready)}`);
        console.log(`load:   navigation start to result painted:  ${stats(painted)}`);
        console.log(`load:   the page's main-thread tasks, wall (TaskDuration): ${stats(task)}`);
        console.log(`load:   the page's main-thread CPU time (traced, 3 loads): ${stats(cpu)}`);
        check(shown && painted.every((p, i) => p > ready[i] && ready[i] > 0), `each load shows ${auto.result} and reports ready and painted times`);
    }

    // 2. Confidence ------------------------------------------------------------
    const page = await openPage();
    await page.setInputFiles('#file', gameFile);
    check(await waitResult(page, auto.result) === auto.result, `${basename(gameFile)} scores ${auto.result}`);
    let conf = await confidenceOf(page);
    check(!conf.hidden && showsLine(conf, auto),
        `confidence shown as the CLI's "${auto.confidence_line}": "${conf.text}"`);
    const judged = judgedStones(auto);
    let framed = await framedOf(page);
    check(judged.length > 0 && sameSet(framed, judged), `the ${judged.length} stones of the uncertain groups (${auto.uncertain_groups.join(', ')}) are framed, and only they (${framed.length})`);
    check(await page.$$eval('#legend li', (els) => els.some((e) => /uncertain/.test(e.textContent))), 'the legend explains the frame');
    await page.screenshot({ path: join(artifacts, 'web-confidence.png'), fullPage: true });
    const b = await page.$eval('#board', (e) => e.getBoundingClientRect().toJSON());
    await page.screenshot({ path: join(artifacts, 'web-confidence-board.png'), clip: { x: b.x, y: b.y, width: b.width, height: b.height } });

    // a click on an uncertain group: the confidence follows the user's marks
    const target = auto.judged[0].point;
    await page.click(`g.pt[data-name="${target}"] .stone`, { force: true });
    const deadNow = await deadOnPage(page);
    const marked = cliJson(['score', gameFile, '--json', '--dead', deadNow.join(',')]);
    conf = await confidenceOf(page);
    framed = await framedOf(page);
    check(await resultOf(page) === marked.result && showsLine(conf, marked) &&
        sameSet(framed, judgedStones(marked)),
    `after a click on ${target}: page ${await resultOf(page)} "${conf.text}", ${framed.length} framed stones; CLI --dead: ${marked.result} "${marked.confidence_line}", ${judgedStones(marked).length}`);
    await page.click(`g.pt[data-name="${target}"] .stone`, { force: true });
    const why = await page.$eval('#group-info', (e) => e.innerText);
    check(await resultOf(page) === auto.result && new RegExp(`Uncertain: ([A-Z]+\\d+, )*${auto.judged[0].point}(, [A-Z]+\\d+)* (was|were) judged ${auto.judged[0].decision}`).test(why),
        `the group panel says ${target}'s decision was judged: "${(why.match(/Uncertain:[^\n]*/) || [''])[0]}"`);

    // certain and unfinished games
    for (const [file, level, words] of [[certainFile, 'certain', /^Certain — every decision that changes the score is proved/],
        [unfinishedFile, 'unfinished', /^Unfinished game — the score is an estimate/]]) {
        const want = cliJson(['score', file, '--json']);
        await page.setInputFiles('#file', file);
        await waitResult(page, want.result);
        conf = await confidenceOf(page);
        framed = await framedOf(page);
        check(want.confidence === level && showsLine(conf, want) && words.test(conf.text) && sameSet(framed, judgedStones(want)),
            `${basename(file)}: "${conf.text}" (CLI: ${want.confidence_line}), ${framed.length} framed stones`);
        await page.screenshot({ path: join(artifacts, `web-confidence-${level}.png`), fullPage: true });
    }

    // 3. Download ----------------------------------------------------------------
    await page.setInputFiles('#file', gameFile);
    await waitResult(page, auto.result);
    let got = await download(page);
    const stem = basename(gameFile).replace(/\.sgf$/i, '');
    check(got.name === `${stem}-scored.sgf`, `the download is named ${got.name}`);
    check(Buffer.compare(got.bytes, cliBytes(['score', gameFile, '--sgf', '-'])) === 0,
        `its ${got.bytes.length} bytes are those of seichi score --sgf - (TB/TW, comment${/RE\[/.test(readFileSync(gameFile, 'latin1')) ? '' : ', RE'})`);
    const dead = auto.dead.length ? auto.dead[0] : null;
    if (dead) {
        await page.click(`g.pt[data-name="${dead}"] .stone`, { force: true });
        const now = await deadOnPage(page);
        got = await download(page);
        const want = cliBytes(['score', gameFile, '--dead', now.join(','), '--sgf', '-']);
        check(Buffer.compare(got.bytes, want) === 0, `after a click on ${dead}: the download equals seichi score --dead (${now.length} stones) --sgf -`);
        const back = cliJson(['score', got.path, '--json', '--dead', 'markup']);
        check(sameSet(back.dead, now) && back.result === await resultOf(page),
            `read back with --dead markup: the same ${now.length} dead stones and ${back.result}`);
    } else {
        check(false, `${gameFile} has no dead stone to click`);
    }
    await page.setInputFiles('#file', cjkFile);
    await waitResult(page);
    got = await download(page);
    check(Buffer.compare(got.bytes, cliBytes(['score', cjkFile, '--sgf', '-'])) === 0 && !got.bytes.includes(Buffer.from('\uFFFD')),
        `a GB18030 record (${basename(cjkFile)}) downloads in its own charset, byte for byte the CLI's`);
    await page.click('#paste-toggle');
    await page.fill('#paste', readFileSync(certainFile, 'utf8'));
    await page.click('#paste-load');
    await waitResult(page);
    got = await download(page);
    const info = cliJson(['show', certainFile, '--json']).players || {};
    check(got.name.startsWith(`${info.black} vs ${info.white}`) && got.name.endsWith('-scored.sgf'), `a pasted record is named by its players: ${got.name}`);
    await page.context().close();

    // 4. Phones ------------------------------------------------------------------
    for (const [name, viewport] of [['portrait', { width: 390, height: 844 }], ['landscape', { width: 844, height: 390 }]]) {
        const p = await openPage('', viewport, true);
        await p.setInputFiles('#file', gameFile);
        await waitResult(p, auto.result);
        const m = await p.evaluate(() => ({
            h: innerHeight, w: document.documentElement.scrollWidth, vw: innerWidth, y: scrollY,
            conf: document.querySelector('#confidence').getBoundingClientRect().toJSON(),
        }));
        check(m.y === 0 && m.conf.top >= 0 && m.conf.bottom <= m.h && m.w <= m.vw,
            `${name} ${viewport.width}x${viewport.height}: the confidence is visible without scrolling (bottom at ${Math.round(m.conf.bottom)} of ${m.h}), no overflow`);
        await p.screenshot({ path: join(artifacts, `web-phone-${name}-confidence.png`) });
        await p.context().close();
    }

    checkQuiet(problems, foreign);
} catch (e) {
    check(false, `result test crashed: ${e.stack || e}`);
} finally {
    await browser.close();
    server.close();
}
finish(`; screenshots in ${artifacts}`);

// browser.test.mjs - the scoring page in headless Chromium (Playwright).
//
//   node test/browser.test.mjs SEICHI_CLI GAME.sgf ARTIFACT_DIR
//
// Serves web/ on 127.0.0.1, opens the page in Debian's Chromium and checks:
// the page loads (and how fast), a game opened with the file input shows
// the CLI's result (`seichi score GAME --json`) and its marks, clicking a
// dead group revives it and the score equals the CLI's with those dead
// stones, clicking again restores it, other rules rescore like the CLI,
// the move slider shows the CLI's position, a pasted game scores, and a
// malformed file shows a clear "FILE:LINE:COL: reason" error.  Screenshots
// go to ARTIFACT_DIR.  Exit status 0 when every check passed.

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { check, checkQuiet, cliJsonOf, finish, launchChromium } from './harness.mjs';
import { serve } from './serve.mjs';

const [cli, gameFile, artifacts] = process.argv.slice(2);
if (!cli || !gameFile || !artifacts) {
    console.error('usage: node test/browser.test.mjs SEICHI_CLI GAME.sgf ARTIFACT_DIR');
    process.exit(2);
}
mkdirSync(artifacts, { recursive: true });

const cliJson = (args) => cliJsonOf(cli, args);

const count = (rows, chars) => rows.join('').split('').filter((c) => chars.includes(c)).length;

const { server, url } = await serve(0);
const browser = await launchChromium();

const problems = [];
const foreign = [];
async function openPage() {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('request', (r) => { if (!r.url().startsWith(url) && !r.url().startsWith('data:')) foreign.push(r.url()); });
    await page.goto(url);
    await page.waitForSelector('html[data-ready="1"]', { timeout: 15000 });
    return page;
}

const resultOf = (page) => page.$eval('#result', (e) => e.dataset.result);
async function waitResult(page, notEqual) {
    await page.waitForFunction((prev) => {
        const r = document.querySelector('#result').dataset.result;
        return r && r !== prev;
    }, notEqual, { timeout: 10000 });
    return resultOf(page);
}
const deadOnPage = (page) => page.$$eval('g.pt .stone.dead', (els) => els.map((e) => e.parentNode.dataset.name));
const totalsOnPage = (page) => page.$$eval('#breakdown tr[data-key="total"] td', (tds) => tds.map((t) => Number(t.textContent)));

try {
    // Load time: a fresh page three times (the first compiles the wasm cold).
    const loads = [];
    let page;
    for (let i = 0; i < 3; i++) {
        if (page) await page.close();
        page = await openPage();
        loads.push(await page.evaluate(() => window.seichiPage.readyMs));
    }
    // measured, not asserted (no timed tests): bench/bench_web_load.mjs
    console.log(`page ready after ${loads.map((t) => t.toFixed(0)).join(', ')} ms (navigation start to scorer loaded)`);
    check(loads.every((t) => t > 0), 'the page reports when the scorer is ready');

    // A real game through the file input.
    const hasMarkup = !/no TB\/TW markup/.test(spawnSync(cli, ['score', gameFile, '--dead', 'markup'], { encoding: 'utf8' }).stderr);
    const auto = cliJson(['score', gameFile, '--json']);
    await page.setInputFiles('#file', gameFile);
    const shown = await waitResult(page, '');
    check(shown === auto.result, `displayed result ${shown} = CLI ${auto.result} (${basename(gameFile)})`);
    const totals = await totalsOnPage(page);
    check(totals[0] === auto.breakdown.black.total && totals[1] === auto.breakdown.white.total,
        `breakdown totals ${totals} = CLI ${auto.breakdown.black.total},${auto.breakdown.white.total}`);
    const [w, h] = auto.size;
    check(await page.locator('#board g.pt').count() === w * h, `board has ${w * h} points`);
    const marks = {
        dead: await page.locator('#board .stone.dead').count(),
        terrB: await page.locator('#board .terr-b').count(),
        terrW: await page.locator('#board .terr-w').count(),
        seki: await page.locator('#board .seki-ring').count(),
        stones: await page.locator('#board .stone').count(),
    };
    check(marks.dead === auto.dead.length, `${marks.dead} translucent dead stones = CLI's ${auto.dead.length}`);
    check(marks.terrB === count(auto.map, 'Bo') && marks.terrW === count(auto.map, 'Wx'),
        `territory marks B ${marks.terrB} W ${marks.terrW} = CLI map B ${count(auto.map, 'Bo')} W ${count(auto.map, 'Wx')}`);
    check(marks.seki === count(auto.map, '#@'), `${marks.seki} seki marks = CLI map ${count(auto.map, '#@')}`);
    check(marks.stones === count(auto.map, 'XOxo#@'), `${marks.stones} stones drawn`);
    check(await page.locator('#legend li').count() >= 9, 'legend lists every mark');
    await page.screenshot({ path: join(artifacts, 'web-board.png'), fullPage: true });

    // Toggle a group: revive the first dead chain seichi found, compare
    // with the CLI, toggle back.
    const target = auto.dead.length ? auto.dead[0] : null;
    if (target) {
        const colour = await page.$eval(`g.pt[data-name="${target}"] .stone`, (e) => (e.classList.contains('black') ? 1 : -1));
        const t0 = Date.now();
        const ms = await page.evaluate((name) => {
            const t = performance.now();
            document.querySelector(`g.pt[data-name="${name}"] .stone`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
            return performance.now() - t;
        }, target);
        const after = await waitResult(page, auto.result).catch(() => resultOf(page));
        console.log(`toggle + rescore + redraw took ${ms.toFixed(1)} ms in the page (${Date.now() - t0} ms round trip)`);
        const deadNow = await deadOnPage(page);
        check(!deadNow.includes(target) && deadNow.length < auto.dead.length, `clicking ${target} revived its group (${auto.dead.length} -> ${deadNow.length} dead)`);
        const expected = cliJson(['score', gameFile, '--json', '--dead', deadNow.join(',')]);
        check(after === expected.result, `after toggle: page ${after} = CLI --dead ... ${expected.result}`);
        check(expected.margin * colour > auto.margin * colour, `reviving a ${colour > 0 ? 'black' : 'white'} chain moved the margin its way (${auto.margin} -> ${expected.margin})`);
        const note = await page.$eval('#result-note', (e) => e.textContent);
        check(/your dead-stone marks/.test(note), 'the page says the score uses the user\'s marks');
        await page.click(`g.pt[data-name="${target}"] .stone`);
        const back = await resultOf(page);
        check(back === auto.result && (await deadOnPage(page)).length === auto.dead.length, `clicking again restores ${auto.result} (${back})`);
    } else {
        check(false, `${gameFile} has no dead stones to toggle: choose another game`);
    }

    // The server's end-of-game marks (TB/TW), when the record has them.
    check(await page.isVisible('#markup-dead') === hasMarkup,
        `the TB/TW button is ${hasMarkup ? 'shown' : 'hidden'} as the record ${hasMarkup ? 'has' : 'has no'} markup`);
    if (hasMarkup) {
        const markup = cliJson(['score', gameFile, '--json', '--dead', 'markup']);
        await page.click('#markup-dead');
        check(await resultOf(page) === markup.result && (await deadOnPage(page)).length === markup.dead.length,
            `TB/TW marks: page ${await resultOf(page)} = CLI --dead markup ${markup.result}`);
        await page.click('#auto-dead');
        check(await resultOf(page) === auto.result, 'automatic dead stones again after the markup');
    }
    const recorded = await page.$eval('#recorded-result', (e) => e.textContent);
    check(/^Recorded result: \S+ — seichi (agrees|differs)$/.test(recorded), `recorded result compared: "${recorded}"`);

    // Other rules: like the CLI with --rules.
    await page.selectOption('#rules', 'chinese');
    await page.click('#auto-dead');
    const chinese = cliJson(['score', gameFile, '--json', '--rules', 'chinese']);
    await page.waitForFunction((r) => document.querySelector('#result').dataset.result === r, chinese.result, { timeout: 5000 }).catch(() => {});
    check(await resultOf(page) === chinese.result, `chinese rules: page ${await resultOf(page)} = CLI ${chinese.result}`);
    await page.selectOption('#rules', '');
    await page.click('#auto-dead');

    // Move slider.
    const mid = Math.floor(cliJson(['show', gameFile, '--json']).moves / 2);
    await page.$eval('#move', (e, v) => { e.value = String(v); e.dispatchEvent(new Event('input', { bubbles: true })); }, mid);
    const pos = cliJson(['show', gameFile, '--json', '--move', String(mid)]);
    const label = await page.$eval('#move-label', (e) => e.textContent);
    const stonesB = await page.locator('#board .stone.black').count();
    const stonesW = await page.locator('#board .stone.white').count();
    check(label.startsWith(`move ${mid} /`), `slider shows move ${mid} ("${label}")`);
    check(stonesB === count(pos.board, 'x') && stonesW === count(pos.board, 'o'),
        `position at move ${mid}: ${stonesB} black, ${stonesW} white stones = CLI show --move`);
    await page.keyboard.press('ArrowRight');
    check((await page.$eval('#move-label', (e) => e.textContent)).startsWith(`move ${mid + 1} /`), 'the right arrow key steps one move');
    await page.$eval('#move', (e) => { e.value = e.max; e.dispatchEvent(new Event('input', { bubbles: true })); });
    check(await resultOf(page) === auto.result, 'back at the end, the score is shown again');
    await page.screenshot({ path: join(artifacts, 'web-board.png'), fullPage: true });

    // Paste a game.
    await page.click('#paste-toggle');
    await page.fill('#paste', readFileSync(gameFile, 'utf8'));
    await page.click('#paste-load');
    check(await resultOf(page) === auto.result, 'a pasted record scores the same');

    // Drag and drop of a file onto the page.
    await page.evaluate(async (text) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], 'dropped.sgf', { type: 'application/x-go-sgf' }));
        document.querySelector('#drop').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, readFileSync(gameFile, 'utf8'));
    await page.waitForFunction(() => document.querySelector('#game-title').textContent.startsWith('dropped.sgf'), null, { timeout: 5000 }).catch(() => {});
    check((await page.$eval('#game-title', (e) => e.textContent)).startsWith('dropped.sgf') && await resultOf(page) === auto.result,
        'a dropped file scores the same');

    // A malformed file: a clear error on the page.
    const broken = '(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp];B[pp';
    await page.setInputFiles('#file', { name: 'broken.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(broken) });
    await page.waitForSelector('#error:not([hidden])', { timeout: 5000 });
    const err = await page.$eval('#error', (e) => e.textContent);
    check(/broken\.sgf:\d+:\d+: \S/.test(err), `malformed file shows "${err}"`);
    check(await page.$eval('#board-panel', (e) => e.hidden), 'no stale board is left under the error');
    await page.screenshot({ path: join(artifacts, 'web-error.png'), fullPage: false });
    check(await resultOf(page) === '', 'no stale result is left under the error');
    await page.setInputFiles('#file', gameFile);
    const again = await waitResult(page, '');
    check(await page.$eval('#error', (e) => e.hidden) && again === auto.result, 'the error goes away when a good file is opened');

    checkQuiet(problems, foreign);
} catch (e) {
    check(false, `browser test crashed: ${e.stack || e}`);
} finally {
    await browser.close();
    server.close();
}
finish(`; screenshots in ${artifacts}`);

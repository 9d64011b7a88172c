// bench_web_load.mjs - how fast the scoring page loads in Debian's Chromium
// (headless, Playwright), the numbers docs/WEB.md quotes.
//
//   node bench/bench_web_load.mjs [RUNS [GAME.sgf]]     (after make wasm and
//                                                        cd web && npm ci)
//   env: CHROMIUM (default /usr/bin/chromium); SEICHI_WEB_THROTTLE=N slows
//   the page's main thread N times (Chromium's CPU throttling, the DevTools
//   "slow CPU": the same page on a slower or busier machine, repeatable);
//   SEICHI_WEB_ROOTS=DIR1:DIR2... compares other copies of web/ (each with
//   its dist/ built), their loads interleaved so that all see the same load;
//   SEICHI_WEB_BROWSER_UI=on|both (default off), below.
//
// Chromium's own window: headless Debian Chromium opens, for every new
// window (each fresh context here), its omnibox popup as a WebUI page in a
// second renderer that loads some 150 chrome:// modules while the page
// loads - work that a user's open browser did when it started, not when it
// opens a page, and that competes with the page for the 2 cores.  By
// default the browser is started without it (--disable-features=
// WebUIOmniboxPopup,...: the page's own 9 requests and one renderer are
// left); SEICHI_WEB_BROWSER_UI=on keeps Chromium's default, =both runs
// two browsers and interleaves their loads.
//
// Each run opens a fresh browser context (empty cache) on web/ served from
// 127.0.0.1 by web/test/serve.mjs, twice: the bare page (scorer ready,
// window.seichiPage.readyMs) and a link holding GAME in its fragment
// (#sgf=...), timed from navigation start to its result painted
// (window.seichiPage.resultMs: the frame after the result was drawn).
// For the linked loads the way there is split by the page's own clocks:
// HTML received, first paint, the modules running (mark seichi-app), the
// wasm compiled (seichi-wasm), the scorer ready (seichi-ready), the game
// scored (seichi-scored), the result painted (seichi-result).
// Prints median and worst of each, the load average before and after.
// Default game: the browser tests' KGS game (327 moves).
// Not a test: the machine's load decides the numbers.

import { readFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../web/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const { serve } = await import('../web/test/serve.mjs');
const { buildFragment } = await import('../web/link.js');

const runs = Number(process.argv[2] || 10);
const game = process.argv[3] ||
    new URL('../../shared/data/games/kgs/kgs-19-2016-10-new__2016-10-28-6.sgf', import.meta.url).pathname;
const throttle = Number(process.env.SEICHI_WEB_THROTTLE || 1);
const frag = buildFragment({ sgf: readFileSync(game), name: game.split('/').pop() });
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const loadBefore = load();

const roots = (process.env.SEICHI_WEB_ROOTS || new URL('../web', import.meta.url).pathname).split(':');
const servers = await Promise.all(roots.map((r) => serve(0, r)));
const NO_UI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI';
const ui = process.env.SEICHI_WEB_BROWSER_UI || 'off';
const browsers = [];
for (const withUi of ui === 'both' ? [false, true] : [ui === 'on']) {
    browsers.push({
        withUi,
        browser: await chromium.launch({
            executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
            args: [...(withUi ? [] : [NO_UI]), '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
        }),
    });
}
const variants = [];
for (const [r, root] of roots.entries())
    for (const b of browsers) variants.push({ root, server: servers[r], ...b, label: `${root}${b.withUi ? ', Chromium\'s window UI on' : ''}` });

// The page's clocks after a linked load, ms from navigation start.
function phases() {
    const nav = performance.getEntriesByType('navigation')[0];
    const mark = (n) => { const m = performance.getEntriesByName(n)[0]; return m ? m.startTime : NaN; };
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
        html: nav.responseEnd, fcp: paint ? paint.startTime : NaN, app: mark('seichi-app'),
        wasm: mark('seichi-wasm'), ready: mark('seichi-ready'), scored: mark('seichi-scored'),
        painted: window.seichiPage.resultMs,
    };
}

const bare = variants.map(() => []), linked = variants.map(() => []);
for (let i = 0; i < runs; i++) for (let r = 0; r < variants.length; r++) {
    const { server: { url }, browser } = variants[r];
    for (const path of ['', frag]) {
        const ctx = await browser.newContext();
        const page = await ctx.newPage();
        if (throttle > 1) {
            const cdp = await ctx.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        }
        await page.goto(url + path);
        if (path) {
            await page.waitForFunction(() => window.seichiPage && window.seichiPage.resultMs, null, { timeout: 60000 });
            linked[r].push(await page.evaluate(phases));
        } else {
            await page.waitForSelector('html[data-ready="1"]', { timeout: 60000 });
            bare[r].push(await page.evaluate(() => window.seichiPage.readyMs));
        }
        await ctx.close();
    }
}
for (const { browser } of browsers) await browser.close();
for (const { server } of servers) server.close();

const stat = (a) => {
    const s = a.filter((x) => !Number.isNaN(x)).sort((x, y) => x - y);
    if (!s.length) return '(not marked)';
    const med = s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    return `median ${med.toFixed(0).padStart(5)} ms, worst ${s[s.length - 1].toFixed(0).padStart(5)} ms`;
};
console.log(`${runs} fresh loads each in Chromium on ${cpus().length} cores, load average ${loadBefore} before, ${load()} after` +
    (throttle > 1 ? `, main thread throttled ${throttle}x` : '') + (ui === 'on' ? ', Chromium\'s window UI on' : ''));
for (let r = 0; r < variants.length; r++) {
    const col = (k) => linked[r].map((p) => p[k]);
    if (variants.length > 1) console.log(`${variants[r].label}:`);
    console.log(`  bare page, scorer ready:        ${stat(bare[r])}`);
    console.log(`  link to ${game.split('/').pop()} (#sgf=), from navigation start to`);
    console.log(`    HTML received:                ${stat(col('html'))}`);
    console.log(`    first contentful paint:       ${stat(col('fcp'))}`);
    console.log(`    modules running (app.js):     ${stat(col('app'))}`);
    console.log(`    wasm compiled:                ${stat(col('wasm'))}`);
    console.log(`    scorer ready:                 ${stat(col('ready'))}`);
    console.log(`    game scored:                  ${stat(col('scored'))}`);
    console.log(`    result painted:               ${stat(col('painted'))}`);
}

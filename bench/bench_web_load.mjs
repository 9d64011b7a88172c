// bench_web_load.mjs - how fast the scoring page loads in Debian's Chromium
// (headless, Playwright), the number docs/WEB.md quotes.
//
//   node bench/bench_web_load.mjs [RUNS] [GAME.sgf]     (after make wasm and
//                                                        cd web && npm ci)
//
// Each run opens a fresh browser context (empty cache) on web/ served from
// 127.0.0.1 and measures, from navigation start: the scorer ready (module
// and wasm loaded: window.seichiPage.readyMs) and, with the game in the
// link's fragment (#sgf=...), its result painted (window.seichiPage.resultMs:
// the frame after the result was drawn).  Prints min / median / max and the
// load average.
// Not a test: the machine's load decides the numbers.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../web/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const { serve } = await import('../web/test/serve.mjs');
const { buildFragment } = await import('../web/link.js');

const runs = Number(process.argv[2] || 10);
const game = process.argv[3] || new URL('../examples/game.sgf', import.meta.url).pathname;
const frag = buildFragment({ sgf: readFileSync(game), name: 'game.sgf' });

const { server, url } = await serve(0);
const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const ready = [], scored = [];
for (let i = 0; i < runs; i++) {
    for (const [path, out] of [['', ready], [frag, scored]]) {
        const ctx = await browser.newContext();
        const page = await ctx.newPage();
        await page.goto(url + path);
        if (path) {
            await page.waitForFunction(() => window.seichiPage && window.seichiPage.resultMs, null, { timeout: 30000 });
            out.push(await page.evaluate(() => window.seichiPage.resultMs));
        } else {
            await page.waitForSelector('html[data-ready="1"]', { timeout: 30000 });
            out.push(await page.evaluate(() => window.seichiPage.readyMs));
        }
        await ctx.close();
    }
}
await browser.close();
server.close();
const stats = (a) => {
    const s = [...a].sort((x, y) => x - y);
    return `min ${s[0].toFixed(0)} ms, median ${s[Math.floor(s.length / 2)].toFixed(0)} ms, max ${s[s.length - 1].toFixed(0)} ms`;
};
console.log(`${runs} fresh loads of the page in Chromium, load average ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')} (navigation start to ...)`);
console.log(`  scorer ready:              ${stats(ready)}`);
console.log(`  linked game (#sgf=) painted: ${stats(scored)}`);

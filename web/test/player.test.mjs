// player.test.mjs - the scoring page tried as a player would, in headless
// Chromium (Playwright):
//
//   node test/player.test.mjs SEICHI_CLI GAME.sgf CJK_GAME.sgf ARTIFACT_DIR
//
// 1. Groups: a click marks the analysis' whole group (every stone of a
//    multi-chain dead group of `seichi score --json --explain` revives at
//    once; the score equals the CLI's with those dead stones), the seki
//    partners follow (a seki group of several chains dies as one and its
//    partner of the other colour loses its seki marks), the hover outlines
//    exactly the group in dashed orange (not the teal of seki), and the
//    group is explained in the analysis' words.
// 2. Phones: at 390x844 (portrait) and 844x390 (landscape) with touch, no
//    horizontal overflow, the result visible without scrolling, the whole
//    board visible in landscape (and still after scrolling the panel),
//    touch targets of 44 px or more, a tap toggles a group.
// 3. Links: ?sgf= of the same origin loads (the example record), another
//    origin is refused without any request; a #sgf= fragment with rules and
//    dead stones gives the CLI's result; the page's own share link restores
//    a result with the network cut; the example button; Home/End keys.
// 4. CJK: a GB18030 record's player names shown as the CLI decodes them,
//    drawn with a CJK font (Chromium's DevTools protocol names the fonts).
// Screenshots in ARTIFACT_DIR.  Exit status 0 when every check passed.

import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { check, checkQuiet, cliJsonOf, finish, launchChromium } from './harness.mjs';
import { serve } from './serve.mjs';
import { buildFragment } from '../link.js';

const [cli, gameFile, cjkFile, artifacts] = process.argv.slice(2);
if (!cli || !gameFile || !cjkFile || !artifacts) {
    console.error('usage: node test/player.test.mjs SEICHI_CLI GAME.sgf CJK_GAME.sgf ARTIFACT_DIR');
    process.exit(2);
}
mkdirSync(artifacts, { recursive: true });
const exampleFile = new URL('../../examples/game.sgf', import.meta.url).pathname;

const cliJson = (args) => cliJsonOf(cli, args);

const { server, url } = await serve(0);
const browser = await launchChromium();

const problems = [], foreign = [];
const PHONE = { portrait: { width: 390, height: 844 }, landscape: { width: 844, height: 390 } };
async function openPage(path = '', viewport = { width: 1280, height: 1000 }, touch = false) {
    const context = await browser.newContext({ viewport, isMobile: touch, hasTouch: touch, deviceScaleFactor: touch ? 2 : 1 });
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error' && !/Failed to load resource.*404/.test(m.text())) problems.push(`console: ${m.text()}`); });
    page.on('request', (r) => { if (!r.url().startsWith(url) && !r.url().startsWith('data:')) foreign.push(r.url()); });
    await page.goto(url + path);
    await page.waitForSelector('html[data-ready="1"]', { timeout: 15000 });
    return page;
}
const resultOf = (page) => page.$eval('#result', (e) => e.dataset.result);
const waitResult = (page, want) => page.waitForFunction((w) => {
    const r = document.querySelector('#result').dataset.result;
    return w ? r === w : !!r;
}, want, { timeout: 10000 }).then(() => resultOf(page)).catch(() => resultOf(page));
const deadOnPage = (page) => page.$$eval('g.pt .stone.dead', (els) => els.map((e) => e.parentNode.dataset.name));
const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

try {
    const auto = cliJson(['score', gameFile, '--json', '--explain']);
    const groups = auto.groups || [];
    check(groups.length > 0, `the CLI lists ${groups.length} groups of ${basename(gameFile)} with --explain`);

    // 1. Groups ---------------------------------------------------------------
    const page = await openPage();
    await page.setInputFiles('#file', gameFile);
    check(await waitResult(page) === auto.result, `${basename(gameFile)} scores ${auto.result}`);
    const deadGroup = groups.filter((g) => g.status === 'dead' && g.stones.length >= 2)
        .sort((a, b) => b.stones.length - a.stones.length)[0];
    if (deadGroup) {
        const [first, ...rest] = deadGroup.stones;
        // hover: exactly the group's stones outlined, dashed orange, unlike a seki ring
        await page.hover(`g.pt[data-name="${rest[rest.length - 1]}"] .stone`, { force: true });
        const hovered = await page.$$eval('#board g.pt.hover', (els) => els.map((e) => e.dataset.name));
        check(sameSet(hovered, deadGroup.stones), `hovering ${rest[rest.length - 1]} outlines its group ${deadGroup.name} (${hovered.length} of ${deadGroup.stones.length} stones)`);
        const look = await page.$eval('#board g.pt.hover .outline', (e) => {
            const s = getComputedStyle(e);
            const ring = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
            ring.setAttribute('class', 'seki-ring');
            document.querySelector('#board').append(ring);
            const seki = getComputedStyle(ring).stroke;
            ring.remove();
            return { stroke: s.stroke, dash: s.strokeDasharray, seki, r: Number(e.getAttribute('r')), stone: Number(e.parentNode.querySelector('.stone').getAttribute('r')) };
        });
        check(look.dash !== 'none' && look.stroke !== look.seki && look.r > look.stone,
            `the hover outline is dashed ${look.stroke} outside the stone, not the seki ring's ${look.seki}`);
        await page.screenshot({ path: join(artifacts, 'web-hover.png'), clip: await page.$eval('#board', (e) => { const b = e.getBoundingClientRect(); return { x: b.x, y: b.y, width: b.width, height: b.height }; }) });
        // click one stone: the whole group revives
        await page.click(`g.pt[data-name="${first}"] .stone`, { force: true });
        const deadNow = await deadOnPage(page);
        const expectedDead = auto.dead.filter((p) => !deadGroup.stones.includes(p));
        check(sameSet(deadNow, expectedDead), `clicking ${first} revived all ${deadGroup.stones.length} stones of group ${deadGroup.name} (${deadGroup.stones.join(' ')})`);
        const marked = cliJson(['score', gameFile, '--json', '--dead', expectedDead.join(',')]);
        check(await resultOf(page) === marked.result, `after the group toggle: page ${await resultOf(page)} = CLI --dead (all but the group) ${marked.result}`);
        const info = await page.$eval('#group-info', (e) => ({ hidden: e.hidden, text: e.innerText }));
        check(!info.hidden && info.text.includes(`group at ${deadGroup.name}`) && /You marked it alive; seichi's analysis found it dead/.test(info.text) &&
            /stands inside an area the other colour/.test(info.text),
        `the group is explained in words: "${info.text.replace(/\s+/g, ' ').slice(0, 160)}…"`);
        await page.screenshot({ path: join(artifacts, 'web-group.png'), fullPage: true });
        await page.click(`g.pt[data-name="${rest[0]}"] .stone`, { force: true });
        check(sameSet(await deadOnPage(page), auto.dead) && await resultOf(page) === auto.result, `clicking another stone of the group kills it again: ${auto.result}`);
    } else {
        check(false, `${gameFile} has no dead group of two stones or more: choose another game`);
    }
    // seki partners: the smallest seki group of two stones or more
    const sekiGroup = groups.filter((g) => g.status === 'seki' && g.stones.length >= 2).sort((a, b) => a.stones.length - b.stones.length)[0];
    if (sekiGroup) {
        const sekiBefore = await page.$$eval('g.pt', (els) => els.filter((e) => e.querySelector('.seki-ring')).map((e) => e.dataset.name));
        const partners = sekiBefore.filter((p) => !sekiGroup.stones.includes(p));
        await page.click(`g.pt[data-name="${sekiGroup.stones[0]}"] .stone`, { force: true });
        const deadNow = await deadOnPage(page);
        check(sekiGroup.stones.every((p) => deadNow.includes(p)), `clicking ${sekiGroup.stones[0]} marks its seki group dead with its partners of the same colour (${sekiGroup.stones.join(' ')})`);
        const sekiAfter = await page.$$eval('g.pt', (els) => els.filter((e) => e.querySelector('.seki-ring')).map((e) => e.dataset.name));
        check(partners.length > 0 && partners.every((p) => !sekiAfter.includes(p)), `its seki partners of the other colour follow: ${partners.length} stones no longer in seki`);
        const marked = cliJson(['score', gameFile, '--json', '--dead', deadNow.join(',')]);
        check(await resultOf(page) === marked.result, `seki group dead: page ${await resultOf(page)} = CLI --dead ${marked.result}`);
        await page.screenshot({ path: join(artifacts, 'web-seki-dead.png'), fullPage: true });
        await page.click(`g.pt[data-name="${sekiGroup.stones[sekiGroup.stones.length - 1]}"] .stone`, { force: true });
        check(await resultOf(page) === auto.result, `clicking it again restores the seki: ${auto.result}`);
    } else {
        check(false, `${gameFile} has no seki group of two stones or more: choose another game`);
    }

    // Home / End keys.
    await page.keyboard.press('Home');
    check((await page.$eval('#move-label', (e) => e.textContent)).startsWith('move 0 /') && await resultOf(page) === '', 'Home shows the empty board (move 0)');
    await page.keyboard.press('End');
    check(await resultOf(page) === auto.result, `End goes back to the scored end (${auto.result})`);

    // The example game button.
    const example = cliJson(['score', exampleFile, '--json']);
    await page.click('#example');
    check(await waitResult(page, example.result) === example.result, `the example game button scores examples/game.sgf: ${example.result}`);
    await page.close();

    // 2. Phones ---------------------------------------------------------------
    for (const [name, viewport] of Object.entries(PHONE)) {
        const p = await openPage('', viewport, true);
        await p.setInputFiles('#file', gameFile);
        await waitResult(p, auto.result);
        const m = await p.evaluate(() => {
            const box = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
            return {
                scrollWidth: document.documentElement.scrollWidth, innerWidth, innerHeight, scrollY,
                result: box('#result'), board: box('#board'),
            };
        });
        check(m.scrollWidth <= m.innerWidth, `${name} ${viewport.width}x${viewport.height}: no horizontal overflow (page ${m.scrollWidth} px wide)`);
        check(m.scrollY === 0 && m.result.top >= 0 && m.result.bottom <= m.innerHeight, `${name}: the result is visible without scrolling (bottom at ${Math.round(m.result.bottom)} of ${m.innerHeight})`);
        if (name === 'landscape') {
            check(m.board.top >= 0 && m.board.bottom <= m.innerHeight && m.board.right <= m.innerWidth && m.board.width >= 250,
                `landscape: the whole board (${Math.round(m.board.width)} px) is in view beside the panel`);
            await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const after = await p.evaluate(() => ({ y: scrollY, board: document.querySelector('#board').getBoundingClientRect().toJSON() }));
            check(after.y > 0 && after.board.top >= 0 && after.board.bottom <= m.innerHeight, `landscape: the board stays in view while the panel scrolls (scrolled ${Math.round(after.y)} px)`);
            await p.evaluate(() => window.scrollTo(0, 0));
        } else {
            check(m.board.bottom <= m.innerHeight, `portrait: the board is in view too (bottom at ${Math.round(m.board.bottom)})`);
        }
        const small = await p.$$eval('button, select, input, label.button', (els) => els.filter((e) => {
            const r = e.getBoundingClientRect();
            const s = getComputedStyle(e);
            return r.width > 0 && s.visibility !== 'hidden' && s.opacity !== '0' && (r.width < 44 || r.height < 44);
        }).map((e) => `${e.id || e.textContent.trim()} ${Math.round(e.getBoundingClientRect().width)}x${Math.round(e.getBoundingClientRect().height)}`));
        check(small.length === 0, `${name}: every control is a touch target of 44 px or more${small.length ? ': ' + small.join(', ') : ''}`);
        await p.screenshot({ path: join(artifacts, `web-phone-${name}.png`) });
        if (deadGroup) {
            await p.tap(`g.pt[data-name="${deadGroup.stones[0]}"] .stone`, { force: true });
            const deadNow = await deadOnPage(p);
            check(deadGroup.stones.every((s) => !deadNow.includes(s)), `${name}: a tap revives group ${deadGroup.name}`);
            await p.screenshot({ path: join(artifacts, `web-phone-${name}-tapped.png`), fullPage: true });
        }
        await p.context().close();
    }

    // 3. Links ------------------------------------------------------------------
    {
        const p = await openPage('?sgf=dist/example.sgf');
        check(await waitResult(p, example.result) === example.result && (await p.$eval('#game-title', (e) => e.textContent)).startsWith('example.sgf'),
            `?sgf=dist/example.sgf loads the record of this site: ${example.result}`);
        await p.context().close();
    }
    {
        const before = foreign.length;
        const p = await openPage('?sgf=' + encodeURIComponent('http://192.0.2.1/game.sgf'));
        await p.waitForSelector('#error:not([hidden])', { timeout: 5000 }).catch(() => {});
        const err = await p.$eval('#error', (e) => (e.hidden ? '' : e.textContent));
        check(/only records on this site/.test(err) && foreign.length === before, `?sgf= of another origin is refused with no request: "${err}"`);
        await p.context().close();
    }
    {
        const p = await openPage('?sgf=dist/no-such-file.sgf');
        await p.waitForSelector('#error:not([hidden])', { timeout: 5000 }).catch(() => {});
        const err = await p.$eval('#error', (e) => (e.hidden ? '' : e.textContent));
        check(/Could not load no-such-file\.sgf: HTTP 404/.test(err), `a missing linked record says so: "${err}"`);
        await p.context().close();
    }
    {
        const dead = deadGroup ? auto.dead.filter((s) => !deadGroup.stones.includes(s)) : auto.dead;
        const frag = buildFragment({ sgf: readFileSync(gameFile), name: basename(gameFile), rules: 'chinese', dead });
        const want = cliJson(['score', gameFile, '--json', '--rules', 'chinese', '--dead', dead.join(',')]);
        const p = await openPage(frag);
        check(await waitResult(p, want.result) === want.result && sameSet(await deadOnPage(p), dead) &&
            await p.$eval('#rules', (e) => e.value) === 'chinese',
        `a #sgf= fragment (${frag.length} characters) with rules and dead stones: ${want.result} = CLI --rules chinese --dead`);
        // the page's own link, after a group toggle, restores the result offline
        const target = auto.dead[0];
        await p.click(`g.pt[data-name="${target}"] .stone`, { force: true });
        const shown = await resultOf(p);
        const deadShown = await deadOnPage(p);
        await p.click('#share-link');
        const link = await p.$eval('#share-url', (e) => e.value);
        check(link.startsWith(url) && link.includes('#sgf='), `the share link holds the record (${link.length} characters)`);
        const q = await openPage();
        await q.context().setOffline(true);
        await q.evaluate((h) => { location.hash = h; }, link.slice(link.indexOf('#')));
        check(await waitResult(q, shown) === shown && sameSet(await deadOnPage(q), deadShown),
            `the share link opened with the network cut shows the same result and marks (${shown})`);
        await q.context().close();
        await p.context().close();
    }

    // 4. CJK names ----------------------------------------------------------------
    {
        const show = cliJson(['show', cjkFile, '--json']);
        const names = [show.players && show.players.black, show.players && show.players.white];
        const p = await openPage();
        await p.setInputFiles('#file', cjkFile);
        await waitResult(p);
        const players = await p.$eval('#game-title .players', (e) => e.textContent);
        check(names.every((n) => n && /[\u3400-\u9fff]/.test(n) && players.includes(n)),
            `GB18030 record ${basename(cjkFile)}: names ${names.join(', ')} shown as the CLI decodes them ("${players}")`);
        const cdp = await p.context().newCDPSession(p);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#game-title .players' });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const cjkGlyphs = [...names.join('')].length;
        const cjkFont = fonts.find((f) => /CJK|Han|Hei|Song|Ming|YaHei|PingFang|Hiragino|Gothic/i.test(f.familyName) && f.glyphCount >= cjkGlyphs);
        check(!!cjkFont, `the names are drawn with a CJK font: ${fonts.map((f) => `${f.familyName} (${f.glyphCount} glyphs)`).join(', ')}`);
        await p.screenshot({ path: join(artifacts, 'web-cjk.png'), clip: { x: 0, y: 0, width: 1280, height: 360 } });
        await p.context().close();
    }

    checkQuiet(problems, foreign);
} catch (e) {
    check(false, `player test crashed: ${e.stack || e}`);
} finally {
    await browser.close();
    server.close();
}
finish(`; screenshots in ${artifacts}`);

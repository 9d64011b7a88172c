// harness.mjs - what the browser tests share: one "ok"/"FAIL" line a
// check and the count at the end, the CLI's output, and Debian's Chromium
// started the same way by every test.
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';

let failures = 0, checks = 0;

export function check(ok, what) {
    checks++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures++;
}

// The two checks every browser test ends with: the page and its console
// reported no error, and no request left the local server.
export function checkQuiet(problems, foreign) {
    check(problems.length === 0, `no page or console errors${problems.length ? ': ' + problems.join('; ') : ''}`);
    check(foreign.length === 0, `no request left 127.0.0.1${foreign.length ? ': ' + foreign.join(', ') : ''}`);
}

// Prints "N/M checks passed" and what follows, and exits 1 on a failure.
export function finish(after = '') {
    console.log(`${checks - failures}/${checks} checks passed${after}`);
    process.exit(failures ? 1 : 0);
}

// The CLI's standard output for args (a Buffer with encoding 'buffer');
// throws with its error line when it fails.
export function cliOut(cli, args, encoding = 'utf8') {
    const r = spawnSync(cli, args, { encoding, maxBuffer: 1 << 26 });
    if (r.status !== 0) throw new Error(`${cli} ${args.join(' ')}: ${r.stderr}`);
    return r.stdout;
}

export const cliJsonOf = (cli, args) => JSON.parse(cliOut(cli, args));

// Chromium's omnibox popup is a WebUI page it loads in a second renderer
// for every new window (context): not the page's work, left out.
export const NO_BROWSER_UI =
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI';

export function launchChromium({ browserUi = false } = {}) {
    return chromium.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
            '--disable-background-networking', '--disable-component-update', '--disable-sync',
            ...(browserUi ? [] : [NO_BROWSER_UI])],
    });
}

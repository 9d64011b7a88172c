// serve.mjs - a tiny static file server for web/ on 127.0.0.1 (tests and
// local use: `node test/serve.mjs [PORT]`, 0 = any free port).  Serves
// .wasm as application/wasm so that streaming compilation works, and
// FILE.gz (web/build.sh writes dist/seichi-core.wasm.gz) gzip-encoded in
// place of FILE to a browser that accepts it, as static servers do.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TYPES = {
    '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
    '.wasm': 'application/wasm', '.json': 'application/json', '.sgf': 'application/x-go-sgf',
    '.svg': 'image/svg+xml', '.png': 'image/png',
};

/** Starts the server; resolves to {server, url}. */
export function serve(port = 0, root = ROOT) {
    const server = http.createServer(async (req, res) => {
        try {
            const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
            const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
            if (!file.startsWith(root) || file.includes('node_modules')) throw Object.assign(new Error('forbidden'), { code: 'EACCES' });
            const headers = { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache' };
            let body = null;
            if (/\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
                body = await readFile(file + '.gz').catch(() => null);
                if (body) Object.assign(headers, { 'content-encoding': 'gzip', vary: 'accept-encoding' });
            }
            if (!body) body = await readFile(file);
            res.writeHead(200, headers);
            res.end(body);
        } catch (e) {
            res.writeHead(e.code === 'EACCES' ? 403 : 404, { 'content-type': 'text/plain' });
            res.end(e.code === 'EACCES' ? 'forbidden\n' : 'not found\n');
        }
    });
    return new Promise((ok, fail) => {
        server.once('error', fail);
        server.listen(port, '127.0.0.1', () => ok({ server, url: `http://127.0.0.1:${server.address().port}/` }));
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const { url } = await serve(Number(process.argv[2] || 8080));
    console.log(`serving ${ROOT} at ${url}`);
}

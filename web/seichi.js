// seichi.js - the ES module wrapper of seichi's WebAssembly build.
//
// The C library (every src/**/*.c, unchanged) plus web/wasm_glue.c is
// compiled by web/build.sh into dist/seichi-core.{mjs,wasm}.  This file
// hides pointers and memory: strings and bytes go in, plain objects come
// out, and every C object handed out (Game, Board) has a free() method.
// Works in browsers (the .wasm is fetched next to this file) and in node
// (the .wasm is read from disk).  Types: seichi.d.ts.

import createSeichiCore from './dist/seichi-core.mjs';

export const RULES = ['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'tromp-taylor', 'kee'];

// Reasons a point counts as it does (SEICHI_PT_* of seichi.h).
export const REASONS = ['dame', 'territory', 'stone', 'dead', 'seki_stone', 'seki_eye',
    'false_eye', 'forced', 'ko'];

export class SeichiError extends Error {
    constructor(message, status) {
        super(message);
        this.name = 'SeichiError';
        this.status = status;
    }
}

const isNode = typeof process === 'object' && process !== null && !!(process.versions && process.versions.node) &&
    typeof window === 'undefined';

let corePromise = null;

async function loadCore(options = {}) {
    const moduleOptions = {};
    moduleOptions.print = moduleOptions.printErr = () => {};
    if (options.wasmModule) {
        // compiled already (or being compiled: a page can start that before
        // its scripts load); only instantiated here
        return new Promise((ok, fail) => {
            moduleOptions.instantiateWasm = (imports, receive) => {
                Promise.resolve(options.wasmModule)
                    .then((module) => WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module)))
                    .catch(fail);
                return {};
            };
            createSeichiCore(moduleOptions).then(ok, fail);
        });
    }
    if (options.wasmBinary) moduleOptions.wasmBinary = options.wasmBinary;
    else if (options.wasmUrl) moduleOptions.locateFile = () => String(options.wasmUrl);
    else if (isNode) {
        const fs = await import('node:fs/promises');
        moduleOptions.wasmBinary = await fs.readFile(new URL('./dist/seichi-core.wasm', import.meta.url));
    }
    return createSeichiCore(moduleOptions);
}

const encoder = new TextEncoder();

function toBytes(input) {
    if (typeof input === 'string') return encoder.encode(input);
    if (input instanceof Uint8Array) return input;
    if (input instanceof ArrayBuffer) return new Uint8Array(input);
    if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    throw new SeichiError('seichi: an SGF must be given as a string, Uint8Array or ArrayBuffer', 2);
}

// One loaded WebAssembly instance.  Calls are synchronous.
export class Seichi {
    constructor(core) {
        this.core = core;
        this.version = core.UTF8ToString(core._seichi_version());
    }

    // -- memory helpers ------------------------------------------------
    _withBytes(bytes, fn) {
        const c = this.core;
        const ptr = c._malloc(bytes.length + 1);
        if (!ptr) throw new SeichiError('seichi: out of memory', 1);
        try {
            c.HEAPU8.set(bytes, ptr);
            c.HEAPU8[ptr + bytes.length] = 0;
            return fn(ptr, bytes.length);
        } finally {
            c._free(ptr);
        }
    }

    _withString(s, fn) {
        if (s === null || s === undefined) return fn(0);
        return this._withBytes(encoder.encode(String(s)), (ptr) => fn(ptr));
    }

    _takeJson(ptr, what) {
        if (!ptr) throw new SeichiError(`seichi: ${what} failed (out of memory or bad argument)`, 1);
        const text = this.core.UTF8ToString(ptr);
        this.core._free(ptr);
        return JSON.parse(text);
    }

    _call(fn) {
        try {
            return fn();
        } catch (e) {
            if (e instanceof SeichiError) throw e;
            // A C function missing from this build (scoring not yet in the
            // library) or an abort: report it, never crash the page.
            throw new SeichiError(`seichi: the WebAssembly module failed: ${e && e.message ? e.message : e}`, 6);
        }
    }

    // -- records -------------------------------------------------------
    /** Loads an SGF (string or bytes); throws SeichiError "FILE:LINE:COL: reason". */
    game(sgf, options = {}) {
        const c = this.core;
        const bytes = toBytes(sgf);
        const g = c._seichi_game_new();
        if (!g) throw new SeichiError('seichi: out of memory', 1);
        const rc = this._withString(options.filename || '<input>', (name) =>
            this._withBytes(bytes, (ptr, len) => c._sw_game_load(g, ptr, len, name, options.continueOnIllegal ? 1 : 0)));
        if (rc !== 0) {
            const msg = c.UTF8ToString(c._seichi_game_errmsg(g)) || c.UTF8ToString(c._seichi_strerror(rc));
            c._seichi_game_free(g);
            throw new SeichiError(msg, rc);
        }
        return new Game(this, g);
    }

    /** The position after `move` moves (default: the end), as plain data. */
    show(sgf, move = -1, options = {}) {
        const game = this.game(sgf, options);
        try {
            return game.show(move);
        } finally {
            game.free();
        }
    }

    /** Scores the final position: the JSON of `seichi score FILE --json`. */
    score(sgf, options = {}) {
        return JSON.parse(this.scoreText(sgf, options));
    }

    /** The same as text, byte for byte what the CLI prints. */
    scoreText(sgf, options = {}) {
        const game = this.game(sgf, options);
        try {
            return game.scoreText(options);
        } finally {
            game.free();
        }
    }

    /** The record scored and written back as SGF (Uint8Array), as
     * `seichi score FILE --sgf -` writes it. */
    scoreSgf(sgf, options = {}) {
        const game = this.game(sgf, options);
        try {
            return game.scoreSgf(options);
        } finally {
            game.free();
        }
    }

    /** A board from arrays: colors has width*height entries, 0 empty, 1 black, 2 white, row by row. */
    board(width, height, colors, options = {}) {
        const c = this.core;
        const n = width * height;
        if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 ||
            width > 52 || height > 52)
            throw new SeichiError(`seichi: board size ${width}x${height} out of range (1..52)`, 5);
        if (!colors || colors.length !== n)
            throw new SeichiError(`seichi: colors must have ${n} entries, not ${colors ? colors.length : 0}`, 2);
        const bytes = Uint8Array.from(colors, (v) => {
            if (v !== 0 && v !== 1 && v !== 2) throw new SeichiError(`seichi: colour ${v} is not 0, 1 or 2`, 2);
            return v;
        });
        const cap = options.captures || {};
        const b = this._withBytes(bytes, (ptr) => c._sw_board_new(width, height, ptr, cap.black | 0, cap.white | 0));
        if (!b) throw new SeichiError('seichi: could not build the board', 2);
        const board = new Board(this, b);
        try {
            board.configure(options);
        } catch (e) {
            board.free();
            throw e;
        }
        return board;
    }

    checkRules(rules) {
        const ok = this._withString(rules, (p) => this.core._sw_rules_known(p));
        if (!ok) throw new SeichiError(`seichi: unknown rules '${rules}' (one of ${RULES.join(', ')})`, 8);
    }
}

export class Game {
    constructor(seichi, ptr) {
        this.seichi = seichi;
        this.ptr = ptr;
        const c = seichi.core;
        this.moveCount = c._seichi_game_move_count(ptr);
        this.warnings = c.UTF8ToString(c._seichi_game_warnings(ptr));
    }

    _live() {
        if (!this.ptr) throw new SeichiError('seichi: this game was freed', 2);
        return this.ptr;
    }

    show(move = -1) {
        const s = this.seichi;
        const data = s._takeJson(s.core._sw_show_json(this._live(), move | 0), 'show');
        if (data.error) throw new SeichiError(data.error, 4);
        return data;
    }

    /** The number of TB/TW values (end-of-game markup) on the last node;
     * 0: none.  Cheap: nothing is scored (Board.markupDead() uses them). */
    markupCount() {
        return Math.max(0, this.seichi.core._sw_game_markup_count(this._live()));
    }

    /** A Board for the position after `move` moves (default: the end). */
    board(move = -1, options = {}) {
        const b = this.seichi.core._sw_board_from_game(this._live(), move | 0);
        if (!b) throw new SeichiError('seichi: could not replay the game', 4);
        const board = new Board(this.seichi, b, move < 0 || move >= this.moveCount ? this : null);
        try {
            board.configure(options);
        } catch (e) {
            board.free();
            throw e;
        }
        return board;
    }

    /** The score of the final position: the JSON of `seichi score --json`, parsed. */
    score(options = {}) {
        return JSON.parse(this.scoreText(options));
    }

    /** The same as text, byte for byte what the CLI prints. */
    scoreText(options = {}) {
        return this._scored(options, (board) => board.resultText());
    }

    /** The record scored and written back as SGF (Uint8Array): the bytes
     * `seichi score FILE --sgf -` writes with the same options. */
    scoreSgf(options = {}) {
        return this._scored(options, (board) => board.sgf());
    }

    // fn(board) on the final position scored as options say (dead:
    // 'markup', named stones, or automatic).
    _scored(options, fn) {
        const board = this.board(-1, options);
        try {
            if (options.dead === 'markup') board.markupDead();
            else if (options.dead !== undefined && options.dead !== null) board._markDead(options.dead);
            else board._run((b) => this.seichi.core._sw_board_score_auto(b));
            return fn(board);
        } finally {
            board.free();
        }
    }

    free() {
        if (this.ptr) this.seichi.core._seichi_game_free(this.ptr);
        this.ptr = 0;
    }
}

export class Board {
    constructor(seichi, ptr, game = null) {
        this.seichi = seichi;
        this.ptr = ptr;
        this.game = game; // the Game whose final position this is, if any
        this._state = null;
    }

    _live() {
        if (!this.ptr) throw new SeichiError('seichi: this board was freed', 2);
        return this.ptr;
    }

    configure(options = {}) {
        if (options.rules) this.setRules(options.rules);
        if (options.komi !== undefined && options.komi !== null) this.setKomi(options.komi, options.handicap);
        else if (options.handicap !== undefined) this.setKomi(NaN, options.handicap);
        return this;
    }

    setRules(rules) {
        const s = this.seichi;
        s.checkRules(rules);
        s._withString(rules, (p) => s.core._sw_board_set_rules(this._live(), p));
        this._state = null;
    }

    setKomi(komi, handicap) {
        const k = Number(komi);
        if (komi !== null && komi !== undefined && !Number.isNaN(komi) && !Number.isFinite(k))
            throw new SeichiError(`seichi: komi '${komi}' is not a number`, 2);
        this.seichi.core._sw_board_set_komi(this._live(), k, handicap === undefined ? -1 : handicap | 0);
        this._state = null;
    }

    _run(fn) {
        this._state = null;
        const rc = this.seichi._call(() => fn(this._live()));
        if (rc !== 0) {
            const c = this.seichi.core;
            throw new SeichiError(`seichi: scoring failed: ${c.UTF8ToString(c._seichi_strerror(rc))}`, rc);
        }
    }

    /** Scores with automatic dead stones (which later toggles start from); returns state(). */
    score() {
        this._run((b) => this.seichi.core._sw_board_score_auto(b));
        return this.state();
    }

    _markDead(dead) {
        const st = this.state();
        const n = st.points;
        const bytes = new Uint8Array(n);
        if (dead && dead.length === n && Array.from(dead).every((v) => v === 0 || v === 1 || v === true || v === false)) {
            for (let i = 0; i < n; i++) bytes[i] = dead[i] ? 1 : 0;
        } else {
            for (const d of dead || []) {
                const i = typeof d === 'number' ? d : pointIndex(st.size, d);
                if (!Number.isInteger(i) || i < 0 || i >= n)
                    throw new SeichiError(`seichi: '${d}' is not a point of the board`, 5);
                bytes[i] = 1;
            }
        }
        this._run((b) => this.seichi._withBytes(bytes, (ptr) => this.seichi.core._sw_board_set_dead(b, ptr)));
    }

    /** Marks dead stones (an array of point indices or names such as "D4",
     * or a 0/1 array of every point; one stone marks its chain) and rescores. */
    setDead(dead) {
        this._markDead(dead);
        return this.state();
    }

    /** Marks dead the stones inside the record's end-of-game TB/TW markup
     * (as `seichi score --dead markup`) and rescores.  Returns the number of
     * TB/TW values (0: the record has none, and no stone is dead). */
    markupDead() {
        if (!this.game || !this.game.ptr) throw new SeichiError('seichi: markup needs the final position of a loaded game', 2);
        this._state = null;
        const n = this.seichi._call(() => this.seichi.core._sw_board_dead_from_markup(this._live(), this.game.ptr));
        if (n < 0) throw new SeichiError('seichi: scoring failed', 2);
        return n;
    }

    /** Toggles the chain at point (index or name) dead/alive and rescores. */
    toggle(point) {
        const st = this.state();
        const i = typeof point === 'number' ? point : pointIndex(st.size, point);
        if (!Number.isInteger(i) || i < 0 || i >= st.points || st.colors[i] === '0')
            throw new SeichiError(`seichi: no stone at '${point}' to toggle`, 2);
        this._run((b) => this.seichi.core._sw_board_toggle(b, i));
        return this.state();
    }

    /** Toggles the whole group at point (state().group: the analysis' groups
     * of the last automatic score with explain on, else the chain) and rescores. */
    toggleGroup(point) {
        const st = this.state();
        const i = typeof point === 'number' ? point : pointIndex(st.size, point);
        if (!Number.isInteger(i) || i < 0 || i >= st.points || st.colors[i] === '0')
            throw new SeichiError(`seichi: no stone at '${point}' to toggle`, 2);
        this._run((b) => this.seichi.core._sw_board_toggle_group(b, i));
        return this.state();
    }

    /** On: results keep the analysis' explanation and groups (as
     * `seichi score --explain`); the next score() sets the groups. */
    setExplain(on) {
        this.seichi.core._sw_board_set_explain(this._live(), on ? 1 : 0);
        this._state = null;
    }

    /** Board, marks and the current result as plain data (see seichi.d.ts). */
    state() {
        if (!this._state) this._state = this.seichi._takeJson(this.seichi.core._sw_board_json(this._live()), 'board');
        return this._state;
    }

    /** The current result, exactly as `seichi score --json` prints it (parsed). */
    resultJson() {
        return JSON.parse(this.resultText());
    }

    /** The current result as the CLI's JSON text. */
    resultText() {
        const c = this.seichi.core;
        const ptr = c._sw_board_result_json(this._live());
        if (!ptr) throw new SeichiError('seichi: the board has not been scored', 2);
        const text = c.UTF8ToString(ptr);
        c._free(ptr);
        return text;
    }

    /** The record written back as SGF with the current result (TB/TW, a
     * comment with the breakdown, RE when the record has none): the bytes
     * `seichi score FILE --sgf -` writes, in the record's own charset.
     * Needs the final position of a loaded game (Game.board()), scored. */
    sgf() {
        if (!this.game || !this.game.ptr) throw new SeichiError('seichi: SGF output needs the final position of a loaded game', 2);
        const c = this.seichi.core;
        const slots = c._malloc(8);
        if (!slots) throw new SeichiError('seichi: out of memory', 1);
        try {
            const rc = this.seichi._call(() => c._sw_board_write_sgf(this._live(), this.game.ptr, slots, slots + 4));
            const view = new DataView(c.HEAPU8.buffer);
            const ptr = view.getUint32(slots, true), len = view.getUint32(slots + 4, true);
            if (rc !== 0) {
                if (ptr) c._free(ptr);
                throw new SeichiError(`seichi: cannot write SGF: ${c.UTF8ToString(c._seichi_strerror(rc))}`, rc);
            }
            const bytes = c.HEAPU8.slice(ptr, ptr + len);
            c._free(ptr);
            return bytes;
        } finally {
            c._free(slots);
        }
    }

    free() {
        if (this.ptr) this.seichi.core._sw_board_free(this.ptr);
        this.ptr = 0;
    }
}

const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** GTP name of point i on a width x height grid ("D4"; columns skip I). */
export function pointName(size, i) {
    const [w, h] = size;
    const x = i % w, y = Math.floor(i / w);
    const col = x < 25 ? COLUMNS[x] : COLUMNS[Math.floor(x / 25) - 1] + COLUMNS[x % 25];
    return col + String(h - y);
}

/** Inverse of pointName; -1 if name is not a point of the grid. */
export function pointIndex(size, name) {
    const [w, h] = size;
    const m = /^([A-HJ-Za-hj-z]{1,2})(\d+)$/.exec(String(name).trim());
    if (!m) return -1;
    const letters = m[1].toUpperCase();
    let x = COLUMNS.indexOf(letters[letters.length - 1]);
    if (letters.length === 2) x += 25 * (COLUMNS.indexOf(letters[0]) + 1);
    const y = h - Number(m[2]);
    if (x < 0 || x >= w || y < 0 || y >= h) return -1;
    return y * w + x;
}

/** Loads the WebAssembly module once (later calls share it). */
export function init(options) {
    if (options) return loadCore(options).then((core) => new Seichi(core));
    if (!corePromise) corePromise = loadCore().then((core) => new Seichi(core));
    return corePromise;
}

/** Shortcuts that load the module on first use. */
export async function score(sgf, options) {
    return (await init()).score(sgf, options);
}

export async function show(sgf, move, options) {
    return (await init()).show(sgf, move, options);
}

export default init;

// Types of seichi.js, the WebAssembly build of seichi (docs/WEB.md).

/** Rule presets (seichi_rules_preset). */
export type RulesName = 'japanese' | 'korean' | 'chinese' | 'aga' | 'new-zealand' | 'tromp-taylor' | 'kee';
export const RULES: RulesName[];

/** Why a point counts as it does; index = SEICHI_PT_* code. */
export type Reason = 'dame' | 'territory' | 'stone' | 'dead' | 'seki_stone' | 'seki_eye' | 'false_eye' | 'forced' | 'ko';
export const REASONS: Reason[];

/** An SGF record: text (UTF-8) or the file's bytes (any charset named by CA[]). */
export type SgfInput = string | Uint8Array | ArrayBuffer | ArrayBufferView;

/** Dead stones: point names ("D4"), indices (y * width + x), or one 0/1 entry a point.
 * One stone marks its whole chain. */
export type DeadStones = ReadonlyArray<string | number> | ArrayLike<number | boolean>;

export class SeichiError extends Error {
    /** A seichi_status code (2 ARG, 3 PARSE, 4 ILLEGAL, 5 RANGE, 6 UNSUPPORTED, 8 NOTFOUND ...). */
    status: number;
}

export interface LoadOptions {
    /** Name used in error messages ("FILE:LINE:COL: reason"); default "<input>". */
    filename?: string;
    /** Play illegal moves anyway, as SGF viewers do. */
    continueOnIllegal?: boolean;
}

export interface ScoreOptions extends LoadOptions {
    /** Default: the record's RU mapped to a preset (japanese if unknown). */
    rules?: RulesName | string;
    /** Default: the record's KM. */
    komi?: number;
    /** Default: decided automatically; 'markup': the stones inside the record's TB/TW. */
    dead?: DeadStones | 'markup';
}

export interface Breakdown {
    territory: number;
    stones: number;
    prisoners: number;
    dead: number;
    komi: number;
    compensation: number;
    total: number;
}

/** The JSON of `seichi score FILE --json` (docs/SCORING.md). */
export interface ScoreResult {
    result: string;
    margin: number;
    rules: string;
    scoring: 'territory' | 'area' | string;
    komi: number;
    handicap: number;
    players: number;
    breakdown: { black: Breakdown; white: Breakdown; [player: string]: Breakdown };
    dead: string[];
    seki: string[];
    seki_eyes: string[];
    false_eyes: string[];
    fills: string[];
    size: [number, number];
    map: string[];
    legend: string;
    /** With explain: the analysis' lines (`seichi score --explain`). */
    explain?: string;
    /** How sure the result is (docs/SCORING.md, "Confidence"). */
    confidence?: 'certain' | 'uncertain' | 'unfinished';
    /** The line `seichi score` prints under the result ("uncertain: 2 groups (D4, Q16), margin B+1.5 .. W+12.5"). */
    confidence_line?: string;
    /** true when the game is unfinished and the score an estimate. */
    estimate?: boolean;
    /** Margins (Black minus White) with every judged group going Black's way, then White's way. */
    margin_range?: [number, number];
    /** A point of each uncertain group (at most a few). */
    uncertain_groups?: string[];
    /** Each judged chain: its point, the decision and how it was judged. */
    judged?: { point: string; decision: 'alive' | 'dead' | 'seki'; reason: string }[];
    /** One string a row, one character a point: '.' empty; proved b (Benson), c (Benson once the dead are
     * taken off), s (settled area), y (eyespace table), r (reading); judged e (eye count), n (enclosed), k (seki rule),
     * u (open border). */
    proof_map?: string[];
    /** With explain: the groups a player marks together (docs/SCORING.md). */
    groups?: { name: string; color: 'black' | 'white' | string; status: 'alive' | 'dead' | 'seki' | 'partly dead'; stones: string[] }[];
    [key: string]: unknown;
}

/** A position (Game.show / Seichi.show). Digit strings have one character a point, row by row. */
export interface ShowResult {
    size: [number, number];
    points: number;
    /** '0' empty, '1' black, '2' white. */
    colors: string;
    captures: { black: number; white: number };
    to_move: 'black' | 'white';
    ko: string | null;
    komi: number;
    handicap: number;
    moves: number;
    move: number;
    last: { player: 'black' | 'white'; point: string; index: number } | null;
    info: {
        rules: string | null; result: string | null; black: string | null; white: string | null;
        black_rank: string | null; white_rank: string | null; date: string | null; event: string | null;
    };
    warnings: string;
}

/** A board's position, marks and current score (Board.state). */
export interface BoardState {
    size: [number, number];
    points: number;
    colors: string;
    captures: { black: number; white: number };
    to_move: 'black' | 'white';
    ko: string | null;
    rules: string;
    komi: number;
    handicap: number;
    /** 0 once scored; a seichi_status otherwise. */
    status: number;
    error: string | null;
    /** '1' on stones marked dead. */
    dead: string;
    /** Per point: its group (the lowest point index of the group; -1 empty):
     * the analysis' groups of the last automatic score with explain on, else each chain. */
    group: number[];
    /** With explain on: the analysis' words of the last automatic score. */
    analysis?: string;
    /** Present once scored: SEICHI_PT_* code a point (see REASONS). */
    reason?: string;
    /** Present once scored: the player a point counts for ('0' nobody). */
    owner?: string;
    margin?: number;
    result?: string;
    score?: ScoreResult;
}

export interface BoardOptions {
    rules?: RulesName | string;
    komi?: number;
    handicap?: number;
    captures?: { black?: number; white?: number };
}

export class Board {
    /** Scores with automatic dead stones. */
    score(): BoardState;
    /** Flips the chain at point dead/alive and rescores. */
    toggle(point: string | number): BoardState;
    /** Flips the whole group at point (state().group) dead/alive and rescores. */
    toggleGroup(point: string | number): BoardState;
    /** On: scores keep their explanation and groups (as `seichi score --explain`);
     * the next score() sets the groups toggleGroup() uses. */
    setExplain(on: boolean): void;
    /** Sets every dead mark at once and rescores. */
    setDead(dead: DeadStones): BoardState;
    /** Dead stones from the record's TB/TW markup; returns the number of TB/TW values (0: none). */
    markupDead(): number;
    setRules(rules: RulesName | string): void;
    setKomi(komi: number, handicap?: number): void;
    state(): BoardState;
    resultJson(): ScoreResult;
    resultText(): string;
    /** The record written back as SGF with the current result (TB/TW, comment, RE when absent):
     * what `seichi score --sgf -` writes, in the record's charset.  Final position of a loaded game only. */
    sgf(): Uint8Array;
    free(): void;
}

export class Game {
    readonly moveCount: number;
    readonly warnings: string;
    show(move?: number): ShowResult;
    board(move?: number, options?: BoardOptions): Board;
    /** TB/TW values (end-of-game markup) on the last node, counted without scoring; 0: none. */
    markupCount(): number;
    score(options?: ScoreOptions): ScoreResult;
    scoreText(options?: ScoreOptions): string;
    /** The record scored and written back as SGF (`seichi score --sgf -`). */
    scoreSgf(options?: ScoreOptions): Uint8Array;
    free(): void;
}

export class Seichi {
    readonly version: string;
    game(sgf: SgfInput, options?: LoadOptions): Game;
    show(sgf: SgfInput, move?: number, options?: LoadOptions): ShowResult;
    score(sgf: SgfInput, options?: ScoreOptions): ScoreResult;
    scoreText(sgf: SgfInput, options?: ScoreOptions): string;
    scoreSgf(sgf: SgfInput, options?: ScoreOptions): Uint8Array;
    /** A position from arrays: colors[y * width + x] is 0 empty, 1 black, 2 white. */
    board(width: number, height: number, colors: ArrayLike<number>, options?: BoardOptions): Board;
    checkRules(rules: string): void;
}

export interface InitOptions {
    /** The .wasm bytes (skips fetching). */
    wasmBinary?: ArrayBuffer | Uint8Array;
    /** Where to fetch the .wasm from (default: dist/seichi-core.wasm next to seichi.js). */
    wasmUrl?: string | URL;
    /** The .wasm compiled already (WebAssembly.compileStreaming), or a promise of it: only instantiated. */
    wasmModule?: WebAssembly.Module | Promise<WebAssembly.Module>;
}

/** Loads the module (once, unless options are given). */
export function init(options?: InitOptions): Promise<Seichi>;
export default init;
export function score(sgf: SgfInput, options?: ScoreOptions): Promise<ScoreResult>;
export function show(sgf: SgfInput, move?: number, options?: LoadOptions): Promise<ShowResult>;
/** GTP name of point i ("D4"; columns skip I). */
export function pointName(size: [number, number], i: number): string;
/** Inverse of pointName; -1 if not a point of the grid. */
export function pointIndex(size: [number, number], name: string): number;

/*
 * ext_types.c - the three object types of seichi._seichi.
 *
 *  - Game: a loaded record (seichi_game).  seichi_game_position() changes
 *    the game (it replays into a position the game keeps), so position()
 *    and score() take the object's lock, waiting for it without the GIL;
 *    scoring runs without the GIL.
 *  - Position: an owned copy of one position (seichi_pos_copy), never
 *    changed afterwards, so any number of threads may read or score it.
 *  - Result: one seichi_result and the board graph (retained) that names
 *    its points; immutable.
 * Each method returns primitive values (numbers, str, bytes with one byte a
 * point, tuples); seichi/__init__.py builds the user-facing objects.
 */
#include <stdlib.h>
#include <string.h>

#include "ext.h"

/* ---- shared helpers ---------------------------------------------------- */

static PyObject *graph_names(const seichi_graph *g)
{
    int n = seichi_graph_points(g);
    PyObject *t = PyTuple_New(n);
    char name[64];
    for (int i = 0; t && i < n; i++) {
        PyObject *s = PyUnicode_FromString(seichi_graph_point_name(g, i, name, sizeof name));
        if (!s) Py_CLEAR(t);
        else PyTuple_SET_ITEM(t, i, s);
    }
    return t;
}

static PyObject *graph_size(const seichi_graph *g)
{
    return Py_BuildValue("(ii)", seichi_graph_width(g), seichi_graph_height(g));
}

/* Result of a position scored with options o (GIL released meanwhile). */
static PyObject *score_and_wrap(const seichi_pos *p, const seichi_game *g, const ext_opts *o,
                                PyObject *filename, PyThread_type_lock lock, int move)
{
    const char *fn = filename ? PyUnicode_AsUTF8(filename) : "<position>";
    if (!fn) {
        if (lock) PyThread_release_lock(lock);
        return NULL;
    }
    seichi_result *r = NULL;
    ext_error e = {0};
    int handicap = 0;
    char warn[512] = "";
    const seichi_graph *gr = NULL;
    Py_BEGIN_ALLOW_THREADS
    if (lock) {
        p = seichi_game_position((seichi_game *)g, move);
        if (!p) {
            e.kind = EXT_SGF;
            snprintf(e.msg, sizeof e.msg, "%s", seichi_game_errmsg(g));
        }
    }
    if (p && !ext_score_position(p, g, o, fn, &r, &handicap, warn, sizeof warn, &e))
        gr = seichi_graph_retain(seichi_pos_graph(p));
    if (lock) PyThread_release_lock(lock);
    Py_END_ALLOW_THREADS
    if (e.kind) return ext_raise(&e, filename);
    PyObject *res = ext_new_result(r, gr, handicap, filename ? filename : Py_None, warn);
    if (!res) {
        seichi_result_free(r);
        seichi_graph_release(gr);
    }
    return res;
}

static char *score_kwlist[] = {"rules", "komi", "handicap", "dead", "explain", "move", NULL};

/* ---- Game -------------------------------------------------------------- */

static int game_init(GameObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"data", "filename", "game", "cont", NULL};
    Py_buffer view;
    PyObject *filename;
    int game = 0, cont = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "y*U|ip", kwlist, &view, &filename, &game, &cont))
        return -1;
    if (self->game || game < 0) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, self->game ? "a Game is loaded once"
                                                     : "game must be >= 0 (0 = the first)");
        return -1;
    }
    const char *fn = PyUnicode_AsUTF8(filename);
    self->lock = PyThread_allocate_lock();
    self->game = seichi_game_new();
    if (!fn || !self->lock || !self->game) {
        PyBuffer_Release(&view);
        if (fn) PyErr_NoMemory();
        return -1;
    }
    Py_INCREF(filename);
    self->filename = filename;
    seichi_load_options lo = {fn, game, cont};
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = seichi_game_load_sgf(self->game, view.buf, (size_t)view.len, &lo);
    if (rc == SEICHI_OK && !seichi_game_position(self->game, -1)) rc = SEICHI_ILLEGAL;
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&view);
    if (rc == SEICHI_OK) return 0;
    ext_error e = {.kind = rc == SEICHI_NOMEM ? EXT_STATUS : EXT_SGF, .status = rc};
    snprintf(e.msg, sizeof e.msg, "%s", seichi_game_errmsg(self->game));
    seichi_game_free(self->game);
    self->game = NULL;
    ext_raise(&e, filename);
    return -1;
}

static void game_dealloc(GameObject *self)
{
    seichi_game_free(self->game);
    if (self->lock) PyThread_free_lock(self->lock);
    Py_XDECREF(self->filename);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int game_ready(GameObject *self)
{
    if (self->game) return 1;
    PyErr_SetString(PyExc_ValueError, "Game not loaded");
    return 0;
}

static PyObject *game_moves(GameObject *self, PyObject *unused)
{
    (void)unused;
    if (!game_ready(self)) return NULL;
    int n = seichi_game_move_count(self->game);
    PyObject *t = PyTuple_New(n);
    for (int i = 0; t && i < n; i++) {
        seichi_move m = seichi_game_move(self->game, i);
        PyObject *item = Py_BuildValue("(ii)", m.player, m.point);
        if (!item) Py_CLEAR(t);
        else PyTuple_SET_ITEM(t, i, item);
    }
    return t;
}

static PyObject *game_info(GameObject *self, PyObject *unused)
{
    (void)unused;
    if (!game_ready(self)) return NULL;
    const seichi_graph *g = seichi_game_graph(self->game);
    return Py_BuildValue("{s:d,s:i,s:i,s:(ii),s:s,s:O}", "komi", seichi_game_komi(self->game),
                         "handicap", seichi_game_handicap(self->game), "collection_size",
                         seichi_game_collection_size(self->game), "size",
                         seichi_graph_width(g), seichi_graph_height(g), "warnings",
                         seichi_game_warnings(self->game), "filename", self->filename);
}

static PyObject *game_property(GameObject *self, PyObject *arg)
{
    if (!game_ready(self)) return NULL;
    const char *id = PyUnicode_AsUTF8(arg);
    if (!id) return NULL;
    const char *v = seichi_game_property(self->game, id);
    if (!v) Py_RETURN_NONE;
    return PyUnicode_DecodeUTF8(v, (Py_ssize_t)strlen(v), "replace");
}

static PyObject *game_names(GameObject *self, PyObject *unused)
{
    (void)unused;
    if (!game_ready(self)) return NULL;
    return graph_names(seichi_game_graph(self->game));
}

static PyObject *game_position(GameObject *self, PyObject *arg)
{
    long n = PyLong_AsLong(arg);
    if ((n == -1 && PyErr_Occurred()) || !game_ready(self)) return NULL;
    int move = n < 0 || n > INT32_MAX ? -1 : (int)n;
    ext_lock(self->lock);
    const seichi_pos *p = seichi_game_position(self->game, move);
    PyObject *res = p ? ext_new_position(p) : NULL;
    if (!p) {
        ext_error e = {.kind = EXT_SGF};
        snprintf(e.msg, sizeof e.msg, "%s", seichi_game_errmsg(self->game));
        ext_raise(&e, self->filename);
    }
    PyThread_release_lock(self->lock);
    return res;
}

static PyObject *game_score(GameObject *self, PyObject *args, PyObject *kw)
{
    PyObject *rules = NULL, *komi = NULL, *handicap = NULL, *dead = NULL, *keep = NULL;
    int explain = 0, move = -1;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|OOOOpi", score_kwlist, &rules, &komi, &handicap,
                                     &dead, &explain, &move))
        return NULL;
    if (!game_ready(self)) return NULL;
    ext_opts o;
    if (ext_parse_opts(rules, komi, handicap, dead, explain, &o, &keep)) return NULL;
    ext_lock(self->lock);
    PyObject *res = score_and_wrap(NULL, self->game, &o, self->filename, self->lock,
                                   move < 0 ? -1 : move);
    ext_free_opts(&o);
    Py_XDECREF(keep);
    return res;
}

static PyObject *game_sgf(GameObject *self, PyObject *unused)
{
    (void)unused;
    if (!game_ready(self)) return NULL;
    char *out = NULL;
    size_t len = 0;
    int rc = seichi_game_write_sgf(self->game, NULL, &out, &len);
    if (rc != SEICHI_OK) {
        ext_error e = {.kind = EXT_STATUS, .status = rc};
        snprintf(e.msg, sizeof e.msg, "writing SGF: %s", seichi_strerror(rc));
        return ext_raise(&e, NULL);
    }
    PyObject *s = PyUnicode_DecodeUTF8(out, (Py_ssize_t)len, "replace");
    free(out);
    return s;
}

static PyMethodDef game_methods[] = {
    {"moves", (PyCFunction)game_moves, METH_NOARGS, "((player, point), ...) of the main line"},
    {"info", (PyCFunction)game_info, METH_NOARGS, "komi, handicap, size, warnings, ..."},
    {"property", (PyCFunction)game_property, METH_O, "a root property's first value, or None"},
    {"names", (PyCFunction)game_names, METH_NOARGS, "the name of every point"},
    {"position", (PyCFunction)game_position, METH_O, "a Position after n moves (<0: the end)"},
    {"score", (PyCFunction)(void (*)(void))game_score, METH_VARARGS | METH_KEYWORDS,
     "a Result of the position after move (<0: the end)"},
    {"sgf", (PyCFunction)game_sgf, METH_NOARGS, "the collection written back as SGF"},
    {NULL, NULL, 0, NULL}};

PyTypeObject Game_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "seichi._seichi.Game",
    .tp_basicsize = sizeof(GameObject),
    .tp_dealloc = (destructor)game_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Game(data, filename, game=0, cont=False): a loaded SGF record",
    .tp_methods = game_methods,
    .tp_init = (initproc)game_init,
    .tp_new = PyType_GenericNew,
};

/* ---- Position ---------------------------------------------------------- */

PyObject *ext_new_position(const seichi_pos *p)
{
    PositionObject *self = PyObject_New(PositionObject, &Position_Type);
    if (!self) return NULL;
    self->pos = seichi_pos_copy(p);
    if (!self->pos) {
        Py_DECREF(self);
        return PyErr_NoMemory();
    }
    return (PyObject *)self;
}

static void position_dealloc(PositionObject *self)
{
    seichi_pos_free(self->pos);
    PyObject_Free(self);
}

static PyObject *position_info(PositionObject *self, PyObject *unused)
{
    (void)unused;
    const seichi_pos *p = self->pos;
    const seichi_graph *g = seichi_pos_graph(p);
    return Py_BuildValue("{s:(ii),s:i,s:i,s:i,s:(ii),s:i}", "size", seichi_graph_width(g),
                         seichi_graph_height(g), "points", seichi_graph_points(g), "players",
                         seichi_pos_players(p), "to_move", seichi_pos_to_move(p), "captures",
                         seichi_pos_captures(p, SEICHI_BLACK), seichi_pos_captures(p, SEICHI_WHITE),
                         "ko", seichi_pos_ko(p));
}

static PyObject *position_colors(PositionObject *self, PyObject *unused)
{
    (void)unused;
    return PyBytes_FromStringAndSize((const char *)seichi_pos_colors(self->pos),
                                     seichi_graph_points(seichi_pos_graph(self->pos)));
}

static PyObject *position_names(PositionObject *self, PyObject *unused)
{
    (void)unused;
    return graph_names(seichi_pos_graph(self->pos));
}

static PyObject *position_diagram(PositionObject *self, PyObject *arg)
{
    int coords = PyObject_IsTrue(arg);
    if (coords < 0) return NULL;
    size_t need = seichi_pos_to_diagram(self->pos, NULL, 0, coords);
    char *buf = PyMem_Malloc(need + 1);
    if (!buf) return PyErr_NoMemory();
    seichi_pos_to_diagram(self->pos, buf, need + 1, coords);
    PyObject *s = PyUnicode_FromStringAndSize(buf, (Py_ssize_t)need);
    PyMem_Free(buf);
    return s;
}

/* One byte a point from seichi_pass_alive() (which) or seichi_life_analyse()
 * (status + 1: 0 on empty points). */
static PyObject *position_analyse(PositionObject *self, int suicide, int life)
{
    int n = seichi_graph_points(seichi_pos_graph(self->pos)), rc;
    uint8_t *out = PyMem_Malloc((size_t)n + 1);
    if (!out) return PyErr_NoMemory();
    Py_BEGIN_ALLOW_THREADS
    if (life) {
        rc = seichi_life_analyse(self->pos, suicide, (int8_t *)out);
        for (int i = 0; i < n; i++) out[i] = (uint8_t)((int8_t)out[i] + 1);
    } else {
        rc = seichi_pass_alive(self->pos, suicide, out);
    }
    Py_END_ALLOW_THREADS
    PyObject *res = NULL;
    if (rc == SEICHI_NOMEM) PyErr_NoMemory();
    else if (rc) PyErr_Format(PyExc_RuntimeError, "seichi: %s", seichi_strerror(rc));
    else res = PyBytes_FromStringAndSize((const char *)out, n);
    PyMem_Free(out);
    return res;
}

static PyObject *position_pass_alive(PositionObject *self, PyObject *arg)
{
    int suicide = PyObject_IsTrue(arg);
    return suicide < 0 ? NULL : position_analyse(self, suicide, 0);
}

static PyObject *position_life(PositionObject *self, PyObject *arg)
{
    int suicide = PyObject_IsTrue(arg);
    return suicide < 0 ? NULL : position_analyse(self, suicide, 1);
}

static PyObject *position_score(PositionObject *self, PyObject *args, PyObject *kw)
{
    PyObject *rules = NULL, *komi = NULL, *handicap = NULL, *dead = NULL, *keep = NULL;
    int explain = 0, move = -1;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|OOOOpi", score_kwlist, &rules, &komi, &handicap,
                                     &dead, &explain, &move))
        return NULL;
    ext_opts o;
    if (ext_parse_opts(rules, komi, handicap, dead, explain, &o, &keep)) return NULL;
    PyObject *res = score_and_wrap(self->pos, NULL, &o, NULL, NULL, -1);
    ext_free_opts(&o);
    Py_XDECREF(keep);
    return res;
}

static PyObject *position_find(PositionObject *self, PyObject *arg)
{
    const char *name = PyUnicode_AsUTF8(arg);
    if (!name) return NULL;
    return PyLong_FromLong(seichi_graph_find_point(seichi_pos_graph(self->pos), name));
}

static PyMethodDef position_methods[] = {
    {"info", (PyCFunction)position_info, METH_NOARGS, "size, players, to_move, captures, ko"},
    {"colors", (PyCFunction)position_colors, METH_NOARGS, "one byte a point: 0, 1, 2..."},
    {"names", (PyCFunction)position_names, METH_NOARGS, "the name of every point"},
    {"diagram", (PyCFunction)position_diagram, METH_O, "an ASCII diagram"},
    {"pass_alive", (PyCFunction)position_pass_alive, METH_O, "seichi_pass_alive, one byte a point"},
    {"life", (PyCFunction)position_life, METH_O, "seichi_life_analyse + 1, one byte a point"},
    {"score", (PyCFunction)(void (*)(void))position_score, METH_VARARGS | METH_KEYWORDS,
     "a Result (Japanese rules, komi 0 unless given)"},
    {"find", (PyCFunction)position_find, METH_O, "the point of a name, or a negative number"},
    {NULL, NULL, 0, NULL}};

PyTypeObject Position_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "seichi._seichi.Position",
    .tp_basicsize = sizeof(PositionObject),
    .tp_dealloc = (destructor)position_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "an immutable position (made by Game.position or position_from_diagram)",
    .tp_methods = position_methods,
};

/* ---- Result ------------------------------------------------------------ */

PyObject *ext_new_result(seichi_result *r, const seichi_graph *g, int handicap, PyObject *file,
                         const char *warnings)
{
    ResultObject *self = PyObject_New(ResultObject, &Result_Type);
    if (!self) return NULL;
    self->result = NULL;
    self->graph = NULL;
    self->file = NULL;
    self->warnings = PyUnicode_DecodeUTF8(warnings, (Py_ssize_t)strlen(warnings), "replace");
    if (!self->warnings) {
        Py_DECREF(self);
        return NULL;
    }
    self->result = r;
    self->graph = g;
    self->handicap = handicap;
    Py_INCREF(file);
    self->file = file;
    return (PyObject *)self;
}

static void result_dealloc(ResultObject *self)
{
    seichi_result_free(self->result);
    seichi_graph_release(self->graph);
    Py_XDECREF(self->file);
    Py_XDECREF(self->warnings);
    PyObject_Free(self);
}

static PyObject *result_info(ResultObject *self, PyObject *unused)
{
    (void)unused;
    const seichi_result *r = self->result;
    const seichi_rules *ru = seichi_result_rules(r);
    const char *explain = seichi_result_explain(r);
    return Py_BuildValue("{s:s,s:d,s:s,s:d,s:i,s:i,s:N,s:s,s:O,s:O}", "result",
                         seichi_result_string(r), "margin", seichi_result_margin(r), "rules",
                         ru->name, "komi", seichi_result_komi(r), "handicap", self->handicap,
                         "players", seichi_result_players(r), "size", graph_size(self->graph),
                         "explain", explain, "file", self->file, "warnings", self->warnings);
}

static PyObject *result_breakdown(ResultObject *self, PyObject *arg)
{
    long player = PyLong_AsLong(arg);
    if (player == -1 && PyErr_Occurred()) return NULL;
    seichi_score_breakdown b;
    if (player < 1 || player > SEICHI_MAX_PLAYERS ||
        seichi_result_breakdown(self->result, (int)player, &b) != SEICHI_OK) {
        PyErr_Format(PyExc_ValueError, "no player %ld", player);
        return NULL;
    }
    return Py_BuildValue("(iiiiddd)", b.territory, b.stones, b.prisoners, b.dead, b.komi,
                         b.compensation, b.total);
}

/* Per point: 0 reason, 1 owner, 2 territory, 3 side, 4 map character. */
static PyObject *result_points(ResultObject *self, PyObject *arg)
{
    long which = PyLong_AsLong(arg);
    if (which == -1 && PyErr_Occurred()) return NULL;
    int n = seichi_graph_points(self->graph);
    PyObject *b = PyBytes_FromStringAndSize(NULL, n);
    if (!b) return NULL;
    char *s = PyBytes_AS_STRING(b);
    const seichi_result *r = self->result;
    for (int i = 0; i < n; i++) {
        switch (which) {
        case 0: s[i] = (char)seichi_result_reason(r, i); break;
        case 1: s[i] = (char)seichi_result_owner(r, i); break;
        case 2: s[i] = (char)seichi_result_territory(r, i); break;
        case 3: s[i] = (char)seichi_result_side(r, i); break;
        default: s[i] = seichi_result_map_char(r, i); break;
        }
    }
    return b;
}

static PyObject *result_names(ResultObject *self, PyObject *unused)
{
    (void)unused;
    return graph_names(self->graph);
}

static PyObject *result_format(ResultObject *self, int json)
{
    char *out = NULL;
    size_t len = 0;
    int rc = json ? seichi_result_json(self->result, &out, &len)
                  : seichi_result_text(self->result, &out, &len);
    if (rc != SEICHI_OK) return rc == SEICHI_NOMEM ? PyErr_NoMemory() : NULL;
    PyObject *s = PyUnicode_DecodeUTF8(out, (Py_ssize_t)len, "replace");
    free(out);
    return s;
}

static PyObject *result_json(ResultObject *self, PyObject *unused)
{
    (void)unused;
    return result_format(self, 1);
}

static PyObject *result_text(ResultObject *self, PyObject *unused)
{
    (void)unused;
    return result_format(self, 0);
}

static PyMethodDef result_methods[] = {
    {"info", (PyCFunction)result_info, METH_NOARGS, "result, margin, rules, komi, ..."},
    {"breakdown", (PyCFunction)result_breakdown, METH_O, "(territory, stones, prisoners, dead, "
                                                         "komi, compensation, total)"},
    {"points", (PyCFunction)result_points, METH_O, "one byte a point (see ext_types.c)"},
    {"names", (PyCFunction)result_names, METH_NOARGS, "the name of every point"},
    {"json", (PyCFunction)result_json, METH_NOARGS, "seichi_result_json"},
    {"text", (PyCFunction)result_text, METH_NOARGS, "seichi_result_text"},
    {NULL, NULL, 0, NULL}};

PyTypeObject Result_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "seichi._seichi.Result",
    .tp_basicsize = sizeof(ResultObject),
    .tp_dealloc = (destructor)result_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "a scoring result (made by score, Game.score, Position.score)",
    .tp_methods = result_methods,
};

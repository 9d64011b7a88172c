/*
 * ext_module.c - the module seichi._seichi: option conversion, errors, the
 * one-call score of a file or an SGF text, and module set-up.
 *
 * score() does all of its work (reading the file, parsing, replay, the
 * automatic dead-stone analysis and the count) with the GIL released, on
 * objects no other thread can see, so that a pool of threads scores on
 * every core; only the creation of the Result object holds the GIL.
 * Library errors become exceptions after the GIL is taken back: OSError for
 * a file that cannot be read, seichi.SGFError (file, line, column, reason)
 * for a record the library refuses, ValueError for bad options.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ext.h"

#define EXT_MAX_FILE (64u << 20) /* the CLI's limit */

static PyObject *sgf_error; /* seichi._errors.SGFError, set at import */

void ext_lock(PyThread_type_lock lock)
{
    if (PyThread_acquire_lock(lock, NOWAIT_LOCK)) return;
    Py_BEGIN_ALLOW_THREADS
    PyThread_acquire_lock(lock, WAIT_LOCK);
    Py_END_ALLOW_THREADS
}

/* ---- options ----------------------------------------------------------- */

void ext_free_opts(ext_opts *o)
{
    PyMem_Free((void *)o->dead);
    o->dead = NULL;
}

/* Converts the keyword arguments of a score.  *keep gets a new reference
 * that owns the strings (release it after the scoring). */
int ext_parse_opts(PyObject *rules, PyObject *komi, PyObject *handicap, PyObject *dead,
                   int explain, ext_opts *o, PyObject **keep)
{
    memset(o, 0, sizeof *o);
    *keep = NULL;
    o->explain = explain;
    if (rules && rules != Py_None) {
        o->rules = PyUnicode_AsUTF8(rules);
        if (!o->rules) return -1;
        seichi_rules tmp;
        if (seichi_rules_preset(o->rules, &tmp) != SEICHI_OK) {
            PyErr_Format(PyExc_ValueError,
                         "unknown rules '%s' (japanese, korean, chinese, aga, new-zealand, "
                         "tromp-taylor, kee)", o->rules);
            return -1;
        }
    }
    if (komi && komi != Py_None) {
        o->komi = PyFloat_AsDouble(komi);
        if (o->komi == -1.0 && PyErr_Occurred()) return -1;
        if (!(o->komi >= -1e6 && o->komi <= 1e6)) {
            PyErr_SetString(PyExc_ValueError, "komi must be a number between -1e6 and 1e6");
            return -1;
        }
        o->have_komi = 1;
    }
    if (handicap && handicap != Py_None) {
        long h = PyLong_AsLong(handicap);
        if (h == -1 && PyErr_Occurred()) return -1;
        if (h < 0 || h > SEICHI_MAX_POINTS) {
            PyErr_SetString(PyExc_ValueError, "handicap must be a number of stones >= 0");
            return -1;
        }
        o->handicap = (int)h;
        o->have_handicap = 1;
    }
    if (dead && dead != Py_None) {
        PyObject *seq = PySequence_Tuple(dead);
        if (!seq) return -1;
        Py_ssize_t n = PyTuple_GET_SIZE(seq);
        o->dead = PyMem_Calloc((size_t)n + 1, sizeof *o->dead);
        if (!o->dead) {
            Py_DECREF(seq);
            PyErr_NoMemory();
            return -1;
        }
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *item = PyTuple_GET_ITEM(seq, i);
            if (!PyUnicode_Check(item)) {
                PyErr_Format(PyExc_TypeError, "dead: vertex names such as 'D4' expected, not %.80s",
                             Py_TYPE(item)->tp_name);
                o->dead[i] = NULL;
            } else {
                o->dead[i] = PyUnicode_AsUTF8(item);
            }
            if (!o->dead[i]) {
                ext_free_opts(o);
                Py_DECREF(seq);
                return -1;
            }
        }
        o->ndead = n;
        o->have_dead = 1;
        *keep = seq;
    }
    return 0;
}

/* ---- errors ------------------------------------------------------------ */

/* "FILE:LINE:COL: reason" where FILE is the name given to the library. */
static PyObject *sgf_exception(const char *msg, PyObject *filename)
{
    const char *fn = filename && PyUnicode_Check(filename) ? PyUnicode_AsUTF8(filename) : NULL;
    if (!fn) PyErr_Clear();
    const char *s = msg;
    long line = 0, col = 0;
    if (fn && strncmp(s, fn, strlen(fn)) == 0 && s[strlen(fn)] == ':') {
        char *end;
        const char *t = s + strlen(fn) + 1;
        line = strtol(t, &end, 10);
        if (end != t && *end == ':') {
            t = end + 1;
            col = strtol(t, &end, 10);
            if (end != t && end[0] == ':' && end[1] == ' ') s = end + 2;
            else line = col = 0;
        } else {
            line = 0;
        }
    }
    PyObject *exc = PyObject_CallFunction(sgf_error, "sOlls", msg, filename ? filename : Py_None,
                                          line, col, line ? s : msg);
    if (exc) {
        PyErr_SetObject(sgf_error, exc);
        Py_DECREF(exc);
    }
    return NULL;
}

PyObject *ext_raise(const ext_error *e, PyObject *filename)
{
    switch (e->kind) {
    case EXT_OS:
        errno = e->err_no;
        return PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, filename);
    case EXT_SGF:
        return sgf_exception(e->msg, filename);
    case EXT_VALUE:
        PyErr_SetString(PyExc_ValueError, e->msg);
        return NULL;
    default:
        if (e->status == SEICHI_NOMEM) return PyErr_NoMemory();
        PyErr_Format(PyExc_RuntimeError, "seichi: %s", e->msg);
        return NULL;
    }
}

static void set_status(ext_error *e, int status, const char *what)
{
    e->kind = EXT_STATUS;
    e->status = status;
    snprintf(e->msg, sizeof e->msg, "%s: %s", what, seichi_strerror(status));
}

/* ---- scoring (no GIL) -------------------------------------------------- */

int ext_score_position(const seichi_pos *p, const seichi_game *g, const ext_opts *o,
                       const char *filename, seichi_result **out, int *handicap, char *warn,
                       size_t warnlen, ext_error *e)
{
    seichi_score_options so;
    *out = NULL;
    if (g) {
        if (seichi_score_options_from_game(&so, g) != SEICHI_OK && !o->rules && warn) {
            const char *ru = seichi_game_property(g, "RU");
            size_t used = strlen(warn);
            snprintf(warn + used, warnlen - used, "%s: %s; scoring with %s rules\n", filename,
                     ru ? "unknown rules in RU" : "no RU property", so.rules.name);
        }
    } else {
        seichi_score_options_init(&so);
    }
    if (o->rules) seichi_rules_preset(o->rules, &so.rules);
    if (o->have_komi) so.komi = o->komi;
    if (o->have_handicap) so.handicap = o->handicap;
    so.explain = o->explain;
    uint8_t *dead = NULL;
    const seichi_graph *gr = seichi_pos_graph(p);
    if (o->have_dead) {
        dead = calloc((size_t)seichi_graph_points(gr) + 1, 1);
        if (!dead) {
            set_status(e, SEICHI_NOMEM, "dead stones");
            return -1;
        }
        for (Py_ssize_t i = 0; i < o->ndead; i++) {
            int pt = seichi_graph_find_point(gr, o->dead[i]);
            e->kind = EXT_VALUE;
            if (pt < 0) {
                snprintf(e->msg, sizeof e->msg, "dead: '%.100s' is not a point of this board",
                         o->dead[i]);
            } else if (seichi_pos_color(p, pt) == SEICHI_EMPTY) {
                snprintf(e->msg, sizeof e->msg, "dead: no stone at %.100s", o->dead[i]);
            } else {
                e->kind = EXT_OK;
                dead[pt] = 1;
                continue;
            }
            free(dead);
            return -1;
        }
        so.dead = dead;
    }
    *handicap = so.handicap;
    int rc = seichi_score(p, &so, out);
    free(dead);
    if (rc != SEICHI_OK) {
        set_status(e, rc, "cannot score");
        return -1;
    }
    return 0;
}

static char *read_file(const char *path, size_t *len, ext_error *e)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        e->kind = EXT_OS;
        e->err_no = errno;
        return NULL;
    }
    size_t cap = 1 << 14, n = 0, got;
    char *buf = malloc(cap);
    errno = 0;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 < cap) continue;
        char *nb = cap < EXT_MAX_FILE ? realloc(buf, cap * 2) : NULL;
        if (!nb) {
            e->kind = EXT_OS;
            e->err_no = cap < EXT_MAX_FILE ? ENOMEM : EFBIG;
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    if (buf && ferror(f)) {
        e->kind = EXT_OS;
        e->err_no = errno ? errno : EIO;
        free(buf);
        buf = NULL;
    } else if (!buf && !e->kind) {
        e->kind = EXT_OS;
        e->err_no = ENOMEM;
    }
    fclose(f);
    *len = n;
    return buf;
}

typedef struct score_job {
    const char *path, *data, *filename;
    size_t len;
    int game_index, cont, move;
    const ext_opts *o;
    seichi_result *result;
    const seichi_graph *graph;
    int handicap;
    char warnings[2048];
    ext_error err;
} score_job;

static void run_score(score_job *j)
{
    char *buf = NULL;
    if (j->path) {
        buf = read_file(j->path, &j->len, &j->err);
        if (!buf) return;
        j->data = buf;
    }
    seichi_game *g = seichi_game_new();
    if (!g) {
        free(buf);
        set_status(&j->err, SEICHI_NOMEM, "game");
        return;
    }
    seichi_load_options lo = {j->filename, j->game_index, j->cont};
    int rc = seichi_game_load_sgf(g, j->data, j->len, &lo);
    free(buf);
    snprintf(j->warnings, sizeof j->warnings, "%s", seichi_game_warnings(g));
    const seichi_pos *p = rc == SEICHI_OK ? seichi_game_position(g, j->move) : NULL;
    if (!p) {
        j->err.kind = rc == SEICHI_NOMEM ? EXT_STATUS : EXT_SGF;
        j->err.status = rc == SEICHI_OK ? SEICHI_ILLEGAL : rc;
        snprintf(j->err.msg, sizeof j->err.msg, "%s",
                 rc == SEICHI_NOMEM ? seichi_strerror(rc) : seichi_game_errmsg(g));
    } else if (!ext_score_position(p, g, j->o, j->filename, &j->result, &j->handicap,
                                   j->warnings, sizeof j->warnings, &j->err)) {
        j->graph = seichi_graph_retain(seichi_pos_graph(p));
    }
    seichi_game_free(g);
}

PyDoc_STRVAR(score_doc,
"score(path, data, filename, game, cont, move, rules, komi, dead, explain) -> Result\n"
"Reads the file at path (or the SGF bytes data), replays the record and scores\n"
"the position after move (-1: the end).  Use seichi.score().");

static PyObject *ext_score(PyObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"path", "data", "filename", "game", "cont", "move",
                             "rules", "komi", "dead", "explain", NULL};
    PyObject *path = NULL, *data = NULL, *filename = NULL, *rules = NULL, *komi = NULL,
             *dead = NULL;
    int game = 0, cont = 0, move = -1, explain = 0;
    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OOU|ipiOOOp", kwlist, &path, &data, &filename,
                                     &game, &cont, &move, &rules, &komi, &dead, &explain))
        return NULL;
    if (game < 0) {
        PyErr_SetString(PyExc_ValueError, "game must be >= 0 (0 = the first of the collection)");
        return NULL;
    }
    ext_opts o;
    PyObject *keep = NULL, *pathbytes = NULL;
    Py_buffer view = {0};
    if (ext_parse_opts(rules, komi, NULL, dead, explain, &o, &keep)) return NULL;
    score_job *j = PyMem_Calloc(1, sizeof *j);
    if (!j) {
        ext_free_opts(&o);
        Py_XDECREF(keep);
        return PyErr_NoMemory();
    }
    j->filename = PyUnicode_AsUTF8(filename);
    if (!j->filename) goto fail;
    if (path != Py_None) {
        if (!PyUnicode_FSConverter(path, &pathbytes)) goto fail;
        j->path = PyBytes_AS_STRING(pathbytes);
    } else {
        if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE)) goto fail;
        j->data = view.buf;
        j->len = (size_t)view.len;
    }
    j->game_index = game;
    j->cont = cont;
    j->move = move;
    j->o = &o;
    Py_BEGIN_ALLOW_THREADS
    run_score(j);
    Py_END_ALLOW_THREADS
    PyObject *res = NULL;
    if (j->err.kind) ext_raise(&j->err, filename);
    else res = ext_new_result(j->result, j->graph, j->handicap, path != Py_None ? path : Py_None,
                              j->warnings);
    if (!res) {
        seichi_result_free(j->result);
        seichi_graph_release(j->graph);
    }
    if (view.obj) PyBuffer_Release(&view);
    Py_XDECREF(pathbytes);
    ext_free_opts(&o);
    Py_XDECREF(keep);
    PyMem_Free(j);
    return res;
fail:
    Py_XDECREF(pathbytes);
    ext_free_opts(&o);
    Py_XDECREF(keep);
    PyMem_Free(j);
    return NULL;
}

static PyObject *ext_version(PyObject *self, PyObject *unused)
{
    (void)self, (void)unused;
    return PyUnicode_FromString(seichi_version());
}

static PyObject *ext_legend(PyObject *self, PyObject *unused)
{
    (void)self, (void)unused;
    return PyUnicode_FromString(seichi_result_legend());
}

static PyObject *ext_from_diagram(PyObject *self, PyObject *arg)
{
    Py_ssize_t len;
    (void)self;
    const char *text = PyUnicode_AsUTF8AndSize(arg, &len);
    if (!text) return NULL;
    seichi_pos *p = NULL;
    char err[256] = "";
    int rc = seichi_pos_from_diagram(text, (size_t)len, &p, err, sizeof err);
    if (rc != SEICHI_OK) {
        if (rc == SEICHI_NOMEM) return PyErr_NoMemory();
        PyErr_Format(PyExc_ValueError, "diagram: %s", err[0] ? err : seichi_strerror(rc));
        return NULL;
    }
    PyObject *res = ext_new_position(p);
    seichi_pos_free(p);
    return res;
}

static PyMethodDef module_methods[] = {
    {"score", (PyCFunction)(void (*)(void))ext_score, METH_VARARGS | METH_KEYWORDS, score_doc},
    {"version", ext_version, METH_NOARGS, "The C library's version."},
    {"legend", ext_legend, METH_NOARGS, "The legend of the map characters."},
    {"position_from_diagram", ext_from_diagram, METH_O,
     "A Position from an ASCII diagram (seichi_pos_from_diagram)."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "seichi._seichi",
    "The C core of seichi (include/seichi.h); use the seichi package.", -1, module_methods,
    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__seichi(void);

PyMODINIT_FUNC PyInit__seichi(void)
{
    PyObject *errors = PyImport_ImportModule("seichi._errors");
    if (!errors) return NULL;
    sgf_error = PyObject_GetAttrString(errors, "SGFError");
    Py_DECREF(errors);
    if (!sgf_error) return NULL;
    if (PyType_Ready(&Game_Type) < 0 || PyType_Ready(&Position_Type) < 0 ||
        PyType_Ready(&Result_Type) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module_def);
    if (!m) return NULL;
    if (PyModule_AddObjectRef(m, "Game", (PyObject *)&Game_Type) < 0 ||
        PyModule_AddObjectRef(m, "Position", (PyObject *)&Position_Type) < 0 ||
        PyModule_AddObjectRef(m, "Result", (PyObject *)&Result_Type) < 0 ||
        PyModule_AddObjectRef(m, "SGFError", sgf_error) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

/*
 * ext.h - shared declarations of the seichi._seichi extension module.
 *
 * The extension is a thin layer over include/seichi.h (and nothing else of
 * the library): it reads files, loads records and scores positions with the
 * GIL released, and hands the library's objects to Python as three types,
 * Game, Position and Result, each owning one library handle.  Everything a
 * user sees (names, docstrings, lists and dictionaries) is built by the
 * Python wrapper in seichi/__init__.py from the primitive values these
 * types return.
 */
#ifndef SEICHI_PY_EXT_H
#define SEICHI_PY_EXT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <pythread.h>

#include "seichi.h"

/* Inputs of one scoring, converted from Python objects while the GIL is
 * held (the strings stay owned by the argument objects). */
typedef struct ext_opts {
    const char *rules;       /* preset name, or NULL: from the record      */
    int have_komi;
    double komi;
    int have_handicap;
    int handicap;
    int have_dead;           /* 0: automatic dead stones                   */
    const char **dead;       /* vertex names (ndead of them)               */
    Py_ssize_t ndead;
    int explain;
} ext_opts;

/* What can go wrong in work done without the GIL; raised afterwards. */
enum { EXT_OK = 0, EXT_OS, EXT_SGF, EXT_VALUE, EXT_STATUS };

typedef struct ext_error {
    int kind;
    int err_no;              /* EXT_OS                                     */
    int status;              /* EXT_STATUS / EXT_SGF: the seichi_status    */
    char msg[1200];
} ext_error;

/* Types. */
typedef struct {
    PyObject_HEAD
    seichi_game *game;
    PyThread_type_lock lock; /* seichi_game_position() changes the game   */
    PyObject *filename;      /* str used in messages                       */
} GameObject;

typedef struct {
    PyObject_HEAD
    seichi_pos *pos;         /* owned copy; never changed after creation   */
} PositionObject;

typedef struct {
    PyObject_HEAD
    seichi_result *result;
    const seichi_graph *graph; /* retained, for point names                */
    int handicap;
    PyObject *file;          /* str or None                                */
    PyObject *warnings;      /* str                                        */
} ResultObject;

extern PyTypeObject Game_Type, Position_Type, Result_Type;

/* ext_module.c */
int ext_parse_opts(PyObject *rules, PyObject *komi, PyObject *handicap, PyObject *dead,
                   int explain, ext_opts *o, PyObject **keep);
void ext_free_opts(ext_opts *o);
PyObject *ext_raise(const ext_error *e, PyObject *filename);
/* Scores p (GIL released by the caller) with options from game g (NULL:
 * Japanese, komi 0) overridden by o.  On success *out is the result; the
 * warning about missing rules, if any, is appended to warn. */
int ext_score_position(const seichi_pos *p, const seichi_game *g, const ext_opts *o,
                       const char *filename, seichi_result **out, int *handicap, char *warn,
                       size_t warnlen, ext_error *e);
PyObject *ext_new_result(seichi_result *r, const seichi_graph *g, int handicap, PyObject *file,
                         const char *warnings);
PyObject *ext_new_position(const seichi_pos *p);
void ext_lock(PyThread_type_lock lock);

#endif

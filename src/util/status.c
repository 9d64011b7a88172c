/*
 * status.c - status codes, their names and texts, and the version.
 */
#include "seichi.h"

const char *seichi_version(void) { return SEICHI_VERSION; }

const char *seichi_strerror(int status)
{
    switch (status) {
#define SEICHI__TEXT(name, num, text) case num: return text;
        SEICHI_STATUS_LIST(SEICHI__TEXT)
#undef SEICHI__TEXT
    default: return "unknown status";
    }
}

const char *seichi_errname(int status)
{
    switch (status) {
#define SEICHI__NAME(name, num, text) case num: return #name;
        SEICHI_STATUS_LIST(SEICHI__NAME)
#undef SEICHI__NAME
    default: return "UNKNOWN";
    }
}

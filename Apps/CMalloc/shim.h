#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H

/* glibc's malloc tuning (mallopt, M_ARENA_MAX), which Swift's Glibc module leaves out.
   Elsewhere (macOS, musl) this module declares nothing. */
#if defined(__linux__)
#include <features.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#endif

#endif

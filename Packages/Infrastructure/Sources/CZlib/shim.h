#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

/* inflateInit and deflateInit are macros Swift cannot call; these wrap them. */
static inline int czlib_inflate_init(z_stream *stream) {
  return inflateInit(stream);
}

static inline int czlib_deflate_init(z_stream *stream, int level) {
  return deflateInit(stream, level);
}

#endif

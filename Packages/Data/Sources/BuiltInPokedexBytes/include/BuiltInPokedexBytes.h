#ifndef BUILT_IN_POKEDEX_BYTES_H
#define BUILT_IN_POKEDEX_BYTES_H

#include <stddef.h>

/// The first byte of the built-in Pokédex (pokedex.bin, linked into the binary).
const unsigned char *built_in_pokedex_bytes(void);

/// How many bytes the built-in Pokédex has.
size_t built_in_pokedex_count(void);

#endif

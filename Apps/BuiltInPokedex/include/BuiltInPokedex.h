#ifndef BUILT_IN_POKEDEX_H
#define BUILT_IN_POKEDEX_H

#include <stddef.h>

/// The first byte of the built-in database, zlib-compressed (linked into the binary by the
/// source the BuildPokedexDatabase plugin writes).
const unsigned char *built_in_database_bytes(void);

/// How many compressed bytes there are.
size_t built_in_database_count(void);

/// How many bytes the database has once expanded.
size_t built_in_database_expanded_count(void);

/// A checksum of the compressed bytes, in hex: names the file they are expanded into.
const char *built_in_database_checksum(void);

/// What the database's `pokedex_info` table says, read without opening it: the day the data
/// was taken (`yyyy-MM-dd`), the API it was taken from, and how many Pokémon it holds.
const char *built_in_database_generated_on(void);
const char *built_in_database_source(void);
const char *built_in_database_pokemon_count(void);

/// The codes of the languages the data speaks (`--language`), in PokeAPI's order,
/// separated by spaces: read without opening the database, for shell completion.
const char *built_in_database_languages(void);

/// The names of the 18 types in every language, a line each: the language's code, the
/// name as pokecli's SearchKey (folded while the database is built) and the type's slug,
/// separated by tabs (`type eau`, `list --type ほのお`).
const char *built_in_database_type_names(void);

#endif

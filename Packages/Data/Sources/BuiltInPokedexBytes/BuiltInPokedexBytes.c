// The built-in Pokédex, pokedex.bin beside this file, linked into the binary as read-only
// data by the assembler's .incbin: no resource bundle to find at run time, and no huge
// source literal to compile. The generator rewrites pokedex-stamp.h with each new
// pokedex.bin, which makes the build compile this file again.
#include "BuiltInPokedexBytes.h"
#include "pokedex-stamp.h"

#if defined(__APPLE__)
#define POKEDEX_SECTION ".const_data\n"
#define POKEDEX_SYMBOL(name) "_" #name
#else
#define POKEDEX_SECTION ".section .rodata\n"
#define POKEDEX_SYMBOL(name) #name
#endif

__asm__(
  POKEDEX_SECTION
  ".balign 16\n"
  POKEDEX_SYMBOL(built_in_pokedex_start) ":\n"
  ".incbin \"pokedex.bin\"\n"
  POKEDEX_SYMBOL(built_in_pokedex_end) ":\n"
  ".byte 0\n"
  ".text\n");

extern const unsigned char built_in_pokedex_start[];
extern const unsigned char built_in_pokedex_end[];

const unsigned char *built_in_pokedex_bytes(void) { return built_in_pokedex_start; }

size_t built_in_pokedex_count(void) {
  return (size_t)(built_in_pokedex_end - built_in_pokedex_start);
}

// Written by pokecli-data with each pokedex.bin, so that the bytes are linked again.
#define BUILT_IN_POKEDEX_STAMP "2026-11-21 973588 e81c9e7f84546a8d"

// Written by pokecli-data with each pokedex.bin, so that the bytes are linked again.
#define BUILT_IN_POKEDEX_STAMP "2026-11-21 1240101 cfc14b0a9e283c18"

// Written by pokecli-data with each pokedex.bin, so that the bytes are linked again.
#define BUILT_IN_POKEDEX_STAMP "2026-11-21 982963 bd683ac8a98c44ee"

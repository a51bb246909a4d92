#!/usr/bin/env python3
"""Writes Domain's table of letters with diacritics and their bare forms.

Each letter of the Latin, Greek and Cyrillic blocks whose canonical decomposition
(Unicode's NFD, from Python's unicodedata) is a base followed by combining marks maps to
that base without the marks: "é" to "e", "ǖ" to "u", "ά" to "α". A second table holds
the letters whose case folding is not their lower case ("ß" to "ss", "ς" to "σ").
DiacriticFolding reads both; its tests check the folding against Foundation's.

Usage: scripts/generate-folding-table.py > Packages/Domain/Sources/PokedexKeys/DiacriticFolding+Table.swift
"""
import sys
import unicodedata

BLOCKS = [(0x00C0, 0x052F), (0x1E00, 0x1FFF)]

entries = []
for start, end in BLOCKS:
    for code in range(start, end + 1):
        character = chr(code)
        decomposed = unicodedata.normalize("NFD", character)
        bare = "".join(c for c in decomposed if unicodedata.category(c) not in ("Mn", "Me"))
        if not unicodedata.category(character).startswith("L"):
            continue
        if bare and bare != character and decomposed != character:
            entries.append(character + bare)

case_entries = []
for start, end in [(0x00A0, 0x052F), (0x1E00, 0x1FFF)]:
    for code in range(start, end + 1):
        character = chr(code)
        if not unicodedata.category(character).startswith("L"):
            continue
        if character.casefold() != character.lower():
            case_entries.append(character + character.casefold())

def wrapped(entries):
    lines = []
    line = ""
    for entry in entries:
        if len(line) + len(entry) + 1 > 88:
            lines.append(line)
            line = ""
        line += (" " if line else "") + entry
    lines.append(line)
    return lines

out = sys.stdout
out.write("// Written by scripts/generate-folding-table.py (Unicode %s); do not edit.\n\n" % unicodedata.unidata_version)
out.write("extension DiacriticFolding {\n")
out.write("  /// Each letter with diacritics, then its bare form; entries are separated by spaces.\n")
out.write("  static let pairs = \"\"\"\n")
for l in wrapped(entries):
    out.write("    " + l + "\n")
out.write("    \"\"\"\n\n")
out.write("  /// Each letter whose case folding is not its lower case, then its folding.\n")
out.write("  static let caseFoldingPairs = \"\"\"\n")
for l in wrapped(case_entries):
    out.write("    " + l + "\n")
out.write("    \"\"\"\n}\n")
print(len(entries), len(case_entries), file=sys.stderr)

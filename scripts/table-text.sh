#!/usr/bin/env bash
# Prints a built-in table's text, whether it is committed as <table>.tsv or compressed as
# <table>.tsv.z (zlib), for reading and diffing: scripts/table-text.sh flavor_texts | less
# Needs python3 for a compressed table.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 1 ]; then
  echo "usage: scripts/table-text.sh TABLE" >&2
  exit 64
fi
folder=Apps/BuiltInPokedex/tables
if [ -f "$folder/$1.tsv" ]; then
  cat "$folder/$1.tsv"
elif [ -f "$folder/$1.tsv.z" ]; then
  python3 -c 'import sys, zlib; sys.stdout.buffer.write(zlib.decompress(open(sys.argv[1], "rb").read()))' "$folder/$1.tsv.z"
else
  echo "no table $1 in $folder" >&2
  exit 1
fi

#!/usr/bin/env bash
# Builds the portable pokecli (the Swift runtime linked in, so it runs without the
# toolchain; it needs the system's SQLite, libsqlite3, as it needs libc and zlib) and
# installs it under a prefix with its man page and completion scripts, printing what it
# put where; --uninstall removes exactly what an install listed.
#
# Usage: scripts/install.sh [--prefix DIR] [--binary FILE] [--uninstall]
#   --prefix DIR   where to install (default ~/.local): DIR/bin/pokecli,
#                  DIR/share/man/man1/pokecli.1, and the bash, zsh and fish completions
#                  under DIR/share
#   --binary FILE  install FILE instead of building (a pokecli built another way)
#   --uninstall    remove the files the last install under DIR listed
# Needs python3 (for the man page) and strip.
set -euo pipefail

# A relative folder or file is the caller's: read where the caller stands.
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
prefix="$HOME/.local"
binary=""
uninstall=false
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="$(absolute "${2:?--prefix needs a folder}")"; shift 2 ;;
    --binary) binary="$(absolute "${2:?--binary needs a file}")"; shift 2 ;;
    --uninstall) uninstall=true; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument $1 (see --help)" >&2; exit 64 ;;
  esac
done
cd "$(dirname "$0")/.."
manifest="$prefix/share/pokecli/installed-files"

if $uninstall; then
  [ -f "$manifest" ] || { echo "install.sh: nothing installed under $prefix (no $manifest)" >&2; exit 1; }
  folders=()
  while IFS= read -r entry; do
    # Only what an install wrote: the manifest names files under the prefix, and the
    # folders it made for them ("folder " first), removed once they are empty.
    # The prefix, and the folders above it that were missing, are listed only when the
    # install made them; rmdir below removes none that is not empty.
    path="${entry#folder }"
    if [ "$path" != "$entry" ]; then
      case "$path" in "$prefix" | "$prefix"/*) folders+=("$path") ;; esac
      case "$prefix" in "$path"/*) folders+=("$path") ;; esac
      continue
    fi
    case "$path" in "$prefix"/*) ;; *) continue ;; esac
    if [ -f "$path" ]; then rm -f "$path" && echo "removed $path"; fi
  done <"$manifest"
  rm -f "$manifest"
  rmdir "$prefix/share/pokecli" 2>/dev/null || true
  # Deepest first; a folder something else has put a file in stays.
  for ((i = ${#folders[@]} - 1; i >= 0; i--)); do rmdir "${folders[$i]}" 2>/dev/null || true; done
  exit 0
fi

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
. scripts/lib/stage-pokecli.sh
stage_pokecli "$staging" "$binary"
version="$staged_version"

# Each file and where it goes.
targets=(
  "pokecli:$prefix/bin/pokecli"
  "pokecli.1:$prefix/share/man/man1/pokecli.1"
  "pokecli.bash:$prefix/share/bash-completion/completions/pokecli"
  "_pokecli:$prefix/share/zsh/site-functions/_pokecli"
  "pokecli.fish:$prefix/share/fish/vendor_completions.d/pokecli.fish"
)
# Each folder this install makes, outermost first, is listed so the uninstall removes it.
made_folders=()
make_folder() {
  local missing=() folder="$1"
  while [ ! -d "$folder" ]; do missing=("$folder" "${missing[@]}"); folder="$(dirname "$folder")"; done
  [ ${#missing[@]} -eq 0 ] && return 0
  mkdir -p "$1"
  made_folders+=("${missing[@]}")
}
make_folder "$(dirname "$manifest")"
: >"$manifest.new"
for target in "${targets[@]}"; do
  source="$staging/${target%%:*}" destination="${target#*:}"
  make_folder "$(dirname "$destination")"
  mode=644
  [ "${target%%:*}" = pokecli ] && mode=755
  install -m "$mode" "$source" "$destination"
  echo "$destination" >>"$manifest.new"
  echo "installed $destination"
done
# An earlier install's folders stay listed: they were made by an install too.
if [ -f "$manifest" ]; then grep '^folder ' "$manifest" >>"$manifest.new" || true; fi
for folder in "${made_folders[@]}"; do echo "folder $folder" >>"$manifest.new"; done
mv "$manifest.new" "$manifest"
echo "pokecli $version; remove it with: scripts/install.sh --prefix $prefix --uninstall"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: $prefix/bin is not on your PATH" ;; esac

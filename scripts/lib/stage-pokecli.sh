# Sourced by scripts/install.sh and scripts/package-deb.sh: the one way pokecli's files
# are made for installing. `stage_pokecli FOLDER [BINARY]` builds the portable pokecli
# unless BINARY is given (the Swift runtime linked in on Linux, so it runs without the
# toolchain; SQLite, libc and zlib are the system's), then writes into FOLDER the stripped
# binary `pokecli`, the man page `pokecli.1` and the completions `pokecli.bash`, `_pokecli`
# (zsh) and `pokecli.fish`, and sets `staged_version` to what `pokecli --version` says.
# Needs python3 (for the man page) and strip. Run from the project's root, under `set -e`
# (a failing step ends the script: call it as a plain command, not in a condition).
stage_pokecli() {
  local folder="$1" binary="${2:-}"
  if [ -z "$binary" ]; then
    # On Linux the Swift runtime and Foundation are linked in; macOS has them built in.
    local portable=(--static-swift-stdlib)
    [ "$(uname)" = Darwin ] && portable=()
    echo "building pokecli (release${portable[0]:+, Swift runtime linked in})…" >&2
    # `${a[@]+…}`: an empty array is no argument, even under `set -u` in macOS's bash 3.2.
    swift build -c release ${portable[@]+"${portable[@]}"} --product pokecli >&2
    binary="$(swift build -c release ${portable[@]+"${portable[@]}"} --show-bin-path)/pokecli"
  fi
  [ -x "$binary" ] || { echo "$binary is not an executable" >&2; exit 1; }
  cp "$binary" "$folder/pokecli"
  strip "$folder/pokecli" 2>/dev/null || true
  staged_version="$("$folder/pokecli" --version)"
  "$folder/pokecli" --experimental-dump-help \
    | python3 scripts/manual.py "${staged_version%% *}" >"$folder/pokecli.1"
  "$folder/pokecli" --generate-completion-script bash >"$folder/pokecli.bash"
  "$folder/pokecli" --generate-completion-script zsh >"$folder/_pokecli"
  "$folder/pokecli" --generate-completion-script fish >"$folder/pokecli.fish"
}

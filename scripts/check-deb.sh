#!/usr/bin/env bash
# Checks a package scripts/package-deb.sh built, without installing it (the machine's
# package database is read, never written) and without network:
#   - its control fields (`dpkg-deb --info`): the name, this pokecli's version, the
#     machine's architecture, Installed-Size as its files add up, and Depends naming the
#     package of every library the binary itself links (readelf's NEEDED found by ldd,
#     then dpkg-query -S);
#   - its files (`dpkg-deb --contents`): exactly the expected ones, owned by root, with
#     Debian's modes; the md5sums true; the binary stripped; the man page and changelog
#     whole gzip files;
#   - the man page renders without groff warnings; every package Depends names is installed
#     here in a version it accepts; dpkg installs and purges it in a scratch root with a
#     package database and log of its own;
#   - lintian reports no error, where lintian is installed (it is said when it is not:
#     installing it would need the network and would write the package database);
#   - the binary taken out of it (`dpkg-deb -x`) runs `show pikachu` with the toolchain
#     out of reach (scripts/check-portable.sh).
# Usage: scripts/check-deb.sh PACKAGE.deb
set -euo pipefail
package="$(realpath "${1:?usage: scripts/check-deb.sh PACKAGE.deb}")"
cd "$(dirname "$0")/.."
fail() { echo "check-deb: $*" >&2; exit 1; }
. scripts/lib/installed-size.sh
[ -f "$package" ] || fail "no file $package"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
dpkg-deb -x "$package" "$work/root"
dpkg-deb -e "$package" "$work/control"
binary="$work/root/usr/bin/pokecli"
[ -x "$binary" ] || fail "no usr/bin/pokecli in the package"

# The control fields.
field() { dpkg-deb --field "$package" "$1"; }
version="$("$binary" --version)"
[ "$(field Package)" = pokecli ] || fail "Package is $(field Package)"
[ "$(field Version)" = "${version%% *}" ] || fail "Version is $(field Version), pokecli says ${version%% *}"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture is $(field Architecture)"
for name in Maintainer Section Priority Description; do
  [ -n "$(field "$name")" ] || fail "no $name field"
done
counted="$(installed_size "$work/root")"
[ "$(field Installed-Size)" = "$counted" ] || fail "Installed-Size is $(field Installed-Size), the files take $counted KiB"
depends="$(field Depends)"
# Depends' package names, one a line, without their versions.
depended="$(sed -e 's/ ([^)]*)//g' -e 's/, */\n/g' <<<"$depends")"
while read -r library; do
  # dpkg may list the file under /lib or /usr/lib (merged /usr), or under its link's target.
  owner=""
  for path in "$library" "/usr${library#/usr}" "${library#/usr}" "$(realpath "$library")"; do
    owner="$(dpkg-query -S "$path" 2>/dev/null | head -1 | cut -d: -f1)" && [ -n "$owner" ] && break
  done
  [ -n "$owner" ] || fail "no package owns $library, which pokecli links"
  grep -qxF "$owner" <<<"$depended" \
    || fail "pokecli links $library, of $owner, which Depends ($depends) does not name"
done < <(
  # The libraries the binary names itself (ELF NEEDED), where ldd finds them; those they
  # pull in are their own packages' to depend on.
  needed="$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | xargs)"
  ldd "$binary" | awk -v needed="$needed" '
    BEGIN { n = split(needed, names, " "); for (i = 1; i <= n; i++) wanted[names[i]] = 1 }
    $2 == "=>" && $3 ~ /^\// && ($1 in wanted) { print $3 }')

# The files: exactly these, owned by root, with these modes.
expected="$(cat <<'LIST'
drwxr-xr-x root/root ./
drwxr-xr-x root/root ./usr/
drwxr-xr-x root/root ./usr/bin/
-rwxr-xr-x root/root ./usr/bin/pokecli
drwxr-xr-x root/root ./usr/share/
drwxr-xr-x root/root ./usr/share/bash-completion/
drwxr-xr-x root/root ./usr/share/bash-completion/completions/
-rw-r--r-- root/root ./usr/share/bash-completion/completions/pokecli
drwxr-xr-x root/root ./usr/share/doc/
drwxr-xr-x root/root ./usr/share/doc/pokecli/
-rw-r--r-- root/root ./usr/share/doc/pokecli/changelog.gz
-rw-r--r-- root/root ./usr/share/doc/pokecli/copyright
drwxr-xr-x root/root ./usr/share/fish/
drwxr-xr-x root/root ./usr/share/fish/vendor_completions.d/
-rw-r--r-- root/root ./usr/share/fish/vendor_completions.d/pokecli.fish
drwxr-xr-x root/root ./usr/share/man/
drwxr-xr-x root/root ./usr/share/man/man1/
-rw-r--r-- root/root ./usr/share/man/man1/pokecli.1.gz
drwxr-xr-x root/root ./usr/share/zsh/
drwxr-xr-x root/root ./usr/share/zsh/vendor-completions/
-rw-r--r-- root/root ./usr/share/zsh/vendor-completions/_pokecli
LIST
)"
listed="$(dpkg-deb --contents "$package" | awk '{ print $1, $2, $6 }' | LC_ALL=C sort)"
if [ "$listed" != "$(LC_ALL=C sort <<<"$expected")" ]; then
  diff <(LC_ALL=C sort <<<"$expected") <(echo "$listed") >&2 || true
  fail "the package's files are not the expected ones (above: < expected, > in the package)"
fi
(cd "$work/root" && md5sum --check --quiet "$work/control/md5sums") || fail "a file differs from its md5sum"
! readelf -S --wide "$binary" | grep -q '\.symtab' || fail "usr/bin/pokecli is not stripped"
gzip -t "$work/root/usr/share/man/man1/pokecli.1.gz" "$work/root/usr/share/doc/pokecli/changelog.gz" \
  || fail "the man page or the changelog is not a whole gzip file"
grep -q "Redistributions in binary form must reproduce" "$work/root/usr/share/doc/pokecli/copyright" \
  || fail "the copyright file lacks PokeAPI's licence"

# The man page as lintian reads it: groff's warnings are errors.
if command -v man >/dev/null; then
  warnings="$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z \
    "$work/root/usr/share/man/man1/pokecli.1.gz" 2>&1 >/dev/null)"
  [ -z "$warnings" ] || fail "the man page has warnings: $warnings"
fi

# Every package Depends names is installed here, new enough: apt would install it.
while read -r name relation wanted; do
  have="$(dpkg-query -W -f '${Version}' "$name" 2>/dev/null)" || fail "$name, which Depends names, is not installed here"
  [ -z "$relation" ] || dpkg --compare-versions "$have" "${relation#(}" "${wanted%)}" \
    || fail "$name is $have here; the package wants $relation $wanted"
done < <(sed 's/, */\n/g' <<<"$depends")

# dpkg installs it and removes it again, in a scratch root with a package database and a
# log of its own (the machine's has the libraries, checked above, so their absence there is
# forced). The package has no maintainer script, so none runs outside the scratch root.
[ "$(ls "$work/control" | xargs)" = "control md5sums" ] \
  || fail "the package has control files besides control and md5sums: $(ls "$work/control" | xargs)"
scratch="$work/scratch"
mkdir -p "$scratch/root" "$scratch/admin/info" "$scratch/admin/updates" "$scratch/admin/triggers"
touch "$scratch/admin/status" "$scratch/admin/available"
dpkg_scratch() {
  PATH="$PATH:/usr/sbin:/sbin" dpkg --root="$scratch/root" --admindir="$scratch/admin" \
    --log="$scratch/dpkg.log" --force-script-chrootless --force-not-root "$@" \
    >"$work/dpkg.out" 2>&1 || { cat "$work/dpkg.out" >&2; fail "dpkg $* failed"; }
}
dpkg_scratch --force-depends --install "$package"
cmp -s "$scratch/root/usr/bin/pokecli" "$binary" || fail "dpkg did not install usr/bin/pokecli"
dpkg_scratch --purge pokecli
[ -z "$(ls -A "$scratch/root")" ] || fail "dpkg --purge left files: $(cd "$scratch/root" && find . | head -5)"

if command -v lintian >/dev/null; then
  lintian --fail-on error "$package" || fail "lintian reports errors"
else
  echo "check-deb: lintian is not installed, so its checks are skipped (installing it needs the network and writes the package database)"
fi

scripts/check-portable.sh "$binary" >/dev/null
echo "package: $(basename "$package"): $(field Installed-Size) KiB installed; Depends: $depends"

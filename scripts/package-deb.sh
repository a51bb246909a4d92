#!/usr/bin/env bash
# Builds the Debian package pokecli_<version>_<arch>.deb from the portable pokecli: the
# binary in /usr/bin, the man page, the bash, zsh and fish completions where Debian puts
# them, the copyright file (pokecli's terms beside PokeAPI's licence, which covers the
# built-in data and sprites) and the changelog, from packaging/deb. `Depends` names the
# packages of the C libraries the binary still links (dpkg-shlibdeps reads them from the
# binary, with the oldest version each needs); `Installed-Size` is counted as dpkg counts
# it. It reads the machine's package database and never writes it; no network.
#
# Usage: scripts/package-deb.sh [--binary FILE] [--out DIR]
#   --binary FILE  package FILE instead of building the portable pokecli
#   --out DIR      where the .deb goes (default: the current folder); its path is printed
# Needs dpkg-deb and dpkg-shlibdeps (the dpkg-dev package), python3 and strip.
# Install it with: sudo apt install ./pokecli_<version>_<arch>.deb
set -euo pipefail
# Folders and files get Debian's modes whatever the caller's umask.
umask 022

# The arguments are read where the caller stands; then the project's root is the folder.
binary="" out="$PWD"
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="$(realpath "${2:?--binary needs a file}")"; shift 2 ;;
    --out) out="$(realpath "${2:?--out needs a folder}")"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "package-deb.sh: unknown argument $1 (see --help)" >&2; exit 64 ;;
  esac
done
cd "$(dirname "$0")/.."
for tool in dpkg-deb dpkg-shlibdeps; do
  command -v "$tool" >/dev/null || {
    echo "package-deb.sh: needs $tool (sudo apt install dpkg-dev)" >&2; exit 1; }
done
[ -d "$out" ] || { echo "package-deb.sh: no folder $out" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/staging"
. scripts/lib/stage-pokecli.sh
. scripts/lib/installed-size.sh
stage_pokecli "$work/staging" "$binary"
# Only the portable build runs where the package goes: one linking the toolchain's
# libraries is refused here rather than packaged.
scripts/check-portable.sh "$work/staging/pokecli" >/dev/null
version="${staged_version%% *}"
# Debian takes a package's version from its changelog: the newest entry must be this one.
logged="$(sed -n '1s/^pokecli (\([^)]*\)).*/\1/p' packaging/deb/changelog)"
if [ "$logged" != "$version" ]; then
  echo "package-deb.sh: pokecli is $version but packaging/deb/changelog's newest entry is" \
    "${logged:-missing}: add an entry for $version" >&2
  exit 1
fi
arch="$(dpkg --print-architecture)"

# The files, where Debian puts them, owned by root (dpkg-deb --root-owner-group).
root="$work/root"
doc="$root/usr/share/doc/pokecli"
install -d -m 755 "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/man/man1" "$doc" \
  "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
  "$root/usr/share/fish/vendor_completions.d"
install -m 755 "$work/staging/pokecli" "$root/usr/bin/pokecli"
install -m 644 "$work/staging/pokecli.bash" "$root/usr/share/bash-completion/completions/pokecli"
install -m 644 "$work/staging/_pokecli" "$root/usr/share/zsh/vendor-completions/_pokecli"
install -m 644 "$work/staging/pokecli.fish" "$root/usr/share/fish/vendor_completions.d/pokecli.fish"
install -m 644 packaging/deb/copyright "$doc/copyright"
# Compressed without a name or a time inside, so the same input makes the same package.
gzip -9nc "$work/staging/pokecli.1" >"$root/usr/share/man/man1/pokecli.1.gz"
gzip -9nc packaging/deb/changelog >"$doc/changelog.gz"
chmod 644 "$root/usr/share/man/man1/pokecli.1.gz" "$doc/changelog.gz"

# The libraries' packages, as dpkg-shlibdeps finds them (it wants a debian/control).
mkdir "$work/debian"
printf 'Source: pokecli\n\nPackage: pokecli\nArchitecture: any\n' >"$work/debian/control"
if ! shlibs="$(cd "$work" && dpkg-shlibdeps -O -e root/usr/bin/pokecli 2>"$work/shlibdeps.log")"
then
  echo "package-deb.sh: dpkg-shlibdeps could not name the packages of pokecli's libraries" \
    "(a binary that is not the portable build links the toolchain's):" >&2
  cat "$work/shlibdeps.log" >&2
  exit 1
fi
depends="$(sed -n 's/^shlibs:Depends=//p' <<<"$shlibs")"
[ -n "$depends" ] || { echo "package-deb.sh: dpkg-shlibdeps found no libraries" >&2; exit 1; }

size="$(installed_size "$root")"

sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@INSTALLED_SIZE@/$size/" \
  -e "s/@DEPENDS@/$depends/" packaging/deb/control >"$root/DEBIAN/control"
(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

package="$out/pokecli_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$package" >/dev/null
echo "$package"

# Sourced by package-deb.sh and check-deb.sh: the one count of a package's
# Installed-Size, so that what the package says and what the check expects cannot drift.

# Prints the KiB the files under DIR/usr take once installed, as dpkg-gencontrol counts
# them: each file's size in KiB rounded up, and 1 for each folder.
installed_size() {
  (cd "$1" && find usr \( -type f -printf '%s\n' \) -o \( -type d -printf 'd\n' \) \
    | awk '$1 == "d" { total += 1; next } { total += int(($1 + 1023) / 1024) } END { print total }')
}

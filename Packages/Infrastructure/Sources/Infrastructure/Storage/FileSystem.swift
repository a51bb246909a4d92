#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the POSIX calls `FileStorage` needs, retrying `EINTR` and throwing
/// `SystemCallError`.
///
/// POSIX rather than `FileManager`: atomic `rename`, `O_NOFOLLOW`, `O_EXCL`, `flock` and
/// `strerror` reasons behave the same on Linux and macOS, while Foundation's errors and
/// symlink handling differ between swift-corelibs-foundation and Darwin.
enum FileSystem {
  // MARK: - Files

  /// Opens `path`, returning its descriptor. `mode` applies only when `flags` creates it.
  static func open(
    _ path: String, _ flags: Int32, mode: mode_t = 0o666
  ) throws(SystemCallError) -> Int32 {
    while true {
      let descriptor = systemOpen(path, flags | O_CLOEXEC, mode)
      if descriptor >= 0 { return descriptor }
      if errno != EINTR { throw SystemCallError() }
    }
  }

  /// Reads everything left in `descriptor`, or `nil` as soon as it holds more than `limit`
  /// bytes: a file that grows while it is read costs at most `limit` bytes of memory too.
  static func readAll(_ descriptor: Int32, limit: Int) throws(SystemCallError) -> Data? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        guard count <= limit - data.count else { return nil }
        data.append(contentsOf: buffer[0..<count])
      } else if count == 0 {
        return data
      } else if errno != EINTR {
        throw SystemCallError()
      }
    }
  }

  /// Writes all of `data` to `descriptor`, however many calls that takes.
  static func writeAll(_ data: Data, to descriptor: Int32) throws(SystemCallError) {
    let failure: Int32? = data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, base + offset, bytes.count - offset)
        if count >= 0 {
          offset += count
        } else if errno != EINTR {
          return errno
        }
      }
      return nil
    }
    if let failure { throw SystemCallError(code: failure) }
  }

  /// Flushes `descriptor` to the disk, so a rename never exposes a file the kernel has not
  /// written yet.
  static func synchronize(_ descriptor: Int32) throws(SystemCallError) {
    if fsync(descriptor) != 0 { throw SystemCallError() }
  }

  /// Closes `descriptor`; a failure can mean buffered data was lost.
  static func close(_ descriptor: Int32) throws(SystemCallError) {
    let status = systemClose(descriptor)
    if status != 0 && errno != EINTR { throw SystemCallError() }
  }

  /// Moves `source` over `target` in one step: the POSIX atomic replace.
  static func rename(_ source: String, to target: String) throws(SystemCallError) {
    let status = systemRename(source, target)
    if status != 0 { throw SystemCallError() }
  }

  /// Opens `path` like `open(_:_:mode:)`, or returns `nil` when it does not exist.
  static func openIfPresent(_ path: String, _ flags: Int32) throws(SystemCallError) -> Int32? {
    do {
      return try open(path, flags)
    } catch {
      if error.code == ENOENT { return nil }
      throw error
    }
  }

  /// Removes the file or symbolic link `path` (never what a link points to); nothing there
  /// is not a failure.
  static func unlinkIfPresent(_ path: String) throws(SystemCallError) {
    let status = systemUnlink(path)
    if status != 0 && errno != ENOENT { throw SystemCallError() }
  }

  /// Takes the exclusive `flock` on `descriptor`, waiting for whoever holds it.
  static func lockExclusively(_ descriptor: Int32) throws(SystemCallError) {
    while flock(descriptor, LOCK_EX) != 0 {
      if errno != EINTR { throw SystemCallError() }
    }
  }

  /// Releases the `flock` on `descriptor`; closing it would release it too.
  static func unlock(_ descriptor: Int32) {
    _ = flock(descriptor, LOCK_UN)
  }
}

// The C library's calls that `FileSystem`'s wrappers of the same names hide inside the
// enum; out here the names reach the C library on every platform.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemRename(_ source: String, _ target: String) -> Int32 { rename(source, target) }
private func systemUnlink(_ path: String) -> Int32 { unlink(path) }

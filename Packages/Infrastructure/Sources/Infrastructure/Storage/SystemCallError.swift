#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call, in the operating system's own words.
///
/// `FileSystem` throws it without knowing which document is concerned; `FileStorage` turns it
/// into a `PokedexError.storageFailed` naming the document, so a user reads one short line
/// such as `no space left on device` beside the path they can act on.
struct SystemCallError: Error, Equatable {
  /// The `errno` value, or 0 when the failure is a rule of ours rather than the system's.
  let code: Int32
  /// A short reason for a user, usually `strerror(code)` starting lower-case, as every
  /// reason in a message does.
  let reason: String

  /// The failure described by `code`, by default the calling thread's `errno`.
  init(code: Int32 = errno) {
    self.code = code
    self.reason = Self.lowerCased(String(cString: strerror(code)))
  }

  /// A failure that is a rule of the storage's, such as a path leading out of its folder.
  init(reason: String) {
    self.code = 0
    self.reason = reason
  }

  /// `No space left on device` → `no space left on device`; a first word in capitals
  /// (`I/O error`) is kept.
  static func lowerCased(_ reason: String) -> String {
    let characters = Array(reason.prefix(2))
    guard characters.count == 2, characters[0].isUppercase, characters[1].isLowercase
    else { return reason }
    return characters[0].lowercased() + reason.dropFirst()
  }
}

/// Said as its reason (`no space left on device`), wherever a layer above words an error it
/// does not know (`"\(error)"`), never as the type's fields.
extension SystemCallError: CustomStringConvertible {
  var description: String { reason }
}

/// Why a cached sprite cannot be read back; the cache then treats it as missing.
public enum SpriteCacheError: Error, Hashable, Sendable {
  /// The blob ends before its header does.
  case truncated
  /// Written by another version of the layout (1 was the range-coded one).
  case unsupportedVersion(UInt8)
  /// The header's sizes are impossible, the body does not expand to exactly the size they
  /// promise (damaged or cut short), or a pixel names a colour the palette lacks.
  case corrupt
}

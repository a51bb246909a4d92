import Testing

@testable import Infrastructure

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call reaches a user as the system's words, whichever layer words it.
@Suite struct SystemCallErrorTests {
  @Test func anErrorWordedByAnotherLayerSaysItsReasonNotItsFields() {
    let full = SystemCallError(code: ENOSPC)
    #expect("\(full)" == "no space left on device")
    #expect("cannot be read (\(full))" == "cannot be read (no space left on device)")
    #expect("\(SystemCallError(reason: "not a folder of the user's own"))"
      == "not a folder of the user's own")
  }
}

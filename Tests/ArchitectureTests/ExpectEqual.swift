import CustomDump
import Testing

/// Fails the running test with CustomDump's diff when `first` and `second` differ.
///
/// CustomDump's `expectNoDifference` with a message of the test's own above the diff (the
/// manifest or file the two values came from), recorded through Swift Testing.
func expectEqual<T: Equatable>(
  _ first: T, _ second: T, _ message: @autoclosure () -> String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard first != second else { return }
  let difference = diff(first, second, format: .proportional) ?? "\(first)\n≠\n\(second)"
  let heading = message().map { "\($0)\n" } ?? ""
  Issue.record(
    Comment(rawValue: "\(heading)Difference: (− first, + second)\n\n\(difference)"),
    sourceLocation: sourceLocation)
}

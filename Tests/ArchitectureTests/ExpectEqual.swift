import CustomDump
import Testing

/// Fails the running test with CustomDump's diff when `first` and `second` differ.
///
/// It stands in for CustomDump's `expectNoDifference`, which reports through
/// swift-issue-reporting: on Linux that only *prints* the failure unless the test bundle
/// links IssueReportingTestSupport, and the root manifest does not, so the test would pass.
/// This records the issue through Swift Testing itself. Once the manifest links
/// IssueReportingTestSupport, each call can become `expectNoDifference` one for one.
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

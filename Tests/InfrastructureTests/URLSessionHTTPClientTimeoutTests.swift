import Foundation
import Testing

@testable import Infrastructure

/// The timeout a client is created with becomes one every platform can honour.
@Suite struct URLSessionHTTPClientTimeoutTests {
  @Test(arguments: [
    (0.5, 1.0),
    (1.0, 1.0),
    (2.2, 3.0),
    (20.0, 20.0),
    (0.0, 1.0),
    (-3.0, 1.0),
  ])
  func timeoutIsRoundedUpToWholeSecondsOfAtLeastOne(given: Double, used: Double) {
    #expect(URLSessionHTTPClient.wholeSeconds(given) == used)
  }

  @Test(arguments: [Double.infinity, .nan, 1e12])
  func unusableOrHugeTimeoutIsCappedAtADay(given: Double) {
    #expect(URLSessionHTTPClient.wholeSeconds(given) == 86_400)
  }
}

import PokedexTesting
import Testing

/// The test guards' limit (`RunningTimeLimit`): a stretch in which the process stood still
/// counts as one short step, so a guard cannot lose a race against work that was stood
/// still with it.
@Suite("A guard counts running time")
struct RunningTimeLimitTests {
  @Test func aLongStretchBetweenTwoLooksCountsAsOneStep() async {
    var limit = RunningTimeLimit(.milliseconds(50), longestStep: .milliseconds(10))
    // Four times the limit between two looks, as a stall would be: one step counted.
    try? await Task.sleep(for: .milliseconds(200))
    let passed = limit.isPassed()
    #expect(!passed)
    #expect(limit.left <= .milliseconds(40))
  }

  @Test func looksAtTheLimitsPaceReachIt() async {
    var limit = RunningTimeLimit(.milliseconds(30), longestStep: .milliseconds(100))
    var looks = 0
    while !limit.isPassed() {
      looks += 1
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(looks >= 1)
    #expect(limit.left == .zero)
  }
}

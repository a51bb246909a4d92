/// Says on standard error, on a terminal, that work is under way once it has taken half a
/// second, and erases the line when it ends: a cold page on a slow link or the start of a
/// prefetch is never a silent wait. Nothing is written in a pipe, or for quick work.
enum WaitNotice {
  /// How long work runs before the notice shows.
  static let delay: Duration = .milliseconds(500)

  /// Runs `work`, showing `text` (one short line) if it takes longer than `delay` (a
  /// test gives a shorter one).
  static func during<Result>(
    _ text: String, in environment: AppEnvironment, after delay: Duration = delay,
    _ work: () async throws -> Result
  ) async rethrows -> Result {
    guard environment.errorOutputIsTerminal else { return try await work() }
    let notice = Task { () -> Bool in
      do { try await Task.sleep(for: delay) } catch { return false }
      environment.errorOutput.write("\r" + text)
      return true
    }
    do {
      let result = try await work()
      await erase(notice, in: environment)
      return result
    } catch {
      await erase(notice, in: environment)
      throw error
    }
  }

  private static func erase(_ notice: Task<Bool, Never>, in environment: AppEnvironment) async {
    notice.cancel()
    if await notice.value { environment.errorOutput.write("\r\u{1B}[K") }
  }
}

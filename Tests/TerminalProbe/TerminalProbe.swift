import Domain
import Foundation
import Infrastructure

/// A tiny full-screen program for the terminal tests: it takes the terminal over with
/// `POSIXTerminal` and shows every event it gets, newest last, so a test on a
/// pseudo-terminal can check decoding, resizing, resuming and restoration end to end.
///
/// `q` or Ctrl-C quits (exit status 0), `x` throws out of the terminal's `run` (status 3),
/// `f` draws the next frame in full. After the terminal is given back it prints
/// `probe: done` or `probe: failed` on the main screen.
@main
struct TerminalProbe {
  enum Failure: Error { case asked }

  static func main() async {
    // With `--twice`, a second terminal takes over after the first is given back, as a
    // program that leaves full-screen mode and comes back to it does.
    let rounds = CommandLine.arguments.contains("--twice") ? 2 : 1
    for round in 1...rounds {
      await runOnce(round: round)
    }
  }

  static func runOnce(round: Int) async {
    let terminal = POSIXTerminal()
    do {
      try await terminal.run { events in
        var log = ["ready \(round)"]
        terminal.draw(frame(log, size: terminal.size))
        for await event in events {
          var fully = false
          switch event {
          case .key(.character("q")), .key(.control("c")): return
          case .key(.character("x")): throw Failure.asked
          case .key(.character("f")): fully = true
          case .key(let key): log.append("key \(key)")
          case .resized(let size): log.append("resized \(size.columns)x\(size.rows)")
          case .resumed(let size): log.append("resumed \(size.columns)x\(size.rows)")
          }
          terminal.draw(frame(log, size: terminal.size), fully: fully)
        }
      }
      print("probe: done")
    } catch {
      print("probe: failed")
      exit(3)
    }
  }

  /// A title row with the size, then the latest events that fit.
  static func frame(_ log: [String], size: TerminalSize) -> [String] {
    let title = "probe \(size.columns)x\(size.rows) events \(log.count)"
    return [title] + log.suffix(max(size.rows - 1, 0)).map { String($0.prefix(size.columns)) }
  }
}

import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

/// The browser's screen for every state worth seeing, at 80 × 24, 40 × 12 and 120 × 40,
/// plain and in colour; and no line ever wider than the terminal.
@Suite("Browser screen")
struct BrowserScreenTests {
  static let themes: [(name: String, theme: Theme)] = [("plain", .plain), ("ansi", .ansi)]

  @Test(arguments: BrowserScreenSamples.all.map(\.name))
  func everyStateAtEverySizeAndTheme(_ name: String) throws {
    let state = try #require(BrowserScreenSamples.all.first { $0.name == name }).state
    for size in BrowserScreenSamples.sizes {
      for (themeName, theme) in Self.themes {
        let lines = BrowserScreen.render(state, theme: theme, size: size)
        assertSnapshot(
          of: lines.joined(separator: "\n") + "\n", as: .readableLines,
          named: "\(name)-\(size.columns)x\(size.rows)-\(themeName)",
          testName: "browser")
      }
    }
  }

  @Test(arguments: BrowserScreenSamples.all.map(\.name))
  func noLineIsWiderThanTheTerminalAndEveryRowIsDrawn(_ name: String) throws {
    let state = try #require(BrowserScreenSamples.all.first { $0.name == name }).state
    for columns in [40, 41, 57, 80, 99, 120, 200] {
      for rows in [12, 13, 24, 40] {
        for (_, theme) in Self.themes {
          let lines = BrowserScreen.render(
            state, theme: theme, size: TerminalSize(columns: columns, rows: rows))
          #expect(lines.count == rows)
          for line in lines {
            #expect(ANSI.strip(line).count <= columns, "\(name) \(columns)x\(rows): \(line)")
          }
        }
      }
    }
  }

  @Test func aTerminalTooSmallShowsOneLineSayingSo() {
    let state = BrowserScreenSamples.all[1].state
    for size in [TerminalSize(columns: 39, rows: 12), TerminalSize(columns: 80, rows: 11)] {
      let lines = BrowserScreen.render(state, theme: .ansi, size: size)
      #expect(lines.count == 1)
      #expect(ANSI.strip(lines[0]).count <= size.columns)
    }
    #expect(BrowserScreen.render(state, theme: .plain, size: TerminalSize(columns: 39, rows: 12))
        .joined(separator: "\n") == """
      too small: 40×12 needed (now 39×12)
      """)
    // Narrower, a shorter way of saying it, never cut while one fits.
    let notices = [30, 20, 10, 5, 3].map {
      BrowserScreen.render(state, theme: .plain, size: TerminalSize(columns: $0, rows: 5))[0]
    }
    #expect(notices == ["too small: 40×12 needed", "needs 40×12", "40×12", "40×12", "40…"])
  }

  @Test func theSelectedRowIsInReverseVideoInEveryTheme() {
    let state = BrowserScreenSamples.all[1].state
    for (_, theme) in Self.themes {
      let size = TerminalSize(columns: 80, rows: 24)
      let lines = BrowserScreen.render(state, theme: theme, size: size)
      let selected = lines.filter { $0.hasPrefix("\u{1B}[7m") }
      #expect(selected.count == 1)
      #expect(selected.first?.contains("P21") == true)
    }
  }
}

import Infrastructure
import Testing

/// The bytes the frame writer sends: only changed lines, each positioned and erased to
/// the end of its row; everything after the screen was lost.
@Suite struct FrameWriterTests {
  static let esc = "\u{1B}"

  @Test func theFirstFrameClearsTheScreenAndSendsEveryLine() {
    var writer = FrameWriter()
    let bytes = writer.render(["Title", "", "row"], rows: 24)
    #expect(bytes == "\(Self.esc)[H\(Self.esc)[2J\(Self.esc)[1;1HTitle\(Self.esc)[K"
      + "\(Self.esc)[3;1Hrow\(Self.esc)[K")
  }

  @Test func anUnchangedFrameSendsNothing() {
    var writer = FrameWriter()
    _ = writer.render(["a", "b"], rows: 24)
    #expect(writer.render(["a", "b"], rows: 24) == "")
  }

  @Test func onlyTheChangedLineIsSent() {
    var writer = FrameWriter()
    _ = writer.render(["a", "b", "c"], rows: 24)
    #expect(writer.render(["a", "B", "c"], rows: 24) == "\(Self.esc)[2;1HB\(Self.esc)[K")
  }

  @Test func linesTheNewFrameNoLongerHasAreErased() {
    var writer = FrameWriter()
    _ = writer.render(["a", "b", "c"], rows: 24)
    #expect(writer.render(["a"], rows: 24)
      == "\(Self.esc)[2;1H\(Self.esc)[K\(Self.esc)[3;1H\(Self.esc)[K")
  }

  @Test func aLineWithColoursIsResetBeforeTheRestOfItsRowIsErased() {
    var writer = FrameWriter()
    _ = writer.render(["a"], rows: 24)
    #expect(writer.render(["\(Self.esc)[7ma"], rows: 24)
      == "\(Self.esc)[1;1H\(Self.esc)[7ma\(Self.esc)[0m\(Self.esc)[K")
  }

  @Test func anInvalidatedWriterDrawsTheNextFrameInFull() {
    var writer = FrameWriter()
    _ = writer.render(["a"], rows: 24)
    writer.invalidate()
    #expect(writer.render(["a"], rows: 24)
      == "\(Self.esc)[H\(Self.esc)[2J\(Self.esc)[1;1Ha\(Self.esc)[K")
  }

  @Test func linesBelowTheLastRowAreNotSent() {
    var writer = FrameWriter()
    let bytes = writer.render(["a", "b", "c"], rows: 2)
    #expect(!bytes.contains("c"))
    #expect(!bytes.contains("[3;1H"))
  }

  // MARK: - A one-row move in a list

  /// An 80 × 24 screen like the browser's list: a header, 22 rows with the selected one
  /// in reverse video, a status line.
  static func listFrame(selected: Int) -> [String] {
    let rows = (1...22).map { number -> String in
      let text = "#\(String(repeating: "0", count: 4 - String(number).count))\(number)"
        + "    Pokémon \(number)"
      let padded = text + String(repeating: " ", count: 80 - text.count)
      return number == selected ? "\(esc)[7m\(padded)\(esc)[0m" : padded
    }
    return ["No.    Name" + String(repeating: " ", count: 69)] + rows
      + ["1351 Pokémon · 0 favorites · ? help"]
  }

  @Test func movingTheSelectionOneRowSendsTheTwoRowsThatChanged() {
    var writer = FrameWriter()
    _ = writer.render(Self.listFrame(selected: 5), rows: 24)
    let bytes = writer.render(Self.listFrame(selected: 6), rows: 24)
    let next = Self.listFrame(selected: 6)
    #expect(bytes == "\(Self.esc)[6;1H\(next[5])\(Self.esc)[K"
      + "\(Self.esc)[7;1H\(next[6])\(Self.esc)[K")
    // Two rows of 80 cells, their positions, highlight and erase codes: the whole cost.
    #expect(bytes.utf8.count == 188)
  }
}

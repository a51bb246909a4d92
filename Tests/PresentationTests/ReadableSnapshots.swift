import SnapshotTesting

extension Snapshotting where Value == String, Format == String {
  /// Lines of text with every ESC written as ␛, so a snapshot of coloured text, and its
  /// diff, can be read: `␛[1mPikachu␛[0m`.
  static var readableLines: Snapshotting {
    Snapshotting<String, String>.lines.pullback { $0.replacingOccurrences(of: "\u{1B}", with: "␛") }
  }
}

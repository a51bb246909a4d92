import Foundation

/// Helpers for checking coloured output.
public enum ANSI {
  /// `text` without its SGR escape codes, so its width can be measured as a user sees it.
  public static func strip(_ text: String) -> String {
    text.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }
}

import Domain

extension LoadStatus {
  /// What a browser card shows of this load until it has its value, in one wording for
  /// every card: a dim line while it is asked for or on its way ("loading `what`…"), and
  /// when it failed, why and the key that asks again (r); `nil` once it is loaded. Lines
  /// no wider than `width`, `indent` included.
  func pendingLines(_ what: String, theme: Theme, width: Int, indent: String = "") -> [String]? {
    switch self {
    case .idle, .loading:
      return [theme.paint(indent + "loading \(what)…", as: .dim)]
    case .failed(let error):
      return TextLayout.wrap(
        "could not load \(what): \(error.message(hints: NoHints())) (r retries)",
        width: width - indent.count
      ).map { indent + theme.paint($0, as: .error) }
    case .loaded:
      return nil
    }
  }
}

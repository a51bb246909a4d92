import Domain
import Presentation

/// Hints said in a fixed, obviously fake way, so a renderer test shows where a hint lands
/// without depending on the command-line app's words.
public struct StubHints: Hints {
  /// Creates the stub.
  public init() {}

  public func text(for hint: Hint) -> String? {
    switch hint {
    case .nextPage(let request): return "<page at \(request.offset), \(request.limit) rows>"
    case .entry(let kind, let slug): return "<\(kind == .pokemon ? "show" : kind.rawValue) \(slug)>"
    case .fetch(let subject): return "<fetch \(subject)>"
    case .addFavorite: return "<add a favorite>"
    case .moves(let pokemon): return "<moves of \(pokemon)>"
    case .update: return "<update>"
    case .exportData: return "<export the data>"
    case .language(let code): return "<show in \(code)>"
    }
  }
}

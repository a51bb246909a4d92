import ArgumentParser
import Domain

/// `--method`, which narrows a learnset to one way of learning: `show --moves` and
/// `move --pokemon` read it alike.
enum LearnMethodArgument {
  /// The ways `--method` takes, as its help names them.
  static let valueName = LearnedMove.mainMethods.joined(separator: "|")

  /// Refuses a `method` given without `flag`, the option it narrows (`given` says whether
  /// that was given), or one that names no way of learning.
  /// - Throws: `ValidationError` (exit 64).
  static func check(_ method: String?, narrowing flag: String, given: Bool) throws {
    guard let method else { return }
    guard given else { throw ValidationError("--method narrows \(flag): give both") }
    guard LearnedMove.mainMethods.contains(method) else {
      throw ValidationError(
        "no way of learning named \"\(PokemonArguments.printable(method))\": choose "
          + LearnedMove.mainMethods.joined(separator: ", "))
    }
  }
}

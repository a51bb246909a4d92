import ArgumentParser
import Presentation

/// `--units metric|imperial`, and the default the user's locale implies.
enum UnitsOption: String, ExpressibleByArgument, CaseIterable, Sendable {
  case metric, imperial

  /// The units the card is drawn in.
  var system: UnitSystem {
    switch self {
    case .metric: return .metric
    case .imperial: return .imperial
    }
  }

  /// The units the user's locale measures in, read from `LC_ALL`, `LC_MEASUREMENT` or
  /// `LANG` as POSIX orders them (`en_US.UTF-8` is imperial); metric when none is set or
  /// the value names no country (`C`, `POSIX`).
  static func preferred(variables: [String: String]) -> UnitSystem {
    let names = ["LC_ALL", "LC_MEASUREMENT", "LANG"]
    guard let value = names.lazy.compactMap({ variables[$0] }).first(where: { !$0.isEmpty })
    else { return .metric }
    let identifier = value.split(separator: ".").first.map(String.init) ?? value
    guard identifier.contains("_") else { return .metric }
    return .preferred(by: Locale(identifier: identifier))
  }
}

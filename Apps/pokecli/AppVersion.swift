/// The version pokecli reports with `--version` and in its User-Agent.
enum AppVersion {
  static let current = "0.1.0"

  /// How pokecli introduces itself to PokeAPI, as its fair-use policy asks.
  static let userAgent = "pokecli/\(current) (Swift command-line Pokédex)"
}

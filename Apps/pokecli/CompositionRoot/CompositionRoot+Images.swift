import Domain
import PokedexData

/// Where images may come from, and what is said when a sprite could not be had.
extension CompositionRoot {
  /// The base URL's host, PokeAPI's image host and those in `POKECLI_IMAGE_HOSTS`.
  func imageHosts() throws -> ImageHosts {
    ImageHosts(baseURL: try endpoints().baseURL, listed: listedImageHosts)
  }

  /// The hosts `POKECLI_IMAGE_HOSTS` lists, read with the other variables, so a bad
  /// value is a usage error (exit 64) whether or not a sprite is drawn.
  static func listedImageHosts(in environment: AppEnvironment) throws -> [ImageHosts.Origin] {
    let text = environment.variables["POKECLI_IMAGE_HOSTS"] ?? ""
    guard let listed = ImageHosts.listed(in: text) else {
      throw UsageFailure(
        message: "POKECLI_IMAGE_HOSTS must list hosts such as images.example or "
          + "127.0.0.1:8080, separated by commas, not \"\(text)\"")
    }
    return listed
  }
}

/// The lines that say why a sprite is not drawn, when it was to be.
enum SpriteNotices {
  /// A sprite link to a host images are not taken from.
  static func refused(_ origin: ImageHosts.Origin?) -> String {
    let place = origin.map { "leads to \($0.description)" } ?? "names no host"
    return "no sprite shown: its link \(place), not a host images are taken from "
      + "(POKECLI_IMAGE_HOSTS lists more)"
  }

  /// A sprite that failed or did not arrive in time: the card is shown without it.
  static func failed(_ error: PokedexError) -> String {
    "the card is shown without its sprite: \(error.message)"
  }
}


import Domain
extension PokemonDTO.Sprites {
  /// The links pokecli may follow: absolute http(s) URLs only, made safe to keep. Any
  /// other link (a `file:` URL, a relative path, text that is not a URL) counts as none.
  var links: SpriteLinks {
    SpriteLinks(
      front: Self.image(frontDefault), shiny: Self.image(frontShiny),
      female: Self.image(frontFemale), shinyFemale: Self.image(frontShinyFemale))
  }

  private static func image(_ link: String?) -> String? {
    guard let link = link.safe, let url = URL(string: link),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      url.host?.isEmpty == false
    else { return nil }
    return link
  }
}

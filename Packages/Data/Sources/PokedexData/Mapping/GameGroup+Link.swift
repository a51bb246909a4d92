import Domain

extension GameGroup {
  /// A version group as a link names it: its slug, ordered by its id. A link says neither
  /// which games the group holds nor where it comes in release order (Red and Green
  /// (Japan) is 28); `GameCatalog` knows both.
  init(link: NamedAPIResourceDTO) {
    self.init(slug: SafeText.clean(link.name), order: link.linkedID ?? 0)
  }
}

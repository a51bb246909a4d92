import Domain
/// The gallery as a command prints it: the sprites side by side with their names, a note
/// for each female picture that was not there, and a failure for a Pokémon with none.
@MainActor
public struct SpriteGalleryView {
  private let store: any ViewStore<SpriteGallery.State, SpriteGallery.Action>

  /// Creates the view over `store`.
  public init(store: any ViewStore<SpriteGallery.State, SpriteGallery.Action>) {
    self.store = store
  }

  /// Loads the sprites, waits for them and says what a command prints.
  public func print(theme: Theme, width: Int, hints: any Hints) async -> Printout {
    await store.send(.task).finish()
    return printout(theme: theme, width: width, hints: hints)
  }

  /// What a command prints for the store's current state.
  public func printout(theme: Theme, width: Int, hints: any Hints) -> Printout {
    let state = store.state
    if let error = state.status.error { return .failure(error.message(hints: hints)) }
    let chosen = state.status.value ?? []
    let drawn = chosen.compactMap { entry in
      entry.choice.sprite.map { (name: entry.choice.variant.caption(for: entry.name), sprite: $0) }
    }
    var lines = SpriteGalleryRenderer.lines(
      of: drawn, theme: theme, width: width, maxHeight: SpriteGalleryView.maxLines)
    for entry in chosen where entry.choice.femaleMissing {
      lines += TextLayout.wrap(
        "\(entry.name) has no female sprite: the usual one is shown", width: width
      ).map { theme.paint($0, as: .dim) }
    }
    let output = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    let missing = chosen.filter { $0.choice.sprite == nil }.map(\.name)
    guard missing.isEmpty else {
      let names = missing.joined(separator: ", ")
      let line = missing.count == 1
        ? "\(names) has no sprite" : "these Pokémon have no sprite: \(names)"
      return Printout(output: output, failure: line, failed: true)
    }
    return .output(output)
  }

  /// The most lines a sprite takes: its whole cropped figure, at most 96 pixels high.
  static let maxLines = 48
}
